//! The game the export and picture tests share, played in a scratch store and imported
//! at a fixed time: Ann (red), Ben (blue) and Cléo (green), third edition with Inns &
//! Cathedrals and The Tower, started 2026-03-12 18:00 UTC and finished 48 minutes
//! later. Ann completes a city of 6 tiles with 4 coats of arms (city.base: 6 x 2 +
//! 4 x 2 = 20), Ben a road of 3 tiles (road.base: 3); at the end Ann and Cléo each
//! have a road of 1 tile (road.base.incomplete: 1). Final: Ann 21, Ben 3, Cléo 1. The
//! last tile is placed in turn 4 (three turns ended before it): 4 turns.

#![allow(dead_code)] // each test binary uses a part of it

use chrono::{DateTime, Duration, FixedOffset, TimeZone, Utc};
use serde_json::{Value, json};
use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, Store};
use tally_core::{Edition, Ruleset};

pub fn command(value: Value) -> Command {
    serde_json::from_value(value).unwrap()
}

pub fn feature(feature: &str, when: &str, inputs: Value, player: &str) -> Command {
    command(json!({"type": "score_feature", "feature": feature, "when": when, "inputs": inputs,
                   "players": [{"id": player, "followers": 1}]}))
}

pub fn start() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 12, 18, 0, 0).unwrap()
}

/// Central European Time: 18:00 UTC is 19:00 there.
pub fn cet() -> FixedOffset {
    FixedOffset::east_opt(3600).unwrap()
}

pub fn ruleset() -> Ruleset {
    let mut ruleset = Ruleset::base(Edition::C3);
    ruleset.enable_key("exp01_inns_cathedrals").unwrap();
    ruleset.enable_key("exp04_tower").unwrap();
    ruleset
}

/// Plays `commands` with `names` (red, blue, green, yellow, black) in a scratch store and imports the
/// game into `store` as if started at `started`, its entries a minute apart, finished
/// (when the commands finish it) 48 minutes after the start.
pub fn add_game(store: &mut Store, names: &[&str], started: DateTime<Utc>, commands: Vec<Command>) -> i64 {
    let mut scratch = Store::open_in_memory().unwrap();
    let seats: Vec<GameSeat> = names
        .iter()
        .zip([Colour::Red, Colour::Blue, Colour::Green, Colour::Yellow, Colour::Black])
        .map(|(name, colour)| GameSeat { roster_id: None, name: (*name).to_owned(), colour })
        .collect();
    let mut active = scratch.create_game(&seats, ruleset()).unwrap();
    for command in commands {
        scratch.execute(&mut active, command).unwrap();
    }
    let mut document: Value = serde_json::to_value(scratch.export(&[]).unwrap()).unwrap();
    let game = &mut document["games"][0];
    game["uuid"] = json!(format!("00000000-0000-4000-8000-{:012}", started.timestamp()));
    game["started_at"] = json!(started);
    if !game["finished_at"].is_null() {
        game["finished_at"] = json!(started + Duration::minutes(48));
    }
    for (index, entry) in game["entries"].as_array_mut().unwrap().iter_mut().enumerate() {
        entry["at"] = json!(started + Duration::minutes(index as i64 + 1));
    }
    let report = store.import(&serde_json::to_string(&document).unwrap()).unwrap();
    report.imported[0]
}

pub fn played(finish: bool) -> Vec<Command> {
    let mut commands = vec![
        feature("city", "completed", json!({"tiles": 6, "coats_of_arms": 4}), "red"),
        Command::EndTurn,
        feature("road", "completed", json!({"tiles": 3}), "blue"),
        Command::EndTurn,
        Command::EndTurn,
    ];
    if finish {
        commands.extend([
            Command::StartEndGame,
            feature("road", "end_of_game", json!({"tiles": 1}), "red"),
            feature("road", "end_of_game", json!({"tiles": 1}), "green"),
            command(json!({"type": "finish"})),
        ]);
    }
    commands
}

pub fn store_with_the_game() -> (Store, i64) {
    let mut store = Store::open_in_memory().unwrap();
    let id = add_game(&mut store, &["Ann", "Ben", "Cléo"], start(), played(true));
    mark_me(&mut store, "Ann");
    (store, id)
}

/// Marks the roster player called `name` as the one who holds the phone.
pub fn mark_me(store: &mut Store, name: &str) {
    let id = store.find_roster_player(name).unwrap().unwrap();
    store.set_roster_me(Some(id)).unwrap();
}
