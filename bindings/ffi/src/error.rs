//! The one error type the apps see. Each variant carries the fields an app needs to
//! point at the problem (which input, which player, which entry), the core's error
//! `code`, and a `reason` a player can read (`reason`, not `message`: Kotlin
//! exceptions have a `message` of their own). No panic
//! crosses the boundary: [`guard`] turns one into [`TallyError::Internal`].

use std::panic::{AssertUnwindSafe, catch_unwind};

use tally_core::Error;

/// Why a call was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum TallyError {
    /// An input is missing, of the wrong kind, out of range or not in play.
    #[error("{reason}")]
    InvalidInput {
        /// The input (`tiles`, `players[1].followers`, `space`...).
        field: String,
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// An edition, expansion, preset, feature or event key that does not exist.
    #[error("{reason}")]
    UnknownKey {
        /// The key given.
        key: String,
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// The item exists but cannot be scored now or under this ruleset.
    #[error("{reason}")]
    NotAvailable {
        /// Feature or event key.
        item: String,
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// A player who is not in the game (or named twice, or none at all).
    #[error("{reason}")]
    UnknownPlayer {
        /// The player id given.
        player: String,
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// The game cannot do this now (a prompt is pending, the game is finished...).
    #[error("{reason}")]
    InvalidCommand {
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// Undo or redo with nothing to take back or do again.
    #[error("{reason}")]
    NothingToChange {
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// An entry of the log that does not exist, or whose change would make a later
    /// entry invalid.
    #[error("{reason}")]
    EntryRefused {
        /// The entry given.
        seq: u64,
        /// The later entry that would become invalid (0 if none).
        invalid: u64,
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// A loss the player cannot afford (the tower ransom).
    #[error("{reason}")]
    WouldGoNegative {
        /// The player.
        player: String,
        /// The points (negative).
        points: i64,
        /// The player's score.
        score: i64,
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// The database could not be used (not a Tally database, newer, corrupt, full).
    #[error("{reason}")]
    Storage {
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// An export document that cannot be imported.
    #[error("{reason}")]
    InvalidImport {
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// A game or roster player id that is not in the store.
    #[error("{reason}")]
    NotFound {
        /// The id given.
        id: i64,
        /// The core's error code (`invalid_input`, `nothing_to_redo`...).
        code: String,
        /// What to tell the player.
        reason: String,
    },
    /// A bug in Tally; please report it.
    #[error("{reason}")]
    Internal {
        /// The core's error code (`internal`).
        code: String,
        /// What happened.
        reason: String,
    },
}

impl From<Error> for TallyError {
    fn from(error: Error) -> Self {
        let reason = error.to_string();
        let code = error.code().to_owned();
        match error {
            Error::UnknownEdition { key }
            | Error::UnknownExpansion { key }
            | Error::UnknownPreset { key }
            | Error::UnknownFeature { key }
            | Error::UnknownEvent { key } => TallyError::UnknownKey { key, code, reason },
            Error::NotAvailable { item, .. } => TallyError::NotAvailable { item, code, reason },
            Error::UnknownInput { field, .. }
            | Error::InputNotEnabled { field, .. }
            | Error::InvalidInput { field, .. } => TallyError::InvalidInput { field, code, reason },
            Error::InvalidRequest { .. } => TallyError::InvalidInput { field: String::new(), code, reason },
            Error::NoPlayers => TallyError::UnknownPlayer { player: String::new(), code, reason },
            Error::UnknownPlayer { player } | Error::DuplicatePlayer { player } => {
                TallyError::UnknownPlayer { player, code, reason }
            }
            Error::InvalidCommand { .. } => TallyError::InvalidCommand { code, reason },
            Error::NothingToUndo | Error::NothingToRedo => TallyError::NothingToChange { code, reason },
            Error::UnknownEntry { seq } => TallyError::EntryRefused { seq, invalid: 0, code, reason },
            Error::EditRefused { seq, invalid, .. } => TallyError::EntryRefused { seq, invalid, code, reason },
            Error::WouldGoNegative { player, points, score } => {
                TallyError::WouldGoNegative { player, points, score, code, reason }
            }
            Error::Storage { .. }
            | Error::NotATallyDatabase { .. }
            | Error::DamagedDatabase { .. }
            | Error::SchemaTooNew { .. }
            | Error::ReadOnlyDatabase { .. } => TallyError::Storage { code, reason },
            Error::TooLarge { .. } => TallyError::InvalidCommand { code, reason },
            Error::InvalidImport { .. } => TallyError::InvalidImport { code, reason },
            Error::UnknownGame { id } | Error::UnknownRosterPlayer { id } => TallyError::NotFound { id, code, reason },
        }
    }
}

impl TallyError {
    /// A bug on this side of the boundary.
    pub(crate) fn internal(reason: impl Into<String>) -> TallyError {
        TallyError::Internal { code: "internal".to_owned(), reason: reason.into() }
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
        Err(TallyError::internal(format!("internal error: {message}")))
    })
}
