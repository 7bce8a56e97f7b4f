//! `tally export` and `tally import`.

use std::io::Read;
use std::path::PathBuf;

use crate::cli::{ExportArgs, ImportArgs};
use crate::db;
use crate::failure::{Failure, Outcome};
use crate::out;

/// Writes the export document.
///
/// # Errors
/// Unknown games; storage errors; a file that cannot be written.
pub fn export(db: Option<PathBuf>, args: &ExportArgs) -> Outcome {
    let store = db::open(db)?;
    let json = store.export(&args.games)?.to_json()?;
    match &args.output {
        Some(path) => {
            std::fs::write(path, json).map_err(|error| Failure::Output {
                reason: say!("cli-cannot-write", path = path.display().to_string(), error = error.to_string()),
                recorded: false,
            })?;
            out::error(&say!("cli-wrote", path = path.display().to_string()));
            Ok(())
        }
        None => out::line(&json),
    }
}

/// Reads an export document.
///
/// # Errors
/// A document that cannot be read or imported; storage errors.
pub fn import(db: Option<PathBuf>, args: &ImportArgs) -> Outcome {
    let json = if args.file.as_os_str() == "-" {
        let mut json = String::new();
        std::io::stdin()
            .read_to_string(&mut json)
            .map_err(|error| Failure::bad(say!("cli-cannot-read-stdin", error = error.to_string())))?;
        json
    } else {
        std::fs::read_to_string(&args.file).map_err(|error| {
            Failure::bad(say!("cli-cannot-read", path = args.file.display().to_string(), error = error.to_string()))
        })?
    };
    let mut store = db::open(db)?;
    let report = store.import(&json)?;
    let printed = if args.json {
        out::json(&report)
    } else {
        out::line(&say!("cli-imported", imported = report.imported.len(), skipped = report.skipped.len()))
    };
    printed.map_err(Failure::after_recording)
}
