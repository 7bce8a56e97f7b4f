//! What a player or a file may not slip in: each case is refused with a typed error
//! and changes nothing.
//!
//! - the same player twice in one game (`Ann` and `ANN`), new or imported;
//! - documents, games and requests beyond the limits of `tally_core::limits`;
//! - control characters and bidirectional overrides in names;
//! - sums of points that would overflow (`tower.prisoner_ransom` with a total of
//!   `i64::MIN`, which would wrap in release builds);
//! - import timestamps SQLite cannot store (years 10000 and -1);
//! - one game under several spellings of its uuid, unknown fields, repeated keys.

use chrono::{DateTime, TimeZone, Utc};
use serde_json::{Value, json};
use tally_core::limits::{MAX_ENTRIES_PER_GAME, MAX_IMPORT_BYTES, MAX_REQUEST_PLAYERS, MAX_STORED_ENTRIES_PER_GAME};
use tally_core::session::{Colour, Command, Game, GameSetup, PlayerSetup};
use tally_core::store::{ExportDocument, ExportedGame, GameSeat, HistoryFilter, Store};
use tally_core::{Edition, Error, Ruleset};

fn seat(name: &str, colour: Colour) -> GameSeat {
    GameSeat { roster_id: None, name: name.into(), colour }
}

fn road(player: &str, tiles: i64) -> Command {
    serde_json::from_value(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
                                  "players": [{"id": player, "followers": 1}]}))
    .unwrap()
}

fn start() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 1, 19, 0, 0).single().unwrap()
}

/// An export document of one game of `players`, with `commands`.
fn document(uuid: &str, players: &[(&str, Colour)], commands: Vec<Command>) -> Value {
    let setup = GameSetup {
        players: players.iter().map(|(name, colour)| PlayerSetup::new(*name, *colour)).collect(),
        ruleset: Ruleset::base(Edition::C3),
    };
    let mut game = Game::new(setup.clone()).unwrap();
    for command in commands {
        game.execute(command, start()).unwrap();
    }
    let exported = ExportedGame {
        uuid: uuid.into(),
        started_at: start(),
        finished_at: None,
        players: setup.players,
        ruleset: setup.ruleset,
        entries: game.entries().to_vec(),
    };
    let document = ExportDocument {
        format: "tally-export".into(),
        version: 1,
        event_format: 1,
        exported_at: start(),
        games: vec![exported],
    };
    serde_json::to_value(&document).unwrap()
}

/// Games and roster players: what a refused command must leave as it was.
fn contents(store: &Store) -> (usize, Vec<String>) {
    let games = store.history(&HistoryFilter::default()).unwrap().len();
    (games, store.roster().unwrap().into_iter().map(|player| player.name).collect())
}

fn refused_unchanged(store: &mut Store, json: &str) -> Error {
    let before = contents(store);
    let error = store.import(json).unwrap_err();
    assert_eq!(contents(store), before, "nothing written: {error}");
    error
}

// Item 3: the same player twice.

#[test]
fn the_same_player_twice_is_refused_in_a_new_game() {
    let mut store = Store::open_in_memory().unwrap();
    let error = store
        .create_game(&[seat("Ann", Colour::Red), seat("ANN ", Colour::Blue)], Ruleset::base(Edition::C3))
        .unwrap_err();
    assert_eq!(error.field(), Some("players[1].name"), "{error}");
    assert!(error.to_string().contains("already at the table as `Ann`"), "{error}");
    assert_eq!(contents(&store), (0, vec![]), "no game, no roster player");

    // By roster id and by name: the roster's "Ann" and a new seat "ann".
    let ann = store.add_roster_player("Ann", Colour::Red).unwrap();
    let by_id = GameSeat { roster_id: Some(ann.id), name: String::new(), colour: Colour::Red };
    let error = store.create_game(&[by_id.clone(), seat("ann", Colour::Blue)], Ruleset::base(Edition::C3)).unwrap_err();
    assert_eq!(error.field(), Some("players[1].name"), "{error}");
    // Twice the same roster id.
    let error =
        store.create_game(&[by_id.clone(), GameSeat { colour: Colour::Blue, ..by_id }], Ruleset::base(Edition::C3));
    assert_eq!(error.unwrap_err().field(), Some("players[1].name"));
    assert_eq!(contents(&store), (0, vec!["Ann".to_owned()]));
    // Two people who only share letters are two players.
    store.create_game(&[seat("Ann", Colour::Red), seat("Anna", Colour::Blue)], Ruleset::base(Edition::C3)).unwrap();
}

