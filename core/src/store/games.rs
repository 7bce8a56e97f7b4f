//! Creating, resuming and recording games. Each command is validated in memory,
//! written with its derived rows in one transaction, and only then applied in
//! memory: what the store holds is always what the players saw.

use chrono::Utc;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::l10n::Message;
use crate::limits::{MAX_ENTRIES_PER_GAME, WAY_OUT_ENTRIES};
use crate::msg;
use crate::session::{Command, Entry, Game, GameSetup, LogChange, LogItem, Phase, PlayerSetup, Prepared, standings};
use crate::{Error, Result, Ruleset};

use super::roster::RosterByName;
use super::{Store, awards, bad_json, parse_time, time_text};

/// The format of the stored event payload (a [`Command`] as JSON). Format 3: the
/// barn's final scoring counts each player's barns; a command of format 1 or 2
/// counted the farmers there and gets a barn for each player who held that
/// majority ([`Command::with_barns_for_farmers`]). Format 2: the counts the players
/// must know (a road's tiles...) are required; a format-1 command may leave them
/// out and gets their former defaults when it is read
/// ([`Command::with_legacy_defaults`]).
pub const EVENT_FORMAT: i64 = 3;

/// The command of an entry stored (or exported) with event format `format`, as
/// this build replays it.
pub(crate) fn upgrade(command: Command, format: i64, ruleset: &Ruleset) -> Command {
    let command = if format < 2 { command.with_legacy_defaults(ruleset) } else { command };
    if format < 3 { command.with_barns_for_farmers() } else { command }
}

/// A seat of a new game: a roster player, or a name (found in the roster, or added
/// to it), and a colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameSeat {
    /// A roster player; their roster name is used.
    pub roster_id: Option<i64>,
    /// The name when no roster id is given.
    pub name: String,
    /// The colour for this game.
    pub colour: crate::session::Colour,
}

/// A game loaded from (and recorded into) the store.
#[derive(Clone, Debug)]
pub struct ActiveGame {
    /// Store id.
    pub id: i64,
    /// Stable id across exports.
    pub uuid: String,
    /// The game.
    pub game: Game,
    /// Roster id of each seat, in turn order.
    pub roster_ids: Vec<i64>,
}

/// Everything stored about a game.
#[derive(Debug)]
pub(crate) struct StoredParts {
    pub uuid: String,
    pub setup: GameSetup,
    pub entries: Vec<Entry>,
    pub roster_ids: Vec<i64>,
    pub started_at: chrono::DateTime<Utc>,
    pub finished_at: Option<chrono::DateTime<Utc>>,
}

impl Store {
    /// Starts a game and stores it.
    ///
    /// # Errors
    /// An invalid setup (2-8 players, distinct colours, names), unknown roster ids,
    /// [`Error::Storage`].
    pub fn create_game(&mut self, seats: &[GameSeat], ruleset: Ruleset) -> Result<ActiveGame> {
        let mut players = Vec::with_capacity(seats.len());
        for seat in seats {
            let name = match seat.roster_id {
                Some(id) => self.roster_player(id)?.name,
                None => seat.name.trim().to_owned(),
            };
            players.push(PlayerSetup::new(name, seat.colour));
        }
        let setup = GameSetup { players, ruleset };
        setup.validate()?;
        let uuid = uuid::Uuid::new_v4().to_string();
        let tx = self.write_transaction()?;
        let mut roster = RosterByName::read(&tx)?;
        let mut roster_ids = Vec::with_capacity(seats.len());
        for (seat, player) in seats.iter().zip(&setup.players) {
            let id = match seat.roster_id {
                Some(id) => id,
                None => roster.id_for(&tx, &player.name, player.colour)?,
            };
            roster_ids.push(id);
        }
        one_seat_each(&roster_ids)?;
        let now = time_text(Utc::now());
        let ruleset_json = serde_json::to_string(&setup.ruleset).map_err(|error| bad_json("ruleset", &error))?;
        tx.execute(
            "INSERT INTO games (uuid, ruleset, started_at, updated_at) VALUES (?1, ?2, ?3, ?3)",
            params![uuid, ruleset_json, now],
        )?;
        let id = tx.last_insert_rowid();
        insert_seats(&tx, id, &setup, &roster_ids)?;
        tx.commit()?;
        Ok(ActiveGame { id, uuid, game: Game::new(setup)?, roster_ids })
    }

