//! The import: a document checked whole before anything is written
//! ([`ExportDocument::parse`]), then written in batches, each one transaction, so
//! that another writer (the app, a second phone's command) waits at most for one
//! batch rather than for the whole import.
//!
//! Between two batches the import pauses for longer than a waiting writer's poll
//! (`super::BUSY_POLL`), so that the waiting writer gets in. A batch that fails
//! (the database busy past the timeout, a full disk) leaves the batches before it
//! stored and says how many games they hold ([`Error::ImportStopped`]); importing
//! the document again adds the rest, since games already stored are skipped.

use std::iter::Peekable;
use std::time::{Duration, Instant};

use rusqlite::{OptionalExtension, params};

use crate::msg;
use crate::{Error, Result};

use super::export::{ExportDocument, ExportedGame, ImportReport};
use super::games::{EVENT_FORMAT, insert_seats, one_seat_each, refresh_derived};
use super::roster::RosterByName;
use super::{Store, bad_json, time_text};

/// Most games one batch writes.
pub const IMPORT_BATCH_GAMES: usize = 250;

/// A batch ends with the first game written after this long, so that it holds the
/// write lock about this long whatever the size of its games.
pub const IMPORT_BATCH_TIME: Duration = Duration::from_millis(100);

/// The pause between two batches: three polls of a waiting writer.
const IMPORT_PAUSE: Duration = Duration::from_millis(3 * super::BUSY_POLL_MS);

/// The games still to write, with their number in the document (from 0).
type Remaining<'a> = Peekable<std::iter::Enumerate<std::slice::Iter<'a, ExportedGame>>>;

impl Store {
    /// Imports a document: every game is checked first ([`ExportDocument::parse`]),
    /// then the new games are written in batches of at most
    /// [`IMPORT_BATCH_GAMES`] games or [`IMPORT_BATCH_TIME`], each one
    /// transaction. A game whose uuid (in any spelling) is already stored is
    /// skipped. Players are matched to the roster by name as players see it
    /// ([`crate::typed_text::same_name`]); two seats of one game cannot be one
    /// roster player.
    ///
    /// # Errors
    /// [`Error::InvalidImport`], [`Error::TooLarge`] (nothing written);
    /// [`Error::ReadOnlyDatabase`]; [`Error::DatabaseBusy`] or [`Error::Storage`]
    /// when the first batch fails (nothing written); [`Error::ImportStopped`] when
    /// a later one does, or the store is asked to stop ([`Store::stop_on`]) between
    /// two batches (the batches before it stored).
    pub fn import(&mut self, json: &str) -> Result<ImportReport> {
        let document = ExportDocument::parse(json)?;
        self.writer()?;
        let mut report = ImportReport::default();
        let mut remaining: Remaining<'_> = document.games.iter().enumerate().peekable();
        while remaining.peek().is_some() {
            let batch = if self.stopping() {
                Err(Error::Storage { message: msg!("storage-interrupted") })
            } else {
                self.import_batch(&mut remaining)
            };
            match batch {
                Ok(batch) => {
                    report.imported.extend(batch.imported);
                    report.skipped.extend(batch.skipped);
                }
                Err(cause) if report.imported.is_empty() => return Err(cause),
                Err(cause) => {
                    return Err(Error::ImportStopped {
                        imported: report.imported.len() as u64,
                        total: document.games.len() as u64,
                        cause: Box::new(cause),
                    });
                }
            }
            if remaining.peek().is_some() {
                std::thread::sleep(IMPORT_PAUSE);
            }
        }
        Ok(report)
    }

    /// Writes the next games of `remaining` in one transaction, until the batch is
    /// full; says what it stored once committed.
    fn import_batch(&mut self, remaining: &mut Remaining<'_>) -> Result<ImportReport> {
        let started = Instant::now();
        let tx = self.write_transaction()?;
        // Read again for every batch: another writer may have added players since.
        let mut roster = RosterByName::read(&tx)?;
        let mut batch = ImportReport::default();
        let mut written = 0;
        while written < IMPORT_BATCH_GAMES && started.elapsed() < IMPORT_BATCH_TIME {
            let Some((index, game)) = remaining.next() else { break };
            written += 1;
            let known: Option<i64> =
                tx.query_row("SELECT id FROM games WHERE uuid = ?1", [&game.uuid], |row| row.get(0)).optional()?;
            if known.is_some() {
                batch.skipped.push(game.uuid.clone());
                continue;
            }
            let roster_ids = game
                .players
                .iter()
                .map(|player| roster.id_for(&tx, &player.name, player.colour))
                .collect::<Result<Vec<_>>>()?;
            one_seat_each(&roster_ids).map_err(|error| Error::InvalidImport {
                reason: msg!(
                    "import-game-refused",
                    game = index + 1,
                    uuid = game.uuid.clone(),
                    error = error.message()
                ),
            })?;
            batch.imported.push(insert_game(&tx, game, &roster_ids)?);
        }
        tx.commit()?;
        Ok(batch)
    }
}

/// Writes one checked game, its seats and entries, and its derived rows; its id.
pub(super) fn insert_game(tx: &rusqlite::Connection, game: &ExportedGame, roster_ids: &[i64]) -> Result<i64> {
    let ruleset = serde_json::to_string(&game.ruleset).map_err(|error| bad_json("ruleset", &error))?;
    let updated = game.entries.last().map_or(game.started_at, |entry| entry.at);
    tx.execute(
        "INSERT INTO games (uuid, ruleset, started_at, updated_at, finished_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![game.uuid, ruleset, time_text(game.started_at), time_text(updated), game.finished_at.map(time_text)],
    )?;
    let id = tx.last_insert_rowid();
    let setup = crate::session::GameSetup { players: game.players.clone(), ruleset: game.ruleset.clone() };
    insert_seats(tx, id, &setup, roster_ids)?;
    let mut statement = tx.prepare_cached(
        "INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
         VALUES (?1, ?2, ?3, 0, '', '', ?4, ?5, ?6)",
    )?;
    for entry in &game.entries {
        let payload = serde_json::to_string(&entry.command).map_err(|error| bad_json("command", &error))?;
        statement.execute(params![id, entry.seq, time_text(entry.at), entry.command.kind(), EVENT_FORMAT, payload])?;
    }
    drop(statement);
    refresh_derived(tx, id)?;
    Ok(id)
}
