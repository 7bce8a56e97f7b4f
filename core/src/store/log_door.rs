//! The log half of the door: what is done with a non-empty `-wal` beside an existing
//! database before the store opens it (DESIGN.md principle 12). The proof costs the
//! same at 10 games and at 10,000: the log is read, and one row of the file.
//!
//! 1. When this process may write the file, it first tries to hold the database
//!    alone ([`hold_alone`]): a connection in SQLite's exclusive locking mode, which
//!    gets the database file's exclusive lock only when no other connection, in any
//!    process, has the database open. Held, the log is what a session that is gone
//!    left (or what was put there), and nothing can change either file while it is
//!    judged. That connection reads through the log with its wal-index in its own
//!    memory, so nothing is created beside the file (no `-shm`), and it never
//!    checkpoints (`SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE`): a refused log and the file stay
//!    byte for byte as they were.
//! 2. The log is read by SQLite's format ([`super::wal`]):
//!    - no commit frame (a session killed during its first write): SQLite would apply
//!      nothing of it. Held alone, it is set aside — renamed with its `-shm`, kept —
//!      and the store says so once ([`StartupCheck::UncommittedLogSetAside`]);
//!      otherwise it is a running session's first write, which SQLite's own locks
//!      keep, and it is left to it. Whether the killed session's `-shm` is there
//!      makes no difference.
//!    - not a log SQLite would apply to this file (another page size, a damaged
//!      header): refused.
//!    - commits: the file's head is read alone (`immutable`, one row), the head each
//!      commit of the log wrote is read from its frames, and [`chain::prove`] decides:
//!      the log continues the file, or it is refused as another lineage's, older, or
//!      beginning after the file. A log that continues the file is then read through
//!      once (the identity, and its head is the last one the frames named).
//!    - a file written before the chain (schema version 8 and older), a commit of
//!      the log that did not count itself (a program other than Tally wrote it), or a
//!      file whose head cannot be read alone (a checkpoint cut short tears a page the
//!      log holds whole): the whole judgement of [`super::log_judge`]. Its refusal
//!      says which file is broken: the log (the file alone is sound), or the file
//!      itself.
//! 3. Not held (a session is running, or the file cannot be written), the same reads
//!    are made; a refusal stands only when the files read the same twice in a row (a
//!    running session's checkpoint can move the file between the two reads).
//!
//! [`StartupCheck::UncommittedLogSetAside`]: super::StartupCheck::UncommittedLogSetAside

use std::path::{Path, PathBuf};

use rusqlite::Connection;
use rusqlite::config::DbConfig;

use crate::l10n::Message;
use crate::msg;
use crate::{Error, Result};

use super::chain::{self, Head, Proof};
use super::log_judge;
use super::open::{Identity, check_identity, read_only_connection, set_aside_log, uri};
use super::path::wal_path;
use super::wal::{self, WalContents};

/// What the door made of the log beside the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Settled {
    /// SQLite applies nothing of it (no commit frame, or it went away); when it was
    /// set aside, where it went.
    NothingCommitted { set_aside: Option<PathBuf> },
    /// Proven the file's own by the commit chain.
    Proven,
    /// Judged by the whole judgement (what the chain cannot speak for).
    Judged,
}

/// Settles the non-empty log beside `path` (resolved); `may_hold` when this process
/// may write the file (it may then hold it alone and set a log aside).
///
/// # Errors
/// [`Error::ForeignLog`] for a log that is not the file's own, would lose something
/// of it, or makes it unreadable; [`Error::DamagedDatabase`] for a file itself
/// damaged; [`Error::SchemaTooNew`]; [`Error::Storage`] when the files cannot be
/// read.
pub(crate) fn settle(path: &Path, may_hold: bool) -> Result<Settled> {
    let display = path.display().to_string();
    let held = if may_hold { hold_alone(path) } else { None };
    let page_size = wal::page_size_of(path).map_err(|error| cannot_read(path, &error))?;
    let deadline = std::time::Instant::now() + super::BUSY_TIMEOUT;
    let mut previous = None;
    loop {
        let reading = Reading::of(path, page_size)?;
        let verdict = judge(path, &display, &reading, held.as_ref());
        let moving = held.is_none() && previous.as_ref() != Some(&reading);
        match verdict {
            Err(_) if moving && std::time::Instant::now() < deadline => {
                previous = Some(reading);
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            verdict => return verdict,
        }
    }
}

/// A connection that holds the database alone, or `None` when another connection
/// has it open (or it cannot be opened so). See the module's first point.
fn hold_alone(path: &Path) -> Option<Connection> {
    let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE
        | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX
        | rusqlite::OpenFlags::SQLITE_OPEN_URI;
    let conn = Connection::open_with_flags(uri(path, "mode=rw"), flags).ok()?;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true).ok()?;
    conn.busy_timeout(std::time::Duration::ZERO).ok()?;
    conn.pragma_update(None, "query_only", true).ok()?;
    conn.pragma_update(None, "locking_mode", "EXCLUSIVE").ok()?;
    // The first read takes the lock, then reads the log into the connection's memory
    // and the view's first page: a view that cannot be read is still held, and the
    // judgement below says what is wrong with it.
    match conn.query_row("PRAGMA schema_version", [], |row| row.get::<_, i64>(0)) {
        Err(error)
            if matches!(
                error.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
            ) =>
        {
            None
        }
        _ => Some(conn),
    }
}

