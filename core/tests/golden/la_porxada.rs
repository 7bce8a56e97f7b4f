//! La Porxada: B.1.2 (end of game only) — the incomplete city is scored as completed.

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn porxada(expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": expansions}, "feature": "la_porxada",
           "when": "end_of_game", "inputs": inputs, "players": players})
}

/// Source: la_porxada.incomplete — 2 per tile and per coat of arms (as completed),
/// not 1; the rows keep their city ids after the La Porxada row.
#[test]
fn scored_as_a_completed_city() {
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let score = score(porxada(&["la_porxada"], json!({"tiles": 3, "coats_of_arms": 1}), players));
    // 3 x 2 + 1 x 2 = 8 (an ordinary incomplete city would give 4).
    assert_eq!(score.value, 8);
    let red = score.award("red").unwrap();
    assert_eq!(red.rows[0].rule, "la_porxada.incomplete");
    assert_eq!(red.rows[0].points, 0);
    assert_eq!(points(&score, "red", "city.base"), 8);
    assert_eq!(total(&score, "red"), 8);
    assert!(score.award("blue").is_none(), "the majority scores, as in a completed city");
    assert_consistent(&score);
}

/// Source: la_porxada.incomplete — a cathedral adds +1 per tile and coat of arms (the
/// completed rule), instead of the end-of-game x0.
#[test]
fn cathedral_counts_as_in_a_completed_city() {
    let inputs = json!({"tiles": 3, "coats_of_arms": 1, "cathedral": true});
    let score =
        score(porxada(&["la_porxada", "exp01_inns_cathedrals"], inputs, json!([{"id": "red", "followers": 1}])));
    // 8 + 3 + 1 = 12.
    assert_eq!(points(&score, "red", "city.cathedral"), 4);
    assert_eq!(score.value, 12);
}

/// Source: la_porxada.incomplete — the in-game ghost penalty (-2) applies.
#[test]
fn ghosts_as_in_a_completed_city() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 1}]);
    let score = score(porxada(&["la_porxada", "exp11_ghosts_castles_cemeteries"], json!({"tiles": 2}), players));
    // 4 - 2 = 2.
    assert_eq!(points(&score, "red", "city.ghosts"), -2);
    assert_eq!(total(&score, "red"), 2);
}

/// Source: la_porxada.incomplete — the epilog of a completed city too: every award
/// opens with the La Porxada row.
#[test]
fn teacher_award_opens_with_the_porxada_row() {
    let inputs = json!({"tiles": 2, "teacher": "blue"});
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let score = score(porxada(&["la_porxada", "school"], inputs, players));
    let blue = score.award("blue").unwrap();
    let rules: Vec<&str> = blue.rows.iter().map(|row| row.rule.as_str()).collect();
    assert_eq!(rules, ["la_porxada.incomplete", "city.teacher"]);
    assert_eq!(blue.points, 4);
}

/// Source: la_porxada.incomplete — end of game only, and only with La Porxada.
#[test]
fn availability() {
    let players = json!([{"id": "red", "followers": 1}]);
    let during = json!({"ruleset": {"edition": "c3", "expansions": ["la_porxada"]}, "feature": "la_porxada",
        "when": "completed", "inputs": {"tiles": 2}, "players": players});
    assert!(matches!(error(during), Error::NotAvailable { .. }));
    assert!(matches!(error(porxada(&[], json!({"tiles": 2}), players)), Error::NotAvailable { .. }));
}
