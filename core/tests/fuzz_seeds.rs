//! The seed corpus and dictionary of the fuzz targets (`fuzz/`, `docs/performance.md`).
//!
//! `TALLY_WRITE_FUZZ_SEEDS=1 cargo test -p tally-core --test fuzz_seeds` rewrites
//! `fuzz/seeds/<target>/` and `fuzz/tally.dict` from the rules as they are: for every
//! feature and event kind, requests filled from their own schemas that score; for
//! the import, the games of `tests/scenarios` and a random game under every
//! expansion as export documents; for the session, their command lists. Without
//! the variable the test only checks that the committed seeds are JSON.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use chrono::{Duration, TimeZone, Utc};
use serde_json::{Value, json};
use tally_core::rules::events::events;
use tally_core::rules::{InputKind, InputSpec, Schema, When, features};
use tally_core::ruleset::catalog::{EXPANSIONS, components};
use tally_core::session::{Command, Game, GameSetup};
use tally_core::store::{ExportDocument, ExportedGame};

const PLAYERS: [&str; 3] = ["red", "blue", "green"];

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz")
}

struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

fn value(spec: &InputSpec, random: &mut Random) -> Value {
    match spec.kind {
        InputKind::Count | InputKind::PerPlayerCount => json!((spec.min + random.below(5) as i64).min(spec.max)),
        InputKind::Toggle | InputKind::PerPlayerToggle => json!(random.chance(50)),
        InputKind::Choice => json!(spec.options[random.below(spec.options.len() as u64) as usize].key),
        InputKind::Player => json!(PLAYERS[random.below(3) as usize]),
    }
}

fn form(schema: &Schema, random: &mut Random) -> (Value, Value) {
    let mut inputs = serde_json::Map::new();
    for spec in schema.inputs().iter().filter(|spec| !spec.kind.is_per_player()) {
        if random.chance(50) {
            inputs.insert(spec.name.to_owned(), value(spec, random));
        }
    }
    let mut players = Vec::new();
    for id in PLAYERS {
        if random.chance(70) {
            let mut player = serde_json::Map::new();
            player.insert("id".to_owned(), json!(id));
            for spec in schema.inputs().iter().filter(|spec| spec.kind.is_per_player()) {
                if random.chance(40) {
                    player.insert(spec.name.to_owned(), value(spec, random));
                }
            }
            players.push(Value::Object(player));
        }
    }
    (Value::Object(inputs), Value::Array(players))
}

fn every_expansion() -> Vec<&'static str> {
    EXPANSIONS.iter().map(|expansion| expansion.key).collect()
}

/// Up to `wanted` requests per feature kind and moment that score.
fn feature_seeds(random: &mut Random, wanted: usize) -> Vec<(String, Value)> {
    let spec = json!({"edition": "c3", "expansions": every_expansion()});
    let ruleset = tally_core::Ruleset::from_spec(&serde_json::from_value(spec.clone()).unwrap()).unwrap();
    let mut seeds = Vec::new();
    for feature in features() {
        for when in [When::Completed, When::EndOfGame] {
            let Ok(schema) = feature.schema(&ruleset, when) else { continue };
            let mut found = 0;
            for _ in 0..200 {
                let (inputs, players) = form(&schema, random);
                let request = json!({"ruleset": spec, "feature": feature.key, "when": when.key(), "inputs": inputs,
                                     "players": players});
                if tally_core::rules::score_feature_json(&request.to_string()).is_ok() {
                    seeds.push((format!("{}-{}-{found}", feature.key, when.key()), request));
                    found += 1;
                    if found == wanted {
                        break;
                    }
                }
            }
        }
    }
    seeds
}

/// Up to `wanted` requests per event kind that score, some with the totals.
fn event_seeds(random: &mut Random, wanted: usize) -> Vec<(String, Value)> {
    let spec = json!({"edition": "c3", "expansions": every_expansion()});
    let ruleset = tally_core::Ruleset::from_spec(&serde_json::from_value(spec.clone()).unwrap()).unwrap();
    let mut seeds = Vec::new();
    for event in events() {
        let Ok(schema) = event.schema(&ruleset) else { continue };
        let mut found = 0;
        for _ in 0..200 {
            let (inputs, players) = form(&schema, random);
            let mut request = json!({"ruleset": spec, "event": event.key, "inputs": inputs, "players": players});
            if random.chance(50) {
                let scores: serde_json::Map<String, Value> = players
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|player| (player["id"].as_str().unwrap().to_owned(), json!(random.below(60))))
                    .collect();
                request["scores"] = Value::Object(scores);
            }
            if tally_core::rules::events::score_event_json(&request.to_string()).is_ok() {
                seeds.push((format!("{}-{found}", event.key), request));
                found += 1;
                if found == wanted {
                    break;
                }
            }
        }
    }
    seeds
}

