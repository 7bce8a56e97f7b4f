//! Commands on one game: `new`, `games`, and every request of the session run once
//! (`tally score road 3 red`, `tally undo`...), printing what changed and the board,
//! or with `--json` the game's state, its table (standings, allowed actions) and the
//! log's change.

use std::path::PathBuf;

use serde::Serialize;
use tally_core::session::{GameState, LogChange};
use tally_core::store::HistoryFilter;
use tally_core::table::{TableModel, TableSummary};

use crate::cli::{GameArgs, GamesArgs, NewArgs};
use crate::db;
use crate::failure::{Failure, Outcome};
use crate::out;
use crate::request::Request;
use crate::seats;
use crate::session::{NoOne, Session, Which};
use crate::view::columns::{Align, Cell, Columns};
use crate::view::safe::safe;

/// What `--json` prints for a game.
#[derive(Serialize)]
struct GameJson<'a> {
    id: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    uuid: Option<&'a str>,
    state: GameState,
    table: TableSummary,
    #[serde(skip_serializing_if = "Option::is_none")]
    change: Option<&'a LogChange>,
}

/// `tally new --player Ann:red --player Ben:blue [--preset big_box_6]`.
///
/// # Errors
/// A seat or ruleset refused; storage errors.
pub fn new(db: Option<PathBuf>, args: &NewArgs) -> Outcome {
    let mut seats_taken = Vec::new();
    for player in &args.players {
        let seat = seats::seat(player, &seats_taken).map_err(|failure| Failure::bad(format!("--player {failure}")))?;
        seats_taken.push(seat);
    }
    let ruleset = seats::ruleset_of(&args.ruleset)?;
    let mut store = db::open(db)?;
    let active = store.create_game(&seats_taken, ruleset)?;
    let session = Session::new(store, active);
    if args.json {
        let state = session.active.game.state();
        let json = GameJson {
            id: session.active.id,
            uuid: Some(&session.active.uuid),
            state,
            table: session.model().summary(),
            change: None,
        };
        return out::json(&json).map_err(Failure::after_recording);
    }
    out::line(&say!("cli-game-started", id = session.active.id))
        .and_then(|()| out::print(&session.board()))
        .map_err(Failure::after_recording)
}

/// `tally games [--all]`.
///
/// # Errors
/// Storage errors.
pub fn games(db: Option<PathBuf>, args: &GamesArgs) -> Outcome {
    let store = db::open(db)?;
    let games = if args.all { store.history(&HistoryFilter::default())? } else { store.unfinished_games()? };
    if args.json {
        return out::json(&games);
    }
    if games.is_empty() {
        return out::line(&if args.all { say!("cli-games-none") } else { say!("cli-games-none-unfinished") });
    }
    let mut rows = Columns::new(&[Align::Left, Align::Left, Align::Left, Align::Left]);
    for game in games {
        let seats: Vec<String> =
            game.seats.iter().map(|seat| format!("{} ({}) {}", safe(&seat.name), seat.player, seat.score)).collect();
        let state = if game.finished_at.is_some() { say!("cli-game-finished") } else { say!("cli-game-unfinished") };
        rows.row(
            "",
            vec![
                Cell::new(format!("#{}", game.id)),
                Cell::new(game.started_at.format("%Y-%m-%d %H:%M").to_string()),
                Cell::new(state),
                Cell::new(seats.join(", ")),
            ],
        );
    }
    out::print(&rows.render())
}

/// Carries out one request on a game, with nobody to ask.
///
/// # Errors
/// What the request's command refuses; storage errors; output that cannot be written.
pub fn on_game(db: Option<PathBuf>, args: &GameArgs, request: Request, which: Which) -> Outcome {
    let store = db::open(db)?;
    let mut session = Session::open(store, args.game, which)?;
    let reply = session.handle(request, &mut NoOne)?;
    let printed = if args.json {
        let json = GameJson {
            id: session.active.id,
            uuid: None,
            state: session.active.game.state(),
            table: TableModel::new(&session.active.game).summary(),
            change: reply.change.as_ref(),
        };
        out::json(&json)
    } else {
        out::print(&reply.text)
    };
    match reply.change {
        Some(_) => printed.map_err(Failure::after_recording),
        None => printed,
    }
}
