//! The one error type the apps see. Each variant carries the fields an app needs to
//! point at the problem (which input, which player, which entry) and a `message` a
//! player can read. No panic crosses the boundary: [`guard`] turns one into
//! [`TallyError::Internal`].

use std::panic::{AssertUnwindSafe, catch_unwind};

use tally_core::Error;

/// Why a call was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum TallyError {
    /// An input is missing, of the wrong kind, out of range or not in play.
    #[error("{message}")]
    InvalidInput {
        /// The input (`tiles`, `players[1].followers`, `space`...).
        field: String,
        /// What to tell the player.
        message: String,
    },
    /// An edition, expansion, preset, feature or event key that does not exist.
    #[error("{message}")]
    UnknownKey {
        /// The key given.
        key: String,
        /// What to tell the player.
        message: String,
    },
    /// The item exists but cannot be scored now or under this ruleset.
    #[error("{message}")]
    NotAvailable {
        /// Feature or event key.
        item: String,
        /// What to tell the player.
        message: String,
    },
    /// A player who is not in the game (or named twice, or none at all).
    #[error("{message}")]
    UnknownPlayer {
        /// The player id given.
        player: String,
        /// What to tell the player.
        message: String,
    },
    /// The game cannot do this now (a prompt is pending, the game is finished...).
    #[error("{message}")]
    InvalidCommand {
        /// What to tell the player.
        message: String,
    },
    /// Undo or redo with nothing to take back or do again.
    #[error("{message}")]
    NothingToChange {
        /// What to tell the player.
        message: String,
    },
    /// An entry of the log that does not exist, or whose change would make a later
    /// entry invalid.
    #[error("{message}")]
    EntryRefused {
        /// The entry given.
        seq: u64,
        /// The later entry that would become invalid (0 if none).
        invalid: u64,
        /// What to tell the player.
        message: String,
    },
    /// A loss the player cannot afford (the tower ransom).
    #[error("{message}")]
    WouldGoNegative {
        /// The player.
        player: String,
        /// The points (negative).
        points: i64,
        /// The player's score.
        score: i64,
        /// What to tell the player.
        message: String,
    },
    /// The database could not be used (not a Tally database, newer, corrupt, full).
    #[error("{message}")]
    Storage {
        /// What to tell the player.
        message: String,
    },
    /// An export document that cannot be imported.
    #[error("{message}")]
    InvalidImport {
        /// What to tell the player.
        message: String,
    },
    /// A game or roster player id that is not in the store.
    #[error("{message}")]
    NotFound {
        /// The id given.
        id: i64,
        /// What to tell the player.
        message: String,
    },
    /// A bug in Tally; please report it.
    #[error("{message}")]
    Internal {
        /// What happened.
        message: String,
    },
}

impl From<Error> for TallyError {
    fn from(error: Error) -> Self {
        let message = error.to_string();
        match error {
            Error::UnknownEdition { key }
            | Error::UnknownExpansion { key }
            | Error::UnknownPreset { key }
            | Error::UnknownFeature { key }
            | Error::UnknownEvent { key } => TallyError::UnknownKey { key, message },
            Error::NotAvailable { item, .. } => TallyError::NotAvailable { item, message },
            Error::UnknownInput { field, .. }
            | Error::InputNotEnabled { field, .. }
            | Error::InvalidInput { field, .. } => TallyError::InvalidInput { field, message },
            Error::InvalidRequest { .. } => TallyError::InvalidInput { field: String::new(), message },
            Error::NoPlayers => TallyError::UnknownPlayer { player: String::new(), message },
            Error::UnknownPlayer { player } | Error::DuplicatePlayer { player } => {
                TallyError::UnknownPlayer { player, message }
            }
            Error::InvalidCommand { .. } => TallyError::InvalidCommand { message },
            Error::NothingToUndo | Error::NothingToRedo => TallyError::NothingToChange { message },
            Error::UnknownEntry { seq } => TallyError::EntryRefused { seq, invalid: 0, message },
            Error::EditRefused { seq, invalid, .. } => TallyError::EntryRefused { seq, invalid, message },
            Error::WouldGoNegative { player, points, score } => {
                TallyError::WouldGoNegative { player, points, score, message }
            }
            Error::Storage { .. } | Error::NotATallyDatabase { .. } | Error::SchemaTooNew { .. } => {
                TallyError::Storage { message }
            }
            Error::InvalidImport { .. } => TallyError::InvalidImport { message },
            Error::UnknownGame { id } | Error::UnknownRosterPlayer { id } => TallyError::NotFound { id, message },
        }
    }
}

/// Runs `body`, turning a panic into [`TallyError::Internal`].
pub(crate) fn guard<T>(body: impl FnOnce() -> Result<T, TallyError>) -> Result<T, TallyError> {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or_else(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|text| (*text).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_owned());
        Err(TallyError::Internal { message: format!("internal error: {message}") })
    })
}
