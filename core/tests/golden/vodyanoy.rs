//! Vodyanoy: B.1.9 (end of game only).

use serde_json::{Value, json};
use tally_core::Error;
use tally_core::rules::Floor;

use crate::support::*;

fn vodyanoy(players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": ["russian_promos"]}, "feature": "vodyanoy",
           "when": "end_of_game", "players": players})
}

/// Source: vodyanoy.incomplete — -2 per follower on the tile, to each follower's
/// owner: red 2 x -2 = -4, blue 1 x -2 = -2; green has none and is left out.
#[test]
fn each_owner_pays_per_follower() {
    let score = score(vodyanoy(json!([
        {"id": "red", "followers": 2},
        {"id": "blue", "followers": 1},
        {"id": "green"}
    ])));
    assert_eq!(points(&score, "red", "vodyanoy.incomplete"), -4);
    assert_eq!(points(&score, "blue", "vodyanoy.incomplete"), -2);
    assert!(score.award("green").is_none());
    assert_eq!(score.value, -6, "the item's value is the sum of the awards");
    assert_consistent(&score);
}

/// Source: vodyanoy.incomplete — the points may be negative but the scoring figure
/// does not go below 0: the award keeps the default floor.
#[test]
fn the_figure_stays_at_zero_or_above() {
    let score = score(vodyanoy(json!([{"id": "red", "followers": 3}])));
    assert_eq!(total(&score, "red"), -6);
    assert_eq!(score.award("red").unwrap().floor, Floor::Zero);
}

/// Source: vodyanoy.incomplete — scored only at the end of the game.
#[test]
fn not_scored_during_the_game() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": ["russian_promos"]}, "feature": "vodyanoy",
                         "when": "completed", "players": [{"id": "red", "followers": 1}]});
    assert!(matches!(error(request), Error::NotAvailable { ref item, .. } if item == "vodyanoy"));
}

/// Source: vodyanoy.incomplete — one tile holds at most 10 followers of a player.
#[test]
fn too_many_followers_on_one_tile() {
    let error = error(vodyanoy(json!([{"id": "red", "followers": 11}])));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "players[0].followers"), "{error}");
}

/// Source: vodyanoy.incomplete — needs the Vodyanoy component, not just Baba Yaga.
#[test]
fn needs_the_vodyanoy_component() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": ["russian_promos.baba_yaga"]},
                         "feature": "vodyanoy", "when": "end_of_game", "players": [{"id": "red"}]});
    assert!(
        matches!(error(request), Error::NotAvailable { ref reason, .. } if reason.text().contains("russian_promos.vodyanoy"))
    );
}
