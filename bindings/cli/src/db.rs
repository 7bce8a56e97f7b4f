//! Where the database lives: `--db`, `TALLY_DB`, or `tally.db` in the user's data
//! directory (`$XDG_DATA_HOME/tally`, `~/.local/share/tally` on Linux).

use std::path::PathBuf;

use tally_core::store::Store;

use crate::failure::{Failure, Outcome};

/// The database path to use.
pub fn path(explicit: Option<PathBuf>) -> Outcome<PathBuf> {
    if let Some(path) = explicit {
        return Ok(path);
    }
    let dirs = directories::ProjectDirs::from("app", "tally", "tally")
        .ok_or_else(|| Failure::Storage("no home directory to keep the database in: pass --db PATH".into()))?;
    Ok(dirs.data_dir().join("tally.db"))
}

/// Opens (creating if needed) the database.
pub fn open(explicit: Option<PathBuf>) -> Outcome<Store> {
    let path = path(explicit)?;
    Ok(Store::open(&path)?)
}
