//! `tally`: the command-line front-end of Tally.
//!
//! - [`cli`]: the command line (clap);
//! - [`commands`]: one module per subcommand;
//! - [`failure`]: errors and exit codes (0 success, 2 bad input, 3 storage, 1 other).

mod cli;
mod commands;
mod failure;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    match commands::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(),
    }
}
