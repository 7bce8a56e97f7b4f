//! A game session: setup, the command log, and the table folded from it.
//!
//! - [`setup`]: players, colours, ruleset;
//! - [`command`]: what front-ends ask (score a round, robber, dispatch, correct,
//!   undo...);
//! - [`game`]: the log, the two-step prepare / commit of each command, previews;
//! - [`state`]: the table as the fold leaves it;
//! - `fold`: the moves of the game (turns, end-game scoring, finish, corrections);
//! - `round`: scoring rounds: each item scored and its awards moved;
//! - `score_memo`: the features' scores a thread computed, reused by a replay;
//! - `settle`: what a round settles once its items moved: robbers, then a dispatch
//!   (`settling`: what it keeps while a question waits);
//! - `robbers`: the Robbers on the table (where they stand, whom they rob);
//! - `figures`: which figure takes a receiver's points and moving it;
//! - `checks`: what every move checks first (phase, pending question, players);
//! - `events`: what the table asks of an event (moment, step, limits, active player);
//! - `tallies`: how often events were recorded;
//!
//! Each module uses only those listed after it (and `state`, `setup`, `command`):
//! `fold` → `round` → `settle` → `robbers` → `figures` → `checks`.
//! - [`standings`](mod@standings): final ranking and points by category.
//! - `legacy`: filling the former defaults into commands of event format 1
//!   ([`Command::with_legacy_defaults`]).

mod checks;
pub mod command;
mod events;
mod figures;
mod fold;
pub mod game;
mod legacy;
mod robbers;
mod round;
mod score_memo;
mod settle;
mod settling;
pub mod setup;
pub mod standings;
pub mod state;
mod tallies;

pub use command::{
    Command, DispatchChoice, EventRecording, FeatureScoring, FigureChoices, MAX_CORRECTION, MAX_ROUND_ITEMS,
    RecordedScoring, RoundItem, ScoringRound,
};
pub use game::{Entry, Game, LogChange, Prepared};
pub use robbers::placeable_spaces;
pub use setup::{Colour, GameSetup, PlayerSetup};
pub use standings::{Standing, standings};
pub use state::{
    AppliedAward, CategoryPoints, CategoryTotals, EntryEdit, FigureState, Figures, GameState, LogItem, Phase,
    PlayerState, Prompt, RobberCandidate, TableState,
};

pub(crate) use checks::{moment_of, require_no_prompt};
pub(crate) use robbers::placing_refused;
