//! `tally export` and `tally import`.

use std::io::Read;
use std::path::PathBuf;

use crate::cli::{ExportArgs, ImportArgs};
use crate::db;
use crate::failure::{Failure, Outcome};

/// Writes the export document.
pub fn export(db: Option<PathBuf>, args: &ExportArgs) -> Outcome {
    let store = db::open(db)?;
    let json = store.export(&args.games)?.to_json()?;
    match &args.output {
        Some(path) => {
            std::fs::write(path, json)
                .map_err(|error| Failure::Other(format!("cannot write {}: {error}", path.display())))?;
            eprintln!("Wrote {}.", path.display());
        }
        None => anstream::println!("{json}"),
    }
    Ok(())
}

/// Reads an export document.
pub fn import(db: Option<PathBuf>, args: &ImportArgs) -> Outcome {
    let json = if args.file.as_os_str() == "-" {
        let mut json = String::new();
        std::io::stdin().read_to_string(&mut json)?;
        json
    } else {
        std::fs::read_to_string(&args.file)
            .map_err(|error| Failure::BadInput(format!("cannot read {}: {error}", args.file.display())))?
    };
    let mut store = db::open(db)?;
    let report = store.import(&json)?;
    if args.json {
        anstream::println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        anstream::println!("Imported {} game(s); {} already there.", report.imported.len(), report.skipped.len());
    }
    Ok(())
}
