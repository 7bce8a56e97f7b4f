//! Records and enums of a game: what the apps send (scorings, dispatch choices,
//! commands) and the state they draw, converted from and to the core's session
//! types.

use std::collections::BTreeMap;

use tally_core::rules::When;
use tally_core::session as core;
use tally_core::track;

use crate::rules_types::{
    Category, CategoryPoints, Floor, NamedInput, PlayerInput, Row, Step, category_points, core_inputs, core_players,
    named_inputs, player_inputs,
};

/// A meeple colour; a player's id in a game is its colour's key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
#[allow(missing_docs)]
pub enum Colour {
    Red,
    Yellow,
    Green,
    Blue,
    Black,
    Grey,
    Pink,
    Purple,
    Orange,
    White,
}

macro_rules! colour_map {
    ($($name:ident),*) => {
        impl From<core::Colour> for Colour {
            fn from(colour: core::Colour) -> Self {
                match colour { $(core::Colour::$name => Colour::$name),* }
            }
        }
        impl From<Colour> for core::Colour {
            fn from(colour: Colour) -> Self {
                match colour { $(Colour::$name => core::Colour::$name),* }
            }
        }
    };
}

colour_map!(Red, Yellow, Green, Blue, Black, Grey, Pink, Purple, Orange, White);

/// A colour with its key and RGB value, for pickers.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColourInfo {
    /// The colour.
    pub colour: Colour,
    /// Its key (the player id in a game).
    pub key: String,
    /// 0xRRGGBB.
    pub rgb: u32,
}

impl From<core::Colour> for ColourInfo {
    fn from(colour: core::Colour) -> Self {
        ColourInfo { colour: colour.into(), key: colour.key().to_owned(), rgb: colour.rgb() }
    }
}

/// Which scoring figure takes a player's points (Messages: 0 or 1).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FigureChoice {
    /// Player id.
    pub player: String,
    /// Figure index.
    pub figure: u32,
}

fn figure_map(figures: &[FigureChoice]) -> BTreeMap<String, usize> {
    figures.iter().map(|choice| (choice.player.clone(), choice.figure as usize)).collect()
}

fn figure_choices(figures: &BTreeMap<String, usize>) -> Vec<FigureChoice> {
    figures
        .iter()
        .map(|(player, figure)| FigureChoice {
            player: player.clone(),
            figure: u32::try_from(*figure).unwrap_or(u32::MAX),
        })
        .collect()
}

/// Scoring one feature.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FeatureScoring {
    /// Feature key.
    pub feature: String,
    /// True at the end of the game (incomplete feature).
    pub end_of_game: bool,
    /// Feature inputs.
    pub inputs: Vec<NamedInput>,
    /// Per-player inputs.
    pub players: Vec<PlayerInput>,
    /// Figure choices (Messages).
    pub figures: Vec<FigureChoice>,
}

impl FeatureScoring {
    pub(crate) fn to_core(&self) -> core::FeatureScoring {
        core::FeatureScoring {
            feature: self.feature.clone(),
            when: if self.end_of_game { When::EndOfGame } else { When::Completed },
            inputs: core_inputs(&self.inputs),
            players: core_players(&self.players),
            figures: figure_map(&self.figures),
            step: None,
        }
    }
}

/// Recording an event or end-game item.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct EventRecording {
    /// Event key.
    pub event: String,
    /// Event inputs.
    pub inputs: Vec<NamedInput>,
    /// Per-player inputs.
    pub players: Vec<PlayerInput>,
    /// Figure choices (Messages).
    pub figures: Vec<FigureChoice>,
    /// The step, where the event belongs to several.
    pub step: Option<Step>,
}

impl EventRecording {
    pub(crate) fn to_core(&self) -> core::EventRecording {
        core::EventRecording {
            event: self.event.clone(),
            inputs: core_inputs(&self.inputs),
            players: core_players(&self.players),
            figures: figure_map(&self.figures),
            step: self.step.map(Into::into),
        }
    }
}

