//! The table summary a screen draws after every command: players and their figures
//! on the track, whose turn and which step, the phase, the question the game waits
//! on, what can be scored now, which actions are allowed (and why not), the
//! standings, where robbers may stand, and the end-game walkthrough. Its size
//! depends on the players and the ruleset, never on the length of the game; what
//! does not change during a game (names, forms, tiles) is the game's
//! [`TableCatalogue`](super::TableCatalogue), read once.

use serde::Serialize;

use crate::rules::{Step, When};
use crate::session::{Phase, PlayerState, Prompt};

use super::items::{Scorable, Walkthrough};

/// Whether an action is allowed now, and why not (for an action of this phase of the
/// game: an action of the turns says nothing during the end-game scoring).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Action {
    /// It can be done now.
    pub allowed: bool,
    /// Why not, in the player's words, when it cannot.
    pub why_not: Option<String>,
}

impl Action {
    pub(crate) fn from_result<T>(result: crate::Result<T>) -> Action {
        match result {
            Ok(_) => Action { allowed: true, why_not: None },
            Err(error) => Action { allowed: false, why_not: Some(error.to_string()) },
        }
    }
}

/// The game's actions, each allowed or not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Actions {
    /// Take back the last entry.
    pub undo: Action,
    /// Do again what was taken back.
    pub redo: Action,
    /// Score features or record events (see [`super::Scorable`]).
    pub score: Action,
    /// End the active player's turn.
    pub end_turn: Action,
    /// The builder's second part of the turn.
    pub second_part: Action,
    /// Begin the end-game scoring.
    pub start_end_game: Action,
    /// Final standings.
    pub finish: Action,
    /// Back to the end-game scoring of a finished game.
    pub reopen: Action,
    /// Place (or move) a robber.
    pub place_robber: Action,
    /// Correct a score by hand.
    pub correct: Action,
    /// Edit or delete a past entry.
    pub edit: Action,
}

/// Where one player's robber may be placed now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RobberPlacement {
    /// The robber's owner.
    pub owner: String,
    /// Its space now, if it is on the track.
    pub current: Option<u32>,
    /// The spaces holding another player's scoring figure, in track order.
    pub spaces: Vec<u32>,
}

/// What the mini-expansions put on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TableFlags {
    /// Messages: two scoring figures each, dark dispatch spaces.
    pub messages: bool,
    /// The dark dispatch spaces of the track (Messages), empty without Messages.
    pub dark_spaces: Vec<u32>,
    /// Robbers on the track.
    pub robbers: bool,
    /// The builder's double turns.
    pub builder: bool,
}

/// A player's place in the standings (their name, score and points by category are
/// in the summary's players).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Placing {
    /// 1 for the leader(s); tied players share a rank.
    pub rank: u32,
    /// The player's id.
    pub player: String,
    /// Their score.
    pub score: i64,
}

/// Everything a game screen draws, after any command.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TableSummary {
    /// Players in turn order, with their figures and robbers.
    pub players: Vec<PlayerState>,
    /// Turn number, from 1.
    pub turn: u32,
    /// 1, or 2 in the second part of a builder double turn.
    pub turn_part: u32,
    /// The active player's id.
    pub active: String,
    /// The current turn step (its name is the catalogue's).
    pub step: Step,
    /// Playing, end-game scoring or finished.
    pub phase: Phase,
    /// How a feature scored now counts: completed, or incomplete at the end.
    pub moment: When,
    /// The question the game waits on (a dispatch: its tiles are the catalogue's).
    pub pending: Option<Prompt>,
    /// What can be scored or recorded now.
    pub scorable: Scorable,
    /// What may be done now.
    pub actions: Actions,
    /// The standings as they stand (final once finished), best first.
    pub standings: Vec<Placing>,
    /// Where each robber may be placed, when robbers may be placed now.
    pub robber_placements: Vec<RobberPlacement>,
    /// The end-game walkthrough, once the end-game scoring has begun.
    pub walkthrough: Option<Walkthrough>,
    /// What the mini-expansions put on the table.
    pub flags: TableFlags,
    /// Entries in the effective log.
    pub log_length: u64,
    /// The number of the last stored entry (undo, edit and delete included).
    pub last_seq: u64,
}
