//! Commands recorded before some counts became required (event format 1 in the
//! store, old export documents): such a command may leave out a count the players
//! must now give (a road's tiles...), relying on the default it had then.
//! [`Command::with_legacy_defaults`] fills those defaults in, so that an old game
//! replays with the scores it had.

use crate::rules::{self, Inputs, When};
use crate::ruleset::Ruleset;

use crate::rules::messages::DispatchForm;

use super::command::{Command, RoundItem};

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
                // Format 1 read a missing `when` as completed during the game.
                let when = *scoring.when.get_or_insert(When::Completed);
                fill_feature(ruleset, &scoring.feature, when, &mut scoring.inputs);
            }
            Command::RecordEvent(recording) => {
                if let Ok(event) = rules::find_event(&recording.event) {
                    event.fill_legacy_defaults(ruleset, &mut recording.inputs);
                }
            }
            Command::ResolveDispatch { choice, .. } => {
                let feature = match rules::messages::find_tile(&choice.tile).map(|tile| tile.form) {
                    Ok(DispatchForm::Smallest { feature }) => Some(feature.to_owned()),
                    Ok(DispatchForm::Meeple) => choice.feature.clone(),
                    _ => None,
                };
                if let Some(feature) = feature {
                    fill_feature(ruleset, &feature, When::EndOfGame, &mut choice.inputs);
                }
            }
            Command::ScoreRound(round) => {
                for item in &mut round.items {
                    let upgraded = match item {
                        RoundItem::Feature(scoring) => Command::ScoreFeature(scoring.clone()),
                        RoundItem::Event(recording) => Command::RecordEvent(recording.clone()),
                    };
                    *item = match upgraded.with_legacy_defaults(ruleset) {
                        Command::ScoreFeature(scoring) => RoundItem::Feature(scoring),
                        Command::RecordEvent(recording) => RoundItem::Event(recording),
                        _ => continue,
                    };
                }
            }
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
        let old =
            command(json!({"type": "score_feature", "feature": "city", "when": "completed", "inputs": {"tiles": 5},
                                 "players": [{"id": "red", "followers": 1}]}));
        assert_eq!(old.with_legacy_defaults(&Ruleset::base(Edition::C3)), old, "tiles given, coats of arms optional");
    }

    #[test]
    fn a_feature_without_a_moment_was_completed_during_the_game() {
        let old = command(json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": 5},
                                 "players": [{"id": "red", "followers": 1}]}));
        let Command::ScoreFeature(scoring) = old.with_legacy_defaults(&Ruleset::base(Edition::C3)) else {
            panic!("still a feature scoring")
        };
        assert_eq!(scoring.when, Some(When::Completed));
    }

    #[test]
    fn events_dispatches_and_edits_are_upgraded() {
        let ruleset = Ruleset::everything(Edition::C3);
        let event = command(json!({"type": "record_event", "event": "fruit_trees.sell", "inputs": {"player": "red"}}));
        let Command::RecordEvent(recording) = event.with_legacy_defaults(&ruleset) else { panic!("an event") };
        assert_eq!(recording.inputs.get("tokens"), Some(&1.into()));

        let dispatch = command(json!({"type": "resolve_dispatch", "choice": {"tile": "smallest_cloister"}}));
        let Command::ResolveDispatch { choice, .. } = dispatch.with_legacy_defaults(&ruleset) else {
            panic!("a dispatch")
        };
        assert_eq!(choice.inputs.get("tiles_around"), Some(&0.into()));

        let edit = command(json!({"type": "edit", "seq": 3,
            "command": {"type": "resolve_dispatch", "choice": {"tile": "score_meeple", "feature": "road"}}}));
        let Command::Edit { command: inner, .. } = edit.with_legacy_defaults(&ruleset) else { panic!("an edit") };
        let Command::ResolveDispatch { choice, .. } = *inner else { panic!("a dispatch") };
        assert_eq!(choice.inputs.get("tiles"), Some(&2.into()));
    }
}
