//! Every game in SQLite: nothing a player tapped is lost, an unfinished game resumes
//! exactly where it stopped, and past games can be reviewed.
//!
//! - `open`: the one door to a file: the path resolved and checked (`path`), a
//!   `-wal` beside the file applied only when it is proven the file's own and to
//!   continue it (`log_door`: `wal` reads its frames, `chain` is the commit chain
//!   every commit counts itself in, `log_judge` the whole judgement of a file written
//!   before the chain); refused files left as they were; the read-only fallback;
//! - [`integrity`]: the whole-file check the apps run in the background;
//! - [`migrations`]: the schema and its versions;
//! - [`roster`]: players reused across games (rename, merge duplicates);
//! - [`games`]: creating, resuming and recording games (one transaction per command,
//!   `transaction`: its `BEGIN IMMEDIATE` and `COMMIT` prepared once, and the commit
//!   counted in the chain: the one way the store commits);
//! - `awards`: the per-award rows of finished games that statistics read;
//! - [`history`]: the list of games, a game's detail and its score progression;
//! - [`stats`]: per-player statistics and head-to-head;
//! - [`export`]: the versioned JSON document for one game or all games, read with
//!   a bound and checked whole before an import writes it;
//! - `import`: the import, written in batches so that other writers get in;
//! - `output`: files written for the player (exports), never over the store's
//!   own files, never half written ([`write_replacing`]);
//! - [`joined`]: games kept from a table another phone hosted (where each came
//!   from, the seat that is "me"), appended to when the host changed them since;
//! - [`live`]: the live table's links and who recorded what from another phone;
//!   [`guest`]: what a scorer link may record, and whether what it saw still holds.
//!
//! The connection uses WAL, `synchronous = FULL` (a committed command survives a
//! crash or a power cut), foreign keys, and waits up to [`BUSY_TIMEOUT`] for
//! another connection's write, trying again every millisecond; past it the write
//! is refused with [`Error::DatabaseBusy`] and nothing changes.

mod awards;
mod chain;
pub mod export;
pub mod games;
pub mod guest;
pub mod history;
mod import;
pub mod integrity;
pub mod joined;
pub mod live;
mod log_door;
mod log_judge;
pub mod migrations;
mod open;
mod output;
mod path;
pub mod roster;
pub mod stats;
mod strict_json;
mod transaction;
mod wal;

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use rusqlite::Connection;

use crate::l10n::Message;
use crate::msg;
use crate::{Error, Result};
use transaction::WriteTransaction;

pub use export::{ExportDocument, ExportedGame, ImportReport};
pub use games::{ActiveGame, GameSeat};
pub use history::{
    GameDetail, GameSummary, HistoryFilter, PlayerSeries, ScorePoint, SeatSummary, StepGroup, TurnGroup,
};
pub use import::{IMPORT_BATCH_GAMES, IMPORT_BATCH_TIME};
pub use integrity::{IntegrityChecker, IntegrityReport};
pub use joined::{JoinedFrom, Kept};
pub use live::{Attribution, LinkRole, LiveLink, Recorded, ScoredBy};
pub use open::{APPLICATION_ID, StartupCheck, set_aside_log};
pub use output::write_replacing;
pub use path::check_path;
pub use roster::RosterPlayer;
pub use stats::{CategoryAverages, FeatureRecord, HeadToHead, PlayerStats};

/// When something happened (stored as RFC 3339 text in UTC).
pub type Timestamp = chrono::DateTime<chrono::Utc>;

/// A Tally database.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    /// `None` in memory.
    file: Option<open::OpenedFile>,
    startup: StartupCheck,
    /// Set when the store's long work must stop ([`Store::stop_on`]).
    stop: Option<&'static AtomicBool>,
}

