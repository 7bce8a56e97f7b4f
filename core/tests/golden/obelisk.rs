//! Obelisk: 3B.14 (completed only).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn obelisk(expansions: &[&str], variants: Value, inputs: Value, players: Value) -> Value {
    let mut all = vec!["fan_obelisk"];
    all.extend_from_slice(expansions);
    json!({"ruleset": {"edition": "c3", "expansions": all, "variants": variants}, "feature": "obelisk",
           "when": "completed", "inputs": inputs, "players": players})
}

/// Source: obelisk.base — 16 points (its 4 spaces and the 12 around) to the majority;
/// tied holders both score 16.
#[test]
fn sixteen_points_to_the_majority() {
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let score = score(obelisk(&[], json!({}), json!({}), players));
    assert_eq!(points(&score, "red", "obelisk.base"), 16);
    assert!(score.award("blue").is_none());
    let tie = crate::support::score(obelisk(
        &[],
        json!({}),
        json!({}),
        json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1}]),
    ));
    assert_eq!((total(&tie, "red"), total(&tie, "blue")), (16, 16));
}

/// Source: obelisk.little_buildings — basic 16 + 3 = 19; variant 1 shed + 2 towers:
/// 16 + 1 + 6 = 23.
#[test]
fn little_buildings() {
    let players = json!([{"id": "red", "followers": 1}]);
    let basic = score(obelisk(&["little_buildings"], json!({}), json!({"little_buildings": 3}), players.clone()));
    assert_eq!(points(&basic, "red", "obelisk.little_buildings"), 3);
    assert_eq!(basic.value, 19);
    let variant = score(obelisk(
        &["little_buildings"],
        json!({"little_buildings": "variant"}),
        json!({"sheds": 1, "towers": 2}),
        players,
    ));
    assert_eq!(variant.value, 23);
}

/// Source: obelisk.base — no end-of-game row: an unfinished obelisk is not scored.
#[test]
fn not_scored_at_the_end() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": ["fan_obelisk"]}, "feature": "obelisk",
                         "when": "end_of_game", "players": [{"id": "red", "followers": 1}]});
    assert!(matches!(error(request), Error::NotAvailable { ref item, .. } if item == "obelisk"));
}

/// Source: obelisk.base — the reference gives the obelisk no ghost row.
#[test]
fn no_ghosts() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 1}]);
    let error = error(obelisk(&["exp11_ghosts_castles_cemeteries"], json!({}), json!({}), players));
    assert_eq!(error, Error::UnknownInput { field: "ghosts".into(), item: "obelisk".into() });
}