#[test]
fn the_same_player_twice_is_refused_in_an_import() {
    let mut store = Store::open_in_memory().unwrap();
    let json = document("3b9b9f4c-6f6a-4b51-9b0d-000000000003", &[("Ann", Colour::Red), ("Ben", Colour::Blue)], vec![])
        .to_string()
        .replace("\"Ben\"", "\"ANN\"");
    let error = refused_unchanged(&mut store, &json);
    assert_eq!(error.code().as_str(), "invalid_import", "{error}");
    assert!(error.to_string().contains("already at the table"), "{error}");
}

#[test]
fn the_roster_keeps_one_entry_per_name() {
    let mut store = Store::open_in_memory().unwrap();
    let ann = store.add_roster_player("Ann", Colour::Red).unwrap();
    let ben = store.add_roster_player("Ben", Colour::Blue).unwrap();
    let error = store.add_roster_player(" ANN", Colour::Green).unwrap_err();
    assert_eq!(error.field(), Some("name"), "{error}");
    let error = store.rename_roster_player(ben.id, "ann").unwrap_err();
    assert_eq!(error.field(), Some("name"), "{error}");
    store.rename_roster_player(ann.id, "ANN").unwrap();
    let names: Vec<String> = store.roster().unwrap().into_iter().map(|player| player.name).collect();
    assert_eq!(names, vec!["ANN", "Ben"], "a player may change the case of their own name");
}

// Item 6: names that would drive a terminal or reorder text.

#[test]
fn control_and_bidi_characters_in_names_are_refused_everywhere() {
    let hostile = [
        ("\u{1b}[2J\u{1b}[HAnn", "U+001B"), // ESC: clears the screen
        ("Ann\u{7f}", "U+007F"),            // DEL
        ("Ann\u{9b}2J", "U+009B"),          // C1 CSI
        ("Ann\u{85}Ben", "U+0085"),         // C1 next line
        ("Ann\nBen", "U+000A"),             // a line break
        ("Ann\u{2028}Ben", "U+2028"),       // line separator
        ("\u{202e}nnA", "U+202E"),          // right-to-left override
        ("Ann\u{2066}x\u{2069}", "U+2066"), // isolates
        ("Ann\u{200f}", "U+200F"),          // right-to-left mark
    ];
    let mut store = Store::open_in_memory().unwrap();
    let ben = store.add_roster_player("Ben", Colour::Blue).unwrap();
    for (name, code) in hostile {
        let error =
            store.create_game(&[seat(name, Colour::Red), seat("Cleo", Colour::Green)], Ruleset::base(Edition::C3));
        let error = error.unwrap_err();
        assert_eq!(error.field(), Some("players[0].name"), "{name:?}: {error}");
        assert!(error.to_string().contains(&format!("cannot hold {code}, a control")), "{name:?}: {error}");
        assert_eq!(store.add_roster_player(name, Colour::Red).unwrap_err().field(), Some("name"), "{name:?}");
        assert_eq!(store.rename_roster_player(ben.id, name).unwrap_err().field(), Some("name"), "{name:?}");
        let json =
            document("3b9b9f4c-6f6a-4b51-9b0d-000000000006", &[("Ann", Colour::Red), ("Cleo", Colour::Green)], vec![]);
        let json = json.to_string().replace("\"Ann\"", &serde_json::to_string(name).unwrap());
        let error = refused_unchanged(&mut store, &json);
        assert_eq!(error.code().as_str(), "invalid_import", "{name:?}: {error}");
    }
    assert_eq!(contents(&store), (0, vec!["Ben".to_owned()]));
    // Letters of any script, accents, apostrophes and emoji are names.
    for name in ["Zoë", "李雷", "O'Brien", "Åsa-Marie", "🐑 Sam", "José María"] {
        store.create_game(&[seat(name, Colour::Red), seat("Cleo", Colour::Green)], Ruleset::base(Edition::C3)).unwrap();
    }
}

