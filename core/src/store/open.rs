//! Opening a database file without reading all of it, and without changing a file
//! it refuses.
//!
//! - An existing file is judged first through a read-only connection (which never
//!   checkpoints, so a refused file and a `-wal` beside it stay byte for byte as
//!   they were): its header, application id and schema version.
//! - `PRAGMA quick_check` runs at open only when the last session did not shut down
//!   cleanly — a non-empty `-wal` was left beside the file (a clean close, or
//!   [`Store::checkpoint`](super::Store::checkpoint), leaves none). Otherwise the
//!   apps run [`Store::check_integrity`](super::Store::check_integrity) in the
//!   background after the first screen.
//! - A file that cannot be written (its mode, its directory, or a `-shm` / `-wal`
//!   left read-only) is opened read-only and says so; when nothing is left to
//!   recover it is opened `immutable`, so that no `-shm` or `-wal` is created
//!   beside it (such a file, made with the database's read-only mode, would block
//!   every later write).

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};
use serde::{Deserialize, Serialize};

use crate::l10n::Message;
use crate::msg;
use crate::{Error, Result};

use super::migrations;

/// `PRAGMA application_id` of a Tally database ("TALY").
pub const APPLICATION_ID: i32 = 0x5441_4C59;

/// What was checked when the store opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum StartupCheck {
    /// A new database, or one in memory: nothing to check.
    New,
    /// The last session shut down cleanly (no write-ahead log left behind): the
    /// header, application id and schema version were read, not the whole file.
    /// Run [`Store::check_integrity`](super::Store::check_integrity) in the
    /// background.
    CleanShutdown,
    /// The last session did not shut down cleanly (it left its write-ahead log):
    /// `PRAGMA quick_check` read the whole file at open and found nothing wrong.
    CheckedAfterUncleanShutdown,
}

/// How a file store was opened, for what later reads it again (the integrity check).
#[derive(Clone, Debug)]
pub(crate) struct OpenedFile {
    pub path: PathBuf,
    /// Why the store is read-only, when it is.
    pub read_only: Option<Message>,
    /// Opened `immutable`: nobody can write the file and no log is left.
    pub immutable: bool,
}

/// The path SQLite gives a sidecar file of `path` (`tally.db-wal`, `tally.db-shm`).
pub(crate) fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// The write-ahead log SQLite keeps beside `path`.
pub(crate) fn wal_path(path: &Path) -> PathBuf {
    sidecar(path, "-wal")
}

/// Whether this process may write `path` (a file or a directory).
#[cfg(unix)]
fn can_write(path: &Path) -> bool {
    use rustix::fs::{Access, AtFlags, CWD, accessat};
    accessat(CWD, path, Access::WRITE_OK, AtFlags::EACCESS).is_ok()
}

#[cfg(not(unix))]
fn can_write(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|meta| !meta.permissions().readonly())
}

fn directory_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_owned(),
        _ => PathBuf::from("."),
    }
}

/// Why a database at `path` cannot be written by this process, if it cannot.
fn why_not_writable(path: &Path) -> Option<Message> {
    let directory = directory_of(path);
    if path.exists() && !can_write(path) {
        return Some(msg!("store-file-not-writable"));
    }
    if !can_write(&directory) {
        return Some(msg!("store-directory-not-writable", directory = directory.display().to_string()));
    }
    for suffix in ["-wal", "-shm"] {
        let file = sidecar(path, suffix);
        if file.exists() && !can_write(&file) {
            return Some(msg!("store-log-file-not-writable", file = file.display().to_string()));
        }
    }
    None
}

/// A `file:` URI for `path` with `query`, escaping what a URI may not hold as is.
fn uri(path: &Path, query: &str) -> String {
    let mut text = String::from("file:");
    for &byte in path.as_os_str().as_encoded_bytes() {
        if byte.is_ascii_alphanumeric() || b"/-_.~".contains(&byte) {
            text.push(char::from(byte));
        } else {
            text.push_str(&format!("%{byte:02X}"));
        }
    }
    text.push('?');
    text.push_str(query);
    text
}

/// A read-only connection to `path`, `immutable` when asked.
pub(crate) fn read_only_connection(path: &Path, immutable: bool) -> Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI;
    let query = if immutable { "mode=ro&immutable=1" } else { "mode=ro" };
    Ok(Connection::open_with_flags(uri(path, query), flags)?)
}

