//! `tally export` (Tally's document, BG Stats' file or one play's link, BoardGameGeek's
//! play records or the fields of its play form, a result as text or a PNG picture) and `tally import` (Tally's document only). The store decides what
//! may be written and read: an export never goes over the database or its log
//! files, and reaches its file whole or not at all; an import reads at most the
//! document limit, from a file, a device or stdin.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use tally_core::formats::Theme;
use tally_core::store::{ExportDocument, HistoryFilter, Store, write_replacing};

use crate::cli::{ExportArgs, ExportFormat, ImportArgs, PictureTheme};
use crate::commands::review::games_filter;
use crate::db;
use crate::failure::{Failure, Outcome};
use crate::out;
use crate::session::Which;

/// Writes the games in the format asked for.
///
/// # Errors
/// Unknown games; a game the format cannot carry; bad filters; the database itself
/// as the output; storage errors; a file that cannot be written; a PNG for a
/// terminal.
pub fn export(db: Option<PathBuf>, args: &ExportArgs) -> Outcome {
    let store = db::open(db)?;
    if let Some(path) = &args.output {
        store.refuse_own_file(path)?;
    }
    let filtered = args.games_of.any();
    let filter = games_filter(&store, &args.games_of)?;
    let local = chrono::Local;
    let made = match args.format {
        ExportFormat::Tally => {
            let ids =
                if args.games.is_empty() && filtered { oldest_first(&store, &filter)? } else { args.games.clone() };
            if filtered && ids.is_empty() {
                return Err(Failure::bad(say!("cli-export-nothing")));
            }
            Output::Document(store.export(&ids)?.to_json()?)
        }
        ExportFormat::Bgstats | ExportFormat::Bgg => {
            let ids = if args.games.is_empty() { store.finished_game_ids(&filter)? } else { args.games.clone() };
            if ids.is_empty() {
                return Err(Failure::bad(say!("cli-export-nothing")));
            }
            Output::Document(if args.format == ExportFormat::Bgstats {
                store.export_bgstats(&ids, &local)?
            } else {
                store.export_bgg(&ids, &local)?
            })
        }
        ExportFormat::Text | ExportFormat::Png | ExportFormat::BgstatsLink | ExportFormat::BggForm => {
            let id = match args.games.as_slice() {
                [] if filtered => return Err(Failure::bad(say!("cli-export-one-game"))),
                [] => crate::session::latest(&store, Which::Latest)?,
                [id] => *id,
                _ => return Err(Failure::bad(say!("cli-export-one-game"))),
            };
            if args.format == ExportFormat::Text {
                Output::Text(store.share_text(id, &local)?)
            } else if args.format == ExportFormat::BgstatsLink {
                Output::Text(store.bgstats_link(id, &local)?)
            } else if args.format == ExportFormat::BggForm {
                Output::Text(store.bgg_log_form(id, &local)?)
            } else {
                if args.output.is_none() && std::io::stdout().is_terminal() {
                    return Err(Failure::bad(say!("cli-export-png-terminal")));
                }
                let theme = match args.theme {
                    PictureTheme::Light => Theme::Light,
                    PictureTheme::Dark => Theme::Dark,
                };
                Output::Picture(store.share_picture(id, theme, &local)?)
            }
        }
    };
    write_output(args.output.as_deref(), made)
}

/// What `tally export` made.
enum Output {
    /// A document for another program (JSON, XML), written as it is.
    Document(String),
    /// Text for people: printed as every text is on stdout, with a line break.
    Text(String),
    /// A PNG: its bytes as they are.
    Picture(Vec<u8>),
}

/// Every game of `filter`, oldest first.
fn oldest_first(store: &Store, filter: &HistoryFilter) -> Outcome<Vec<i64>> {
    let mut games = store.history(filter)?;
    games.sort_by(|a, b| a.started_at.cmp(&b.started_at).then(a.id.cmp(&b.id)));
    Ok(games.into_iter().map(|game| game.id).collect())
}

/// Writes what `tally export` made: to `path` (through a temporary file renamed
/// over it, so that it is whole or not there), or to stdout. The one place that
/// writes an export.
fn write_output(path: Option<&Path>, made: Output) -> Outcome {
    match (path, made) {
        (Some(path), made) => {
            let bytes = match made {
                Output::Document(text) | Output::Text(text) => text.into_bytes(),
                Output::Picture(bytes) => bytes,
            };
            write_replacing(path, &bytes).map_err(|error| Failure::Output {
                reason: say!("cli-cannot-write", path = path.display().to_string(), error = error.to_string()),
                recorded: false,
            })?;
            out::error(&say!("cli-wrote", path = path.display().to_string()));
            Ok(())
        }
        (None, Output::Document(text)) => out::json_text(&text),
        (None, Output::Text(text)) => out::line(&text),
        (None, Output::Picture(bytes)) => {
            let mut stdout = std::io::stdout().lock();
            stdout.write_all(&bytes)?;
            Ok(stdout.flush()?)
        }
    }
}

/// Reads an export document: Tally's own format, and says so for another.
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
    if let Some(format) = foreign_format(&json) {
        return Err(Failure::bad(say!("cli-import-foreign", format = format)));
    }
    let mut store = db::open(db)?;
    let report = store.import(&json)?;
    let printed = if args.json {
        out::json(&report)
    } else {
        out::line(&say!("cli-imported", imported = report.imported.len(), skipped = report.skipped.len()))
    };
    printed.map_err(Failure::after_recording)
}

/// The name of another app's format `text` is written in, when it is one that
/// `tally export` writes: Tally reads only its own.
fn foreign_format(text: &str) -> Option<&'static str> {
    let start = text.trim_start();
    if start.starts_with("<?xml") || start.starts_with("<plays") {
        return Some("BoardGameGeek");
    }
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let object = value.as_object()?;
    (object.contains_key("plays") && object.contains_key("players") && !object.contains_key("format"))
        .then_some("BG Stats")
}
