//! `tally export` and `tally import`. The store decides what may be written and
//! read: an export never goes over the database or its log files, and reaches its
//! file whole or not at all; an import reads at most the document limit, from a
//! file, a device or stdin.

use std::path::PathBuf;

use tally_core::store::{ExportDocument, write_replacing};

use crate::cli::{ExportArgs, ImportArgs};
use crate::db;
use crate::failure::{Failure, Outcome};
use crate::out;

/// Writes the export document.
///
/// # Errors
/// Unknown games; the database itself as the output; storage errors; a file that
/// cannot be written.
pub fn export(db: Option<PathBuf>, args: &ExportArgs) -> Outcome {
    let store = db::open(db)?;
    if let Some(path) = &args.output {
        store.refuse_own_file(path)?;
    }
    let json = store.export(&args.games)?.to_json()?;
    match &args.output {
        Some(path) => {
            write_replacing(path, json.as_bytes()).map_err(|error| Failure::Output {
                reason: say!("cli-cannot-write", path = path.display().to_string(), error = error.to_string()),
                recorded: false,
            })?;
            out::error(&say!("cli-wrote", path = path.display().to_string()));
            Ok(())
        }
        None => out::json_text(&json),
    }
}

/// Reads an export document.
///
/// # Errors
/// A document that cannot be read or imported; storage errors.
pub fn import(db: Option<PathBuf>, args: &ImportArgs) -> Outcome {
    let json = if args.file.as_os_str() == "-" {
        ExportDocument::read(std::io::stdin().lock())?
    } else {
        let file = std::fs::File::open(&args.file).map_err(|error| {
            Failure::bad(say!("cli-cannot-read", path = args.file.display().to_string(), error = error.to_string()))
        })?;
        ExportDocument::read(file)?
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
