//! A game session: setup, the command log, and the table folded from it.
//!
//! - [`setup`]: players, colours, ruleset;
//! - [`command`]: what front-ends ask (score, robber, dispatch, correct, undo...);
//! - [`game`]: the log and the two-step prepare / commit of each command;
//! - [`state`]: the snapshot the apps draw;
//! - `fold`: the rules of the table (turns, steps, the track, floors);
//! - `events`: recording turn-step events and end-game items;
//! - `robbers`, `dispatch`: the Robbers and Messages mini-expansions;
//! - [`standings`](mod@standings): final ranking and points by category;
//! - `legacy`: filling the former defaults into commands of event format 1
//!   ([`Command::with_legacy_defaults`]).

pub mod command;
mod dispatch;
mod events;
mod fold;
pub mod game;
mod legacy;
mod robbers;
pub mod setup;
pub mod standings;
pub mod state;

pub use command::{Command, DispatchChoice, EventRecording, FeatureScoring, FigureChoices, MAX_CORRECTION};
pub use game::{Entry, Game, Prepared};
pub use setup::{Colour, GameSetup, PlayerSetup};
pub use standings::{Standing, standings};
pub use state::{
    AppliedAward, FigureState, GameState, LogItem, Phase, PlayerState, Prompt, RobberCandidate, TableState,
};