/// What the player does with a dispatch.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DispatchChoice {
    /// 2 points.
    TwoPoints,
    /// The smallest road, as at the end, no majority.
    SmallestRoad {
        /// Its inputs.
        inputs: Vec<NamedInput>,
    },
    /// The smallest city, as at the end, no majority.
    SmallestCity {
        /// Its inputs.
        inputs: Vec<NamedInput>,
    },
    /// The smallest cloister, as at the end, no majority.
    SmallestCloister {
        /// Its inputs.
        inputs: Vec<NamedInput>,
    },
    /// 2 per coat of arms.
    CoatsOfArms {
        /// Coats of arms.
        count: i64,
    },
    /// 2 per knight.
    Knights {
        /// Knights.
        count: i64,
    },
    /// 2 per farmer.
    Farmers {
        /// Farmers.
        count: i64,
    },
    /// An extra land tile.
    ExtraTile,
    /// One of the player's meeples, as at the end, with majority.
    ScoreMeeple {
        /// Feature key.
        feature: String,
        /// Its inputs.
        inputs: Vec<NamedInput>,
        /// Per-player inputs.
        players: Vec<PlayerInput>,
    },
}

impl DispatchChoice {
    pub(crate) fn to_core(&self) -> core::DispatchChoice {
        match self {
            DispatchChoice::TwoPoints => core::DispatchChoice::TwoPoints,
            DispatchChoice::SmallestRoad { inputs } => {
                core::DispatchChoice::SmallestRoad { inputs: core_inputs(inputs) }
            }
            DispatchChoice::SmallestCity { inputs } => {
                core::DispatchChoice::SmallestCity { inputs: core_inputs(inputs) }
            }
            DispatchChoice::SmallestCloister { inputs } => {
                core::DispatchChoice::SmallestCloister { inputs: core_inputs(inputs) }
            }
            DispatchChoice::CoatsOfArms { count } => core::DispatchChoice::CoatsOfArms { count: *count },
            DispatchChoice::Knights { count } => core::DispatchChoice::Knights { count: *count },
            DispatchChoice::Farmers { count } => core::DispatchChoice::Farmers { count: *count },
            DispatchChoice::ExtraTile => core::DispatchChoice::ExtraTile,
            DispatchChoice::ScoreMeeple { feature, inputs, players } => core::DispatchChoice::ScoreMeeple {
                feature: feature.clone(),
                inputs: core_inputs(inputs),
                players: core_players(players),
            },
        }
    }
}

/// A command that can replace a past one (`GameSession.edit_event`) or be run as is.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameCommand {
    /// Score a feature.
    ScoreFeature {
        /// What to score.
        scoring: FeatureScoring,
    },
    /// Record an event.
    RecordEvent {
        /// What to record.
        recording: EventRecording,
    },
    /// Place a robber.
    PlaceRobber {
        /// Its player.
        owner: String,
        /// Track space.
        space: u8,
    },
    /// Pick whom the robber steals from.
    ChooseRobberVictim {
        /// The player robbed.
        victim: String,
    },
    /// Resolve the pending dispatch.
    ResolveDispatch {
        /// The choice.
        choice: DispatchChoice,
        /// Which figure moves.
        figure: Option<u32>,
    },
    /// A manual correction.
    Correct {
        /// The player.
        player: String,
        /// Points.
        points: i64,
        /// Why.
        reason: String,
        /// Which figure moves.
        figure: Option<u32>,
    },
    /// End the turn.
    EndTurn,
    /// Builder: the second part of the turn.
    SecondPart,
    /// Begin the end-game scoring.
    StartEndGame,
    /// Final standings.
    Finish,
    /// Reopen a finished game.
    Reopen,
    /// Undo.
    Undo,
    /// Redo.
    Redo,
}

