//! `tally check` reads the whole database and reports damage (the check the apps run
//! in the background); a read-only database says so and can still be shown.

mod common;

use common::Sandbox;

#[test]
fn check_reports_a_sound_file_then_a_damaged_page() {
    let sandbox = Sandbox::new("check");
    sandbox.game("");
    for tiles in 2..30 {
        sandbox.ok(&["score", "road", &tiles.to_string(), "red"]);
    }
    let sound = sandbox.ok(&["check"]);
    assert!(sound.contains("The database is sound."), "{sound}");

    let page = {
        let conn = rusqlite::Connection::open(sandbox.db()).expect("the database");
        conn.pragma_update(None, "wal_checkpoint", "TRUNCATE").expect("checkpoint");
        let root: i64 = conn
            .query_row("SELECT rootpage FROM sqlite_schema WHERE name = 'events'", [], |row| row.get(0))
            .expect("the events table");
        root
    };
    let mut bytes = std::fs::read(sandbox.db()).expect("read");
    let start = (page as usize - 1) * 4096;
    for byte in &mut bytes[start + 12..start + 4000] {
        *byte = 0x5a;
    }
    std::fs::write(sandbox.db(), bytes).expect("damage one page");

    let (code, stderr) = sandbox.fails(&["check"]);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("damaged"), "{stderr}");
}

/// Another database's log beside the file is refused by every command,
/// both files left as they were; `tally check` says how to set it aside, and
/// `--set-aside-log` does it, keeping the log, and opens the file with its games.
#[test]
fn a_foreign_log_is_refused_then_set_aside_by_check() {
    let ours = Sandbox::new("check-foreign-ours");
    ours.game("");
    ours.ok(&["score", "road", "3", "red"]);
    let theirs = Sandbox::new("check-foreign-theirs");
    theirs.game("");
    let wal = |sandbox: &Sandbox| std::path::PathBuf::from(format!("{}-wal", sandbox.db().display()));
    {
        // A session on their database killed after its first command leaves its log.
        let mut session = std::process::Command::new(env!("CARGO_BIN_EXE_tally"))
            .arg("play")
            .env("TALLY_DB", theirs.db())
            .env("LANG", "C")
            .current_dir(&theirs.dir)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("tally play");
        let mut input = session.stdin.take().expect("stdin");
        std::io::Write::write_all(&mut input, b"road 4 blue\n").expect("a command");
        let mut output = std::io::BufReader::new(session.stdout.take().expect("stdout"));
        let mut line = String::new();
        while !line.starts_with("#1 ") {
            line.clear();
            assert!(std::io::BufRead::read_line(&mut output, &mut line).expect("read") > 0, "the session ended");
        }
        session.kill().expect("SIGKILL");
        session.wait().expect("reap");
        std::fs::copy(wal(&theirs), wal(&ours)).expect("their log beside our database");
    }
    let database = std::fs::read(ours.db()).expect("db");
    let log = std::fs::read(wal(&ours)).expect("log");

    let (code, stderr) = ours.fails(&["show"]);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("tally.db-wal") && stderr.contains("--set-aside-log"), "{stderr}");
    let (code, stderr) = ours.fails(&["check"]);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("tally check --set-aside-log"), "{stderr}");
    assert_eq!(std::fs::read(ours.db()).expect("db"), database, "the database is what it was");
    assert_eq!(std::fs::read(wal(&ours)).expect("log"), log, "the log is what it was");

    let checked = ours.ok(&["check", "--set-aside-log"]);
    assert!(checked.contains("set aside") && checked.contains("The database is sound."), "{checked}");
    let kept: Vec<_> = std::fs::read_dir(&ours.dir)
        .expect("dir")
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("tally.db-wal.set-aside-"))
        .collect();
    assert_eq!(kept.len(), 1, "the log is kept beside the database");
    assert_eq!(std::fs::read(kept[0].path()).expect("kept"), log);
    assert_eq!(ours.scores(), common::pairs(&[("red", 3), ("blue", 0)]), "our game is whole");
}

/// `tally check` runs the full check, which looks every index entry's row
/// up: an index that disagrees with its rows is damage, though entry counts match.
#[test]
fn check_finds_an_index_that_disagrees_with_its_rows() {
    let sandbox = Sandbox::new("check-index");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    sandbox.ok(&["end", "--finish", "--now"]);
    sandbox.game("");
    {
        let conn = rusqlite::Connection::open(sandbox.db()).expect("the database");
        let root = |name: &str| -> i64 {
            conn.query_row("SELECT rootpage FROM sqlite_schema WHERE name = ?1", [name], |row| row.get(0)).expect(name)
        };
        let (started, finished) = (root("games_started"), root("games_finished"));
        conn.execute_batch("PRAGMA writable_schema = ON").expect("writable schema");
        conn.execute("UPDATE sqlite_schema SET rootpage = ?1 WHERE name = 'games_started'", [finished]).expect("swap");
        conn.execute("UPDATE sqlite_schema SET rootpage = ?1 WHERE name = 'games_finished'", [started]).expect("swap");
    }
    let (code, stderr) = sandbox.fails(&["check"]);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("damaged") && stderr.contains("games_"), "{stderr}");
}
