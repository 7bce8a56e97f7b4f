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
        let mut records = Vec::new();
        for kind in RecordKind::ALL {
            let found = match kind {
                RecordKind::BiggestCity => self.biggest_feature(filter, "cities")?,
                RecordKind::LongestRoad => self.biggest_feature(filter, "roads")?,
                RecordKind::BestFarmerGame => self.best_farmer_game(filter)?,
                RecordKind::HighestScore => self.highest_score(filter)?,
                RecordKind::ClosestFinish => self.closest_finish(filter)?,
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

    /// The award of `category` with the most tiles, then the most points.
    fn biggest_feature(&self, filter: &StatsFilter, category: &str) -> Result<Option<Found>> {
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let category = sql.bind(category.to_owned());
        let only = filter.players_only("a.roster_id", &mut sql);
        sql.text = format!(
            "WITH {chosen}
             SELECT a.game_id, a.roster_id, a.seq, a.size, a.points FROM awards a
             JOIN chosen c ON c.id = a.game_id
             WHERE a.category = {category} AND a.size IS NOT NULL {only}
             ORDER BY a.size DESC, a.points DESC, c.started_at, a.game_id, a.seq LIMIT 1"
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
             SELECT f.game_id, f.roster_id, f.points,
                    (SELECT b.seq FROM awards b WHERE b.game_id = f.game_id AND b.roster_id = f.roster_id
                     AND b.category = 'fields' ORDER BY b.moved DESC, b.seq LIMIT 1)
             FROM farmed f JOIN chosen c ON c.id = f.game_id
             WHERE f.points > 0
             ORDER BY f.points DESC, c.started_at, f.game_id LIMIT 1"
        );
        self.find(sql, |row| {
            let points = row.get(2)?;
            Ok(Found { game_id: row.get(0)?, roster_id: row.get(1)?, entry: row.get(3)?, value: points, points })
        })
    }

    /// The highest final score.
    fn highest_score(&self, filter: &StatsFilter) -> Result<Option<Found>> {
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let only = filter.players_only("p.roster_id", &mut sql);
        sql.text = format!(
            "WITH {chosen}
             SELECT p.game_id, p.roster_id, p.final_score FROM game_players p JOIN chosen c ON c.id = p.game_id
             WHERE p.final_score IS NOT NULL {only}
             ORDER BY p.final_score DESC, c.started_at, c.id LIMIT 1"
        );
        self.find(sql, |row| {
            let score = row.get(2)?;
            Ok(Found { game_id: row.get(0)?, roster_id: row.get(1)?, entry: None, value: score, points: score })
        })
    }

    /// The smallest lead of a lone winner over the second place.
    fn closest_finish(&self, filter: &StatsFilter) -> Result<Option<Found>> {
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let only = filter.players_only("w.roster_id", &mut sql);
        sql.text = format!(
            "WITH {chosen},
             leads AS (SELECT w.game_id, w.roster_id, w.final_score, c.started_at,
                              w.final_score - (SELECT max(q.final_score) FROM game_players q
                                               WHERE q.game_id = w.game_id AND q.final_rank > 1) AS lead
                       FROM chosen c JOIN game_players w ON w.game_id = c.id AND w.final_rank = 1
                       WHERE NOT EXISTS (SELECT 1 FROM game_players t
                                         WHERE t.game_id = w.game_id AND t.final_rank = 1 AND t.seat <> w.seat) {only})
             SELECT game_id, roster_id, final_score, lead FROM leads WHERE lead IS NOT NULL
             ORDER BY lead, started_at, game_id LIMIT 1"
        );
        self.find(sql, |row| {
            Ok(Found {
                game_id: row.get(0)?,
                roster_id: row.get(1)?,
                entry: None,
                value: row.get(3)?,
                points: row.get(2)?,
            })
        })
    }
}
