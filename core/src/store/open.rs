//! The one door to a database file (DESIGN.md principle 12): every way the store
//! reaches a file — the command line, the apps, import, export, check — opens it here.
//!
//! - The path is resolved to the file SQLite really opens, links followed, and
//!   anything but a regular file is refused, beside it too ([`super::path`]).
//!   Connections are opened through a URI this module builds from the path, so that
//!   no character of a path is read as a URI parameter.
//! - A new file is created readable and writable by its owner only (mode 600; SQLite
//!   gives its `-wal` and `-shm` the database's mode): it holds the live table's link
//!   tokens.
//! - An existing file is judged first through a read-only connection (which never
//!   checkpoints, so a refused file stays byte for byte as it was): its header,
//!   application id and schema version. Without a log beside it, the file alone is
//!   read, `immutable`, so that a refusal creates nothing beside it.
//! - A non-empty `-wal` beside the file (a session that did not close, one still
//!   running, or a log copied there) is settled by [`super::log_door`] before
//!   anything reads through it: applied only when it is proven the file's own and to
//!   continue it, set aside when it holds no commit, refused otherwise, with both
//!   files left as they were and a message that says how to set the log aside
//!   ([`set_aside_log`]).
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

use super::log_door::{self, Settled};
use super::migrations;
use super::path::{self, sidecar, wal_path};

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
    /// A write-ahead log was beside the file (a session that did not shut down
    /// cleanly, or one still running) and was proven the file's own and to continue
    /// it by the commit chain, without reading the games: the file opened through
    /// it. Run [`Store::check_integrity`](super::Store::check_integrity) in the
    /// background.
    LogProven,
    /// The last session was killed during its first write: its write-ahead log held
    /// no commit, so nothing of it applied. It was set aside, kept beside the file
    /// ([`Store::log_set_aside`](super::Store::log_set_aside) says where), and the
    /// file opened as it is.
    UncommittedLogSetAside,
    /// A write-ahead log was beside a file written before the commit chain (schema
    /// version 8 or older): it was judged to be the file's own and to lose nothing of
    /// it by reading every game, entry and player of both, and the full `PRAGMA
    /// integrity_check` read the whole database at open and found nothing wrong.
    CheckedAfterUncleanShutdown,
}

