//! Opening a store:
//!
//! - a file closed cleanly opens without being read whole, and so does one left with
//!   its write-ahead log by a killed session (the log proven the file's own by the
//!   commit chain); one whose log was emptied (`Store::checkpoint`, as the apps do
//!   when they go to the background) counts as closed cleanly;
//! - a page of a cleanly closed file is corrupted; the background check
//!   (`Store::check_integrity`) reports it, after a clean and after an unclean
//!   shutdown alike, and opening writes nothing to the damaged file;
//! - a database this process cannot write (mode 0444, a read-only directory, a
//!   read-only `-shm` left behind) is read through a read-only open that says so,
//!   refuses every change with a typed error, and creates nothing beside the file.
//!   Run as root, the readers are child processes with another user id (`setpriv
//!   --reuid=65534`), since root may write anything.

mod common;

use std::fs;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::time::Duration;

use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, HistoryFilter, StartupCheck, Store};
use tally_core::{Edition, Error, Ruleset};

use common::{child_args, child_path, fresh_dir, run_and_kill};

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

/// `games` finished games of `turns` turns, then a clean close.
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

fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn wal_len(path: &Path) -> u64 {
    fs::metadata(sidecar(path, "-wal")).map(|meta| meta.len()).unwrap_or(0)
}

const CHILD: &str = "TALLY_OPEN_CHILD_DB";

/// Beside the database, tells the child to empty its log and wait.
fn checkpoint_marker(path: &Path) -> PathBuf {
    sidecar(path, ".checkpoint-then-wait")
}

/// The child: records a new game until killed, saying "ack" after each command;
/// when the marker file is there, empties its log after a few commands, says
/// "checkpointed" and waits to be killed.
#[test]
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn open_child() {
    let path = child_path(CHILD);
    let checkpoint = checkpoint_marker(Path::new(&path)).exists();
    let mut store = Store::open(&path).expect("open");
    let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("create");
    let stdout = std::io::stdout();
    for turn in 0.. {
        store.execute(&mut active, road("red", 1 + turn % 5)).expect("score");
        writeln!(stdout.lock(), "ack").expect("stdout");
        if turn == 5 && checkpoint {
            assert!(store.checkpoint().expect("checkpoint"));
            writeln!(stdout.lock(), "checkpointed").expect("stdout");
            std::thread::sleep(Duration::from_secs(600));
        }
    }
}

/// Runs the child on `path` until it said `line`, then kills it.
fn crash_a_session_on(path: &Path, line: &str, checkpoint: bool) {
    if checkpoint {
        fs::write(checkpoint_marker(path), "").expect("marker");
    }
    for attempt in 0..20 {
        let lines = run_and_kill("open_child", CHILD, path, Duration::from_millis(400 + 200 * attempt));
        // A child killed after its first commit but before it said so still left
        // the unclean shutdown the tests need (a later attempt might not open a
        // damaged file at all).
        let log_left = line == "ack" && wal_len(path) > 0;
        if log_left || lines.iter().any(|said| said == line) {
            let _ = fs::remove_file(checkpoint_marker(path));
            return;
        }
    }
    panic!("the child never said {line}");
}

#[test]
fn a_clean_shutdown_reads_the_header_and_an_unclean_one_proves_its_log() {
    let dir = fresh_dir("open-startup");
    let path = dir.join("tally.db");
    assert_eq!(Store::open(&path).expect("new").startup_check(), StartupCheck::New);
    add_games(&path, 2, 5);
    assert_eq!(wal_len(&path), 0, "a clean close leaves no log");
    assert_eq!(Store::open(&path).expect("open").startup_check(), StartupCheck::CleanShutdown);

    crash_a_session_on(&path, "ack", false);
    assert!(wal_len(&path) > 0, "the killed session left its log");
    let store = Store::open(&path).expect("a crashed session's own log is accepted");
    assert_eq!(store.startup_check(), StartupCheck::LogProven);
    assert_eq!(store.history(&HistoryFilter::default()).expect("history").len(), 3);
    drop(store);

    // A session that emptied its log before it was killed (the app went to the
    // background, then the system killed it) counts as closed cleanly.
    crash_a_session_on(&path, "checkpointed", true);
    assert!(sidecar(&path, "-wal").exists() && wal_len(&path) == 0, "an empty log is left");
    let store = Store::open(&path).expect("open");
    assert_eq!(store.startup_check(), StartupCheck::CleanShutdown);
    assert_eq!(store.history(&HistoryFilter::default()).expect("history").len(), 4, "nothing lost");
    let _ = fs::remove_dir_all(&dir);
}

