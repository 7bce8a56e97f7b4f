//! The commit chain's proof at open, each case with real files and real killed
//! processes (the matrix of foreign, stale and copied logs is `wal_refusal.rs`):
//!
//! - a copy's log over an original that changed another game is refused (the copy
//!   scored game 1 and was killed, the original scored game 2): the cached scores
//!   the history lists can never disagree with the games' own logs;
//! - a log holding no commit (a session killed during its first write: the header
//!   alone, cut inside its first frame, or its first frame whole) is set aside, kept
//!   byte for byte, and the database opens, with and without the killed session's
//!   `-shm`; a running session's first write is left to it;
//! - a link to the database is judged by the log beside the file it points to;
//! - a refusal writes nothing: both files byte for byte, no `-shm`, the directory
//!   as it was;
//! - a database written before the chain is migrated with everything it holds, and
//!   a log beside it gets the whole judgement;
//! - a new database and its logs are readable and writable by their owner only.

mod common;

use std::collections::BTreeSet;
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};
use std::time::Duration;

use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, HistoryFilter, StartupCheck, Store, set_aside_log};
use tally_core::{Edition, Error, ErrorCode, Ruleset};

use common::{child_args, child_path, fresh_dir, run_until_then_kill};

fn seats() -> Vec<GameSeat> {
    vec![
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Bob".into(), colour: Colour::Blue },
    ]
}

fn road(player: &str, tiles: i64) -> Command {
    serde_json::from_value(serde_json::json!({
        "type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
        "players": [{"id": player, "followers": 1}]
    }))
    .expect("command")
}

fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// The names in `dir`, sorted.
fn listing(dir: &Path) -> BTreeSet<String> {
    fs::read_dir(dir).expect("dir").filter_map(|entry| entry.ok()?.file_name().into_string().ok()).collect()
}

/// `games` unfinished games, each with a road of 3 + its number for red, closed
/// cleanly.
fn games(path: &Path, games: i64) {
    let mut store = Store::open(path).expect("open");
    for game in 0..games {
        let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("create");
        store.execute(&mut active, road("red", 3 + game)).expect("score");
    }
}

/// Each game's uuid, its entries, and its scores twice: as the history lists them
/// (the games' cached scores) and as its log replays them.
fn games_in(path: &Path) -> Vec<(String, usize, Vec<i64>, Vec<i64>)> {
    let store = Store::open(path).expect("open");
    let mut found: Vec<_> = store
        .history(&HistoryFilter::default())
        .expect("history")
        .into_iter()
        .map(|summary| {
            let active = store.load_game(summary.id).expect("load");
            let listed = summary.seats.iter().map(|seat| seat.score).collect();
            let replayed = active.game.table().players.iter().map(|player| player.score).collect();
            (summary.uuid, active.game.entries().len(), listed, replayed)
        })
        .collect();
    found.sort();
    found
}

const SCORE_CHILD: &str = "TALLY_PROOF_SCORE_DB";

/// The child: scores a road of 5 for `player` in game `game` (`<db>.score` holds
/// "game player"), says "ack", and waits to be killed.
#[test]
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn score_child() {
    let path = child_path(SCORE_CHILD);
    let order = fs::read_to_string(format!("{path}.score")).expect("what to score");
    let (game, player) = order.trim().split_once(' ').expect("game and player");
    let mut store = Store::open(&path).expect("open");
    let mut active = store.load_game(game.parse().expect("game")).expect("load");
    store.execute(&mut active, road(player, 5)).expect("score");
    writeln!(std::io::stdout(), "ack").expect("stdout");
    loop {
        std::thread::sleep(Duration::from_secs(1));
    }
}

/// Scores a road of 5 for `player` in game `game` of `path` in a child process,
/// killed once it said so: its log is left beside the file.
fn score_and_kill(path: &Path, game: i64, player: &str) {
    fs::write(format!("{}.score", path.display()), format!("{game} {player}")).expect("order");
    let acked = |lines: &[String]| lines.iter().any(|line| line.ends_with("ack"));
    run_until_then_kill("score_child", SCORE_CHILD, path, acked, Duration::ZERO);
    let file = fs::canonicalize(path).expect("the file a link leads to");
    assert!(fs::metadata(sidecar(&file, "-wal")).map(|meta| meta.len()).unwrap_or(0) > 0, "the log is left");
}