impl GameCommand {
    pub(crate) fn to_core(&self) -> core::Command {
        let figure = |figure: &Option<u32>| figure.map(|figure| figure as usize);
        match self {
            GameCommand::ScoreFeature { scoring } => core::Command::ScoreFeature(scoring.to_core()),
            GameCommand::RecordEvent { recording } => core::Command::RecordEvent(recording.to_core()),
            GameCommand::PlaceRobber { owner, space } => {
                core::Command::PlaceRobber { owner: owner.clone(), space: *space }
            }
            GameCommand::ChooseRobberVictim { victim } => core::Command::ChooseRobberVictim { victim: victim.clone() },
            GameCommand::ResolveDispatch { choice, figure: chosen } => {
                core::Command::ResolveDispatch { choice: choice.to_core(), figure: figure(chosen) }
            }
            GameCommand::Correct { player, points, reason, figure: chosen } => core::Command::Correct {
                player: player.clone(),
                points: *points,
                reason: reason.clone(),
                figure: figure(chosen),
            },
            GameCommand::EndTurn => core::Command::EndTurn,
            GameCommand::SecondPart => core::Command::SecondPart,
            GameCommand::StartEndGame => core::Command::StartEndGame,
            GameCommand::Finish => core::Command::Finish,
            GameCommand::Reopen => core::Command::Reopen,
            GameCommand::Undo => core::Command::Undo,
            GameCommand::Redo => core::Command::Redo,
        }
    }

    /// The FFI form of a stored command (edit and delete have none: `None`).
    pub(crate) fn from_core(command: &core::Command) -> Option<GameCommand> {
        let figure = |figure: &Option<usize>| figure.map(|figure| u32::try_from(figure).unwrap_or(u32::MAX));
        Some(match command {
            core::Command::ScoreFeature(scoring) => GameCommand::ScoreFeature {
                scoring: FeatureScoring {
                    feature: scoring.feature.clone(),
                    end_of_game: scoring.when == When::EndOfGame,
                    inputs: named_inputs(&scoring.inputs),
                    players: player_inputs(&scoring.players),
                    figures: figure_choices(&scoring.figures),
                },
            },
            core::Command::RecordEvent(recording) => GameCommand::RecordEvent {
                recording: EventRecording {
                    event: recording.event.clone(),
                    inputs: named_inputs(&recording.inputs),
                    players: player_inputs(&recording.players),
                    figures: figure_choices(&recording.figures),
                    step: recording.step.map(Into::into),
                },
            },
            core::Command::PlaceRobber { owner, space } => {
                GameCommand::PlaceRobber { owner: owner.clone(), space: *space }
            }
            core::Command::ChooseRobberVictim { victim } => GameCommand::ChooseRobberVictim { victim: victim.clone() },
            core::Command::ResolveDispatch { choice, figure: chosen } => {
                GameCommand::ResolveDispatch { choice: dispatch_from_core(choice), figure: figure(chosen) }
            }
            core::Command::Correct { player, points, reason, figure: chosen } => GameCommand::Correct {
                player: player.clone(),
                points: *points,
                reason: reason.clone(),
                figure: figure(chosen),
            },
            core::Command::EndTurn => GameCommand::EndTurn,
            core::Command::SecondPart => GameCommand::SecondPart,
            core::Command::StartEndGame => GameCommand::StartEndGame,
            core::Command::Finish => GameCommand::Finish,
            core::Command::Reopen => GameCommand::Reopen,
            core::Command::Undo => GameCommand::Undo,
            core::Command::Redo => GameCommand::Redo,
            core::Command::Edit { .. } | core::Command::Delete { .. } => return None,
        })
    }
}

