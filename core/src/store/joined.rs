//! Games kept from a table another phone hosted: a phone that joined the table
//! (`tally join`, the apps' join link) keeps the game the host finished, in its own
//! history, marked with where it came from (`joined_games`: the host, the kind of
//! link, when it was joined and kept) and which seat is "me" on this phone.
//!
//! The host's game is its export document (`GET /t/<token>/game`), checked whole as
//! an import is ([`ExportDocument::parse`]) before anything is written. A game is
//! kept by its uuid: joined again after the host reopened or corrected it, the
//! entries the host added since are appended (a game's log is append-only, on the
//! host as here, so the kept entries must be the first of the host's, byte for
//! byte); the same game again stores nothing.

use chrono::Utc;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use crate::msg;
use crate::typed_text::same_name;
use crate::{Error, Result};

use super::export::{ExportDocument, ExportedGame};
use super::games::{EVENT_FORMAT, load_parts, one_seat_each, refresh_derived};
use super::live::LinkRole;
use super::roster::RosterByName;
use super::{Store, Timestamp, bad_json, parse_time, time_text};

/// Where a joined game came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct JoinedFrom {
    /// The host's address (`192.168.1.20:7878`).
    pub host: String,
    /// The kind of link joined with.
    pub role: LinkRole,
    /// When the table was joined.
    pub joined_at: Timestamp,
}

/// What keeping a joined game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "kept", rename_all = "snake_case")]
pub enum Kept {
    /// The game is new here: stored whole.
    Stored {
        /// Its id in this store.
        game_id: i64,
    },
    /// The game was kept before: the entries the host added since appended.
    Updated {
        /// Its id in this store.
        game_id: i64,
        /// How many entries were added.
        added: u64,
    },
    /// The game is kept as the host has it: nothing written.
    Unchanged {
        /// Its id in this store.
        game_id: i64,
    },
}

impl Kept {
    /// The game's id in this store.
    pub fn game_id(self) -> i64 {
        match self {
            Kept::Stored { game_id } | Kept::Updated { game_id, .. } | Kept::Unchanged { game_id } => game_id,
        }
    }
}

