//! Baba Yaga's hut: 3B.7 (completed) and B.1.8 (end of game).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn hut(expansions: &[&str], inputs: Value, players: Value) -> Value {
    let mut all = vec!["russian_promos"];
    all.extend_from_slice(expansions);
    json!({"ruleset": {"edition": "c3", "expansions": all}, "feature": "baba_yaga",
           "when": "completed", "inputs": inputs, "players": players})
}

fn hut_end(expansions: &[&str], variants: Value, inputs: Value, players: Value) -> Value {
    let mut all = vec!["russian_promos"];
    all.extend_from_slice(expansions);
    json!({"ruleset": {"edition": "c3", "expansions": all, "variants": variants}, "feature": "baba_yaga",
           "when": "end_of_game", "inputs": inputs, "players": players})
}

/// Source: baba_yaga.base — completed, no empty space is left: 1 for the tile + 0.
#[test]
fn completed_hut_is_worth_one() {
    let score = score(hut(&[], json!({}), json!([{"id": "red", "followers": 1}, {"id": "blue"}])));
    assert_eq!(score.value, 1);
    assert_eq!(points(&score, "red", "baba_yaga.base"), 1);
    assert!(score.award("blue").is_none());
    assert_consistent(&score);
}

/// Source: baba_yaga.base — majority: 2 followers beat 1; tied holders both score.
#[test]
fn majority_and_ties() {
    let score = score(hut(&[], json!({}), json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}])));
    assert_eq!(total(&score, "red"), 1);
    assert!(score.award("blue").is_none());
    let tie = crate::support::score(hut(
        &[],
        json!({}),
        json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1}]),
    ));
    assert_eq!((total(&tie, "red"), total(&tie, "blue")), (1, 1));
}