impl Store {
    /// Opens (or creates) the database at `path` and brings its schema up to date.
    ///
    /// The path is resolved to the file SQLite opens (links followed); a new file is
    /// made readable and writable by its owner only. Only the header, the
    /// application id and the schema version are read, and with a write-ahead log
    /// left beside the file, the log and the head of the file's commit chain (see
    /// [`StartupCheck`]); run [`Store::check_integrity`] in the background after the
    /// first screen. A file that is not a Tally database, is corrupt, or was written
    /// by a newer Tally is refused and left untouched. A file this process cannot write (the file, its
    /// directory, or a `-shm` / `-wal` beside it) is opened read-only:
    /// [`Store::read_only`] says why, and every change is refused with
    /// [`Error::ReadOnlyDatabase`].
    ///
    /// # Errors
    /// [`Error::NotATallyDatabase`] (also for a path that is no regular file),
    /// [`Error::DamagedDatabase`], [`Error::ForeignLog`], [`Error::SchemaTooNew`],
    /// [`Error::ReadOnlyDatabase`] (read-only and too old a schema to read),
    /// [`Error::Storage`].
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        let (conn, file, startup) = open::open_file(path.as_ref(), false)?;
        if file.read_only.is_some() {
            return Ok(Store { conn, file: Some(file), startup, stop: None });
        }
        Store::prepare(conn, Some(file), startup)
    }

    /// Opens an existing database read-only: it can be listed, reviewed and
    /// exported, never changed (every change is refused with
    /// [`Error::ReadOnlyDatabase`]), and nothing is written to it or beside it
    /// when it cannot be written anyway.
    ///
    /// # Errors
    /// As [`Store::open`]; [`Error::Storage`] when there is no file.
    pub fn open_read_only(path: impl AsRef<Path>) -> Result<Store> {
        let (conn, file, startup) = open::open_file(path.as_ref(), true)?;
        Ok(Store { conn, file: Some(file), startup, stop: None })
    }

    /// A database in memory (tests, previews).
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn open_in_memory() -> Result<Store> {
        Store::prepare(Connection::open_in_memory()?, None, StartupCheck::New)
    }

    fn prepare(mut conn: Connection, file: Option<open::OpenedFile>, startup: StartupCheck) -> Result<Store> {
        conn.busy_handler(Some(wait_for_other_writer))?;
        // Turning a new file to WAL needs it alone for a moment, and SQLite answers
        // "busy" at once rather than waiting when another connection is opening it
        // too: wait here.
        retry_while_busy(|| conn.pragma_update(None, "journal_mode", "WAL"))?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", true)?;
        let application_id: i32 = conn.query_row("PRAGMA application_id", [], |row| row.get(0))?;
        if application_id != APPLICATION_ID {
            conn.pragma_update(None, "application_id", APPLICATION_ID)?;
        }
        migrations::to_latest(&mut conn)?;
        Ok(Store { conn, file, startup, stop: None })
    }

    /// Why the store is read-only, when it is (opened with
    /// [`Store::open_read_only`], or a file this process cannot write).
    pub fn read_only(&self) -> Option<Message> {
        self.file.as_ref().and_then(|file| file.read_only.clone())
    }

    /// Rows inserted, updated or deleted through this store since it opened,
    /// triggers included (diagnostics: `docs/performance.md` measures what each
    /// command writes with it).
    pub fn rows_changed(&self) -> u64 {
        self.conn.total_changes()
    }

    /// What was checked when the store opened.
    pub fn startup_check(&self) -> StartupCheck {
        self.startup
    }

    /// Where the open set aside a log that held no commit
    /// ([`StartupCheck::UncommittedLogSetAside`]), for the one time it is said.
    pub fn log_set_aside(&self) -> Option<&Path> {
        self.file.as_ref().and_then(|file| file.log_set_aside.as_deref())
    }

    /// Has the store's long work (an import, between its batches) stop once `stop`
    /// is set: the batches stored stay, the rest is not started, and the import
    /// says how many it stored ([`Error::ImportStopped`], "stopped before it was
    /// finished"). The command line sets it on Ctrl-C, to close the store cleanly.
    pub fn stop_on(&mut self, stop: &'static AtomicBool) {
        self.stop = Some(stop);
    }

    /// Whether the flag of [`Store::stop_on`] is set.
    pub(crate) fn stopping(&self) -> bool {
        self.stop.is_some_and(|stop| stop.load(Ordering::SeqCst))
    }

    /// The file SQLite opened, links followed (`None` in memory).
    pub fn path(&self) -> Option<&Path> {
        self.file.as_ref().map(|file| file.path.as_path())
    }

    /// The store's own connection, for the benchmarks' baseline only (a bare insert
    /// and commit on the same file and connection, `core/benches/store.rs`):
    /// everything else goes through the store's methods.
    #[doc(hidden)]
    pub fn connection_for_benchmarks(&self) -> &Connection {
        &self.conn
    }

    /// The connection, for this module's reads.
    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The connection, for a write outside a transaction.
    ///
    /// # Errors
    /// [`Error::ReadOnlyDatabase`].
    pub(crate) fn writer(&self) -> Result<&Connection> {
        self.refuse_if_read_only()?;
        Ok(&self.conn)
    }

    fn refuse_if_read_only(&self) -> Result<()> {
        match &self.file {
            Some(open::OpenedFile { path, read_only: Some(reason), .. }) => {
                Err(Error::ReadOnlyDatabase { path: path.display().to_string(), reason: reason.clone() })
            }
            _ => Ok(()),
        }
    }

    /// A write transaction that takes the write lock when it begins (`BEGIN
    /// IMMEDIATE`). A deferred one that reads before it writes cannot wait for
    /// another connection's write: SQLite answers "database is locked" at once.
    ///
    /// # Errors
    /// [`Error::ReadOnlyDatabase`], [`Error::Storage`].
    pub(crate) fn write_transaction(&mut self) -> Result<WriteTransaction<'_>> {
        self.refuse_if_read_only()?;
        Ok(WriteTransaction::begin(&self.conn)?)
    }

    /// `PRAGMA integrity_check` on the store's own connection: "ok" for a sound
    /// database. It also compares every index entry with its row, at several
    /// times the cost of [`Store::check_integrity`] (tests, thorough checks).
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn integrity_check(&self) -> Result<String> {
        Ok(self.conn.query_row("PRAGMA integrity_check", [], |row| row.get(0))?)
    }

    /// Reads the whole file and checks every page, b-tree and index count (`PRAGMA
    /// quick_check`), on a connection of its own for a file store. The apps run it
    /// in the background after the first screen; the command line may run it.
    ///
    /// # Errors
    /// [`Error::Storage`] when the check cannot run; damage is in the report.
    pub fn check_integrity(&self) -> Result<IntegrityReport> {
        match self.integrity_checker() {
            Some(checker) => checker.run(),
            None => integrity::run_check(&self.conn),
        }
    }

    /// The check of [`Store::check_integrity`] as a value a background thread can
    /// run without holding the store (`None` in memory: check it with
    /// [`Store::check_integrity`]).
    pub fn integrity_checker(&self) -> Option<IntegrityChecker> {
        self.file.as_ref().map(|file| IntegrityChecker::new(file.path.clone(), file.immutable))
    }

    /// Moves everything in the write-ahead log into the database file and empties
    /// the log. Call it when the app goes to the background: if the system then
    /// kills it, the next start finds no log and does not need to check the file.
    /// Returns false if another connection was reading and the log could not be
    /// emptied (or the store is read-only or in memory).
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn checkpoint(&self) -> Result<bool> {
        if self.file.is_none() || self.read_only().is_some() {
            return Ok(false);
        }
        let busy: i64 = self.conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| row.get(0))?;
        Ok(busy == 0)
    }
}

