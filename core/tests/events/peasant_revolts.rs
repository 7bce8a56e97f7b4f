//! The Peasant Revolts (1B, 2B-1, 2B-2).

use serde_json::json;
use tally_core::Error;
use tally_core::rules::Floor;

use crate::support::*;

/// Source: peasant_revolts.protected — 2 points per protected meeple.
#[test]
fn protected_meeples_two_each() {
    let score = score(request(
        "peasant_revolts.protected",
        &["peasant_revolts"],
        json!({}),
        json!([{"id": "red", "protected": 3}, {"id": "blue", "protected": 1}, {"id": "green"}]),
    ));
    assert_eq!(points(&score, "red", "peasant_revolts.protected"), 6);
    assert_eq!(points(&score, "blue", "peasant_revolts.protected"), 2);
    assert!(score.award("green").is_none());
}

/// Source: peasant_revolts.protect_meeple — -4 while placing, -2 already placed;
/// the player may go negative.
#[test]
fn protecting_a_meeple_costs_four_or_two() {
    let placing = score(request(
        "peasant_revolts.protect_meeple",
        &["peasant_revolts"],
        json!({"player": "red", "protection": "while_placing"}),
        json!([{"id": "red"}]),
    ));
    assert_eq!(points(&placing, "red", "peasant_revolts.protect_meeple"), -4);
    assert_eq!(placing.award("red").map(|award| award.floor), Some(Floor::Negative));
    let mut placed = request(
        "peasant_revolts.protect_meeple",
        &["peasant_revolts"],
        json!({"player": "red", "protection": "already_placed"}),
        json!([{"id": "red"}]),
    );
    placed["scores"] = json!({"red": 0});
    let placed = score(placed);
    assert_eq!(points(&placed, "red", "peasant_revolts.protect_meeple"), -2);
}

/// Source: peasant_revolts.protect_phantom — -4, may go negative; needs The Phantom.
#[test]
fn protecting_the_phantom_costs_four() {
    let mut with_phantom = request(
        "peasant_revolts.protect_phantom",
        &["peasant_revolts", "phantom"],
        json!({"player": "blue"}),
        json!([{"id": "red"}, {"id": "blue"}]),
    );
    with_phantom["scores"] = json!({"blue": 1});
    let score = score(with_phantom);
    assert_eq!(points(&score, "blue", "peasant_revolts.protect_phantom"), -4);
    assert_eq!(score.award("blue").map(|award| award.floor), Some(Floor::Negative));
    let error = error(request(
        "peasant_revolts.protect_phantom",
        &["peasant_revolts"],
        json!({"player": "blue"}),
        json!([{"id": "blue"}]),
    ));
    assert!(matches!(error, Error::NotAvailable { ref reason, .. } if reason.text().contains("phantom")), "{error:?}");
}
