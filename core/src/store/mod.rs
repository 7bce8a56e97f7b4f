//! Every game in SQLite: nothing a player tapped is lost, an unfinished game resumes
//! exactly where it stopped, and past games can be reviewed.
//!
//! - [`migrations`]: the schema and its versions;
//! - [`roster`]: players reused across games (rename, merge duplicates);
//! - [`games`]: creating, resuming and recording games (one transaction per command);
//! - `awards`: the per-award table statistics read, kept in step with the log;
//! - [`history`]: the list of games, a game's detail and its score progression;
//! - [`stats`]: per-player statistics and head-to-head;
//! - [`export`]: the versioned JSON document for one game or all games.
//!
//! The connection uses WAL, `synchronous = FULL` (a committed command survives a
//! crash or a power cut), foreign keys, and a busy timeout so that two connections
//! can share the file.

mod awards;
pub mod export;
pub mod games;
pub mod history;
pub mod migrations;
pub mod roster;
pub mod stats;

use std::path::Path;

use rusqlite::{Connection, OpenFlags};

use crate::l10n::Message;
use crate::msg;
use crate::{Error, Result};

pub use export::{ExportDocument, ExportedGame, ImportReport};
pub use games::{ActiveGame, GameSeat};
pub use history::{
    GameDetail, GameSummary, HistoryFilter, PlayerSeries, ScorePoint, SeatSummary, StepGroup, TurnGroup,
};
pub use roster::RosterPlayer;
pub use stats::{CategoryAverages, FeatureRecord, HeadToHead, PlayerStats};

/// When something happened (stored as RFC 3339 text in UTC).
pub type Timestamp = chrono::DateTime<chrono::Utc>;

/// `PRAGMA application_id` of a Tally database ("TALY").
pub const APPLICATION_ID: i32 = 0x5441_4C59;

/// A Tally database.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (or creates) the database at `path` and brings its schema up to date.
    ///
    /// A file that is not a Tally database, is corrupt, or was written by a newer
    /// Tally is refused and left untouched.
    ///
    /// # Errors
    /// [`Error::NotATallyDatabase`], [`Error::SchemaTooNew`], [`Error::Storage`].
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        let path = path.as_ref();
        if let Some(parent) = path.parent().filter(|parent| !parent.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|error| Error::Storage {
                message: msg!("storage-cannot-create", path = parent.display().to_string(), error = error.to_string()),
            })?;
        }
        let display = path.display().to_string();
        if path.exists() {
            // Judge an existing file through a read-only connection: a read-only
            // connection never checkpoints, so a refused file and a `-wal` left
            // beside it stay exactly as they were.
            let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
            let judge = Connection::open_with_flags(path, flags)?;
            check_identity(&judge, &display).map_err(|error| with_wal_advice(error, path))?;
            check_log_is_its_own(&judge, path).map_err(|error| with_wal_advice(error, path))?;
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        check_identity(&conn, &display)?;
        Store::prepare(conn)
    }

    /// A database in memory (tests, previews).
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn open_in_memory() -> Result<Store> {
        Store::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut conn: Connection) -> Result<Store> {
        conn.busy_timeout(BUSY_TIMEOUT)?;
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
        Ok(Store { conn })
    }

    /// The connection, for this module's parts.
    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    /// A write transaction that takes the write lock when it begins (`BEGIN
    /// IMMEDIATE`). A deferred one that reads before it writes cannot wait for
    /// another connection's write: SQLite answers "database is locked" at once.
    pub(crate) fn write_transaction(&mut self) -> Result<rusqlite::Transaction<'_>> {
        Ok(self.conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?)
    }

    /// `PRAGMA integrity_check`: "ok" for a sound database.
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn integrity_check(&self) -> Result<String> {
        Ok(self.conn.query_row("PRAGMA integrity_check", [], |row| row.get(0))?)
    }
}

/// How long a connection waits for another one's write.
const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

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

/// Reads (without writing anything) whether the file is empty, a Tally database of
/// a known version, or something else.
fn check_identity(conn: &Connection, path: &str) -> Result<()> {
    let not_tally = |reason: Message| Error::NotATallyDatabase { path: path.to_owned(), reason };
    let application_id: i32 =
        conn.query_row("PRAGMA application_id", [], |row| row.get(0)).map_err(|error| {
            match error.sqlite_error_code() {
                Some(rusqlite::ErrorCode::NotADatabase) => not_tally(msg!("store-not-sqlite")),
                Some(rusqlite::ErrorCode::DatabaseCorrupt) => not_tally(msg!("store-file-corrupt")),
                _ => Error::from(error),
            }
        })?;
    let objects: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |row| row.get(0))
        .map_err(|_| not_tally(msg!("store-schema-unreadable")))?;
    if application_id == 0 && objects == 0 {
        return Ok(());
    }
    if application_id != APPLICATION_ID {
        return Err(not_tally(msg!("store-another-application")));
    }
    let version: i64 = conn.query_row("PRAGMA user_version", [], |row| row.get(0))?;
    let supported = migrations::LATEST;
    if version > supported {
        return Err(Error::SchemaTooNew { found: version, supported });
    }
    let damaged = |reason: Message| Error::DamagedDatabase { path: path.to_owned(), reason };
    let check: String = conn
        .query_row("PRAGMA quick_check", [], |row| row.get(0))
        .map_err(|error| damaged(msg!("store-cannot-check", error = Error::from(error).message())))?;
    if check != "ok" {
        return Err(damaged(msg!("store-check-says", check = check)));
    }
    Ok(())
}

