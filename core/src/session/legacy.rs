//! Commands recorded under earlier rules, upgraded so that an old game replays with
//! the scores it had:
//!
//! - before some counts became required (event format 1 in the store, old export
//!   documents), a command may leave out a count the players must now give (a
//!   road's tiles...), relying on the default it had then:
//!   [`Command::with_legacy_defaults`] fills those defaults in;
//! - before the barn's final scoring counted barns (event formats 1 and 2), it
//!   counted the farmers in the field: [`Command::with_barns_for_farmers`] gives a
//!   barn to each player who held that majority.

use crate::rules::{self, InputValue, Inputs, PlayerInputs, When};
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

impl Command {
    /// The command with every barn final scoring (`after_game.barn`) it holds, which
    /// event formats 1 and 2 recorded with the farmers in the field (followers,
    /// large meeples, hills), given instead as one barn to each player who held
    /// that majority: the same players score the same points. `RecordEvent`, the
    /// events of `ScoreRound` and `Edit`'s inner command; others are returned as
    /// they are.
    #[must_use]
    pub fn with_barns_for_farmers(mut self) -> Command {
        upgrade_barns(&mut self);
        self
    }
}

fn upgrade_barns(command: &mut Command) {
    match command {
        Command::RecordEvent(recording) if recording.event == BARN => barns_for_farmers(&mut recording.players),
        Command::ScoreRound(round) => {
            for item in &mut round.items {
                if let RoundItem::Event(recording) = item
                    && recording.event == BARN
                {
                    barns_for_farmers(&mut recording.players);
                }
            }
        }
        Command::Edit { command: inner, .. } => upgrade_barns(inner),
        _ => {}
    }
}

/// The barn final scoring.
const BARN: &str = "after_game.barn";

/// The farmers' inputs of the barn final scoring's former form.
const FARMERS: [&str; 3] = ["followers", "large_followers", "on_hill"];

/// Replaces the farmers of a former barn final scoring by one barn for each player
/// who held the majority as it was then counted: a follower 1, a large meeple 2,
/// and among tied players those on a hill, if any.
fn barns_for_farmers(players: &mut Vec<PlayerInputs>) {
    let number = |player: &PlayerInputs, name: &str| match player.inputs.get(name) {
        Some(InputValue::Int(number)) => *number,
        Some(InputValue::Bool(on)) => i64::from(*on),
        _ => 0,
    };
    let strength = |player: &PlayerInputs| number(player, "followers") + 2 * number(player, "large_followers");
    let best = players.iter().map(strength).max().unwrap_or(0);
    let tied: Vec<String> =
        players.iter().filter(|player| best > 0 && strength(player) == best).map(|player| player.id.clone()).collect();
    let on_hill: Vec<String> = players
        .iter()
        .filter(|player| tied.contains(&player.id) && number(player, "on_hill") > 0)
        .map(|player| player.id.clone())
        .collect();
    let holders = if tied.len() > 1 && !on_hill.is_empty() { on_hill } else { tied };
    for player in players.iter_mut() {
        for name in FARMERS {
            player.inputs.remove(name);
        }
        if holders.contains(&player.id) {
            player.inputs.insert("barns".to_owned(), InputValue::Int(1));
        }
    }
    players.retain(|player| !player.inputs.is_empty());
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

    /// The former barn final scoring paid the majority of farmers: those players
    /// get one barn each, and nobody else any.
    #[test]
    fn the_farmers_of_a_former_barn_scoring_become_the_holders_barns() {
        let barns = |players: serde_json::Value| {
            let old = command(json!({"type": "record_event", "event": "after_game.barn",
                                     "inputs": {"completed_cities": 2}, "players": players}));
            let Command::RecordEvent(recording) = old.with_barns_for_farmers() else { panic!("an event") };
            assert_eq!(recording.inputs.get("completed_cities"), Some(&2.into()), "the field's counts are kept");
            serde_json::to_value(recording.players).expect("JSON")
        };
        // Red 2 followers against blue's 1: red alone.
        assert_eq!(
            barns(json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}])),
            json!([{"id": "red", "barns": 1}])
        );
        // A large meeple counts 2: a tie of 2, both.
        assert_eq!(
            barns(json!([{"id": "red", "large_followers": 1}, {"id": "blue", "followers": 2, "on_hill": false}])),
            json!([{"id": "red", "barns": 1}, {"id": "blue", "barns": 1}])
        );
        // Tied, blue on a hill: blue alone.
        assert_eq!(
            barns(json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1, "on_hill": true}])),
            json!([{"id": "blue", "barns": 1}])
        );
        // No farmer: nobody.
        assert_eq!(barns(json!([{"id": "red", "followers": 0}])), json!([]));
    }

    #[test]
    fn other_commands_keep_their_followers() {
        let city = command(json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": 3},
                                  "players": [{"id": "red", "followers": 1}]}));
        assert_eq!(city.clone().with_barns_for_farmers(), city);
        let round = command(json!({"type": "score_round", "items": [
            {"feature": "field", "players": [{"id": "red", "followers": 1}]},
            {"event": "after_game.barn", "inputs": {"completed_cities": 1}, "players": [{"id": "blue", "followers": 1}]}
        ]}));
        let Command::ScoreRound(upgraded) = round.with_barns_for_farmers() else { panic!("a round") };
        let players = |item: &RoundItem| match item {
            RoundItem::Feature(scoring) => scoring.players.clone(),
            RoundItem::Event(recording) => recording.players.clone(),
        };
        assert_eq!(serde_json::to_value(players(&upgraded.items[0])).unwrap(), json!([{"id": "red", "followers": 1}]));
        assert_eq!(serde_json::to_value(players(&upgraded.items[1])).unwrap(), json!([{"id": "blue", "barns": 1}]));
        let edit = command(json!({"type": "edit", "seq": 4, "command": {"type": "record_event",
            "event": "after_game.barn", "inputs": {"completed_cities": 1}, "players": [{"id": "red", "followers": 1}]}}));
        let Command::Edit { command: inner, .. } = edit.with_barns_for_farmers() else { panic!("an edit") };
        let Command::RecordEvent(recording) = *inner else { panic!("an event") };
        assert_eq!(serde_json::to_value(recording.players).unwrap(), json!([{"id": "red", "barns": 1}]));
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
