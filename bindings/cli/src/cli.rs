//! The command line of `tally`, declared with clap. The game commands take the same
//! arguments as the lines of the interactive session ([`crate::args`]), plus the
//! game and `--json`.

use std::path::PathBuf;

use clap::{Args, CommandFactory, Parser, Subcommand};

use crate::args::{CorrectArgs, DeleteArgs, DispatchArgs, EditArgs, RobberArgs, VictimArgs};

/// Tally: score Carcassonne at the table.
///
/// Without a subcommand, `tally` starts (or resumes) a game at the table.
#[derive(Debug, Parser)]
#[command(name = "tally", version, about, long_about = None)]
pub struct Cli {
    /// The database (default: tally.db in the user's data directory, which is
    /// created; a folder given here must exist).
    #[arg(long, global = true, env = "TALLY_DB", value_name = "PATH")]
    pub db: Option<PathBuf>,
    /// The language Tally speaks, as a locale (`de`, `fr_FR.UTF-8`); default: the
    /// environment's (LC_ALL, LC_MESSAGES, LANG).
    #[arg(long, global = true, value_name = "LOCALE")]
    pub lang: Option<String>,
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The command line with every help text in the language in use: the descriptions of
/// `tally` and its subcommands, and the rest of clap's help ([`crate::clap_l10n`]).
/// Its `help` subcommand is ours ([`help`]).
pub fn command() -> clap::Command {
    let command = Cli::command().about(say!("cli-about"));
    crate::clap_l10n::localise(command.disable_help_subcommand(true).subcommand(help_subcommand()), "cli-about")
}

/// `tally help [COMMAND]...`, made as clap makes its own, which cannot be given the
/// language's words: listed last, without `-h`, every word a command's name (even
/// `--help`, which is no command). Its help comes from [`crate::clap_l10n`].
fn help_subcommand() -> clap::Command {
    clap::Command::new("help")
        .about(say!("cli-about-help"))
        .display_order(usize::MAX)
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(
            clap::Arg::new("subcommand")
                .action(clap::ArgAction::Append)
                .num_args(..)
                .value_name("COMMAND")
                .allow_hyphen_values(true),
        )
}

/// What `tally help [COMMAND]...` shows (`matches`: the `help` subcommand's), as
/// clap's own help subcommand shows it, and as the "error" clap reports a help with:
/// the help of the command named (of `tally` with none); for a word that names no
/// command, clap's refusal with the usage of the command it was looked for in.
/// `command` has read the command line.
pub fn help(command: &mut clap::Command, matches: &clap::ArgMatches) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};

    let words = matches.get_raw("subcommand").into_iter().flatten().map(|word| word.to_string_lossy().into_owned());
    let mut path = vec![command.get_bin_name().unwrap_or(command.get_name()).to_owned()];
    let mut at = command.clone();
    for word in words {
        let Some(name) = at.find_subcommand(&word).map(|sub| sub.get_name().to_owned()) else {
            let mut at = at.bin_name(path.join(" "));
            let usage = at.render_usage();
            let mut refusal = clap::Error::new(ErrorKind::InvalidSubcommand).with_cmd(&at);
            refusal.insert(ContextKind::InvalidSubcommand, ContextValue::String(word));
            refusal.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
            return refusal;
        };
        // This `help` alone, without the global options `tally`'s subcommands
        // receive, as clap has its own.
        at = if path.len() == 1 && name == "help" {
            crate::clap_l10n::localise(help_subcommand(), "cli-about")
        } else {
            at.find_subcommand(&name).cloned().unwrap_or(at)
        };
        path.push(name);
    }
    let shown = if path.len() == 2 && path[1] == "help" {
        // A hidden `--help` asks for its help.
        at.arg(clap::Arg::new("help").long("help").action(clap::ArgAction::Help).hide(true))
            .try_get_matches_from_mut([path.join(" "), "--help".to_owned()])
    } else {
        command.try_get_matches_from_mut(path.into_iter().chain(["--help".to_owned()]))
    };
    // `--help` always ends the reading with the help.
    shown.err().unwrap_or_else(|| clap::Error::new(ErrorKind::DisplayHelp))
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
    /// Show a game's board (default: the game changed last, finished or not).
    Show(GameArgs),
    /// Score features and events of one round: `tally score city 5 coa=2 red=2`,
    /// `tally score road 3 red + city 4 coa=1 red` (one tile completing both). With
    /// no words: a JSON request on stdin to the JSON result (no game involved).
    Score(ScoreArgs),
    /// Record a turn-step event or end-game item (the same words as `score`), or,
    /// with no words, a JSON request on stdin to the JSON result.
    Event(ScoreArgs),
    /// Put a player's robber on a track space: `tally robber green 12`.
    Robber(OnGame<RobberArgs>),
    /// Choose whom a robber steals from when several figures on its space scored:
    /// `tally victim blue`.
    Victim(OnGame<VictimArgs>),
    /// Resolve the pending dispatch: `tally dispatch two_points`, `tally dispatch
    /// knights 3`...
    Dispatch(OnGame<DispatchArgs>),
    /// Add or take points by hand: `tally correct red -2 miscounted road`.
    Correct(OnGame<CorrectArgs>),
    /// End the active player's turn.
    Turn(GameArgs),
    /// The builder's second part of the turn (a double turn).
    Double(GameArgs),
    /// Take back the last command.
    Undo(GameArgs),
    /// Do again what was taken back.
    Redo(GameArgs),
    /// Begin the end-game scoring and list what to score; `--finish` for the
    /// standings, `--reopen` to go back to a finished game.
    End(EndArgs),
    /// Replace a past entry: `tally edit 4 road 5 red`.
    Edit(OnGame<EditArgs>),
    /// Remove a past entry: `tally delete 4`.
    Delete(OnGame<DeleteArgs>),
    /// A game's log: every entry with its number (what `edit` and `delete` take).
    Log(GameArgs),
    /// Finished and unfinished games, filtered.
    History(HistoryArgs),
    /// Player statistics, or head-to-head with --vs.
    Stats(StatsArgs),
    /// Write games: Tally's document, for BG Stats or BoardGameGeek, or one game's
    /// result as text or a picture.
    Export(ExportArgs),
    /// The players: list them, mark who holds this phone (`tally roster me Ann`), keep a
    /// player's name and ID in BG Stats (`tally roster bgstats Ann --bgstats-name Anna`).
    Roster(RosterArgs),
    /// Read games from a Tally export document (Tally's own format only).
    Import(ImportArgs),
    /// Print the form schema of a feature or event as JSON.
    Schema(SchemaArgs),
    /// List editions, expansions, presets, features, events and variants.
    Rules(RulesArgs),
    /// Read the whole database and report damage (the check the apps run in the
    /// background); exit 3 when it is damaged.
    Check(CheckArgs),
    /// Host the game's live table on the local network: the other players follow it
    /// on their phones' browsers from the links printed (with their QR codes), and
    /// scorer links record; stops with Ctrl-C.
    Serve(ServeArgs),
    /// Join a table another phone or laptop hosts: follow it live from a viewer
    /// link, or score with a scorer link (the words of `tally play`, one line each);
    /// the finished game is kept in this database.
    Join(JoinArgs),
}