/// Opens `path` expecting its log refused, naming the log, with nothing written: the
/// database and the log byte for byte, and no file made beside them.
fn assert_refused_untouched(path: &Path, names: &str) -> Error {
    let dir = path.parent().expect("dir");
    let before = listing(dir);
    let database = fs::read(path).expect("database");
    let log = fs::read(sidecar(path, "-wal")).expect("log");
    let error = Store::open(path).expect_err("refused");
    assert_eq!(error.code(), ErrorCode::ForeignLog, "{error}");
    assert!(error.to_string().contains(names), "{error}");
    assert_eq!(listing(dir), before, "no -shm, nothing else made beside the files");
    assert_eq!(fs::read(path).expect("database"), database, "the database is byte for byte what it was");
    assert_eq!(fs::read(sidecar(path, "-wal")).expect("log"), log, "the log is byte for byte what it was");
    error
}

#[test]
fn a_copy_s_log_over_an_original_that_changed_another_game_is_refused() {
    let dir = fresh_dir("proof-copy");
    let original = dir.join("original.db");
    games(&original, 2);
    let copy = dir.join("copy.db");
    fs::copy(&original, &copy).expect("copy the database");
    score_and_kill(&copy, 1, "blue");
    {
        let mut store = Store::open(&original).expect("open");
        let mut game = store.load_game(2).expect("game 2");
        store.execute(&mut game, road("blue", 8)).expect("the original scores game 2");
    }
    let expected = games_in(&original);
    fs::copy(sidecar(&copy, "-wal"), sidecar(&original, "-wal")).expect("the copy's log beside the original");

    let error = assert_refused_untouched(&original, "original.db-wal");
    assert!(error.to_string().contains("a copy's that was changed apart from this file"), "{error}");

    let kept = set_aside_log(&original).expect("set aside").expect("a log");
    assert!(kept.exists());
    let after = games_in(&original);
    assert_eq!(after, expected, "every game as the original holds it");
    for (uuid, _, listed, replayed) in &after {
        assert_eq!(listed, replayed, "game {uuid}: the history's scores are the log's");
    }
    // Game 2's road of 8 for Bob is there; the copy's road of 5 in game 1 is not.
    let scores: BTreeSet<Vec<i64>> = after.iter().map(|game| game.3.clone()).collect();
    assert_eq!(scores, BTreeSet::from([vec![3, 0], vec![4, 8]]));
    let _ = fs::remove_dir_all(&dir);
}

const FIRST_WRITE_CHILD: &str = "TALLY_PROOF_FIRST_WRITE_DB";

/// The child: creates a game and scores in it, saying "ack" after each, until killed.
#[test]
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn first_write_child() {
    let path = child_path(FIRST_WRITE_CHILD);
    let mut store = Store::open(&path).expect("open");
    let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("create");
    writeln!(std::io::stdout(), "ack").expect("stdout");
    for tiles in 2.. {
        store.execute(&mut active, road("red", tiles)).expect("score");
        writeln!(std::io::stdout(), "ack").expect("stdout");
    }
}

const FRAME: usize = 24 + 4096;

