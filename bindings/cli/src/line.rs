//! One line of the interactive session, parsed with clap like the subcommands of
//! `tally` and with the same arguments ([`crate::args`]). A line whose first word is
//! none of these commands is scoring words (`city 5 coa=2 red`), which
//! [`crate::words`] reads against the game's forms.

use clap::{CommandFactory, Parser, Subcommand};

use crate::args::{CorrectArgs, DeleteArgs, DispatchArgs, EditArgs, FinishArgs, RobberArgs, VictimArgs};
use crate::failure::{Failure, Outcome};
use crate::request::Request;

/// A line of `tally play`.
#[derive(Debug, Parser)]
#[command(
    name = "tally",
    no_binary_name = true,
    disable_help_subcommand = true,
    disable_version_flag = true,
    subcommand_required = true
)]
pub struct Line {
    /// What the line asks.
    #[command(subcommand)]
    pub command: LineCommand,
}

/// The commands of the interactive session (scoring words aside).
#[derive(Debug, Subcommand)]
pub enum LineCommand {
    /// What can be scored now and every command; `help <command>` or `help <item>`
    /// for one (`help robber`, `help city`).
    #[command(visible_alias = "?")]
    Help {
        /// A command, a feature or an event.
        topic: Option<String>,
    },
    /// The board: scores, figures on the track, robbers, what the game waits on.
    #[command(visible_alias = "show")]
    Board,
    /// The log: every entry with its number (what `edit` and `delete` take).
    #[command(visible_alias = "timeline")]
    Log,
    /// The end-game walkthrough: what was scored and what is left.
    #[command(visible_alias = "walkthrough")]
    Todo,
    /// List the events of a step of the turn: `step 2A`.
    Step {
        /// The step's code (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A).
        code: Option<String>,
    },
    /// Take back the last command.
    Undo,
    /// Do again what was taken back.
    Redo,
    /// End the active player's turn.
    #[command(visible_alias = "next")]
    Turn,
    /// The builder's second part of the turn (a double turn).
    #[command(visible_alias = "second")]
    Double,
    /// Begin the end-game scoring: incomplete features and end-game items.
    End,
    /// Final standings (during the turns, asks whether to score the end first).
    Finish(FinishArgs),
    /// Back to the end-game scoring of a finished game.
    Reopen,
    /// Put a player's robber on a track space: `robber green 12`.
    Robber(RobberArgs),
    /// Choose whom a robber steals from: `victim blue`.
    Victim(VictimArgs),
    /// Resolve the pending dispatch: `dispatch two_points`, `dispatch knights 3`.
    Dispatch(DispatchArgs),
    /// Add or take points by hand: `correct red -2 miscounted road`.
    Correct(CorrectArgs),
    /// Replace a past entry: `edit 4 road 5 red`.
    Edit(EditArgs),
    /// Remove a past entry: `delete 4`.
    Delete(DeleteArgs),
    /// Start another game.
    New,
    /// Leave (the game is saved after every command).
    #[command(visible_aliases = ["exit", "q"])]
    Quit,
}

/// The session's commands with every help text in the language in use: their
/// descriptions, and the rest of clap's help ([`crate::clap_l10n`]).
pub fn command() -> clap::Command {
    crate::clap_l10n::localise(Line::command(), "cli-line-about")
}

/// Whether `word` names a command of the session (aliases included).
pub fn is_command(word: &str) -> bool {
    Line::command().find_subcommand(word.to_lowercase()).is_some()
}

/// The command names and aliases, for tab completion.
pub fn command_words() -> Vec<String> {
    let command = Line::command();
    command
        .get_subcommands()
        .flat_map(|sub| std::iter::once(sub.get_name().to_owned()).chain(sub.get_all_aliases().map(str::to_owned)))
        .collect()
}

