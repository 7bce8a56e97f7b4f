//! The state of a game as the fold of its log leaves it: players with their figures
//! on the track, robbers, turn, step, phase, the pending prompt, and the log items
//! with every breakdown. Front-ends read it through the table model
//! ([`crate::table`]), which adds what may be done next.

use serde::Serialize;
use smallvec::SmallVec;

use crate::l10n::Message;
use crate::rules::{Category, Floor, Row, Step};
use crate::shared_str::SharedStr;
use crate::track::{self, LapTiles};

use super::setup::Colour;

/// Where the game is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Phase {
    /// Turns are being played.
    #[default]
    Playing,
    /// The end-game scoring is under way.
    EndGame,
    /// Final standings are out.
    Finished,
}

/// A player's scoring figures: one, or two with Messages. Kept in place (a game
/// keeps a table before each entry; an edit copies one per entry it replays).
pub type Figures = SmallVec<[FigureState; 2]>;

/// A player's points by category, in category order: at most one entry for each of
/// the nine categories, kept in place.
pub type CategoryTotals = SmallVec<[CategoryPoints; 9]>;

/// One scoring figure on the track.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FigureState {
    /// Points this figure has gathered.
    pub points: i64,
    /// Its space on the track (0-49).
    pub space: u32,
    /// Completed laps.
    pub laps: i64,
    /// The 50/100 tiles beside it.
    pub tiles: LapTiles,
    /// Whether its space is a dark dispatch space (Messages is in play).
    pub on_dark_space: bool,
}

impl FigureState {
    pub(crate) fn at(points: i64, messages: bool) -> FigureState {
        let laps = track::laps_of(points);
        let space = track::space_of(points);
        FigureState {
            points,
            space: u32::from(space),
            laps,
            tiles: track::lap_tiles(laps),
            on_dark_space: messages && track::is_dark(space),
        }
    }
}

/// Points of one category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CategoryPoints {
    /// The category.
    pub category: Category,
    /// Points.
    pub points: i64,
}

/// Adds `points` to `category` in a list kept in category order.
pub(crate) fn add_to_category(totals: &mut CategoryTotals, category: Category, points: i64) {
    match totals.binary_search_by(|entry| entry.category.cmp(&category)) {
        Ok(index) => totals[index].points = totals[index].points.saturating_add(points),
        Err(index) => totals.insert(index, CategoryPoints { category, points }),
    }
}

/// One player at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerState {
    /// Id in the game (the colour key).
    pub id: SharedStr,
    /// Name.
    pub name: SharedStr,
    /// Colour.
    pub colour: Colour,
    /// Total score: the sum of the figures.
    pub score: i64,
    /// One figure, or two with Messages.
    pub figures: Figures,
    /// The space of the player's robber, if it is on the track (Robbers).
    pub robber: Option<u32>,
    /// Points by category (what the figures actually moved), in category order.
    pub by_category: CategoryTotals,
}

/// A player whose points the robber may steal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RobberCandidate {
    /// The player.
    pub player: String,
    /// The primary points they received.
    pub points: i64,
}

/// A question the game waits on before anything else is scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "prompt", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Prompt {
    /// The active player's figure stopped on a dark space after a scoring round:
    /// take 2 points or a dispatch tile's effect.
    Dispatch {
        /// Who draws.
        player: String,
        /// The figure on the dark space (the first, if both stopped on one).
        figure: u32,
        /// The dark space.
        space: u32,
    },
    /// Several figures on a robber's space scored in one round: its owner chooses.
    RobberChoice {
        /// The robber's player.
        owner: String,
        /// The robber's space.
        space: u32,
        /// Who may be robbed.
        candidates: Vec<RobberCandidate>,
    },
}

