//! The whole-file check the apps run in the background after the first screen
//! (and `tally check` runs): the full `PRAGMA integrity_check` on a connection of
//! its own, so that the game goes on while it reads. It reads every page, checks
//! each b-tree's structure, each row against its constraints, and every index entry
//! against its row — what a log of another database mixed into the file breaks
//! (`quick_check`, which only counts index entries, calls such a file sound).
//! Corruption is a report, not an error: the report says what SQLite found and what
//! to do.

use std::path::PathBuf;

use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use crate::Result;

use super::open::read_only_connection;

/// At most this many problems are listed (SQLite stops there).
const MAX_PROBLEMS: u32 = 100;

/// What the integrity check found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct IntegrityReport {
    /// True when SQLite found nothing wrong.
    pub ok: bool,
    /// What SQLite found, one line per problem (at most 100); empty when ok.
    pub problems: Vec<String>,
}

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl IntegrityReport {
    /// What to tell the player, in the language in use: all is well, or the file is
    /// damaged and what to do.
    pub fn message(&self) -> String {
        self.summary().text()
    }
}

impl IntegrityReport {
    /// [`IntegrityReport::message`] as a message (what SQLite found stays as it said it).
    pub fn summary(&self) -> crate::l10n::Message {
        if self.ok {
            return crate::msg!("integrity-sound");
        }
        let first =
            self.problems.first().map_or_else(|| crate::msg!("integrity-unknown"), crate::l10n::Message::verbatim);
        crate::msg!("integrity-damaged", count = self.problems.len(), first = first)
    }
}

/// Runs the check of a file store away from the store itself (a background thread
/// may run it while the store records commands).
#[derive(Clone, Debug)]
pub struct IntegrityChecker {
    path: PathBuf,
    immutable: bool,
}

impl IntegrityChecker {
    pub(crate) fn new(path: PathBuf, immutable: bool) -> IntegrityChecker {
        IntegrityChecker { path, immutable }
    }

    /// Reads the whole file and checks every page, b-tree, row and index entry.
    ///
    /// # Errors
    /// [`crate::Error::Storage`] when the file cannot be opened at all; damage is
    /// reported in the [`IntegrityReport`].
    pub fn run(&self) -> Result<IntegrityReport> {
        let conn = read_only_connection(&self.path, self.immutable)?;
        conn.busy_timeout(super::BUSY_TIMEOUT)?;
        run_check(&conn)
    }
}

/// `PRAGMA quick_check` on `conn` (it walks each b-tree and names a damaged page),
/// then, when it finds nothing, `PRAGMA integrity_check`, which also looks every
/// index entry's row up. Some damage stops a check with an error instead of a
/// list: then each table is checked alone, so that the report still says where the
/// damage is.
pub(crate) fn run_check(conn: &Connection) -> Result<IntegrityReport> {
    let error = match check_lines(conn, &format!("PRAGMA quick_check({MAX_PROBLEMS})")) {
        Ok(lines) if lines != ["ok"] => return Ok(report(lines)),
        Ok(_) => match check_lines(conn, &format!("PRAGMA integrity_check({MAX_PROBLEMS})")) {
            Ok(lines) => return Ok(report(lines)),
            Err(error) if is_damage(&error) => error,
            Err(error) => return Err(error.into()),
        },
        Err(error) if is_damage(&error) => error,
        Err(error) => return Err(error.into()),
    };
    let mut problems = Vec::new();
    let tables: Vec<String> = match check_lines(conn, "SELECT name FROM sqlite_schema WHERE type = 'table'") {
        Ok(tables) => tables,
        Err(_) => return Ok(IntegrityReport { ok: false, problems: vec![error.to_string()] }),
    };
    for table in tables {
        let quoted = table.replace('"', "\"\"");
        match check_lines(conn, &format!("PRAGMA quick_check(\"{quoted}\")")) {
            Ok(lines) if lines == ["ok"] => {}
            Ok(lines) => problems.extend(lines.into_iter().map(|line| format!("table {table}: {line}"))),
            Err(error) => problems.push(format!("table {table}: {error}")),
        }
    }
    if problems.is_empty() {
        problems.push(error.to_string());
    }
    Ok(IntegrityReport { ok: false, problems })
}

/// The lines a check prints. SQLite may list a few problems and then stop with an
/// error where it cannot read on: the lines so far are kept, with the error last.
fn check_lines(conn: &Connection, sql: &str) -> rusqlite::Result<Vec<String>> {
    let mut statement = conn.prepare(sql)?;
    let mut lines = Vec::new();
    for line in statement.query_map([], |row| row.get::<_, String>(0))? {
        match line {
            Ok(line) => lines.push(line),
            Err(error) if !lines.is_empty() && is_damage(&error) => {
                lines.push(error.to_string());
                break;
            }
            Err(error) => return Err(error),
        }
    }
    Ok(lines)
}

fn is_damage(error: &rusqlite::Error) -> bool {
    matches!(error.sqlite_error_code(), Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase))
}

fn report(lines: Vec<String>) -> IntegrityReport {
    if lines == ["ok"] {
        IntegrityReport { ok: true, problems: Vec::new() }
    } else {
        IntegrityReport { ok: false, problems: lines }
    }
}
