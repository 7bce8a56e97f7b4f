//! German monasteries, Dutch & Belgian monasteries, Japanese buildings (abbot):
//! B.1.12 (end of game only).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn monastery(expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": expansions}, "feature": "german_monastery",
           "when": "end_of_game", "inputs": inputs, "players": players})
}

fn red() -> Value {
    json!([{"id": "red", "abbot": true}, {"id": "blue"}])
}

/// Source: german_monastery.abbot.incomplete — 1 for the building + 1 per tile in a
/// direct row or column, to the abbot's owner.
#[test]
fn abbot_scores_the_row_and_column() {
    let score = score(monastery(&["monasteries_de_nl_be_japan"], json!({"line_tiles": 6}), red()));
    assert_eq!(points(&score, "red", "german_monastery.abbot.incomplete"), 7);
    assert_eq!(score.value, 7);
    assert!(score.award("blue").is_none());
    assert_consistent(&score);
}

/// Source: german_monastery.abbot.incomplete — without an abbot nobody scores.
#[test]
fn no_abbot_no_score() {
    let score = score(monastery(&["monasteries_de_nl_be_japan"], json!({"line_tiles": 3}), json!([{"id": "red"}])));
    assert_eq!(score.value, 4);
    assert!(score.awards.is_empty());
}

/// Source: german_monastery.abbot.incomplete — end of game only, with the expansion;
/// one abbot per building (cross-field check).
#[test]
fn availability_and_one_abbot() {
    let during = json!({"ruleset": {"edition": "c3", "expansions": ["monasteries_de_nl_be_japan"]},
        "feature": "german_monastery", "when": "completed", "inputs": {}, "players": red()});
    assert!(matches!(error(during), Error::NotAvailable { .. }));
    assert!(matches!(error(monastery(&[], json!({}), red())), Error::NotAvailable { .. }));
    let two = json!([{"id": "red", "abbot": true}, {"id": "blue", "abbot": true}]);
    let refused = error(monastery(&["monasteries_de_nl_be_japan"], json!({"line_tiles": 2}), two));
    assert!(matches!(refused, Error::InvalidInput { ref field, .. } if field == "players[1].abbot"), "{refused}");
}

/// Source: german_monastery.little_buildings.incomplete — +1 each on the tiles that
/// count, one per tile.
#[test]
fn little_buildings() {
    let expansions = ["monasteries_de_nl_be_japan", "little_buildings"];
    let score = score(monastery(&expansions, json!({"line_tiles": 2, "little_buildings": 2}), red()));
    // 1 + 2 + 2 = 5.
    assert_eq!(points(&score, "red", "german_monastery.little_buildings.incomplete"), 2);
    assert_eq!(score.value, 5);
    let refused = error(monastery(&expansions, json!({"line_tiles": 2, "little_buildings": 4}), red()));
    assert!(matches!(refused, Error::InvalidInput { ref field, .. } if field == "little_buildings"), "{refused}");
}

/// Source: german_monastery.ghosts.incomplete — -1 per ghost by default ([002][003]),
/// -2 with the option ([004]).
#[test]
fn ghosts() {
    let players = json!([{"id": "red", "abbot": true, "ghosts": 2}]);
    let expansions = ["monasteries_de_nl_be_japan", "exp11_ghosts_castles_cemeteries"];
    let default = score(monastery(&expansions, json!({"line_tiles": 6}), players.clone()));
    // 7 - 2 = 5.
    assert_eq!(points(&default, "red", "german_monastery.ghosts.incomplete"), -2);
    assert_eq!(total(&default, "red"), 5);
    let two = json!({"ruleset": {"edition": "c3", "expansions": expansions,
                                 "variants": {"end_game_ghost_penalty": "two"}},
        "feature": "german_monastery", "when": "end_of_game", "inputs": {"line_tiles": 6}, "players": players});
    // 7 - 4 = 3.
    assert_eq!(total(&score(two), "red"), 3);
}
