//! Text safe to print and to round-trip: one set of character rules for
//! player names and correction reasons, names compared as they are seen, and JSON
//! written by serde only.
//!
//! - every format (Cf), bidi, invisible and control character, and the line and
//!   paragraph separators, refused in every way a name or reason comes in (a new
//!   game, the roster, a correction, an edit, an import), naming the field and the
//!   character as `U+XXXX`, with nothing changed;
//! - "Ben" and "\u{200B}Ben" (a name stored by an earlier version) are one person:
//!   one roster entry, never two seats of one game;
//! - such stored text still loads, and exports as JSON that parses back to it;
//!   importing that export is refused with the field named.

mod common;

use chrono::{TimeZone, Utc};
use serde_json::{Value, json};
use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, HistoryFilter, Store};
use tally_core::{Edition, Error, Ruleset};

use common::fresh_dir;

/// Characters a reader cannot see or a terminal obeys (ALM, ZWSP to RLM, the soft
/// hyphen, the BOM, the word joiners, LS, PS, controls), other format characters (bidi embeddings and
/// isolates, a tag) and the Hangul filler, each with how Unicode names it.
const REFUSED: [(char, &str); 24] = [
    ('\u{0}', "U+0000"),
    ('\u{1b}', "U+001B"),
    ('\u{7f}', "U+007F"),
    ('\u{85}', "U+0085"),
    ('\u{9b}', "U+009B"),
    ('\u{ad}', "U+00AD"),
    ('\u{61c}', "U+061C"),
    ('\u{200b}', "U+200B"),
    ('\u{200c}', "U+200C"),
    ('\u{200d}', "U+200D"),
    ('\u{200e}', "U+200E"),
    ('\u{200f}', "U+200F"),
    ('\u{2028}', "U+2028"),
    ('\u{2029}', "U+2029"),
    ('\u{202a}', "U+202A"),
    ('\u{202e}', "U+202E"),
    ('\u{2060}', "U+2060"),
    ('\u{2063}', "U+2063"),
    ('\u{2066}', "U+2066"),
    ('\u{2069}', "U+2069"),
    ('\u{feff}', "U+FEFF"),
    ('\u{e0041}', "U+E0041"),
    ('\u{3164}', "U+3164"),
    ('\u{180e}', "U+180E"),
];

fn seat(name: &str, colour: Colour) -> GameSeat {
    GameSeat { roster_id: None, name: name.into(), colour }
}

fn command(value: Value) -> Command {
    serde_json::from_value(value).expect("a command")
}

fn correction(reason: &str) -> Command {
    command(json!({"type": "correct", "player": "red", "points": 2, "reason": reason}))
}

/// An export document of one game of Ann (red) and `other` (blue), with a
/// correction of red for `reason`.
fn document(uuid: &str, other: &str, reason: &str) -> String {
    let at = Utc.with_ymd_and_hms(2026, 3, 1, 19, 0, 0).single().expect("a time").to_rfc3339();
    json!({
        "format": "tally-export", "version": 1, "event_format": 2, "exported_at": at,
        "games": [{
            "uuid": uuid, "started_at": at, "finished_at": null,
            "players": [{"name": "Ann", "colour": "red"}, {"name": other, "colour": "blue"}],
            "ruleset": Ruleset::base(Edition::C3),
            "entries": [{"seq": 1, "at": at, "command": {"type": "correct", "player": "red", "points": 2, "reason": reason}}]
        }]
    })
    .to_string()
}

/// What a refused change must leave as it was: the games with their entries, and
/// the roster.
fn contents(store: &Store) -> (Vec<(i64, usize)>, Vec<String>) {
    let games = store.history(&HistoryFilter::default()).expect("history");
    let entries = games.iter().map(|game| (game.id, store.load_game(game.id).expect("a game").game.entries().len()));
    (entries.collect(), store.roster().expect("roster").into_iter().map(|player| player.name).collect())
}