#[test]
fn a_log_with_no_commit_is_set_aside_and_the_database_opens_with_or_without_its_shm() {
    let dir = fresh_dir("proof-no-commit");
    let path = dir.join("tally.db");
    games(&path, 2);
    let expected = games_in(&path);
    let pristine = fs::read(&path).expect("the database");
    // A real session's log and wal-index: the frames of its first write come first.
    let acked = |lines: &[String]| lines.iter().filter(|line| line.ends_with("ack")).count() >= 3;
    run_until_then_kill("first_write_child", FIRST_WRITE_CHILD, &path, acked, Duration::ZERO);
    let log = fs::read(sidecar(&path, "-wal")).expect("the killed session's log");
    let shm = fs::read(sidecar(&path, "-shm")).expect("the killed session's -shm");
    let commit_of = |frame: usize| {
        let at = 32 + frame * FRAME;
        u32::from_be_bytes(log[at + 4..at + 8].try_into().expect("4 bytes"))
    };
    assert_eq!(commit_of(0), 0, "the first write takes more than one frame: its first is no commit");

    let cases: [(&str, &[u8]); 3] = [
        ("the header alone", &log[..32]),
        ("cut inside its first frame", &log[..32 + 24 + 1000]),
        ("its first frame whole, no commit", &log[..32 + FRAME]),
    ];
    for (shape, wal) in cases {
        for with_shm in [false, true] {
            let case = format!("{shape}, {}", if with_shm { "with its -shm" } else { "without a -shm" });
            fs::write(&path, &pristine).expect("the database");
            fs::write(sidecar(&path, "-wal"), wal).expect("the cut log");
            if with_shm {
                fs::write(sidecar(&path, "-shm"), &shm).expect("the -shm");
            } else {
                let _ = fs::remove_file(sidecar(&path, "-shm"));
            }
            let store = Store::open(&path).unwrap_or_else(|error| panic!("{case}: refused: {error}"));
            assert_eq!(store.startup_check(), StartupCheck::UncommittedLogSetAside, "{case}");
            let kept = store.log_set_aside().expect("where it went").to_owned();
            assert_eq!(fs::read(&kept).expect("kept"), wal, "{case}: the log is kept byte for byte");
            let name = kept.file_name().and_then(|name| name.to_str()).expect("name").to_owned();
            let shm_kept = dir.join(name.replace("-wal.set-aside", "-shm.set-aside"));
            assert_eq!(fs::read(&shm_kept).ok(), with_shm.then(|| shm.clone()), "{case}: the -shm with it");
            drop(store);
            assert_eq!(games_in(&path), expected, "{case}: the file's games, all of them");
            let again = Store::open(&path).expect("open again");
            assert_eq!(again.startup_check(), StartupCheck::CleanShutdown, "{case}: said once");
            assert_eq!(again.log_set_aside(), None);
            drop(again);
            fs::remove_file(&kept).expect("tidy");
            let _ = fs::remove_file(&shm_kept);
        }
    }
    let _ = fs::remove_dir_all(&dir);
}

const SPILLING_CHILD: &str = "TALLY_PROOF_SPILLING_DB";

/// The child: a write of another program, large enough that SQLite writes frames
/// of it to the log before its commit; says "spilled", commits when told (a line
/// on stdin), says "committed" and closes.
#[test]
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn spilling_child() {
    let path = child_path(SPILLING_CHILD);
    let conn = rusqlite::Connection::open(&path).expect("open");
    conn.pragma_update(None, "cache_size", 10).expect("a small cache");
    conn.execute_batch("BEGIN IMMEDIATE").expect("begin");
    let name = "x".repeat(500);
    for row in 0..2000 {
        conn.execute(
            "INSERT INTO roster_players (name, colour, created_at) VALUES (?1, 'green', '2026-12-03T10:00:00.000Z')",
            [format!("{name}{row}")],
        )
        .expect("insert");
    }
    println!("spilled");
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).expect("told");
    conn.execute_batch("COMMIT").expect("commit");
    println!("committed");
}

