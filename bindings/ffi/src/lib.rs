//! `tally-ffi`: the only door from the Android and iOS apps to the Rust core.
//! It converts the core's types into UniFFI records, enums and errors; no rule
//! lives here.
//!
//! - [`catalog`]: free functions over the rules (editions, expansions, presets,
//!   variants, features, events, form schemas);
//! - [`store`]: the [`TallyStore`] object (open, new game, resume, history,
//!   statistics, roster, export, import);
//! - [`session`]: the [`GameSession`] object (state, previews, scoring, robbers,
//!   dispatches, corrections, undo/redo/edit/delete, end of the game) and the
//!   [`GameListener`] the apps implement;
//! - `rules_types`, `game_types`, `review_types`: the records and their conversions;
//! - [`error`]: [`TallyError`], and the guard that keeps panics on this side.
//!
//! Everything is thread-safe: the store sits behind a mutex shared by its sessions.

pub mod catalog;
pub mod error;
mod game_types;
mod review_types;
mod rules_types;
pub mod session;
pub mod store;

pub use catalog::*;
pub use error::TallyError;
pub use game_types::*;
pub use review_types::*;
pub use rules_types::*;
pub use session::{GameListener, GameSession};
pub use store::TallyStore;

uniffi::setup_scaffolding!();

/// Locks a mutex, recovering it if a panic poisoned it (the data are replaced on
/// every successful command, never left half-written).
pub(crate) fn lock<T>(mutex: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