#[test]
fn every_refused_character_is_refused_everywhere_naming_field_and_character() {
    let mut store = Store::open_in_memory().expect("store");
    let mut active = store
        .create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3))
        .expect("a game");
    store.execute(&mut active, correction("miscounted road")).expect("a good reason");
    let cleo = store.add_roster_player("Cleo", Colour::Green).expect("Cleo");
    let before = contents(&store);
    for (number, (c, code)) in REFUSED.into_iter().enumerate() {
        let text = format!("Be{c}n");
        let says = |error: &Error, field: &str| {
            assert_eq!(error.code().as_str(), "invalid_input", "{code}: {error}");
            assert_eq!(error.field(), Some(field), "{code}: {error}");
            assert!(error.to_string().contains(&format!("cannot hold {code}, a control")), "{code}: {error}");
        };
        let new_game =
            store.create_game(&[seat("Ann", Colour::Red), seat(&text, Colour::Blue)], Ruleset::base(Edition::C3));
        says(&new_game.expect_err("a new game"), "players[1].name");
        says(&store.add_roster_player(&text, Colour::Red).expect_err("roster add"), "name");
        says(&store.rename_roster_player(cleo.id, &text).expect_err("rename"), "name");
        says(&store.execute(&mut active, correction(&text)).expect_err("a correction"), "reason");
        let edit = command(
            json!({"type": "edit", "seq": 1, "command": {"type": "correct", "player": "red", "points": 3, "reason": text}}),
        );
        says(&store.execute(&mut active, edit).expect_err("an edit"), "reason");
        // Imported: the game's field named, with the character.
        let uuid = format!("3b9b9f4c-6f6a-4b51-9b0d-{:012}", number + 1);
        for (json, field) in
            [(document(&uuid, &text, "fine"), "players[1].name"), (document(&uuid, "Ben", &text), "entries[0].reason")]
        {
            let error = store.import(&json).expect_err("an import");
            assert_eq!(error.code().as_str(), "invalid_import", "{code}: {error}");
            let message = error.to_string();
            assert!(message.contains(&format!("`{field}`: a")) && message.contains(code), "{code}: {message}");
        }
        assert_eq!(contents(&store), before, "{code}: nothing changed");
    }
}

#[test]
fn letters_of_every_script_emoji_and_spaces_are_kept() {
    let mut store = Store::open_in_memory().expect("store");
    for (index, name) in
        ["Zoë", "李雷", "O'Brien", "Åsa-Marie", "🐑 Sam", "José María", "Ann ❤️", "محمد"].into_iter().enumerate()
    {
        let active = store.create_game(
            &[seat(name, Colour::Red), seat(&format!("P{index}"), Colour::Blue)],
            Ruleset::base(Edition::C3),
        );
        assert_eq!(active.expect(name).game.setup().players[0].name, name);
    }
    let mut active = store
        .create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3))
        .expect("a game");
    store.execute(&mut active, correction("Zählfehler: 🐑 × 2 (السبب)")).expect("any script in a reason");
}

