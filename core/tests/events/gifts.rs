//! The Gifts (1B): road sweeper and cash out.

use serde_json::json;

use crate::support::*;

/// Source: gifts.road_sweeper — the chosen incomplete road is scored as at the end
/// of the game (1 per tile), majority applied as usual: tied majority holders each
/// get 4 for a 4-tile road; the active player need not be on it.
#[test]
fn road_sweeper_scores_the_road_as_at_the_end() {
    let score = score(request(
        "gifts.road_sweeper",
        &["gifts"],
        json!({"tiles": 4}),
        json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1}, {"id": "green"}]),
    ));
    for player in ["red", "blue"] {
        assert_eq!(rows(&score, player, "gifts.road_sweeper").len(), 1, "{player}");
        assert_eq!(points(&score, player, "road.base.incomplete"), 4);
        assert_eq!(total(&score, player), 4);
    }
    assert!(score.award("green").is_none());
}

/// Source: gifts.road_sweeper — the minority scores nothing; end-of-game rows apply
/// (inn on an incomplete road: x0, so 3 tiles give 0).
#[test]
fn road_sweeper_majority_and_end_of_game_rows() {
    let score = score(request(
        "gifts.road_sweeper",
        &["gifts", "exp01_inns_cathedrals"],
        json!({"tiles": 3, "inn": true}),
        json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "road.base.incomplete"), 3);
    assert_eq!(points(&score, "red", "road.inn.incomplete"), -3);
    assert_eq!(total(&score, "red"), 0);
    assert!(score.award("blue").is_none());
}

/// Source: gifts.cash_out — 2 points per meeple on the chosen feature, the one
/// taken back included: 3 meeples = 6.
#[test]
fn cash_out_two_per_meeple() {
    let score = score(request(
        "gifts.cash_out",
        &["gifts"],
        json!({"player": "red", "meeples": 3}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_eq!(points(&score, "red", "gifts.cash_out"), 6);
    assert!(score.award("blue").is_none());
}

/// Source: gifts.road_sweeper — a road input whose expansion is not in play says
/// which expansion it needs.
#[test]
fn road_sweeper_input_needing_an_expansion() {
    let error = error(request(
        "gifts.road_sweeper",
        &["gifts"],
        json!({"tiles": 3, "inn": true}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert!(
        matches!(error, tally_core::Error::InputNotEnabled { ref field, ref needs } if field == "inn" && needs.text().contains("exp01")),
        "{error:?}"
    );
}
