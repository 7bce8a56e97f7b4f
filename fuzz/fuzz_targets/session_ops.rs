//! A structure-aware session fuzzer: the input bytes choose commands the way the
//! apps build them (a feature or event kind and inputs from its schema, a
//! correction, a robber, a dispatch, turns, undo, redo, edit, delete), with numbers
//! mostly in their form's range and sometimes anywhere in `i64`. Under a ruleset
//! with every expansion, nothing panics or overflows, a refused command changes
//! nothing, and the log replays to the same state.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};
use tally_core::rules::events::events;
use tally_core::rules::{When, features};
use tally_core::ruleset::catalog::EXPANSIONS;
use tally_core::session::{Command, Game, GameSetup, Phase};
use tally_fuzz::{form, number, player};

const PLAYERS: [&str; 3] = ["red", "blue", "green"];

fn setup() -> &'static GameSetup {
    static SETUP: OnceLock<GameSetup> = OnceLock::new();
    SETUP.get_or_init(|| {
        let expansions: Vec<&str> = EXPANSIONS.iter().map(|expansion| expansion.key).collect();
        serde_json::from_value(json!({
            "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}, {"name": "Cleo", "colour": "green"}],
            "ruleset": {"edition": "c3", "expansions": expansions}
        }))
        .expect("setup")
    })
}

fn plain(u: &mut Unstructured<'_>, game: &Game) -> Result<Value> {
    let ruleset = &game.setup().ruleset;
    let end = game.table().phase != Phase::Playing;
    Ok(match u.int_in_range(0..=13)? {
        0..=3 => {
            let when = if end { When::EndOfGame } else { When::Completed };
            let available: Vec<_> = features().iter().filter(|f| f.is_available(ruleset, when)).collect();
            let feature = *u.choose(&available)?;
            let schema = feature.schema(ruleset, when).expect("available");
            let (inputs, players) = form(u, &schema, &PLAYERS)?;
            json!({"type": "score_feature", "feature": feature.key, "when": when.key(), "inputs": inputs, "players": players})
        }
        4..=6 => {
            let available: Vec<_> =
                events().iter().filter(|e| e.is_available(ruleset) && e.is_end_of_game() == end).collect();
            let event = *u.choose(&available)?;
            let schema = event.schema(ruleset).expect("available");
            let (inputs, players) = form(u, &schema, &PLAYERS)?;
            let mut value = json!({"type": "record_event", "event": event.key, "inputs": inputs, "players": players});
            if event.steps.len() > 1 {
                value["step"] = serde_json::to_value(u.choose(event.steps)?).expect("step");
            }
            value
        }
        7 => {
            json!({"type": "correct", "player": player(u, &PLAYERS)?, "points": number(u, -30, 30)?, "reason": "fuzz"})
        }
        8 => json!({"type": "place_robber", "owner": player(u, &PLAYERS)?, "space": u.int_in_range(0..=55)?}),
        9 => json!({"type": "choose_robber_victim", "victim": player(u, &PLAYERS)?}),
        10 => {
            let tile = *u.choose(&["two_points", "coats_of_arms", "knights", "farmers", "extra_tile"])?;
            let choice = if matches!(tile, "two_points" | "extra_tile") {
                json!({"tile": tile})
            } else {
                json!({"tile": tile, "count": number(u, 0, 10)?})
            };
            json!({"type": "resolve_dispatch", "choice": choice, "figure": u.int_in_range(0..=2)?})
        }
        11 => json!({"type": "end_turn"}),
        12 => json!({"type": *u.choose(&["second_part", "start_end_game", "finish", "reopen"])?}),
        _ => json!({"type": "end_turn"}),
    })
}

fn command(u: &mut Unstructured<'_>, game: &Game) -> Result<Value> {
    let entries = game.entries().len() as u64;
    Ok(match u.int_in_range(0..=19)? {
        0..=13 => plain(u, game)?,
        14..=15 => json!({"type": "undo"}),
        16 => json!({"type": "redo"}),
        17..=18 => json!({"type": "edit", "seq": u.int_in_range(1..=entries + 1)?, "command": plain(u, game)?}),
        _ => json!({"type": "delete", "seq": u.int_in_range(1..=entries + 1)?}),
    })
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let at = chrono::DateTime::UNIX_EPOCH;
    let mut game = Game::new(setup().clone()).expect("game");
    while !u.is_empty() && game.entries().len() < 300 {
        let Ok(value) = command(&mut u, &game) else { break };
        if std::env::var_os("TALLY_FUZZ_TRACE").is_some() {
            eprintln!("{value}");
        }
        let command: Command = serde_json::from_value(value).expect("a well-formed command");
        let before = game.state();
        if game.execute(command, at).is_err() {
            assert_eq!(game.state(), before, "a refused command changed the game");
        }
    }
    let replayed = Game::from_entries(game.setup().clone(), game.entries().to_vec()).expect("the log replays");
    assert_eq!(replayed.state(), game.state());
});
