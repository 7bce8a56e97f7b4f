//! Circus (big top) at the end of the game: B.1.18.

use serde_json::{Value, json};
use tally_core::rules::{When, find_feature};
use tally_core::{Edition, Element, Error, Ruleset};

use crate::support::*;

fn circus(edition: &str, token: i64, players: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": ["exp10_under_the_big_top.big_top"]}, "feature": "circus",
           "when": "end_of_game", "inputs": {"animal_token": token}, "players": players})
}

/// Source: circus.big_top.end_of_game — the token's points per meeple in the vicinity:
/// elephant 7 x 3 meeples = 21 for red, 7 x 1 = 7 for blue, nothing for green.
#[test]
fn token_points_per_meeple() {
    let players = json!([{"id": "red", "meeples": 3}, {"id": "blue", "meeples": 1}, {"id": "green"}]);
    let score = score(circus("c3", 7, players));
    assert_eq!(points(&score, "red", "circus.big_top.end_of_game"), 21);
    assert_eq!(points(&score, "blue", "circus.big_top.end_of_game"), 7);
    assert!(score.award("green").is_none());
    assert_eq!(score.value, 28);
    assert_consistent(&score);
}

/// Source: circus.big_top.end_of_game — tokens run from 1 (flea) to 7 (elephant).
#[test]
fn token_range() {
    let players = json!([{"id": "red", "meeples": 2}]);
    assert_eq!(total(&score(circus("c3", 1, players.clone())), "red"), 2);
    for bad in [0, 8] {
        let error = error(circus("c3", bad, players.clone()));
        assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "animal_token"), "{error}");
    }
}

/// Source: circus.big_top.end_of_game — the vicinity help follows the edition (0.2
/// tilecount.vicinity_double): C1 counts a double-sized tile once, C2+C3 each half.
#[test]
fn vicinity_help_by_edition() {
    let def = find_feature("circus").unwrap();
    let help = |edition| {
        let ruleset = Ruleset::base(edition).with(Element::BigTop);
        def.schema(&ruleset, When::EndOfGame).unwrap().get("meeples").unwrap().help.text()
    };
    assert!(help(Edition::C1).contains("double-sized tile counts as 1 tile"));
    assert!(help(Edition::C3).contains("Each half of a double-sized tile"));
    assert!(help(Edition::C2).contains("Leipzig"));
}

/// Source: circus.big_top.end_of_game — the in-game circus is a 3C event, not this item.
#[test]
fn end_of_game_only() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": ["exp10_under_the_big_top"]},
                         "feature": "circus", "when": "completed", "players": [{"id": "red"}]});
    assert!(matches!(error(request), Error::NotAvailable { ref item, .. } if item == "circus"));
}
