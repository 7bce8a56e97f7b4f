//! The command line, declared with clap.

use clap::{Args, Parser, Subcommand};

/// Tally: score Carcassonne at the table.
#[derive(Debug, Parser)]
#[command(name = "tally", version, about, long_about = None)]
pub struct Cli {
    /// What to do (default: an interactive game at the table).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Score one feature: a JSON request on stdin, the JSON result on stdout.
    Score,
    /// Print the form schema of a feature as JSON.
    Schema(SchemaArgs),
    /// List editions, expansions, presets and features.
    Rules(RulesArgs),
}

/// A ruleset given on the command line.
#[derive(Debug, Args)]
pub struct RulesetArgs {
    /// Edition: c1, c2, c3 or winter (default: the preset's, or c3).
    #[arg(long)]
    pub edition: Option<String>,
    /// Expansion or component keys, comma-separated.
    #[arg(long, value_delimiter = ',')]
    pub expansions: Vec<String>,
    /// A preset (quick selection) such as big_box_6; adds to --expansions.
    #[arg(long)]
    pub preset: Option<String>,
    /// Rule variants as JSON, e.g. '{"little_buildings":"variant"}'.
    #[arg(long)]
    pub variants: Option<String>,
}

/// `tally schema`.
#[derive(Debug, Args)]
pub struct SchemaArgs {
    /// Feature key (see `tally rules features`).
    pub item: String,
    /// Completed during the game or at the end: completed | end_of_game.
    #[arg(long, default_value = "completed")]
    pub when: String,
    /// The ruleset.
    #[command(flatten)]
    pub ruleset: RulesetArgs,
}

/// `tally rules`.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// editions | expansions | presets | features | variants
    #[arg(default_value = "expansions")]
    pub topic: String,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}
