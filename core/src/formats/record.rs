//! [`PlayRecord`]: what every export format reads of one game, loaded from the store
//! once: when it was played, what with, and each seat's name, colour, score, rank,
//! whether it was the player's first game, the player's stable id, and how the roster
//! ties the player to BG Stats (who holds the phone, the player's name and uuid there).

use chrono::{DateTime, Utc};
use rusqlite::OptionalExtension;

use crate::ruleset::catalog::{EXPANSIONS, Expansion};
use crate::ruleset::{Edition, Ruleset};
use crate::session::{Colour, standings};
use crate::store::{Store, parse_time};
use crate::{Error, Result};

/// One game as the export formats see it.
#[derive(Clone, Debug)]
pub struct PlayRecord {
    /// Store id.
    pub id: i64,
    /// The game's stable id (the same in every export).
    pub uuid: String,
    /// When it started.
    pub started_at: DateTime<Utc>,
    /// When it finished; `None` while it is played.
    pub finished_at: Option<DateTime<Utc>>,
    /// The edition.
    pub edition: Edition,
    /// The expansions in play (one component is enough), in catalog order.
    pub expansions: Vec<&'static Expansion>,
    /// The seats in turn order: the first one started.
    pub seats: Vec<SeatRecord>,
    /// The turns played (the turn the game is in, or ended in).
    pub turns: u32,
}

/// One seat of a [`PlayRecord`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    /// Roster id.
    pub roster_id: i64,
    /// The player's id across exports: a UUID derived from the database's identity
    /// and the roster entry, so a renamed player keeps it and a second export of the
    /// same games gives the same ids.
    pub player_uuid: String,
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: Colour,
    /// Score (final once finished).
    pub score: i64,
    /// Rank: 1 for the winner(s), tied players sharing one.
    pub rank: u32,
    /// Whether this is the player's first game in this database.
    pub first_game: bool,
    /// The player holds the phone (the roster's "me").
    pub me: bool,
    /// The player's name in the user's BG Stats, when the roster keeps one.
    pub bgstats_name: Option<String>,
    /// The player's uuid in the user's BG Stats, when the roster keeps one.
    pub bgstats_uuid: Option<String>,
}

impl SeatRecord {
    /// The name BG Stats knows the player by: the one the roster keeps, else Tally's.
    pub fn bgstats_name(&self) -> &str {
        self.bgstats_name.as_deref().unwrap_or(&self.name)
    }

    /// The uuid BG Stats knows the player by: the one the roster keeps, else Tally's
    /// own stable id, upper case as BG Stats writes its own.
    pub fn bgstats_uuid(&self) -> String {
        self.bgstats_uuid.clone().unwrap_or_else(|| self.player_uuid.to_uppercase())
    }
}

impl PlayRecord {
    /// The seats that won (rank 1), in turn order; none while the game is played.
    pub fn winners(&self) -> impl Iterator<Item = &SeatRecord> {
        let finished = self.finished_at.is_some();
        self.seats.iter().filter(move |seat| finished && seat.rank == 1)
    }

    /// Whole minutes from the start to the finish, if finished.
    pub fn duration_minutes(&self) -> Option<i64> {
        self.finished_at.map(|finished| (finished - self.started_at).num_minutes().max(0))
    }

    /// The seats best first (rank, then turn order).
    pub fn ranked(&self) -> Vec<&SeatRecord> {
        let mut seats: Vec<&SeatRecord> = self.seats.iter().collect();
        seats.sort_by_key(|seat| seat.rank);
        seats
    }
}

/// The namespace of the player ids Tally exports (a UUID v5 namespace of its own).
const PLAYER_NAMESPACE: uuid::Uuid = uuid::Uuid::from_u128(0x6f1c_2a43_9b7e_4c1d_8e25_3d0f_a7b1_c942);

/// A roster entry's id across exports.
pub(crate) fn player_uuid(lineage: &str, roster_id: i64) -> String {
    uuid::Uuid::new_v5(&PLAYER_NAMESPACE, format!("{lineage}/{roster_id}").as_bytes()).to_string()
}

/// The expansions with at least one component in play, in catalog order.
fn expansions_in(ruleset: &Ruleset) -> Vec<&'static Expansion> {
    EXPANSIONS
        .iter()
        .filter(|expansion| expansion.components.iter().any(|component| ruleset.has(component.element)))
        .collect()
}

impl Store {
    /// The records of the games `ids`, in that order.
    ///
    /// # Errors
    /// [`Error::UnknownGame`]; [`Error::Storage`].
    pub fn play_records(&self, ids: &[i64]) -> Result<Vec<PlayRecord>> {
        let lineage = self.lineage()?;
        ids.iter().map(|&id| self.play_record(id, &lineage)).collect()
    }

    /// Roster player `roster_id`'s id across exports ([`SeatRecord::player_uuid`]).
    pub(crate) fn player_uuid(&self, roster_id: i64) -> Result<String> {
        Ok(player_uuid(&self.lineage()?, roster_id))
    }

    fn lineage(&self) -> Result<String> {
        Ok(self
            .conn()
            .query_row("SELECT lineage FROM store_identity", [], |row| row.get(0))
            .optional()?
            .unwrap_or_default())
    }

    fn play_record(&self, id: i64, lineage: &str) -> Result<PlayRecord> {
        let (started, finished): (String, Option<String>) = self
            .conn()
            .query_row("SELECT started_at, finished_at FROM games WHERE id = ?1", [id], |row| {
                Ok((row.get(0)?, row.get(1)?))
            })
            .optional()?
            .ok_or(Error::UnknownGame { id })?;
        let started_at = parse_time(&started)?;
        let active = self.load_game(id)?;
        let table = active.game.table();
        let ranks = standings(table);
        let mut first_game = self.conn().prepare_cached(
            "SELECT NOT EXISTS (SELECT 1 FROM game_players p JOIN games g ON g.id = p.game_id
                                WHERE p.roster_id = ?1 AND (g.started_at < ?2 OR (g.started_at = ?2 AND g.id < ?3)))",
        )?;
        let mut ties =
            self.conn().prepare_cached("SELECT is_me, bgstats_name, bgstats_uuid FROM roster_players WHERE id = ?1")?;
        let mut seats = Vec::with_capacity(table.players.len());
        for (player, &roster_id) in table.players.iter().zip(&active.roster_ids) {
            let rank = ranks.iter().find(|standing| standing.player == player.id).map_or(1, |standing| standing.rank);
            let (me, bgstats_name, bgstats_uuid) = ties
                .query_row([roster_id], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
                .optional()?
                .unwrap_or((false, None, None));
            seats.push(SeatRecord {
                roster_id,
                player_uuid: player_uuid(lineage, roster_id),
                name: player.name.to_string(),
                colour: player.colour,
                score: player.score,
                rank,
                first_game: first_game.query_row(rusqlite::params![roster_id, started, id], |row| row.get(0))?,
                me,
                bgstats_name,
                bgstats_uuid,
            });
        }
        let ruleset = &active.game.setup().ruleset;
        Ok(PlayRecord {
            id,
            uuid: active.uuid.clone(),
            started_at,
            finished_at: finished.as_deref().map(parse_time).transpose()?,
            edition: ruleset.edition(),
            expansions: expansions_in(ruleset),
            seats,
            turns: table.turn,
        })
    }
}
