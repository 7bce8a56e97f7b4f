//! One door to the file, with the real `tally`: every way to the file but the log
//! judgement and the path checks at open: each case gets a clear message, exit code 2 (bad
//! input) or 3 (storage), and changes nothing.
//!
//! - an export never goes over the database or its logs, and reaches its file whole;
//! - an import reads at most the document limit from a device or stdin;
//! - names and reasons follow one set of character rules; JSON printed is serde's;
//! - a write that waits on another writer is "busy", exit 3; commands during a
//!   30,000-game import get in between its batches; undo always names what it took
//!   back, or refuses with what changed;
//! - a game at its entry limit can still be undone and finished.

mod common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use common::{Sandbox, pairs};

/// The first bytes of every SQLite database.
const SQLITE_HEADER: &[u8] = b"SQLite format 3\0";

fn starts_with(path: &Path, prefix: &[u8]) -> bool {
    std::fs::read(path).is_ok_and(|bytes| bytes.starts_with(prefix))
}

#[test]
fn an_export_never_goes_over_the_database_or_its_logs() {
    let sandbox = Sandbox::new("door-export");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    let before = sandbox.ok(&["export"]);
    std::os::unix::fs::symlink(sandbox.db(), sandbox.dir.join("link.db")).expect("a symbolic link");
    std::fs::hard_link(sandbox.db(), sandbox.dir.join("hard.db")).expect("a hard link");
    for target in ["tally.db", "tally.db-wal", "tally.db-shm", "./tally.db", "link.db", "hard.db"] {
        // Relative to the directory `tally` runs in, as a player types it.
        let output = Command::new(env!("CARGO_BIN_EXE_tally"))
            .args(["export", "-o", target])
            .current_dir(&sandbox.dir)
            .env("TALLY_DB", sandbox.db())
            .env("HOME", &sandbox.dir)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .output()
            .expect("tally runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{target}: {stderr}");
        assert!(stderr.contains(&format!("`output`: {target} is the database this command reads")), "{stderr}");
        assert!(stderr.contains("nothing was written"), "{stderr}");
        assert!(starts_with(&sandbox.db(), SQLITE_HEADER), "{target}: the database is still a database");
        assert!(!starts_with(&sandbox.dir.join("tally.db-wal"), b"{"), "{target}: no JSON in the log");
        assert!(sandbox.ok(&["check"]).trim().ends_with("The database is sound."), "{target}");
        assert_eq!(sandbox.scores(), pairs(&[("red", 3), ("blue", 0)]), "{target}");
    }
    // Anywhere else, the file is replaced whole, and no temporary file is left.
    let export = sandbox.dir.join("games.json");
    std::fs::write(&export, "x".repeat(100_000)).expect("an older, longer file");
    sandbox.ok(&["export", "-o", export.to_str().expect("path")]);
    let written = std::fs::read_to_string(&export).expect("the export");
    let without_time =
        |text: &str| text.lines().filter(|line| !line.contains("exported_at")).collect::<Vec<_>>().join("\n");
    assert_eq!(without_time(&written), without_time(&before));
    let left: Vec<_> = std::fs::read_dir(&sandbox.dir)
        .expect("dir")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with(".tally-"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn an_import_reads_at_most_the_limit_from_a_device_or_stdin() {
    let sandbox = Sandbox::new("door-import");
    sandbox.game("");
    let refusal =
        "bytes read from the import document (reading stopped there): 67108865 is more than the limit of 67108864";
    let started = Instant::now();
    let (code, stderr) = sandbox.fails(&["import", "/dev/zero"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains(refusal), "{stderr}");
    let zero = started.elapsed();

    // Stdin: a stream far larger than the limit, written until `tally` stops
    // reading and leaves.
    let mut child = Command::new(env!("CARGO_BIN_EXE_tally"))
        .args(["import", "-"])
        .env("TALLY_DB", sandbox.db())
        .env("HOME", &sandbox.dir)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tally runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let chunk = vec![b' '; 1 << 20];
        let mut written = 0_usize;
        while written < 1 << 30 && stdin.write_all(&chunk).is_ok() {
            written += chunk.len();
        }
        written
    });
    let output = child.wait_with_output().expect("tally ends");
    let written = writer.join().expect("the writer");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(refusal), "{stderr}");
    assert!(written < 80 << 20, "tally read {written} bytes of a 1 GiB stream before it stopped");
    assert_eq!(sandbox.json(&["games", "--all", "--json"]).as_array().map(Vec::len), Some(1), "nothing imported");
    eprintln!("/dev/zero refused in {zero:?}; {} MiB of stdin written", written >> 20);
}