/// Source: baba_yaga.base — the empty spaces only count at the end of the game: the
/// input does not exist for a completed hut.
#[test]
fn empty_spaces_are_an_end_of_game_input() {
    let error = error(hut(&[], json!({"empty_spaces": 2}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(error, Error::UnknownInput { field: "empty_spaces".into(), item: "baba_yaga".into() });
}

/// Source: baba_yaga.little_buildings — basic: 1 + 2 = 3; variant: shed 1 + house 2
/// + tower 3 on top of the tile's 1 = 7.
#[test]
fn little_buildings_basic_and_variant() {
    let players = json!([{"id": "red", "followers": 1}]);
    let basic = score(hut(&["little_buildings"], json!({"little_buildings": 2}), players.clone()));
    assert_eq!(points(&basic, "red", "baba_yaga.little_buildings"), 2);
    assert_eq!(basic.value, 3);
    let variant = json!({"ruleset": {"edition": "c3", "expansions": ["russian_promos", "little_buildings"],
        "variants": {"little_buildings": "variant"}}, "feature": "baba_yaga",
        "inputs": {"sheds": 1, "houses": 1, "towers": 1}, "players": players});
    let variant = score(variant);
    assert_eq!(points(&variant, "red", "baba_yaga.little_buildings"), 6);
    assert_eq!(variant.value, 7);
}

/// Source: baba_yaga.ghosts — -2 per ghost during the game, majority holders only;
/// 1 - 2 x 2 = -3 for red, the feature value stays 1.
#[test]
fn ghosts_make_the_holder_negative() {
    let players = json!([{"id": "red", "followers": 2, "ghosts": 2}, {"id": "blue", "followers": 1, "ghosts": 1}]);
    let score = score(hut(&["exp11_ghosts_castles_cemeteries"], json!({}), players));
    assert_eq!(score.value, 1);
    assert_eq!(points(&score, "red", "baba_yaga.ghosts"), -4);
    assert_eq!(total(&score, "red"), -3);
    assert_eq!(score.award("red").unwrap().floor, tally_core::rules::Floor::Zero);
    assert!(score.award("blue").is_none(), "the minority's ghost costs nothing");
}

/// Source: baba_yaga.teacher — equal to the feature scoring: 1 + 2 little buildings = 3.
#[test]
fn teacher_copies_the_value() {
    let inputs = json!({"little_buildings": 2, "teacher": "blue"});
    let score =
        score(hut(&["school", "little_buildings"], inputs, json!([{"id": "red", "followers": 1}, {"id": "blue"}])));
    assert_eq!(points(&score, "blue", "baba_yaga.teacher"), 3);
    assert_eq!(total(&score, "red"), 3);
}

/// Source: baba_yaga.ringmaster — 2 per circus or acrobat tile, after the feature,
/// even for a player who scored nothing from it.
#[test]
fn ringmaster_after_the_feature() {
    let inputs = json!({"ringmaster": "blue", "ringmaster_tiles": 2});
    let score =
        score(hut(&["exp10_under_the_big_top"], inputs, json!([{"id": "red", "followers": 1}, {"id": "blue"}])));
    assert_eq!(points(&score, "blue", "baba_yaga.ringmaster"), 4);
    assert_eq!(total(&score, "red"), 1);
}

/// Source: baba_yaga.fairy — 3 points for the feature scored: 1 + 3 = 4.
#[test]
fn fairy_bonus() {
    let score = score(hut(&["exp03_princess_dragon"], json!({"fairy": "red"}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "baba_yaga.fairy"), 3);
    assert_eq!(total(&score, "red"), 4);
    let rows = &score.award("red").unwrap().rows;
    assert_eq!(rows.last().unwrap().rule, "baba_yaga.fairy", "the fairy comes after the feature");
}

/// Source: baba_yaga.base.incomplete — 1 for the tile + 1 per empty space: 1 + 5 = 6.
#[test]
fn incomplete_hut_counts_empty_spaces() {
    let score = score(hut_end(&[], json!({}), json!({"empty_spaces": 5}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "baba_yaga.base.incomplete"), 6);
    assert_eq!(score.value, 6);
}

/// Source: baba_yaga.base.incomplete — 8 spaces around the hut: 9 empty ones is refused.
#[test]
fn at_most_eight_empty_spaces() {
    let eight = score(hut_end(&[], json!({}), json!({"empty_spaces": 8}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(eight.value, 9);
    let error = error(hut_end(&[], json!({}), json!({"empty_spaces": 9}), json!([{"id": "red", "followers": 1}])));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "empty_spaces"), "{error}");
}

/// Source: baba_yaga.little_buildings.incomplete — 1 + 3 empty + 2 little buildings = 6.
#[test]
fn incomplete_hut_little_buildings() {
    let inputs = json!({"empty_spaces": 3, "little_buildings": 2});
    let score = score(hut_end(&["little_buildings"], json!({}), inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "baba_yaga.little_buildings.incomplete"), 2);
    assert_eq!(score.value, 6);
}

/// Source: baba_yaga.ghosts.incomplete — -1 per ghost by default ([002][003]), -2 with
/// the [004] variant. Value 1 + 1 empty = 2; 3 ghosts: 2 - 3 = -1, or 2 - 6 = -4.
#[test]
fn incomplete_hut_ghosts_by_variant() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 3}]);
    let inputs = json!({"empty_spaces": 1});
    let one = score(hut_end(&["exp11_ghosts_castles_cemeteries"], json!({}), inputs.clone(), players.clone()));
    assert_eq!(points(&one, "red", "baba_yaga.ghosts.incomplete"), -3);
    assert_eq!(total(&one, "red"), -1);
    let two =
        score(hut_end(&["exp11_ghosts_castles_cemeteries"], json!({"end_game_ghost_penalty": "two"}), inputs, players));
    assert_eq!(points(&two, "red", "baba_yaga.ghosts.incomplete"), -6);
    assert_eq!(total(&two, "red"), -4);
}

/// Source: baba_yaga.teacher — the epilog is an in-game row: at the end the teacher
/// is not an input of the hut.
#[test]
fn no_epilog_at_the_end() {
    let error =
        error(hut_end(&["school"], json!({}), json!({"teacher": "red"}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(error, Error::UnknownInput { field: "teacher".into(), item: "baba_yaga".into() });
}

/// Source: baba_yaga.base — the hut needs the Russian Promos.
#[test]
fn needs_the_russian_promos() {
    let request = json!({"ruleset": {"edition": "c3"}, "feature": "baba_yaga", "players": [{"id": "red"}]});
    let error = error(request);
    assert!(
        matches!(error, Error::NotAvailable { ref item, ref reason } if item == "baba_yaga" && reason.text().contains("russian_promos.baba_yaga")),
        "{error}"
    );
}
