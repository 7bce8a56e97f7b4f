//! Games recorded before the counts the players must know became required (event
//! format 1, export documents with `event_format: 1`) may leave such a count out:
//! they load and import with the scores they had, while a new command that leaves
//! it out is refused, naming the field.

use std::fs;
use std::path::PathBuf;

use serde_json::json;
use tally_core::session::{Colour, Command};
use tally_core::store::games::EVENT_FORMAT;
use tally_core::store::{ExportDocument, GameSeat, Store};
use tally_core::{Edition, Error, Ruleset};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tally-legacy-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn command(value: serde_json::Value) -> Command {
    serde_json::from_value(value).unwrap()
}

fn seats() -> [GameSeat; 2] {
    [
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ]
}

/// A road without `tiles`, as event format 1 allowed (the form's default was 2).
const ROAD_WITHOUT_TILES: &str = r#"{"type":"score_feature","feature":"road","players":[{"id":"blue","followers":1}]}"#;

fn score_of(store: &Store, id: i64, player: &str) -> i64 {
    let game = store.load_game(id).unwrap().game;
    game.table().players.iter().find(|seat| seat.id == player).unwrap().score
}

/// Source: road.base — 1 point per tile; a format-1 road with no tile count was
/// scored with the default of 2 tiles, and keeps those 2 points.
#[test]
fn a_stored_format_1_road_without_tiles_keeps_its_two_points() {
    assert_eq!(EVENT_FORMAT, 3);
    let path = temp_dir("store").join("tally.db");
    let id = {
        let mut store = Store::open(&path).unwrap();
        let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).unwrap();
        let road = json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 3},
                          "players": [{"id": "red", "followers": 1}]});
        store.execute(&mut active, command(road)).unwrap();
        active.id
    };
    {
        // What a build of event format 1 wrote: entry 2, the road without tiles.
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute(
            "INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
             VALUES (?1, 2, '2024-05-01T10:00:00.000Z', 1, 'red', '3B', 'score_feature', 1, ?2)",
            rusqlite::params![id, ROAD_WITHOUT_TILES],
        )
        .unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!(score_of(&store, id, "red"), 3);
    assert_eq!(score_of(&store, id, "blue"), 2, "road.base: the 2 tiles format 1 defaulted to");

    // The same command today is refused, names the field and changes nothing.
    let mut active = store.load_game(id).unwrap();
    let before = active.game.state();
    let refused = store.execute(&mut active, command(serde_json::from_str(ROAD_WITHOUT_TILES).unwrap()));
    match refused {
        Err(Error::InvalidInput { field, reason }) => {
            assert_eq!(field, "tiles");
            assert_eq!(reason.text(), "say how many tiles the road has");
        }
        other => panic!("expected the missing tiles to be refused, got {other:?}"),
    }
    assert_eq!(active.game.state(), before);
    assert_eq!(store.load_game(id).unwrap().game.state(), before, "nothing was written");
}

/// Source: road.base, cloister.base.incomplete — an export of event format 1 with a
/// road and an incomplete cloister that gave no counts imports with their former
/// defaults (2 road tiles; 0 tiles around: the cloister's own 1 point).
#[test]
fn a_format_1_export_imports_with_the_former_defaults() {
    let document = json!({
        "format": "tally-export", "version": 1, "event_format": 1, "exported_at": "2024-05-01T12:00:00Z",
        "games": [{
            "uuid": "00000000-0000-4000-8000-00000000a001",
            "started_at": "2024-05-01T10:00:00Z", "finished_at": null,
            "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
            "ruleset": {"edition": "c3", "expansions": [], "variants": {}},
            "entries": [
                {"seq": 1, "at": "2024-05-01T10:01:00Z",
                 "command": serde_json::from_str::<serde_json::Value>(ROAD_WITHOUT_TILES).unwrap()},
                {"seq": 2, "at": "2024-05-01T10:02:00Z", "command": {"type": "start_end_game"}},
                {"seq": 3, "at": "2024-05-01T10:03:00Z",
                 "command": {"type": "score_feature", "feature": "cloister", "when": "end_of_game",
                             "players": [{"id": "red", "followers": 1}]}}
            ]
        }]
    })
    .to_string();
    let parsed = ExportDocument::parse(&document).expect("a format-1 document is read");
    assert_eq!(parsed.event_format, EVENT_FORMAT, "upgraded to this build's format");

    let dir = temp_dir("import");
    let mut store = Store::open(dir.join("tally.db")).unwrap();
    let report = store.import(&document).unwrap();
    let id = report.imported[0];
    assert_eq!(score_of(&store, id, "blue"), 2);
    assert_eq!(score_of(&store, id, "red"), 1);

    // Written in this build's format: exported again, the counts are there.
    let exported = store.export(&[id]).unwrap();
    assert_eq!(exported.event_format, EVENT_FORMAT);
    let road = serde_json::to_value(&exported.games[0].entries[0].command).unwrap();
    assert_eq!(road["inputs"]["tiles"], 2);
}

