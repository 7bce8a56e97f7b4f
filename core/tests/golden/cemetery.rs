//! Cemetery: 3B.11 (completed) and B.1.14 (end of game).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

const EXP11: &str = "exp11_ghosts_castles_cemeteries";

fn cemetery(expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": expansions}, "feature": "cemetery",
           "when": "completed", "inputs": inputs, "players": players})
}

/// Source: cemetery.base — 0 points; the keeper takes an extra guard meeple, which
/// the row says. The keeper is listed with 0 points, the others not at all.
#[test]
fn zero_points_and_an_extra_guard() {
    let score = score(cemetery(&[EXP11], json!({}), json!([{"id": "red", "followers": 1}, {"id": "blue"}])));
    assert_eq!(score.value, 0);
    let rows = rows(&score, "red", "cemetery.base");
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].points, 0);
    assert!(rows[0].label.text().contains("guard meeple"), "{}", rows[0].label);
    assert_eq!(total(&score, "red"), 0);
    assert!(score.award("blue").is_none());
}

/// Source: cemetery.base — without the guard meeples component there is no guard to
/// take: the row only says 0 points. Tied keepers both get the row.
#[test]
fn no_guard_without_guard_meeples() {
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1}]);
    let score = score(cemetery(&["exp11_ghosts_castles_cemeteries.cemeteries"], json!({}), players));
    let rows = rows(&score, "blue", "cemetery.base");
    assert_eq!(rows.len(), 1);
    assert!(!rows[0].label.text().contains("guard"), "{}", rows[0].label);
    assert!(has_rule(&score, "red", "cemetery.base"));
}

/// Source: cemetery.little_buildings — +1 each (basic): 0 + 2 = 2.
#[test]
fn little_buildings() {
    let score = score(cemetery(
        &[EXP11, "little_buildings"],
        json!({"little_buildings": 2}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "cemetery.little_buildings"), 2);
    assert_eq!(score.value, 2);
}

/// Source: cemetery.ghosts — -2 per ghost on a 0-point cemetery: the keeper's points
/// for the feature are negative (-2), the value stays 0.
#[test]
fn ghosts_make_the_keeper_negative() {
    let score = score(cemetery(&[EXP11], json!({}), json!([{"id": "red", "followers": 1, "ghosts": 1}])));
    assert_eq!(points(&score, "red", "cemetery.ghosts"), -2);
    assert_eq!(total(&score, "red"), -2);
    assert_eq!(score.value, 0);
}

/// Source: cemetery.teacher — equal to the feature scoring: 3 little buildings = 3
/// (Appendix 2 #24: the epilog rows of [001] are kept).
#[test]
fn teacher_copies_the_value() {
    let score = score(cemetery(
        &[EXP11, "little_buildings", "school"],
        json!({"little_buildings": 3, "teacher": "blue"}),
        json!([{"id": "red", "followers": 1}, {"id": "blue"}]),
    ));
    assert_eq!(points(&score, "blue", "cemetery.teacher"), 3);
}

/// Source: cemetery.ringmaster — 2 per circus or acrobat tile: 1 tile = 2, though the
/// cemetery itself gives the ringmaster nothing.
#[test]
fn ringmaster() {
    let score = score(cemetery(
        &[EXP11, "exp10_under_the_big_top"],
        json!({"ringmaster": "red", "ringmaster_tiles": 1}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "cemetery.ringmaster"), 2);
    assert_eq!(total(&score, "red"), 2);
}

/// Source: cemetery.fairy — the keeper may receive the fairy bonus: 3.
#[test]
fn fairy() {
    let score = score(cemetery(
        &[EXP11, "exp03_princess_dragon"],
        json!({"fairy": "red"}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "cemetery.fairy"), 3);
    assert_eq!(total(&score, "red"), 3);
}

/// Source: cemetery.incomplete — cemeteries are not scored after the game: a 0-point
/// row for the keeper, and no little buildings or ghosts at all.
#[test]
fn not_scored_at_the_end() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": [EXP11, "little_buildings"]},
        "feature": "cemetery", "when": "end_of_game", "players": [{"id": "red", "followers": 1}]});
    let score = score(request);
    assert_eq!(score.value, 0);
    assert_eq!(rows(&score, "red", "cemetery.incomplete").len(), 1);
    assert_eq!(total(&score, "red"), 0);
    let request = json!({"ruleset": {"edition": "c3", "expansions": [EXP11, "little_buildings"]},
        "feature": "cemetery", "when": "end_of_game", "inputs": {"little_buildings": 1},
        "players": [{"id": "red", "followers": 1}]});
    assert_eq!(error(request), Error::UnknownInput { field: "little_buildings".into(), item: "cemetery".into() });
}