    /// Loads a game as it stopped.
    ///
    /// # Errors
    /// [`Error::UnknownGame`], [`Error::Storage`] for a log that no longer replays.
    pub fn load_game(&self, id: i64) -> Result<ActiveGame> {
        load_active(self.conn(), id)
    }

    /// Carries out a command on a stored game: validated, committed to the
    /// database, then applied in memory, and says how the log moved. On error
    /// nothing changes anywhere.
    ///
    /// If the stored game moved on since `active` was loaded (another process, a
    /// second connection, another screen), it is reloaded first and the command
    /// applies to the game as stored: the change then covers what the other writer
    /// did too. If the command no longer applies, [`Error::ChangedElsewhere`] says
    /// why, and `active` holds the reloaded game. Undo and redo name no entry: when
    /// the other writer changed the log they would take back (or bring back) an
    /// entry the players did not see last, so they are refused with what changed
    /// (`#4 Road: red +3 is new`) rather than applied to another phone's entry.
    ///
    /// A command in play writes two rows: its event, and its game's row with the
    /// time of the change and the scores after it (what the history lists).
    /// Finishing a game, and any change to a finished one, also writes its final
    /// scores, ranks and awards.
    ///
    /// # Errors
    /// Why the command is refused; [`Error::ChangedElsewhere`]; [`Error::TooLarge`]
    /// when the game already holds as many entries as the command may add to
    /// ([`entry_limit_allows`]); [`Error::ReadOnlyDatabase`];
    /// [`Error::DatabaseBusy`] when another connection keeps the database longer
    /// than [`BUSY_TIMEOUT`](super::BUSY_TIMEOUT); [`Error::Storage`].
    pub fn execute(&mut self, active: &mut ActiveGame, command: Command) -> Result<LogChange> {
        self.execute_with(active, command, |_, _| Ok(()), |_, _| Ok(()))
    }

