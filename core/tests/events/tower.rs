//! The Tower: prisoner ransom (A.0).

use serde_json::json;
use tally_core::rules::Floor;

use crate::support::*;

/// Source: tower.prisoner_ransom — the payer loses 3, the captor gains 3; the
/// payer's award may not take them below 0 (floor "refuse").
#[test]
fn ransom_moves_three_points_from_payer_to_captor() {
    let score = score(request(
        "tower.prisoner_ransom",
        &["exp04_tower"],
        json!({"payer": "red", "captor": "blue"}),
        json!([{"id": "red"}, {"id": "blue"}, {"id": "green"}]),
    ));
    assert_eq!(points(&score, "red", "tower.prisoner_ransom"), -3);
    assert_eq!(points(&score, "blue", "tower.prisoner_ransom"), 3);
    assert!(score.award("green").is_none(), "bystanders are not in the score");
    assert_eq!(score.award("red").map(|award| award.floor), Some(Floor::Refuse));
    assert_eq!(score.award("blue").map(|award| award.floor), Some(Floor::Zero));
    // -3 + 3
    assert_eq!(score.value, 0);
}

/// Source: tower.prisoner_ransom — a payer with enough points pays; one with
/// exactly 3 ends at 0, which is allowed.
#[test]
fn ransom_with_current_scores_that_allow_it() {
    for red in [3, 10] {
        let mut request = request(
            "tower.prisoner_ransom",
            &["exp04_tower"],
            json!({"payer": "red", "captor": "blue"}),
            json!([{"id": "red"}, {"id": "blue"}]),
        );
        request["scores"] = json!({"red": red, "blue": 0});
        let score = score(request);
        assert_eq!(total(&score, "red"), -3);
    }
}

/// Source: tower.prisoner_ransom — payer and captor must be two players.
#[test]
fn ransom_needs_two_different_players() {
    let same = error(request(
        "tower.prisoner_ransom",
        &["exp04_tower"],
        json!({"payer": "red", "captor": "red"}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_invalid(&same, "captor");
    let missing = error(request(
        "tower.prisoner_ransom",
        &["exp04_tower"],
        json!({"captor": "blue"}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_invalid(&missing, "payer");
}