#[test]
fn names_and_reasons_follow_one_rule_and_json_is_serde_s() {
    let sandbox = Sandbox::new("door-text");
    let (code, stderr) = sandbox.fails(&["new", "--player", "Ben:red", "--player", "\u{200b}Ben:blue"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("a name cannot hold U+200B, a control, text-direction or invisible character"), "{stderr}");
    let (code, stderr) = sandbox.fails(&["new", "--player", "Ben:red", "--player", "BEN\u{fe0f}:blue"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("plays already"), "{stderr}");
    sandbox.game("");
    for (reason, code_point) in [("a\u{61c}b", "U+061C"), ("a\u{2028}b", "U+2028"), ("soft\u{ad}hyphen", "U+00AD")] {
        let (code, stderr) = sandbox.fails(&["correct", "red", "2", reason]);
        assert_eq!(code, 2, "{stderr}");
        assert!(stderr.contains(&format!("`reason`: a reason cannot hold {code_point}")), "{stderr}");
    }
    assert_eq!(sandbox.scores(), pairs(&[("red", 0), ("blue", 0)]), "nothing recorded");

    // A reason stored by an older version of Tally (`a\u{61c}b`; the log is
    // append-only, so the entry is added as that version did): the export on stdout
    // is JSON that reads back to it; importing it is refused, naming it.
    rusqlite::Connection::open(sandbox.db())
        .expect("the database")
        .execute(
            "INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
             VALUES (1, 1, '2026-03-01T19:00:00.000Z', 1, 'red', '1A', 'correct', 2, ?1)",
            [r#"{"type":"correct","player":"red","points":2,"reason":"a\u061cb"}"#],
        )
        .expect("an entry of an earlier version");
    assert_eq!(sandbox.scores(), pairs(&[("red", 2), ("blue", 0)]), "it loads");
    let printed = sandbox.ok(&["export"]);
    assert!(printed.contains(r#""reason": "a\u061cb""#), "{printed}");
    assert!(!printed.contains("\\u{61c}") && !printed.contains('\u{61c}'), "{printed}");
    let document: Value = serde_json::from_str(&printed).expect("the export is JSON");
    assert_eq!(document["games"][0]["entries"][0]["command"]["reason"], "a\u{61c}b");
    let file = sandbox.dir.join("export.json");
    std::fs::write(&file, &printed).expect("write");
    let other = Sandbox::new("door-text-import");
    let (code, stderr) = other.fails(&["import", file.to_str().expect("path")]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("`entries[0].reason`: a reason cannot hold U+061C"), "{stderr}");
}

#[test]
fn a_write_waiting_on_another_writer_is_busy_exit_3_and_changes_nothing() {
    let sandbox = Sandbox::new("door-busy");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    let holder = rusqlite::Connection::open(sandbox.db()).expect("another program");
    holder.execute_batch("BEGIN IMMEDIATE").expect("it takes the write lock");
    let (code, stderr) = sandbox.fails(&["score", "road", "2", "red"]);
    let output = sandbox.tally(&["undo", "--json"], "");
    holder.execute_batch("ROLLBACK").expect("let go");
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("the database is busy: another program is writing to it"), "{stderr}");
    assert!(stderr.contains("nothing changed") && !stderr.contains("locked"), "{stderr}");
    assert_eq!(output.status.code(), Some(3));
    let failure: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(failure["error"]["code"], "database_busy");
    assert_eq!(sandbox.scores(), pairs(&[("red", 3), ("blue", 0)]), "nothing changed");
}

/// An export document of `games` copies of the sandbox's game, each its own uuid.
fn copies(sandbox: &Sandbox, games: usize) -> String {
    let mut document: Value = serde_json::from_str(&sandbox.ok(&["export"])).expect("JSON");
    let game = document["games"][0].clone();
    let games: Vec<Value> = (0..games)
        .map(|index| {
            let mut copy = game.clone();
            copy["uuid"] = json!(format!("00000000-0000-4000-8000-{:012x}", index + 1));
            copy
        })
        .collect();
    document["games"] = Value::Array(games);
    document.to_string()
}

#[test]
fn commands_during_a_30000_game_import_are_applied_or_busy() {
    let sandbox = Sandbox::new("door-long-import");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    let file = sandbox.dir.join("big.json");
    std::fs::write(&file, copies(&sandbox, 30_000)).expect("the document");
    let mut importer = Command::new(env!("CARGO_BIN_EXE_tally"))
        .args(["import", file.to_str().expect("path")])
        .env("TALLY_DB", sandbox.db())
        .env("HOME", &sandbox.dir)
        .env("LANG", "C")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the import runs");
    let watcher = rusqlite::Connection::open(sandbox.db()).expect("a reader");
    let games = || -> i64 { watcher.query_row("SELECT count(*) FROM games", [], |row| row.get(0)).unwrap_or(0) };
    let (mut applied, mut busy, mut between_batches, mut slowest) = (0, 0, 0, Duration::ZERO);
    while importer.try_wait().expect("the import").is_none() {
        let started = Instant::now();
        let output = sandbox.tally(&["score", "road", "1", "blue", "--game", "1"], "");
        slowest = slowest.max(started.elapsed());
        let stderr = String::from_utf8_lossy(&output.stderr);
        match output.status.code() {
            Some(0) => {
                applied += 1;
                if (2..30_001).contains(&games()) {
                    between_batches += 1;
                }
            }
            Some(3) if stderr.contains("the database is busy") => busy += 1,
            other => panic!("neither applied nor busy ({other:?}): {stderr}"),
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = importer.wait_with_output().expect("the import ends");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), "Imported 30000 games; 0 already there.");
    assert!(between_batches > 0, "no command got in between two batches ({applied} applied, {busy} busy)");
    let game = sandbox.json(&["show", "--game", "1", "--json"]);
    assert_eq!(common::scores(&game), pairs(&[("red", 3), ("blue", applied)]), "every applied command, no busy one");
    assert!(sandbox.ok(&["check"]).trim().ends_with("The database is sound."));
    eprintln!("{applied} applied ({between_batches} between batches), {busy} busy; slowest command {slowest:?}");
}

/// The entry number in `text` after `prefix` (`Undid #12 Road...` → 12).
fn entry_after(text: &str, prefix: &str) -> Option<u64> {
    let rest = &text[text.find(prefix)? + prefix.len()..];
    rest.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
}

#[test]
fn an_undo_racing_other_writers_names_what_it_took_back_or_refuses() {
    let sandbox = Sandbox::new("door-undo-race");
    sandbox.game("");
    let db = sandbox.db();
    let (mut scored, mut undone, mut refused, mut raced) = (Vec::new(), Vec::new(), 0, 0);
    for _round in 0..6 {
        let children: Vec<(bool, std::process::Child)> = (0..8)
            .map(|index| {
                let undo = index % 2 == 1;
                let args: &[&str] = if undo { &["undo"] } else { &["score", "road", "1", "red"] };
                let child = Command::new(env!("CARGO_BIN_EXE_tally"))
                    .args(args)
                    .env("TALLY_DB", &db)
                    .env("HOME", &sandbox.dir)
                    .env("LANG", "C")
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .expect("tally runs");
                (undo, child)
            })
            .collect();
        for (undo, child) in children {
            let output = child.wait_with_output().expect("ends");
            let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
            match (undo, output.status.code()) {
                (false, Some(0)) => {
                    scored.push(entry_after(&stdout, "\n#").or_else(|| entry_after(&stdout, "#")).expect("#N"))
                }
                (true, Some(0)) => {
                    undone.push(entry_after(&stdout, "Undid #").unwrap_or_else(|| panic!("unnamed: {stdout}")))
                }
                (true, Some(2)) if stderr.contains("nothing to undo") => refused += 1,
                (true, Some(2)) if stderr.contains("nothing was undone") => raced += 1,
                (_, code) => panic!("{code:?}: {stdout}{stderr}"),
            }
        }
    }
    let game = sandbox.json(&["show", "--json"]);
    let log: Vec<u64> =
        game["state"]["log"].as_array().expect("log").iter().map(|item| item["seq"].as_u64().expect("seq")).collect();
    let mut seen = std::collections::BTreeSet::new();
    assert!(undone.iter().all(|seq| seen.insert(*seq)), "an entry undone twice: {undone:?}");
    assert!(undone.iter().all(|seq| !log.contains(seq)), "an entry said undone is in the log: {undone:?} {log:?}");
    for seq in &scored {
        assert!(log.contains(seq) || undone.contains(seq), "#{seq} left the log without an undo naming it");
    }
    assert_eq!(scored.len(), 24);
    assert_eq!(common::scores(&game), pairs(&[("red", log.len() as i64), ("blue", 0)]));
    eprintln!(
        "{} scored, {} undone, {refused} with nothing to undo, {raced} refused as raced",
        scored.len(),
        undone.len()
    );
}

#[test]
fn a_game_at_the_entry_limit_can_still_be_undone_and_finished() {
    let sandbox = Sandbox::new("door-limit");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    let mut document: Value = serde_json::from_str(&sandbox.ok(&["export"])).expect("JSON");
    let at = document["games"][0]["started_at"].clone();
    let road = document["games"][0]["entries"][0]["command"].clone();
    let mut entries: Vec<Value> =
        (1..10_000).map(|seq| json!({"seq": seq, "at": at, "command": {"type": "end_turn"}})).collect();
    entries.push(json!({"seq": 10_000, "at": at, "command": road}));
    document["games"][0]["entries"] = Value::Array(entries);
    document["games"][0]["uuid"] = json!("00000000-0000-4000-8000-000000010000");
    let file = sandbox.dir.join("long.json");
    std::fs::write(&file, document.to_string()).expect("write");
    let other = Sandbox::new("door-limit-import");
    other.ok(&["import", file.to_str().expect("path")]);

    let (code, stderr) = other.fails(&["score", "road", "2", "red"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains(
            "entries in this game (undo, deleting an entry and finishing the game still work): 10001 is more than the limit of 10000"
        ),
        "{stderr}"
    );
    assert!(other.ok(&["undo"]).starts_with("Undid #10000 Road: Ann +3\n"));
    assert!(other.ok(&["redo"]).starts_with("Redid #10000 Road: Ann +3\n"));
    let finished = other.ok(&["end", "--finish", "--now"]);
    assert!(finished.contains("#10003 Final standings"), "{finished}");
    assert_eq!(other.json(&["show", "--json"])["state"]["phase"], "finished");
}
