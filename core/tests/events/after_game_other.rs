//! Part B.3: other scoring after the game.

use serde_json::{Value, json};

use crate::support::*;

fn item(event: &str, expansions: &[&str], inputs: Value, players: Value) -> Score {
    score(request(event, expansions, inputs, players))
}

use tally_core::rules::Score;

/// Source: after_game.trade_goods — 10 points per good type to the player(s) with
/// the most; ties all score. Wine: red 4 = blue 4 -> both 10; grain: blue 3 -> 10;
/// cloth: red 1 = green 1 -> both 10. Red 20, blue 20, green 10.
#[test]
fn trade_goods_majority_per_good_with_ties() {
    let score = item(
        "after_game.trade_goods",
        &["exp02_traders_builders"],
        json!({}),
        json!([
            {"id": "red", "wine": 4, "grain": 2, "cloth": 1},
            {"id": "blue", "wine": 4, "grain": 3},
            {"id": "green", "wine": 1, "cloth": 1},
            {"id": "yellow"}
        ]),
    );
    assert_eq!(points(&score, "red", "after_game.trade_goods"), 20);
    assert_eq!(points(&score, "blue", "after_game.trade_goods"), 20);
    assert_eq!(points(&score, "green", "after_game.trade_goods"), 10);
    assert!(score.award("yellow").is_none());
    assert_eq!(score.value, 50);
}

/// Source: after_game.trade_goods — nobody holds a good: nobody scores it.
#[test]
fn trade_goods_none() {
    let score = item(
        "after_game.trade_goods",
        &["exp02_traders_builders"],
        json!({}),
        json!([{"id": "red", "wine": 2}, {"id": "blue"}]),
    );
    assert_eq!(total(&score, "red"), 10);
    assert_eq!(score.value, 10);
}

/// Source: after_game.king — 1 point per completed city to the King.
#[test]
fn king_one_per_completed_city() {
    let score = item(
        "after_game.king",
        &["exp06_count_king_robber"],
        json!({"player": "blue", "completed_cities": 5}),
        json!([{"id": "red"}, {"id": "blue"}]),
    );
    assert_eq!(points(&score, "blue", "after_game.king"), 5);
}

/// Source: after_game.robber_baron — 1 point per completed road to the Robber Baron.
#[test]
fn robber_baron_one_per_completed_road() {
    let score = item(
        "after_game.robber_baron",
        &["exp06_count_king_robber.king_robber_baron"],
        json!({"player": "red", "completed_roads": 7}),
        json!([{"id": "red"}, {"id": "blue"}]),
    );
    assert_eq!(points(&score, "red", "after_game.robber_baron"), 7);
}

/// Source: after_game.gold — tiers apply to every piece: 1-3 x1, 4-6 x2, 7-9 x3,
/// 10+ x4.
#[test]
fn gold_tiers() {
    for (pieces, expected) in [(1, 1), (3, 3), (4, 8), (5, 10), (6, 12), (7, 21), (9, 27), (10, 40), (12, 48)] {
        let score = item("after_game.gold", &["mini4_gold_mines"], json!({}), json!([{"id": "red", "gold": pieces}]));
        assert_eq!(points(&score, "red", "after_game.gold"), expected, "{pieces} pieces");
    }
    let none = item("after_game.gold", &["mini4_gold_mines"], json!({}), json!([{"id": "red", "gold": 0}]));
    assert!(none.award("red").is_none());
}

/// Source: after_game.fruit — 1 point per remaining fruit token.
#[test]
fn fruit_tokens_one_each() {
    let score = item(
        "after_game.fruit",
        &["fruit_trees"],
        json!({}),
        json!([{"id": "red", "fruit_tokens": 4}, {"id": "blue"}]),
    );
    assert_eq!(points(&score, "red", "after_game.fruit"), 4);
}