    /// [`Store::execute`], with `check` refusing the command on the game as stored
    /// (read again if it moved on) and `also` writing rows of its own about the
    /// entry, both in the same transaction (a scorer link's powers and who recorded
    /// the entry: [`Store::execute_for`](super::live)).
    pub(crate) fn execute_with(
        &mut self,
        active: &mut ActiveGame,
        command: Command,
        check: impl FnOnce(&Connection, &Game) -> Result<()>,
        also: impl FnOnce(&Connection, &Entry) -> Result<()>,
    ) -> Result<LogChange> {
        let tx = self.write_transaction()?;
        let stored: u64 = tx
            .prepare_cached("SELECT coalesce(max(seq), 0) FROM events WHERE game_id = ?1")?
            .query_row([active.id], |row| row.get(0))?;
        let reloaded_from = if stored == active.game.entries().len() as u64 {
            check(&tx, &active.game)?;
            None
        } else {
            let before = std::mem::replace(active, load_active(&tx, active.id)?);
            check(&tx, &active.game)?;
            refuse_undo_or_redo_moved_on(&command, &before.game, &active.game)?;
            Some(before.game.log().to_vec())
        };
        entry_limit_allows(&command, active.game.entries().len())?;
        // Entries undone and redone elsewhere may leave the log as it was seen: the
        // command's own change then says exactly what it did.
        let seen_log_moved = reloaded_from.as_deref().is_some_and(|before| before != active.game.log());
        let prepared = match active.game.prepare(command, Utc::now()) {
            Ok(prepared) => prepared,
            Err(error) if reloaded_from.is_some() => {
                return Err(Error::ChangedElsewhere { reason: error.message() });
            }
            Err(error) => return Err(error),
        };
        let entry = prepared.entry();
        let table = prepared.table();
        let payload = serde_json::to_string(&entry.command).map_err(|error| bad_json("command", &error))?;
        let step = serde_json::to_value(table.step).map_err(|error| bad_json("step", &error))?;
        tx.prepare_cached(
            "INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )?
        .execute(params![
            active.id,
            entry.seq,
            time_text(entry.at),
            table.turn,
            table.active_player().id,
            step.as_str().unwrap_or_default(),
            entry.command.kind(),
            EVENT_FORMAT,
            payload
        ])?;
        tx.prepare_cached("UPDATE games SET updated_at = ?1, scores = ?2 WHERE id = ?3")?.execute(params![
            time_text(entry.at),
            scores_text(table),
            active.id
        ])?;
        let was_finished = active.game.table().phase == Phase::Finished;
        let finished = table.phase == Phase::Finished;
        if finished || was_finished {
            let log = log_after(&active.game, &prepared);
            write_finals(&tx, active.id, table, Finals { finished, at: entry.at, log })?;
        }
        also(&tx, entry)?;
        tx.commit()?;
        let change = active.game.commit(prepared);
        Ok(match reloaded_from {
            Some(before) if seen_log_moved => crate::session::game::difference(&before, active.game.log()),
            _ => change,
        })
    }

    /// Reloads `active` if the stored game moved on since it was loaded (another
    /// process or connection wrote to it); says how the log moved.
    ///
    /// # Errors
    /// [`Error::UnknownGame`] (deleted elsewhere), [`Error::Storage`].
    pub fn refresh(&self, active: &mut ActiveGame) -> Result<Option<LogChange>> {
        let stored: u64 = self
            .conn()
            .prepare_cached("SELECT coalesce(max(seq), 0) FROM events WHERE game_id = ?1")?
            .query_row([active.id], |row| row.get(0))?;
        if stored == active.game.entries().len() as u64 {
            return Ok(None);
        }
        let before = active.game.log().to_vec();
        *active = load_active(self.conn(), active.id)?;
        Ok(Some(crate::session::game::difference(&before, active.game.log())))
    }

    /// Deletes a game and everything stored about it.
    ///
    /// # Errors
    /// [`Error::UnknownGame`], [`Error::Storage`].
    pub fn delete_game(&mut self, id: i64) -> Result<()> {
        let tx = self.write_transaction()?;
        // The tombstone lets `Store::open` tell a deleted game from a log that does
        // not belong to the file.
        tx.execute("INSERT OR IGNORE INTO deleted_games (uuid) SELECT uuid FROM games WHERE id = ?1", [id])?;
        if tx.execute("DELETE FROM games WHERE id = ?1", [id])? == 0 {
            return Err(Error::UnknownGame { id });
        }
        super::migrations::count_revision(&tx)?;
        tx.commit()?;
        Ok(())
    }
}

/// Refuses a command that would add entry `entries + 1` past its limit. Every
/// command stops at [`MAX_ENTRIES_PER_GAME`]; what shortens or closes the log —
/// undo, redo, deleting an entry, answering the question the game waits on,
/// starting the end-game scoring, finishing — goes on for [`WAY_OUT_ENTRIES`]
/// more; past them, starting the end-game scoring and finishing still do (each
/// once, since nothing that reopens the game is accepted any more), so that a
/// game can always be finished.
///
/// # Errors
/// [`Error::TooLarge`] naming the limit reached.
pub fn entry_limit_allows(command: &Command, entries: usize) -> Result<()> {
    let way_out = matches!(
        command,
        Command::Undo
            | Command::Redo
            | Command::Delete { .. }
            | Command::ResolveDispatch { .. }
            | Command::ChooseRobberVictim { .. }
    );
    let (limit, what) = if matches!(command, Command::StartEndGame | Command::Finish { .. }) {
        return Ok(());
    } else if way_out {
        (MAX_ENTRIES_PER_GAME + WAY_OUT_ENTRIES, msg!("too-large-entries-way-out"))
    } else {
        (MAX_ENTRIES_PER_GAME, msg!("too-large-entries-in-this-game"))
    };
    if entries >= limit {
        return Err(Error::TooLarge { what, found: entries as u64 + 1, limit: limit as u64 });
    }
    Ok(())
}

/// Refuses undo and redo when the game reloaded from the store (`stored`) is not
/// the one the players saw (`seen`) where it matters: the effective log differs
/// (undo would take back another entry than the last one they saw), or redo would
/// bring back another entry. What changed is said, in entry order.
///
/// # Errors
/// [`Error::ChangedElsewhere`].
fn refuse_undo_or_redo_moved_on(command: &Command, seen: &Game, stored: &Game) -> Result<()> {
    let redo = matches!(command, Command::Redo);
    if !redo && !matches!(command, Command::Undo) {
        return Ok(());
    }
    let LogChange::Replace { removed, changed } = crate::session::game::difference(seen.log(), stored.log()) else {
        return Ok(());
    };
    let mut changes: Vec<Message> = removed.iter().map(|seq| msg!("changed-elsewhere-gone", seq = *seq)).collect();
    for item in changed {
        changes.push(if seen.log().iter().any(|old| old.seq == item.seq) {
            msg!("changed-elsewhere-now", seq = item.seq, summary = item.summary)
        } else {
            msg!("changed-elsewhere-new", seq = item.seq, summary = item.summary)
        });
    }
    if redo
        && seen.next_redo() != stored.next_redo()
        && let Some(now) = stored.next_redo()
    {
        changes.push(msg!("changed-elsewhere-redo-target", seq = now));
    }
    if changes.is_empty() {
        return Ok(());
    }
    let changes = Message::join("list-semicolon", changes);
    let reason = if redo {
        msg!("changed-elsewhere-redo", changes = changes)
    } else {
        msg!("changed-elsewhere-undo", changes = changes)
    };
    Err(Error::ChangedElsewhere { reason })
}

/// The hyphenated lower-case form of a uuid written in any of its spellings
/// (upper case, without hyphens, `urn:uuid:`, in braces): one game, one uuid.
///
/// # Errors
/// [`Error::InvalidInput`] on `uuid`.
pub(crate) fn canonical_uuid(text: &str) -> Result<String> {
    uuid::Uuid::try_parse(text.trim())
        .map(|uuid| uuid.hyphenated().to_string())
        .map_err(|_| Error::invalid("uuid", msg!("import-not-a-uuid", uuid = text.to_owned())))
}

/// Refuses two seats on one roster player (the seat names differ, but the roster
/// has them as one person).
///
/// # Errors
/// [`Error::InvalidInput`] on the later seat's name.
pub(crate) fn one_seat_each(roster_ids: &[i64]) -> Result<()> {
    let mut seen = std::collections::HashSet::with_capacity(roster_ids.len());
    match roster_ids.iter().position(|id| !seen.insert(*id)) {
        Some(index) => Err(Error::invalid(
            format!("players[{index}].name"),
            msg!("seat-same-roster-player", id = roster_ids[index]),
        )),
        None => Ok(()),
    }
}

pub(crate) fn insert_seats(conn: &Connection, game_id: i64, setup: &GameSetup, roster_ids: &[i64]) -> Result<()> {
    for (seat, (player, roster_id)) in setup.players.iter().zip(roster_ids).enumerate() {
        conn.execute(
            "INSERT INTO game_players (game_id, seat, roster_id, name, colour) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game_id, seat, roster_id, player.name, player.colour.key()],
        )?;
    }
    Ok(())
}

/// The effective log of `game` once `prepared` is committed.
fn log_after<'a>(game: &'a Game, prepared: &'a Prepared) -> Vec<&'a LogItem> {
    if let Some((from, tail)) = prepared.replaced() {
        return game.log()[..from].iter().chain(tail).collect();
    }
    let mut log: Vec<&LogItem> = game.log().iter().collect();
    if prepared.popped().is_some() {
        log.pop();
    }
    log.extend(prepared.pushed());
    log
}

/// Each player's score, in seat order, as the games table keeps them: "12,0,5".
fn scores_text(table: &crate::session::TableState) -> String {
    let scores: Vec<String> = table.players.iter().map(|player| player.score.to_string()).collect();
    scores.join(",")
}

/// What [`write_finals`] writes: whether the game is finished (and when), and the
/// log whose awards the statistics read.
struct Finals<'a> {
    finished: bool,
    at: chrono::DateTime<Utc>,
    log: Vec<&'a LogItem>,
}

