//! Races said out loud, on two connections to one file:
//!
//! - an undo or redo that finds the game moved on by another writer since it was
//!   read is refused with what changed, and nothing is written; when what changed
//!   does not matter to it (an undo and a redo elsewhere), it goes on;
//! - a write that waits on another writer past the busy timeout is
//!   `database_busy`, never SQLite's "database is locked", and changes nothing;
//! - an import commits in batches: another connection's commands get in between,
//!   and an import stopped by a busy database says how many games it stored.

mod common;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tally_core::session::{Colour, Command, LogChange};
use tally_core::store::{ActiveGame, GameSeat, HistoryFilter, Store};
use tally_core::{Edition, Error, Ruleset};

use common::fresh_dir;

fn command(value: Value) -> Command {
    serde_json::from_value(value).expect("a command")
}

fn road(player: &str, tiles: i64) -> Command {
    command(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
                   "players": [{"id": player, "followers": 1}]}))
}

fn city(player: &str, tiles: i64) -> Command {
    command(json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": tiles},
                   "players": [{"id": player, "followers": 1}]}))
}

/// Two connections (two phones) to a new file with a game of Ann and Ben.
fn two_phones(name: &str) -> (PathBuf, Store, Store, ActiveGame) {
    let db = fresh_dir(name).join("tally.db");
    let mut first = Store::open(&db).expect("first phone");
    let seats = [
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ];
    let active = first.create_game(&seats, Ruleset::base(Edition::C3)).expect("a game");
    let second = Store::open(&db).expect("second phone");
    (db, first, second, active)
}

fn stored_entries(store: &Store, id: i64) -> usize {
    store.load_game(id).expect("the game").game.entries().len()
}

#[test]
fn an_undo_after_another_phone_scored_is_refused_with_what_changed() {
    let (_db, mut first, mut second, mut here) = two_phones("races-undo");
    first.execute(&mut here, road("red", 3)).expect("#1");
    let mut there = second.load_game(here.id).expect("the other phone reads the game");
    first.execute(&mut here, city("blue", 3)).expect("#2 on the first phone");

    let error = second.execute(&mut there, Command::Undo).expect_err("the undo would take back #2");
    assert_eq!(error.code().as_str(), "changed_elsewhere", "{error}");
    assert_eq!(
        error.to_string(),
        "the game changed elsewhere and was reloaded: #2 City: Ben +6 is new since it was read; nothing was \
         undone: look at the game and undo again if the last entry is still the one to take back"
    );
    assert_eq!(stored_entries(&first, here.id), 2, "nothing written");
    assert_eq!(there.game.log().len(), 2, "the phone holds the game as stored");

    // Now that the phone has seen #2, undo takes it back, and says so.
    assert_eq!(second.execute(&mut there, Command::Undo), Ok(LogChange::Pop { seq: 2 }));
    let scores: Vec<i64> = there.game.table().players.iter().map(|player| player.score).collect();
    assert_eq!(scores, vec![3, 0]);
}

#[test]
fn an_undo_after_an_undo_elsewhere_is_refused_naming_what_was_taken_back() {
    let (_db, mut first, mut second, mut here) = two_phones("races-undo-undo");
    first.execute(&mut here, road("red", 3)).expect("#1");
    first.execute(&mut here, road("blue", 2)).expect("#2");
    let mut there = second.load_game(here.id).expect("read");
    first.execute(&mut here, Command::Undo).expect("the first phone takes back #2");
    let error = second.execute(&mut there, Command::Undo).expect_err("a second undo would take back #1");
    assert!(error.to_string().contains(": #2 was taken back since it was read; nothing was undone"), "{error}");
    assert_eq!(stored_entries(&first, here.id), 3);
    assert_eq!(there.game.log().len(), 1);
}

#[test]
fn an_undo_goes_on_when_the_log_it_saw_is_the_log_stored() {
    let (_db, mut first, mut second, mut here) = two_phones("races-undo-same");
    first.execute(&mut here, road("red", 3)).expect("#1");
    let mut there = second.load_game(here.id).expect("read");
    first.execute(&mut here, Command::Undo).expect("undo elsewhere");
    first.execute(&mut here, Command::Redo).expect("redo elsewhere");
    let change = second.execute(&mut there, Command::Undo).expect("the last entry is still #1");
    assert_eq!(change, LogChange::Pop { seq: 1 }, "what the undo did to the log the phone saw");
    assert!(there.game.log().is_empty());
    assert_eq!(stored_entries(&first, here.id), 4);
}

#[test]
fn a_redo_that_would_bring_back_another_entry_is_refused() {
    let (_db, mut first, mut second, mut here) = two_phones("races-redo");
    first.execute(&mut here, road("red", 3)).expect("#1");
    first.execute(&mut here, road("blue", 2)).expect("#2");
    first.execute(&mut here, Command::Undo).expect("#2 taken back: redo would bring it back");
    let mut there = second.load_game(here.id).expect("read");
    assert_eq!(there.game.next_redo(), Some(2));
    first.execute(&mut here, city("red", 4)).expect("#4 elsewhere");
    first.execute(&mut here, Command::Undo).expect("#4 taken back elsewhere: redo now brings back #4");
    let error = second.execute(&mut there, Command::Redo).expect_err("the redo would bring back #4");
    assert_eq!(error.code().as_str(), "changed_elsewhere");
    assert!(
        error.to_string().contains(": #4 is now the entry redo brings back since it was read; nothing was redone"),
        "{error}"
    );
    assert_eq!(stored_entries(&first, here.id), 5);
    let change = second.execute(&mut there, Command::Redo).expect("seen now");
    assert!(matches!(change, LogChange::Push { item } if item.seq == 4));
}

