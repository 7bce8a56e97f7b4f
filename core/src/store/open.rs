//! The one door to a database file (DESIGN.md principle 12): every way the store
//! reaches a file — the command line, the apps, import, export, check — opens it here.
//!
//! - The path is a path: an SQLite URI (`file:...`, `:memory:`) is refused, and so is
//!   anything but a regular file (a directory, a FIFO, a device, a socket), beside it
//!   too (`-wal`, `-shm`). Connections are opened through a URI this module builds
//!   from the path, so that no character of a path is read as a URI parameter.
//! - An existing file is judged first through a read-only connection (which never
//!   checkpoints, so a refused file and a `-wal` beside it stay byte for byte as
//!   they were): its header, application id and schema version.
//! - A non-empty `-wal` left beside the file (a session that did not close, or a log
//!   copied there) is applied only when it provably belongs to the file and moves it
//!   forward: SQLite would apply it ([`super::wal`]: its header fits the file, and it
//!   holds at least one committed transaction), and the database as it shows it
//!   continues the file alone and passes the full `integrity_check`
//!   ([`super::log_judge`]). Otherwise the open is refused, both files are left as
//!   they were, and the message says how to set the log aside
//!   ([`set_aside_log`](super::set_aside_log)). Without a log, nothing but the
//!   header is read; the apps run [`Store::check_integrity`](super::Store::check_integrity)
//!   in the background after the first screen.
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

use super::log_judge;
use super::migrations;
use super::wal::{self, WalContents};

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
    /// the log was judged to be the file's own and to lose nothing of it, and the
    /// full `PRAGMA integrity_check` read the whole database at open and found
    /// nothing wrong.
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

