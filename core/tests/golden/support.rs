//! Shorthands for the golden tests: requests as JSON (the `tally score` contract),
//! and lookups of rows in a score.

#![allow(dead_code)]

use serde_json::Value;
use tally_core::Error;
use tally_core::rules::{FeatureRequest, Row, Score};

/// Scores a `tally score` request; panics on error.
pub fn score(request: Value) -> Score {
    let request: FeatureRequest = serde_json::from_value(request).expect("request parses");
    request.score().unwrap_or_else(|error| panic!("scoring failed: {error}"))
}

/// The error a request gives; panics if it scores.
pub fn error(request: Value) -> Error {
    let request: FeatureRequest = serde_json::from_value(request).expect("request parses");
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

/// Total points of `player` (0 if no award).
pub fn total(score: &Score, player: &str) -> i64 {
    score.points_of(player)
}

/// Whether `player` has any row with rule `rule`.
pub fn has_rule(score: &Score, player: &str, rule: &str) -> bool {
    !rows(score, player, rule).is_empty()
}

/// Every award's points equal the sum of its rows.
pub fn assert_consistent(score: &Score) {
    for award in &score.awards {
        assert_eq!(award.points, award.rows.iter().map(|row| row.points).sum::<i64>(), "{}", award.player);
    }
}
