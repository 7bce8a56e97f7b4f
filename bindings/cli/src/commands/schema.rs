//! `tally schema <item>`: the form schema of a feature or an event under a ruleset,
//! as JSON.

use serde::Serialize;
use tally_core::rules::events;
use tally_core::rules::{self, InputSpec, Step, When};

use crate::cli::SchemaArgs;
use crate::failure::{Failure, Outcome};

#[derive(Serialize)]
struct SchemaOutput<'a> {
    item: &'a str,
    name: &'a str,
    kind: &'a str,
    when: When,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<&'a [Step]>,
    inputs: Vec<InputSpec>,
}

/// Prints the schema.
pub fn run(args: &SchemaArgs) -> Outcome {
    let ruleset = crate::seats::ruleset_of(&args.ruleset)?;
    let output = if let Ok(feature) = rules::find_feature(&args.item) {
        let when = match args.when.as_str() {
            "completed" => When::Completed,
            "end_of_game" | "end" => When::EndOfGame,
            other => {
                return Err(Failure::bad(say!("cli-schema-when", word = crate::view::safe::safe(other).into_owned())));
            }
        };
        let schema = feature.schema(&ruleset, when)?;
        SchemaOutput {
            item: feature.key,
            name: feature.name,
            kind: "feature",
            when,
            steps: None,
            inputs: schema.into_inputs(),
        }
    } else {
        let event = events::find_event(&args.item).map_err(|_| {
            Failure::bad(say!("cli-schema-unknown", item = crate::view::safe::safe(&args.item).into_owned()))
        })?;
        let schema = event.schema(&ruleset)?;
        SchemaOutput {
            item: event.key,
            name: event.name,
            kind: "event",
            when: event.when(),
            steps: Some(event.steps),
            inputs: schema.into_inputs(),
        }
    };
    crate::out::json(&output)
}
