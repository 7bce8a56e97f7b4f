//! The roster: players known across games, with their favourite colour, which of them
//! holds the phone ("me"), and the name and uuid a player already has in the user's BG
//! Stats. Renaming a player renames them in every game's history; merging two entries
//! moves every game of one to the other.

use std::collections::HashMap;

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::msg;
use crate::session::Colour;
use crate::typed_text;
use crate::{Error, Result};

use super::{Store, time_text};

/// A player of the roster.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RosterPlayer {
    /// Roster id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Favourite colour (offered first in a new game).
    pub colour: Colour,
    /// Games played (finished or not).
    pub games: i64,
    /// The player who holds the phone: BG Stats' `userInfo.meRefId` (at most one).
    pub me: bool,
    /// The player's name in the user's BG Stats, when it differs from Tally's.
    pub bgstats_name: Option<String>,
    /// The player's uuid in the user's BG Stats, so that an export matches that player.
    pub bgstats_uuid: Option<String>,
}

/// The columns [`player_of`] reads, after `r.id, r.name, r.colour, <games>`.
const TIES: &str = "r.is_me, r.bgstats_name, r.bgstats_uuid";

fn player_of(row: &rusqlite::Row<'_>) -> rusqlite::Result<RosterPlayer> {
    Ok(RosterPlayer {
        id: row.get(0)?,
        name: row.get(1)?,
        colour: colour_of(&row.get::<_, String>(2)?)?,
        games: row.get(3)?,
        me: row.get(4)?,
        bgstats_name: row.get(5)?,
        bgstats_uuid: row.get(6)?,
    })
}

/// A BG Stats player uuid as BG Stats writes one (36 characters, hex digits in groups
/// 8-4-4-4-12, either case), kept as it was typed.
fn check_bgstats_uuid(uuid: &str) -> Result<String> {
    let uuid = uuid.trim();
    let hyphenated = uuid.len() == 36 && uuid::Uuid::try_parse(uuid).is_ok();
    if hyphenated { Ok(uuid.to_owned()) } else { Err(Error::invalid("uuid", msg!("roster-bgstats-uuid-invalid"))) }
}

/// A trimmed name a player may have (`session::setup::check_player_name`) that no
/// other roster player has as players see it ([`typed_text::same_name`]: case and
/// invisible characters ignored), since two seats of one game could otherwise
/// share a roster entry.
fn check_name(conn: &rusqlite::Connection, name: &str, except: Option<i64>) -> Result<String> {
    crate::session::setup::check_player_name(name).map_err(|reason| Error::invalid("name", reason))?;
    let name = name.trim();
    let key = typed_text::name_key(name);
    let mut statement = conn.prepare_cached("SELECT id, name FROM roster_players ORDER BY id")?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        let (id, other): (i64, String) = (row.get(0)?, row.get(1)?);
        if Some(id) != except && typed_text::name_key(&other) == key {
            return Err(Error::invalid("name", msg!("roster-name-taken", other = other, id = id)));
        }
    }
    Ok(name.to_owned())
}

/// The roster by name as players see it ([`typed_text::name_key`]), read in one
/// pass: an import looks up every seat of every game.
#[derive(Debug)]
pub(crate) struct RosterByName {
    ids: HashMap<String, i64>,
}

impl RosterByName {
    /// The whole roster; of two entries with one key (stored by an earlier
    /// version), the first added.
    pub(crate) fn read(conn: &rusqlite::Connection) -> Result<RosterByName> {
        let mut ids = HashMap::new();
        let mut statement = conn.prepare_cached("SELECT id, name FROM roster_players ORDER BY id")?;
        let mut rows = statement.query([])?;
        while let Some(row) = rows.next()? {
            let (id, name): (i64, String) = (row.get(0)?, row.get(1)?);
            ids.entry(typed_text::name_key(&name)).or_insert(id);
        }
        Ok(RosterByName { ids })
    }

    /// The roster player called `name`, if any.
    pub(crate) fn get(&self, name: &str) -> Option<i64> {
        self.ids.get(&typed_text::name_key(name)).copied()
    }

    /// The roster player called `name`, added (trimmed) if missing.
    pub(crate) fn id_for(&mut self, conn: &rusqlite::Connection, name: &str, colour: Colour) -> Result<i64> {
        if let Some(id) = self.get(name) {
            return Ok(id);
        }
        conn.execute(
            "INSERT INTO roster_players (name, colour, created_at) VALUES (?1, ?2, ?3)",
            params![name.trim(), colour.key(), time_text(chrono::Utc::now())],
        )?;
        let id = conn.last_insert_rowid();
        self.ids.insert(typed_text::name_key(name), id);
        Ok(id)
    }
}

