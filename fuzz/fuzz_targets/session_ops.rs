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
use tally_core::rules::{InputKind, InputSpec, Schema, When, features};
use tally_core::ruleset::catalog::EXPANSIONS;
use tally_core::session::{Command, Game, GameSetup, Phase};

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

/// A number: in `min..=max` most of the time, anything now and then.
fn number(u: &mut Unstructured<'_>, min: i64, max: i64) -> Result<i64> {
    if u.ratio(1, 16)? { u.arbitrary() } else { u.int_in_range(min..=max) }
}

fn player(u: &mut Unstructured<'_>) -> Result<&'static str> {
    u.choose(&PLAYERS).copied()
}

fn value(u: &mut Unstructured<'_>, spec: &InputSpec) -> Result<Value> {
    Ok(match spec.kind {
        InputKind::Count | InputKind::PerPlayerCount => json!(number(u, spec.min, spec.max)?),
        InputKind::Toggle | InputKind::PerPlayerToggle => json!(u.arbitrary::<bool>()?),
        InputKind::Choice if !spec.options.is_empty() => json!(u.choose(&spec.options)?.key),
        InputKind::Choice => json!(""),
        InputKind::Player => json!(player(u)?),
    })
}

fn form(u: &mut Unstructured<'_>, schema: &Schema) -> Result<(Value, Value)> {
    let mut inputs = serde_json::Map::new();
    for spec in schema.inputs().iter().filter(|spec| !spec.kind.is_per_player()) {
        if u.arbitrary()? {
            inputs.insert(spec.name.to_owned(), value(u, spec)?);
        }
    }
    let mut players = Vec::new();
    for id in PLAYERS {
        if u.ratio(2, 3)? {
            let mut entry = serde_json::Map::new();
            entry.insert("id".to_owned(), json!(id));
            for spec in schema.inputs().iter().filter(|spec| spec.kind.is_per_player()) {
                if u.ratio(2, 5)? {
                    entry.insert(spec.name.to_owned(), value(u, spec)?);
                }
            }
            players.push(Value::Object(entry));
        }
    }
    Ok((Value::Object(inputs), Value::Array(players)))
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
            let (inputs, players) = form(u, &schema)?;
            json!({"type": "score_feature", "feature": feature.key, "when": when.key(), "inputs": inputs, "players": players})
        }
        4..=6 => {
            let available: Vec<_> =
                events().iter().filter(|e| e.is_available(ruleset) && e.is_end_of_game() == end).collect();
            let event = *u.choose(&available)?;
            let schema = event.schema(ruleset).expect("available");
            let (inputs, players) = form(u, &schema)?;
            let mut value = json!({"type": "record_event", "event": event.key, "inputs": inputs, "players": players});
            if event.steps.len() > 1 {
                value["step"] = serde_json::to_value(u.choose(event.steps)?).expect("step");
            }
            value
        }
        7 => json!({"type": "correct", "player": player(u)?, "points": number(u, -30, 30)?, "reason": "fuzz"}),
        8 => json!({"type": "place_robber", "owner": player(u)?, "space": u.int_in_range(0..=55)?}),
        9 => json!({"type": "choose_robber_victim", "victim": player(u)?}),
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
