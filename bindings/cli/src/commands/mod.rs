//! One module per group of subcommands; [`run`] dispatches.
//!
//! - [`game`]: `new`, `games`, and every command on a game (`score road 3 red`,
//!   `robber`, `victim`, `dispatch`, `correct`, `turn`, `double`, `undo`, `redo`,
//!   `end`, `edit`, `delete`, `show`), carried out as a session request;
//! - [`json`]: `score` and `event` without a game: a JSON request on stdin;
//! - [`review`]: `history` and `stats`;
//! - [`transfer`]: `export` and `import`;
//! - [`roster`]: `roster` (the players, who holds the phone, their BG Stats names);
//! - [`schema`], [`rules`]: what the rules offer;
//! - [`serve`]: the live table of a game on the local network;
//! - [`join`]: a table another host serves, followed or scored, its game kept.

mod game;
mod join;
mod json;
mod review;
mod roster;
mod rules;
mod schema;
mod serve;
mod transfer;

use crate::cli::{Cli, Command, PlayArgs};
use crate::db;
use crate::failure::Outcome;
use crate::request::Request;
use crate::session::Which;

/// Runs the command line.
///
/// # Errors
/// The command's failure.
pub fn run(cli: Cli) -> Outcome {
    let db = cli.db;
    let Some(command) = cli.command else {
        return crate::play::run(db::open(db)?, &PlayArgs { game: None, new: false });
    };
    let which = Which::Unfinished;
    match command {
        Command::Play(args) => crate::play::run(db::open(db)?, &args),
        Command::New(args) => game::new(db, &args),
        Command::Games(args) => game::games(db, &args),
        Command::Show(args) => game::on_game(db, &args, Request::Board, Which::Latest),
        Command::Score(args) if args.words.is_empty() => json::score(),
        Command::Event(args) if args.words.is_empty() => json::event(),
        Command::Score(args) | Command::Event(args) => game::on_game(db, &args.game, Request::Score(args.words), which),
        Command::Robber(on) => game::on_game(db, &on.game, Request::Robber(on.args), which),
        Command::Victim(on) => game::on_game(db, &on.game, Request::Victim(on.args), which),
        Command::Dispatch(on) => game::on_game(db, &on.game, Request::Dispatch(on.args), which),
        Command::Correct(on) => game::on_game(db, &on.game, Request::Correct(on.args), which),
        Command::Edit(on) => game::on_game(db, &on.game, Request::Edit(on.args), which),
        Command::Delete(on) => game::on_game(db, &on.game, Request::Delete(on.args), which),
        Command::Turn(args) => game::on_game(db, &args, Request::Turn, which),
        Command::Double(args) => game::on_game(db, &args, Request::Double, which),
        Command::Undo(args) => game::on_game(db, &args, Request::Undo, which),
        Command::Redo(args) => game::on_game(db, &args, Request::Redo, which),
        Command::End(args) if args.finish => {
            game::on_game(db, &args.game, Request::Finish { figures: args.figures, now: args.now }, which)
        }
        Command::End(args) if args.reopen => game::on_game(db, &args.game, Request::Reopen, Which::Finished),
        Command::End(args) => game::on_game(db, &args.game, Request::End, which),
        Command::Log(args) => game::on_game(db, &args, Request::Log, Which::Latest),
        Command::History(args) => review::history(db, &args),
        Command::Stats(args) => review::stats(db, &args),
        Command::Export(args) => transfer::export(db, &args),
        Command::Import(args) => transfer::import(db, &args),
        Command::Roster(args) => roster::run(db, &args),
        Command::Schema(args) => schema::run(&args),
        Command::Rules(args) => rules::run(&args),
        Command::Check(args) => check(db, &args),
        Command::Serve(args) => serve::run(db, &args),
        Command::Join(args) => join::run(db, &args),
    }
}

/// `tally check`: what the open checked, then the whole file. A log the open refused
/// is set aside first when asked; otherwise the refusal says how.
fn check(db: Option<std::path::PathBuf>, args: &crate::cli::CheckArgs) -> Outcome {
    let path = db::path(db.clone())?;
    let shown = path.display().to_string();
    if args.set_aside_log {
        match tally_core::store::set_aside_log(&path)? {
            Some(moved) => crate::out::line(&say!("cli-check-log-set-aside", path = moved.display().to_string()))?,
            None => crate::out::line(&say!("cli-check-no-log"))?,
        }
    }
    let store = match db::open(db) {
        Err(crate::failure::Failure::Refused(error @ tally_core::Error::ForeignLog { .. })) => {
            crate::out::error(&say!("cli-check-foreign-log"));
            return Err(crate::failure::Failure::Refused(error));
        }
        other => other?,
    };
    let opened = match store.startup_check() {
        tally_core::store::StartupCheck::New => say!("cli-check-new"),
        tally_core::store::StartupCheck::CleanShutdown => say!("cli-check-clean"),
        tally_core::store::StartupCheck::LogProven => say!("cli-check-log-proven"),
        tally_core::store::StartupCheck::UncommittedLogSetAside => say!("cli-check-uncommitted-set-aside"),
        tally_core::store::StartupCheck::CheckedAfterUncleanShutdown => say!("cli-check-unclean"),
    };
    crate::out::line(&say!("cli-check-opened", opened = opened))?;
    let report = store.check_integrity()?;
    if report.ok {
        crate::out::line(&report.message())
    } else {
        Err(crate::failure::Failure::Refused(tally_core::Error::DamagedDatabase {
            path: shown,
            reason: report.summary(),
        }))
    }
}
