//! `tally-core`: every Carcassonne scoring rule Tally knows, the scoring track, game
//! sessions and their storage. It knows nothing of UniFFI, Kotlin or Swift; the
//! front-ends (`tally-cli`, `tally-ffi`) convert its types.
//!
//! - [`colour`]: the meeple colours, a player's id in a game;
//! - [`ruleset`]: edition, expansions and components (Part C of the reference),
//!   presets and rule variants.
//! - [`rules`]: scoring of features (Part A 3B, Part B B.1), turn-step events and
//!   end-game items, with their form schemas and breakdowns.
//! - [`track`]: the 50-space scoring track, laps and floors.
//! - [`session`]: a game as an append-only log of commands, folded into the table
//!   (turns, steps, Messages dispatches, Robbers, undo, redo, edit, standings).
//! - [`store`]: SQLite persistence, history, statistics, export and import;
//! - [`statistics`]: what a group's history says, as figures for charts (one
//!   query API over the finished games: filters, pages, records, a rating);
//! - [`fonts`]: the font Tally ships (the share picture, the live table's page);
//! - [`packed`]: files a build script compressed into the binary, inflated;
//! - [`formats`]: games for BG Stats and BoardGameGeek, and a result to share (text,
//!   picture);
//! - [`table`]: the table model every front-end draws from;
//! - [`l10n`]: the language texts are produced in;
//! - [`limits`]: every bound on what Tally accepts (names, players, entries,
//!   import documents);
//! - [`typed_text`]: the characters names and reasons may hold, and how names
//!   compare;
//! - [`json`]: JSON as Tally writes it (serde, with what cannot be seen escaped).
//!
//! Rule ids (`city.cathedral`, `road.witch.incomplete`, ...) are those of
//! `scoring-reference.md` and appear in every breakdown row.

#![warn(clippy::unwrap_used, clippy::expect_used)]

pub mod colour;
pub mod error;
pub mod fonts;
pub mod formats;
pub mod json;
pub mod l10n;
pub mod limits;
pub mod packed;
pub mod rules;
pub mod ruleset;
pub mod session;
pub mod shared_str;
pub mod statistics;
pub mod store;
pub mod table;
pub mod track;
pub mod typed_text;

pub use error::{Error, ErrorCode, Result};

#[cfg(feature = "uniffi")]
mod uniffi_types;

#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!();
pub use ruleset::{Edition, Element, Ruleset, RulesetSpec, Variants};
