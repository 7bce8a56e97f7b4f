//! La Porxada: B.1.2 (end of game only). The city with La Porxada was completed
//! during the game; every player who had knights in it scores their other,
//! uncompleted cities as completed (3B.2 values instead of B.1.3), where they hold
//! the majority.

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn porxada(expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": expansions}, "feature": "la_porxada",
           "when": "end_of_game", "inputs": inputs, "players": players})
}

/// Source: la_porxada.incomplete, city.base (3B.2 row 4: 2 per tile and per coat of
/// arms) — red had knights in La Porxada's city and holds this uncompleted city of
/// 3 tiles and 1 coat of arms: 3 x 2 + 1 x 2 = 8 (B.1.3 would give 3 + 1 = 4). Blue,
/// with fewer knights, scores nothing.
#[test]
fn an_uncompleted_city_scored_as_completed() {
    let players = json!([{"id": "red", "followers": 2, "porxada_knights": true}, {"id": "blue", "followers": 1}]);
    let score = score(porxada(&["la_porxada"], json!({"tiles": 3, "coats_of_arms": 1}), players));
    assert_eq!(score.value, 8);
    let red = score.award("red").unwrap();
    assert_eq!(red.rows[0].rule, "la_porxada.incomplete");
    assert_eq!(red.rows[0].points, 0);
    assert_eq!(points(&score, "red", "city.base"), 8);
    assert_eq!(total(&score, "red"), 8);
    assert!(score.award("blue").is_none(), "the majority of the uncompleted city scores it");
    assert_consistent(&score);
}

/// Source: la_porxada.incomplete, city.base, city.base.incomplete — two tied
/// holders of a city of 4 tiles and 2 coats of arms: red had knights in La
/// Porxada's city and scores it as completed, 4 x 2 + 2 x 2 = 12; blue did not and
/// scores it as uncompleted (B.1.3 row 1), 4 + 2 = 6.
#[test]
fn only_the_players_with_knights_in_la_porxada_score_it_as_completed() {
    let players = json!([{"id": "red", "followers": 1, "porxada_knights": true}, {"id": "blue", "followers": 1}]);
    let score = score(porxada(&["la_porxada"], json!({"tiles": 4, "coats_of_arms": 2}), players));
    assert_eq!(total(&score, "red"), 12);
    assert_eq!(points(&score, "red", "city.base"), 12);
    assert_eq!(total(&score, "blue"), 6);
    assert_eq!(points(&score, "blue", "city.base.incomplete"), 6);
    assert!(!has_rule(&score, "blue", "la_porxada.incomplete"));
    assert_consistent(&score);
}

/// Source: la_porxada.incomplete, city.cathedral (3B.2 row 10: +1 per tile and coat
/// of arms), city.cathedral.incomplete (B.1.3 row 4: x0) — 3 tiles, 1 coat of arms
/// and a cathedral: red (La Porxada) 6 + 2 + 3 + 1 = 12; blue, tied without it,
/// (3 + 1) x 0 = 0.
#[test]
fn a_cathedral_adds_for_la_porxada_and_voids_the_others() {
    let inputs = json!({"tiles": 3, "coats_of_arms": 1, "cathedral": true});
    let players = json!([{"id": "red", "followers": 1, "porxada_knights": true}, {"id": "blue", "followers": 1}]);
    let score = score(porxada(&["la_porxada", "exp01_inns_cathedrals"], inputs, players));
    assert_eq!(points(&score, "red", "city.cathedral"), 4);
    assert_eq!(total(&score, "red"), 12);
    assert_eq!(score.value, 12);
    assert_eq!(points(&score, "blue", "city.cathedral.incomplete"), -4);
    assert_eq!(total(&score, "blue"), 0);
    assert!(score.award("blue").is_some(), "a holder of a city worth 0 still sees why");
}

