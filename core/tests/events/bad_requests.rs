//! Bad requests get a typed error naming the field; nothing is scored.

use serde_json::json;
use tally_core::Error;
use tally_core::rules::score_event_json;

use crate::support::*;

#[test]
fn unknown_event() {
    let error = error(request("wheel_of_fortune.jackpot", &["wheel_of_fortune"], json!({}), json!([{"id": "red"}])));
    assert_eq!(error, Error::UnknownEvent { key: "wheel_of_fortune.jackpot".into() });
}

#[test]
fn event_whose_expansion_is_not_in_play() {
    let error = error(request("tower.prisoner_ransom", &[], json!({"payer": "red"}), json!([{"id": "red"}])));
    assert!(matches!(error, Error::NotAvailable { ref item, .. } if item == "tower.prisoner_ransom"), "{error:?}");
}

#[test]
fn unknown_request_field_is_refused() {
    let json = r#"{"event": "after_game.gold", "players": [{"id": "red"}], "when": "end_of_game"}"#;
    let error = score_event_json(json).unwrap_err();
    assert!(matches!(error, Error::InvalidRequest { ref reason } if reason.contains("when")), "{error:?}");
}

#[test]
fn unknown_input_is_named() {
    let error = error(request("after_game.gold", &["mini4_gold_mines"], json!({"silver": 3}), json!([{"id": "red"}])));
    assert_eq!(error, Error::UnknownInput { field: "silver".into(), item: "after_game.gold".into() });
}

/// Source: after_game.gold — a negative count names the per-player field.
#[test]
fn negative_count_is_named() {
    let error = error(request("after_game.gold", &["mini4_gold_mines"], json!({}), json!([{"id": "red", "gold": -2}])));
    assert_invalid(&error, "players[0].gold");
}

/// Source: wind_roses.placement — no player picked.
#[test]
fn missing_player_is_named() {
    let error = error(request("wind_roses.placement", &["wind_roses"], json!({}), json!([{"id": "red"}])));
    assert_invalid(&error, "player");
}

#[test]
fn player_not_in_the_request() {
    let error =
        error(request("wind_roses.placement", &["wind_roses"], json!({"player": "blue"}), json!([{"id": "red"}])));
    assert_eq!(error, Error::UnknownPlayer { player: "blue".into() });
}

/// Source: catapult — an option key that does not exist.
#[test]
fn unknown_option_is_named() {
    let error = error(request(
        "catapult",
        &["exp07_catapult"],
        json!({"game": "darts", "winner": "red"}),
        json!([{"id": "red"}]),
    ));
    assert_invalid(&error, "game");
}

#[test]
fn wrong_type_is_named() {
    let error = error(request("bets.office", &["bets"], json!({"tiles": "six"}), json!([{"id": "red"}])));
    assert_invalid(&error, "tiles");
}

#[test]
fn no_players() {
    let error = error(request("wheel_of_fortune.plague", &["wheel_of_fortune"], json!({}), json!([])));
    assert_eq!(error, Error::NoPlayers);
}
