//! `tally score`: a JSON request on stdin, the JSON score on stdout
//! (the contract is in docs/scoring-json.md).

use std::io::Read;

use crate::failure::Outcome;

/// Reads the request, scores it, prints the result.
pub fn run() -> Outcome {
    let mut request = String::new();
    std::io::stdin().read_to_string(&mut request)?;
    let score = tally_core::rules::score_feature_json(&request)?;
    println!("{}", serde_json::to_string_pretty(&score)?);
    Ok(())
}