/// Points a player received in one log entry and how the track took them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AppliedAward {
    /// The player's id (their colour).
    pub player: SharedStr,
    /// The player's name, as the table says it.
    pub name: SharedStr,
    /// The figure that moved.
    pub figure: u32,
    /// Points awarded (sum of the rows).
    pub points: i64,
    /// How far the figure actually moved (less than `points` where a floor held).
    pub moved: i64,
    /// The floor that applied.
    pub floor: Floor,
    /// Category for the standings and statistics.
    pub category: Category,
    /// The feature or event key the points come from (`robbers.steal` for a steal).
    pub subject: Option<SharedStr>,
    /// The size of a scored feature in tiles, where its form gives one.
    pub size: Option<i64>,
    /// Which item of its scoring round the points come from (0 for a round of one;
    /// robbers' steals and other settling after the items: none).
    pub item: Option<u32>,
    /// The breakdown.
    pub rows: Vec<Row>,
}

/// How an entry of the log can be changed afterwards (every entry can be deleted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum EntryEdit {
    /// A scoring: edited through a scoring draft of its values
    /// (`DraftStart::Edit`).
    Scoring,
    /// A correction: edited as a correction (player, points, reason).
    Correction,
    /// A dispatch's answer (Messages): edited through the dispatch draft of its
    /// tile and values (`DraftStart::Edit`), drawn as the dispatch is.
    Dispatch,
    /// Anything else (a turn's end, a robber...): deleted, not edited.
    DeleteOnly,
}

impl EntryEdit {
    /// How an entry of `command` can be changed.
    pub fn of(command: &crate::session::Command) -> EntryEdit {
        use crate::session::Command;
        match command {
            Command::ScoreFeature(_) | Command::RecordEvent(_) | Command::ScoreRound(_) => EntryEdit::Scoring,
            Command::Correct { .. } => EntryEdit::Correction,
            Command::ResolveDispatch { .. } => EntryEdit::Dispatch,
            _ => EntryEdit::DeleteOnly,
        }
    }
}

/// One entry of the game's effective log, with what it did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LogItem {
    /// The entry number in the stored log.
    pub seq: u64,
    /// Turn number.
    pub turn: u32,
    /// 1, or 2 in the second part of a builder double turn.
    pub turn_part: u32,
    /// The active player.
    pub active: SharedStr,
    /// The turn step.
    pub step: Step,
    /// The command kind (`score_feature`, `score_round`, `end_turn`...).
    pub kind: SharedStr,
    /// How it can be changed afterwards.
    pub edit: EntryEdit,
    /// The feature or event key of a one-item scoring, if any.
    pub subject: Option<SharedStr>,
    /// One line for the timeline (rendered in the player's language when shown).
    pub summary: Message,

    /// Points given, in order.
    pub awards: Vec<AppliedAward>,
}

/// What the table looks like after the fold: everything but the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableState {
    /// Players in turn order.
    pub players: Vec<PlayerState>,
    /// Turn number, from 1.
    pub turn: u32,
    /// 1, or 2 in the second part of a builder double turn.
    pub turn_part: u32,
    /// Index of the active player.
    pub active: usize,
    /// The current turn step.
    pub step: Step,
    /// Playing, end-game scoring or finished.
    pub phase: Phase,
    /// The question the game waits on.
    pub pending: Option<Prompt>,
    /// How often each event was recorded (its limits, the end-game walkthrough).
    #[serde(skip)]
    pub(crate) recorded: super::tallies::Tallies,
    /// The scoring round waiting on a prompt.
    #[serde(skip)]
    pub(crate) round: Option<super::settling::Settling>,
}

impl TableState {
    /// The player whose turn it is.
    pub fn active_player(&self) -> &PlayerState {
        &self.players[self.active]
    }

    /// The player with id `id`.
    pub fn player(&self, id: &str) -> Option<&PlayerState> {
        self.players.iter().find(|player| player.id == id)
    }

    /// How often the event `key` was recorded in this game.
    pub fn times_recorded(&self, key: &str) -> u32 {
        self.recorded.total(key)
    }
}

/// A full snapshot: the table, the log, and whether undo and redo are possible.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameState {
    /// The table.
    #[serde(flatten)]
    pub table: TableState,
    /// The effective log, oldest first.
    pub log: Vec<LogItem>,
    /// Whether there is something to undo.
    pub can_undo: bool,
    /// Whether there is something to redo.
    pub can_redo: bool,
}