/// `tally join`.
#[derive(Debug, Args)]
pub struct JoinArgs {
    /// The link the host printed (http://…/t/…/ or tally://…/t/…/).
    pub link: String,
    /// Which player of the table is you (a name of the game), so that your
    /// statistics count the kept game for you.
    #[arg(long, value_name = "NAME")]
    pub me: Option<String>,
}

/// `tally check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Move a write-ahead log the open refused (and the -shm file) aside, keeping
    /// them, then open and check the database as its file holds it.
    #[arg(long)]
    pub set_aside_log: bool,
}

/// `tally serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The game (default: the unfinished game changed last).
    #[arg(long)]
    pub game: Option<i64>,
    /// Where to listen (default: this machine's private address on the network of
    /// its default route, the Wi-Fi): one of its addresses for that network only,
    /// 127.0.0.1 for this machine only, 0.0.0.0 for every network of this machine.
    #[arg(long)]
    pub address: Option<std::net::IpAddr>,
    /// The port (0: any free port).
    #[arg(long, default_value_t = 7878)]
    pub port: u16,
    /// Give a scorer link to this person or phone (one per use: `--scorer Ben`).
    #[arg(long = "scorer", value_name = "LABEL")]
    pub scorers: Vec<String>,
    /// Revoke the link with this number (a running host refuses it at once) and stop.
    #[arg(long, value_name = "LINK")]
    pub revoke: Option<i64>,
    /// Print the links as one line of JSON, without the QR codes.
    #[arg(long)]
    pub json: bool,
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
    /// Expansion, component or preset keys, separated by commas or spaces (as
    /// asked in the interactive setup).
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
    /// A player as `NAME:COLOUR` (or `"NAME COLOUR"`), in turn order (2 to 8).
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
#[derive(Debug, Args, Default)]
pub struct GameArgs {
    /// The game (default: the unfinished game changed last).
    #[arg(long)]
    pub game: Option<i64>,
    /// Print JSON: the game's state, its table (standings, allowed actions) and
    /// what the command changed.
    #[arg(long)]
    pub json: bool,
}