/// The scenario games: their setup and the commands they accept.
fn scenario_games() -> Vec<(String, GameSetup, Vec<Value>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let scenario: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
            let setup: GameSetup = serde_json::from_value(scenario["setup"].clone()).unwrap();
            let commands = scenario["steps"].as_array().unwrap().iter().map(|step| step["command"].clone()).collect();
            (path.file_stem().unwrap().to_string_lossy().into_owned(), setup, commands)
        })
        .collect()
}

/// A random game under every expansion: features and events drawn from their
/// schemas, turns, undos, the end of the game.
fn random_game(random: &mut Random) -> (GameSetup, Vec<Value>) {
    let setup: GameSetup = serde_json::from_value(json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}, {"name": "Cleo", "colour": "green"}],
        "ruleset": {"edition": "c3", "expansions": every_expansion()}
    }))
    .unwrap();
    let at = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().unwrap();
    let mut game = Game::new(setup.clone()).unwrap();
    let mut commands = Vec::new();
    for round in 0..400 {
        let ruleset = &game.setup().ruleset;
        let end = round > 300;
        let value = match random.below(10) {
            _ if round == 301 => json!({"type": "start_end_game"}),
            0..=3 => {
                let when = if end { When::EndOfGame } else { When::Completed };
                let available: Vec<_> = features().iter().filter(|f| f.is_available(ruleset, when)).collect();
                let feature = available[random.below(available.len() as u64) as usize];
                let (inputs, players) = form(&feature.schema(ruleset, when).unwrap(), random);
                json!({"type": "score_feature", "feature": feature.key, "when": when.key(), "inputs": inputs, "players": players})
            }
            4..=6 => {
                let available: Vec<_> =
                    events().iter().filter(|e| e.is_available(ruleset) && e.is_end_of_game() == end).collect();
                let event = available[random.below(available.len() as u64) as usize];
                let (inputs, players) = form(&event.schema(ruleset).unwrap(), random);
                let mut value =
                    json!({"type": "record_event", "event": event.key, "inputs": inputs, "players": players});
                if event.steps.len() > 1 {
                    value["step"] = serde_json::to_value(event.steps[0]).unwrap();
                }
                value
            }
            7 => json!({"type": "resolve_dispatch", "choice": {"tile": "two_points"}}),
            8 => json!({"type": "undo"}),
            _ => json!({"type": "end_turn"}),
        };
        let command: Command = serde_json::from_value(value.clone()).unwrap();
        if game.execute(command, at).is_ok() {
            commands.push(value);
        }
    }
    commands.push(json!({"type": "finish"}));
    (setup, commands)
}

/// An export document of one game: the commands it accepts, a minute apart.
fn document(number: u64, setup: &GameSetup, commands: &[Value]) -> Value {
    let start = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().unwrap();
    let mut game = Game::new(setup.clone()).unwrap();
    for (index, value) in commands.iter().enumerate() {
        let command: Command = serde_json::from_value(value.clone()).unwrap();
        let _ = game.execute(command, start + Duration::minutes(index as i64 + 1));
    }
    let exported = ExportedGame {
        uuid: format!("00000000-0000-4000-8000-{number:012x}"),
        started_at: start,
        finished_at: None,
        players: setup.players.clone(),
        ruleset: setup.ruleset.clone(),
        entries: game.entries().to_vec(),
    };
    let document = ExportDocument {
        format: "tally-export".into(),
        version: 1,
        event_format: 1,
        exported_at: start,
        games: vec![exported],
    };
    let json = document.to_json().unwrap();
    ExportDocument::parse(&json).expect("the seed document imports");
    serde_json::from_str(&json).unwrap()
}

