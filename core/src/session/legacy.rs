//! Commands recorded before some counts became required (event format 1 in the
//! store, old export documents): such a command may leave out a count the players
//! must now give (a road's tiles...), relying on the default it had then.
//! [`Command::with_legacy_defaults`] fills those defaults in, so that an old game
//! replays with the scores it had.

use crate::rules::{self, Inputs, When};
use crate::ruleset::Ruleset;

use super::command::{Command, DispatchChoice};

impl Command {
    /// The command with the former default of every required input it leaves out
    /// filled in: the feature's inputs of `ScoreFeature`, the event's of
    /// `RecordEvent`, the feature inputs of a `ResolveDispatch` choice (scored as at
    /// the end of the game), and those of `Edit`'s inner command. Other commands,
    /// and items unknown or not available under `ruleset`, are returned as they are
    /// (replaying them says what is wrong).
    #[must_use]
    pub fn with_legacy_defaults(&self, ruleset: &Ruleset) -> Command {
        let mut command = self.clone();
        match &mut command {
            Command::ScoreFeature(scoring) => {
                fill_feature(ruleset, &scoring.feature, scoring.when, &mut scoring.inputs);
            }
            Command::RecordEvent(recording) => {
                if let Ok(event) = rules::find_event(&recording.event) {
                    event.fill_legacy_defaults(ruleset, &mut recording.inputs);
                }
            }
            Command::ResolveDispatch { choice, .. } => match choice {
                DispatchChoice::SmallestRoad { inputs } => fill_feature(ruleset, "road", When::EndOfGame, inputs),
                DispatchChoice::SmallestCity { inputs } => fill_feature(ruleset, "city", When::EndOfGame, inputs),
                DispatchChoice::SmallestCloister { inputs } => {
                    fill_feature(ruleset, "cloister", When::EndOfGame, inputs);
                }
                DispatchChoice::ScoreMeeple { feature, inputs, .. } => {
                    fill_feature(ruleset, feature, When::EndOfGame, inputs);
                }
                _ => {}
            },
            Command::Edit { command: inner, .. } => **inner = inner.with_legacy_defaults(ruleset),
            _ => {}
        }
        command
    }
}

fn fill_feature(ruleset: &Ruleset, feature: &str, when: When, inputs: &mut Inputs) {
    if let Ok(feature) = rules::find_feature(feature) {
        feature.fill_legacy_defaults(ruleset, when, inputs);
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::ruleset::Edition;

    fn command(value: serde_json::Value) -> Command {
        serde_json::from_value(value).expect("a command")
    }

    #[test]
    fn a_road_left_without_tiles_gets_the_two_tiles_it_had() {
        let old =
            command(json!({"type": "score_feature", "feature": "road", "players": [{"id": "red", "followers": 1}]}));
        let upgraded = old.with_legacy_defaults(&Ruleset::base(Edition::C3));
        let Command::ScoreFeature(scoring) = upgraded else { panic!("still a feature scoring") };
        assert_eq!(scoring.inputs.get("tiles"), Some(&2.into()));
    }

    #[test]
    fn given_values_and_optional_inputs_are_left_alone() {
        let old = command(json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": 5},
                                 "players": [{"id": "red", "followers": 1}]}));
        assert_eq!(old.with_legacy_defaults(&Ruleset::base(Edition::C3)), old, "tiles given, coats of arms optional");
    }

    #[test]
    fn events_dispatches_and_edits_are_upgraded() {
        let ruleset = Ruleset::everything(Edition::C3);
        let event = command(json!({"type": "record_event", "event": "fruit_trees.sell", "inputs": {"player": "red"}}));
        let Command::RecordEvent(recording) = event.with_legacy_defaults(&ruleset) else { panic!("an event") };
        assert_eq!(recording.inputs.get("tokens"), Some(&1.into()));

        let dispatch = command(json!({"type": "resolve_dispatch", "choice": {"tile": "smallest_cloister"}}));
        let Command::ResolveDispatch { choice: DispatchChoice::SmallestCloister { inputs }, .. } =
            dispatch.with_legacy_defaults(&ruleset)
        else {
            panic!("a dispatch")
        };
        assert_eq!(inputs.get("tiles_around"), Some(&0.into()));

        let edit = command(json!({"type": "edit", "seq": 3,
            "command": {"type": "resolve_dispatch", "choice": {"tile": "score_meeple", "feature": "road"}}}));
        let Command::Edit { command: inner, .. } = edit.with_legacy_defaults(&ruleset) else { panic!("an edit") };
        let Command::ResolveDispatch { choice: DispatchChoice::ScoreMeeple { inputs, .. }, .. } = *inner else {
            panic!("a dispatch")
        };
        assert_eq!(inputs.get("tiles"), Some(&2.into()));
    }
}
