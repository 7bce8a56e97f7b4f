//! The group's records over the chosen games, each with the game and the entry it
//! links to: the biggest city and the longest road (the award with the most tiles,
//! then the most points), the best farmer game (the most points from fields in one
//! game), the highest final score, and the closest finish (the smallest lead of a
//! lone winner over the second place). A record equalled later stays with the
//! game that set it first.

use chrono::{DateTime, Utc};
use rusqlite::OptionalExtension;
use serde::{Deserialize, Serialize};

use crate::Result;
use crate::l10n::Message;
use crate::store::{Store, parse_time};

use super::filter::{Sql, StatsFilter};
use super::results::GameResult;

/// What a record measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum RecordKind {
    /// The city award with the most tiles.
    BiggestCity,
    /// The road award with the most tiles.
    LongestRoad,
    /// The most points from fields one player scored in one game.
    BestFarmerGame,
    /// The highest final score.
    HighestScore,
    /// The smallest lead of a lone winner over the second place.
    ClosestFinish,
}

impl RecordKind {
    /// Every record, in the order they are shown.
    pub const ALL: [RecordKind; 5] = [
        RecordKind::BiggestCity,
        RecordKind::LongestRoad,
        RecordKind::BestFarmerGame,
        RecordKind::HighestScore,
        RecordKind::ClosestFinish,
    ];

    /// The key in JSON and in message ids.
    pub fn key(self) -> &'static str {
        match self {
            RecordKind::BiggestCity => "biggest_city",
            RecordKind::LongestRoad => "longest_road",
            RecordKind::BestFarmerGame => "best_farmer_game",
            RecordKind::HighestScore => "highest_score",
            RecordKind::ClosestFinish => "closest_finish",
        }
    }

    /// Its title in the language in use.
    pub fn title(self) -> Message {
        Message::keyed_static("stats-record", self.key())
    }
}

/// One record and where it was set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StatsRecord {
    /// What it measures.
    pub kind: RecordKind,
    /// Its title in the language in use.
    pub title: Message,
    /// Who holds it (the winner, for the closest finish).
    pub roster_id: i64,
    /// Their name (as the roster has it now).
    pub name: String,
    /// The game.
    pub game_id: i64,
    /// When the game started.
    pub started_at: DateTime<Utc>,
    /// The entry to show: the scoring of the feature, the biggest field scoring
    /// of the farmer game, the last entry (the final standings) otherwise.
    pub entry: u64,
    /// The figure: tiles (city, road), points (farmer game), the score, or the
    /// lead (closest finish).
    pub value: i64,
    /// The points that came with it: the feature's, the fields', the score, or
    /// the winner's score (closest finish).
    pub points: i64,
}

/// A record's row before its holder's name and the game's date are read.
struct Found {
    game_id: i64,
    roster_id: i64,
    entry: Option<u64>,
    value: i64,
    points: i64,
}

impl Store {
    /// The records of the chosen games (held by the filter's players, when it
    /// names some), in [`RecordKind::ALL`]'s order; a record no game holds yet is
    /// left out.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] refuses; [`crate::Error::Storage`].
    pub fn records(&self, filter: &StatsFilter) -> Result<Vec<StatsRecord>> {
        filter.check(self)?;
        self.records_of(filter, &self.results(filter)?)
    }

    /// The records of the chosen games, whose `results` are read already.
    pub(crate) fn records_of(&self, filter: &StatsFilter, results: &[GameResult]) -> Result<Vec<StatsRecord>> {
        let mut records = Vec::new();
        for kind in RecordKind::ALL {
            let found = match kind {
                RecordKind::BiggestCity => self.biggest_feature(filter, "cities")?,
                RecordKind::LongestRoad => self.biggest_feature(filter, "roads")?,
                RecordKind::BestFarmerGame => self.best_farmer_game(filter)?,
                RecordKind::HighestScore => highest_score(results, filter),
                RecordKind::ClosestFinish => closest_finish(results, filter),
            };
            if let Some(found) = found {
                records.push(self.record_of(kind, found)?);
            }
        }
        Ok(records)
    }

    fn record_of(&self, kind: RecordKind, found: Found) -> Result<StatsRecord> {
        let (name, started_at): (String, String) = self
            .conn()
            .prepare_cached("SELECT r.name, g.started_at FROM roster_players r, games g WHERE r.id = ?1 AND g.id = ?2")?
            .query_row([found.roster_id, found.game_id], |row| Ok((row.get(0)?, row.get(1)?)))?;
        let entry = match found.entry {
            Some(entry) => entry,
            None => self
                .conn()
                .prepare_cached("SELECT coalesce(max(seq), 0) FROM events WHERE game_id = ?1")?
                .query_row([found.game_id], |row| row.get(0))?,
        };
        Ok(StatsRecord {
            kind,
            title: kind.title(),
            roster_id: found.roster_id,
            name,
            game_id: found.game_id,
            started_at: parse_time(&started_at)?,
            entry,
            value: found.value,
            points: found.points,
        })
    }