impl Store {
    /// Keeps the finished game of a joined table: `document` is the host's export
    /// document of that one game, `from` where it came from, `me` the name of the
    /// seat that is this phone's player (`None`: the seat named as the roster's "me",
    /// if one is). The "me" seat is the roster's "me" player when there is one, and
    /// the other seats are matched to the roster by name, as an import does.
    ///
    /// # Errors
    /// [`Error::InvalidImport`] (nothing written) for a document that is not one
    /// checked game, a game the host has not finished, a game of this phone's own
    /// that nobody joined, or a game that does not continue the one kept;
    /// [`Error::InvalidInput`] on `me` for a name no seat has; [`Error::TooLarge`];
    /// storage errors.
    pub fn keep_joined(&mut self, document: &str, from: &JoinedFrom, me: Option<&str>) -> Result<Kept> {
        let document = ExportDocument::parse(document)?;
        let [game] = document.games.as_slice() else {
            return Err(Error::InvalidImport { reason: msg!("joined-one-game", games = document.games.len()) });
        };
        let Some(finished_at) = game.finished_at else {
            return Err(Error::InvalidImport { reason: msg!("joined-not-finished") });
        };
        let me_seat = match me {
            Some(name) => Some(
                game.players
                    .iter()
                    .position(|player| same_name(&player.name, name))
                    .ok_or_else(|| Error::invalid("me", msg!("joined-no-such-seat", name = name.to_owned())))?,
            ),
            None => None,
        };
        let roster_me = self.roster_me()?;
        let me_seat = match (me_seat, roster_me) {
            (Some(seat), _) => Some(seat),
            (None, Some(id)) => {
                let name = self.roster_player(id)?.name;
                game.players.iter().position(|player| same_name(&player.name, &name))
            }
            (None, None) => None,
        };
        let tx = self.write_transaction()?;
        let known: Option<(i64, bool)> = tx
            .query_row(
                "SELECT g.id, j.game_id IS NOT NULL FROM games g LEFT JOIN joined_games j ON j.game_id = g.id
                 WHERE g.uuid = ?1",
                [&game.uuid],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?;
        let kept = match known {
            Some((_, false)) => {
                return Err(Error::InvalidImport { reason: msg!("joined-own-game", uuid = game.uuid.clone()) });
            }
            Some((game_id, true)) => append_new_entries(&tx, game_id, game, finished_at)?,
            None => {
                let mut roster = RosterByName::read(&tx)?;
                let roster_ids = game
                    .players
                    .iter()
                    .enumerate()
                    .map(|(seat, player)| match (Some(seat) == me_seat, roster_me) {
                        (true, Some(id)) => Ok(id),
                        _ => roster.id_for(&tx, &player.name, player.colour),
                    })
                    .collect::<Result<Vec<_>>>()?;
                one_seat_each(&roster_ids)?;
                let game_id = super::import::insert_game(&tx, game, &roster_ids)?;
                Kept::Stored { game_id }
            }
        };
        if !matches!(kept, Kept::Unchanged { .. }) {
            tx.execute(
                "INSERT INTO joined_games (game_id, host, role, joined_at, kept_at, me_seat)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                 ON CONFLICT (game_id) DO UPDATE SET host = ?2, role = ?3, joined_at = ?4, kept_at = ?5,
                     me_seat = coalesce(?6, me_seat)",
                params![
                    kept.game_id(),
                    from.host,
                    from.role.key(),
                    time_text(from.joined_at),
                    time_text(Utc::now()),
                    me_seat.map(|seat| seat as i64)
                ],
            )?;
            tx.commit()?;
        }
        Ok(kept)
    }

    /// Where game `game_id` came from, when it was kept from a joined table, and
    /// the seat that is "me" (from 0).
    ///
    /// # Errors
    /// Storage errors.
    pub fn joined_from(&self, game_id: i64) -> Result<Option<(JoinedFrom, Option<u32>)>> {
        let row: Option<(String, String, String, Option<i64>)> = self
            .conn()
            .query_row("SELECT host, role, joined_at, me_seat FROM joined_games WHERE game_id = ?1", [game_id], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
            })
            .optional()?;
        let Some((host, role, joined_at, me_seat)) = row else { return Ok(None) };
        let from = JoinedFrom { host, role: LinkRole::parse(&role)?, joined_at: parse_time(&joined_at)? };
        Ok(Some((from, me_seat.and_then(|seat| u32::try_from(seat).ok()))))
    }
}

/// Appends the entries the host added to a kept game since it was kept; refuses a
/// game whose first entries are not the kept ones.
fn append_new_entries(
    tx: &rusqlite::Connection,
    game_id: i64,
    game: &ExportedGame,
    finished_at: Timestamp,
) -> Result<Kept> {
    let kept = load_parts(tx, game_id)?;
    let continues = kept.setup.players == game.players
        && kept.setup.ruleset == game.ruleset
        && kept.started_at == game.started_at
        && kept.entries.len() <= game.entries.len()
        && kept.entries.iter().zip(&game.entries).all(|(kept, host)| kept == host);
    if !continues {
        return Err(Error::InvalidImport { reason: msg!("joined-does-not-continue", uuid = game.uuid.clone()) });
    }
    let new = &game.entries[kept.entries.len()..];
    if new.is_empty() && kept.finished_at == Some(finished_at) {
        return Ok(Kept::Unchanged { game_id });
    }
    let mut statement = tx.prepare_cached(
        "INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
         VALUES (?1, ?2, ?3, 0, '', '', ?4, ?5, ?6)",
    )?;
    for entry in new {
        let payload = serde_json::to_string(&entry.command).map_err(|error| bad_json("command", &error))?;
        statement.execute(params![
            game_id,
            entry.seq,
            time_text(entry.at),
            entry.command.kind(),
            EVENT_FORMAT,
            payload
        ])?;
    }
    drop(statement);
    let updated = game.entries.last().map_or(game.started_at, |entry| entry.at);
    tx.execute(
        "UPDATE games SET finished_at = ?1, updated_at = ?2 WHERE id = ?3",
        params![time_text(finished_at), time_text(updated), game_id],
    )?;
    refresh_derived(tx, game_id)?;
    Ok(Kept::Updated { game_id, added: new.len() as u64 })
}
