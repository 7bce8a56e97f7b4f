//! One module per group of subcommands; [`run`] dispatches.
//!
//! - [`game`]: `new`, `games`, `show` and every command on a game (`score city 5`,
//!   `robber`, `dispatch`, `correct`, `turn`, `undo`, `redo`, `end`, `edit`, `delete`);
//! - [`json`]: `score` and `event` without a game: a JSON request on stdin;
//! - [`review`]: `history` and `stats`;
//! - [`transfer`]: `export` and `import`;
//! - [`schema`], [`rules`]: what the rules offer.

mod game;
mod json;
mod review;
mod rules;
mod ruleset_args;
mod schema;
mod transfer;

use crate::cli::{Cli, Command, PlayArgs};
use crate::db;
use crate::failure::Outcome;

/// Runs the command line.
pub fn run(cli: Cli) -> Outcome {
    let db = cli.db;
    match cli.command {
        None => crate::play::run(db::open(db)?, &PlayArgs { game: None, new: false }),
        Some(Command::Play(args)) => crate::play::run(db::open(db)?, &args),
        Some(Command::New(args)) => game::new(db, &args),
        Some(Command::Games(args)) => game::games(db, &args),
        Some(Command::Show(args)) => game::words(db, &args, vec!["board".into()]),
        Some(Command::Score(args)) if args.words.is_empty() => json::score(),
        Some(Command::Event(args)) if args.words.is_empty() => json::event(),
        Some(Command::Score(args) | Command::Event(args)) => game::words(db, &args.game, args.words),
        Some(Command::Robber(args)) => game::words(db, &args.game, prefixed("robber", args.words)),
        Some(Command::Dispatch(args)) => game::words(db, &args.game, prefixed("dispatch", args.words)),
        Some(Command::Correct(args)) => game::words(db, &args.game, prefixed("correct", args.words)),
        Some(Command::Edit(args)) => game::words(db, &args.game, prefixed("edit", args.words)),
        Some(Command::Delete(args)) => game::words(db, &args.game, prefixed("delete", args.words)),
        Some(Command::Turn(args)) => game::words(db, &args, vec!["turn".into()]),
        Some(Command::Undo(args)) => game::words(db, &args, vec!["undo".into()]),
        Some(Command::Redo(args)) => game::words(db, &args, vec!["redo".into()]),
        Some(Command::End(args)) => {
            let word = if args.finish {
                "finish"
            } else if args.reopen {
                "reopen"
            } else {
                "end"
            };
            game::words(db, &args.game, vec![word.into()])
        }
        Some(Command::History(args)) => review::history(db, &args),
        Some(Command::Stats(args)) => review::stats(db, &args),
        Some(Command::Export(args)) => transfer::export(db, &args),
        Some(Command::Import(args)) => transfer::import(db, &args),
        Some(Command::Schema(args)) => schema::run(&args),
        Some(Command::Rules(args)) => rules::run(&args),
    }
}

fn prefixed(word: &str, mut words: Vec<String>) -> Vec<String> {
    words.insert(0, word.to_owned());
    words
}
