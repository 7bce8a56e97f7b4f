//! `tally-core`: every Carcassonne scoring rule Tally knows, the scoring track, game
//! sessions and their storage. It knows nothing of UniFFI, Kotlin or Swift; the
//! front-ends (`tally-cli`, `tally-ffi`) convert its types.
//!
//! - [`ruleset`]: edition, expansions and components (Part C of the reference),
//!   presets and rule variants.
//! - [`rules`]: scoring of features (Part A 3B, Part B B.1) with their form schemas
//!   and breakdowns.
//!
//! Rule ids (`city.cathedral`, `road.witch.incomplete`, ...) are those of
//! `scoring-reference.md` and appear in every breakdown row.

pub mod error;
pub mod rules;
pub mod ruleset;
pub mod session;
pub mod track;

pub use error::{Error, Result};
pub use ruleset::{Edition, Element, Ruleset, RulesetSpec, Variants};