/// The write-ahead log SQLite keeps beside `path` (`tally.db-wal`).
pub(crate) fn wal_path(path: &Path) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-wal");
    std::path::PathBuf::from(name)
}

/// A refused file with a non-empty `-wal` beside it: say that the log may not be its
/// own (a backup restored over the database while a crashed session's log was still
/// there, or a log copied from another file) and what to do.
fn with_wal_advice(error: Error, path: &Path) -> Error {
    let wal = wal_path(path);
    let has_log = std::fs::metadata(&wal).is_ok_and(|meta| meta.len() > 0);
    let advice = |reason: Message| msg!("store-wal-advice", reason = reason, wal = wal.display().to_string());
    match error {
        Error::NotATallyDatabase { path, reason } if has_log => {
            Error::NotATallyDatabase { path, reason: advice(reason) }
        }
        Error::DamagedDatabase { path, reason } if has_log => Error::DamagedDatabase { path, reason: advice(reason) },
        other => other,
    }
}

/// The store's identity token as `conn` sees it, if it has one (schema 5 on).
fn lineage(conn: &Connection) -> Option<String> {
    conn.query_row("SELECT lineage FROM store_identity", [], |row| row.get(0)).ok()
}

/// With a write-ahead log beside the file (a session did not close, or a log was
/// copied there), the database as the log shows it must continue the file alone
/// (read with `immutable=1`, which ignores the log):
///
/// - the same store identity, where the log holds it;
/// - every game of the file still there, or deleted (tombstoned): a log of another
///   database, even one consistent on its own, shows other games on the file's;
/// - SQLite's full integrity check, which finds a log mixed into an older copy
///   of the file (a backup restored over it).
///
/// A file that cannot be read alone (a checkpoint cut short) is judged by the
/// integrity check only.
fn check_log_is_its_own(judge: &Connection, path: &Path) -> Result<()> {
    let has_log = std::fs::metadata(wal_path(path)).is_ok_and(|meta| meta.len() > 0);
    if !has_log {
        return Ok(());
    }
    let damaged = |reason: Message| Error::DamagedDatabase { path: path.display().to_string(), reason };
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let file_alone = Connection::open_with_flags(format!("{}?immutable=1", file_uri(path)), flags)?;
    match (lineage(&file_alone), lineage(judge)) {
        (Some(file), Some(log)) if file != log => {
            return Err(damaged(msg!("store-wal-another-database")));
        }
        (Some(_), None) => return Err(damaged(msg!("store-wal-does-not-fit"))),
        _ => {}
    }
    if let Ok(file_games) = uuids(&file_alone, "SELECT uuid FROM games") {
        let kept = uuids(judge, "SELECT uuid FROM games UNION SELECT uuid FROM deleted_games")
            .or_else(|_| uuids(judge, "SELECT uuid FROM games"))?;
        if file_games.iter().any(|uuid| !kept.contains(uuid)) {
            return Err(damaged(msg!("store-wal-would-drop-games")));
        }
    }
    let check: String = judge
        .query_row("PRAGMA integrity_check(1)", [], |row| row.get(0))
        .map_err(|error| damaged(msg!("store-cannot-check", error = Error::from(error).message())))?;
    if check != "ok" {
        return Err(damaged(msg!("store-check-says", check = check)));
    }

    Ok(())
}

fn uuids(conn: &Connection, query: &str) -> rusqlite::Result<std::collections::HashSet<String>> {
    conn.prepare(query)?.query_map([], |row| row.get(0))?.collect()
}

/// `path` as an SQLite `file:` URI, with the characters a URI gives meaning to
/// escaped.
fn file_uri(path: &Path) -> String {
    let mut uri = String::from("file:");
    for byte in path.as_os_str().as_encoded_bytes() {
        match byte {
            b'?' | b'#' | b'%' | 0..=0x20 | 0x7f..=0xff => uri.push_str(&format!("%{byte:02X}")),
            _ => uri.push(char::from(*byte)),
        }
    }
    uri
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
