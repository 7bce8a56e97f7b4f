//! The command line, declared with clap.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// Tally: score Carcassonne at the table.
///
/// Without a subcommand, `tally` starts (or resumes) a game at the table.
#[derive(Debug, Parser)]
#[command(name = "tally", version, about, long_about = None)]
pub struct Cli {
    /// The database (default: tally.db in the user's data directory).
    #[arg(long, global = true, env = "TALLY_DB")]
    pub db: Option<PathBuf>,
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play at the table: an interactive session (the default).
    Play(PlayArgs),
    /// Start a game.
    New(NewArgs),
    /// List unfinished games (or all with --all).
    Games(GamesArgs),
    /// Show a game's board.
    Show(GameArgs),
    /// Score a feature in a game (`tally score city 5 coa=2 red=2`), or, with no
    /// feature, a JSON request on stdin to the JSON result (no game involved).
    Score(ItemArgs),
    /// Record a turn-step event or end-game item in a game, or, with no event, a
    /// JSON request on stdin to the JSON result.
    Event(ItemArgs),
    /// Put a player's robber on a track space: `tally robber green 12`.
    Robber(WordsArgs),
    /// Resolve the pending dispatch: `tally dispatch two_points`, `knights 3`...
    Dispatch(WordsArgs),
    /// Add or take points by hand: `tally correct red -2 miscounted road`.
    Correct(WordsArgs),
    /// End the active player's turn.
    Turn(GameArgs),
    /// Take back the last command.
    Undo(GameArgs),
    /// Do again what was taken back.
    Redo(GameArgs),
    /// Begin the end-game scoring and list what to score; `--finish` for the standings.
    End(EndArgs),
    /// Replace a past command: `tally edit 4 road 5 red`.
    Edit(WordsArgs),
    /// Remove a past command: `tally delete 4`.
    Delete(WordsArgs),
    /// Finished and unfinished games, filtered.
    History(HistoryArgs),
    /// Player statistics, or head-to-head with --vs.
    Stats(StatsArgs),
    /// Write games as a JSON document.
    Export(ExportArgs),
    /// Read games from a JSON document.
    Import(ImportArgs),
    /// Print the form schema of a feature or event as JSON.
    Schema(SchemaArgs),
    /// List editions, expansions, presets, features, events and variants.
    Rules(RulesArgs),
}

/// `tally play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Resume this game.
    #[arg(long)]
    pub game: Option<i64>,
    /// Start a new game even if one is unfinished (asks for the players).
    #[arg(long)]
    pub new: bool,
}

/// A ruleset given on the command line.
#[derive(Debug, Args, Default)]
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

/// `tally new`.
#[derive(Debug, Args)]
pub struct NewArgs {
    /// A player as NAME:COLOUR, in turn order (2 to 8).
    #[arg(long = "player", required = true)]
    pub players: Vec<String>,
    /// The ruleset.
    #[command(flatten)]
    pub ruleset: RulesetArgs,
    /// Print the game as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Options of commands on one game.
#[derive(Debug, Args)]
pub struct GameArgs {
    /// The game (default: the unfinished game changed last).
    #[arg(long)]
    pub game: Option<i64>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `tally score` and `tally event`.
#[derive(Debug, Args)]
pub struct ItemArgs {
    /// Feature or event, then its inputs (`5`, `coa=2`, `cathedral`, `red=2`,
    /// `red.ghosts=1`, `red.figure=1`). Empty: read a JSON request on stdin.
    #[arg(allow_negative_numbers = true)]
    pub words: Vec<String>,
    /// The game.
    #[command(flatten)]
    pub game: GameArgs,
}

/// Commands that take free words.
#[derive(Debug, Args)]
pub struct WordsArgs {
    /// The command's words.
    #[arg(required = true, allow_negative_numbers = true)]
    pub words: Vec<String>,
    /// The game.
    #[command(flatten)]
    pub game: GameArgs,
}

/// `tally end`.
#[derive(Debug, Args)]
pub struct EndArgs {
    /// Finish the game: final standings.
    #[arg(long)]
    pub finish: bool,
    /// Reopen a finished game.
    #[arg(long, conflicts_with = "finish")]
    pub reopen: bool,
    /// The game.
    #[command(flatten)]
    pub game: GameArgs,
}

/// `tally games`.
#[derive(Debug, Args)]
pub struct GamesArgs {
    /// Finished games too.
    #[arg(long)]
    pub all: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `tally history`.
#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Only games of this player (roster name).
    #[arg(long)]
    pub player: Option<String>,
    /// Only games started on or after this day (YYYY-MM-DD).
    #[arg(long)]
    pub from: Option<String>,
    /// Only games started before this day (YYYY-MM-DD).
    #[arg(long)]
    pub to: Option<String>,
    /// Only finished games.
    #[arg(long, conflicts_with = "unfinished")]
    pub finished: bool,
    /// Only unfinished games.
    #[arg(long)]
    pub unfinished: bool,
    /// Only games with this expansion or component.
    #[arg(long)]
    pub expansion: Option<String>,
    /// Show this game in full (timeline and progression).
    #[arg(long)]
    pub game: Option<i64>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `tally stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// A roster player (default: everyone).
    pub player: Option<String>,
    /// Head-to-head against this player.
    #[arg(long)]
    pub vs: Option<String>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `tally export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Games to export (default: all).
    pub games: Vec<i64>,
    /// Write to this file instead of stdout.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
}

/// `tally import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The export document ("-" for stdin).
    pub file: PathBuf,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `tally schema`.
#[derive(Debug, Args)]
pub struct SchemaArgs {
    /// Feature or event key (see `tally rules features`, `tally rules events`).
    pub item: String,
    /// Features: completed | end_of_game.
    #[arg(long, default_value = "completed")]
    pub when: String,
    /// The ruleset.
    #[command(flatten)]
    pub ruleset: RulesetArgs,
}

/// `tally rules`.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// editions | expansions | presets | features | events | variants
    #[arg(default_value = "expansions")]
    pub topic: String,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}