/// Source: after_game.gifts — 2 points per unopened gift.
#[test]
fn unopened_gifts_two_each() {
    let score = item("after_game.gifts", &["gifts"], json!({}), json!([{"id": "red", "gifts": 3}]));
    assert_eq!(points(&score, "red", "after_game.gifts"), 6);
}

/// Source: after_game.wonder.circus_maximus — per knight of the other players: 4
/// with 2 players, 3 with 3-4, 2 with 5+. The owner's own knights do not count.
#[test]
fn circus_maximus_by_player_count() {
    let circus = |players: Value| {
        item("after_game.wonder.circus_maximus", &["wonders_of_humanity"], json!({"player": "red"}), players)
    };
    // 2 players: blue's 3 knights x 4 = 12 (red's own 5 ignored).
    let two = circus(json!([{"id": "red", "knights": 5}, {"id": "blue", "knights": 3}]));
    assert_eq!(points(&two, "red", "after_game.wonder.circus_maximus"), 12);
    // 3 players: (2 + 1) x 3 = 9.
    let three = circus(json!([{"id": "red"}, {"id": "blue", "knights": 2}, {"id": "green", "knights": 1}]));
    assert_eq!(total(&three, "red"), 9);
    // 4 players: (1 + 1 + 2) x 3 = 12.
    let four = circus(json!([
        {"id": "red"}, {"id": "blue", "knights": 1}, {"id": "green", "knights": 1}, {"id": "yellow", "knights": 2}
    ]));
    assert_eq!(total(&four, "red"), 12);
    // 5 players: (1 + 1 + 1 + 1) x 2 = 8.
    let five = circus(json!([
        {"id": "red"}, {"id": "blue", "knights": 1}, {"id": "green", "knights": 1},
        {"id": "yellow", "knights": 1}, {"id": "black", "knights": 1}
    ]));
    assert_eq!(total(&five, "red"), 8);
    assert!(five.award("blue").is_none());
}

/// Source: after_game.wonder.alhambra — 4 points per farmer of the owner.
#[test]
fn alhambra_four_per_farmer() {
    let score = item(
        "after_game.wonder.alhambra",
        &["wonders_of_humanity"],
        json!({"player": "blue", "farmers": 3}),
        json!([{"id": "red"}, {"id": "blue"}]),
    );
    assert_eq!(points(&score, "blue", "after_game.wonder.alhambra"), 12);
}

/// Source: after_game.easter_eggs — 10 to the player(s) with the most eggs, 5 to
/// the player(s) with the second most. Red 5 = blue 5 -> 10 each; green 3 (second
/// most) -> 5; yellow 1 -> nothing.
#[test]
fn easter_eggs_tie_for_the_most() {
    let score = item(
        "after_game.easter_eggs",
        &["pnp_easter"],
        json!({}),
        json!([{"id": "red", "eggs": 5}, {"id": "blue", "eggs": 5}, {"id": "green", "eggs": 3}, {"id": "yellow", "eggs": 1}]),
    );
    assert_eq!(points(&score, "red", "after_game.easter_eggs"), 10);
    assert_eq!(points(&score, "blue", "after_game.easter_eggs"), 10);
    assert_eq!(points(&score, "green", "after_game.easter_eggs"), 5);
    assert!(score.award("yellow").is_none());
}

/// Source: after_game.easter_eggs — a tie for the second most: red 6 -> 10; blue 4
/// and green 4 -> 5 each; a player with no egg scores nothing.
#[test]
fn easter_eggs_tie_for_the_second_most() {
    let score = item(
        "after_game.easter_eggs",
        &["pnp_easter"],
        json!({}),
        json!([{"id": "red", "eggs": 6}, {"id": "blue", "eggs": 4}, {"id": "green", "eggs": 4}, {"id": "yellow"}]),
    );
    assert_eq!((total(&score, "red"), total(&score, "blue"), total(&score, "green")), (10, 5, 5));
    assert!(score.award("yellow").is_none());
}
