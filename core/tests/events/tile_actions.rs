//! Step 4A: catapult, Easter nest and bunny, bazaar.

use serde_json::{Value, json};
use tally_core::rules::Floor;
use tally_core::rules::events::easter::eggs_of;

use crate::support::*;

fn catapult(inputs: Value) -> Value {
    request("catapult", &["exp07_catapult"], inputs, json!([{"id": "red"}, {"id": "blue"}, {"id": "green"}]))
}

/// Source: catapult, catapult.target_tournament — 5 points to the thrower whose
/// token lands closest to the target.
#[test]
fn target_tournament_five_to_the_closest() {
    let score = score(catapult(json!({"game": "target_tournament", "winner": "green"})));
    assert_eq!(points(&score, "green", "catapult.target_tournament"), 5);
    assert_eq!(score.value, 5);
}

/// Source: catapult.catch — caught: catcher 5; not caught and not far enough:
/// catcher 5; not caught but far enough: thrower 5; touched but not caught:
/// thrower 5.
#[test]
fn catch_game_four_outcomes() {
    for (result, winner) in [("caught", "blue"), ("short", "blue"), ("far", "red"), ("touched", "red")] {
        let score =
            score(catapult(json!({"game": "catch", "thrower": "red", "catcher": "blue", "catch_result": result})));
        assert_eq!(points(&score, winner, "catapult.catch"), 5, "{result}");
        assert_eq!(score.value, 5, "{result}: one player scores");
    }
}

/// Source: catapult.catch — thrower and catcher are two players; the tournament
/// needs its winner.
#[test]
fn catapult_bad_input() {
    let same = error(catapult(json!({"game": "catch", "thrower": "red", "catcher": "red", "catch_result": "far"})));
    assert_invalid(&same, "catcher");
    assert_invalid(&error(catapult(json!({"game": "target_tournament"}))), "winner");
    let mixed = error(catapult(json!({"game": "target_tournament", "winner": "red", "thrower": "blue"})));
    assert_invalid(&mixed, "thrower");
}

/// Source: easter.nest — 2 eggs to the player completing the nest, 1 egg per
/// meeple next to it: red completes and has 1 meeple there = 3 eggs, blue 2 meeples
/// = 2 eggs. Eggs are not points.
#[test]
fn easter_nest_gives_eggs() {
    let score = score(request(
        "easter.nest",
        &["pnp_easter"],
        json!({"completer": "red"}),
        json!([{"id": "red", "meeples_around": 1}, {"id": "blue", "meeples_around": 2}, {"id": "green"}]),
    ));
    assert_eq!(quantity(&score, "red", "easter.nest"), 3);
    assert_eq!(quantity(&score, "blue", "easter.nest"), 2);
    assert_eq!((eggs_of(&score, "red"), eggs_of(&score, "blue"), eggs_of(&score, "green")), (3, 2, 0));
    assert_eq!(score.value, 0, "eggs are scored after the game");
    assert_eq!(total(&score, "red"), 0);
}

/// Source: easter.bunny_move — 1 egg per meeple the bunny lands on or jumps over.
#[test]
fn easter_bunny_gives_eggs() {
    let score = score(request(
        "easter.bunny_move",
        &["pnp_easter"],
        json!({}),
        json!([{"id": "red", "meeples_met": 3}, {"id": "blue"}]),
    ));
    assert_eq!(quantity(&score, "red", "easter.bunny_move"), 3);
    assert_eq!(points(&score, "red", "easter.bunny_move"), 0);
    assert!(score.award("blue").is_none());
}

/// Source: bazaar.auction — + the points to the seller, - the points to the buyer,
/// who may go negative.
#[test]
fn bazaar_seller_plus_buyer_minus() {
    let mut request = request(
        "bazaar.auction",
        &["exp08_bridges_castles_bazaars"],
        json!({"seller": "red", "buyer": "blue", "points": 7}),
        json!([{"id": "red"}, {"id": "blue"}]),
    );
    request["scores"] = json!({"red": 10, "blue": 2});
    let score = score(request);
    assert_eq!(points(&score, "red", "bazaar.auction"), 7);
    assert_eq!(points(&score, "blue", "bazaar.auction"), -7);
    assert_eq!(score.award("blue").map(|award| award.floor), Some(Floor::Negative));
    assert_eq!(score.value, 0);
}
