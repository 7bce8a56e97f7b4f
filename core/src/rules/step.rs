//! The turn steps of Part A (and the end of the game, Part B), in order. Every
//! scoring event of a game is recorded with the step it belongs to.

use serde::{Deserialize, Serialize};

use crate::l10n::Message;

/// A step of the turn sequence, or the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Step {
    /// A.0: any time during your turn.
    #[serde(rename = "any_time")]
    AnyTime,
    /// 1A: begin the turn.
    #[serde(rename = "1A")]
    BeginTurn,
    /// 1B: draw a tile.
    #[serde(rename = "1B")]
    DrawTile,
    /// 1C: place the tile.
    #[serde(rename = "1C")]
    PlaceTile,
    /// 2A: move wood (prolog).
    #[serde(rename = "2A")]
    MoveWoodProlog,
    /// 2B-1: move wood (phase 1).
    #[serde(rename = "2B-1")]
    MoveWoodPhase1,
    /// 2B-2: move wood (phase 2, the phantom).
    #[serde(rename = "2B-2")]
    MoveWoodPhase2,
    /// 2C: resolve move wood.
    #[serde(rename = "2C")]
    ResolveMoveWood,
    /// 3A: identify completed features.
    #[serde(rename = "3A")]
    IdentifyFeatures,
    /// 3B: resolve completed features.
    #[serde(rename = "3B")]
    ScoreFeatures,
    /// 3C: resolve the tile scoring.
    #[serde(rename = "3C")]
    TileScoring,
    /// 4A: resolve tile actions.
    #[serde(rename = "4A")]
    TileActions,
    /// 4B: resolve the turn.
    #[serde(rename = "4B")]
    ResolveTurn,
    /// Part B: the end of the game.
    #[serde(rename = "end_of_game")]
    EndOfGame,
}

impl Step {
    /// The steps of a turn in order (the end of the game apart).
    pub const TURN: [Step; 13] = [
        Step::AnyTime,
        Step::BeginTurn,
        Step::DrawTile,
        Step::PlaceTile,
        Step::MoveWoodProlog,
        Step::MoveWoodPhase1,
        Step::MoveWoodPhase2,
        Step::ResolveMoveWood,
        Step::IdentifyFeatures,
        Step::ScoreFeatures,
        Step::TileScoring,
        Step::TileActions,
        Step::ResolveTurn,
    ];

    /// The reference's code for the step ("1A", "2B-1", "any_time", "end_of_game").
    pub fn code(self) -> &'static str {
        match self {
            Step::AnyTime => "any_time",
            Step::BeginTurn => "1A",
            Step::DrawTile => "1B",
            Step::PlaceTile => "1C",
            Step::MoveWoodProlog => "2A",
            Step::MoveWoodPhase1 => "2B-1",
            Step::MoveWoodPhase2 => "2B-2",
            Step::ResolveMoveWood => "2C",
            Step::IdentifyFeatures => "3A",
            Step::ScoreFeatures => "3B",
            Step::TileScoring => "3C",
            Step::TileActions => "4A",
            Step::ResolveTurn => "4B",
            Step::EndOfGame => "end_of_game",
        }
    }

    /// The step's name in the player's language (the message `step-<code>`).
    pub fn title(self) -> Message {
        Message::keyed_static("step", self.code())
    }

    /// The step's code as a player reads it: the reference's code ("3B", "2B-1"),
    /// or, for the two steps the reference gives none, a word in the player's
    /// language (the message `step-code-<code>`: "Any time", "End"), never the key.
    pub fn label(self) -> Message {
        match self {
            Step::AnyTime | Step::EndOfGame => Message::keyed_static("step-code", self.code()),
            _ => Message::code(self.code()),
        }
    }

    /// The reference's name for the step, in English.
    pub fn name(self) -> &'static str {
        match self {
            Step::AnyTime => "Any time during your turn",
            Step::BeginTurn => "Begin the turn",
            Step::DrawTile => "Draw a tile",
            Step::PlaceTile => "Place the tile",
            Step::MoveWoodProlog => "Move wood (prolog)",
            Step::MoveWoodPhase1 => "Move wood (phase 1)",
            Step::MoveWoodPhase2 => "Move wood (phase 2)",
            Step::ResolveMoveWood => "Resolve move wood",
            Step::IdentifyFeatures => "Identify completed features",
            Step::ScoreFeatures => "Resolve completed features",
            Step::TileScoring => "Resolve the tile scoring",
            Step::TileActions => "Resolve tile actions",
            Step::ResolveTurn => "Resolve the turn",
            Step::EndOfGame => "End of the game",
        }
    }

    /// Parses a step code (case-insensitive; "2b1" and "2B-1" both work).
    pub fn parse(code: &str) -> Option<Step> {
        let normal: String = code.chars().filter(|c| *c != '-' && *c != '_').collect::<String>().to_ascii_lowercase();
        Step::TURN.into_iter().chain([Step::EndOfGame]).find(|step| {
            step.code().chars().filter(|c| *c != '-' && *c != '_').collect::<String>().to_ascii_lowercase() == normal
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for step in Step::TURN.into_iter().chain([Step::EndOfGame]) {
            assert_eq!(Step::parse(step.code()), Some(step));
            let json = serde_json::to_string(&step).unwrap();
            assert_eq!(json, format!("\"{}\"", step.code()));
        }
        assert_eq!(Step::parse("2b1"), Some(Step::MoveWoodPhase1));
        assert_eq!(Step::parse("5A"), None);
    }

    #[test]
    fn a_step_without_a_reference_code_is_labelled_in_the_players_language() {
        let labels = |language| {
            crate::l10n::in_language(language, || {
                [Step::ScoreFeatures, Step::MoveWoodPhase1, Step::AnyTime, Step::EndOfGame]
                    .map(|step| step.label().text())
            })
        };
        assert_eq!(labels("en"), ["3B", "2B-1", "Any time", "End"]);
        assert_eq!(labels("cs"), ["3B", "2B-1", "Kdykoli", "Konec"]);
        assert_eq!(labels("de"), ["3B", "2B-1", "Jederzeit", "Ende"]);
    }
}
