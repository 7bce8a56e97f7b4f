//! What front-ends ask a game to do. Every accepted command becomes one entry of
//! the game's log; `Undo`, `Redo`, `Edit` and `Delete` are entries too, so the log
//! is append-only and replaying it always gives the same game.
//!
//! A scoring round ([`ScoringRound`]) is what one moment of the table scores
//! together — the road and the city one tile completes, the events of one step —
//! and is one entry: robbers and the Messages dark spaces are settled once, at its
//! end (reference 0.3.1, 0.3.2, 0.5). `ScoreFeature` and `RecordEvent` are rounds
//! of one item.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};

use crate::Error;
use crate::rules::{Inputs, PlayerInputs, Step, When};
use crate::typed_text;

pub use crate::rules::messages::DispatchChoice;

/// Which scoring figure takes each player's points (Messages: 0 or 1), by player id.
pub type FigureChoices = BTreeMap<String, u32>;

/// Scoring one feature.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FeatureScoring {
    /// Feature key.
    pub feature: String,
    /// Completed during the game, or incomplete at the end; when left out, the
    /// moment of the table the command applies at (turns: completed; the end-game
    /// scoring: at the end), so that an edit keeps the moment of its entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub when: Option<When>,
    /// Feature inputs.
    #[serde(default, skip_serializing_if = "Inputs::is_empty")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub inputs: Inputs,
    /// Per-player inputs; players left out have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub players: Vec<PlayerInputs>,
    /// Which figure moves for whom (default: see the session).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub figures: FigureChoices,
    /// The turn step; inferred from the moment if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub step: Option<Step>,
    /// The players confirmed that nobody scores (a feature without followers):
    /// recorded with no points instead of being refused.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub nobody_scores: bool,
}

/// Recording a turn-step event or an end-game item.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct EventRecording {
    /// Event key.
    pub event: String,
    /// Event inputs.
    #[serde(default, skip_serializing_if = "Inputs::is_empty")]
    pub inputs: Inputs,
    /// Per-player inputs; players left out have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub players: Vec<PlayerInputs>,
    /// Which figure moves for whom.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub figures: FigureChoices,
    /// The turn step; required only where the event belongs to several.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub step: Option<Step>,
    /// The players confirmed that nobody scores: recorded with no points.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub nobody_scores: bool,
}

/// One item of a scoring round: a feature or an event. In JSON it is the feature's
/// or the event's own object, told apart by its `feature` or `event` key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum RoundItem {
    /// A feature.
    Feature(FeatureScoring),
    /// An event or end-game item.
    Event(EventRecording),
}

impl<'de> Deserialize<'de> for RoundItem {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RoundItem, D::Error> {
        use serde::de::Error as _;
        let value = serde_json::Value::deserialize(deserializer)?;
        let has = |key: &str| value.get(key).is_some();
        match (has("feature"), has("event")) {
            (true, false) => serde_json::from_value(value).map(RoundItem::Feature).map_err(D::Error::custom),
            (false, true) => serde_json::from_value(value).map(RoundItem::Event).map_err(D::Error::custom),
            _ => Err(D::Error::custom("a round item names either a `feature` or an `event`")),
        }
    }
}

impl RoundItem {
    /// The item's own figure choices.
    pub fn figures(&self) -> &FigureChoices {
        match self {
            RoundItem::Feature(scoring) => &scoring.figures,
            RoundItem::Event(recording) => &recording.figures,
        }
    }

    /// What the item records, whether a feature or an event.
    pub fn recorded(&self) -> RecordedScoring<'_> {
        match self {
            RoundItem::Feature(scoring) => scoring.recorded(),
            RoundItem::Event(recording) => recording.recorded(),
        }
    }
}

/// What a scoring records for one item, a feature scored or an event recorded
/// alike: its inputs, each player's, the step, the figures and whether nobody
/// scores. Front-ends and tests read a command through it instead of taking the
/// command kinds apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordedScoring<'a> {
    /// The item's inputs.
    pub inputs: &'a Inputs,
    /// Each player's own inputs.
    pub players: &'a [PlayerInputs],
    /// The turn step it belongs to, if one was given.
    pub step: Option<Step>,
    /// Which figure of each player scores (Messages).
    pub figures: &'a FigureChoices,
    /// Whether the item was recorded as scoring for nobody.
    pub nobody_scores: bool,
}