/// A finished game's final scores, ranks and awards (the rows statistics read);
/// cleared when it is reopened.
fn write_finals(conn: &Connection, game_id: i64, table: &crate::session::TableState, finals: Finals<'_>) -> Result<()> {
    if finals.finished {
        conn.execute(
            "UPDATE games SET finished_at = coalesce(finished_at, ?1) WHERE id = ?2",
            params![time_text(finals.at), game_id],
        )?;
        for standing in standings(table) {
            conn.execute(
                "UPDATE game_players SET score = ?1, final_score = ?1, final_rank = ?2 WHERE game_id = ?3 AND colour = ?4",
                params![standing.score, standing.rank, game_id, standing.player],
            )?;
        }
        awards::rewrite(conn, game_id, &awards::seats(conn, game_id)?, finals.log)
    } else {
        conn.execute("UPDATE games SET finished_at = NULL WHERE id = ?1", [game_id])?;
        conn.execute("UPDATE game_players SET final_score = NULL, final_rank = NULL WHERE game_id = ?1", [game_id])?;
        awards::remove_all(conn, game_id)
    }
}

/// Reads a game's row, seats and events.
/// A stored game, replayed.
fn load_active(conn: &Connection, id: i64) -> Result<ActiveGame> {
    let parts = load_parts(conn, id)?;
    let game = Game::from_entries(parts.setup, parts.entries).map_err(|error| Error::Storage {
        message: msg!("storage-game-does-not-replay", id = id, error = error.message()),
    })?;
    Ok(ActiveGame { id, uuid: parts.uuid, game, roster_ids: parts.roster_ids })
}

