//! Tollhouses at an incomplete road, end of the game: B.1.20.

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn tolls(inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": ["tollkeepers"]}, "feature": "tollkeepers",
           "when": "end_of_game", "inputs": inputs, "players": players})
}

/// Source: tollkeepers.end_of_game — whatever the toll, 1 per farmhouse, shed, garden
/// and highwayman (3) and 1 per group of travelers (2): 5 per tollhouse. (In-game a
/// large toll would give 2 x 3 + 6 x 2 = 18.)
#[test]
fn one_point_each_whatever_the_toll() {
    let players = json!([{"id": "red", "tollhouse": true}, {"id": "blue", "tollhouse": true}, {"id": "green"}]);
    let score = score(tolls(json!({"toll_buildings": 3, "traveler_groups": 2}), players));
    assert_eq!(points(&score, "red", "tollkeepers.end_of_game"), 5);
    assert_eq!(points(&score, "blue", "tollkeepers.end_of_game"), 5);
    assert!(score.award("green").is_none());
    assert_eq!(score.value, 10);
    assert_consistent(&score);
}

/// Source: tollkeepers.end_of_game — travelers alone: 1 per group.
#[test]
fn travelers_only() {
    let score =
        score(tolls(json!({"toll_buildings": 0, "traveler_groups": 3}), json!([{"id": "red", "tollhouse": true}])));
    assert_eq!(total(&score, "red"), 3);
    assert_eq!(rows(&score, "red", "tollkeepers.end_of_game").len(), 1);
}

/// Source: tollkeepers.end_of_game — a road has two ends: three tollhouses at one
/// road are refused.
#[test]
fn at_most_two_tollhouses() {
    let players = json!([{"id": "red", "tollhouse": true}, {"id": "blue", "tollhouse": true}, {"id": "green", "tollhouse": true}]);
    let error = error(tolls(json!({"toll_buildings": 1, "traveler_groups": 0}), players));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "tollhouse"), "{error}");
}

/// Source: tollkeepers.end_of_game — end of the game only (during the game the road
/// scores its tollhouses, `road.tollkeepers`).
#[test]
fn end_of_game_only() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": ["tollkeepers"]}, "feature": "tollkeepers",
                         "players": [{"id": "red"}]});
    assert!(matches!(error(request), Error::NotAvailable { ref item, .. } if item == "tollkeepers"));
}
