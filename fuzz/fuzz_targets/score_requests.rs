//! A structure-aware fuzzer of the scoring contracts: the input bytes choose a
//! ruleset (a few expansions or all), a feature or event kind, inputs from its
//! schema (mostly in range, sometimes anywhere in `i64`) and, for events, the
//! players' current totals (anywhere in `i64`). `score_feature_json` and
//! `score_event_json` answer without a panic or an overflow.

#![no_main]

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};
use tally_core::rules::events::events;
use tally_core::rules::{When, features};
use tally_core::ruleset::catalog::EXPANSIONS;
use tally_core::{Ruleset, RulesetSpec};
use tally_fuzz::form;

const PLAYERS: [&str; 4] = ["red", "blue", "green", "yellow"];

fn request(u: &mut Unstructured<'_>) -> Result<()> {
    let expansions: Vec<&str> = if u.arbitrary()? {
        EXPANSIONS.iter().map(|expansion| expansion.key).collect()
    } else {
        let mut some = Vec::new();
        for _ in 0..u.int_in_range(0..=6)? {
            some.push(u.choose(EXPANSIONS)?.key);
        }
        some
    };
    let edition = *u.choose(&["c1", "c2", "c3", "winter"])?;
    let spec = json!({"edition": edition, "expansions": expansions});
    let ruleset =
        Ruleset::from_spec(&serde_json::from_value::<RulesetSpec>(spec.clone()).expect("spec")).expect("ruleset");
    if u.arbitrary()? {
        let when = if u.arbitrary()? { When::Completed } else { When::EndOfGame };
        let available: Vec<_> = features().iter().filter(|f| f.is_available(&ruleset, when)).collect();
        if available.is_empty() {
            return Ok(());
        }
        let feature = *u.choose(&available)?;
        let (inputs, players) = form(u, &feature.schema(&ruleset, when).expect("available"), &PLAYERS)?;
        let request =
            json!({"ruleset": spec, "feature": feature.key, "when": when.key(), "inputs": inputs, "players": players});
        let _ = tally_core::rules::score_feature_json(&request.to_string());
    } else {
        let available: Vec<_> = events().iter().filter(|e| e.is_available(&ruleset)).collect();
        if available.is_empty() {
            return Ok(());
        }
        let event = *u.choose(&available)?;
        let (inputs, players) = form(u, &event.schema(&ruleset).expect("available"), &PLAYERS)?;
        let mut request = json!({"ruleset": spec, "event": event.key, "inputs": inputs, "players": players});
        if u.arbitrary()? {
            let mut scores = serde_json::Map::new();
            for entry in players.as_array().expect("players") {
                let score = if u.arbitrary()? { u.arbitrary::<i64>()? } else { u.int_in_range(0..=200)? };
                scores.insert(entry["id"].as_str().expect("id").to_owned(), json!(score));
            }
            request["scores"] = Value::Object(scores);
        }
        let _ = tally_core::rules::events::score_event_json(&request.to_string());
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    while !u.is_empty() {
        if request(&mut u).is_err() {
            break;
        }
    }
});
