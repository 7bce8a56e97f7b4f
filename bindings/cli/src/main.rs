//! `tally`: the command-line front-end of Tally.
//!
//! - [`cli`]: the command line (clap), its help and its refusals in the player's
//!   language ([`clap_l10n`], [`clap_errors`]); [`args`]: the arguments of the game
//!   commands, shared with [`line`], a line of the interactive session (clap too);
//! - [`request`]: what a line or a subcommand asks of a game; [`session`]: a game
//!   open in the command line, which carries it out;
//! - [`words`]: the scoring words (`city 5 coa=2 red=2`, `+` for a round);
//! - [`commands`]: the subcommands; [`play`]: the interactive session;
//! - [`seats`]: a new game's players and ruleset;
//! - [`view`]: what is printed (board, breakdowns, changes, standings, help);
//! - [`out`]: printing that fails with an exit code, never a panic;
//! - [`db`]: where the database lives; [`lang`]: the language; [`l10n`]: the
//!   command line's own texts in every language (`say!`);
//! - [`failure`]: errors and exit codes (0 success, 2 bad input, 3 storage, 1 other);
//!   [`stop`]: Ctrl-C and SIGTERM, a clean close (128 + the signal's number).

#[macro_use]
mod l10n;
mod args;
mod clap_errors;
mod clap_l10n;
mod cli;
mod commands;
mod db;
mod failure;
mod lang;
mod line;
mod out;
mod play;
mod request;
mod seats;
mod session;
mod stop;
mod view;
mod words;

use std::process::ExitCode;

use clap::FromArgMatches;
use tally_core::table::dispatch;
use tally_core::{Edition, Ruleset, ruleset::Element};

fn main() -> ExitCode {
    // The language first, so that `--help` speaks it too.
    lang::choose(lang::scan(std::env::args_os()).as_deref());
    let dispatch_help =
        view::help::dispatch_tiles(&dispatch::tiles(&Ruleset::base(Edition::default()).with(Element::Messages)));
    let mut command = cli::command().mut_subcommand("dispatch", |sub| sub.after_help(dispatch_help));
    let parsed = command.try_get_matches_from_mut(std::env::args_os()).and_then(|matches| match matches.subcommand() {
        // `tally help [COMMAND]...` shows a help, as clap reports one: as an error.
        Some(("help", help)) => Err(cli::help(&mut command, help)),
        _ => Ok((wants_json(&matches), cli::Cli::from_arg_matches(&matches)?)),
    });
    let (json, cli) = match parsed {
        Ok(parsed) => parsed,
        Err(error) => {
            let code = if error.use_stderr() { 2 } else { 0 };
            // A refusal in the player's language; a help or the version as clap prints them.
            match clap_errors::render(&error, command.get_styles()) {
                Some(refusal) => out::error(refusal.trim_end_matches('\n')),
                None => {
                    let _ = error.print();
                }
            }
            return ExitCode::from(code);
        }
    };
    lang::choose(cli.lang.as_deref());
    stop::install();
    let code = match commands::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) if json => failure.report_as_json(),
        Err(failure) => failure.report(),
    };
    match stop::requested() {
        Some(signal) => {
            stop::restore_terminal();
            stop::exit_code(signal)
        }
        None => code,
    }
}

/// Whether the subcommand was given `--json` (its failure is then JSON as well).
fn wants_json(matches: &clap::ArgMatches) -> bool {
    matches.subcommand().and_then(|(_, sub)| sub.try_get_one::<bool>("json").ok().flatten().copied()).unwrap_or(false)
}
