//! Garden (abbot): 3B.8 (completed) and B.1.10 (end of game).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn garden(edition: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": expansions}, "feature": "garden",
           "when": "completed", "inputs": inputs, "players": players})
}

fn garden_end(edition: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": expansions}, "feature": "garden",
           "when": "end_of_game", "inputs": inputs, "players": players})
}

fn red() -> Value {
    json!([{"id": "red", "abbot": true}, {"id": "blue"}])
}

/// Source: garden.base — 9 points in every edition (C1 9; C2+C3 1 per tile, all 9;
/// WE 9), to the abbot's owner.
#[test]
fn completed_garden_scores_nine() {
    for edition in ["c1", "c2", "c3", "winter"] {
        let score = score(garden(edition, &["abbot"], json!({}), red()));
        assert_eq!(points(&score, "red", "garden.base"), 9, "{edition}");
        assert!(score.award("blue").is_none());
        assert_consistent(&score);
    }
}

/// Source: garden.base — gardens need the Abbot's gardens.
#[test]
fn gardens_need_the_abbot_expansion() {
    let without = error(garden("c3", &[], json!({}), red()));
    assert!(matches!(without, Error::NotAvailable { .. }), "{without}");
    let abbot_only = error(garden("c3", &["abbot.abbot"], json!({}), red()));
    assert!(matches!(abbot_only, Error::NotAvailable { .. }), "{abbot_only}");
    assert_eq!(score(garden("c3", &["abbot.gardens"], json!({}), red())).value, 9);
}

/// Source: garden.base — a garden holds one abbot (cross-field check); vineyards do
/// not affect gardens (no such input).
#[test]
fn one_abbot_and_no_vineyards() {
    let two = error(garden(
        "c3",
        &["abbot"],
        json!({}),
        json!([{"id": "red", "abbot": true}, {"id": "blue", "abbot": true}]),
    ));
    assert!(matches!(two, Error::InvalidInput { ref field, .. } if field == "players[1].abbot"), "{two}");
    let vineyards = error(garden("c3", &["abbot", "exp09_hills_sheep"], json!({"vineyards": 1}), red()));
    assert!(matches!(vineyards, Error::UnknownInput { ref field, .. } if field == "vineyards"), "{vineyards}");
}

/// Source: garden.little_buildings — +1 per neighbouring little building.
#[test]
fn little_buildings() {
    let score = score(garden("c3", &["abbot", "little_buildings"], json!({"little_buildings": 1}), red()));
    assert_eq!(points(&score, "red", "garden.little_buildings"), 1);
    assert_eq!(score.value, 10);
}

/// Source: garden.ghosts — -2 per ghost on the abbot's owner.
#[test]
fn ghosts() {
    let players = json!([{"id": "red", "abbot": true, "ghosts": 2}]);
    let score = score(garden("c3", &["abbot", "exp11_ghosts_castles_cemeteries"], json!({}), players));
    assert_eq!(points(&score, "red", "garden.ghosts"), -4);
    assert_eq!(total(&score, "red"), 5);
    assert_eq!(score.value, 9);
}

/// Source: garden.teacher — equal to the feature scoring.
#[test]
fn teacher() {
    let score = score(garden("c3", &["abbot", "school"], json!({"teacher": "blue"}), red()));
    assert_eq!(points(&score, "blue", "garden.teacher"), 9);
}

/// Source: garden.fairy — 3 points; there is no ringmaster row for gardens.
#[test]
fn fairy_and_no_ringmaster() {
    let score = score(garden("c3", &["abbot", "exp03_princess_dragon"], json!({"fairy": "red"}), red()));
    assert_eq!(points(&score, "red", "garden.fairy"), 3);
    assert_eq!(total(&score, "red"), 12);
    let ringmaster = error(garden("c3", &["abbot", "exp10_under_the_big_top"], json!({"ringmaster": "red"}), red()));
    assert!(matches!(ringmaster, Error::UnknownInput { .. }), "{ringmaster}");
}

/// Source: garden.base.incomplete — 1 for the garden + 1 per tile around it (C1), per
/// tile in the 8 spaces (C2+C3), per occupied space (WE).
#[test]
fn incomplete_garden() {
    for edition in ["c1", "c3", "winter"] {
        let score = score(garden_end(edition, &["abbot"], json!({"tiles_around": 4}), red()));
        assert_eq!(points(&score, "red", "garden.base.incomplete"), 5, "{edition}");
    }
}

/// Source: garden.little_buildings.incomplete — +1 each, one per tile of the area.
#[test]
fn little_buildings_at_the_end() {
    let inputs = json!({"tiles_around": 1, "little_buildings": 2});
    let score = score(garden_end("c3", &["abbot", "little_buildings"], inputs, red()));
    // 1 + 1 + 2 = 4.
    assert_eq!(points(&score, "red", "garden.little_buildings.incomplete"), 2);
    assert_eq!(score.value, 4);
    let inputs = json!({"tiles_around": 1, "little_buildings": 3});
    let refused = error(garden_end("c3", &["abbot", "little_buildings"], inputs, red()));
    assert!(matches!(refused, Error::InvalidInput { ref field, .. } if field == "little_buildings"), "{refused}");
}

/// Source: garden.ghosts.incomplete — -1 per ghost by default, -2 with the option
/// ([004]); the points may be negative.
#[test]
fn ghosts_at_the_end() {
    let players = json!([{"id": "red", "abbot": true, "ghosts": 1}]);
    let expansions = ["abbot", "exp11_ghosts_castles_cemeteries"];
    let default = score(garden_end("c3", &expansions, json!({"tiles_around": 0}), players.clone()));
    assert_eq!(points(&default, "red", "garden.ghosts.incomplete"), -1);
    assert_eq!(total(&default, "red"), 0);
    let two = json!({"ruleset": {"edition": "c3", "expansions": expansions,
                                 "variants": {"end_game_ghost_penalty": "two"}},
        "feature": "garden", "when": "end_of_game", "inputs": {"tiles_around": 0}, "players": players});
    assert_eq!(total(&score(two), "red"), -1);
}
