//! Everything `tally` prints goes through here. A failed write (a full disk, a
//! closed pipe) is an error with exit code 1 and a message, never a panic; colours
//! are dropped when the output is not a terminal (anstream); and every screen passes
//! the last guard against escape sequences from names and files
//! ([`crate::view::safe::screen`]).

use std::io::Write;

use serde::Serialize;

use crate::failure::{Failure, Outcome};
use crate::view::safe;

/// Prints `text` as it is (it ends its own lines).
///
/// # Errors
/// [`Failure::Output`] when stdout cannot be written.
pub fn print(text: &str) -> Outcome {
    let mut stdout = anstream::stdout();
    stdout.write_all(safe::screen(text).as_bytes())?;
    stdout.flush()?;
    Ok(())
}

/// Prints `text` and a line break.
///
/// # Errors
/// As [`print`].
pub fn line(text: &str) -> Outcome {
    print(&format!("{text}\n"))
}

/// Prints `value` as pretty JSON (serde, with what cannot be seen escaped:
/// [`tally_core::json`]).
///
/// # Errors
/// As [`print`].
pub fn json(value: &impl Serialize) -> Outcome {
    let text = tally_core::json::to_string_pretty(value)
        .map_err(|error| Failure::Output { reason: error.to_string(), recorded: false })?;
    json_text(&text)
}

/// Prints JSON text as it is and a line break, with no guard: text written by
/// [`tally_core::json`], whose text holds nothing that drives a terminal and must
/// reach a script byte for byte.
///
/// # Errors
/// As [`print`].
pub fn json_text(text: &str) -> Outcome {
    let mut stdout = std::io::stdout();
    stdout.write_all(text.as_bytes())?;
    stdout.write_all(b"\n")?;
    stdout.flush()?;
    Ok(())
}

/// Writes a message on stderr; a stderr that cannot be written is ignored (there is
/// nowhere left to say so).
pub fn error(text: &str) {
    let mut stderr = anstream::stderr();
    let _ = writeln!(stderr, "{}", safe::screen(text));
}
