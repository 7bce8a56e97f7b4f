//! What a front-end asks a game to do. Every accepted command becomes one entry of
//! the game's log; `Undo`, `Redo`, `Edit` and `Delete` are entries too, so the log
//! is append-only and replaying it always gives the same game.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::rules::{Inputs, PlayerInputs, Step, When};

/// Which scoring figure takes each player's points (Messages: 0 or 1), by player id.
pub type FigureChoices = BTreeMap<String, usize>;

/// Scoring one feature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeatureScoring {
    /// Feature key.
    pub feature: String,
    /// Completed during the game, or incomplete at the end.
    #[serde(default)]
    pub when: When,
    /// Feature inputs.
    #[serde(default)]
    pub inputs: Inputs,
    /// Per-player inputs; players left out have none.
    #[serde(default)]
    pub players: Vec<PlayerInputs>,
    /// Which figure moves for whom (default: see the session).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub figures: FigureChoices,
    /// The turn step; inferred from `when` if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Step>,
}

/// Recording a turn-step event or an end-game item.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventRecording {
    /// Event key.
    pub event: String,
    /// Event inputs.
    #[serde(default)]
    pub inputs: Inputs,
    /// Per-player inputs; players left out have none.
    #[serde(default)]
    pub players: Vec<PlayerInputs>,
    /// Which figure moves for whom.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub figures: FigureChoices,
    /// The turn step; required only where the event belongs to several.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Step>,
}

/// What the player does with a dispatch (reference 0.3.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "tile", rename_all = "snake_case", deny_unknown_fields)]
pub enum DispatchChoice {
    /// Take 2 points instead of the tile's effect.
    TwoPoints,
    /// Score the player's lowest-scoring road as at the end, without majority.
    SmallestRoad {
        /// The road's inputs.
        #[serde(default)]
        inputs: Inputs,
    },
    /// Score the player's lowest-scoring city as at the end, without majority.
    SmallestCity {
        /// The city's inputs.
        #[serde(default)]
        inputs: Inputs,
    },
    /// Score the player's lowest-scoring cloister as at the end, without majority.
    SmallestCloister {
        /// The cloister's inputs.
        #[serde(default)]
        inputs: Inputs,
    },
    /// 2 points per coat of arms in cities with the player's meeples.
    CoatsOfArms {
        /// Coats of arms counted.
        count: i64,
    },
    /// 2 points per knight of the player.
    Knights {
        /// Knights counted.
        count: i64,
    },
    /// 2 points per farmer of the player.
    Farmers {
        /// Farmers counted.
        count: i64,
    },
    /// Place an extra land tile: no points for the action itself.
    ExtraTile,
    /// Score one of the player's meeples as at the end, with majority.
    ScoreMeeple {
        /// Feature key.
        feature: String,
        /// Feature inputs.
        #[serde(default)]
        inputs: Inputs,
        /// Per-player inputs (the majority is applied).
        #[serde(default)]
        players: Vec<PlayerInputs>,
    },
}

/// The largest correction, either way: more than a whole game's points would be a
/// typing slip, and unbounded numbers would overflow the track.
pub const MAX_CORRECTION: i64 = 1_000;

/// A command to a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    /// Score a feature.
    ScoreFeature(FeatureScoring),
    /// Record a turn-step event or an end-game item.
    RecordEvent(EventRecording),
    /// Put `owner`'s robber on a track space holding another player's figure.
    PlaceRobber {
        /// The robber's player.
        owner: String,
        /// Track space 0-49.
        space: u8,
    },
    /// The robber's owner picks whose points to steal when several figures on its
    /// space scored in the same round.
    ChooseRobberVictim {
        /// The player robbed.
        victim: String,
    },
    /// Resolve the pending dispatch.
    ResolveDispatch {
        /// 2 points or a tile's effect.
        choice: DispatchChoice,
        /// Which figure moves (Messages).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        figure: Option<usize>,
    },
    /// Add or take points by hand, with a reason.
    Correct {
        /// The player.
        player: String,
        /// Points (negative to take), at most [`MAX_CORRECTION`] either way.
        points: i64,
        /// Why.
        reason: String,
        /// Which figure moves (Messages).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        figure: Option<usize>,
    },
    /// The active player's turn ends; the next player begins.
    EndTurn,
    /// The builder grants the active player the second part of a double turn.
    SecondPart,
    /// The last tile is placed: the end-game scoring begins.
    StartEndGame,
    /// Final standings; the robbers still on the track score.
    Finish,
    /// Back to the end-game scoring of a finished game.
    Reopen,
    /// Take back the last command.
    Undo,
    /// Do again what was last taken back.
    Redo,
    /// Replace a past command; everything after it is replayed.
    Edit {
        /// The entry replaced.
        seq: u64,
        /// Its new command.
        command: Box<Command>,
    },
    /// Remove a past command; everything after it is replayed.
    Delete {
        /// The entry removed.
        seq: u64,
    },
}

impl Command {
    /// Whether the command changes the log itself rather than the game.
    pub fn is_meta(&self) -> bool {
        matches!(self, Command::Undo | Command::Redo | Command::Edit { .. } | Command::Delete { .. })
    }

    /// A short name of the command kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Command::ScoreFeature(_) => "score_feature",
            Command::RecordEvent(_) => "record_event",
            Command::PlaceRobber { .. } => "place_robber",
            Command::ChooseRobberVictim { .. } => "choose_robber_victim",
            Command::ResolveDispatch { .. } => "resolve_dispatch",
            Command::Correct { .. } => "correct",
            Command::EndTurn => "end_turn",
            Command::SecondPart => "second_part",
            Command::StartEndGame => "start_end_game",
            Command::Finish => "finish",
            Command::Reopen => "reopen",
            Command::Undo => "undo",
            Command::Redo => "redo",
            Command::Edit { .. } => "edit",
            Command::Delete { .. } => "delete",
        }
    }
}
