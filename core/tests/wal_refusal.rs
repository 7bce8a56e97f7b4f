//! A write-ahead log beside a database is applied only when it is the database's own
//! and loses nothing of it; a refused database and its log are left exactly as they
//! were, with nothing made beside them (no `-shm`), and setting the log aside opens
//! the file with all its games.
//!
//! The logs here are real: a child process writes games and is killed with SIGKILL,
//! which leaves its `-wal` behind as a crashed app would. The foreign-log matrix
//! crosses databases of 1, 3, 10 and 30 games with another database's session killed
//! after 1, 2, 4 and 8 commands, its log whole and cut to a few frames.

mod common;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, HistoryFilter, Store, set_aside_log};
use tally_core::{Edition, Error, ErrorCode, Ruleset};

use common::{child_path, fresh_dir, run_and_kill, run_until_then_kill};

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
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn wal_child() {
    let path = child_path(CHILD);
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
    error.code() == ErrorCode::ForeignLog
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
    let moved = set_aside_log(&a).expect("set aside").expect("there was a log");
    assert_eq!(fs::read(&moved).expect("the log set aside"), log, "the log is kept, whole");
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

/// Source: road.base — 1 point per tile. Two finished games, then a session that
/// scores seven roads, red's and blue's in turn of 2 to 8 tiles, and is killed with
/// its log beside the file: the log is applied, and the third game is there with
/// its seven entries, red 2 + 4 + 6 + 8 = 20 and blue 3 + 5 + 7 = 15.
#[test]
fn a_crashed_session_s_own_wal_is_recovered() {
    let dir = fresh_dir("wal-own");
    let path = dir.join("tally.db");
    add_games(&path, 2, 5);
    crash_after(&path, 7);
    let store = Store::open(&path).expect("a log that belongs to the file is accepted");
    assert_eq!(store.integrity_check().expect("check"), "ok");
    let games = store.history(&HistoryFilter::default()).expect("history");
    assert_eq!(games.len(), 3, "the two finished games and the crashed session's");
    let unfinished = store.unfinished_games().expect("unfinished");
    assert_eq!(unfinished.len(), 1, "the crashed session's game");
    let crashed = store.load_game(unfinished[0].id).expect("it loads");
    assert_eq!(crashed.game.entries().len(), 7, "every command the session acknowledged");
    let scores: Vec<i64> = crashed.game.table().players.iter().map(|player| player.score).collect();
    assert_eq!(scores, [20, 15]);
    let _ = fs::remove_dir_all(&dir);
}

const COMMANDS_CHILD: &str = "TALLY_WAL_COMMANDS_DB";

/// The child of the matrix: on the database named by its variable, records a new
/// game and then as many commands as `<db>.commands` says, saying "ack" after each,
/// and waits to be killed.
#[test]
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn commands_child() {
    let path = child_path(COMMANDS_CHILD);
    let commands: i64 = fs::read_to_string(format!("{path}.commands")).expect("count").trim().parse().expect("number");
    let mut store = Store::open(&path).expect("open");
    let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("create");
    let stdout = std::io::stdout();
    for command in 0..commands {
        store.execute(&mut active, road(if command % 2 == 0 { "red" } else { "blue" }, 2 + command)).expect("score");
        let mut out = stdout.lock();
        writeln!(out, "ack").expect("stdout");
        out.flush().expect("flush");
    }
    loop {
        std::thread::sleep(Duration::from_secs(1));
    }
}

/// Runs [`commands_child`] on `path` and kills it after its `commands` commands: its
/// log is left beside the file, holding exactly those commits.
fn crash_after(path: &Path, commands: usize) {
    fs::write(format!("{}.commands", path.display()), commands.to_string()).expect("count");
    // The test harness prints its own "test commands_child ... " before the first ack.
    let acked = |lines: &[String]| lines.iter().filter(|line| line.ends_with("ack")).count() == commands;
    run_until_then_kill("commands_child", COMMANDS_CHILD, path, acked, Duration::ZERO);
    assert!(fs::metadata(wal_of(path)).map(|meta| meta.len()).unwrap_or(0) > 0, "the killed child left its log");
}

/// Entries of every game, by game uuid.
fn entries_by_game(path: &Path) -> Vec<(String, usize)> {
    let store = Store::open(path).expect("open");
    let mut games: Vec<(String, usize)> = store
        .history(&HistoryFilter::default())
        .expect("history")
        .iter()
        .map(|game| (game.uuid.clone(), store.load_game(game.id).expect("load").game.entries().len()))
        .collect();
    games.sort();
    games
}

/// Opens `path` with the log beside it: refused as a foreign log, both files byte for
/// byte as they were; then the log set aside (kept whole) and the file opened with
/// exactly `expected`.
fn assert_refused_then_set_aside(path: &Path, expected: &[(String, usize)], case: &str) {
    let database = fs::read(path).expect("database");
    let log = fs::read(wal_of(path)).expect("log");
    let dir = path.parent().expect("dir");
    let listing = || -> Vec<String> {
        let mut names: Vec<String> =
            fs::read_dir(dir).expect("dir").filter_map(|entry| entry.ok()?.file_name().into_string().ok()).collect();
        names.sort();
        names
    };
    let before = listing();
    let error = Store::open(path).expect_err(case);
    assert_eq!(listing(), before, "{case}: nothing made beside the files (no -shm)");
    assert!(refused(&error), "{case}: {error}");
    assert!(error.to_string().contains("-wal"), "{case}: the message names the log: {error}");
    assert_eq!(fs::read(path).expect("database"), database, "{case}: the database is byte for byte what it was");
    assert_eq!(fs::read(wal_of(path)).expect("log"), log, "{case}: the log is byte for byte what it was");
    let moved = set_aside_log(path).expect("set aside").expect("a log");
    assert_eq!(fs::read(moved).expect("kept"), log, "{case}: the log set aside is whole");
    assert_eq!(entries_by_game(path), expected, "{case}: every game and entry of the file is there");
}

const FRAME: usize = 24 + 4096;

/// The first `frames` frames of a log (32-byte header, 24-byte frame headers, 4096-byte pages).
fn cut_to_frames(log: &[u8], frames: usize) -> Vec<u8> {
    log[..log.len().min(32 + frames * FRAME)].to_vec()
}

/// A log cut a few frames after its first commit: some of it applies, the rest is
/// lost (a copy cut short).
fn cut_after_first_commit(log: &[u8]) -> Vec<u8> {
    let frames = (log.len() - 32) / FRAME;
    let first_commit = (0..frames)
        .find(|frame| {
            let at = 32 + frame * FRAME;
            log[at + 4..at + 8] != [0, 0, 0, 0]
        })
        .expect("a commit frame");
    cut_to_frames(log, first_commit + 3)
}

#[test]
fn foreign_logs_are_refused_whole_or_cut_and_both_files_stay_as_they_were() {
    let dir = fresh_dir("wal-matrix");
    let logs: Vec<(usize, Vec<u8>)> = [1, 2, 4, 8]
        .into_iter()
        .map(|commands| {
            let other = dir.join(format!("other-{commands}.db"));
            add_games(&other, commands % 3, 4);
            crash_after(&other, commands);
            (commands, fs::read(wal_of(&other)).expect("the other log"))
        })
        .collect();
    let mut cases = 0;
    for games in [1, 3, 10, 30] {
        let original = dir.join(format!("original-{games}.db"));
        add_games(&original, games, 6);
        let expected = entries_by_game(&original);
        assert_eq!(expected.len(), games);
        let bytes = fs::read(&original).expect("original");
        for (commands, log) in &logs {
            for (shape, wal) in
                [("whole", log.clone()), ("cut 3 frames after its first commit", cut_after_first_commit(log))]
            {
                let case =
                    format!("{games} games, the other session killed after {commands} commands, its log {shape}");
                let path = dir.join(format!("case-{cases}.db"));
                fs::write(&path, &bytes).expect("the database");
                fs::write(wal_of(&path), wal).expect("the foreign log");
                assert_refused_then_set_aside(&path, &expected, &case);
                cases += 1;
            }
        }
    }
    assert_eq!(cases, 32);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_stale_log_of_the_same_database_is_refused() {
    let dir = fresh_dir("wal-stale");
    let path = dir.join("tally.db");
    add_games(&path, 3, 5);
    crash_after(&path, 4);
    let stale = fs::read(wal_of(&path)).expect("the crashed session's log");
    // The next session recovers that log, plays on and closes cleanly.
    add_games(&path, 1, 5);
    assert!(!wal_of(&path).exists(), "a clean close leaves no log");
    let expected = entries_by_game(&path);
    assert_eq!(expected.len(), 5);
    // A file-level backup's log put back beside the newer file.
    fs::write(wal_of(&path), &stale).expect("the old log put back");
    assert_refused_then_set_aside(&path, &expected, "a stale log");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_log_of_a_copy_is_refused_when_the_original_moved_on() {
    let dir = fresh_dir("wal-copy");
    let original = dir.join("original.db");
    add_games(&original, 2, 5);
    let copy = dir.join("copy.db");
    fs::copy(&original, &copy).expect("copy");
    add_games(&original, 1, 3);
    let expected = entries_by_game(&original);
    crash_after(&copy, 2);
    fs::copy(wal_of(&copy), wal_of(&original)).expect("the copy's log beside the original");
    assert_refused_then_set_aside(&original, &expected, "a copy's log");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_crashed_session_s_own_log_is_recovered_with_every_acknowledged_entry() {
    let dir = fresh_dir("wal-own-exact");
    let path = dir.join("tally.db");
    add_games(&path, 3, 4);
    for commands in [1, 2, 4, 8] {
        let before = entries_by_game(&path);
        crash_after(&path, commands);
        let store = Store::open(&path).expect("the session's own log is accepted");
        assert_eq!(store.startup_check(), tally_core::store::StartupCheck::LogProven);
        assert_eq!(store.integrity_check().expect("check"), "ok");
        drop(store);
        let after = entries_by_game(&path);
        assert_eq!(after.len(), before.len() + 1, "the crashed session's game is there");
        let new: Vec<usize> = after.iter().filter(|game| !before.contains(game)).map(|(_, entries)| *entries).collect();
        assert_eq!(new, [commands], "exactly the {commands} acknowledged commands of its game");
    }
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn another_database_s_first_commit_or_not_a_log_is_refused_untouched() {
    let dir = fresh_dir("wal-nothing");
    let path = dir.join("tally.db");
    add_games(&path, 2, 3);
    let expected = entries_by_game(&path);
    let other = dir.join("other.db");
    crash_after(&other, 2);
    let log = fs::read(wal_of(&other)).expect("log");
    // The header and one frame: the other database's first commit (its header page
    // alone, before it had a commit chain), which names no head.
    fs::write(wal_of(&path), cut_to_frames(&log, 1)).expect("write");
    assert_refused_then_set_aside(&path, &expected, "another database's first commit");
    // Not a log at all.
    fs::write(wal_of(&path), b"these are not the frames you are looking for").expect("write");
    assert_refused_then_set_aside(&path, &expected, "not a log");
    let _ = fs::remove_dir_all(&dir);
}