/// Whether this process may write `path` (a file or a directory); a file another
/// session removed meanwhile (its `-wal` at its close) is no reason to read only.
#[cfg(unix)]
fn can_write(path: &Path) -> bool {
    use rustix::fs::{Access, AtFlags, CWD, accessat};
    match accessat(CWD, path, Access::WRITE_OK, AtFlags::EACCESS) {
        Ok(()) => true,
        Err(error) => error == rustix::io::Errno::NOENT,
    }
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

/// Refuses what is not a path to a database file: an SQLite URI (which SQLite would
/// read as one, with its parameters), and anything but a regular file at the path or
/// beside it (a directory, a FIFO that would block the open forever, a device).
/// [`Store::open`](super::Store::open) runs it first; a front-end may run it before
/// checks of its own.
///
/// # Errors
/// [`Error::NotATallyDatabase`], saying what the path is.
pub fn check_path(path: &Path) -> Result<()> {
    let display = path.display().to_string();
    let not_a_file = |reason: Message| Error::NotATallyDatabase { path: display.clone(), reason };
    let text = path.as_os_str().to_string_lossy();
    if text.is_empty()
        || text.starts_with(':')
        || text.get(..5).is_some_and(|start| start.eq_ignore_ascii_case("file:"))
    {
        return Err(not_a_file(msg!("store-path-is-uri")));
    }
    for file in [path.to_owned(), wal_path(path), sidecar(path, "-shm")] {
        let Ok(meta) = std::fs::metadata(&file) else { continue };
        let kind = meta.file_type();
        let what = if kind.is_file() {
            continue;
        } else if kind.is_dir() {
            "directory"
        } else if is_fifo(&kind) {
            "fifo"
        } else {
            "device"
        };
        return Err(not_a_file(msg!("store-path-not-a-file", file = file.display().to_string(), kind = what)));
    }
    Ok(())
}

#[cfg(unix)]
fn is_fifo(kind: &std::fs::FileType) -> bool {
    use std::os::unix::fs::FileTypeExt;
    kind.is_fifo()
}

#[cfg(not(unix))]
fn is_fifo(_: &std::fs::FileType) -> bool {
    false
}

/// Opens the file at `path`: judged read-only first, then a read-write connection
/// unless `read_only` is asked or the file cannot be written. Returns the
/// connection, how it was opened and what was checked.
pub(crate) fn open_file(path: &Path, read_only: bool) -> Result<(Connection, OpenedFile, StartupCheck)> {
    check_path(path)?;
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
    let (judge, found, startup) = if log_left {
        let (judge, found) = judge_with_log(path, &display).map_err(|error| as_log_refusal(error, path))?;
        (judge, found, StartupCheck::CheckedAfterUncleanShutdown)
    } else {
        let judge = read_only_connection(path, immutable)?;
        let found = check_identity(&judge, &display)?;
        let startup = if found == Identity::Empty { StartupCheck::New } else { StartupCheck::CleanShutdown };
        (judge, found, startup)
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

/// With a non-empty `-wal` beside the file: the log's own header and frames first
/// (what SQLite would apply of it), then the database as the log shows it, judged
/// against the file alone ([`log_judge`]). Returns the judging connection, which
/// reads through the log and never writes.
fn judge_with_log(path: &Path, display: &str) -> Result<(Connection, Identity)> {
    let damaged = |reason: Message| Error::DamagedDatabase { path: display.to_owned(), reason };
    let page_size = wal::page_size_of(path).map_err(|error| Error::Storage {
        message: msg!("storage-cannot-read", path = display.to_owned(), error = error.to_string()),
    })?;
    match first_commit(path, page_size)? {
        WalContents::Unreadable => return Err(damaged(msg!("store-wal-unreadable"))),
        WalContents::Log(log) if log.commits == 0 => return Err(damaged(msg!("store-wal-nothing-committed"))),
        WalContents::Empty | WalContents::Log(_) => {}
    }
    let view = read_only_connection(path, false)?;
    let found = check_identity(&view, display)?;
    let file_alone = read_only_connection(path, true).ok();
    log_judge::judge(file_alone.as_ref(), &view).map_err(damaged)?;
    Ok((view, found))
}

/// The log beside `path` once it holds a commit, or as it stays. A log with nothing
/// SQLite would apply is left to a session of this file still writing its first
/// transaction into it (its wal-index vouches for it, or it gains a commit within
/// the busy timeout); one that stays so is not this file's.
fn first_commit(path: &Path, page_size: Option<u32>) -> Result<WalContents> {
    let wal = wal_path(path);
    let deadline = std::time::Instant::now() + super::BUSY_TIMEOUT;
    loop {
        let contents = wal::read(&wal, page_size).map_err(|error| Error::Storage {
            message: msg!("storage-cannot-read", path = wal.display().to_string(), error = error.to_string()),
        })?;
        let waiting = match &contents {
            WalContents::Log(log) if log.commits == 0 => !wal::index_vouches_for(&sidecar(path, "-shm"), &log.salts),
            _ => false,
        };
        if !waiting {
            return Ok(match contents {
                // Vouched for: nothing of it applies, and it is its session's.
                WalContents::Log(log) if log.commits == 0 => WalContents::Empty,
                other => other,
            });
        }
        if std::time::Instant::now() >= deadline {
            return Ok(contents);
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// A refusal while a log lay beside the file: when the file alone is a sound Tally
/// database (its identity read and SQLite's full check passed), the log is what is
/// wrong ([`Error::ForeignLog`], which the apps answer by offering to set it aside);
/// otherwise the file itself is damaged, and the message says so.
fn as_log_refusal(error: Error, path: &Path) -> Error {
    let display = path.display().to_string();
    let reason = match error {
        Error::DamagedDatabase { reason, .. } | Error::NotATallyDatabase { reason, .. } => reason,
        Error::SchemaTooNew { .. } => return error,
        other => other.message(),
    };
    let file_alone_is_sound = read_only_connection(path, true).ok().is_some_and(|conn| {
        matches!(check_identity(&conn, &display), Ok(Identity::Tally(_)))
            && super::integrity::run_check(&conn).is_ok_and(|report| report.ok)
    });
    if file_alone_is_sound {
        Error::ForeignLog { path: display, wal: wal_path(path).display().to_string(), reason }
    } else {
        Error::DamagedDatabase {
            path: display,
            reason: msg!("store-wal-advice", reason = reason, wal = wal_path(path).display().to_string()),
        }
    }
}

fn read_write_connection(path: &Path) -> Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX
        | OpenFlags::SQLITE_OPEN_URI;
    Ok(Connection::open_with_flags(uri(path, "mode=rwc"), flags)?)
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
    // One read transaction, so that the header and the schema are read from the same
    // moment: read one statement at a time, a file that another connection is
    // creating could show the application id from before its first write and the
    // tables from after its migrations, and be refused as another application's.
    // Nothing is written; dropping it ends the read.
    let conn = conn.unchecked_transaction()?;
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

/// Moves a `-wal` (and the `-shm` beside it) that the open refused out of the
/// database's way, to `<name>-wal.set-aside-<time>` (and `-shm.set-aside-<time>`)
/// in the same folder, so that the database opens as its file alone holds it and
/// nothing of the log is lost. Returns where the log went, or `None` when there was
/// none.
///
/// # Errors
/// [`Error::Storage`] when the files cannot be moved.
pub fn set_aside_log(path: &Path) -> Result<Option<PathBuf>> {
    check_path(path)?;
    let wal = wal_path(path);
    if !wal.exists() {
        return Ok(None);
    }
    let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%S%.3fZ").to_string();
    let moved = |file: &Path| -> Result<PathBuf> {
        let target = sidecar(file, &format!(".set-aside-{stamp}"));
        std::fs::rename(file, &target).map_err(|error| Error::Storage {
            message: msg!("storage-cannot-move", path = file.display().to_string(), error = error.to_string()),
        })?;
        Ok(target)
    };
    let target = moved(&wal)?;
    let shm = sidecar(path, "-shm");
    if shm.exists() {
        moved(&shm)?;
    }
    Ok(Some(target))
}
