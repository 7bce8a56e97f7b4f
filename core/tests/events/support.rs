//! Shorthands for the event golden tests: requests as JSON (the `tally event`
//! contract) and lookups of rows in a score.

#![allow(dead_code)]

use serde_json::{Value, json};
use tally_core::Error;
use tally_core::rules::{EventRequest, Row, Score, score_event_json};

/// A request for `event` with the expansions `expansions` (edition C3).
pub fn request(event: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": expansions}, "event": event,
           "inputs": inputs, "players": players})
}

/// Scores a `tally event` request; panics on error.
pub fn score(request: Value) -> Score {
    let score = score_event_json(&request.to_string()).unwrap_or_else(|error| panic!("scoring failed: {error}"));
    assert_consistent(&score);
    score
}

/// The error a request gives; panics if it scores.
pub fn error(request: Value) -> Error {
    let request: EventRequest = serde_json::from_value(request).expect("request parses");
    request.score().expect_err("request should be refused")
}

/// The rows of `player` with rule id `rule`.
pub fn rows<'a>(score: &'a Score, player: &str, rule: &str) -> Vec<&'a Row> {
    score.award(player).map(|award| award.rows.iter().filter(|row| row.rule == rule).collect()).unwrap_or_default()
}

/// The points `player` gets from rows with rule id `rule`.
pub fn points(score: &Score, player: &str, rule: &str) -> i64 {
    rows(score, player, rule).iter().map(|row| row.points).sum()
}

/// The quantities of `player`'s rows with rule id `rule` (Easter eggs).
pub fn quantity(score: &Score, player: &str, rule: &str) -> i64 {
    rows(score, player, rule).iter().map(|row| row.quantity).sum()
}

/// Total points of `player` (0 if no award).
pub fn total(score: &Score, player: &str) -> i64 {
    score.points_of(player)
}

/// Every award's points equal the sum of its rows, and the value is their sum.
pub fn assert_consistent(score: &Score) {
    for award in &score.awards {
        assert_eq!(award.points, award.rows.iter().map(|row| row.points).sum::<i64>(), "{}", award.player);
    }
    assert_eq!(score.value, score.awards.iter().map(|award| award.points).sum::<i64>());
}

/// An invalid-input error naming `field`.
pub fn assert_invalid(error: &Error, field: &str) {
    match error {
        Error::InvalidInput { field: named, .. } => assert_eq!(named, field, "{error}"),
        other => panic!("expected an invalid `{field}`, got {other:?}"),
    }
}
