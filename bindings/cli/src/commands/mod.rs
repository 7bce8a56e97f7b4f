//! One module per subcommand; [`run`] dispatches.

mod rules;
mod ruleset_args;
mod schema;
mod score;

use crate::cli::{Cli, Command};
use crate::failure::Outcome;

/// Runs the command line.
pub fn run(cli: Cli) -> Outcome {
    match cli.command {
        Some(Command::Score) => score::run(),
        Some(Command::Schema(args)) => schema::run(&args),
        Some(Command::Rules(args)) => rules::run(&args),
        None => rules::run(&crate::cli::RulesArgs { topic: "expansions".into(), json: false }),
    }
}
