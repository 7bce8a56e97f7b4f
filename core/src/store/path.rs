//! The path half of the door: from what a player or an app names (`--db`, `TALLY_DB`,
//! the apps' path) to the file SQLite really opens, and what is refused on the way.
//!
//! - [`resolve`]: every symbolic link followed, as SQLite follows it (it keeps the
//!   log beside the link's target, so that is the log to judge), the folders made
//!   absolute; a path that leads into `/dev` or `/proc` (`/dev/stdin`, `/dev/fd/3`,
//!   a link to either) is a stream or a device, not a database file, whatever it is
//!   open on.
//! - [`check_path`]: an SQLite URI is refused, and so is anything but a regular file
//!   at the path or beside it (`-wal`, `-shm`): a directory, a FIFO that would block
//!   the open forever, a device, a socket.

use std::path::{Path, PathBuf};

use crate::msg;
use crate::{Error, Result};

/// Links followed before a path is refused as a loop.
const MAX_LINKS: usize = 40;

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

/// The file SQLite opens for `path`, absolute, with every link followed and every
/// folder resolved; for a file not there yet, where it will be created (the target
/// of a link to nothing, too). Then [`check_path`] on it.
///
/// # Errors
/// [`Error::NotATallyDatabase`] for an SQLite URI, a stream or device (`/dev`,
/// `/proc`), a link loop, or what [`check_path`] refuses; [`Error::Storage`] when a
/// folder on the way cannot be read.
pub(crate) fn resolve(path: &Path) -> Result<PathBuf> {
    refuse_uri(path)?;
    let cannot_read = |at: &Path, error: std::io::Error| Error::Storage {
        message: msg!("storage-cannot-read", path = at.display().to_string(), error = error.to_string()),
    };
    let mut current = if path.is_absolute() {
        path.to_owned()
    } else {
        std::env::current_dir().map_err(|error| cannot_read(path, error))?.join(path)
    };
    for _ in 0..MAX_LINKS {
        refuse_stream(path, &current)?;
        let is_link = match std::fs::symlink_metadata(&current) {
            Ok(meta) => meta.file_type().is_symlink(),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => false,
            Err(error) => return Err(cannot_read(&current, error)),
        };
        if is_link {
            let target = std::fs::read_link(&current).map_err(|error| cannot_read(&current, error))?;
            current = folder_of(&current).join(target);
            continue;
        }
        let (Some(folder), Some(name)) = (current.parent(), current.file_name()) else {
            return Err(not_a_file(path, "directory", &current));
        };
        // The folder resolved on its own, the file's name kept: the name is not a
        // link, and canonicalising the whole path would read through a stream's
        // magic link (`/proc/self/fd/0`) to whatever it is open on.
        let resolved = match std::fs::canonicalize(folder) {
            Ok(folder) => folder.join(name),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => current.clone(),
            Err(error) => return Err(cannot_read(folder, error)),
        };
        refuse_stream(path, &resolved)?;
        check_path(&resolved)?;
        return Ok(resolved);
    }
    Err(Error::NotATallyDatabase { path: path.display().to_string(), reason: msg!("store-path-link-loop") })
}

fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_owned(),
        _ => PathBuf::from("."),
    }
}

fn not_a_file(named: &Path, kind: &str, file: &Path) -> Error {
    Error::NotATallyDatabase {
        path: named.display().to_string(),
        reason: msg!("store-path-not-a-file", file = file.display().to_string(), kind = kind.to_owned()),
    }
}

/// A path into `/dev` or `/proc`: a device, or a process's stream (`/dev/stdin` is a
/// link to `/proc/self/fd/0`), never a database file of its own.
fn refuse_stream(named: &Path, path: &Path) -> Result<()> {
    if cfg!(unix) && (path.starts_with("/dev") || path.starts_with("/proc")) {
        return Err(not_a_file(named, "stream", path));
    }
    Ok(())
}

fn refuse_uri(path: &Path) -> Result<()> {
    let text = path.as_os_str().to_string_lossy();
    if text.is_empty()
        || text.starts_with(':')
        || text.get(..5).is_some_and(|start| start.eq_ignore_ascii_case("file:"))
    {
        return Err(Error::NotATallyDatabase { path: text.into_owned(), reason: msg!("store-path-is-uri") });
    }
    Ok(())
}

/// Refuses what is not a path to a database file: an SQLite URI (which SQLite would
/// read as one, with its parameters), and anything but a regular file at the path or
/// beside it (a directory, a FIFO that would block the open forever, a device, a
/// socket). [`Store::open`](super::Store::open) runs it on the resolved path; a
/// front-end may run it before checks of its own.
///
/// # Errors
/// [`Error::NotATallyDatabase`], saying what the path is.
pub fn check_path(path: &Path) -> Result<()> {
    refuse_uri(path)?;
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
        return Err(not_a_file(path, what, &file));
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
