//! Fortune teller tent: 3B.13 (completed) and B.1.16 (end of game).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn tent(when: &str, expansions: &[&str], variants: Value, inputs: Value, players: Value) -> Value {
    let mut all = vec!["pnp_fortune_teller"];
    all.extend_from_slice(expansions);
    json!({"ruleset": {"edition": "c3", "expansions": all, "variants": variants}, "feature": "fortune_teller",
           "when": when, "inputs": inputs, "players": players})
}

fn completed(expansions: &[&str], inputs: Value, players: Value) -> Value {
    tent("completed", expansions, json!({}), inputs, players)
}

/// Source: fortune_teller.base — 0 points to the majority holder, who is listed.
#[test]
fn the_tent_is_worth_nothing() {
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let score = score(completed(&[], json!({}), players));
    assert_eq!(score.value, 0);
    assert_eq!(rows(&score, "red", "fortune_teller.base").len(), 1);
    assert_eq!(total(&score, "red"), 0);
    assert!(score.award("blue").is_none());
}

/// Source: fortune_teller.little_buildings — on the tent and the orthogonal neighbours: 2.
#[test]
fn little_buildings() {
    let score =
        score(completed(&["little_buildings"], json!({"little_buildings": 2}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "fortune_teller.little_buildings"), 2);
    assert_eq!(score.value, 2);
}

/// Source: fortune_teller.ghosts — -2 per ghost: 2 little buildings - 2 x 2 = -2.
#[test]
fn ghosts_in_game() {
    let score = score(completed(
        &["little_buildings", "exp11_ghosts_castles_cemeteries"],
        json!({"little_buildings": 2}),
        json!([{"id": "red", "followers": 1, "ghosts": 2}]),
    ));
    assert_eq!(points(&score, "red", "fortune_teller.ghosts"), -4);
    assert_eq!(total(&score, "red"), -2);
    assert_eq!(score.value, 2);
}

/// Source: fortune_teller.teacher — equal to the feature scoring (2).
#[test]
fn teacher() {
    let score = score(completed(
        &["little_buildings", "school"],
        json!({"little_buildings": 2, "teacher": "blue"}),
        json!([{"id": "red", "followers": 1}, {"id": "blue"}]),
    ));
    assert_eq!(points(&score, "blue", "fortune_teller.teacher"), 2);
}

/// Source: fortune_teller.ringmaster — 3 circus or acrobat tiles: 6.
#[test]
fn ringmaster() {
    let score = score(completed(
        &["exp10_under_the_big_top"],
        json!({"ringmaster": "red", "ringmaster_tiles": 3}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "fortune_teller.ringmaster"), 6);
}

/// Source: fortune_teller.fairy — 3 points per feature scored.
#[test]
fn fairy() {
    let score =
        score(completed(&["exp03_princess_dragon"], json!({"fairy": "red"}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "fortune_teller.fairy"), 3);
}

/// Source: fortune_teller.completer — 3 points to the player completing the tent,
/// whether or not they are in it; the row comes last, after the fairy.
#[test]
fn completer_scores_three_without_a_meeple() {
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let score = score(completed(&["exp03_princess_dragon"], json!({"completer": "blue", "fairy": "red"}), players));
    assert_eq!(points(&score, "blue", "fortune_teller.completer"), 3);
    assert_eq!(total(&score, "blue"), 3);
    assert_eq!(total(&score, "red"), 3, "0 for the tent + 3 for the fairy");
    let same =
        crate::support::score(completed(&[], json!({"completer": "red"}), json!([{"id": "red", "followers": 1}])));
    let rows = &same.award("red").unwrap().rows;
    assert_eq!(
        rows.iter().map(|row| row.rule.as_str()).collect::<Vec<_>>(),
        ["fortune_teller.base", "fortune_teller.completer"]
    );
    assert_eq!(total(&same, "red"), 3);
}

/// Source: fortune_teller.completer — the completer must be one of the players.
#[test]
fn completer_must_be_a_player() {
    let error = error(completed(&[], json!({"completer": "green"}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(error, Error::UnknownPlayer { player: "green".into() });
}

/// Source: fortune_teller.base.incomplete — 0 points at the end; no completer then.
#[test]
fn incomplete_tent_is_worth_nothing() {
    let score = score(tent("end_of_game", &[], json!({}), json!({}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(rows(&score, "red", "fortune_teller.base.incomplete").len(), 1);
    assert_eq!(total(&score, "red"), 0);
    let error = error(tent("end_of_game", &[], json!({}), json!({"completer": "red"}), json!([{"id": "red"}])));
    assert_eq!(error, Error::UnknownInput { field: "completer".into(), item: "fortune_teller".into() });
}

/// Source: fortune_teller.little_buildings.incomplete — 1 shed + 1 house (variant) = 3.
#[test]
fn little_buildings_at_the_end() {
    let score = score(tent(
        "end_of_game",
        &["little_buildings"],
        json!({"little_buildings": "variant"}),
        json!({"sheds": 1, "houses": 1}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "fortune_teller.little_buildings.incomplete"), 3);
    assert_eq!(score.value, 3);
}

/// Source: fortune_teller.ghosts.incomplete — -1 per ghost by default, -2 with the
/// [004] variant; a 0-point tent makes the holder negative: -2 or -4 for 2 ghosts.
#[test]
fn ghosts_at_the_end() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 2}]);
    let exp = ["exp11_ghosts_castles_cemeteries"];
    let one = score(tent("end_of_game", &exp, json!({}), json!({}), players.clone()));
    assert_eq!(points(&one, "red", "fortune_teller.ghosts.incomplete"), -2);
    let two = score(tent("end_of_game", &exp, json!({"end_game_ghost_penalty": "two"}), json!({}), players));
    assert_eq!(total(&two, "red"), -4);
}
