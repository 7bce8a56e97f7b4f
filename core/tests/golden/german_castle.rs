//! German castle: 3B.9 (completed) and B.1.11 (end of game).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn german_castle(edition: &str, when: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    let mut all = vec!["german_castles"];
    all.extend_from_slice(expansions);
    json!({"ruleset": {"edition": edition, "expansions": all}, "feature": "german_castle",
           "when": when, "inputs": inputs, "players": players})
}

fn red() -> Value {
    json!([{"id": "red", "followers": 1}])
}

/// Source: german_castle.base — completed: 12 in every edition. C1 "12 points",
/// C2+C3 "2 for the castle + 1 per tile in the 10 spaces around it" (two rows),
/// WE "12 points".
#[test]
fn completed_is_twelve_in_every_edition() {
    for edition in ["c1", "c2", "c3", "winter"] {
        let score = score(german_castle(edition, "completed", &[], json!({}), red()));
        assert_eq!(score.value, 12, "{edition}");
        assert_eq!(points(&score, "red", "german_castle.base"), 12, "{edition}");
        let base_rows = rows(&score, "red", "german_castle.base").len();
        let expected = if edition == "c2" || edition == "c3" { 2 } else { 1 };
        assert_eq!(base_rows, expected, "{edition}");
    }
}

/// Source: german_castle.base — majority: the tied holders score; the minority does not.
#[test]
fn completed_majority() {
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1}, {"id": "green"}]);
    let score = score(german_castle("c3", "completed", &[], json!({}), players));
    assert_eq!(total(&score, "red"), 12);
    assert_eq!(total(&score, "blue"), 12);
    assert!(score.award("green").is_none());
}

/// Source: german_castle.little_buildings — +1 each (basic): 12 + 2 = 14.
#[test]
fn completed_little_buildings() {
    let score = score(german_castle("c3", "completed", &["little_buildings"], json!({"little_buildings": 2}), red()));
    assert_eq!(points(&score, "red", "german_castle.little_buildings"), 2);
    assert_eq!(score.value, 14);
}

/// Source: german_castle.ghosts — -2 per ghost during the game: 12 - 14 = -2.
#[test]
fn completed_ghosts_may_go_negative() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 7}]);
    let score = score(german_castle("c3", "completed", &["exp11_ghosts_castles_cemeteries"], json!({}), players));
    assert_eq!(points(&score, "red", "german_castle.ghosts"), -14);
    assert_eq!(total(&score, "red"), -2);
    assert_eq!(score.value, 12);
}

/// Source: german_castle.teacher, german_castle.ringmaster, german_castle.fairy.
#[test]
fn completed_epilog() {
    let inputs = json!({"teacher": "blue", "ringmaster": "blue", "ringmaster_tiles": 3, "fairy": "red"});
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let expansions = ["school", "exp10_under_the_big_top", "exp03_princess_dragon"];
    let score = score(german_castle("c1", "completed", &expansions, inputs, players));
    assert_eq!(points(&score, "blue", "german_castle.teacher"), 12);
    assert_eq!(points(&score, "blue", "german_castle.ringmaster"), 6);
    assert_eq!(points(&score, "red", "german_castle.fairy"), 3);
    assert_eq!(total(&score, "red"), 15);
}

/// Source: german_castle.base.incomplete — 2 + 1 per tile around it. C1 counts
/// tiles (triangular tiles one each, so more than the spaces: 12 -> 14); C3 counts
/// tiles in the 10 spaces (5 -> 7); WE counts occupied spaces (5 -> 7).
#[test]
fn incomplete_by_edition() {
    let c1 = score(german_castle("c1", "end_of_game", &[], json!({"tiles_around": 12}), red()));
    assert_eq!(c1.value, 14);
    let c3 = score(german_castle("c3", "end_of_game", &[], json!({"tiles_around": 5}), red()));
    assert_eq!(points(&c3, "red", "german_castle.base.incomplete"), 7);
    let we = score(german_castle("winter", "end_of_game", &[], json!({"tiles_around": 5}), red()));
    assert_eq!(we.value, 7);
    let labels: Vec<String> =
        rows(&we, "red", "german_castle.base.incomplete").iter().map(|r| r.label.text()).collect();
    assert!(labels.iter().any(|label| label.contains("Occupied spaces")), "{labels:?}");
}

/// Source: german_castle.base.incomplete — C2+C3: 10 filled spaces would mean the
/// castle was completed, so 10 is refused at the end.
#[test]
fn incomplete_cannot_have_ten_spaces_filled() {
    let error = error(german_castle("c3", "end_of_game", &[], json!({"tiles_around": 10}), red()));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "tiles_around"), "{error}");
}

/// Source: german_castle.little_buildings.incomplete — +1 each: 2 + 3 + 1 = 6.
#[test]
fn incomplete_little_buildings() {
    let inputs = json!({"tiles_around": 3, "little_buildings": 1});
    let score = score(german_castle("c3", "end_of_game", &["little_buildings"], inputs, red()));
    assert_eq!(points(&score, "red", "german_castle.little_buildings.incomplete"), 1);
    assert_eq!(score.value, 6);
}

/// Source: german_castle.ghosts.incomplete — -1 per ghost by default, -2 with the
/// [004] option: 2 + 5 = 7, 3 ghosts: 4, or 1.
#[test]
fn incomplete_ghosts() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 3}]);
    let one = score(german_castle(
        "c3",
        "end_of_game",
        &["exp11_ghosts_castles_cemeteries"],
        json!({"tiles_around": 5}),
        players.clone(),
    ));
    assert_eq!(points(&one, "red", "german_castle.ghosts.incomplete"), -3);
    assert_eq!(total(&one, "red"), 4);
    let two = json!({"ruleset": {"edition": "c3", "expansions": ["german_castles", "exp11_ghosts_castles_cemeteries"],
        "variants": {"end_game_ghost_penalty": "two"}}, "feature": "german_castle", "when": "end_of_game",
        "inputs": {"tiles_around": 5}, "players": players});
    assert_eq!(total(&score(two), "red"), 1);
}