impl FeatureScoring {
    /// What this scoring records.
    pub fn recorded(&self) -> RecordedScoring<'_> {
        RecordedScoring {
            inputs: &self.inputs,
            players: &self.players,
            step: self.step,
            figures: &self.figures,
            nobody_scores: self.nobody_scores,
        }
    }
}

impl EventRecording {
    /// What this recording records.
    pub fn recorded(&self) -> RecordedScoring<'_> {
        RecordedScoring {
            inputs: &self.inputs,
            players: &self.players,
            step: self.step,
            figures: &self.figures,
            nobody_scores: self.nobody_scores,
        }
    }
}

/// Most items one round may hold: more than any tile completes at once.
pub const MAX_ROUND_ITEMS: usize = 16;

/// Several items scored together, settled once at the end.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScoringRound {
    /// The items, in the order they are scored.
    pub items: Vec<RoundItem>,
    /// Which figure takes a player's points where the item does not say, robbers'
    /// steals included (the owner's choice).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub figures: FigureChoices,
}

/// The largest correction, either way: more than a whole game's points would be a
/// typing slip, and unbounded numbers would overflow the track.
pub const MAX_CORRECTION: i64 = 1_000;

/// Longest reason of a correction, in characters.
pub const MAX_REASON: usize = 200;

