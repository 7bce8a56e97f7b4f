//! `tally schema <item>`: the form schema of a feature under a ruleset, as JSON.

use serde::Serialize;
use tally_core::rules::{self, InputSpec, When};

use super::ruleset_args;
use crate::cli::SchemaArgs;
use crate::failure::{Failure, Outcome};

#[derive(Serialize)]
struct SchemaOutput<'a> {
    item: &'a str,
    name: &'a str,
    when: When,
    inputs: Vec<InputSpec>,
}

/// Prints the schema.
pub fn run(args: &SchemaArgs) -> Outcome {
    let ruleset = ruleset_args::ruleset(&args.ruleset)?;
    let when = match args.when.as_str() {
        "completed" => When::Completed,
        "end_of_game" | "end" => When::EndOfGame,
        other => return Err(Failure::BadInput(format!("--when: `{other}` is not completed or end_of_game"))),
    };
    let feature = rules::find_feature(&args.item)?;
    let schema = feature.schema(&ruleset, when)?;
    let output = SchemaOutput { item: feature.key, name: feature.name, when, inputs: schema.into_inputs() };
    println!("{}", serde_json::to_string_pretty(&output)?);
    Ok(())
}