/// A leaf page of the events table holding entries of the first game (which later
/// sessions, adding games at the end of the table, never touch).
fn first_events_leaf(path: &Path) -> (u32, usize) {
    let conn = rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).expect("open");
    let page_size: usize = conn.query_row("PRAGMA page_size", [], |row| row.get(0)).expect("page size");
    let page: u32 = conn
        .query_row(
            "SELECT pageno FROM dbstat WHERE name = 'events' AND pagetype = 'leaf' ORDER BY path LIMIT 1 OFFSET 1",
            [],
            |row| row.get(0),
        )
        .expect("an events leaf");
    (page, page_size)
}

/// Overwrites the b-tree header of `page` (its type byte becomes invalid).
fn corrupt_page(path: &Path, page: u32, page_size: usize) {
    let mut data = fs::read(path).expect("read");
    let at = (page as usize - 1) * page_size;
    data[at..at + 8].copy_from_slice(&[0xFF; 8]);
    fs::write(path, &data).expect("write");
}

#[test]
fn a_corrupt_page_of_a_cleanly_closed_file_is_reported_by_the_background_check() {
    let dir = fresh_dir("open-corrupt-clean");
    let path = dir.join("tally.db");
    add_games(&path, 12, 20);
    let store = Store::open(&path).expect("open");
    assert_eq!(
        store.check_integrity().expect("check"),
        tally_core::store::IntegrityReport { ok: true, problems: vec![] }
    );
    drop(store);
    let (page, page_size) = first_events_leaf(&path);
    corrupt_page(&path, page, page_size);
    let corrupted = fs::read(&path).expect("read");

    let store = Store::open(&path).expect("a clean file opens without being read whole");
    assert_eq!(store.startup_check(), StartupCheck::CleanShutdown);
    let report = store.check_integrity().expect("the check runs");
    assert!(!report.ok);
    // SQLite names the page, or stops reading the table there: then the report
    // names the table.
    let names_it = |problem: &String| problem.contains(&format!("page {page}")) || problem.starts_with("table events:");
    assert!(report.problems.iter().any(names_it), "{report:?}");
    assert!(report.message().contains("damaged"), "{}", report.message());
    // The checker runs away from the store too (a background thread).
    let checker = store.integrity_checker().expect("a file store");
    let from_thread = std::thread::spawn(move || checker.run()).join().expect("thread").expect("check");
    assert_eq!(from_thread, report);
    drop(store);
    assert_eq!(fs::read(&path).expect("read"), corrupted, "opening and checking wrote nothing to the file");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_corrupt_page_is_reported_by_the_background_check_after_an_unclean_shutdown_too() {
    let dir = fresh_dir("open-corrupt-unclean");
    let path = dir.join("tally.db");
    add_games(&path, 12, 20);
    let (page, page_size) = first_events_leaf(&path);
    corrupt_page(&path, page, page_size);
    crash_a_session_on(&path, "ack", false);
    let log = fs::read(sidecar(&path, "-wal")).expect("the log");
    assert!(!log.is_empty());

    // The open proves the log without reading the games: the damaged page, which the
    // log does not touch, is not read at open.
    let store = Store::open(&path).expect("the crashed session's own log is proven");
    assert_eq!(store.startup_check(), StartupCheck::LogProven);
    let report = store.check_integrity().expect("the check runs");
    assert!(!report.ok);
    let names_it = |problem: &String| problem.contains(&format!("page {page}")) || problem.starts_with("table events:");
    assert!(report.problems.iter().any(names_it), "{report:?}");
    let _ = fs::remove_dir_all(&dir);
}

// Read-only databases.

const READER: &str = "TALLY_OPEN_READER_DB";

/// The child run as another user: reads through `Store::open`, checks that every
/// change is refused, and says what it saw.
#[test]
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn read_only_child() {
    let path = child_path(READER);
    let expect_read_only = std::env::var("TALLY_OPEN_EXPECT").expect("expectation") == "read-only";
    let mut store = Store::open(&path).expect("the database opens");
    let games = store.history(&HistoryFilter::default()).expect("history");
    println!("games {}", games.len());
    let document = store.export(&[]).expect("export");
    println!("exported {}", document.games.len());
    let finished = games.iter().find(|game| game.finished_at.is_some()).expect("a finished game");
    let mut active = store.load_game(finished.id).expect("load");
    store.progression(finished.id).expect("progression");
    println!("read-only {:?}", store.read_only().map(|reason| reason.text()));
    assert_eq!(store.read_only().is_some(), expect_read_only, "{:?}", store.read_only());
    let result = store.create_game(&seats(), Ruleset::base(Edition::C3)).map(|_| ());
    let reopened = store.execute(&mut active, Command::Reopen).map(|_| ());
    if expect_read_only {
        for refused in [result, reopened, store.add_roster_player("Cleo", Colour::Green).map(|_| ())] {
            let error = refused.expect_err("a change is refused");
            assert!(matches!(error, Error::ReadOnlyDatabase { .. }), "{error}");
        }
        println!("changes refused");
    } else {
        result.expect("a new game");
        reopened.expect("the game reopens");
        println!("changes made");
    }
}

/// Whether the reader printed `text` (the test harness prints the test's name on
/// the first line).
fn saw(said: &[String], text: &str) -> bool {
    said.iter().any(|line| line.ends_with(text))
}

fn is_root() -> bool {
    let id = Process::new("id").arg("-u").output().expect("id -u");
    String::from_utf8_lossy(&id.stdout).trim() == "0"
}

/// Runs `read_only_child` on `path` as a user who is not root, and returns what it
/// printed; panics with its output if it failed.
fn run_reader(path: &Path, expect: &str) -> Vec<String> {
    let binary = std::env::current_exe().expect("test binary");
    let mut process = if is_root() {
        let mut process = Process::new("setpriv");
        process.args(["--reuid=65534", "--regid=65534", "--clear-groups"]).arg(binary);
        process
    } else {
        Process::new(binary)
    };
    let output = process
        .args(child_args("read_only_child"))
        .env(READER, path)
        .env("TALLY_OPEN_EXPECT", expect)
        .output()
        .expect("run the reader (setpriv is needed when the tests run as root)");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "the reader failed:\n{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    stdout.lines().map(str::to_owned).collect()
}

/// Gives `path` to the reader's user when the tests run as root, and sets its mode.
fn hand_over(path: &Path, mode: u32) {
    if is_root() {
        std::os::unix::fs::chown(path, Some(65534), Some(65534)).expect("chown");
    }
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).expect("chmod");
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("list")
        .map(|entry| entry.expect("entry").file_name().to_string_lossy().into())
        .collect();
    names.sort();
    names
}

