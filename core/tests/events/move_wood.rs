//! Steps 2A to 2C: bathhouse, abbot, acrobat pyramid, shepherd, fruit trees.

use serde_json::{Value, json};
use tally_core::rules::Floor;

use crate::support::*;

fn abbot(edition: &str, inputs: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": ["abbot"]}, "event": "abbot.retrieve",
           "inputs": inputs, "players": [{"id": "red"}, {"id": "blue"}]})
}

/// Source: bathhouse.buy_back — minus the number on the bathhouse; may go negative.
#[test]
fn bathhouse_buy_back_costs_its_number() {
    let score = score(request(
        "bathhouse.buy_back",
        &["barber_surgeons"],
        json!({"player": "red", "bathhouse_points": 2}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_eq!(points(&score, "red", "bathhouse.buy_back"), -2);
    assert_eq!(score.award("red").map(|award| award.floor), Some(Floor::Negative));
}

/// Source: abbot.retrieve — C1: 1 for the feature tile + 1 per tile around it:
/// 5 tiles around = 6.
#[test]
fn abbot_c1_feature_tile_and_tiles_around() {
    let score = score(abbot("c1", json!({"player": "red", "tiles_around": 5})));
    assert_eq!(points(&score, "red", "abbot.retrieve"), 6);
    assert!(score.award("blue").is_none());
}

/// Source: abbot.retrieve — C2+C3: 1 for the tile in the feature's space + 1 per
/// tile in the 8 spaces around: 7 = 8 points; WE: 1 + 1 per occupied space: 3 = 4.
#[test]
fn abbot_new_and_winter_editions() {
    assert_eq!(total(&score(abbot("c3", json!({"player": "red", "tiles_around": 7}))), "red"), 8);
    assert_eq!(total(&score(abbot("c2", json!({"player": "blue", "tiles_around": 0}))), "blue"), 1);
    assert_eq!(total(&score(abbot("winter", json!({"player": "red", "tiles_around": 3}))), "red"), 4);
}

/// Source: abbot.retrieve — the abbot cannot be taken back when the feature is
/// completely surrounded: refused, naming the field.
#[test]
fn abbot_refused_when_surrounded() {
    assert_invalid(&error(abbot("c3", json!({"player": "red", "tiles_around": 8}))), "tiles_around");
    // C1, a double-sized tile counting as 1: 7 tiles around, yet surrounded.
    let error = error(abbot("c1", json!({"player": "red", "tiles_around": 7, "surrounded": true})));
    assert_invalid(&error, "surrounded");
}

/// Source: abbot.retrieve, tilecount.triangular — in C1 each triangular tile counts
/// as 1 tile, so with Halflings the tiles around may be more than 8 (as for an
/// incomplete cloister): 10 around = 11; 8 counted tiles do not by themselves mean
/// the feature is surrounded there.
#[test]
fn abbot_c1_triangular_tiles_count_one_each() {
    let request = |around: i64| {
        json!({"ruleset": {"edition": "c1", "expansions": ["abbot", "halflings"]}, "event": "abbot.retrieve",
               "inputs": {"player": "red", "tiles_around": around}, "players": [{"id": "red"}]})
    };
    assert_eq!(total(&score(request(10)), "red"), 11);
    assert_eq!(total(&score(request(8)), "red"), 9);
    assert_invalid(&error(request(17)), "tiles_around");
}

/// Source: acrobats.pyramid — 5 points per own meeple in the pyramid.
#[test]
fn acrobat_pyramid_five_per_meeple() {
    let score = score(request(
        "acrobats.pyramid",
        &["exp10_under_the_big_top"],
        json!({}),
        json!([{"id": "red", "acrobats": 2}, {"id": "blue", "acrobats": 1}, {"id": "green"}]),
    ));
    assert_eq!(points(&score, "red", "acrobats.pyramid"), 10);
    assert_eq!(points(&score, "blue", "acrobats.pyramid"), 5);
    assert!(score.award("green").is_none());
}

/// Source: acrobats.pyramid — a pyramid holds 3 meeples.
#[test]
fn acrobat_pyramid_holds_three() {
    let error = error(request(
        "acrobats.pyramid",
        &["exp10_under_the_big_top"],
        json!({}),
        json!([{"id": "red", "acrobats": 2}, {"id": "blue", "acrobats": 2}]),
    ));
    assert_invalid(&error, "acrobats");
}

/// Source: shepherd.herd_into_stable — 1 point per sheep depicted.
#[test]
fn shepherd_one_per_sheep() {
    let score = score(request(
        "shepherd.herd_into_stable",
        &["exp09_hills_sheep"],
        json!({"player": "blue", "sheep": 7}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_eq!(points(&score, "blue", "shepherd.herd_into_stable"), 7);
}

/// Source: fruit_trees.harvest — the points shown on the fruit token.
#[test]
fn fruit_harvest_points_on_the_token() {
    let score = score(request(
        "fruit_trees.harvest",
        &["fruit_trees"],
        json!({"player": "red", "fruit_points": 3}),
        json!([{"id": "red"}]),
    ));
    assert_eq!(points(&score, "red", "fruit_trees.harvest"), 3);
}

/// Source: fruit_trees.sell — 1 token = 3, 2 = 6, 3 = 10, 4 = 15.
#[test]
fn fruit_sell_price_table() {
    for (tokens, expected) in [(1, 3), (2, 6), (3, 10), (4, 15)] {
        let score = score(request(
            "fruit_trees.sell",
            &["fruit_trees"],
            json!({"player": "red", "tokens": tokens}),
            json!([{"id": "red"}]),
        ));
        assert_eq!(points(&score, "red", "fruit_trees.sell"), expected, "{tokens} tokens");
    }
    let error = error(request(
        "fruit_trees.sell",
        &["fruit_trees"],
        json!({"player": "red", "tokens": 5}),
        json!([{"id": "red"}]),
    ));
    assert_invalid(&error, "tokens");
}
