//! Ctrl-C (SIGINT) and SIGTERM close `tally` cleanly: `tally play` waiting for a
//! line, `tally serve` serving, and a long import in the middle of a batch all end
//! with 128 + the signal's number, their store closed as usual, so that no `-wal`
//! (and no `-shm`) is left beside the database, and nothing recorded is lost. A
//! command with no store to close (`tally score` reading its request on stdin) ends
//! at once.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{Sandbox, pairs};

/// `tally args` on the sandbox's database, its stdin, stdout and stderr piped.
fn spawn(sandbox: &Sandbox, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tally"))
        .args(args)
        .env("TALLY_DB", sandbox.db())
        .env("HOME", &sandbox.dir)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tally runs")
}

fn signal(child: &Child, name: &str) {
    let sent = Command::new("kill").args([&format!("-{name}"), &child.id().to_string()]).status().expect("kill");
    assert!(sent.success(), "kill -{name}");
}

/// Waits for `child` to end (at most 20 s); its exit code.
fn ended(child: &mut Child) -> Option<i32> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return status.code();
        }
        assert!(Instant::now() < deadline, "tally did not end after the signal");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The files beside the database that a clean close removes.
fn logs_left(sandbox: &Sandbox) -> Vec<String> {
    ["-wal", "-shm"]
        .iter()
        .map(|suffix| format!("{}{suffix}", sandbox.db().display()))
        .filter(|file| std::path::Path::new(file).exists())
        .collect()
}

/// Reads `stdout` until a line holds `text`; everything read.
fn read_until(stdout: &mut impl BufRead, text: &str) -> String {
    let mut seen = String::new();
    let mut line = String::new();
    while !seen.contains(text) {
        line.clear();
        assert!(stdout.read_line(&mut line).expect("read") > 0, "ended before {text:?}: {seen}");
        seen.push_str(&line);
    }
    seen
}

#[test]
fn play_closes_cleanly_on_sigint_and_sigterm() {
    for (name, code) in [("INT", 130), ("TERM", 143)] {
        let sandbox = Sandbox::new(&format!("stop-play-{name}"));
        sandbox.game("");
        let mut play = spawn(&sandbox, &["play"]);
        let mut stdout = BufReader::new(play.stdout.take().expect("stdout"));
        let mut stdin = play.stdin.take().expect("stdin");
        writeln!(stdin, "road 3 red").expect("a line");
        read_until(&mut stdout, "#1 Road: Ann +3");
        // The session prints the board and waits for its next line (the prompt ends
        // no line), its log beside the database.
        read_until(&mut stdout, "blue  Ben  0");
        std::thread::sleep(Duration::from_millis(300));
        assert!(!logs_left(&sandbox).is_empty(), "a running session has its log");
        signal(&play, name);
        assert_eq!(ended(&mut play), Some(code), "SIG{name}");
        let mut stderr = String::new();
        play.stderr.take().expect("stderr").read_to_string(&mut stderr).expect("stderr");
        assert_eq!(logs_left(&sandbox), Vec::<String>::new(), "SIG{name}: the log emptied and removed; {stderr}");
        drop(stdin);
        assert_eq!(sandbox.scores(), pairs(&[("red", 3), ("blue", 0)]), "SIG{name}: the road is kept");
        let checked = sandbox.ok(&["check"]);
        assert!(checked.contains("Opened: closed cleanly last time."), "{checked}");
    }
}

#[test]
fn serve_closes_cleanly_on_sigint_and_sigterm() {
    for (name, code) in [("INT", 130), ("TERM", 143)] {
        let sandbox = Sandbox::new(&format!("stop-serve-{name}"));
        sandbox.game("");
        sandbox.ok(&["score", "road", "4", "blue"]);
        let mut serve = spawn(&sandbox, &["serve", "--address", "127.0.0.1", "--port", "0", "--json"]);
        let mut stdout = BufReader::new(serve.stdout.take().expect("stdout"));
        let hosting = read_until(&mut stdout, "\n}\n");
        assert!(hosting.contains("\"role\": \"viewer\""), "{hosting}");
        signal(&serve, name);
        assert_eq!(ended(&mut serve), Some(code), "SIG{name}");
        assert_eq!(logs_left(&sandbox), Vec::<String>::new(), "SIG{name}: the host's log emptied and removed");
        assert_eq!(sandbox.scores(), pairs(&[("red", 0), ("blue", 4)]));
        let links: i64 = rusqlite::Connection::open(sandbox.db())
            .expect("the database")
            .query_row("SELECT count(*) FROM live_links", [], |row| row.get(0))
            .expect("links");
        assert_eq!(links, 1, "the viewer link the host made is stored");
    }
}

#[test]
fn a_long_import_stops_between_whole_batches_on_sigint() {
    let sandbox = Sandbox::new("stop-import");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    let mut document: serde_json::Value = serde_json::from_str(&sandbox.ok(&["export"])).expect("JSON");
    let game = document["games"][0].clone();
    let games: Vec<serde_json::Value> = (0..20_000)
        .map(|index| {
            let mut copy = game.clone();
            copy["uuid"] = serde_json::json!(format!("00000000-0000-4000-8000-{:012x}", index + 1));
            copy
        })
        .collect();
    document["games"] = serde_json::Value::Array(games);
    let file = sandbox.dir.join("big.json");
    std::fs::write(&file, document.to_string()).expect("the document");

    let mut import = spawn(&sandbox, &["import", file.to_str().expect("path")]);
    let reader = rusqlite::Connection::open(sandbox.db()).expect("a reader");
    let stored = || -> i64 { reader.query_row("SELECT count(*) FROM games", [], |row| row.get(0)).unwrap_or(0) };
    let deadline = Instant::now() + Duration::from_secs(60);
    while stored() < 2 {
        assert!(Instant::now() < deadline, "no batch was stored");
        std::thread::sleep(Duration::from_millis(10));
    }
    drop(reader);
    signal(&import, "INT");
    assert_eq!(ended(&mut import), Some(130));
    let mut stderr = String::new();
    import.stderr.take().expect("stderr").read_to_string(&mut stderr).expect("stderr");
    assert_eq!(logs_left(&sandbox), Vec::<String>::new(), "the log emptied and removed; {stderr}");
    let games = sandbox.json(&["games", "--all", "--json"]).as_array().map_or(0, Vec::len);
    assert!((2..20_001).contains(&games), "stopped part way: {games} games; {stderr}");
    assert!(stderr.contains("stopped before it was finished"), "{stderr}");
    assert!(sandbox.ok(&["check"]).trim().ends_with("The database is sound."));
    // Importing again adds exactly the rest.
    sandbox.ok(&["import", file.to_str().expect("path")]);
    assert_eq!(sandbox.json(&["games", "--all", "--json"]).as_array().map(Vec::len), Some(20_001));
}

#[test]
fn a_command_with_no_store_to_close_ends_at_once() {
    let sandbox = Sandbox::new("stop-no-store");
    let mut score = spawn(&sandbox, &["score"]);
    // It waits for its request on stdin, which stays open.
    std::thread::sleep(Duration::from_millis(500));
    let sent = Instant::now();
    signal(&score, "INT");
    assert_eq!(ended(&mut score), Some(130));
    assert!(sent.elapsed() < Duration::from_secs(3), "it ended at once: {:?}", sent.elapsed());
    assert!(!sandbox.db().exists(), "no database made");
}
