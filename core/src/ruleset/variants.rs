//! Rule variants the reference names, and the house-rule options that settle its
//! disagreements (see `docs/rules-decisions.md`).

use serde::{Deserialize, Serialize};

/// How little buildings score (LITTLE_BUILDINGS in the reference).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LittleBuildingsRule {
    /// Basic rules: +1 point per little building.
    #[default]
    Basic,
    /// Variant rules: +1 per shed, +2 per house, +3 per tower.
    Variant,
}

/// Which Spiel Doch! 02/2018 rules are played (`spiel_doch_2018.order`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpielDochRule {
    /// Basic rules: placing the tiles in order scores 0.
    #[default]
    Basic,
    /// Variant rules: placing the tiles in order scores 5.
    Variant,
}

/// How a labyrinth tile on a road to a German cathedral counts at the end of the game
/// (Appendix 2 #7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CathedralLabyrinthRule {
    /// \[003\]\[004\]: the labyrinth tile merges all roads connected to it.
    #[default]
    Merge,
    /// \[002\]: the labyrinth tile scores only when every road leading out of it is closed.
    ClosedOnly,
}

/// Ghost penalty per ghost at the end of the game (Appendix 2 #1, B.0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndGameGhostPenalty {
    /// -1 per ghost: \[002\] and \[003\], the complete end-game seed.
    #[default]
    One,
    /// -2 per ghost, as during the game (\[004\] for most features).
    Two,
}

impl EndGameGhostPenalty {
    /// Points per ghost (negative).
    pub fn per_ghost(self) -> i64 {
        match self {
            Self::One => -1,
            Self::Two => -2,
        }
    }
}

/// The rule variants in play. Every field has the default a player would expect; an
/// unknown field is an error, so a misspelt option never passes silently.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Variants {
    /// Little buildings: basic or variant scoring.
    pub little_buildings: LittleBuildingsRule,
    /// The Labyrinth's advanced rules (`road.labyrinth.meeples`).
    pub labyrinth_advanced: bool,
    /// Spiel Doch! 02/2018: basic or variant rules.
    pub spiel_doch: SpielDochRule,
    /// Messages, ZMG rule: no dispatch when another player's scoring figure stands on
    /// the dark space.
    pub messages_zmg: bool,
    /// Ghost penalty at the end of the game.
    pub end_game_ghost_penalty: EndGameGhostPenalty,
    /// Ghosts on acrobats at the end of the game hit only majority holders (\[004\]).
    pub acrobat_ghosts_majority_only: bool,
    /// Labyrinth tiles on roads to a German cathedral at the end of the game.
    pub cathedral_labyrinth: CathedralLabyrinthRule,
}
