//! The questions of a new game at the table: the players (`Name colour`, as `tally
//! new` reads them), the edition and the expansions or presets (as `tally new
//! --expansions` reads them).

use tally_core::Edition;
use tally_core::l10n::Message;
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
    out::line(&say!("cli-setup-players"))?;
    out::line(&say!("cli-setup-colours", colours = seats::colour_list()))?;
    if !roster.is_empty() {
        let names: Vec<String> = roster.iter().map(|player| safe(&player.name).into_owned()).collect();
        out::line(&say!("cli-setup-known-players", names = names.join(", ")))?;
    }
    let mut taken: Vec<GameSeat> = Vec::new();
    loop {
        let Some(line) = input.line(&format!("{} ", say!("cli-setup-player", number = taken.len() + 1))) else {
            return Ok(None);
        };
        if line.trim().is_empty() {
            if taken.len() >= tally_core::session::setup::MIN_PLAYERS {
                break;
            }
            out::line(&say!("cli-setup-too-few", min = tally_core::session::setup::MIN_PLAYERS))?;
            continue;
        }
        match seats::seat(&line, &taken) {
            Ok(seat) => {
                let plays = say!("cli-setup-plays", name = safe(&seat.name).into_owned(), colour = seat.colour.title());
                out::line(&format!("  {plays}"))?;
                taken.push(seat);
            }
            Err(failure) => out::line(&failure.to_string())?,
        }
        if taken.len() == tally_core::session::setup::MAX_PLAYERS {
            break;
        }
    }
    let edition = loop {
        let Some(line) = input.line(&format!("{} ", say!("cli-setup-edition"))) else { return Ok(None) };
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
        let Some(line) = input.line(&format!("{} ", say!("cli-setup-expansions"))) else { return Ok(None) };
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
    out::line(&say!("cli-game-started", id = active.id))?;
    Ok(Some(Session::new(store, active)))
}

fn catalogue() -> String {
    let mut rows = Columns::new(&[Align::Left, Align::Left]);
    for expansion in catalog::EXPANSIONS {
        rows.row("  ", vec![Cell::new(expansion.key), Cell::new(Message::keyed("expansion", expansion.key).text())]);
    }
    for preset in presets::PRESETS {
        let name = Message::keyed("preset", preset.key).text();
        rows.row("  ", vec![Cell::new(preset.key), Cell::new(format!("{name} [{}]", preset.edition.key()))]);
    }
    rows.render()
}