/// A document of this build's format gets no defaults: a road without tiles in it is
/// refused, naming the field.
#[test]
fn a_format_2_export_without_tiles_is_refused() {
    let document = json!({
        "format": "tally-export", "version": 1, "event_format": 2, "exported_at": "2024-05-01T12:00:00Z",
        "games": [{
            "uuid": "00000000-0000-4000-8000-00000000a002",
            "started_at": "2024-05-01T10:00:00Z", "finished_at": null,
            "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
            "ruleset": {"edition": "c3", "expansions": [], "variants": {}},
            "entries": [{"seq": 1, "at": "2024-05-01T10:01:00Z",
                         "command": serde_json::from_str::<serde_json::Value>(ROAD_WITHOUT_TILES).unwrap()}]
        }]
    })
    .to_string();
    let error = ExportDocument::parse(&document).expect_err("refused");
    assert!(matches!(&error, Error::InvalidImport { reason } if reason.text().contains("`tiles`")), "{error}");
}

/// A barn's final scoring as event formats 1 and 2 recorded it: the farmers in the
/// field, red 2 against blue 1.
const BARN_OF_FARMERS: &str = r#"{"type":"record_event","event":"after_game.barn","inputs":{"completed_cities":2},
    "players":[{"id":"red","followers":2},{"id":"blue","followers":1}]}"#;

/// Source: after_game.barn, after_game.barn.city — a barn's final scoring stored in
/// format 2 paid red, who held the majority of farmers, 2 completed cities x 4 = 8:
/// it loads as red's barn, with the same 8 points; the same command today names
/// followers the form does not take, and is refused.
#[test]
fn a_stored_format_2_barn_scoring_of_farmers_keeps_its_points() {
    let path = temp_dir("barn-store").join("tally.db");
    let id = {
        let mut store = Store::open(&path).unwrap();
        let mut ruleset = Ruleset::base(Edition::C3);
        ruleset.enable_key("exp05_abbey_mayor").unwrap();
        let mut active = store.create_game(&seats(), ruleset).unwrap();
        store.execute(&mut active, command(json!({"type": "start_end_game"}))).unwrap();
        active.id
    };
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute(
            "INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
             VALUES (?1, 2, '2024-05-01T10:00:00.000Z', 1, 'red', 'end_of_game', 'record_event', 2, ?2)",
            rusqlite::params![id, BARN_OF_FARMERS],
        )
        .unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!((score_of(&store, id, "red"), score_of(&store, id, "blue")), (8, 0));
    let mut active = store.load_game(id).unwrap();
    let Command::RecordEvent(recording) = &active.game.entries()[1].command else { panic!("the barn's scoring") };
    assert_eq!(serde_json::to_value(&recording.players).unwrap(), json!([{"id": "red", "barns": 1}]));

    let before = active.game.state();
    let refused = store.execute(&mut active, command(serde_json::from_str(BARN_OF_FARMERS).unwrap()));
    assert!(matches!(&refused, Err(Error::UnknownInput { field, .. }) if field == "followers"), "{refused:?}");
    assert_eq!(store.load_game(id).unwrap().game.state(), before, "nothing was written");
}

/// Source: after_game.barn — an export of event format 2 whose barn scoring counted
/// farmers (red and blue tied at 1, blue on a hill: blue held the majority) imports
/// as blue's barn: 1 completed city x 4 = 4 to blue; exported again, it says so.
#[test]
fn a_format_2_export_with_a_barn_scoring_of_farmers_imports_as_barns() {
    let barn = json!({"type": "record_event", "event": "after_game.barn", "inputs": {"completed_cities": 1},
                      "players": [{"id": "red", "followers": 1}, {"id": "blue", "followers": 1, "on_hill": true}]});
    let document = json!({
        "format": "tally-export", "version": 1, "event_format": 2, "exported_at": "2024-05-01T12:00:00Z",
        "games": [{
            "uuid": "00000000-0000-4000-8000-00000000a003",
            "started_at": "2024-05-01T10:00:00Z", "finished_at": null,
            "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
            "ruleset": {"edition": "c3", "expansions": ["exp05_abbey_mayor", "exp09_hills_sheep"], "variants": {}},
            "entries": [
                {"seq": 1, "at": "2024-05-01T10:01:00Z", "command": {"type": "start_end_game"}},
                {"seq": 2, "at": "2024-05-01T10:02:00Z", "command": barn}
            ]
        }]
    })
    .to_string();
    let dir = temp_dir("barn-import");
    let mut store = Store::open(dir.join("tally.db")).unwrap();
    let id = store.import(&document).unwrap().imported[0];
    assert_eq!((score_of(&store, id, "red"), score_of(&store, id, "blue")), (0, 4));
    let exported = store.export(&[id]).unwrap();
    assert_eq!(exported.event_format, 3);
    let barn = serde_json::to_value(&exported.games[0].entries[1].command).unwrap();
    assert_eq!(barn["players"], json!([{"id": "blue", "barns": 1}]));
}