#[test]
fn names_are_one_person_whatever_cannot_be_seen() {
    let dir = fresh_dir("typed-text-names");
    let db = dir.join("tally.db");
    let mut store = Store::open(&db).expect("store");
    store.add_roster_player("Ann", Colour::Red).expect("Ann");
    drop(store);
    // A name stored by an earlier version, which accepted a zero-width space.
    rusqlite::Connection::open(&db)
        .expect("the file")
        .execute("UPDATE roster_players SET name = ?1 WHERE name = 'Ann'", ["\u{200b}Ben"])
        .expect("tamper");
    let mut store = Store::open(&db).expect("store");
    let old = store.roster().expect("roster")[0].id;

    let error = store.add_roster_player("Ben", Colour::Blue).expect_err("one roster entry per person");
    assert_eq!(error.field(), Some("name"), "{error}");
    assert!(error.to_string().contains("already has this name"), "{error}");
    assert_eq!(store.find_roster_player("BEN").expect("find"), Some(old));

    // A new game's "Ben" is the roster's "\u{200B}Ben"; an import's too.
    let active = store
        .create_game(&[seat("Ben", Colour::Red), seat("Cleo", Colour::Blue)], Ruleset::base(Edition::C3))
        .expect("a game");
    assert_eq!(active.roster_ids[0], old);
    let report = store.import(&document("3b9b9f4c-6f6a-4b51-9b0d-000000000100", "ben", "fine")).expect("an import");
    let imported = store.load_game(report.imported[0]).expect("the import");
    assert_eq!(imported.roster_ids[1], old);
    assert_eq!(store.roster().expect("roster").len(), 3, "the tampered Ben, Cleo, Ann; no second Ben");

    // At one table: what cannot be seen, case and the width of spaces do not make
    // two people.
    for (first, second) in [("Ben", "BEN\u{fe0f}"), ("Anne Marie", "anne\u{a0}\u{2003}marie"), ("Zoë", " zoë ")] {
        let error = store
            .create_game(&[seat(first, Colour::Red), seat(second, Colour::Blue)], Ruleset::base(Edition::C3))
            .expect_err(second);
        assert_eq!(error.field(), Some("players[1].name"), "{error}");
        assert!(error.to_string().contains("one person, one seat"), "{error}");
    }
}

#[test]
fn stored_text_with_refused_characters_loads_and_exports_as_json_that_reads_back() {
    let dir = fresh_dir("typed-text-stored");
    let db = dir.join("tally.db");
    let mut store = Store::open(&db).expect("store");
    let id = store
        .create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3))
        .expect("a game")
        .id;
    drop(store);
    // What an older version could store: a reason with ALM and a line separator, a name
    // with a zero-width space and an escape (the log is append-only: the entry is
    // added as an earlier version would have).
    let reason = "a\u{61c}b\u{2028}c";
    let name = "A\u{200b}nn\u{1b}[2J";
    let conn = rusqlite::Connection::open(&db).expect("the file");
    let payload = serde_json::to_string(&correction(reason)).expect("payload");
    conn.execute(
        "INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
         VALUES (?1, 1, '2026-03-01T19:00:00.000Z', 1, 'red', '1A', 'correct', 2, ?2)",
        rusqlite::params![id, payload],
    )
    .expect("an entry of an earlier version");
    conn.execute("UPDATE game_players SET name = ?1 WHERE name = 'Ann'", [name]).expect("a name of an earlier version");
    drop(conn);

    let store = Store::open(&db).expect("store");
    let loaded = store.load_game(id).expect("still loads");
    assert_eq!(loaded.game.setup().players[0].name, name);
    assert_eq!(loaded.game.table().players[0].score, 2);
    let json = store.export(&[]).expect("export").to_json().expect("json");
    for raw in ['\u{61c}', '\u{2028}', '\u{200b}', '\u{1b}'] {
        assert!(!json.contains(raw), "{} written as it is", u32::from(raw));
    }
    assert!(json.contains(r#""name": "A\u200bnn\u001b[2J""#), "{json}");
    assert!(json.contains(r#""reason": "a\u061cb\u2028c""#), "{json}");
    let back: Value = serde_json::from_str(&json).expect("valid JSON");
    assert_eq!(back["games"][0]["players"][0]["name"], name);
    assert_eq!(back["games"][0]["entries"][0]["command"]["reason"], reason);

    let mut other = Store::open_in_memory().expect("another store");
    let error = other.import(&json).expect_err("the export is refused");
    assert_eq!(error.code().as_str(), "invalid_import");
    let message = error.to_string();
    assert!(message.contains("`entries[0].reason`") && message.contains("U+061C"), "{message}");
    let fixed = json.replace(r"a\u061cb\u2028c", "miscounted");
    let message = other.import(&fixed).expect_err("the name is refused too").to_string();
    assert!(message.contains("`players[0].name`") && message.contains("U+200B"), "{message}");
    assert!(other.history(&HistoryFilter::default()).expect("history").is_empty(), "nothing imported");
}