/// Opens the file at `path`: judged read-only first, then a read-write connection
/// unless `read_only` is asked or the file cannot be written. Returns the
/// connection, how it was opened and what was checked.
pub(crate) fn open_file(path: &Path, read_only: bool) -> Result<(Connection, OpenedFile, StartupCheck)> {
    let display = path.display().to_string();
    if !path.exists() {
        if read_only {
            return Err(Error::Storage { message: msg!("storage-no-database", path = display) });
        }
        let directory = directory_of(path);
        std::fs::create_dir_all(&directory).map_err(|error| Error::Storage {
            message: msg!("storage-cannot-create", path = directory.display().to_string(), error = error.to_string()),
        })?;
        let conn = read_write_connection(path)?;
        let opened = OpenedFile { path: path.to_owned(), read_only: None, immutable: false };
        return Ok((conn, opened, StartupCheck::New));
    }
    let unwritable = why_not_writable(path);
    let log_left = std::fs::metadata(wal_path(path)).is_ok_and(|meta| meta.len() > 0);
    // Nobody can write this file and no log waits to be read: read it as it is,
    // creating nothing beside it.
    let immutable = unwritable.is_some() && !log_left;
    let judge = read_only_connection(path, immutable)?;
    let found = check_identity(&judge, &display).map_err(|error| with_wal_advice(error, path))?;
    let startup = if log_left {
        check_log_is_its_own(&judge, path, &display).map_err(|error| with_wal_advice(error, path))?;
        quick_check(&judge, &display).map_err(|error| with_wal_advice(error, path))?;
        StartupCheck::CheckedAfterUncleanShutdown
    } else if found == Identity::Empty {
        StartupCheck::New
    } else {
        StartupCheck::CleanShutdown
    };
    let reason = if read_only { Some(msg!("store-opened-read-only")) } else { unwritable };
    if let Some(reason) = reason {
        if found != Identity::Tally(migrations::LATEST) {
            let version = match found {
                Identity::Tally(version) => version,
                Identity::Empty => 0,
            };
            return Err(Error::ReadOnlyDatabase {
                path: display,
                reason: msg!(
                    "store-read-only-needs-migration",
                    reason = reason,
                    version = version,
                    latest = migrations::LATEST
                ),
            });
        }
        judge.busy_timeout(super::BUSY_TIMEOUT)?;
        let opened = OpenedFile { path: path.to_owned(), read_only: Some(reason), immutable };
        return Ok((judge, opened, startup));
    }
    drop(judge);
    let conn = read_write_connection(path)?;
    check_identity(&conn, &display)?;
    let opened = OpenedFile { path: path.to_owned(), read_only: None, immutable: false };
    Ok((conn, opened, startup))
}

fn read_write_connection(path: &Path) -> Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    Ok(Connection::open_with_flags(path, flags)?)
}

/// What the header says the file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Identity {
    /// An empty file (a new database).
    Empty,
    /// A Tally database of this schema version.
    Tally(i64),
}

/// Reads (without writing anything, and without reading the whole file) whether the
/// file is empty, a Tally database of a known version, or something else.
fn check_identity(conn: &Connection, path: &str) -> Result<Identity> {
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
        return Ok(Identity::Empty);
    }
    if application_id != APPLICATION_ID {
        return Err(not_tally(msg!("store-another-application")));
    }
    let version: i64 = conn.query_row("PRAGMA user_version", [], |row| row.get(0))?;
    let supported = migrations::LATEST;
    if version > supported {
        return Err(Error::SchemaTooNew { found: version, supported });
    }
    Ok(Identity::Tally(version))
}

/// The store's identity token as `conn` sees it, if it has one (schema 5 on).
fn lineage(conn: &Connection) -> Option<String> {
    conn.query_row("SELECT lineage FROM store_identity", [], |row| row.get(0)).ok()
}

fn uuids(conn: &Connection, query: &str) -> rusqlite::Result<std::collections::HashSet<String>> {
    conn.prepare(query)?.query_map([], |row| row.get(0))?.collect()
}

/// With a write-ahead log beside the file (a session did not close, or a log was
/// copied there), the database as the log shows it must continue the file alone
/// (read `immutable`, which ignores the log):
///
/// - the same store identity, where the log holds it (it is written once);
/// - every game of the file still there, or deleted (tombstoned): a log of another
///   database — even one consistent on its own, or one that does not hold the
///   identity's page because it restarted after a checkpoint — shows other games
///   in the file's place.
///
/// A file that cannot be read alone (a checkpoint cut short) is judged by
/// `quick_check` only, which the caller runs next; it also finds a log mixed into
/// an older copy of the file (a backup restored over it).
fn check_log_is_its_own(judge: &Connection, path: &Path, display: &str) -> Result<()> {
    let damaged = |reason: Message| Error::DamagedDatabase { path: display.to_owned(), reason };
    let Ok(file_alone) = read_only_connection(path, true) else { return Ok(()) };
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
    Ok(())
}

/// `PRAGMA quick_check`: the whole file read, each page's structure checked.
fn quick_check(conn: &Connection, path: &str) -> Result<()> {
    let damaged = |reason: Message| Error::DamagedDatabase { path: path.to_owned(), reason };
    let check: String = conn
        .query_row("PRAGMA quick_check", [], |row| row.get(0))
        .map_err(|error| damaged(msg!("store-cannot-check", error = Error::from(error).message())))?;
    if check != "ok" {
        return Err(damaged(msg!("store-check-says", check = check)));
    }
    Ok(())
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