// Item 4: bounded documents, games and requests.

#[test]
fn an_import_document_over_the_size_limit_is_refused_before_it_is_read() {
    let mut store = Store::open_in_memory().unwrap();
    let good = document("3b9b9f4c-6f6a-4b51-9b0d-000000000004", &[("Ann", Colour::Red), ("Ben", Colour::Blue)], vec![]);
    // A valid document padded with spaces to one byte over the limit.
    let mut json = good.to_string();
    json.push_str(&" ".repeat(MAX_IMPORT_BYTES + 1 - json.len()));
    let error = refused_unchanged(&mut store, &json);
    assert_eq!(
        error,
        Error::TooLarge {
            what: tally_core::msg!("too-large-import-bytes"),
            found: MAX_IMPORT_BYTES as u64 + 1,
            limit: MAX_IMPORT_BYTES as u64
        }
    );
    json.pop();
    assert_eq!(store.import(&json).unwrap().imported.len(), 1, "at the limit it is read");
}

#[test]
fn a_game_holds_at_most_the_entry_limit() {
    let mut store = Store::open_in_memory().unwrap();
    let players = [("Ann", Colour::Red), ("Ben", Colour::Blue)];
    // An import takes what a game can hold: the limit, the way out of it
    // (`entry_limit.rs`), the end-game scoring and the finish.
    assert_eq!((MAX_ENTRIES_PER_GAME, MAX_STORED_ENTRIES_PER_GAME), (10_000, 10_102));
    let over = document(
        "3b9b9f4c-6f6a-4b51-9b0d-000000000041",
        &players,
        vec![Command::EndTurn; MAX_STORED_ENTRIES_PER_GAME + 1],
    );
    let error = refused_unchanged(&mut store, &over.to_string());
    assert_eq!(error.code().as_str(), "too_large", "{error}");
    assert!(error.to_string().contains("10103 is more than the limit of 10102"), "{error}");

    let full = document("3b9b9f4c-6f6a-4b51-9b0d-000000000042", &players, vec![Command::EndTurn; MAX_ENTRIES_PER_GAME]);
    let id = store.import(&full.to_string()).unwrap().imported[0];
    let mut active = store.load_game(id).unwrap();
    let error = store.execute(&mut active, road("red", 3)).unwrap_err();
    assert_eq!(
        error,
        Error::TooLarge {
            what: tally_core::msg!("too-large-entries-in-this-game"),
            found: MAX_ENTRIES_PER_GAME as u64 + 1,
            limit: MAX_ENTRIES_PER_GAME as u64
        }
    );
    assert_eq!(store.load_game(id).unwrap().game.entries().len(), MAX_ENTRIES_PER_GAME, "nothing stored");
    assert_eq!(active.game.entries().len(), MAX_ENTRIES_PER_GAME, "nothing applied");
}

#[test]
fn a_scoring_request_names_at_most_a_table_of_players() {
    let players = |count: usize| -> Vec<Value> {
        (0..count).map(|index| json!({"id": format!("p{index}"), "followers": 1})).collect()
    };
    let request = |count: usize| {
        json!({"ruleset": {"edition": "c3"}, "feature": "road", "inputs": {"tiles": 4}, "players": players(count)})
            .to_string()
    };
    let score = tally_core::rules::score_feature_json(&request(MAX_REQUEST_PLAYERS)).unwrap();
    assert_eq!(score.awards.len(), MAX_REQUEST_PLAYERS, "a shared road of 8 players: each scores 4");
    assert!(score.awards.iter().all(|award| award.points == 4));
    // 150,000 players (a 5 MB request): refused at once, no quadratic check.
    let error = tally_core::rules::score_feature_json(&request(150_000)).unwrap_err();
    assert_eq!(
        error,
        Error::TooLarge { what: tally_core::msg!("too-large-request-players"), found: 150_000, limit: 8 }
    );
    // Duplicates among the allowed count are still named.
    let twice = json!({"ruleset": {"edition": "c3"}, "feature": "road", "inputs": {"tiles": 4},
                       "players": [{"id": "a", "followers": 1}, {"id": "b", "followers": 1}, {"id": "a", "followers": 1}]});
    let error = tally_core::rules::score_feature_json(&twice.to_string()).unwrap_err();
    assert_eq!(error, Error::DuplicatePlayer { player: "a".into() });
}

