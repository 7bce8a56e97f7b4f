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

/// Source: la_porxada.incomplete — the form is the completed city's without what only
/// happens when a city is completed during a turn (Gingerbread Man, watchtower, a
/// one-tile city closed by a gate) and without the fairy and ringmaster, which the
/// B.2 items score after the game; the teacher and the Coiners quarter stay.
#[test]
fn form_without_in_turn_prolog_fairy_and_ringmaster() {
    use tally_core::rules::{When, find_feature};
    use tally_core::{Edition, Ruleset};

    let everything = Ruleset::everything(Edition::C3);
    let schema = find_feature("la_porxada").unwrap().schema(&everything, When::EndOfGame).unwrap();
    for gone in [
        "gingerbread_man",
        "watchtower",
        "watchtower_symbol",
        "watchtower_count",
        "one_tile_city",
        "fairy",
        "ringmaster",
    ] {
        assert!(!schema.knows(gone), "{gone} should not be an input of la_porxada");
    }
    for kept in ["tiles", "coats_of_arms", "cathedral", "teacher", "coiners_quarter", "ghosts", "land_surveyor"] {
        assert!(schema.get(kept).is_some(), "{kept} should be an input of la_porxada");
    }
    let completed_city = find_feature("city").unwrap().schema(&everything, When::Completed).unwrap();
    assert!(completed_city.get("fairy").is_some() && completed_city.get("gingerbread_man").is_some());
}

/// Source: la_porxada.incomplete, after_game.fairy — the fairy next to a knight in
/// La Porxada's city pays 3 once, through the after-game item: the city's own
/// `fairy` input is refused, so the bonus cannot be entered twice.
#[test]
fn fairy_is_scored_once_after_the_game() {
    let players = json!([{"id": "red", "followers": 1}]);
    let inputs = json!({"tiles": 2, "fairy": "red"});
    let refused = error(porxada(&["la_porxada", "exp03_princess_dragon"], inputs, players.clone()));
    assert!(matches!(refused, Error::UnknownInput { ref field, .. } if field == "fairy"), "{refused}");
    let city = score(porxada(&["la_porxada", "exp03_princess_dragon"], json!({"tiles": 2}), players));
    assert_eq!(total(&city, "red"), 4, "2 tiles x 2, no fairy row");
    let fairy = tally_core::rules::score_event_json(
        &json!({"ruleset": {"edition": "c3", "expansions": ["la_porxada", "exp03_princess_dragon"]},
                "event": "after_game.fairy", "inputs": {"player": "red", "meeple_on": "feature"},
                "players": [{"id": "red"}]})
        .to_string(),
    )
    .unwrap();
    assert_eq!(fairy.points_of("red"), 3);
}

/// Source: la_porxada.incomplete — a watchtower or Gingerbread Man input is refused
/// rather than silently scored (they are not inputs of La Porxada's form).
#[test]
fn in_turn_prolog_inputs_are_refused() {
    let players = json!([{"id": "red", "followers": 1}]);
    for (input, value, expansion) in [
        ("gingerbread_man", json!(true), "we_gingerbread_man"),
        ("watchtower", json!("red"), "watchtowers"),
        ("ringmaster", json!("red"), "exp10_under_the_big_top"),
    ] {
        let request = porxada(&["la_porxada", expansion], json!({"tiles": 2, input: value}), players.clone());
        let refused = error(request);
        assert!(matches!(refused, Error::UnknownInput { ref field, .. } if field == input), "{refused}");
    }
}