/// Reads one line's words: a command of the session, or scoring words.
///
/// # Errors
/// A command whose arguments do not fit, with its usage.
pub fn parse(words: &[String]) -> Outcome<Request> {
    let Some(first) = words.first() else { return Ok(Request::Board) };
    if !is_command(first) {
        return Ok(Request::Score(words.to_vec()));
    }
    let mut words = words.to_vec();
    words[0] = words[0].to_lowercase();
    match Line::try_parse_from(&words) {
        Ok(line) => Ok(Request::from(line.command)),
        Err(error) if error.kind() == clap::error::ErrorKind::DisplayHelp => Ok(Request::Help(Some(words[0].clone()))),
        // What is wrong and the usage, on one line, in the player's language.
        Err(error) => Err(Failure::bad(crate::clap_errors::one_line(&error))),
    }
}

/// The help of one command, as `help <command>` shows it.
pub fn command_help(word: &str) -> Option<String> {
    let mut command = command();
    let name = command.find_subcommand(word.to_lowercase())?.get_name().to_owned();
    let sub = command.find_subcommand_mut(&name)?;
    let help = sub.clone().bin_name(&name).render_help().to_string();
    let usage = say!("cli-heading-usage");
    let help = help.replace(&format!("{usage} tally {name}"), &format!("{usage} {name}"));
    // Every command has -h; saying so under each is noise.
    let help = match help.split_once(&format!("\n{}\n", say!("cli-heading-options"))) {
        Some((before, options)) if options.lines().filter(|line| line.trim_start().starts_with('-')).count() == 1 => {
            format!("{}\n", before.trim_end())
        }
        _ => help,
    };
    Some(help)
}

impl From<LineCommand> for Request {
    fn from(command: LineCommand) -> Request {
        match command {
            LineCommand::Help { topic } => Request::Help(topic),
            LineCommand::Board => Request::Board,
            LineCommand::Log => Request::Log,
            LineCommand::Todo => Request::Todo,
            LineCommand::Step { code } => Request::Step(code),
            LineCommand::Undo => Request::Undo,
            LineCommand::Redo => Request::Redo,
            LineCommand::Turn => Request::Turn,
            LineCommand::Double => Request::Double,
            LineCommand::End => Request::End,
            LineCommand::Finish(args) => Request::Finish { figures: args.figures, now: false },
            LineCommand::Reopen => Request::Reopen,
            LineCommand::Robber(args) => Request::Robber(args),
            LineCommand::Victim(args) => Request::Victim(args),
            LineCommand::Dispatch(args) => Request::Dispatch(args),
            LineCommand::Correct(args) => Request::Correct(args),
            LineCommand::Edit(args) => Request::Edit(args),
            LineCommand::Delete(args) => Request::Delete(args),
            LineCommand::New => Request::New,
            LineCommand::Quit => Request::Quit,
        }
    }
}

/// Every command with what it does, as `help` lists them.
pub fn commands() -> Vec<(String, String)> {
    command()
        .get_subcommands()
        .map(|sub| {
            let aliases: Vec<&str> = sub.get_visible_aliases().collect();
            let name = if aliases.is_empty() {
                sub.get_name().to_owned()
            } else {
                format!("{} ({})", sub.get_name(), aliases.join(", "))
            };
            let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
            (name, about)
        })
        .collect()
}

/// Whether `word` is the dispatch command, whose help lists the tiles.
pub fn is_dispatch(word: &str) -> bool {
    Line::command().find_subcommand(word.to_lowercase()).is_some_and(|sub| sub.get_name() == "dispatch")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_english_help_is_clap_s() {
        tally_core::l10n::in_language("en", || {
            let (mut ours, mut theirs) = (command(), Line::command());
            let names: Vec<String> = theirs.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
            for name in names {
                let help = |command: &mut clap::Command| {
                    let sub = command.find_subcommand_mut(&name).expect("a command");
                    sub.clone().bin_name(&name).render_help().ansi().to_string()
                };
                assert_eq!(help(&mut ours), help(&mut theirs), "help {name}");
            }
        });
    }
}