#[test]
fn a_database_that_cannot_be_written_is_read_read_only_and_left_writable_later() {
    let dir = fresh_dir("open-read-only");
    let path = dir.join("tally.db");
    add_games(&path, 2, 4);
    let before = fs::read(&path).expect("read");

    // The file is 0444, its directory writable.
    hand_over(&dir, 0o755);
    hand_over(&path, 0o444);
    let said = run_reader(&path, "read-only");
    assert!(saw(&said, "games 2") && saw(&said, "exported 2"), "{said:?}");
    assert!(said.iter().any(|line| line.contains("the file is not writable")), "{said:?}");
    assert!(saw(&said, "changes refused"), "{said:?}");
    assert_eq!(files_in(&dir), vec!["tally.db"], "no -shm or -wal left beside it");
    assert_eq!(fs::read(&path).expect("read"), before);
    // Made writable again, it is written at once: nothing was left that blocks it.
    hand_over(&path, 0o644);
    let said = run_reader(&path, "read-write");
    assert!(saw(&said, "changes made"), "{said:?}");

    // The directory is read-only: SQLite could not create its log files there.
    hand_over(&dir, 0o555);
    let said = run_reader(&path, "read-only");
    assert!(said.iter().any(|line| line.contains("directory") && line.contains("not writable")), "{said:?}");
    assert!(saw(&said, "games 3"), "{said:?}");
    assert_eq!(files_in(&dir), vec!["tally.db"]);

    // A read-only -shm left behind by an older Tally: read, and told what to do.
    hand_over(&dir, 0o755);
    let shm = sidecar(&path, "-shm");
    fs::write(&shm, []).expect("shm");
    hand_over(&shm, 0o444);
    let said = run_reader(&path, "read-only");
    assert!(
        said.iter().any(|line| line.contains("tally.db-shm is not writable") && line.contains("delete")),
        "{said:?}"
    );
    fs::remove_file(&shm).expect("delete the -shm as told");
    let said = run_reader(&path, "read-write");
    assert!(saw(&said, "changes made"), "{said:?}");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn open_read_only_reads_and_refuses_changes() {
    let dir = fresh_dir("open-explicit-read-only");
    let path = dir.join("tally.db");
    add_games(&path, 1, 3);
    let mut store = Store::open_read_only(&path).expect("open");
    assert_eq!(store.read_only().map(|reason| reason.text()).as_deref(), Some("opened read-only"));
    assert_eq!(store.history(&HistoryFilter::default()).expect("history").len(), 1);
    let error = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect_err("read-only");
    assert_eq!(error.code().as_str(), "read_only_database");
    assert!(store.check_integrity().expect("check").ok);
    assert!(!store.checkpoint().expect("nothing to do"));
    let missing = Store::open_read_only(dir.join("missing.db")).expect_err("no file");
    assert!(missing.to_string().contains("there is no database"), "{missing}");
    assert!(!dir.join("missing.db").exists(), "nothing created");
    let _ = fs::remove_dir_all(&dir);
}

// One door: what is not a path to a database file is refused before SQLite
// sees it, and nothing is created.

#[test]
fn an_sqlite_uri_a_directory_a_fifo_or_a_device_is_refused_with_what_it_is() {
    let dir = fresh_dir("open-door");
    let refusal = |path: &Path| match Store::open(path) {
        Err(error @ Error::NotATallyDatabase { .. }) => error.to_string(),
        other => panic!("{} was not refused: {other:?}", path.display()),
    };
    // SQLite would read these as URIs: `file:` with its parameters, `:memory:`.
    let uri = dir.join("x.db");
    let text = format!("file:{}?mode=rwc", uri.display());
    assert!(refusal(Path::new(&text)).contains("URI"));
    assert!(!uri.exists(), "nothing was created through the URI");
    assert!(refusal(Path::new(":memory:")).contains("URI"));
    assert!(refusal(Path::new("FILE:x.db")).contains("URI"));

    assert!(refusal(&dir).contains("directory"), "a directory");
    let fifo = dir.join("pipe.db");
    assert!(Process::new("mkfifo").arg(&fifo).status().expect("mkfifo").success());
    assert!(refusal(&fifo).contains("FIFO"), "a FIFO is refused at once, not opened (which would wait forever)");
    assert!(refusal(Path::new("/dev/null")).contains("device"), "a device");

    // Beside a good file too.
    let good = dir.join("good.db");
    drop(Store::open(&good).expect("a new database"));
    fs::create_dir(sidecar(&good, "-wal")).expect("a directory where the log goes");
    assert!(refusal(&good).contains("good.db-wal"));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_whole_file_check_finds_an_index_that_disagrees_with_its_rows() {
    let dir = fresh_dir("open-index");
    let path = dir.join("tally.db");
    add_games(&path, 4, 3);
    {
        // Two indexes of the games table swap their b-trees: each holds one entry
        // per row, so counting entries (quick_check) finds nothing; looking every
        // entry's row up does.
        let conn = rusqlite::Connection::open(&path).expect("open");
        let root = |name: &str| -> i64 {
            conn.query_row("SELECT rootpage FROM sqlite_schema WHERE name = ?1", [name], |row| row.get(0)).expect(name)
        };
        let (started, finished) = (root("games_started"), root("games_finished"));
        conn.execute_batch("PRAGMA writable_schema = ON").expect("writable schema");
        conn.execute("UPDATE sqlite_schema SET rootpage = ?1 WHERE name = 'games_started'", [finished]).expect("swap");
        conn.execute("UPDATE sqlite_schema SET rootpage = ?1 WHERE name = 'games_finished'", [started]).expect("swap");
    }
    let quick: String = rusqlite::Connection::open(&path)
        .expect("open")
        .query_row("PRAGMA quick_check", [], |row| row.get(0))
        .expect("quick check");
    assert_eq!(quick, "ok", "counting index entries does not see it");
    let store = Store::open(&path).expect("a cleanly closed file opens without being read whole");
    let report = store.check_integrity().expect("the check runs");
    assert!(!report.ok, "{report:?}");
    assert!(report.problems.iter().any(|problem| problem.contains("games_")), "{report:?}");
    let _ = fs::remove_dir_all(&dir);
}
