//! The questions of a new game at the table: the players (`Name colour`, as `tally
//! new` reads them), the edition and the expansions or presets (as `tally new
//! --expansions` reads them).

use tally_core::Edition;
use tally_core::ruleset::{catalog, presets};
use tally_core::store::{GameSeat, Store};

use super::input::Lines;
use crate::failure::Outcome;
use crate::out;
use crate::seats;
use crate::session::Session;
use crate::view::columns::{Align, Cell, Columns};
use crate::view::safe::safe;

/// Asks for players, edition and expansions and starts the game; `None` if the input
/// ends first.
///
/// # Errors
/// Storage errors; output that cannot be written.
pub fn new_game(mut store: Store, input: &mut dyn Lines) -> Outcome<Option<Session>> {
    let roster = store.roster()?;
    out::line("New game. Players in turn order, one per line as `Name colour`, an empty line when done.")?;
    out::line(&format!("Colours: {}.", seats::colour_list()))?;
    if !roster.is_empty() {
        let names: Vec<String> = roster.iter().map(|player| safe(&player.name).into_owned()).collect();
        out::line(&format!("Known players: {}.", names.join(", ")))?;
    }
    let mut taken: Vec<GameSeat> = Vec::new();
    loop {
        let Some(line) = input.line(&format!("player {}: ", taken.len() + 1)) else { return Ok(None) };
        if line.trim().is_empty() {
            if taken.len() >= tally_core::session::setup::MIN_PLAYERS {
                break;
            }
            out::line("A game needs at least 2 players.")?;
            continue;
        }
        match seats::seat(&line, &taken) {
            Ok(seat) => {
                out::line(&format!("  {} plays {}", safe(&seat.name), seat.colour.key()))?;
                taken.push(seat);
            }
            Err(failure) => out::line(&failure.to_string())?,
        }
        if taken.len() == tally_core::session::setup::MAX_PLAYERS {
            break;
        }
    }
    let edition = loop {
        let Some(line) = input.line("edition (c1, c2, c3, winter) [c3, or the preset's]: ") else { return Ok(None) };
        let line = line.trim();
        if line.is_empty() {
            break None;
        }
        match Edition::parse(line) {
            Ok(edition) => break Some(edition),
            Err(error) => out::line(&safe(&error.to_string()))?,
        }
    };
    let ruleset = loop {
        let Some(line) = input.line("expansions or a preset (e.g. big_box_6; `list`; empty for the base game): ")
        else {
            return Ok(None);
        };
        let line = line.trim();
        if line == "list" {
            out::print(&catalogue())?;
            continue;
        }
        match seats::ruleset(edition, &[line.to_owned()], tally_core::Variants::default()) {
            Ok(ruleset) => break ruleset,
            Err(failure) => out::line(&failure.to_string())?,
        }
    };
    let active = store.create_game(&taken, ruleset)?;
    out::line(&format!("Game #{} started.", active.id))?;
    Ok(Some(Session::new(store, active)))
}

fn catalogue() -> String {
    let mut rows = Columns::new(&[Align::Left, Align::Left]);
    for expansion in catalog::EXPANSIONS {
        rows.row("  ", vec![Cell::new(expansion.key), Cell::new(expansion.name)]);
    }
    for preset in presets::PRESETS {
        rows.row("  ", vec![Cell::new(preset.key), Cell::new(format!("{} [{}]", preset.name, preset.edition.key()))]);
    }
    rows.render()
}
