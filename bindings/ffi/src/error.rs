//! The one error the apps catch: the core's error code (an enum), the input it is
//! about, and a message a player can read (`reason`: Kotlin exceptions have a
//! `message` of their own). No panic crosses the boundary: [`guard`] turns one into
//! an `internal` error.

use std::panic::{AssertUnwindSafe, catch_unwind};

use tally_core::{Error, ErrorCode};

/// Why a call was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum TallyError {
    /// The core refused the call.
    #[error("{reason}")]
    Refused {
        /// What kind of refusal.
        code: ErrorCode,
        /// The input it is about (`tiles`, `players[1].followers`, `space`), if any.
        field: Option<String>,
        /// What to tell the player.
        reason: String,
    },
    /// A bug in Tally (a panic was caught); please report it.
    #[error("{reason}")]
    Internal {
        /// What happened.
        reason: String,
    },
}

impl From<Error> for TallyError {
    fn from(error: Error) -> Self {
        TallyError::Refused { code: error.code(), field: error.field().map(str::to_owned), reason: error.to_string() }
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
        Err(TallyError::Internal { reason: message })
    })
}

/// [`guard`] for a call into the core.
pub(crate) fn core<T>(body: impl FnOnce() -> tally_core::Result<T>) -> Result<T, TallyError> {
    guard(|| Ok(body()?))
}
