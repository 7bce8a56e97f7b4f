//! Where the database lives: `--db`, `TALLY_DB`, or `tally.db` in the user's data
//! directory (`$XDG_DATA_HOME/tally`, `~/.local/share/tally` on Linux). Only the
//! default data directory is created; a path given by hand must be in a folder that
//! exists, so that a typo does not leave an empty database somewhere.

use std::path::{Path, PathBuf};

use tally_core::store::Store;

use crate::failure::{Failure, Outcome};

/// The database path to use.
///
/// # Errors
/// No home directory to keep the default database in.
pub fn path(explicit: Option<PathBuf>) -> Outcome<PathBuf> {
    if let Some(path) = explicit {
        return Ok(path);
    }
    let dirs =
        directories::ProjectDirs::from("app", "tally", "tally").ok_or_else(|| Failure::bad(say!("cli-db-no-home")))?;
    Ok(dirs.data_dir().join("tally.db"))
}

/// Opens (creating if needed) the database.
///
/// # Errors
/// A given path in a folder that does not exist; what the store refuses.
pub fn open(explicit: Option<PathBuf>) -> Outcome<Store> {
    if let Some(path) = &explicit {
        tally_core::store::check_path(path)?;
        check_folder(path)?;
    }
    let path = path(explicit)?;
    let mut store = Store::open(&path)?;
    crate::stop::watch(&mut store);
    if let Some(kept) = store.log_set_aside() {
        let path = store.path().unwrap_or(&path).display().to_string();
        crate::out::error(&format!(
            "tally: {}",
            say!("cli-db-log-set-aside", path = path, kept = kept.display().to_string())
        ));
    }
    if let Some(reason) = store.read_only() {
        let path = path.display().to_string();
        crate::out::error(&format!("tally: {}", say!("cli-db-read-only", path = path, reason = reason)));
    }
    Ok(store)
}

fn check_folder(path: &Path) -> Outcome {
    match path.parent().filter(|parent| !parent.as_os_str().is_empty()) {
        Some(folder) if !folder.is_dir() => Err(Failure::bad(say!(
            "cli-db-no-folder",
            path = path.display().to_string(),
            folder = folder.display().to_string()
        ))),
        _ => Ok(()),
    }
}
