//! Commands on one game: `new`, `games`, and every line of the play language run
//! once (`tally score city 5 red`, `tally undo`...), printing the board or, with
//! `--json`, the game's state.

use std::path::PathBuf;

use tally_core::session::Colour;
use tally_core::store::{GameSeat, HistoryFilter};

use super::ruleset_args;
use crate::board;
use crate::cli::{GameArgs, GamesArgs, NewArgs};
use crate::db;
use crate::failure::{Failure, Outcome};
use crate::session::Session;

/// `tally new --player Ann:red --player Ben:blue [--preset big_box_6]`.
pub fn new(db: Option<PathBuf>, args: &NewArgs) -> Outcome {
    let mut store = db::open(db)?;
    let mut seats = Vec::new();
    for player in &args.players {
        let (name, colour) = player
            .rsplit_once(':')
            .ok_or_else(|| Failure::BadInput(format!("--player `{player}`: give NAME:COLOUR, e.g. Ann:red")))?;
        seats.push(GameSeat { roster_id: None, name: name.to_owned(), colour: Colour::parse(colour)? });
    }
    let ruleset = ruleset_args::ruleset(&args.ruleset)?;
    let active = store.create_game(&seats, ruleset)?;
    if args.json {
        anstream::println!(
            "{}",
            serde_json::to_string_pretty(
                &serde_json::json!({"id": active.id, "uuid": active.uuid, "state": active.game.state()})
            )?
        );
    } else {
        anstream::println!("Game #{} started.", active.id);
        anstream::print!("{}", board::board(&active.game, active.id));
    }
    Ok(())
}

/// `tally games [--all]`.
pub fn games(db: Option<PathBuf>, args: &GamesArgs) -> Outcome {
    let store = db::open(db)?;
    let games = if args.all { store.history(&HistoryFilter::default())? } else { store.unfinished_games()? };
    if args.json {
        anstream::println!("{}", serde_json::to_string_pretty(&games)?);
        return Ok(());
    }
    if games.is_empty() {
        anstream::println!("{}", if args.all { "No games yet." } else { "No unfinished game." });
    }
    for game in games {
        let seats: Vec<String> =
            game.seats.iter().map(|seat| format!("{} ({}) {}", seat.name, seat.player, seat.score)).collect();
        let state = if game.finished_at.is_some() { "finished" } else { "unfinished" };
        anstream::println!(
            "#{:<4} {}  {state:<10}  {}",
            game.id,
            game.started_at.format("%Y-%m-%d %H:%M"),
            seats.join(", ")
        );
    }
    Ok(())
}

/// Runs one line of words on a game.
pub fn words(db: Option<PathBuf>, args: &GameArgs, words: Vec<String>) -> Outcome {
    let store = db::open(db)?;
    let mut session = Session::open(store, args.game)?;
    let reply = session.handle(&words)?;
    if args.json {
        anstream::println!(
            "{}",
            serde_json::to_string_pretty(
                &serde_json::json!({"id": session.active.id, "state": session.active.game.state()})
            )?
        );
    } else {
        anstream::print!("{}", reply.text);
    }
    Ok(())
}
