//! Haunted castle: 3B.12 (completed) and B.1.15 (end of game).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

const EXP11: &str = "exp11_ghosts_castles_cemeteries";

fn castle(edition: &str, when: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    let mut all = vec![EXP11];
    all.extend_from_slice(expansions);
    json!({"ruleset": {"edition": edition, "expansions": all}, "feature": "haunted_castle",
           "when": when, "inputs": inputs, "players": players})
}

fn red() -> Value {
    json!([{"id": "red", "followers": 1}])
}

/// Source: haunted_castle.base — 2 points per tile with mist in the area: 5 x 2 = 10
/// to the majority.
#[test]
fn two_per_mist_tile_in_game() {
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let score = score(castle("c3", "completed", &[], json!({"mist_tiles": 5}), players));
    assert_eq!(points(&score, "red", "haunted_castle.base"), 10);
    assert_eq!(score.value, 10);
    assert!(score.award("blue").is_none());
    assert_consistent(&score);
}

/// Source: haunted_castle.base with tilecount.haunted_castle_start — the 2x2 starting
/// tile counts 1 tile in C1 and 4 in C2+C3 (and WE, the new-edition count): with 3
/// other mist tiles, C1 (3 + 1) x 2 = 8, C3 and WE (3 + 4) x 2 = 14.
#[test]
fn starting_tile_by_edition_in_game() {
    let inputs = json!({"mist_tiles": 3, "starting_tile": true});
    let c1 = score(castle("c1", "completed", &[], inputs.clone(), red()));
    let c3 = score(castle("c3", "completed", &[], inputs.clone(), red()));
    let we = score(castle("winter", "completed", &[], inputs, red()));
    assert_eq!(points(&c1, "red", "tilecount.haunted_castle_start"), 2);
    assert_eq!(points(&c3, "red", "tilecount.haunted_castle_start"), 8);
    assert_eq!((c1.value, c3.value, we.value), (8, 14, 14));
}

/// Source: haunted_castle.base — the starting tile fills at least one of the 8 spaces
/// around the castle: 9 other tiles with it is refused, 8 is fine.
#[test]
fn starting_tile_leaves_room_for_eight_tiles() {
    let error = error(castle("c3", "completed", &[], json!({"mist_tiles": 9, "starting_tile": true}), red()));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "mist_tiles"), "{error}");
    let score = score(castle("c3", "completed", &[], json!({"mist_tiles": 8, "starting_tile": true}), red()));
    assert_eq!(score.value, 24, "(8 + 4) x 2");
    let above = crate::support::error(castle("c3", "completed", &[], json!({"mist_tiles": 10}), red()));
    assert!(matches!(above, Error::InvalidInput { ref field, .. } if field == "mist_tiles"), "{above}");
}

/// Source: haunted_castle.little_buildings — 2 mist tiles x 2 + 2 little buildings = 6.
#[test]
fn little_buildings() {
    let score =
        score(castle("c3", "completed", &["little_buildings"], json!({"mist_tiles": 2, "little_buildings": 2}), red()));
    assert_eq!(points(&score, "red", "haunted_castle.little_buildings"), 2);
    assert_eq!(score.value, 6);
}

/// Source: haunted_castle.ghosts — -2 per ghost for the majority holder: 1 x 2 - 2 x 2 = -2.
#[test]
fn ghosts_in_game() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 2}]);
    let score = score(castle("c3", "completed", &[], json!({"mist_tiles": 1}), players));
    assert_eq!(points(&score, "red", "haunted_castle.ghosts"), -4);
    assert_eq!(total(&score, "red"), -2);
    assert_eq!(score.value, 2);
}

/// Source: haunted_castle.ghosts — the haunted castle has no teacher, ringmaster or
/// fairy row: those are not inputs of it.
#[test]
fn no_epilog() {
    let error = error(castle("c3", "completed", &["school"], json!({"teacher": "red"}), red()));
    assert_eq!(error, Error::UnknownInput { field: "teacher".into(), item: "haunted_castle".into() });
}

/// Source: haunted_castle.base.incomplete — 1 point per tile with mist at the end: 5;
/// with the starting tile in C1 (5 + 1) = 6, in C3 (4 + 4) = 8.
#[test]
fn one_per_mist_tile_at_the_end() {
    let end = score(castle("c3", "end_of_game", &[], json!({"mist_tiles": 5}), red()));
    assert_eq!(points(&end, "red", "haunted_castle.base.incomplete"), 5);
    let c1 = score(castle("c1", "end_of_game", &[], json!({"mist_tiles": 5, "starting_tile": true}), red()));
    assert_eq!(c1.value, 6);
    let c3 = score(castle("c3", "end_of_game", &[], json!({"mist_tiles": 4, "starting_tile": true}), red()));
    assert_eq!(points(&c3, "red", "tilecount.haunted_castle_start"), 4);
    assert_eq!(c3.value, 8);
}

/// Source: haunted_castle.little_buildings.incomplete — 3 mist + 1 little building = 4.
#[test]
fn little_buildings_at_the_end() {
    let score = score(castle(
        "c3",
        "end_of_game",
        &["little_buildings"],
        json!({"mist_tiles": 3, "little_buildings": 1}),
        red(),
    ));
    assert_eq!(points(&score, "red", "haunted_castle.little_buildings.incomplete"), 1);
    assert_eq!(score.value, 4);
}

/// Source: haunted_castle.ghosts.incomplete — -1 per ghost by default: 2 - 3 = -1.
#[test]
fn ghosts_at_the_end() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 3}]);
    let score = score(castle("c3", "end_of_game", &[], json!({"mist_tiles": 2}), players));
    assert_eq!(points(&score, "red", "haunted_castle.ghosts.incomplete"), -3);
    assert_eq!(total(&score, "red"), -1);
}