pub(crate) fn load_parts(conn: &Connection, id: i64) -> Result<StoredParts> {
    let row: Option<(String, String, String, Option<String>)> = conn
        .query_row("SELECT uuid, ruleset, started_at, finished_at FROM games WHERE id = ?1", [id], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
        })
        .optional()?;
    let (uuid, ruleset, started_at, finished_at) = row.ok_or(Error::UnknownGame { id })?;
    let ruleset: Ruleset = serde_json::from_str(&ruleset).map_err(|error| bad_json("ruleset", &error))?;
    let mut statement =
        conn.prepare_cached("SELECT roster_id, name, colour FROM game_players WHERE game_id = ?1 ORDER BY seat")?;
    let seats: Vec<(i64, String, String)> = statement
        .query_map([id], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut roster_ids = Vec::with_capacity(seats.len());
    let mut players = Vec::with_capacity(seats.len());
    for (roster_id, name, colour) in seats {
        roster_ids.push(roster_id);
        players.push(PlayerSetup::new(name, crate::session::Colour::parse(&colour)?));
    }
    let mut statement =
        conn.prepare_cached("SELECT seq, at, format, payload FROM events WHERE game_id = ?1 ORDER BY seq")?;
    let rows = statement.query_map([id], |row| {
        Ok((row.get::<_, u64>(0)?, row.get::<_, String>(1)?, row.get::<_, i64>(2)?, row.get::<_, String>(3)?))
    })?;
    let mut entries = Vec::new();
    for row in rows {
        let (seq, at, format, payload) = row?;
        if format > EVENT_FORMAT {
            return Err(Error::SchemaTooNew { found: format, supported: EVENT_FORMAT });
        }
        let command: Command = serde_json::from_str(&payload).map_err(|error| bad_json("event", &error))?;
        let command = upgrade(command, format, &ruleset);
        entries.push(Entry { seq, at: parse_time(&at)?, command });
    }
    Ok(StoredParts {
        uuid,
        setup: GameSetup { players, ruleset },
        entries,
        roster_ids,
        started_at: parse_time(&started_at)?,
        finished_at: finished_at.as_deref().map(parse_time).transpose()?,
    })
}

/// Recomputes a game's scores, final scores and awards from its log (migrations,
/// imports): `game_players.score` holds the scores until the game's next command
/// writes `games.scores`.
pub(crate) fn refresh_derived(conn: &Connection, id: i64) -> Result<()> {
    let parts = load_parts(conn, id)?;
    let at = parts.finished_at.unwrap_or(parts.started_at);
    let game = Game::from_entries(parts.setup, parts.entries)?;
    for player in &game.table().players {
        conn.execute(
            "UPDATE game_players SET score = ?1 WHERE game_id = ?2 AND colour = ?3",
            params![player.score, id, player.id],
        )?;
    }
    let finished = game.table().phase == Phase::Finished;
    write_finals(conn, id, game.table(), Finals { finished, at, log: game.log().iter().collect() })
}