pub(crate) fn colour_of(text: &str) -> rusqlite::Result<Colour> {
    Colour::parse(text)
        .map_err(|error| rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(error)))
}

impl Store {
    /// Every roster player, by name.
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn roster(&self) -> Result<Vec<RosterPlayer>> {
        let mut statement = self.conn().prepare_cached(&format!(
            "SELECT r.id, r.name, r.colour, (SELECT count(*) FROM game_players g WHERE g.roster_id = r.id), {TIES}
             FROM roster_players r ORDER BY r.name COLLATE NOCASE, r.id"
        ))?;
        let rows = statement.query_map([], player_of)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// One roster player.
    ///
    /// # Errors
    /// [`Error::UnknownRosterPlayer`], [`Error::Storage`].
    pub fn roster_player(&self, id: i64) -> Result<RosterPlayer> {
        let mut statement = self.conn().prepare_cached(&format!(
            "SELECT r.id, r.name, r.colour, (SELECT count(*) FROM game_players g WHERE g.roster_id = r.id), {TIES}
             FROM roster_players r WHERE r.id = ?1"
        ))?;
        let player = statement.query_row([id], player_of).optional()?;
        player.ok_or(Error::UnknownRosterPlayer { id })
    }

    /// The roster player who holds the phone, if one is marked.
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn roster_me(&self) -> Result<Option<i64>> {
        let mut statement = self.conn().prepare_cached("SELECT id FROM roster_players WHERE is_me = 1")?;
        Ok(statement.query_row([], |row| row.get(0)).optional()?)
    }

    /// Marks `id` as the player who holds the phone (the one before is no longer), or
    /// nobody with `None`.
    ///
    /// # Errors
    /// [`Error::UnknownRosterPlayer`], [`Error::Storage`].
    pub fn set_roster_me(&mut self, id: Option<i64>) -> Result<()> {
        let tx = self.write_transaction()?;
        tx.execute("UPDATE roster_players SET is_me = 0 WHERE is_me = 1", [])?;
        if let Some(id) = id
            && tx.execute("UPDATE roster_players SET is_me = 1 WHERE id = ?1", [id])? == 0
        {
            return Err(Error::UnknownRosterPlayer { id });
        }
        super::migrations::count_revision(&tx)?;
        tx.commit()?;
        Ok(())
    }

    /// Keeps the name and uuid player `id` has in the user's BG Stats (`None` forgets
    /// one), so that a BG Stats export names that player as BG Stats knows them.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on `name` (as for a player's name) or `uuid` (not a uuid
    /// as BG Stats writes one); [`Error::UnknownRosterPlayer`]; [`Error::Storage`].
    pub fn set_roster_bgstats(&mut self, id: i64, name: Option<&str>, uuid: Option<&str>) -> Result<()> {
        let name = match name {
            Some(name) => {
                crate::session::setup::check_player_name(name).map_err(|reason| Error::invalid("name", reason))?;
                Some(name.trim().to_owned())
            }
            None => None,
        };
        let uuid = uuid.map(check_bgstats_uuid).transpose()?;
        let tx = self.write_transaction()?;
        let changed = tx.execute(
            "UPDATE roster_players SET bgstats_name = ?1, bgstats_uuid = ?2 WHERE id = ?3",
            params![name, uuid, id],
        )?;
        if changed == 0 {
            return Err(Error::UnknownRosterPlayer { id });
        }
        super::migrations::count_revision(&tx)?;
        tx.commit()?;
        Ok(())
    }

    /// Adds a player to the roster.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on `name`: empty, too long, with a character typed
    /// text may not hold ([`typed_text::is_refused`]), or another roster player's
    /// name ([`typed_text::same_name`]); [`Error::Storage`].
    pub fn add_roster_player(&mut self, name: &str, colour: Colour) -> Result<RosterPlayer> {
        let tx = self.write_transaction()?;
        let name = check_name(&tx, name, None)?;
        tx.execute(
            "INSERT INTO roster_players (name, colour, created_at) VALUES (?1, ?2, ?3)",
            params![name, colour.key(), time_text(chrono::Utc::now())],
        )?;
        let id = tx.last_insert_rowid();
        // A change of the roster alone carries the store's identity into the log.
        super::migrations::count_revision(&tx)?;
        tx.commit()?;
        Ok(RosterPlayer { id, name, colour, games: 0, me: false, bgstats_name: None, bgstats_uuid: None })
    }

    /// The roster player called `name` as players see it (ignoring case and
    /// invisible characters: [`typed_text::same_name`]), if any.
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn find_roster_player(&self, name: &str) -> Result<Option<i64>> {
        Ok(RosterByName::read(self.conn())?.get(name))
    }

    /// Renames a roster player, here and in the history of their games.
    ///
    /// # Errors
    /// [`Error::UnknownRosterPlayer`], a bad name (as for
    /// [`Store::add_roster_player`]), [`Error::Storage`].
    pub fn rename_roster_player(&mut self, id: i64, name: &str) -> Result<()> {
        let tx = self.write_transaction()?;
        let name = check_name(&tx, name, Some(id))?;
        if tx.execute("UPDATE roster_players SET name = ?1 WHERE id = ?2", params![name, id])? == 0 {
            return Err(Error::UnknownRosterPlayer { id });
        }
        tx.execute("UPDATE game_players SET name = ?1 WHERE roster_id = ?2", params![name, id])?;
        super::migrations::count_revision(&tx)?;
        tx.commit()?;
        Ok(())
    }

    /// Sets a roster player's favourite colour.
    ///
    /// # Errors
    /// [`Error::UnknownRosterPlayer`], [`Error::Storage`].
    pub fn recolour_roster_player(&mut self, id: i64, colour: Colour) -> Result<()> {
        let tx = self.write_transaction()?;
        if tx.execute("UPDATE roster_players SET colour = ?1 WHERE id = ?2", params![colour.key(), id])? == 0 {
            return Err(Error::UnknownRosterPlayer { id });
        }
        super::migrations::count_revision(&tx)?;
        tx.commit()?;
        Ok(())
    }

    /// Merges duplicate entries: every game of `duplicate` becomes a game of `keep`
    /// (under `keep`'s name) and `duplicate` leaves the roster.
    ///
    /// # Errors
    /// Unknown ids, the same id twice, two seats of one game, [`Error::Storage`].
    pub fn merge_roster_players(&mut self, keep: i64, duplicate: i64) -> Result<()> {
        if keep == duplicate {
            return Err(Error::invalid("duplicate", msg!("merge-into-themselves")));
        }
        let kept = self.roster_player(keep)?;
        self.roster_player(duplicate)?;
        let tx = self.write_transaction()?;
        let shared: i64 = tx.query_row(
            "SELECT count(*) FROM game_players a JOIN game_players b ON a.game_id = b.game_id
             WHERE a.roster_id = ?1 AND b.roster_id = ?2",
            params![keep, duplicate],
            |row| row.get(0),
        )?;
        if shared > 0 {
            return Err(Error::invalid("duplicate", msg!("merge-same-game")));
        }
        tx.execute(
            "UPDATE game_players SET roster_id = ?1, name = ?2 WHERE roster_id = ?3",
            params![keep, kept.name, duplicate],
        )?;
        tx.execute("UPDATE awards SET roster_id = ?1 WHERE roster_id = ?2", params![keep, duplicate])?;
        // What the duplicate was tied to stays with the player: "me", and its BG Stats
        // name and uuid where the kept entry has none.
        tx.execute(
            "UPDATE roster_players SET
                 bgstats_name = coalesce(bgstats_name, (SELECT bgstats_name FROM roster_players WHERE id = ?2)),
                 bgstats_uuid = coalesce(bgstats_uuid, (SELECT bgstats_uuid FROM roster_players WHERE id = ?2))
             WHERE id = ?1",
            params![keep, duplicate],
        )?;
        let was_me: bool =
            tx.query_row("SELECT is_me FROM roster_players WHERE id = ?1", [duplicate], |row| row.get(0))?;
        tx.execute("DELETE FROM roster_players WHERE id = ?1", [duplicate])?;
        if was_me {
            tx.execute("UPDATE roster_players SET is_me = 1 WHERE id = ?1", [keep])?;
        }
        tx.execute("INSERT OR IGNORE INTO retired_players (id) VALUES (?1)", [duplicate])?;
        super::migrations::count_revision(&tx)?;
        tx.commit()?;
        Ok(())
    }
}