/// A command to a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Command {
    /// Score a feature (a round of one).
    ScoreFeature(FeatureScoring),
    /// Record a turn-step event or an end-game item (a round of one).
    RecordEvent(EventRecording),
    /// Score several features and events together.
    ScoreRound(ScoringRound),
    /// Put `owner`'s robber on a track space holding another player's figure.
    PlaceRobber {
        /// The robber's player.
        owner: String,
        /// Track space 0-49.
        space: u32,
    },
    /// The robber's owner picks whose points to steal when several figures on its
    /// space scored in the same round.
    ChooseRobberVictim {
        /// The player robbed.
        victim: String,
        /// Which of the owner's figures takes the stolen points (Messages).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        figure: Option<u32>,
    },
    /// Resolve the pending dispatch.
    ResolveDispatch {
        /// 2 points or a tile's effect.
        choice: DispatchChoice,
        /// Which figure moves (Messages).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        figure: Option<u32>,
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
        figure: Option<u32>,
    },
    /// The active player's turn ends; the next player begins.
    EndTurn,
    /// The builder grants the active player the second part of a double turn.
    SecondPart,
    /// The last tile is placed: the end-game scoring begins.
    StartEndGame,
    /// Final standings; the robbers still on the track score.
    Finish {
        /// Which figure takes the points of each owner's robber left on the track.
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        figures: FigureChoices,
    },
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
    /// Refuses text the players typed into the command (a correction's reason, in
    /// an edit too) that holds a character typed text may not hold
    /// ([`typed_text::is_refused`]). Checked when a command is given and when a
    /// game is imported, not when a stored game is replayed: an entry stored by an
    /// earlier version still loads.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on `reason`, naming the character (`U+061C`).
    pub fn check_typed_text(&self) -> crate::Result<()> {
        match self {
            Command::Correct { reason, .. } => match typed_text::first_refused(reason) {
                Some(c) => Err(Error::invalid(
                    "reason",
                    crate::msg!("reason-invisible-character", code = typed_text::code_point(c)),
                )),
                None => Ok(()),
            },
            Command::Edit { command, .. } => command.check_typed_text(),
            _ => Ok(()),
        }
    }

    /// `Finish` with the default figures.
    pub const FINISH: Command = Command::Finish { figures: BTreeMap::new() };

    /// Whether the command changes the log itself rather than the game.
    pub fn is_meta(&self) -> bool {
        matches!(self, Command::Undo | Command::Redo | Command::Edit { .. } | Command::Delete { .. })
    }

    /// What the command records for its first scoring item: a feature scored, an
    /// event recorded, or the first item of a round; `None` for any other command
    /// (and for an empty round).
    pub fn first_recorded(&self) -> Option<RecordedScoring<'_>> {
        match self {
            Command::ScoreFeature(scoring) => Some(scoring.recorded()),
            Command::RecordEvent(recording) => Some(recording.recorded()),
            Command::ScoreRound(round) => round.items.first().map(RoundItem::recorded),
            _ => None,
        }
    }

    /// A short name of the command kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Command::ScoreFeature(_) => "score_feature",
            Command::RecordEvent(_) => "record_event",
            Command::ScoreRound(_) => "score_round",
            Command::PlaceRobber { .. } => "place_robber",
            Command::ChooseRobberVictim { .. } => "choose_robber_victim",
            Command::ResolveDispatch { .. } => "resolve_dispatch",
            Command::Correct { .. } => "correct",
            Command::EndTurn => "end_turn",
            Command::SecondPart => "second_part",
            Command::StartEndGame => "start_end_game",
            Command::Finish { .. } => "finish",
            Command::Reopen => "reopen",
            Command::Undo => "undo",
            Command::Redo => "redo",
            Command::Edit { .. } => "edit",
            Command::Delete { .. } => "delete",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A feature, an event and a round's first item are read alike; a command that
    /// records no scoring has none.
    #[test]
    fn the_first_recorded_scoring_of_each_kind() {
        let read = |json: &str| serde_json::from_str::<Command>(json).expect("a command");
        let city = read(
            r#"{"type": "score_feature", "feature": "city", "inputs": {"tiles": 4},
            "players": [{"id": "red", "followers": 1}], "step": "1C"}"#,
        );
        let recorded = city.first_recorded().expect("a feature");
        assert_eq!(recorded.inputs.get("tiles"), Some(&crate::rules::InputValue::Int(4)));
        assert_eq!(recorded.players[0].id, "red");
        assert_eq!(recorded.step, Some(Step::PlaceTile));
        assert!(!recorded.nobody_scores);
        let round = read(
            r#"{"type": "score_round", "items": [
            {"feature": "road", "inputs": {"tiles": 3}, "nobody_scores": true},
            {"feature": "city", "inputs": {"tiles": 2}}]}"#,
        );
        let first = round.first_recorded().expect("the round's first item");
        assert_eq!(first.inputs.get("tiles"), Some(&crate::rules::InputValue::Int(3)));
        assert!(first.nobody_scores);
        assert_eq!(read(r#"{"type": "end_turn"}"#).first_recorded(), None);
    }

    #[test]
    fn stored_commands_of_earlier_versions_still_read() {
        let finish: Command = serde_json::from_str(r#"{"type":"finish"}"#).unwrap();
        assert_eq!(finish, Command::FINISH);
        let dispatch: Command =
            serde_json::from_str(r#"{"type":"resolve_dispatch","choice":{"tile":"knights","count":5}}"#).unwrap();
        assert_eq!(dispatch, Command::ResolveDispatch { choice: DispatchChoice::count("knights", 5), figure: None });
        let road: Command = serde_json::from_str(
            r#"{"type":"score_feature","feature":"road","when":"completed","inputs":{"tiles":3}}"#,
        )
        .unwrap();
        let Command::ScoreFeature(scoring) = road else { panic!("a feature") };
        assert_eq!(scoring.when, Some(When::Completed));
    }

    #[test]
    fn an_unknown_field_of_a_command_is_refused() {
        for json in [
            r#"{"type":"place_robber","owner":"red","space":3,"spaec":4}"#,
            r#"{"type":"correct","player":"red","points":2,"reason":"x","figgure":1}"#,
            r#"{"type":"score_feature","feature":"road","tils":3}"#,
        ] {
            let error = serde_json::from_str::<Command>(json).unwrap_err().to_string();
            assert!(error.contains("unknown field"), "{json}: {error}");
        }
        let road: Command =
            serde_json::from_str(r#"{"type":"score_feature","feature":"road","inputs":{"tiles":3}}"#).unwrap();
        assert_eq!(road.kind(), "score_feature", "a newtype variant reads its struct's own fields");
    }

    #[test]
    fn round_items_are_told_apart_by_their_key() {
        let round: Command = serde_json::from_str(
            r#"{"type":"score_round","items":[{"feature":"road","inputs":{"tiles":3}},{"event":"circus.big_top"}]}"#,
        )
        .unwrap();
        let Command::ScoreRound(round) = round else { panic!("a round") };
        assert!(matches!(&round.items[0], RoundItem::Feature(scoring) if scoring.feature == "road"));
        assert!(matches!(&round.items[1], RoundItem::Event(recording) if recording.event == "circus.big_top"));
        let neither = serde_json::from_str::<Command>(r#"{"type":"score_round","items":[{"tiles":3}]}"#);
        assert!(neither.unwrap_err().to_string().contains("either a `feature` or an `event`"));
        let json = serde_json::to_string(&Command::ScoreRound(round.clone())).unwrap();
        assert_eq!(serde_json::from_str::<Command>(&json).unwrap(), Command::ScoreRound(round));
    }
}
