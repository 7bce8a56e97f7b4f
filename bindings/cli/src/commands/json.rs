//! `tally score` and `tally event` without a game: a JSON request on stdin, the
//! JSON score on stdout (the contract is in docs/scoring-json.md).

use std::io::Read;

use crate::failure::Outcome;

fn stdin() -> Outcome<String> {
    let mut request = String::new();
    std::io::stdin().read_to_string(&mut request)?;
    Ok(request)
}

/// Scores a feature request.
pub fn score() -> Outcome {
    let score = tally_core::rules::score_feature_json(&stdin()?)?;
    anstream::println!("{}", serde_json::to_string_pretty(&score)?);
    Ok(())
}

/// Scores an event request.
pub fn event() -> Outcome {
    let score = tally_core::rules::events::score_event_json(&stdin()?)?;
    anstream::println!("{}", serde_json::to_string_pretty(&score)?);
    Ok(())
}
