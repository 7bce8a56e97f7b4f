//! `tally`: the command-line front-end of Tally.
//!
//! - [`cli`]: the command line (clap);
//! - [`commands`]: the subcommands;
//! - [`play`]: the interactive session at the table;
//! - [`session`]: a game open in the command line, shared by `play` and the
//!   one-shot game subcommands;
//! - [`words`]: the short command language (`city 5 coa=2 red=2`);
//! - [`board`]: what is printed (board, breakdowns, standings, help);
//! - [`db`]: where the database lives;
//! - [`failure`]: errors and exit codes (0 success, 2 bad input, 3 storage, 1 other).

mod board;
mod cli;
mod commands;
mod db;
mod failure;
mod play;
mod session;
mod words;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    match commands::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(),
    }
}
