//! Step 3C: circus, betting office, Gingerbread Man leaving an incomplete city.

use serde_json::{Value, json};

use crate::support::*;

fn bets(tiles: i64, players: Value) -> Value {
    request("bets.office", &["bets"], json!({"tiles": tiles}), players)
}

/// Source: circus.big_top — the animal token's points per meeple in the vicinity:
/// token 4, red 2 meeples = 8, blue 1 = 4.
#[test]
fn big_top_animal_points_per_meeple() {
    let score = score(request(
        "circus.big_top",
        &["exp10_under_the_big_top"],
        json!({"animal_points": 4}),
        json!([{"id": "red", "meeples": 2}, {"id": "blue", "meeples": 1}, {"id": "green"}]),
    ));
    assert_eq!(points(&score, "red", "circus.big_top"), 8);
    assert_eq!(points(&score, "blue", "circus.big_top"), 4);
    assert!(score.award("green").is_none());
}

/// Source: circus.big_top — the animal tokens run from 1 (flea) to 7 (elephant), as
/// at the end of the game (one form serves both): 7 is accepted, 8 is refused.
#[test]
fn big_top_token_range_matches_the_end_of_game() {
    let circus = |token: i64| {
        request(
            "circus.big_top",
            &["exp10_under_the_big_top"],
            json!({"animal_points": token}),
            json!([{"id": "red", "meeples": 1}]),
        )
    };
    assert_eq!(points(&score(circus(7)), "red", "circus.big_top"), 7);
    assert_invalid(&error(circus(8)), "animal_points");
    assert_invalid(&error(circus(0)), "animal_points");
}

/// Source: bets.office — all chips on the office apply to the same feature (one
/// request, one tile count): a 6-tile feature pays red's 2/6 chip 6 and 3/6 chip 6;
/// blue's 3/5 and 4/7+ chips pay nothing.
#[test]
fn betting_office_all_chips_on_one_feature() {
    let score = score(bets(
        6,
        json!([{"id": "red", "chip_2_6": 1, "chip_3_6": 1}, {"id": "blue", "chip_3_5": 1, "chip_4_7plus": 1}]),
    ));
    assert_eq!(points(&score, "red", "bets.chip_2_6"), 6);
    assert_eq!(points(&score, "red", "bets.chip_3_6"), 6);
    assert_eq!(total(&score, "red"), 12);
    assert_eq!(points(&score, "blue", "bets.chip_3_5"), 0);
    assert_eq!(points(&score, "blue", "bets.chip_4_7plus"), 0);
    assert_eq!(rows(&score, "blue", "bets.chip_3_5").len(), 1, "a lost bet is shown");
}

/// Source: bets.chip_2_6 — 2 for exactly 2 tiles, 6 for exactly 6, else 0; two such
/// chips on the office pay twice.
#[test]
fn chip_2_6() {
    assert_eq!(total(&score(bets(2, json!([{"id": "red", "chip_2_6": 1}]))), "red"), 2);
    assert_eq!(total(&score(bets(2, json!([{"id": "red", "chip_2_6": 2}]))), "red"), 4);
    assert_eq!(total(&score(bets(5, json!([{"id": "red", "chip_2_6": 1}]))), "red"), 0);
}

/// Source: bets.chip_3_5 — 3 for exactly 3, 5 for exactly 5.
#[test]
fn chip_3_5() {
    assert_eq!(total(&score(bets(3, json!([{"id": "red", "chip_3_5": 1}]))), "red"), 3);
    assert_eq!(total(&score(bets(5, json!([{"id": "red", "chip_3_5": 1}]))), "red"), 5);
    assert_eq!(total(&score(bets(4, json!([{"id": "red", "chip_3_5": 1}]))), "red"), 0);
}

/// Source: bets.chip_3_6 — 3 for exactly 3, 6 for exactly 6.
#[test]
fn chip_3_6() {
    assert_eq!(total(&score(bets(3, json!([{"id": "red", "chip_3_6": 1}]))), "red"), 3);
    assert_eq!(total(&score(bets(6, json!([{"id": "red", "chip_3_6": 1}]))), "red"), 6);
    assert_eq!(total(&score(bets(7, json!([{"id": "red", "chip_3_6": 1}]))), "red"), 0);
}

/// Source: bets.chip_4_7plus — 4 for exactly 4, 7 for 7 or more.
#[test]
fn chip_4_7plus() {
    assert_eq!(total(&score(bets(4, json!([{"id": "red", "chip_4_7plus": 1}]))), "red"), 4);
    assert_eq!(total(&score(bets(7, json!([{"id": "red", "chip_4_7plus": 1}]))), "red"), 7);
    assert_eq!(total(&score(bets(12, json!([{"id": "red", "chip_4_7plus": 1}]))), "red"), 7);
    assert_eq!(total(&score(bets(6, json!([{"id": "red", "chip_4_7plus": 1}]))), "red"), 0);
}

/// Source: bets.chip_4 — 8 for exactly 4 tiles.
#[test]
fn chip_4() {
    assert_eq!(points(&score(bets(4, json!([{"id": "red", "chip_4": 1}]))), "red", "bets.chip_4"), 8);
    assert_eq!(total(&score(bets(8, json!([{"id": "red", "chip_4": 1}]))), "red"), 0);
}

/// Source: bets.chip_5_8plus — 5 for exactly 5, 8 for 8 or more.
#[test]
fn chip_5_8plus() {
    assert_eq!(points(&score(bets(5, json!([{"id": "red", "chip_5_8plus": 1}]))), "red", "bets.chip_5_8plus"), 5);
    assert_eq!(total(&score(bets(8, json!([{"id": "red", "chip_5_8plus": 1}]))), "red"), 8);
    assert_eq!(total(&score(bets(20, json!([{"id": "red", "chip_5_8plus": 1}]))), "red"), 8);
    assert_eq!(total(&score(bets(7, json!([{"id": "red", "chip_5_8plus": 1}]))), "red"), 0);
}

/// Source: gingerbread_man.incomplete_city — 1 point per tile for each meeple the
/// player has in the city: 5 tiles, red 2 meeples = 10, blue 1 = 5.
#[test]
fn gingerbread_man_leaves_an_incomplete_city() {
    let score = score(request(
        "gingerbread_man.incomplete_city",
        &["we_gingerbread_man"],
        json!({"tiles": 5}),
        json!([{"id": "red", "meeples": 2}, {"id": "blue", "meeples": 1}]),
    ));
    assert_eq!(points(&score, "red", "gingerbread_man.incomplete_city"), 10);
    assert_eq!(points(&score, "blue", "gingerbread_man.incomplete_city"), 5);
}