/// A game command's own arguments and the game it applies to.
#[derive(Debug, Args)]
pub struct OnGame<T: Args> {
    /// The command's arguments.
    #[command(flatten)]
    pub args: T,
    /// The game.
    #[command(flatten)]
    pub game: GameArgs,
}

/// `tally score` and `tally event`.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// Feature or event, then its words (`5`, `coa=2`, `cathedral`, `red=2`,
    /// `red.ghosts=1`, `red.figure=2`, `nobody`); `+` starts the next item of the
    /// round. Empty: read a JSON request on stdin.
    #[arg(allow_negative_numbers = true)]
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
    /// With --finish during the turns: finish without the end-game scoring.
    #[arg(long, requires = "finish")]
    pub now: bool,
    /// Reopen a finished game (default: the finished game changed last).
    #[arg(long, conflicts_with = "finish")]
    pub reopen: bool,
    /// With --finish and Messages: which figure takes a robber's 3 points, as
    /// `green.figure=2`.
    #[arg(requires = "finish")]
    pub figures: Vec<String>,
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

/// Which games `history` and `export` take: a roster player's, between two days.
#[derive(Debug, Args)]
pub struct GameFilterArgs {
    /// Only games of this player (roster name).
    #[arg(long)]
    pub player: Option<String>,
    /// Only games started on or after this day (YYYY-MM-DD).
    #[arg(long)]
    pub from: Option<String>,
    /// Only games started before this day (YYYY-MM-DD).
    #[arg(long)]
    pub to: Option<String>,
}

impl GameFilterArgs {
    /// Whether any of them is given.
    pub fn any(&self) -> bool {
        self.player.is_some() || self.from.is_some() || self.to.is_some()
    }
}

/// `tally history`.
#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Which games: a player's, between two days.
    #[command(flatten)]
    pub games_of: GameFilterArgs,
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
    /// Only games started on or after this day (YYYY-MM-DD).
    #[arg(long)]
    pub from: Option<String>,
    /// Only games started before this day (YYYY-MM-DD).
    #[arg(long)]
    pub to: Option<String>,
    /// Only games this roster player took part in (repeat it for the games they all played).
    #[arg(long, value_name = "PLAYER")]
    pub with: Vec<String>,
    /// Only games with this expansion or component in play (repeat it for several).
    #[arg(long)]
    pub expansion: Vec<String>,
    /// Only games of this edition (c1, c2, c3, winter).
    #[arg(long)]
    pub edition: Option<String>,
    /// How many of the latest games the charts show.
    #[arg(long, default_value_t = 20)]
    pub games: u32,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `tally export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Games to export (default: all; every finished game for bgstats and bgg; the
    /// game changed last for bgstats-link, bgg-form, text and png).
    pub games: Vec<i64>,
    /// What to write: Tally's document, BG Stats' file (.bgsplay) or its link for one
    /// play, BoardGameGeek's play records (XML) or the fields for its play form
    /// (BoardGameGeek has no file import for plays), a result as text or as a PNG
    /// picture.
    #[arg(long, value_enum, default_value_t = ExportFormat::Tally)]
    pub format: ExportFormat,
    /// Write to this file instead of stdout (a PNG goes to stdout only when it is
    /// not a terminal).
    #[arg(long, short)]
    pub output: Option<PathBuf>,
    /// With png: light or dark.
    #[arg(long, value_enum, default_value_t = PictureTheme::Light)]
    pub theme: PictureTheme,
    /// Which games: a player's, between two days.
    #[command(flatten)]
    pub games_of: GameFilterArgs,
}

/// What `tally export` writes (the variants have no doc comment: clap would show it
/// as the value's help, in English only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ExportFormat {
    // Tally's own JSON document (what `tally import` reads).
    Tally,
    // BG Stats' file (finished games).
    Bgstats,
    // The link that opens one finished game in BG Stats.
    BgstatsLink,
    // BoardGameGeek play records (XML).
    Bgg,
    // One game's fields for BoardGameGeek's form for logging a play.
    BggForm,
    // One game's result as a chat message.
    Text,
    // One game's standings and score chart as a PNG.
    Png,
}

/// The look of `tally export --format png` (no doc comments, as for [`ExportFormat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PictureTheme {
    // Dark text on a light background.
    Light,
    // Light text on a dark background.
    Dark,
}

