//! How the core's few non-UniFFI types cross to the apps (only with the `uniffi`
//! feature): input maps and figure choices as maps, timestamps as milliseconds
//! since the Unix epoch, texts ([`Message`]) as their text in the language in use,
//! a row's rule id ([`RuleId`]) and the table's shared texts ([`SharedStr`]) as
//! their text.

use std::collections::{BTreeMap, HashMap};

use chrono::DateTime;

use crate::l10n::Message;
use crate::rules::{Category, InputValue, Inputs, RuleId};
use crate::session::{CategoryTotals, FigureChoices, Figures};
use crate::shared_str::SharedStr;
use crate::store::{CategoryAverages, Timestamp};

uniffi::custom_type!(Inputs, HashMap<String, InputValue>, {
    remote,
    lower: |inputs| inputs.into_iter().collect(),
    try_lift: |map| Ok(map.into_iter().collect::<BTreeMap<_, _>>()),
});

uniffi::custom_type!(FigureChoices, HashMap<String, u32>, {
    remote,
    lower: |figures| figures.into_iter().collect(),
    try_lift: |map| Ok(map.into_iter().collect::<BTreeMap<_, _>>()),
});

uniffi::custom_type!(CategoryAverages, HashMap<Category, f64>, {
    remote,
    lower: |averages| averages.into_iter().collect(),
    try_lift: |map| Ok(map.into_iter().collect::<BTreeMap<_, _>>()),
});

uniffi::custom_type!(Timestamp, i64, {
    remote,
    lower: |at| at.timestamp_millis(),
    try_lift: |millis| {
        DateTime::from_timestamp_millis(millis)
            .ok_or_else(|| uniffi::deps::anyhow::anyhow!("{millis} ms is not a date Tally can read"))
    },
});

// A text the core hands out crosses as its text in the language in use (a row
// label, a log line): the apps draw it as it is. A text sent back from an app is
// kept as it is.
uniffi::custom_type!(Message, String, {
    lower: |message| message.text(),
    try_lift: |text| Ok(Message::verbatim(text)),
});

// A row's reference id crosses as its text.
uniffi::custom_type!(RuleId, String, {
    lower: |id| String::from(id),
    try_lift: |text| Ok(RuleId::from(text)),
});

// The table's shared texts (a player's id and name, an entry's kind) cross as text.
uniffi::custom_type!(SharedStr, String, {
    lower: |text| String::from(text),
    try_lift: |text| Ok(SharedStr::from(text)),
});

// A player's figures and category totals, kept in place in the core, cross as lists.
uniffi::custom_type!(Figures, Vec<crate::session::FigureState>, {
    remote,
    lower: |figures| figures.into_vec(),
    try_lift: |figures| Ok(Figures::from_vec(figures)),
});

uniffi::custom_type!(CategoryTotals, Vec<crate::session::CategoryPoints>, {
    remote,
    lower: |totals| totals.into_vec(),
    try_lift: |totals| Ok(CategoryTotals::from_vec(totals)),
});