    fn find(
        &self,
        sql: Sql,
        read: impl FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<Found>,
    ) -> Result<Option<Found>> {
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        Ok(statement.query_row(rusqlite::params_from_iter(sql.values), read).optional()?)
    }

    /// The award of `category` with the most tiles, then the most points, in the
    /// earliest game: the best pair is read from the top of `awards_records`, then
    /// the awards that have it.
    fn biggest_feature(&self, filter: &StatsFilter, category: &str) -> Result<Option<Found>> {
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let category = sql.bind(category.to_owned());
        let only_best = filter.players_only("a.roster_id", &mut sql);
        let only = filter.players_only("a.roster_id", &mut sql);
        sql.text = format!(
            "WITH {chosen},
             best AS (SELECT a.size, a.points FROM awards a
                      WHERE a.category = {category} AND a.size IS NOT NULL AND a.game_id IN (SELECT id FROM chosen)
                      {only_best}
                      ORDER BY a.size DESC, a.points DESC LIMIT 1)
             SELECT a.game_id, a.roster_id, a.seq, a.size, a.points
             FROM best JOIN awards a ON a.category = {category} AND a.size = best.size AND a.points = best.points
             JOIN games g ON g.id = a.game_id
             WHERE a.game_id IN (SELECT id FROM chosen) {only}
             ORDER BY g.started_at, a.game_id, a.seq LIMIT 1"
        );
        self.find(sql, |row| {
            Ok(Found {
                game_id: row.get(0)?,
                roster_id: row.get(1)?,
                entry: Some(row.get(2)?),
                value: row.get(3)?,
                points: row.get(4)?,
            })
        })
    }

    /// The most points from fields one player scored in one game; its entry is the
    /// field scoring that brought the most of them.
    fn best_farmer_game(&self, filter: &StatsFilter) -> Result<Option<Found>> {
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let only = filter.players_only("a.roster_id", &mut sql);
        sql.text = format!(
            "WITH {chosen},
             farmed AS (SELECT a.game_id, a.roster_id, sum(a.moved) AS points FROM awards a
                        WHERE a.category = 'fields' AND a.game_id IN (SELECT id FROM chosen) {only}
                        GROUP BY a.game_id, a.roster_id)
             SELECT f.game_id, f.roster_id, f.points FROM farmed f JOIN games g ON g.id = f.game_id
             WHERE f.points > 0
             ORDER BY f.points DESC, g.started_at, f.game_id LIMIT 1"
        );
        let Some(mut found) = self.find(sql, |row| {
            let points = row.get(2)?;
            Ok(Found { game_id: row.get(0)?, roster_id: row.get(1)?, entry: None, value: points, points })
        })?
        else {
            return Ok(None);
        };
        found.entry = Some(
            self.conn()
                .prepare_cached(
                    "SELECT seq FROM awards WHERE game_id = ?1 AND roster_id = ?2 AND category = 'fields'
                     ORDER BY moved DESC, seq LIMIT 1",
                )?
                .query_row([found.game_id, found.roster_id], |row| row.get(0))?,
        );
        Ok(Some(found))
    }
}

/// Whether the records may name `roster_id`.
fn named(filter: &StatsFilter, roster_id: i64) -> bool {
    filter.players.is_empty() || filter.players.contains(&roster_id)
}

/// The highest final score, the first game that reached it.
fn highest_score(results: &[GameResult], filter: &StatsFilter) -> Option<Found> {
    let mut best: Option<Found> = None;
    for game in results {
        for seat in game.seats.iter().filter(|seat| named(filter, seat.roster_id)) {
            if best.as_ref().is_none_or(|found| seat.score > found.value) {
                let (value, points) = (seat.score, seat.score);
                best = Some(Found { game_id: game.game_id, roster_id: seat.roster_id, entry: None, value, points });
            }
        }
    }
    best
}

/// The smallest lead of a lone winner over the second place, the first game that
/// had it.
fn closest_finish(results: &[GameResult], filter: &StatsFilter) -> Option<Found> {
    let mut best: Option<Found> = None;
    for game in results {
        let mut winners = game.seats.iter().filter(|seat| seat.rank == 1);
        let (Some(winner), None) = (winners.next(), winners.next()) else { continue };
        let second = game.seats.iter().filter(|seat| seat.rank > 1).map(|seat| seat.score).max();
        let Some(second) = second.filter(|_| named(filter, winner.roster_id)) else { continue };
        let lead = winner.score - second;
        if best.as_ref().is_none_or(|found| lead < found.value) {
            let (roster_id, points) = (winner.roster_id, winner.score);
            best = Some(Found { game_id: game.game_id, roster_id, entry: None, value: lead, points });
        }
    }
    best
}