/// `tally roster`.
#[derive(Debug, Args)]
pub struct RosterArgs {
    /// list | me | bgstats
    #[arg(value_enum, default_value_t = RosterAction::List)]
    pub action: RosterAction,
    /// The roster player (for me and bgstats).
    pub name: Option<String>,
    /// With bgstats: the player's name in BG Stats (left out: forgotten).
    #[arg(long)]
    pub bgstats_name: Option<String>,
    /// With bgstats: the player's ID in BG Stats, a UUID such as
    /// A1637A2A-B17E-49F1-B05C-60CCB21B8B31 (left out: forgotten).
    #[arg(long)]
    pub bgstats_uuid: Option<String>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// What `tally roster` does (no doc comments, as for [`ExportFormat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RosterAction {
    // Every player, with who holds this phone and their BG Stats names.
    List,
    // Mark the player who holds this phone.
    Me,
    // Keep the player's name and ID in BG Stats.
    Bgstats,
}

/// `tally import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// A Tally export document ("-" for stdin).
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

#[cfg(test)]
mod tests {
    use super::*;

    /// What `tally args` prints when clap reads it, with its styles: clap's help,
    /// version or refusal, or the help `help` shows.
    fn shown(command: &mut clap::Command, args: &[&str]) -> String {
        let error = match command.try_get_matches_from_mut(std::iter::once("tally").chain(args.iter().copied())) {
            Ok(matches) => match matches.subcommand() {
                Some(("help", matches)) => help(command, matches),
                _ => panic!("{args:?} is read"),
            },
            Err(error) => error,
        };
        error.render().ansi().to_string()
    }

    #[test]
    fn the_english_help_is_clap_s() {
        // Whatever clap prints, in English, reads as it did when clap wrote it all.
        tally_core::l10n::in_language("en", || {
            let (mut ours, mut theirs) = (command(), Cli::command());
            let names: Vec<String> = theirs.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
            let mut cases: Vec<Vec<&str>> = vec![
                vec!["--help"],
                vec!["-h"],
                vec!["--version"],
                vec!["help"],
                vec!["help", "help"],
                vec!["help", "--help"],
                vec!["help", "bogus"],
                vec!["help", "score", "extra"],
                vec!["help", "help", "score"],
            ];
            for name in &names {
                cases.extend([vec![name.as_str(), "--help"], vec![name, "-h"], vec!["help", name]]);
            }
            // Clap's own English fakes a plural with brackets; ours writes it out, as
            // every text of Tally takes its language's real plural forms.
            let written_out = |text: String| {
                text.replace("help of the given subcommand(s)", "help of the given subcommands")
                    .replace("help for the subcommand(s)", "help for the given subcommands")
            };
            for args in cases {
                assert_eq!(shown(&mut ours, &args), written_out(shown(&mut theirs, &args)), "tally {args:?}");
            }
        });
    }
}
