//! Castle (Bridges, Castles & Bazaars): 3B.6 (completed) and B.1.7 (end of game).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn castle(when: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    let mut all = vec!["exp08_bridges_castles_bazaars.castles"];
    all.extend_from_slice(expansions);
    json!({"ruleset": {"edition": "c3", "expansions": all}, "feature": "castle",
           "when": when, "inputs": inputs, "players": players})
}

/// Source: castle.base — the occupier scores the full value of the first completed
/// feature next to the castle (here a feature worth 12).
#[test]
fn occupier_scores_the_adjacent_feature_value() {
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let score = score(castle("completed", &[], json!({"feature_points": 12}), players));
    assert_eq!(score.value, 12);
    assert_eq!(points(&score, "red", "castle.base"), 12);
    assert!(score.award("blue").is_none());
    assert_consistent(&score);
}

/// Source: castle.base — a castle held only by a mayor scores 0 (no coats of arms).
#[test]
fn mayor_only_castle_scores_zero() {
    let players = json!([{"id": "red", "mayor": true}]);
    let score = score(castle("completed", &["exp05_abbey_mayor.mayor"], json!({"feature_points": 12}), players));
    assert_eq!(score.value, 0);
    assert_eq!(points(&score, "red", "castle.base"), 0);
    assert!(has_rule(&score, "red", "castle.base"));
}

/// Source: castle.ghosts — -2 per ghost on the occupier; may go negative. A mayor is
/// not affected (it cannot hold the majority).
#[test]
fn ghosts_on_the_occupier() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 2}]);
    let occupier =
        score(castle("completed", &["exp11_ghosts_castles_cemeteries"], json!({"feature_points": 3}), players));
    assert_eq!(points(&occupier, "red", "castle.ghosts"), -4);
    assert_eq!(total(&occupier, "red"), -1);
    assert_eq!(occupier.value, 3);
    let mayor = json!([{"id": "blue", "mayor": true, "ghosts": 1}]);
    let expansions = ["exp11_ghosts_castles_cemeteries", "exp05_abbey_mayor.mayor"];
    let mayor_score = score(castle("completed", &expansions, json!({"feature_points": 3}), mayor));
    assert!(!has_rule(&mayor_score, "blue", "castle.ghosts"));
    assert_eq!(total(&mayor_score, "blue"), 0);
}

/// Source: castle.teacher, castle.ringmaster, castle.fairy — teacher copies 8;
/// ringmaster 2 per tile; fairy 3.
#[test]
fn epilog_bonuses() {
    let inputs =
        json!({"feature_points": 8, "teacher": "blue", "ringmaster": "blue", "ringmaster_tiles": 1, "fairy": "red"});
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let expansions = ["school", "exp10_under_the_big_top", "exp03_princess_dragon"];
    let score = score(castle("completed", &expansions, inputs, players));
    assert_eq!(points(&score, "blue", "castle.teacher"), 8);
    assert_eq!(points(&score, "blue", "castle.ringmaster"), 2);
    assert_eq!(points(&score, "red", "castle.fairy"), 3);
    assert_eq!(total(&score, "red"), 11);
}

/// Source: castle.incomplete — a castle still occupied at the end scores 0 (its
/// meeples are removed before final scoring); there is no feature value to enter.
#[test]
fn occupied_castle_at_the_end_scores_zero() {
    let players = json!([{"id": "red", "followers": 1}]);
    let score = score(castle("end_of_game", &[], json!({}), players.clone()));
    assert_eq!(score.value, 0);
    assert_eq!(points(&score, "red", "castle.incomplete"), 0);
    assert!(has_rule(&score, "red", "castle.incomplete"));
    let error = error(castle("end_of_game", &[], json!({"feature_points": 5}), players));
    assert!(matches!(error, Error::UnknownInput { ref field, .. } if field == "feature_points"), "{error}");
}

/// Source: castle.base — needs the castles of Exp. 8.
#[test]
fn castle_needs_exp8_castles() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": ["exp08_bridges_castles_bazaars.bridges"]},
        "feature": "castle", "inputs": {"feature_points": 4}, "players": [{"id": "red", "followers": 1}]});
    assert!(matches!(error(request), Error::NotAvailable { .. }));
}