#[test]
fn a_write_waiting_past_the_busy_timeout_is_database_busy_and_changes_nothing() {
    let (db, mut first, _second, mut here) = two_phones("races-busy");
    first.execute(&mut here, road("red", 3)).expect("#1");
    let holder = rusqlite::Connection::open(&db).expect("another program");
    holder.execute_batch("BEGIN IMMEDIATE").expect("it takes the write lock");
    let started = Instant::now();
    let error = first.execute(&mut here, road("red", 2)).expect_err("busy");
    let waited = started.elapsed();
    holder.execute_batch("ROLLBACK").expect("let go");
    assert_eq!(error, Error::DatabaseBusy);
    assert!(error.is_storage());
    assert_eq!(
        error.to_string(),
        "the database is busy: another program is writing to it (a long import?) and did not let go in time; \
         nothing changed, try again in a moment"
    );
    assert!(waited >= Duration::from_secs(5), "it waited the busy timeout first: {waited:?}");
    assert_eq!(stored_entries(&first, here.id), 1, "nothing written");
    assert_eq!(here.game.entries().len(), 1, "nothing applied");
    first.execute(&mut here, road("red", 2)).expect("applied once the lock is free");
}

/// An export document of `games` games of Ann and Ben, two entries each.
fn document(games: usize, first_uuid: usize) -> String {
    let (_db, mut store, _second, mut active) = two_phones(&format!("races-doc-{games}-{first_uuid}"));
    store.execute(&mut active, road("red", 3)).expect("a road");
    store.execute(&mut active, city("blue", 3)).expect("a city");
    let mut document = serde_json::to_value(store.export(&[]).expect("export")).expect("json");
    let game = document["games"][0].clone();
    let copies: Vec<Value> = (0..games)
        .map(|index| {
            let mut copy = game.clone();
            copy["uuid"] = json!(format!("3b9b9f4c-6f6a-4b51-9b0d-{:012}", first_uuid + index));
            copy
        })
        .collect();
    document["games"] = Value::Array(copies);
    document.to_string()
}

#[test]
fn commands_during_a_long_import_get_in_between_its_batches() {
    let (db, _first, mut second, mut here) = two_phones("races-import");
    let json = document(3_000, 1);
    let importing = Arc::new(AtomicBool::new(true));
    let importer = {
        let (db, importing) = (db.clone(), Arc::clone(&importing));
        std::thread::spawn(move || {
            let mut store = Store::open(&db).expect("the importer's connection");
            let report = store.import(&json);
            importing.store(false, Ordering::SeqCst);
            report
        })
    };
    // Commands on the other connection while the import runs: each applied, or
    // refused as busy with nothing written. One applied when the import had stored
    // some of its games but not all got in between two batches.
    let (mut applied, mut busy, mut between_batches) = (0, 0, 0);
    while importing.load(Ordering::SeqCst) {
        match second.execute(&mut here, road("red", 1)) {
            Ok(_) => {
                applied += 1;
                let games = second.history(&HistoryFilter::default()).expect("history").len();
                if (2..3_001).contains(&games) {
                    between_batches += 1;
                }
            }
            Err(Error::DatabaseBusy) => busy += 1,
            Err(other) => panic!("neither applied nor busy: {other}"),
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let report = importer.join().expect("the importer").expect("the import");
    assert_eq!(report.imported.len(), 3_000);
    assert!(between_batches > 0, "no command got in between two batches ({applied} applied, {busy} busy)");
    assert_eq!(stored_entries(&second, here.id), applied, "every applied command stored, no busy one");
    assert_eq!(second.history(&HistoryFilter::default()).expect("history").len(), 3_001);
    assert_eq!(second.integrity_check().expect("check"), "ok");
}

/// Takes the write lock in a pause between two of the import's batches (once it
/// stored some games) and holds it past the busy timeout.
fn hold_the_lock_after_the_first_batch(db: &Path) -> rusqlite::Connection {
    let holder = rusqlite::Connection::open(db).expect("another program");
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "the import stored no game");
        let games: i64 = holder.query_row("SELECT count(*) FROM games", [], |row| row.get(0)).expect("count");
        if games > 1 && holder.execute_batch("BEGIN IMMEDIATE").is_ok() {
            return holder;
        }
        std::thread::sleep(Duration::from_micros(500));
    }
}

#[test]
fn an_import_stopped_by_a_busy_database_says_how_many_games_it_stored() {
    let (db, _first, second, _here) = two_phones("races-import-stopped");
    let json = document(5_000, 1);
    let importer = {
        let (db, json) = (db.clone(), json.clone());
        std::thread::spawn(move || Store::open(&db).expect("importer").import(&json))
    };
    let holder = hold_the_lock_after_the_first_batch(&db);
    let result = importer.join().expect("the importer");
    holder.execute_batch("ROLLBACK").expect("let go");
    let Err(Error::ImportStopped { imported, total, cause }) = result else {
        panic!("the import was not stopped: {result:?}");
    };
    assert_eq!((total, *cause), (5_000, Error::DatabaseBusy));
    let stored = second.history(&HistoryFilter::default()).expect("history").len() - 1;
    assert_eq!(imported as usize, stored, "the report says what is stored");
    assert!((1..5_000).contains(&stored), "{stored}");
    let message = Error::ImportStopped { imported, total, cause: Box::new(Error::DatabaseBusy) }.to_string();
    assert!(message.starts_with("the import stopped: the database is busy"), "{message}");
    assert!(message.contains(&format!("Games stored before it stopped: {stored} of 5000; import the document again")));
    // Again: the rest is added, what was stored skipped.
    let mut store = Store::open(&db).expect("store");
    let report = store.import(&json).expect("the rest");
    assert_eq!((report.imported.len(), report.skipped.len()), (5_000 - stored, stored));
    assert_eq!(store.integrity_check().expect("check"), "ok");
}
