//! Two threads using one store at once: no error, no lost event.
//!
//! - Each thread opens its own connection to the same file (WAL, busy timeout) and
//!   creates games, records commands, imports a game, while a third connection
//!   reads the history and resumes games.
//! - Several threads share one `Store` behind `Arc<Mutex<_>>`.
//!
//! At the end every acknowledged command is in the file (entries counted game by
//! game) and `PRAGMA integrity_check` says ok. `TALLY_CONCURRENCY_COMMANDS` sets the
//! commands per game (default 40).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier, Mutex};
use std::thread;

use serde_json::json;
use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, HistoryFilter, Store};
use tally_core::{Edition, Ruleset};

fn commands_per_game() -> usize {
    std::env::var("TALLY_CONCURRENCY_COMMANDS").ok().and_then(|value| value.parse().ok()).unwrap_or(40)
}

fn temp_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tally-concurrent-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join("tally.db")
}

/// Seats with names of this thread's own (new roster players race to be added).
fn seats(thread: usize, game: usize) -> Vec<GameSeat> {
    vec![
        GameSeat { roster_id: None, name: format!("Ann {thread}"), colour: Colour::Red },
        GameSeat { roster_id: None, name: format!("Ben {thread}-{game}"), colour: Colour::Blue },
        GameSeat { roster_id: None, name: "Cleo".into(), colour: Colour::Green },
    ]
}

fn command(index: usize, active: &str) -> Command {
    let value = match index % 5 {
        0 => json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": 3 + index % 4},
                    "players": [{"id": active, "followers": 1}]}),
        1 => json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 2 + index % 3},
                    "players": [{"id": active, "followers": 1}]}),
        2 => json!({"type": "undo"}),
        3 => json!({"type": "redo"}),
        _ => json!({"type": "end_turn"}),
    };
    serde_json::from_value(value).expect("command")
}

/// A game played by one writer: its id and the entries it stored.
fn play(store: &mut Store, thread: usize, game: usize, commands: usize) -> (i64, usize) {
    let mut active = store.create_game(&seats(thread, game), Ruleset::base(Edition::C3)).expect("create a game");
    for index in 0..commands {
        let player = active.game.table().active_player().id.clone();
        store.execute(&mut active, command(index, &player)).expect("every command is accepted and committed");
    }
    (active.id, active.game.entries().len())
}

fn check(path: &Path, expected: &BTreeMap<i64, usize>) {
    let store = Store::open(path).expect("reopen");
    assert_eq!(store.integrity_check().expect("integrity check"), "ok");
    for (id, entries) in expected {
        let stored = store.load_game(*id).expect("the game loads").game.entries().len();
        assert_eq!(stored, *entries, "game {id}: every acknowledged entry is stored");
    }
    let all = store.history(&HistoryFilter::default()).expect("history");
    assert_eq!(all.len(), expected.len(), "no game lost, none doubled");
}

#[test]
fn two_connections_write_different_games_while_a_third_reads() {
    let path = temp_db("connections");
    drop(Store::open(&path).expect("create the database"));
    let commands = commands_per_game();
    let start = Arc::new(Barrier::new(3));
    let done = Arc::new(AtomicBool::new(false));
    let writers: Vec<_> = (0..2)
        .map(|thread| {
            let (path, start) = (path.clone(), Arc::clone(&start));
            thread::spawn(move || {
                let mut store = Store::open(&path).expect("open");
                start.wait();
                let mut played = Vec::new();
                for game in 0..3 {
                    played.push(play(&mut store, thread, game, commands));
                }
                // An import races with the other writer too.
                let json = store.export(&[played[0].0]).expect("export").to_json().expect("json");
                let mut copy: serde_json::Value = serde_json::from_str(&json).expect("json");
                copy["games"][0]["uuid"] = json!(format!("00000000-0000-4000-8000-00000000000{thread}"));
                let report = store.import(&copy.to_string()).expect("import");
                played.push((report.imported[0], played[0].1));
                played
            })
        })
        .collect();
    let reader = {
        let (path, start, done) = (path.clone(), Arc::clone(&start), Arc::clone(&done));
        thread::spawn(move || {
            let store = Store::open(&path).expect("open");
            start.wait();
            let mut reads = 0;
            while !done.load(Ordering::Relaxed) {
                for game in store.history(&HistoryFilter::default()).expect("history while others write") {
                    store.load_game(game.id).expect("a game loads while others write");
                }
                reads += 1;
            }
            reads
        })
    };
    let mut expected = BTreeMap::new();
    for writer in writers {
        expected.extend(writer.join().expect("writer thread"));
    }
    done.store(true, Ordering::Relaxed);
    assert!(reader.join().expect("reader thread") > 0);
    assert_eq!(expected.len(), 8);
    check(&path, &expected);
    let _ = std::fs::remove_dir_all(path.parent().expect("dir"));
}

#[test]
fn threads_share_one_store_behind_a_mutex() {
    let path = temp_db("mutex");
    let store = Arc::new(Mutex::new(Store::open(&path).expect("open")));
    let commands = commands_per_game();
    let start = Arc::new(Barrier::new(4));
    let threads: Vec<_> = (0..4)
        .map(|thread| {
            let (store, start) = (Arc::clone(&store), Arc::clone(&start));
            thread::spawn(move || {
                start.wait();
                let mut active = store
                    .lock()
                    .expect("lock")
                    .create_game(&seats(thread, 0), Ruleset::base(Edition::C3))
                    .expect("create a game");
                for index in 0..commands {
                    let player = active.game.table().active_player().id.clone();
                    // One command per lock: the threads interleave command by command.
                    store.lock().expect("lock").execute(&mut active, command(index, &player)).expect("execute");
                }
                (active.id, active.game.entries().len())
            })
        })
        .collect();
    let expected: BTreeMap<i64, usize> = threads.into_iter().map(|thread| thread.join().expect("thread")).collect();
    assert_eq!(expected.len(), 4);
    drop(store);
    check(&path, &expected);
    let _ = std::fs::remove_dir_all(path.parent().expect("dir"));
}

#[test]
fn threads_open_a_new_file_at_once() {
    for round in 0..5 {
        let path = temp_db(&format!("open-{round}"));
        let start = Arc::new(Barrier::new(3));
        let threads: Vec<_> = (0..3)
            .map(|thread| {
                let (path, start) = (path.clone(), Arc::clone(&start));
                thread::spawn(move || {
                    start.wait();
                    let mut store = Store::open(&path).expect("open while others create the schema");
                    play(&mut store, thread, 0, 5)
                })
            })
            .collect();
        let expected: BTreeMap<i64, usize> = threads.into_iter().map(|thread| thread.join().expect("thread")).collect();
        check(&path, &expected);
        let _ = std::fs::remove_dir_all(path.parent().expect("dir"));
    }
}