/// Words the fuzzer may splice into JSON: every key the rules and commands know.
fn dictionary() -> String {
    let mut words = BTreeSet::new();
    let spec = json!({"edition": "c3", "expansions": every_expansion()});
    let ruleset = tally_core::Ruleset::from_spec(&serde_json::from_value(spec).unwrap()).unwrap();
    let mut schemas = Vec::new();
    for feature in features() {
        words.insert(feature.key.to_owned());
        for when in [When::Completed, When::EndOfGame] {
            schemas.extend(feature.schema(&ruleset, when));
        }
    }
    for event in events() {
        words.insert(event.key.to_owned());
        schemas.extend(event.schema(&ruleset));
    }
    for input in schemas.iter().flat_map(Schema::inputs) {
        words.insert(input.name.to_owned());
        words.extend(input.options.iter().map(|option| option.key.to_owned()));
    }
    for expansion in EXPANSIONS {
        words.insert(expansion.key.to_owned());
    }
    for component in components() {
        words.insert(component.key.to_owned());
    }
    for step in events().iter().flat_map(|event| event.steps) {
        words.insert(serde_json::to_value(step).unwrap().as_str().unwrap().to_owned());
    }
    for word in [
        "ruleset",
        "edition",
        "expansions",
        "variants",
        "feature",
        "event",
        "when",
        "inputs",
        "players",
        "id",
        "scores",
        "completed",
        "end_of_game",
        "c1",
        "c2",
        "c3",
        "winter",
        "type",
        "score_feature",
        "record_event",
        "place_robber",
        "choose_robber_victim",
        "resolve_dispatch",
        "correct",
        "end_turn",
        "second_part",
        "start_end_game",
        "finish",
        "reopen",
        "undo",
        "redo",
        "edit",
        "delete",
        "seq",
        "command",
        "owner",
        "space",
        "victim",
        "choice",
        "tile",
        "figure",
        "figures",
        "step",
        "points",
        "reason",
        "count",
        "two_points",
        "smallest_road",
        "smallest_city",
        "smallest_cloister",
        "coats_of_arms",
        "knights",
        "farmers",
        "extra_tile",
        "score_meeple",
        "red",
        "blue",
        "green",
        "yellow",
        "black",
        "format",
        "tally-export",
        "version",
        "event_format",
        "exported_at",
        "games",
        "uuid",
        "started_at",
        "finished_at",
        "entries",
        "at",
        "name",
        "colour",
        "elements",
    ] {
        words.insert(word.to_owned());
    }
    let mut text = String::from("# Generated by core/tests/fuzz_seeds.rs (TALLY_WRITE_FUZZ_SEEDS=1).\n");
    for token in ["{", "}", "[", "]", ":", ",", "true", "false", "null", "-1", "0", "500", "9223372036854775807"] {
        text.push_str(&format!("{:?}\n", token));
    }
    for word in words {
        text.push_str(&format!("{:?}\n", format!("\"{word}\"")));
    }
    text
}

fn write_seeds(target: &str, seeds: &[(String, Value)]) {
    let dir = fuzz_dir().join("seeds").join(target);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    for (name, value) in seeds {
        let file = name.replace(['/', ' '], "_");
        fs::write(dir.join(format!("{file}.json")), serde_json::to_string(value).unwrap()).unwrap();
    }
}

#[test]
fn seeds() {
    if std::env::var_os("TALLY_WRITE_FUZZ_SEEDS").is_some() {
        let mut random = Random(0x7A11_5EED);
        write_seeds("score_feature_json", &feature_seeds(&mut random, 2));
        write_seeds("score_event_json", &event_seeds(&mut random, 2));
        let mut games: Vec<(String, GameSetup, Vec<Value>)> = scenario_games();
        let (setup, commands) = random_game(&mut random);
        games.push(("every-expansion".to_owned(), setup, commands));
        let documents: Vec<(String, Value)> = games
            .iter()
            .enumerate()
            .map(|(index, (name, setup, commands))| (name.clone(), document(index as u64 + 1, setup, commands)))
            .collect();
        write_seeds("import", &documents);
        write_seeds(
            "game_commands",
            &games.into_iter().map(|(name, _, commands)| (name, json!(commands))).collect::<Vec<_>>(),
        );
        fs::write(fuzz_dir().join("tally.dict"), dictionary()).unwrap();
    }
    let seeds = fuzz_dir().join("seeds");
    let mut count = 0;
    for target in fs::read_dir(&seeds).expect("fuzz/seeds exists") {
        for file in fs::read_dir(target.unwrap().path()).unwrap() {
            let path = file.unwrap().path();
            let text = fs::read_to_string(&path).unwrap();
            serde_json::from_str::<Value>(&text).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            count += 1;
        }
    }
    assert!(count > 50, "the seed corpus has {count} files");
}
