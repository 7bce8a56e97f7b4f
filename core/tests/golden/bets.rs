//! Betting office at the end of the game: B.1.17.

use serde_json::{Value, json};
use tally_core::rules::{When, find_feature};
use tally_core::{Edition, Element, Error, Ruleset};

use crate::support::*;

fn bets(feature: &str, tiles: i64, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": ["bets"]}, "feature": "bets", "when": "end_of_game",
           "inputs": {"feature_kind": feature, "feature_tiles": tiles}, "players": players})
}

/// The points the chip of row `rule` wins against a feature of `tiles` tiles, settled
/// alone by red.
fn chip(rule: &str, tiles: i64) -> i64 {
    let input = rule.trim_start_matches("bets.").trim_end_matches(".end_of_game");
    let score = score(bets("road", tiles, json!([{"id": "red", input: true}])));
    assert_consistent(&score);
    points(&score, "red", rule)
}

/// Source: bets.chip_2_6.end_of_game — 2 if exactly 2 tiles, 6 if exactly 6.
#[test]
fn chip_2_6() {
    let rule = "bets.chip_2_6.end_of_game";
    assert_eq!([chip(rule, 2), chip(rule, 6), chip(rule, 3), chip(rule, 7)], [2, 6, 0, 0]);
}

/// Source: bets.chip_3_5.end_of_game — 3 if exactly 3, 5 if exactly 5.
#[test]
fn chip_3_5() {
    let rule = "bets.chip_3_5.end_of_game";
    assert_eq!([chip(rule, 3), chip(rule, 5), chip(rule, 4), chip(rule, 6)], [3, 5, 0, 0]);
}

/// Source: bets.chip_3_6.end_of_game — 3 if exactly 3, 6 if exactly 6.
#[test]
fn chip_3_6() {
    let rule = "bets.chip_3_6.end_of_game";
    assert_eq!([chip(rule, 3), chip(rule, 6), chip(rule, 5), chip(rule, 9)], [3, 6, 0, 0]);
}

/// Source: bets.chip_4_7plus.end_of_game — 4 if exactly 4, 7 if 7 or more.
#[test]
fn chip_4_7plus() {
    let rule = "bets.chip_4_7plus.end_of_game";
    assert_eq!([chip(rule, 4), chip(rule, 7), chip(rule, 12), chip(rule, 6)], [4, 7, 7, 0]);
}

/// Source: bets.chip_4.end_of_game — 8 if exactly 4.
#[test]
fn chip_4() {
    let rule = "bets.chip_4.end_of_game";
    assert_eq!([chip(rule, 4), chip(rule, 3), chip(rule, 8)], [8, 0, 0]);
}

/// Source: bets.chip_5_8plus.end_of_game — 5 if exactly 5, 8 if 8 or more.
#[test]
fn chip_5_8plus() {
    let rule = "bets.chip_5_8plus.end_of_game";
    assert_eq!([chip(rule, 5), chip(rule, 8), chip(rule, 15), chip(rule, 7)], [5, 8, 8, 0]);
}

/// Source: bets.office.end_of_game — each chip is settled on its own: one request for
/// a city of 6 tiles settles red's 2/6 (6) and 3/6 (6) chips = 12, blue's 4/7+ (0)
/// and green's 3/5 (0). A chip that misses keeps a 0-point row saying so.
#[test]
fn one_feature_settles_every_players_chips() {
    let players = json!([
        {"id": "red", "chip_2_6": true, "chip_3_6": true},
        {"id": "blue", "chip_4_7plus": true},
        {"id": "green", "chip_3_5": true},
        {"id": "yellow"}
    ]);
    let score = score(bets("city", 6, players));
    assert_eq!(total(&score, "red"), 12);
    assert_eq!(points(&score, "red", "bets.chip_2_6.end_of_game"), 6);
    assert_eq!(points(&score, "red", "bets.chip_3_6.end_of_game"), 6);
    let blue = rows(&score, "blue", "bets.chip_4_7plus.end_of_game");
    assert_eq!((blue.len(), blue[0].points), (1, 0));
    assert!(
        blue[0].label.text().contains("no match") && blue[0].label.text().contains("city of 6"),
        "{}",
        blue[0].label
    );
    assert_eq!(total(&score, "green"), 0);
    assert!(score.award("yellow").is_none());
    assert_eq!(score.value, 12);
}

/// Source: bets.office.end_of_game — the feature size and kind are the office's
/// inputs; a completed feature has at least 1 tile.
#[test]
fn office_inputs() {
    let ruleset = Ruleset::base(Edition::C3).with(Element::Bets);
    let schema = find_feature("bets").unwrap().schema(&ruleset, When::EndOfGame).unwrap();
    assert_eq!(schema.get("feature_tiles").unwrap().rule, "bets.office.end_of_game");
    assert_eq!(schema.get("feature_kind").unwrap().rule, "bets.office.end_of_game");
    let error = error(bets("road", 0, json!([{"id": "red", "chip_4": true}])));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "feature_tiles"), "{error}");
}

/// Source: bets.office.end_of_game — during the game bets are settled in step 3C, not
/// with this item.
#[test]
fn end_of_game_only() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": ["bets"]}, "feature": "bets",
                         "when": "completed", "players": [{"id": "red"}]});
    assert!(matches!(error(request), Error::NotAvailable { ref item, .. } if item == "bets"));
}
