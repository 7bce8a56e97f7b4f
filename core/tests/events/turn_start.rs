//! Step 1A: the fairy's point at the start of the turn.

use serde_json::json;
use tally_core::Error;

use crate::support::*;

/// Source: fairy.start_of_turn — 1 point to the player whose meeple has the fairy.
#[test]
fn fairy_gives_one_point() {
    let score = score(request(
        "fairy.start_of_turn",
        &["exp03_princess_dragon"],
        json!({"player": "blue"}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_eq!(points(&score, "blue", "fairy.start_of_turn"), 1);
    assert_eq!(score.value, 1);
}

/// Source: fairy.start_of_turn — with the fairy on an acrobat, the scoring applies
/// to all the player's acrobats in that pyramid: 1 point each, 3 acrobats = 3.
#[test]
fn fairy_on_an_acrobat_scores_every_own_acrobat_of_the_pyramid() {
    let score = score(request(
        "fairy.start_of_turn",
        &["exp03_princess_dragon", "exp10_under_the_big_top"],
        json!({"player": "red", "pyramid_acrobats": 3}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_eq!(total(&score, "red"), 3);
}

/// Source: fairy.start_of_turn — the acrobat input needs Under the Big Top.
#[test]
fn fairy_acrobats_need_the_expansion() {
    let error = error(request(
        "fairy.start_of_turn",
        &["exp03_princess_dragon"],
        json!({"player": "red", "pyramid_acrobats": 2}),
        json!([{"id": "red"}]),
    ));
    assert!(matches!(error, Error::InputNotEnabled { ref field, .. } if field == "pyramid_acrobats"), "{error:?}");
}