/// Source: la_porxada.incomplete, city.ghosts (3B.2: -2 per ghost),
/// city.ghosts.incomplete (B.1.3: -1 per ghost, the default end-game penalty) — a
/// city of 2 tiles, each holder with one ghost: red (La Porxada) 4 - 2 = 2; blue
/// 2 - 1 = 1.
#[test]
fn ghosts_follow_the_way_each_holder_scores() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 1, "porxada_knights": true},
                         {"id": "blue", "followers": 1, "ghosts": 1}]);
    let score = score(porxada(&["la_porxada", "exp11_ghosts_castles_cemeteries"], json!({"tiles": 2}), players));
    assert_eq!(points(&score, "red", "city.ghosts"), -2);
    assert_eq!(total(&score, "red"), 2);
    assert_eq!(points(&score, "blue", "city.ghosts.incomplete"), -1);
    assert_eq!(total(&score, "blue"), 1);
}

/// Source: la_porxada.incomplete — the bonus belongs to the players who had knights
/// in La Porxada's city, where they hold the majority: here blue had them but red
/// holds this city, so it is an ordinary uncompleted city and is refused as La
/// Porxada's, naming the switch.
#[test]
fn a_city_no_holder_of_which_had_knights_in_la_porxada_is_refused() {
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1, "porxada_knights": true}]);
    let refused = error(porxada(&["la_porxada"], json!({"tiles": 3}), players));
    assert!(matches!(refused, Error::InvalidInput { ref field, .. } if field == "porxada_knights"), "{refused}");
}

/// Source: la_porxada.incomplete, city.teacher (3B.2 row 20: equal points to the
/// feature scoring) — scored as completed, the city of 2 tiles is worth 4, and the
/// teacher's holder gets 4.
#[test]
fn the_teacher_copies_the_completed_value() {
    let inputs = json!({"tiles": 2, "teacher": "blue"});
    let players = json!([{"id": "red", "followers": 1, "porxada_knights": true}, {"id": "blue"}]);
    let score = score(porxada(&["la_porxada", "school"], inputs, players));
    let blue = score.award("blue").unwrap();
    let rules: Vec<&str> = blue.rows.iter().map(|row| row.rule.as_str()).collect();
    assert_eq!(rules, ["city.teacher"]);
    assert_eq!(blue.points, 4);
    assert_eq!(total(&score, "red"), 4);
}

/// Source: la_porxada.incomplete — end of game only, and only with La Porxada.
#[test]
fn availability() {
    let players = json!([{"id": "red", "followers": 1, "porxada_knights": true}]);
    let during = json!({"ruleset": {"edition": "c3", "expansions": ["la_porxada"]}, "feature": "la_porxada",
        "when": "completed", "inputs": {"tiles": 2}, "players": players});
    assert!(matches!(error(during), Error::NotAvailable { .. }));
    assert!(matches!(error(porxada(&[], json!({"tiles": 2}), players)), Error::NotAvailable { .. }));
}

/// Source: la_porxada.incomplete — the form is the completed city's without what only
/// happens when a city is completed during a turn (Gingerbread Man, watchtower, a
/// one-tile city closed by a gate) and without the fairy and ringmaster, which the
/// B.2 items score after the game; the teacher and the Coiners quarter stay, and
/// each player says whether they had knights in La Porxada's city.
#[test]
fn form_without_in_turn_prolog_fairy_and_ringmaster() {
    use tally_core::rules::{InputKind, When, find_feature};
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
    assert_eq!(schema.get("porxada_knights").unwrap().kind, InputKind::PerPlayerToggle);
    let completed_city = find_feature("city").unwrap().schema(&everything, When::Completed).unwrap();
    assert!(completed_city.get("fairy").is_some() && completed_city.get("gingerbread_man").is_some());
}

/// Source: la_porxada.incomplete, after_game.fairy — the fairy next to a knight in
/// such a city pays 3 once, through the after-game item: the city's own `fairy`
/// input is refused, so the bonus cannot be entered twice.
#[test]
fn fairy_is_scored_once_after_the_game() {
    let players = json!([{"id": "red", "followers": 1, "porxada_knights": true}]);
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
    let players = json!([{"id": "red", "followers": 1, "porxada_knights": true}]);
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
