//! The facade from Rust: the same calls the apps make, with typed errors and a
//! listener.

use std::sync::{Arc, Mutex};

use tally_ffi::*;

struct Recorder(Mutex<Vec<GameState>>);

impl GameListener for Recorder {
    fn on_state_changed(&self, state: GameState) {
        self.0.lock().unwrap().push(state);
    }
}

fn ruleset(expansions: &[&str]) -> RulesetInput {
    RulesetInput {
        edition: Edition::C3,
        expansions: expansions.iter().map(|key| (*key).to_owned()).collect(),
        variants: vec![],
    }
}

fn seat(name: &str, colour: Colour) -> NewSeat {
    NewSeat { roster_id: None, name: name.into(), colour }
}

fn count(name: &str, value: i64) -> NamedInput {
    NamedInput { name: name.into(), value: InputValue::Count { value } }
}

fn followers(player: &str, value: i64) -> PlayerInput {
    PlayerInput { player: player.into(), inputs: vec![count("followers", value)] }
}

#[test]
fn a_game_through_the_facade() {
    let store = TallyStore::in_memory().unwrap();
    let session = store
        .new_game(NewGame {
            seats: vec![seat("Ann", Colour::Red), seat("Ben", Colour::Blue)],
            ruleset: ruleset(&["exp01_inns_cathedrals"]),
        })
        .unwrap();
    let recorder = Arc::new(Recorder(Mutex::new(Vec::new())));
    session.add_listener(recorder.clone());
    let city = FeatureScoring {
        feature: "city".into(),
        end_of_game: false,
        inputs: vec![
            count("tiles", 4),
            count("coats_of_arms", 2),
            NamedInput { name: "cathedral".into(), value: InputValue::Toggle { value: true } },
        ],
        players: vec![followers("red", 2), followers("blue", 1)],
        figures: vec![],
    };
    let preview = session.preview_feature(city.clone()).unwrap();
    assert_eq!(preview.value, 18, "4x2 + 2x2 + cathedral 4 + 2");
    assert_eq!(session.state().players[0].score, 0, "a preview records nothing");
    let state = session.score_feature(city).unwrap();
    assert_eq!(state.players[0].score, 18);
    assert_eq!(state.log[0].awards[0].rows[0].rule, "city.base");
    assert_eq!(recorder.0.lock().unwrap().len(), 1, "the listener heard the change");

    let error = session
        .score_feature(FeatureScoring {
            feature: "road".into(),
            end_of_game: false,
            inputs: vec![count("tiles", -1)],
            players: vec![followers("red", 1)],
            figures: vec![],
        })
        .unwrap_err();
    assert!(
        matches!(error, TallyError::InvalidInput { ref field, ref code, .. } if field == "tiles" && code == "invalid_input"),
        "{error:?}"
    );
    assert_eq!(recorder.0.lock().unwrap().len(), 1, "a refused command is not announced");

    let resumed = store.resume(session.game_id()).unwrap();
    assert!(Arc::ptr_eq(&resumed, &session), "an open game is shared, so every screen sees every command");
    assert_eq!(resumed.state(), session.state());
    assert_eq!(store.unfinished_games().unwrap().len(), 1);
    assert!(matches!(session.redo(), Err(TallyError::NothingToChange { ref code, .. }) if code == "nothing_to_redo"));
    assert!(!state.two_figures && state.dark_spaces.is_empty() && !state.robbers_in_play);
}

#[test]
fn a_dispatch_preview_records_nothing() {
    let store = TallyStore::in_memory().unwrap();
    let session = store
        .new_game(NewGame {
            seats: vec![seat("Ann", Colour::Red), seat("Ben", Colour::Blue)],
            ruleset: ruleset(&["mini2_messages"]),
        })
        .unwrap();
    assert!(matches!(session.preview_dispatch(DispatchChoice::TwoPoints), Err(TallyError::InvalidCommand { .. })));
    let road = FeatureScoring {
        feature: "road".into(),
        end_of_game: false,
        inputs: vec![count("tiles", 5)],
        players: vec![followers("red", 1)],
        figures: vec![],
    };
    let state = session.score_feature(road).unwrap();
    assert!(state.two_figures);
    assert_eq!(state.dark_spaces, vec![0, 5, 10, 15, 20, 25, 30, 35, 40, 45]);
    assert!(matches!(state.pending, Some(Prompt::Dispatch { space: 5, .. })));
    let preview = session.preview_dispatch(DispatchChoice::Knights { count: 3 }).unwrap();
    assert_eq!(preview.value, 6, "2 per knight");
    assert_eq!(session.state().players[0].score, 5, "the preview recorded nothing");
}

#[test]
fn catalogs_and_schemas() {
    assert_eq!(editions().len(), 4);
    assert!(expansions().iter().any(|expansion| expansion.key == "mini2_messages"));
    let big_box = preset_ruleset("big_box_6".into()).unwrap();
    assert_eq!(big_box.edition, Edition::C2);
    let schema = feature_schema(ruleset(&["exp01_inns_cathedrals"]), "city".into(), false).unwrap();
    assert!(schema.iter().any(|input| input.name == "cathedral" && input.kind == InputKind::Toggle));
    assert!(matches!(feature_schema(ruleset(&[]), "volcano".into(), false), Err(TallyError::UnknownKey { .. })));
    assert!(matches!(validate_ruleset(ruleset(&["exp99"])), Err(TallyError::UnknownKey { .. })));
    let variants = variant_options();
    assert!(variants.iter().any(|variant| variant.key == "messages_zmg" && variant.default_value == "false"));
    let mut with_variant = ruleset(&[]);
    with_variant.variants.push(VariantSetting { key: "little_buildings".into(), value: "huge".into() });
    assert!(matches!(validate_ruleset(with_variant), Err(TallyError::InvalidInput { .. })));
}
