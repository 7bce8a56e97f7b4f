//! Step 1B: the Wheel of Fortune.

use serde_json::{Value, json};

use crate::support::*;

fn wheel(event: &str, inputs: Value, players: Value) -> Value {
    request(event, &["wheel_of_fortune", "exp02_traders_builders", "exp08_bridges_castles_bazaars"], inputs, players)
}

/// Source: wheel_of_fortune.fortuna — 3 points to the active player only.
#[test]
fn fortuna_three_points_to_the_active_player() {
    let score =
        score(wheel("wheel_of_fortune.fortuna", json!({"player": "red"}), json!([{"id": "red"}, {"id": "blue"}])));
    assert_eq!(points(&score, "red", "wheel_of_fortune.fortuna"), 3);
    assert!(score.award("blue").is_none());
}

/// Source: wheel_of_fortune.taxes — per city, (coats + own knights) x own knights.
/// City with 3 coats: red 2 knights = (3 + 2) x 2 = 10; blue 1 knight = (3 + 1) x 1
/// = 4; green has no knight there.
#[test]
fn taxes_per_city() {
    let city = score(wheel(
        "wheel_of_fortune.taxes",
        json!({"coats_of_arms": 3}),
        json!([{"id": "red", "knights": 2}, {"id": "blue", "knights": 1}, {"id": "green"}]),
    ));
    assert_eq!(points(&city, "red", "wheel_of_fortune.taxes"), 10);
    assert_eq!(points(&city, "blue", "wheel_of_fortune.taxes"), 4);
    assert!(city.award("green").is_none());
    // A city with no coats of arms: 3 knights = (0 + 3) x 3 = 9.
    let no_coats = score(wheel("wheel_of_fortune.taxes", json!({}), json!([{"id": "red", "knights": 3}])));
    assert_eq!(total(&no_coats, "red"), 9);
}

/// Source: wheel_of_fortune.famine — per field, for each farmer: 1 per completed
/// city, 2 per castle, +1 per castle or city with a pig, +1 with a pig-herd.
/// Field next to 2 completed cities and 1 castle, with a pig-herd:
/// red (2 farmers, own pig): 2x2x1 + 2x1x2 + 2x3 (pig) + 2x3 (herd) = 4 + 4 + 6 + 6 = 20;
/// blue (1 farmer): 1x2 + 1x1x2 + 1x3 (herd) = 2 + 2 + 3 = 7.
#[test]
fn famine_per_field() {
    let score = score(wheel(
        "wheel_of_fortune.famine",
        json!({"completed_cities": 2, "castles": 1, "pig_herd": true}),
        json!([{"id": "red", "farmers": 2, "pig": true}, {"id": "blue", "farmers": 1}, {"id": "green"}]),
    ));
    assert_eq!(points(&score, "red", "wheel_of_fortune.famine"), 20);
    assert_eq!(points(&score, "blue", "wheel_of_fortune.famine"), 7);
    assert!(score.award("green").is_none());
    assert_eq!(score.value, 27);
}

/// Source: wheel_of_fortune.famine — the pig-herd is a Traders & Builders land tile,
/// offered with any of its components as in field scoring (here the builder alone,
/// without the pig): 2 cities, herd, 1 farmer: 2 + 2 = 4.
#[test]
fn famine_pig_herd_with_any_traders_builders_component() {
    let score = score(request(
        "wheel_of_fortune.famine",
        &["wheel_of_fortune", "exp02_traders_builders.builder"],
        json!({"completed_cities": 2, "pig_herd": true}),
        json!([{"id": "red", "farmers": 1}]),
    ));
    assert_eq!(total(&score, "red"), 4);
}

/// Source: wheel_of_fortune.famine — without pig or castles: 1 per city per farmer.
#[test]
fn famine_cities_only() {
    let score = score(request(
        "wheel_of_fortune.famine",
        &["wheel_of_fortune"],
        json!({"completed_cities": 3}),
        json!([{"id": "red", "farmers": 2}]),
    ));
    // 2 farmers x 3 cities
    assert_eq!(total(&score, "red"), 6);
}

/// Source: wheel_of_fortune.storm — 1 point per meeple in each player's supply.
#[test]
fn storm_one_per_meeple_in_supply() {
    let score = score(wheel(
        "wheel_of_fortune.storm",
        json!({}),
        json!([{"id": "red", "supply": 5}, {"id": "blue", "supply": 0}]),
    ));
    assert_eq!(points(&score, "red", "wheel_of_fortune.storm"), 5);
    assert!(score.award("blue").is_none());
}

/// Source: wheel_of_fortune.inquisition — 2 points per own monk.
#[test]
fn inquisition_two_per_monk() {
    let score = score(wheel(
        "wheel_of_fortune.inquisition",
        json!({}),
        json!([{"id": "red", "monks": 2}, {"id": "blue", "monks": 1}]),
    ));
    assert_eq!(points(&score, "red", "wheel_of_fortune.inquisition"), 4);
    assert_eq!(points(&score, "blue", "wheel_of_fortune.inquisition"), 2);
}

/// Source: wheel_of_fortune.plague — 0 points for everyone (each removes a meeple).
#[test]
fn plague_scores_nothing() {
    let score = score(wheel("wheel_of_fortune.plague", json!({}), json!([{"id": "red"}, {"id": "blue"}])));
    assert_eq!(score.value, 0);
    for player in ["red", "blue"] {
        assert_eq!(rows(&score, player, "wheel_of_fortune.plague").len(), 1);
        assert_eq!(points(&score, player, "wheel_of_fortune.plague"), 0);
    }
}

/// Source: wheel_of_fortune.crown_space — one-space crown: 3; alone in a two-space
/// crown: 6; two meeples in a two-space crown: 3 each.
#[test]
fn crown_space_three_cases() {
    let one = score(wheel(
        "wheel_of_fortune.crown_space",
        json!({"crown_spaces": "one_space"}),
        json!([{"id": "red", "crown_meeples": 1}, {"id": "blue"}]),
    ));
    assert_eq!(points(&one, "red", "wheel_of_fortune.crown_space"), 3);
    let alone = score(wheel(
        "wheel_of_fortune.crown_space",
        json!({"crown_spaces": "two_spaces"}),
        json!([{"id": "red"}, {"id": "blue", "crown_meeples": 1}]),
    ));
    assert_eq!(points(&alone, "blue", "wheel_of_fortune.crown_space"), 6);
    let two = score(wheel(
        "wheel_of_fortune.crown_space",
        json!({"crown_spaces": "two_spaces"}),
        json!([{"id": "red", "crown_meeples": 1}, {"id": "blue", "crown_meeples": 1}]),
    ));
    assert_eq!((total(&two, "red"), total(&two, "blue")), (3, 3));
    // Both spaces of one player: 3 per meeple = 6.
    let both = score(wheel(
        "wheel_of_fortune.crown_space",
        json!({"crown_spaces": "two_spaces"}),
        json!([{"id": "red", "crown_meeples": 2}]),
    ));
    assert_eq!(total(&both, "red"), 6);
}

/// Source: wheel_of_fortune.crown_space — more meeples than spaces is refused.
#[test]
fn crown_space_too_many_meeples() {
    let error = error(wheel(
        "wheel_of_fortune.crown_space",
        json!({"crown_spaces": "one_space"}),
        json!([{"id": "red", "crown_meeples": 1}, {"id": "blue", "crown_meeples": 1}]),
    ));
    assert_invalid(&error, "crown_meeples");
}