fn dispatch_from_core(choice: &core::DispatchChoice) -> DispatchChoice {
    match choice {
        core::DispatchChoice::TwoPoints => DispatchChoice::TwoPoints,
        core::DispatchChoice::SmallestRoad { inputs } => DispatchChoice::SmallestRoad { inputs: named_inputs(inputs) },
        core::DispatchChoice::SmallestCity { inputs } => DispatchChoice::SmallestCity { inputs: named_inputs(inputs) },
        core::DispatchChoice::SmallestCloister { inputs } => {
            DispatchChoice::SmallestCloister { inputs: named_inputs(inputs) }
        }
        core::DispatchChoice::CoatsOfArms { count } => DispatchChoice::CoatsOfArms { count: *count },
        core::DispatchChoice::Knights { count } => DispatchChoice::Knights { count: *count },
        core::DispatchChoice::Farmers { count } => DispatchChoice::Farmers { count: *count },
        core::DispatchChoice::ExtraTile => DispatchChoice::ExtraTile,
        core::DispatchChoice::ScoreMeeple { feature, inputs, players } => DispatchChoice::ScoreMeeple {
            feature: feature.clone(),
            inputs: named_inputs(inputs),
            players: player_inputs(players),
        },
    }
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Phase {
    /// Turns are played.
    Playing,
    /// End-game scoring.
    EndGame,
    /// Finished.
    Finished,
}

impl From<core::Phase> for Phase {
    fn from(phase: core::Phase) -> Self {
        match phase {
            core::Phase::Playing => Phase::Playing,
            core::Phase::EndGame => Phase::EndGame,
            core::Phase::Finished => Phase::Finished,
        }
    }
}

/// One scoring figure on the track.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Figure {
    /// Points gathered by this figure.
    pub points: i64,
    /// Space 0-49.
    pub space: u8,
    /// Completed laps.
    pub laps: i64,
    /// 50/100 tiles showing 100.
    pub hundreds: i64,
    /// 50/100 tiles showing 50.
    pub fifties: i64,
    /// On a dark dispatch space (0, 5, ..., 45).
    pub on_dark_space: bool,
}

impl From<&core::FigureState> for Figure {
    fn from(figure: &core::FigureState) -> Self {
        Figure {
            points: figure.points,
            space: figure.space,
            laps: figure.laps,
            hundreds: figure.tiles.hundreds,
            fifties: figure.tiles.fifties,
            on_dark_space: track::is_dark(figure.space),
        }
    }
}

/// One player at the table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerState {
    /// Id (colour key).
    pub id: String,
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: Colour,
    /// 0xRRGGBB of the colour.
    pub colour_rgb: u32,
    /// Total score.
    pub score: i64,
    /// Figures (two with Messages).
    pub figures: Vec<Figure>,
    /// The robber's space, if on the track.
    pub robber_space: Option<u8>,
    /// Points by category.
    pub by_category: Vec<CategoryPoints>,
}

/// A player the robber may steal from.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RobberCandidate {
    /// The player.
    pub player: String,
    /// Their primary points this round.
    pub points: i64,
}

/// A question the game waits on.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Prompt {
    /// Take 2 points or a dispatch tile's effect.
    Dispatch {
        /// Who draws.
        player: String,
        /// The figure on the dark space.
        figure: u32,
        /// The dark space.
        space: u8,
    },
    /// The robber's owner picks the victim.
    RobberChoice {
        /// The robber's player.
        owner: String,
        /// The robber's space.
        space: u8,
        /// Who may be robbed.
        candidates: Vec<RobberCandidate>,
    },
}

/// Points a player received in one entry, and how the track took them.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct AppliedAward {
    /// The player.
    pub player: String,
    /// The figure moved.
    pub figure: u32,
    /// Points awarded.
    pub points: i64,
    /// How far the figure moved.
    pub moved: i64,
    /// Floor.
    pub floor: Floor,
    /// Category.
    pub category: Category,
    /// Breakdown.
    pub rows: Vec<Row>,
}

/// One entry of the log.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LogItem {
    /// Entry number (for edit and delete).
    pub seq: u64,
    /// Turn.
    pub turn: u32,
    /// 1, or 2 in the builder's second part.
    pub turn_part: u8,
    /// Active player.
    pub active_player: String,
    /// Step.
    pub step: Step,
    /// Command kind.
    pub kind: String,
    /// Feature or event key.
    pub subject: Option<String>,
    /// One line.
    pub summary: String,
    /// Feature size in tiles.
    pub size: Option<i64>,
    /// Points given.
    pub awards: Vec<AppliedAward>,
}

impl From<&core::LogItem> for LogItem {
    fn from(item: &core::LogItem) -> Self {
        LogItem {
            seq: item.seq,
            turn: item.turn,
            turn_part: item.turn_part,
            active_player: item.active.clone(),
            step: item.step.into(),
            kind: item.kind.clone(),
            subject: item.subject.clone(),
            summary: item.summary.clone(),
            size: item.size,
            awards: item
                .awards
                .iter()
                .map(|award| AppliedAward {
                    player: award.player.clone(),
                    figure: u32::try_from(award.figure).unwrap_or(u32::MAX),
                    points: award.points,
                    moved: award.moved,
                    floor: award.floor.into(),
                    category: award.category.into(),
                    rows: award.rows.iter().map(Row::from).collect(),
                })
                .collect(),
        }
    }
}

