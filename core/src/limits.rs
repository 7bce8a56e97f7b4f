//! Every bound on what Tally accepts, in one place (`docs/performance.md`,
//! "Reliability", lists them with the reason for each). Beyond a bound the input is
//! refused with a typed error — [`Error::TooLarge`](crate::Error::TooLarge), or
//! [`Error::InvalidInput`](crate::Error::InvalidInput) naming the field — and
//! nothing changes. The bounds are far above a real game (72 tiles, a few hundred
//! entries) and keep memory and time linear and small on a phone.

pub use crate::session::MAX_CORRECTION;
pub use crate::session::setup::{MAX_PLAYERS, MIN_PLAYERS};

/// Longest player name, in characters (after trimming).
pub const MAX_NAME_CHARS: usize = 40;

/// Entries (commands, undo, redo, edits...) one game may hold before the store
/// refuses what would make it longer. A real game has a few hundred.
pub const MAX_ENTRIES_PER_GAME: usize = 10_000;

/// Entries a game at [`MAX_ENTRIES_PER_GAME`] may still take to shorten or close
/// its log — undo, redo, deleting an entry, answering the question the game waits
/// on, starting the end-game scoring, finishing — so that a game at the limit is
/// never stuck (`store::games::entry_limit_allows`). Past them the end-game
/// scoring can still start and the game finish, once each.
pub const WAY_OUT_ENTRIES: usize = 100;

/// The most entries a stored game can hold: the limit, the way out, the start of
/// the end-game scoring and the finish. An import refuses a longer game.
pub const MAX_STORED_ENTRIES_PER_GAME: usize = MAX_ENTRIES_PER_GAME + WAY_OUT_ENTRIES + 2;

/// Size of an import document, in bytes. Checked before the document is parsed,
/// so that memory stays bounded (parsing takes a few times the document's size).
/// An export of about 2,300 games of 100 entries, or 780 of 300, fits; a larger
/// history is exported in parts (`tally export ID...`).
pub const MAX_IMPORT_BYTES: usize = 64 * 1024 * 1024;

/// Size of a kept scoring draft (`ScoringDraft::from_json`), in bytes: a round of
/// the most items with every value given is a few kilobytes.
pub const MAX_DRAFT_BYTES: usize = 64 * 1024;

/// Players one scoring request may name: the most a game seats.
pub const MAX_REQUEST_PLAYERS: usize = MAX_PLAYERS;

/// Largest current total (either way) a `tally event` request may give in
/// `scores`: far beyond any game, small enough that no sum of points overflows.
pub const MAX_SCORE: i64 = 1_000_000_000;
