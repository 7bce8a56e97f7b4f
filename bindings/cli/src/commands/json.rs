//! `tally score` and `tally event` without a game: a JSON request on stdin, the
//! JSON score on stdout (the contract is in docs/scoring-json.md). The request may
//! be at most [`MAX_REQUEST`] bytes.

use std::io::Read;

use crate::failure::{Failure, Outcome};
use crate::out;

/// Largest request read, in bytes.
pub const MAX_REQUEST: u64 = 1024 * 1024;

fn stdin() -> Outcome<String> {
    let mut request = String::new();
    std::io::stdin()
        .take(MAX_REQUEST + 1)
        .read_to_string(&mut request)
        .map_err(|error| Failure::bad(say!("cli-request-not-text", error = error.to_string())))?;
    if request.len() as u64 > MAX_REQUEST {
        return Err(Failure::bad(say!("cli-request-too-large", max = MAX_REQUEST)));
    }
    Ok(request)
}

/// Scores a feature request.
///
/// # Errors
/// The request refused.
pub fn score() -> Outcome {
    out::json(&tally_core::rules::score_feature_json(&stdin()?)?)
}

/// Scores an event request.
///
/// # Errors
/// The request refused.
pub fn event() -> Outcome {
    out::json(&tally_core::rules::events::score_event_json(&stdin()?)?)
}