#[test]
fn a_running_session_s_first_write_is_left_to_it() {
    let dir = fresh_dir("proof-running");
    let path = dir.join("tally.db");
    games(&path, 2);
    let expected = games_in(&path);
    let mut child = Process::new(std::env::current_exe().expect("test binary"))
        .args(child_args("spilling_child"))
        .env(SPILLING_CHILD, &path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the child");
    let mut said = BufReader::new(child.stdout.take().expect("stdout")).lines().map_while(Result::ok);
    assert!(said.any(|line| line.ends_with("spilled")), "the child wrote");
    let log = fs::metadata(sidecar(&path, "-wal")).expect("its log").len();
    assert!(log > 32 + FRAME as u64, "frames before the commit: {log} bytes");

    let store = Store::open(&path).expect("the database opens beside a running write");
    assert_eq!(store.startup_check(), StartupCheck::CleanShutdown);
    assert_eq!(store.log_set_aside(), None, "a running session's log is not set aside");
    assert_eq!(store.history(&HistoryFilter::default()).expect("history").len(), expected.len());
    assert!(!listing(&dir).iter().any(|name| name.contains("set-aside")), "{:?}", listing(&dir));
    drop(store);

    writeln!(child.stdin.take().expect("stdin"), "commit").expect("tell the child");
    assert!(said.any(|line| line.ends_with("committed")), "the child committed");
    child.wait().expect("the child ends");
    let store = Store::open(&path).expect("open");
    assert_eq!(store.roster().expect("roster").len(), 2 + 2000, "the running session's write is there, whole");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_link_to_the_database_is_judged_by_the_log_beside_its_target() {
    let dir = fresh_dir("proof-link");
    let target = dir.join("a.db");
    games(&target, 1);
    let other = dir.join("other.db");
    games(&other, 1);
    score_and_kill(&other, 1, "red");
    let link = dir.join("link.db");
    std::os::unix::fs::symlink(&target, &link).expect("a symbolic link");
    fs::copy(sidecar(&other, "-wal"), sidecar(&target, "-wal")).expect("another database's log beside the target");

    let before = listing(&dir);
    let database = fs::read(&target).expect("database");
    let error = Store::open(&link).expect_err("the log beside the target is judged, and refused");
    assert_eq!(error.code(), ErrorCode::ForeignLog, "{error}");
    assert!(error.to_string().contains(&format!("{}-wal", target.display())), "the target's log: {error}");
    assert_eq!(listing(&dir), before, "nothing made beside either name");
    assert_eq!(fs::read(&target).expect("database"), database);
    assert!(fs::symlink_metadata(&link).expect("link").file_type().is_symlink());

    // The link's own session, killed: its log lies beside the target and is proven.
    set_aside_log(&link).expect("set aside through the link").expect("a log");
    let expected = games_in(&target);
    score_and_kill(&link, 1, "blue");
    assert!(!sidecar(&link, "-wal").exists(), "SQLite keeps the log beside the target");
    let store = Store::open(&link).expect("proven through the link");
    assert_eq!(store.startup_check(), StartupCheck::LogProven);
    assert_eq!(store.path(), Some(fs::canonicalize(&target).expect("target").as_path()));
    drop(store);
    let after = games_in(&target);
    assert_eq!(after.len(), expected.len());
    assert_eq!(after[0].3, vec![3, 5], "the killed session's road of 5 for Bob");
    let _ = fs::remove_dir_all(&dir);
}

/// A database as schema version 8 left it: what versions 9 (the chain), 10 (the
/// roster's BG Stats ties), 11 (the statistics' indexes and tables) and 12 (the
/// games kept from joined tables) add, removed from a new one.
fn as_version_8(path: &Path) {
    let conn = rusqlite::Connection::open(path).expect("open");
    conn.execute_batch(
        "DROP TABLE joined_games;
         DROP TRIGGER game_expansions_listed; DROP TABLE game_expansions;
         DROP INDEX games_finished_started; DROP INDEX game_players_results; DROP INDEX awards_records;
         DROP INDEX games_finished_edition; ALTER TABLE games DROP COLUMN edition;
         DROP INDEX roster_players_me; ALTER TABLE roster_players DROP COLUMN is_me;
         ALTER TABLE roster_players DROP COLUMN bgstats_name; ALTER TABLE roster_players DROP COLUMN bgstats_uuid;
         DROP TRIGGER commit_head_is_one_row; DROP TABLE commit_head; PRAGMA user_version = 8;",
    )
    .expect("back to version 8");
}

const OLD_WRITER_CHILD: &str = "TALLY_PROOF_OLD_WRITER_DB";

/// The child: adds a roster player as a version-8 Tally did (the store's revision
/// counted), then leaves without closing: its log stays beside the file.
#[test]
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn old_writer_child() {
    let path = child_path(OLD_WRITER_CHILD);
    let conn = rusqlite::Connection::open(&path).expect("open");
    conn.execute_batch(
        "BEGIN IMMEDIATE;
         INSERT INTO roster_players (name, colour, created_at) VALUES ('Cleo', 'green', '2026-12-03T10:00:00.000Z');
         UPDATE store_identity SET revision = revision + 1;
         COMMIT;",
    )
    .expect("write");
    println!("ack");
    std::mem::forget(conn);
    std::process::exit(0);
}

#[test]
fn a_database_written_before_the_chain_keeps_everything_and_its_log_the_whole_judgement() {
    let dir = fresh_dir("proof-version-8");
    let path = dir.join("tally.db");
    games(&path, 3);
    as_version_8(&path);
    let expected = games_in(&path);
    // Reading it migrated it; back to version 8 for the log.
    as_version_8(&path);
    let acked = |lines: &[String]| lines.iter().any(|line| line.ends_with("ack"));
    run_until_then_kill("old_writer_child", OLD_WRITER_CHILD, &path, acked, Duration::ZERO);
    assert!(fs::metadata(sidecar(&path, "-wal")).expect("the log").len() > 0);

    let store = Store::open(&path).expect("its own log, judged whole");
    assert_eq!(store.startup_check(), StartupCheck::CheckedAfterUncleanShutdown);
    let names: Vec<String> = store.roster().expect("roster").into_iter().map(|player| player.name).collect();
    assert!(names.contains(&"Cleo".to_owned()), "{names:?}");
    let revision: i64 = store
        .connection_for_benchmarks()
        .query_row("SELECT revision FROM commit_head", [], |row| row.get(0))
        .expect("the chain, made by the migration");
    // Version 9 makes the chain as its first commit; every later migration counts one.
    assert_eq!(revision, 1 + (tally_core::store::migrations::LATEST - 9));
    drop(store);
    assert_eq!(games_in(&path), expected, "every game and entry through the migration");

    // Another database's log beside a version-8 file: the whole judgement refuses it.
    as_version_8(&path);
    let other = dir.join("other.db");
    games(&other, 1);
    score_and_kill(&other, 1, "red");
    fs::copy(sidecar(&other, "-wal"), sidecar(&path, "-wal")).expect("the other log");
    assert_refused_untouched(&path, "tally.db-wal");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_new_database_and_its_logs_are_readable_and_writable_by_their_owner_only() {
    let dir = fresh_dir("proof-mode");
    let control = dir.join("control");
    fs::write(&control, "").expect("a file made as this process makes files");
    let control_mode = fs::metadata(&control).expect("control").permissions().mode() & 0o777;
    assert_ne!(control_mode & 0o044, 0, "this process's umask lets others read: {control_mode:o}");

    let path = dir.join("tally.db");
    let mut store = Store::open(&path).expect("new");
    let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("create");
    store.execute(&mut active, road("red", 3)).expect("score");
    for suffix in ["", "-wal", "-shm"] {
        let file = sidecar(&path, suffix);
        let mode = fs::metadata(&file).expect("the file").permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{}: {mode:o}", file.display());
    }
    let _ = fs::remove_dir_all(&dir);
}

/// A first events leaf of the file (later sessions add games at the end of the table,
/// never touching it): its page number and the page size.
fn first_events_leaf(path: &Path) -> (usize, usize) {
    let conn = rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).expect("open");
    let page_size: usize = conn.query_row("PRAGMA page_size", [], |row| row.get(0)).expect("page size");
    let page: usize = conn
        .query_row(
            "SELECT pageno FROM dbstat WHERE name = 'events' AND pagetype = 'leaf' ORDER BY path LIMIT 1 OFFSET 1",
            [],
            |row| row.get(0),
        )
        .expect("an events leaf");
    (page, page_size)
}

/// The root page of a table of the file.
fn root_of(path: &Path, table: &str) -> usize {
    let conn = rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).expect("open");
    conn.query_row("SELECT rootpage FROM sqlite_schema WHERE name = ?1", [table], |row| row.get(0)).expect("root")
}

/// Overwrites the b-tree header of page `page` of the file (its type byte invalid).
fn tear_page(path: &Path, page: usize, page_size: usize) {
    let mut data = fs::read(path).expect("read");
    let at = (page - 1) * page_size;
    data[at..at + 8].copy_from_slice(&[0xFF; 8]);
    fs::write(path, &data).expect("write");
}

/// SQLite's running WAL checksum (little-endian words: the log's magic is 0x377f0682).
fn checksum((mut s0, mut s1): (u32, u32), data: &[u8]) -> (u32, u32) {
    for pair in data.chunks_exact(8) {
        let word = |at: usize| u32::from_le_bytes(pair[at..at + 4].try_into().expect("4 bytes"));
        s0 = s0.wrapping_add(word(0)).wrapping_add(s1);
        s1 = s1.wrapping_add(word(4)).wrapping_add(s0);
    }
    (s0, s1)
}

/// `log` up to its last commit, with one more commit appended: page 1 filled with
/// `0x55`, salted and checksummed as SQLite would (a commit the store did not write).
fn with_a_garbage_first_page(log: &[u8]) -> Vec<u8> {
    assert_eq!(u32::from_be_bytes(log[..4].try_into().expect("magic")), 0x377f_0682);
    let frames = (log.len() - 32) / FRAME;
    let last_commit = (0..frames)
        .rev()
        .find(|frame| log[32 + frame * FRAME + 4..32 + frame * FRAME + 8] != [0; 4])
        .expect("a commit");
    let end = 32 + (last_commit + 1) * FRAME;
    let mut bytes = log[..end].to_vec();
    let last = &log[end - FRAME..end];
    let sum = (
        u32::from_be_bytes(last[16..20].try_into().expect("4 bytes")),
        u32::from_be_bytes(last[20..24].try_into().expect("4 bytes")),
    );
    let mut header = Vec::new();
    header.extend(1u32.to_be_bytes());
    header.extend(&last[4..8]); // the database's size in pages after the commit
    header.extend(&log[16..24]); // the log's salts
    let page = vec![0x55u8; 4096];
    let sum = checksum(checksum(sum, &header[..8]), &page);
    header.extend(sum.0.to_be_bytes());
    header.extend(sum.1.to_be_bytes());
    bytes.extend(header);
    bytes.extend(page);
    bytes
}

#[test]
fn damage_is_said_of_the_file_itself_or_of_the_database_as_its_log_makes_it() {
    let dir = fresh_dir("proof-damage");

    // The log makes the database unreadable; the file alone is sound.
    let path = dir.join("log-broken.db");
    games(&path, 3);
    score_and_kill(&path, 1, "blue");
    let log = fs::read(sidecar(&path, "-wal")).expect("the log");
    fs::write(sidecar(&path, "-wal"), with_a_garbage_first_page(&log)).expect("the broken log");
    let error = assert_refused_untouched(&path, "log-broken.db-wal");
    assert!(error.to_string().contains("the database as its write-ahead log"), "{error}");
    assert!(error.to_string().contains("makes it is corrupt"), "{error}");
    assert!(!error.to_string().contains("the file is corrupt"), "{error}");

    // The file itself is damaged where its log does not reach (a file written before
    // the chain, so that the whole judgement reads it).
    let path = dir.join("file-broken.db");
    {
        let mut store = Store::open(&path).expect("open");
        for _ in 0..12 {
            let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("create");
            for tiles in 1..=20 {
                store.execute(&mut active, road("red", tiles)).expect("score");
            }
        }
    }
    as_version_8(&path);
    let acked = |lines: &[String]| lines.iter().any(|line| line.ends_with("ack"));
    run_until_then_kill("old_writer_child", OLD_WRITER_CHILD, &path, acked, Duration::ZERO);
    let (page, page_size) = first_events_leaf(&path);
    tear_page(&path, page, page_size);
    let before = listing(&dir);
    let error = Store::open(&path).expect_err("refused");
    assert_eq!(error.code(), ErrorCode::DamagedDatabase, "{error}");
    assert!(error.to_string().contains("the file itself is damaged"), "{error}");
    assert!(error.to_string().contains("file-broken.db-wal"), "{error}");
    assert_eq!(listing(&dir), before, "nothing made beside the files");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_torn_head_page_in_the_file_is_made_whole_by_its_own_log() {
    let dir = fresh_dir("proof-torn-head");
    let path = dir.join("tally.db");
    games(&path, 3);
    let page = root_of(&path, "commit_head");
    score_and_kill(&path, 2, "blue");
    // A checkpoint cut short: the head's page torn in the file, whole in the log.
    tear_page(&path, page, 4096);
    let store = Store::open(&path).expect("the log makes the file whole");
    assert_eq!(store.startup_check(), StartupCheck::CheckedAfterUncleanShutdown, "judged whole");
    assert_eq!(store.integrity_check().expect("check"), "ok");
    drop(store);
    let scores: BTreeSet<Vec<i64>> = games_in(&path).into_iter().map(|game| game.3).collect();
    assert_eq!(scores, BTreeSet::from([vec![3, 0], vec![4, 5], vec![5, 0]]), "the killed session's road of 5");
    let _ = fs::remove_dir_all(&dir);
}

const EVERY_WRITE_CHILD: &str = "TALLY_PROOF_EVERY_WRITE_DB";

/// The child: every kind of write the store makes, "ack" after each, then waits to
/// be killed with all of them in its log.
#[test]
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn every_write_child() {
    use tally_core::store::{Attribution, LinkRole};
    let path = child_path(EVERY_WRITE_CHILD);
    let mut store = Store::open(&path).expect("open");
    let mut acks = 0;
    let mut ack = || {
        acks += 1;
        println!("ack {acks}");
    };
    let cleo = store.add_roster_player("Cleo", Colour::Green).expect("add");
    ack();
    store.rename_roster_player(cleo.id, "Cleo B").expect("rename");
    ack();
    store.recolour_roster_player(cleo.id, Colour::Yellow).expect("recolour");
    ack();
    let dan = store.add_roster_player("Dan", Colour::Black).expect("add");
    ack();
    store.merge_roster_players(cleo.id, dan.id).expect("merge");
    ack();
    let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("create");
    ack();
    store.execute(&mut active, road("red", 4)).expect("score");
    ack();
    store.execute(&mut active, Command::Undo).expect("undo");
    ack();
    let link = store.create_live_link(active.id, LinkRole::Scorer, "Bob").expect("link");
    ack();
    store
        .execute_for(&mut active, road("blue", 2), Attribution { link_id: link.id, request_key: "k1", seen: 2 })
        .expect("a scorer's write");
    ack();
    store.revoke_live_link(active.id, link.id).expect("revoke");
    ack();
    let mut document = store.export(&[active.id]).expect("export");
    document.games[0].uuid = "00000000-0000-4000-8000-000000000042".to_owned();
    store.import(&document.to_json().expect("json")).expect("import");
    ack();
    store.delete_game(active.id).expect("delete");
    ack();
    println!("all written");
    loop {
        std::thread::sleep(Duration::from_secs(1));
    }
}

#[test]
fn every_kind_of_write_keeps_the_chain() {
    let dir = fresh_dir("proof-every-write");
    let path = dir.join("tally.db");
    games(&path, 1);
    let done = |lines: &[String]| lines.iter().any(|line| line.ends_with("all written"));
    let said = run_until_then_kill("every_write_child", EVERY_WRITE_CHILD, &path, done, Duration::ZERO);
    assert_eq!(said.iter().filter(|line| line.contains("ack ")).count(), 13);
    // Every commit of the log names its head, or the chain could not prove it and the
    // whole judgement would run.
    let store = Store::open(&path).expect("open");
    assert_eq!(store.startup_check(), StartupCheck::LogProven);
    let names: Vec<String> = store.roster().expect("roster").into_iter().map(|player| player.name).collect();
    assert!(names.contains(&"Cleo B".to_owned()) && !names.contains(&"Dan".to_owned()), "{names:?}");
    assert_eq!(store.history(&HistoryFilter::default()).expect("history").len(), 2, "one deleted, one imported");
    let _ = fs::remove_dir_all(&dir);
}
