//! What can make a `tally` command fail, the exit code each gets, and the message
//! in the player's words: 2 for bad input (the message names what and why; nothing
//! changed), 3 for storage errors, 1 for the rest (the output could not be written).

use std::fmt;
use std::process::ExitCode;

use tally_core::l10n::Message;
use tally_core::{Error, ErrorCode};

use crate::view::safe;

/// A failed command.
#[derive(Debug)]
pub enum Failure {
    /// The core refused the command (or the database failed).
    Refused(Error),
    /// The command line could not read what was typed; nothing changed.
    BadInput(String),
    /// The player answered a question with no: nothing was recorded.
    Cancelled,
    /// The output could not be written (a full disk, a closed pipe).
    Output {
        /// What the system said.
        reason: String,
        /// The command was recorded before its output failed.
        recorded: bool,
    },
}

impl Failure {
    /// A refusal of the command line's own.
    pub fn bad(message: impl Into<String>) -> Failure {
        Failure::BadInput(message.into())
    }

    /// The core's code of a refusal, if the core refused.
    pub fn code(&self) -> Option<ErrorCode> {
        match self {
            Failure::Refused(error) => Some(error.code()),
            _ => None,
        }
    }

    /// The same failure, for an output that failed after the command was recorded.
    pub fn after_recording(self) -> Failure {
        match self {
            Failure::Output { reason, .. } => Failure::Output { reason, recorded: true },
            other => other,
        }
    }

    /// The exit code.
    pub fn exit_code(&self) -> u8 {
        match self {
            Failure::Refused(error) if error.is_storage() => 3,
            Failure::Refused(_) | Failure::BadInput(_) | Failure::Cancelled => 2,
            Failure::Output { .. } => 1,
        }
    }

    /// Prints the message on stderr and gives the exit code.
    pub fn report(self) -> ExitCode {
        crate::out::error(&format!("tally: {self}"));
        ExitCode::from(self.exit_code())
    }

    /// What a script reads of a failure (`--json`): the core's error code (or the
    /// command line's own: `bad_input`, `cancelled`, `output`), the exit code and
    /// the message.
    pub fn to_json(&self) -> serde_json::Value {
        let code = match self {
            Failure::Refused(error) => error.code().as_str(),
            Failure::BadInput(_) => "bad_input",
            Failure::Cancelled => "cancelled",
            Failure::Output { .. } => "output",
        };
        serde_json::json!({"error": {"code": code, "exit": self.exit_code(), "message": self.to_string()}})
    }

    /// For `--json`: the failure as JSON on stdout (see [`Failure::to_json`]), the
    /// message on stderr as always, and the exit code.
    pub fn report_as_json(self) -> ExitCode {
        let _ = crate::out::json(&self.to_json());
        self.report()
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = match self {
            Failure::Refused(error) => in_player_words(error),
            Failure::BadInput(message) => message.clone(),
            Failure::Cancelled => say!("cli-failure-cancelled"),
            Failure::Output { reason, recorded: true } => say!("cli-failure-output-recorded", reason = reason),
            Failure::Output { reason, recorded: false } => say!("cli-failure-output", reason = reason),
        };
        f.write_str(&safe::safe(&message))
    }
}

/// The core's message, with what the command line adds: how to confirm a scoring
/// that gives nobody points (the core's message with the command line's hint), and
/// JSON types named as players know them rather than as the program's structures
/// (in English, as the JSON parser's own words around them).
fn in_player_words(error: &Error) -> String {
    match error {
        Error::NobodyScores { item, .. } => {
            tally_core::msg!("error-nobody_scores", item = item, hint = Message::verbatim(say!("cli-hint-nobody-word")))
                .text()
        }
        Error::InvalidRequest { .. } | Error::InvalidImport { .. } => without_type_names(&error.to_string()),
        _ => error.to_string(),
    }
}

/// serde's "expected struct FeatureRequest", "expected u8"... in plain words.
fn without_type_names(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(at) = rest.find("expected ") {
        let (before, after) = rest.split_at(at + "expected ".len());
        out.push_str(before);
        let word_end = after.find([' ', ',']).unwrap_or(after.len());
        let (first, tail) = after.split_at(word_end);
        let (plain, consumed) = match first {
            "struct" | "map" => {
                // "struct Name" is two words.
                let skip = if first == "struct" {
                    tail.trim_start().find([' ', ',']).map_or(tail.len(), |end| end + 1)
                } else {
                    0
                };
                ("a JSON object", word_end + skip)
            }
            "u8" | "u16" | "u32" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64" | "isize" => {
                ("a whole number in range", word_end)
            }
            "f32" | "f64" => ("a number", word_end),
            "sequence" => ("a list", word_end),
            "a" if tail.starts_with(" sequence") => ("a list", word_end + " sequence".len()),
            "a" if tail.starts_with(" map") => ("a JSON object", word_end + " map".len()),
            "enum" => {
                let skip = tail.trim_start().find([' ', ',']).map_or(tail.len(), |end| end + 1);
                ("one of the known values", word_end + skip)
            }
            _ => ("", 0),
        };
        out.push_str(plain);
        rest = &after[consumed..];
    }
    out.push_str(rest);
    out
}

impl From<Error> for Failure {
    fn from(error: Error) -> Self {
        Failure::Refused(error)
    }
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Self {
        Failure::Output { reason: error.to_string(), recorded: false }
    }
}

/// `Result` of a command.
pub type Outcome<T = ()> = Result<T, Failure>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_types_are_named_as_players_know_them() {
        assert_eq!(
            without_type_names("invalid type: string \"x\", expected struct FeatureRequest at line 1 column 3"),
            "invalid type: string \"x\", expected a JSON object at line 1 column 3"
        );
        assert_eq!(
            without_type_names("invalid value: integer `300`, expected u8 at line 1 column 9"),
            "invalid value: integer `300`, expected a whole number in range at line 1 column 9"
        );
        assert_eq!(without_type_names("missing field `players`"), "missing field `players`");
        assert_eq!(
            without_type_names("invalid type: string \"x\", expected a sequence at line 1 column 60"),
            "invalid type: string \"x\", expected a list at line 1 column 60"
        );
        assert_eq!(without_type_names("invalid type: map, expected a string"), "invalid type: map, expected a string");
    }
}