#[test]
fn a_game_command_naming_a_player_twice_is_refused() {
    let mut store = Store::open_in_memory().unwrap();
    let mut active =
        store.create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3)).unwrap();
    let mut given: Vec<Value> = vec![json!({"id": "blue", "followers": 1})];
    given.extend((0..50_000).map(|_| json!({"id": "red", "followers": 1})));
    let command: Command = serde_json::from_value(
        json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 3}, "players": given}),
    )
    .unwrap();
    let error = store.execute(&mut active, command).unwrap_err();
    assert_eq!(error, Error::DuplicatePlayer { player: "red".into() });
    assert!(active.game.entries().is_empty());
}

// Item 7: sums of points never wrap.

#[test]
fn a_ransom_against_a_total_of_i64_min_is_refused_not_wrapped() {
    let request = |red: i64| {
        json!({"ruleset": {"edition": "c3", "expansions": ["exp04_tower"]}, "event": "tower.prisoner_ransom",
               "inputs": {"payer": "red", "captor": "blue"}, "players": [{"id": "red"}, {"id": "blue"}],
               "scores": {"red": red, "blue": 0}})
        .to_string()
    };
    let error = tally_core::rules::score_event_json(&request(i64::MIN)).unwrap_err();
    assert_eq!(error.code().as_str(), "invalid_input", "{error}");
    assert_eq!(error.field(), Some("scores.red"));
    let error = tally_core::rules::score_event_json(&request(i64::MAX)).unwrap_err();
    assert_eq!(error.field(), Some("scores.red"));
    // The floor itself, where the request is fine: 2 points cannot pay 3, 3 can.
    let error = tally_core::rules::score_event_json(&request(2)).unwrap_err();
    assert_eq!(error, Error::WouldGoNegative { player: "red".into(), points: -3, score: 2 });
    let paid = tally_core::rules::score_event_json(&request(3)).unwrap();
    assert_eq!((paid.points_of("red"), paid.points_of("blue")), (-3, 3));
}

#[test]
fn check_floors_refuses_a_sum_that_would_overflow() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": ["exp04_tower"]}, "event": "tower.prisoner_ransom",
                         "inputs": {"payer": "red", "captor": "blue"}, "players": [{"id": "red"}, {"id": "blue"}]});
    let score = tally_core::rules::score_event_json(&request.to_string()).unwrap();
    let error = tally_core::rules::check_floors(&score, |_| i64::MIN).unwrap_err();
    assert_eq!(error.field(), Some("scores.red"), "{error}");
    tally_core::rules::check_floors(&score, |_| 3).unwrap();
}

// Item 8: timestamps SQLite cannot store are bad input.

#[test]
fn import_timestamps_outside_0000_to_9999_are_refused() {
    let mut store = Store::open_in_memory().unwrap();
    let good = document(
        "3b9b9f4c-6f6a-4b51-9b0d-000000000008",
        &[("Ann", Colour::Red), ("Ben", Colour::Blue)],
        vec![road("red", 2)],
    );
    for (pointer, time) in [
        ("/games/0/started_at", "+10000-01-01T00:00:00Z"),
        ("/games/0/started_at", "-0001-01-01T00:00:00Z"),
        ("/games/0/entries/0/at", "+10000-01-01T00:00:00Z"),
        ("/games/0/finished_at", "-0001-06-01T00:00:00Z"),
    ] {
        let mut bad = good.clone();
        *bad.pointer_mut(pointer).unwrap() = json!(time);
        let error = refused_unchanged(&mut store, &bad.to_string());
        assert_eq!(error.code().as_str(), "invalid_import", "{pointer} = {time}: {error}");
        assert!(!error.is_storage());
    }
    store.import(&good.to_string()).unwrap();
}

