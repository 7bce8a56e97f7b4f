//! `tally-ffi`: the only door from the Android and iOS apps to the Rust core. The
//! core's own types cross as they are (its `uniffi` feature derives them); this
//! crate adds the objects the apps hold, the listener, and the error they catch.
//! No rule lives here.
//!
//! - [`catalogue`]: free functions for the new-game screen and rule lookups
//!   (editions, expansions, presets, variants, colours, steps, forms of a ruleset);
//! - [`store`]: the [`TallyStore`] object (open, new game, resume, history,
//!   statistics and the charts' figures, roster, export, import, BG Stats,
//!   BoardGameGeek, a result to share as text or picture);
//! - [`session`]: the [`GameSession`] object: the table model of one game, its
//!   commands (each returns an [`Update`](tally_core::table::Update)), previews,
//!   the log in pages;
//! - [`listener`]: the [`GameListener`] apps implement and the handle that removes
//!   one;
//! - `hosting`: the `TableHost` that serves a game's live table to the other
//!   phones (started from `TallyStore::host_table`; the `live-table` feature);
//! - `joining`: the `JoinedTable` that follows, and with a scorer link scores, a
//!   table another phone hosts, and keeps the finished game (started from
//!   `TallyStore::join_table`; the `live-table` feature);
//! - [`texts`]: the apps' own texts (`locales/<language>/app.ftl`), rendered in the
//!   language in use;
//! - [`error`]: [`TallyError`], and the guard that keeps panics on this side.
//!
//! Everything is thread-safe: the store sits behind a mutex shared by its sessions.
//!
//! Two features, both on by default, carry most of the library's weight
//! (docs/performance.md, "The library's size"): `live-table` (the host: tokio, hyper
//! and axum, the QR codes) and `share-picture` (the PNG of a result, with
//! ab_glyph_rasterizer, rustybuzz and unicode-bidi).

pub mod catalogue;
pub mod error;
#[cfg(feature = "live-table")]
pub mod hosting;
#[cfg(feature = "live-table")]
pub mod joining;
pub mod listener;
pub mod session;
pub mod store;
pub mod texts;

pub use error::TallyError;
#[cfg(feature = "live-table")]
pub use hosting::{HostLink, LinkFollowing, LinkQrCode, TableFollowing, TableHost};
#[cfg(feature = "live-table")]
pub use joining::{JoinedStatus, JoinedStatusListener, JoinedTable, JoinedWrite};
pub use listener::{GameListener, ListenerHandle};
pub use session::GameSession;
pub use store::TallyStore;

uniffi::setup_scaffolding!();

/// Locks a mutex, recovering it if a panic poisoned it (the data are replaced on
/// every successful command, never left half-written).
pub(crate) fn lock<T>(mutex: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
