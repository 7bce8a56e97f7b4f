//! Floors (Appendix 1): the tower ransom payer may not go below 0; the bathhouse,
//! peasant revolts and bazaar may.

use serde_json::json;
use tally_core::Error;
use tally_core::rules::{Floor, check_floors};

use crate::support::*;

/// Source: tower.prisoner_ransom — "Payer may not go negative": a payer with 2
/// points cannot pay 3; the whole score is refused with a typed error.
#[test]
fn ransom_payer_who_cannot_pay_is_refused() {
    let mut request = request(
        "tower.prisoner_ransom",
        &["exp04_tower"],
        json!({"payer": "red", "captor": "blue"}),
        json!([{"id": "red"}, {"id": "blue"}]),
    );
    request["scores"] = json!({"red": 2, "blue": 40});
    let error = error(request);
    assert_eq!(error, Error::WouldGoNegative { player: "red".into(), points: -3, score: 2 });
    assert!(error.to_string().contains("red"), "{error}");
}

/// Source: tower.prisoner_ransom — a payer missing from `scores` counts as 0.
#[test]
fn ransom_payer_missing_from_scores_counts_as_zero() {
    let mut request = request(
        "tower.prisoner_ransom",
        &["exp04_tower"],
        json!({"payer": "red", "captor": "blue"}),
        json!([{"id": "red"}, {"id": "blue"}]),
    );
    request["scores"] = json!({"blue": 12});
    assert!(matches!(error(request), Error::WouldGoNegative { .. }));
}

/// A `scores` entry for someone not in the request is refused.
#[test]
fn scores_of_a_stranger_are_refused() {
    let mut request = request(
        "tower.prisoner_ransom",
        &["exp04_tower"],
        json!({"payer": "red", "captor": "blue"}),
        json!([{"id": "red"}, {"id": "blue"}]),
    );
    request["scores"] = json!({"red": 10, "purple": 3});
    assert_eq!(error(request), Error::UnknownPlayer { player: "purple".into() });
}

/// Source: bathhouse.buy_back — "Player may go negative": with 1 point, buying back
/// for 3 is allowed (floor "negative"), the score becomes -2.
#[test]
fn bathhouse_may_take_the_player_below_zero() {
    let mut request = request(
        "bathhouse.buy_back",
        &["barber_surgeons"],
        json!({"player": "red", "bathhouse_points": 3}),
        json!([{"id": "red"}]),
    );
    request["scores"] = json!({"red": 1});
    let score = score(request);
    assert_eq!(total(&score, "red"), -3);
    assert_eq!(score.award("red").map(|award| award.floor), Some(Floor::Negative));
}

/// check_floors alone: only "refuse" awards are checked.
#[test]
fn check_floors_checks_only_refuse_awards() {
    let bazaar = score(request(
        "bazaar.auction",
        &["exp08_bridges_castles_bazaars"],
        json!({"seller": "red", "buyer": "blue", "points": 7}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert!(check_floors(&bazaar, |_| 0).is_ok());
    let ransom = score(request(
        "tower.prisoner_ransom",
        &["exp04_tower"],
        json!({"payer": "red", "captor": "blue"}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert!(check_floors(&ransom, |player| if player == "red" { 3 } else { 0 }).is_ok());
    assert!(check_floors(&ransom, |player| if player == "red" { 2 } else { 100 }).is_err());
}