// Item 9: what import refuses.

#[test]
fn one_game_under_several_spellings_of_its_uuid_is_imported_once() {
    let mut store = Store::open_in_memory().unwrap();
    let players = [("Ann", Colour::Red), ("Ben", Colour::Blue)];
    let canonical = "6f0c5a52-8c46-4c4e-9a43-3d7a4d0b5b11";
    let spellings = [
        "6F0C5A52-8C46-4C4E-9A43-3D7A4D0B5B11",
        "6f0c5a528c464c4e9a433d7a4d0b5b11",
        "urn:uuid:6f0c5a52-8c46-4c4e-9a43-3d7a4d0b5b11",
        "{6f0c5a52-8c46-4c4e-9a43-3d7a4d0b5b11}",
        canonical,
    ];
    let first = store.import(&document(spellings[0], &players, vec![road("red", 2)]).to_string()).unwrap();
    assert_eq!(first.imported.len(), 1);
    assert_eq!(store.load_game(first.imported[0]).unwrap().uuid, canonical, "stored in the canonical form");
    for spelling in &spellings[1..] {
        let again = store.import(&document(spelling, &players, vec![road("red", 2)]).to_string()).unwrap();
        assert!(again.imported.is_empty(), "{spelling}");
        assert_eq!(again.skipped, vec![canonical.to_owned()], "{spelling}");
    }
    assert_eq!(contents(&store).0, 1);
    let error = refused_unchanged(&mut store, &document("6f0c5a52-8c46", &players, vec![]).to_string());
    assert!(error.to_string().contains("is not a UUID"), "{error}");
}

#[test]
fn unknown_fields_in_entries_and_players_are_refused() {
    let mut store = Store::open_in_memory().unwrap();
    let good = document(
        "3b9b9f4c-6f6a-4b51-9b0d-000000000009",
        &[("Ann", Colour::Red), ("Ben", Colour::Blue)],
        vec![road("red", 2)],
    );
    for (pointer, field) in [("/games/0/entries/0", "note"), ("/games/0/players/1", "nickname")] {
        let mut bad = good.clone();
        bad.pointer_mut(pointer).unwrap().as_object_mut().unwrap().insert(field.into(), json!("x"));
        let error = refused_unchanged(&mut store, &bad.to_string());
        assert_eq!(error.code().as_str(), "invalid_import", "{error}");
        assert!(error.to_string().contains(&format!("unknown field `{field}`")), "{error}");
    }
}

#[test]
fn a_repeated_key_is_refused_rather_than_the_last_one_taken() {
    let mut store = Store::open_in_memory().unwrap();
    let good = document(
        "3b9b9f4c-6f6a-4b51-9b0d-000000000010",
        &[("Ann", Colour::Red), ("Ben", Colour::Blue)],
        vec![road("red", 3)],
    )
    .to_string();
    assert_eq!(good.matches("\"tiles\":3").count(), 1);
    let twice = good.replace("\"tiles\":3", "\"tiles\":3,\"tiles\":500");
    let error = refused_unchanged(&mut store, &twice);
    assert_eq!(error.code().as_str(), "invalid_import");
    assert!(error.to_string().contains("the key `tiles` appears twice"), "{error}");
    let uuid_twice = good.replacen("\"uuid\":", "\"uuid\":\"3b9b9f4c-6f6a-4b51-9b0d-000000000011\",\"uuid\":", 1);
    assert!(refused_unchanged(&mut store, &uuid_twice).to_string().contains("`uuid` appears twice"));
    store.import(&good).unwrap();
}
