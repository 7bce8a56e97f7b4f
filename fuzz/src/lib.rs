//! What the structure-aware fuzz targets share: filling a form the way the apps
//! do, from a feature's or event's own schema, with numbers mostly in range and
//! now and then anywhere in `i64`.

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use serde_json::{Map, Value, json};
use tally_core::rules::{InputKind, InputSpec, Schema};

/// A number: in `min..=max` most of the time, anything now and then.
pub fn number(u: &mut Unstructured<'_>, min: i64, max: i64) -> Result<i64> {
    if u.ratio(1, 16)? { u.arbitrary() } else { u.int_in_range(min..=max) }
}

/// One of `players`.
pub fn player(u: &mut Unstructured<'_>, players: &[&'static str]) -> Result<&'static str> {
    u.choose(players).copied()
}

/// A value for one input of a schema.
pub fn value(u: &mut Unstructured<'_>, spec: &InputSpec, players: &[&'static str]) -> Result<Value> {
    Ok(match spec.kind {
        InputKind::Count | InputKind::PerPlayerCount => json!(number(u, spec.min, spec.max)?),
        InputKind::Toggle | InputKind::PerPlayerToggle => json!(u.arbitrary::<bool>()?),
        InputKind::Choice if !spec.options.is_empty() => json!(u.choose(&spec.options)?.key),
        InputKind::Choice => json!(""),
        InputKind::Player => json!(player(u, players)?),
    })
}

/// The `inputs` object and the `players` array of a request: some inputs of the
/// schema filled, some of `players` taking part with some of their own inputs.
pub fn form(u: &mut Unstructured<'_>, schema: &Schema, players: &[&'static str]) -> Result<(Value, Value)> {
    let mut inputs = Map::new();
    for spec in schema.inputs().iter().filter(|spec| !spec.kind.is_per_player()) {
        if u.arbitrary()? {
            inputs.insert(spec.name.to_owned(), value(u, spec, players)?);
        }
    }
    let mut entries = Vec::new();
    for id in players {
        if u.ratio(2, 3)? {
            let mut entry = Map::new();
            entry.insert("id".to_owned(), json!(id));
            for spec in schema.inputs().iter().filter(|spec| spec.kind.is_per_player()) {
                if u.ratio(2, 5)? {
                    entry.insert(spec.name.to_owned(), value(u, spec, players)?);
                }
            }
            entries.push(Value::Object(entry));
        }
    }
    Ok((Value::Object(inputs), Value::Array(entries)))
}