/// The two files as read once: the file's head alone, and the log.
#[derive(Debug, PartialEq, Eq)]
struct Reading {
    /// The file's head and its page; `None` without a chain; `Err` when the file
    /// alone cannot be read (what SQLite said).
    file: std::result::Result<Option<(Head, u32)>, String>,
    log: WalContents,
}

impl Reading {
    fn of(path: &Path, page_size: Option<u32>) -> Result<Reading> {
        let file = read_only_connection(path, true)
            .map_err(|error| error.message().text())
            .and_then(|conn| chain::read_head(&conn).map_err(|error| error.to_string()));
        let head_page = file.as_ref().ok().and_then(|head| head.map(|(_, page)| page));
        let wal = wal_path(path);
        let log = wal::read(&wal, page_size, head_page).map_err(|error| cannot_read(&wal, &error))?;
        Ok(Reading { file, log })
    }
}

fn judge(path: &Path, display: &str, reading: &Reading, held: Option<&Connection>) -> Result<Settled> {
    let log = match &reading.log {
        WalContents::Empty => return Ok(Settled::NothingCommitted { set_aside: None }),
        WalContents::Unreadable => return Err(foreign(path, msg!("store-wal-unreadable"))),
        WalContents::Log(log) if log.commits == 0 => {
            let set_aside = match held {
                Some(_) => set_aside_log(path)?,
                None => None,
            };
            return Ok(Settled::NothingCommitted { set_aside });
        }
        WalContents::Log(log) => log,
    };
    let file_head = match &reading.file {
        Ok(Some((head, _))) => *head,
        Ok(None) => return judge_whole(path, display, held),
        // The file alone cannot be read: a checkpoint cut short can tear a page that
        // the log holds whole, so the whole judgement decides.
        Err(_) => return judge_whole(path, display, held),
    };
    match chain::prove(&file_head, &log.heads) {
        Proof::Extends => {}
        Proof::Unprovable => return judge_whole(path, display, held),
        Proof::NotItsOwn => return Err(foreign(path, msg!("store-wal-not-its-own"))),
        Proof::Older => return Err(foreign(path, msg!("store-wal-older-than-file"))),
        Proof::StartsAfter => return Err(foreign(path, msg!("store-wal-starts-after-file"))),
    }
    let Some(view) = held else { return Ok(Settled::Proven) };
    // Read through once: the database the log makes is a Tally database, and its
    // head is the last one the frames named (or the file's, for a log wholly copied
    // into the file already).
    check_identity(view, display, Some(&wal_path(path)))?;
    let last = log.heads.last().copied().flatten().filter(|last| last.revision >= file_head.revision);
    let seen = chain::read_head(view).map_err(|error| Error::DamagedDatabase {
        path: display.to_owned(),
        reason: msg!("store-view-damaged", error = error.to_string(), wal = wal_display(path)),
    })?;
    if seen.map(|(head, _)| head) != Some(last.unwrap_or(file_head)) {
        return judge_whole(path, display, held);
    }
    Ok(Settled::Proven)
}

/// The whole judgement ([`log_judge`]) of a log the chain cannot speak for.
fn judge_whole(path: &Path, display: &str, held: Option<&Connection>) -> Result<Settled> {
    let opened;
    let view = match held {
        Some(view) => view,
        None => {
            opened = read_only_connection(path, false)?;
            &opened
        }
    };
    let refused = |reason: Message| as_log_refusal(Error::DamagedDatabase { path: display.to_owned(), reason }, path);
    match check_identity(view, display, Some(&wal_path(path))) {
        Ok(Identity::Tally(_) | Identity::Empty) => {}
        Err(error @ Error::SchemaTooNew { .. }) => return Err(error),
        Err(error) => return Err(as_log_refusal(error, path)),
    }
    let file_alone = read_only_connection(path, true).ok();
    log_judge::judge(file_alone.as_ref(), view).map_err(refused)?;
    Ok(Settled::Judged)
}

fn wal_display(path: &Path) -> String {
    wal_path(path).display().to_string()
}

fn foreign(path: &Path, reason: Message) -> Error {
    Error::ForeignLog { path: path.display().to_string(), wal: wal_display(path), reason }
}

fn cannot_read(path: &Path, error: &std::io::Error) -> Error {
    Error::Storage {
        message: msg!("storage-cannot-read", path = path.display().to_string(), error = error.to_string()),
    }
}

/// A refusal of the whole judgement: when the file alone is a sound Tally database
/// (its identity read and SQLite's full check passed), the log is what is wrong
/// ([`Error::ForeignLog`], which the apps answer by offering to set it aside);
/// otherwise the file itself is damaged, and the message says so.
fn as_log_refusal(error: Error, path: &Path) -> Error {
    let display = path.display().to_string();
    let reason = match error {
        Error::DamagedDatabase { reason, .. } | Error::NotATallyDatabase { reason, .. } => reason,
        Error::SchemaTooNew { .. } => return error,
        other => other.message(),
    };
    let file_alone = read_only_connection(path, true).and_then(|conn| {
        check_identity(&conn, &display, None)?;
        super::integrity::run_check(&conn)
    });
    match file_alone {
        Ok(report) if report.ok => foreign(path, reason),
        Ok(report) => {
            let first = report.problems.first().map_or_else(|| msg!("integrity-unknown"), Message::verbatim);
            Error::DamagedDatabase {
                path: display,
                reason: msg!("store-file-alone-damaged", error = first, wal = wal_display(path)),
            }
        }
        Err(error) => Error::DamagedDatabase {
            path: display,
            reason: msg!("store-file-alone-damaged", error = error.message(), wal = wal_display(path)),
        },
    }
}
