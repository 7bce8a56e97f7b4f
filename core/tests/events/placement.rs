//! Step 1C: placing the tile.

use serde_json::json;

use crate::support::*;

/// Source: wind_roses.placement — 3 points for a correctly oriented wind rose.
#[test]
fn wind_rose_three_points() {
    let score =
        score(request("wind_roses.placement", &["wind_roses"], json!({"player": "red"}), json!([{"id": "red"}])));
    assert_eq!(points(&score, "red", "wind_roses.placement"), 3);
}

/// Source: spiel_doch_2018.order — basic rules 0 points, variant rules 5 points.
#[test]
fn spiel_doch_basic_zero_variant_five() {
    let basic =
        score(request("spiel_doch_2018.order", &["spiel_doch_2018"], json!({"player": "red"}), json!([{"id": "red"}])));
    assert_eq!(rows(&basic, "red", "spiel_doch_2018.order").len(), 1);
    assert_eq!(total(&basic, "red"), 0);
    let variant = score(json!({
        "ruleset": {"edition": "c3", "expansions": ["spiel_doch_2018"], "variants": {"spiel_doch": "variant"}},
        "event": "spiel_doch_2018.order", "inputs": {"player": "red"}, "players": [{"id": "red"}]
    }));
    assert_eq!(points(&variant, "red", "spiel_doch_2018.order"), 5);
}

/// Source: anniversary20.arrow — 2 points for the arrow on the tile just placed.
#[test]
fn anniversary_arrow_two_points() {
    let score = score(request(
        "anniversary20.arrow",
        &["anniversary20_expansion"],
        json!({"player": "blue"}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_eq!(points(&score, "blue", "anniversary20.arrow"), 2);
    assert_eq!(score.value, 2);
}