/// How a file store was opened, for what later reads it again (the integrity check).
#[derive(Clone, Debug)]
pub(crate) struct OpenedFile {
    /// The file SQLite opened (links followed).
    pub path: PathBuf,
    /// Why the store is read-only, when it is.
    pub read_only: Option<Message>,
    /// Opened `immutable`: nobody can write the file and no log is left.
    pub immutable: bool,
    /// Where a log without a commit was set aside at open.
    pub log_set_aside: Option<PathBuf>,
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
pub(crate) fn uri(path: &Path, query: &str) -> String {
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

/// Whether a non-empty log lies beside the file.
fn log_left(path: &Path) -> bool {
    std::fs::metadata(wal_path(path)).is_ok_and(|meta| meta.len() > 0)
}

/// Creates the empty file of a new database, readable and writable by its owner only
/// (another process creating it at the same moment is no error).
fn create_private(path: &Path) -> Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    match options.open(path) {
        Ok(_) => Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(error) => Err(Error::Storage {
            message: msg!("storage-cannot-create", path = path.display().to_string(), error = error.to_string()),
        }),
    }
}

/// Opens the file at `path`: judged read-only first, then a read-write connection
/// unless `read_only` is asked or the file cannot be written. Returns the
/// connection, how it was opened and what was checked.
pub(crate) fn open_file(path: &Path, read_only: bool) -> Result<(Connection, OpenedFile, StartupCheck)> {
    let path = &path::resolve(path)?;
    let display = path.display().to_string();
    let opened =
        |read_only, immutable, log_set_aside| OpenedFile { path: path.clone(), read_only, immutable, log_set_aside };
    if !path.exists() {
        if read_only {
            return Err(Error::Storage { message: msg!("storage-no-database", path = display) });
        }
        let directory = directory_of(path);
        std::fs::create_dir_all(&directory).map_err(|error| Error::Storage {
            message: msg!("storage-cannot-create", path = directory.display().to_string(), error = error.to_string()),
        })?;
        create_private(path)?;
        let conn = read_write_connection(path)?;
        return Ok((conn, opened(None, false, None), StartupCheck::New));
    }
    let unwritable = why_not_writable(path);
    let settled = if log_left(path) { Some(log_door::settle(path, unwritable.is_none() && !read_only)?) } else { None };
    let through_log = matches!(settled, Some(Settled::Proven | Settled::Judged));
    let set_aside = match &settled {
        Some(Settled::NothingCommitted { set_aside }) => set_aside.clone(),
        _ => None,
    };
    // Nobody can write this file and no log waits to be read: read it as it is,
    // creating nothing beside it.
    let immutable = unwritable.is_some() && !through_log;
    let reason = if read_only { Some(msg!("store-opened-read-only")) } else { unwritable };
    let judge = read_only_connection(path, !through_log && (immutable || reason.is_none()))?;
    let log = through_log.then(|| wal_path(path));
    let found = check_identity(&judge, &display, log.as_deref()).or_else(|error| {
        // The file alone can be read while a running session checkpoints into it:
        // read it again with SQLite's locks before calling it damaged.
        if through_log || immutable {
            return Err(error);
        }
        check_identity(&read_only_connection(path, false)?, &display, None)
    })?;
    let startup = match (&settled, found) {
        (Some(Settled::Proven), _) => StartupCheck::LogProven,
        (Some(Settled::Judged), _) => StartupCheck::CheckedAfterUncleanShutdown,
        (Some(Settled::NothingCommitted { set_aside: Some(_) }), _) => StartupCheck::UncommittedLogSetAside,
        (_, Identity::Empty) => StartupCheck::New,
        _ => StartupCheck::CleanShutdown,
    };
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
        // The store reads on through this connection: through the log when it
        // applies, which needs SQLite's locks.
        let conn = if immutable || through_log { judge } else { read_only_connection(path, false)? };
        conn.busy_timeout(super::BUSY_TIMEOUT)?;
        return Ok((conn, opened(Some(reason), immutable, set_aside), startup));
    }
    drop(judge);
    let conn = read_write_connection(path)?;
    check_identity(&conn, &display, log.as_deref())?;
    Ok((conn, opened(None, false, set_aside), startup))
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
pub(crate) enum Identity {
    /// An empty file (a new database).
    Empty,
    /// A Tally database of this schema version.
    Tally(i64),
}

/// Reads (without writing anything, and without reading the whole file) whether the
/// file is empty, a Tally database of a known version, or something else; `log`
/// names the write-ahead log `conn` reads through, if it does, so that damage is
/// said of the database as that log makes it rather than of the file.
pub(crate) fn check_identity(conn: &Connection, path: &str, log: Option<&Path>) -> Result<Identity> {
    let not_tally = |reason: Message| Error::NotATallyDatabase { path: path.to_owned(), reason };
    let damaged = |alone: Message| match log {
        Some(wal) => Error::DamagedDatabase {
            path: path.to_owned(),
            reason: msg!("store-corrupt-through-log", wal = wal.display().to_string()),
        },
        None => not_tally(alone),
    };
    // One read transaction, so that the header and the schema are read from the same
    // moment: read one statement at a time, a file that another connection is
    // creating could show the application id from before its first write and the
    // tables from after its migrations, and be refused as another application's.
    // Nothing is written; dropping it ends the read.
    let conn = conn.unchecked_transaction()?;
    let application_id: i32 =
        conn.query_row("PRAGMA application_id", [], |row| row.get(0)).map_err(|error| {
            match error.sqlite_error_code() {
                Some(rusqlite::ErrorCode::NotADatabase) => damaged(msg!("store-not-sqlite")),
                Some(rusqlite::ErrorCode::DatabaseCorrupt) => damaged(msg!("store-file-corrupt")),
                _ => Error::from(error),
            }
        })?;
    let objects: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |row| row.get(0))
        .map_err(|_| damaged(msg!("store-schema-unreadable")))?;
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
    let path = &path::resolve(path)?;
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
