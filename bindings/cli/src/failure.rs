//! What can make a `tally` command fail, and the exit code each gets: 2 for bad
//! input (the message names what and why), 3 for storage errors, 1 for the rest.

use std::fmt;
use std::process::ExitCode;

/// A failed command.
#[derive(Debug)]
pub enum Failure {
    /// The input was refused; nothing changed.
    BadInput(String),
    /// The database could not be read or written.
    Storage(String),
    /// Anything else (output could not be written...).
    Other(String),
}

impl Failure {
    /// Prints the message on stderr and gives the exit code.
    pub fn report(self) -> ExitCode {
        eprintln!("tally: {self}");
        ExitCode::from(match self {
            Failure::BadInput(_) => 2,
            Failure::Storage(_) => 3,
            Failure::Other(_) => 1,
        })
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::BadInput(message) | Failure::Other(message) => f.write_str(message),
            Failure::Storage(message) => f.write_str(message),
        }
    }
}

impl From<tally_core::Error> for Failure {
    fn from(error: tally_core::Error) -> Self {
        if error.is_storage() { Failure::Storage(error.to_string()) } else { Failure::BadInput(error.to_string()) }
    }
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Self {
        Failure::Other(error.to_string())
    }
}

impl From<serde_json::Error> for Failure {
    fn from(error: serde_json::Error) -> Self {
        Failure::Other(error.to_string())
    }
}

/// `Result` of a command.
pub type Outcome<T = ()> = Result<T, Failure>;