/// How long a connection waits for another one's write.
pub const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// How often a waiting writer tries again, in milliseconds.
const BUSY_POLL_MS: u64 = 1;

/// The busy handler of a read-write connection: tries again every
/// [`BUSY_POLL_MS`] until [`BUSY_TIMEOUT`]. SQLite's own (`busy_timeout`) sleeps
/// longer and longer between tries, up to 100 ms, and so misses the short pauses
/// between a long import's batches: a command waiting on an import would time out.
fn wait_for_other_writer(attempts: i32) -> bool {
    let waited = u64::try_from(attempts).unwrap_or(0) * BUSY_POLL_MS;
    if u128::from(waited) >= BUSY_TIMEOUT.as_millis() {
        return false;
    }
    std::thread::sleep(std::time::Duration::from_millis(BUSY_POLL_MS));
    true
}

/// Runs `action` again while SQLite says the database is busy, for up to
/// [`BUSY_TIMEOUT`].
fn retry_while_busy<T>(mut action: impl FnMut() -> rusqlite::Result<T>) -> Result<T> {
    let deadline = std::time::Instant::now() + BUSY_TIMEOUT;
    loop {
        match action() {
            Err(error)
                if error.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy)
                    && std::time::Instant::now() < deadline =>
            {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            result => return Ok(result?),
        }
    }
}

/// Timestamps are stored as RFC 3339 text in UTC.
pub(crate) fn time_text(at: chrono::DateTime<chrono::Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// Parses a stored timestamp.
pub(crate) fn parse_time(text: &str) -> Result<chrono::DateTime<chrono::Utc>> {
    chrono::DateTime::parse_from_rfc3339(text).map(|at| at.with_timezone(&chrono::Utc)).map_err(|error| {
        Error::Storage { message: msg!("storage-bad-timestamp", text = text.to_owned(), error = error.to_string()) }
    })
}

/// A JSON column that does not parse: the database was tampered with.
pub(crate) fn bad_json(what: &str, error: &serde_json::Error) -> Error {
    Error::Storage { message: msg!("storage-bad-json", what = what.to_owned(), error = error.to_string()) }
}