/// A line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Standing {
    /// Rank (ties share one).
    pub rank: u32,
    /// Player id.
    pub player: String,
    /// Name.
    pub name: String,
    /// Score.
    pub score: i64,
    /// Points by category.
    pub by_category: Vec<CategoryPoints>,
}

impl From<&core::Standing> for Standing {
    fn from(standing: &core::Standing) -> Self {
        Standing {
            rank: standing.rank,
            player: standing.player.clone(),
            name: standing.name.clone(),
            score: standing.score,
            by_category: category_points(&standing.by_category),
        }
    }
}

/// Everything the scoreboard draws.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameState {
    /// Store id of the game.
    pub game_id: i64,
    /// Players in turn order.
    pub players: Vec<PlayerState>,
    /// Turn number.
    pub turn: u32,
    /// 1, or 2 in the builder's second part.
    pub turn_part: u8,
    /// Active player's id.
    pub active_player: String,
    /// Current step.
    pub step: Step,
    /// Phase.
    pub phase: Phase,
    /// The pending question.
    pub pending: Option<Prompt>,
    /// Effective log, oldest first.
    pub log: Vec<LogItem>,
    /// Undo possible.
    pub can_undo: bool,
    /// Redo possible.
    pub can_redo: bool,
    /// Standings (final once finished).
    pub standings: Vec<Standing>,
    /// Each player has two scoring figures (Messages).
    pub two_figures: bool,
    /// The dark dispatch spaces of the track (empty without Messages). `u32`, not
    /// `u8`: UniFFI passes a `Vec<u8>` as bytes (a Kotlin `ByteArray`, which a data
    /// class compares by identity, so no two GameStates would be equal; Swift `Data`).
    pub dark_spaces: Vec<u32>,
    /// Robbers can be placed (Robbers).
    pub robbers_in_play: bool,
    /// The builder's double turn is possible (Traders & Builders).
    pub builder_in_play: bool,
}

impl GameState {
    pub(crate) fn new(game_id: i64, game: &core::Game) -> GameState {
        let state = game.state();
        let ruleset = &game.setup().ruleset;
        let messages = ruleset.has(tally_core::Element::Messages);
        let table = &state.table;
        GameState {
            game_id,
            players: table
                .players
                .iter()
                .map(|player| PlayerState {
                    id: player.id.clone(),
                    name: player.name.clone(),
                    colour: player.colour.into(),
                    colour_rgb: player.colour.rgb(),
                    score: player.score,
                    figures: player.figures.iter().map(Figure::from).collect(),
                    robber_space: player.robber,
                    by_category: category_points(&player.by_category),
                })
                .collect(),
            turn: table.turn,
            turn_part: table.turn_part,
            active_player: table.active_player().id.clone(),
            step: table.step.into(),
            phase: table.phase.into(),
            pending: table.pending.as_ref().map(|prompt| match prompt {
                core::Prompt::Dispatch { player, figure, space } => Prompt::Dispatch {
                    player: player.clone(),
                    figure: u32::try_from(*figure).unwrap_or(u32::MAX),
                    space: *space,
                },
                core::Prompt::RobberChoice { owner, space, candidates } => Prompt::RobberChoice {
                    owner: owner.clone(),
                    space: *space,
                    candidates: candidates
                        .iter()
                        .map(|candidate| RobberCandidate { player: candidate.player.clone(), points: candidate.points })
                        .collect(),
                },
            }),
            log: state.log.iter().map(LogItem::from).collect(),
            can_undo: state.can_undo,
            can_redo: state.can_redo,
            standings: core::standings(table).iter().map(Standing::from).collect(),
            two_figures: messages,
            dark_spaces: if messages { track::dark_spaces().map(u32::from).collect() } else { Vec::new() },
            robbers_in_play: ruleset.has(tally_core::Element::Robbers),
            builder_in_play: ruleset.has(tally_core::Element::Builder),
        }
    }
}
