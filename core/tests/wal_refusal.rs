//! A refused database is left exactly as it was, `-wal` included (issue: a foreign or
//! stale write-ahead log beside a database was checkpointed into it when the refused
//! connection closed, destroying a player's history).
//!
//! The logs here are real: a child process writes games and is killed with SIGKILL,
//! which leaves its `-wal` behind as a crashed app would.

mod common;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, HistoryFilter, Store};
use tally_core::{Edition, Error, Ruleset};

use common::{fresh_dir, run_and_kill};

const CHILD: &str = "TALLY_WAL_CHILD_DB";

fn seats() -> Vec<GameSeat> {
    vec![
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ]
}

fn road(player: &str, tiles: i64) -> Command {
    serde_json::from_value(serde_json::json!({
        "type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
        "players": [{"id": player, "followers": 1}]
    }))
    .expect("command")
}

/// Adds `games` finished games of `turns` turns to the store at `path`.
fn add_games(path: &Path, games: usize, turns: i64) {
    let mut store = Store::open(path).expect("open");
    for _ in 0..games {
        let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("create");
        for turn in 0..turns {
            let player = if turn % 2 == 0 { "red" } else { "blue" };
            store.execute(&mut active, road(player, 1 + turn % 5)).expect("score");
            store.execute(&mut active, Command::EndTurn).expect("end turn");
        }
        store.execute(&mut active, Command::StartEndGame).expect("end");
        store.execute(&mut active, Command::FINISH).expect("finish");
    }
}

/// The child: writes games until killed, saying "ack" after each command.
#[test]
fn wal_child() {
    let Ok(path) = std::env::var(CHILD) else { return };
    let mut store = Store::open(&path).expect("open");
    let stdout = std::io::stdout();
    loop {
        let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("create");
        for turn in 0..40 {
            store.execute(&mut active, road("red", 1 + turn % 5)).expect("score");
            let mut out = stdout.lock();
            writeln!(out, "ack").expect("stdout");
            out.flush().expect("flush");
        }
    }
}

fn wal_of(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-wal");
    PathBuf::from(name)
}

/// Runs the child on `path` until it has acknowledged something, then kills it:
/// its `-wal` is left beside the file.
fn crash_a_session_on(path: &Path) {
    for attempt in 0..20 {
        let lines = run_and_kill("wal_child", CHILD, path, Duration::from_millis(300 + 100 * attempt));
        let wal = fs::metadata(wal_of(path)).map(|meta| meta.len()).unwrap_or(0);
        if lines.iter().any(|line| line == "ack") && wal > 0 {
            return;
        }
    }
    panic!("the killed child never left a write-ahead log");
}

fn games_in(path: &Path) -> usize {
    Store::open(path).expect("open").history(&HistoryFilter::default()).expect("history").len()
}

fn refused(error: &Error) -> bool {
    matches!(error, Error::NotATallyDatabase { .. } | Error::DamagedDatabase { .. })
}

#[test]
fn a_foreign_wal_beside_a_database_is_refused_and_both_files_stay_as_they_were() {
    let dir = fresh_dir("wal-foreign");
    let a = dir.join("a.db");
    add_games(&a, 21, 30);
    assert!(!wal_of(&a).exists(), "a clean close leaves no log");
    let b = dir.join("b.db");
    crash_a_session_on(&b);

    fs::copy(wal_of(&b), wal_of(&a)).expect("copy the log");
    let database = fs::read(&a).expect("a.db");
    let log = fs::read(wal_of(&a)).expect("a.db-wal");

    let error = Store::open(&a).expect_err("a log of another file is refused");
    assert!(refused(&error), "{error}");
    let message = error.to_string();
    assert!(message.contains("a.db-wal") && message.contains("move"), "the message says what to do: {message}");
    assert_eq!(fs::read(&a).expect("a.db"), database, "the database is byte for byte what it was");
    assert_eq!(fs::read(wal_of(&a)).expect("a.db-wal"), log, "the log is byte for byte what it was");

    // Twice: a second refusal is as harmless as the first.
    assert!(Store::open(&a).is_err());
    assert_eq!(fs::read(&a).expect("a.db"), database);

    // Following the advice brings the history back whole.
    fs::rename(wal_of(&a), dir.join("a.db-wal.moved")).expect("move the log away");
    let _ = fs::remove_file(dir.join("a.db-shm"));
    assert_eq!(games_in(&a), 21);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_backup_restored_over_a_crashed_database_is_refused_untouched() {
    let dir = fresh_dir("wal-restore");
    let live = dir.join("live.db");
    add_games(&live, 3, 10);
    let backup = dir.join("backup.db");
    fs::copy(&live, &backup).expect("backup");

    // The history grows well past the backup, then a session crashes.
    add_games(&live, 20, 30);
    crash_a_session_on(&live);
    let crashed_log = fs::read(wal_of(&live)).expect("the crashed session's log");

    fs::copy(&backup, &live).expect("restore the backup over the live file");
    let restored = fs::read(&live).expect("live.db");

    let error = Store::open(&live).expect_err("the stale log does not fit the restored file");
    assert!(refused(&error), "{error}");
    assert_eq!(fs::read(&live).expect("live.db"), restored, "the restored file is untouched");
    assert_eq!(fs::read(wal_of(&live)).expect("live.db-wal"), crashed_log, "the log is untouched");

    fs::remove_file(wal_of(&live)).expect("drop the stale log");
    let _ = fs::remove_file(dir.join("live.db-shm"));
    assert_eq!(games_in(&live), 3, "the backup opens with its own games");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_crashed_session_s_own_wal_is_recovered() {
    let dir = fresh_dir("wal-own");
    let path = dir.join("tally.db");
    add_games(&path, 2, 5);
    crash_a_session_on(&path);
    let store = Store::open(&path).expect("a log that belongs to the file is accepted");
    assert_eq!(store.integrity_check().expect("check"), "ok");
    let games = store.history(&HistoryFilter::default()).expect("history");
    assert!(games.len() >= 3, "the crashed session's game is there: {}", games.len());
    let _ = fs::remove_dir_all(&dir);
}
