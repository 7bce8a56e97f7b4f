//! Files written for the player (an export): never one of the store's own files,
//! and never half written.
//!
//! - [`Store::refuse_own_file`]: an output path that is the database the store
//!   reads, or its `-wal`, `-shm` or `-journal`, is refused — the same file by
//!   device and inode (a hard link, a symbolic link, another spelling of the path),
//!   or by its place in the file system when it does not exist yet (a `-wal` SQLite
//!   would create there);
//! - [`write_replacing`]: the text goes to a temporary file in the target's
//!   directory, synced, then renamed over the target, so that the target holds the
//!   old file or the whole new one, whatever happens in between.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::msg;
use crate::{Error, Result};

use super::Store;
use super::path::sidecar;

/// Files SQLite keeps beside a database.
const SIDECARS: [&str; 4] = ["", "-wal", "-shm", "-journal"];

impl Store {
    /// Whether `path` names the database this store reads or one of the files
    /// SQLite keeps beside it (false in memory).
    pub fn is_own_file(&self, path: &Path) -> bool {
        let Some(file) = &self.file else { return false };
        let mut own: Vec<PathBuf> = SIDECARS.iter().map(|suffix| sidecar(&file.path, suffix)).collect();
        // SQLite resolves a symbolic link to the database and keeps its log beside
        // the file it points to.
        if let Ok(real) = fs::canonicalize(&file.path) {
            own.extend(SIDECARS.iter().map(|suffix| sidecar(&real, suffix)));
        }
        if let Ok(target) = fs::metadata(path)
            && own.iter().filter_map(|candidate| fs::metadata(candidate).ok()).any(|meta| same_file(&target, &meta))
        {
            return true;
        }
        let target = place(path);
        own.iter().any(|candidate| place(candidate) == target)
    }

    /// Refuses `path` as an output when it is one of this store's files
    /// ([`Store::is_own_file`]): writing there would destroy the games.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on `output`.
    pub fn refuse_own_file(&self, path: &Path) -> Result<()> {
        match &self.file {
            Some(file) if self.is_own_file(path) => Err(Error::invalid(
                "output",
                msg!(
                    "output-is-the-database",
                    path = path.display().to_string(),
                    database = file.path.display().to_string()
                ),
            )),
            _ => Ok(()),
        }
    }

    /// Writes the export document of some games (all when `ids` is empty) to
    /// `path`, whole or not at all ([`write_replacing`]); never over the store's
    /// own files.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on `output` for one of the store's files (nothing
    /// written); [`Error::UnknownGame`]; [`Error::Storage`] when the file cannot be
    /// written.
    pub fn export_to_file(&self, ids: &[i64], path: &Path) -> Result<()> {
        self.refuse_own_file(path)?;
        let json = self.export(ids)?.to_json()?;
        write_replacing(path, json.as_bytes()).map_err(|error| Error::Storage {
            message: msg!("storage-cannot-write-file", path = path.display().to_string(), error = error.to_string()),
        })
    }
}

/// Two metadata of one file: the same device and inode.
#[cfg(unix)]
fn same_file(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

/// Without inodes, [`place`] compares the resolved paths.
#[cfg(not(unix))]
fn same_file(_: &fs::Metadata, _: &fs::Metadata) -> bool {
    false
}

/// Where `path` is: the file it resolves to when it exists, else its resolved
/// directory and its name.
fn place(path: &Path) -> PathBuf {
    if let Ok(real) = fs::canonicalize(path) {
        return real;
    }
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    match (fs::canonicalize(directory), path.file_name()) {
        (Ok(directory), Some(name)) => directory.join(name),
        _ => path.to_owned(),
    }
}

/// Writes `bytes` to `path` so that `path` holds either what it held or all of
/// `bytes`: a temporary file in the same directory, synced, renamed over it (a
/// symbolic link is followed, and the file it names replaced; a file replaced keeps
/// its permissions). What is not a regular file — a device such as `/dev/stdout`,
/// a pipe — is written directly.
///
/// # Errors
/// What the system says (no such directory, no permission, a full disk...); the
/// target is then as it was.
pub fn write_replacing(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let existing = fs::metadata(path).ok();
    if existing.as_ref().is_some_and(|meta| !meta.is_file() && !meta.is_dir()) {
        return fs::OpenOptions::new().write(true).open(path)?.write_all(bytes);
    }
    let target = if existing.is_some() { fs::canonicalize(path)? } else { path.to_owned() };
    let directory = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_owned(),
        _ => PathBuf::from("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".tally-").suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // What `File::create` gives, less the umask (tempfile's own is 0600).
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let mut temporary = builder.tempfile_in(&directory)?;
    temporary.write_all(bytes)?;
    if let Some(meta) = existing.filter(fs::Metadata::is_file) {
        temporary.as_file().set_permissions(meta.permissions())?;
    }
    temporary.as_file().sync_all()?;
    temporary.persist(&target).map_err(|error| error.error)?;
    // The rename itself survives a power cut once the directory is synced.
    #[cfg(unix)]
    fs::File::open(&directory)?.sync_all()?;
    Ok(())
}
