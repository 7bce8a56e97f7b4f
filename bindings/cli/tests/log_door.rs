//! One door for every path, with the real `tally`: the database is the file SQLite
//! opens, links followed, and what is not a regular file is refused, writing
//! nothing.
//!
//! - a linked `--db` with another database's log beside the link's target (the
//!   command of the report: `cp other.db-wal a.db-wal; ln -s a.db link.db; tally
//!   --db link.db games`) is refused naming the target's log, every file byte for
//!   byte, no `-shm` made; `check --set-aside-log` through the link moves the
//!   target's log and the game is there;
//! - `--db /dev/stdin < a.db` (and `/dev/fd/0`), a FIFO, a socket: refused, saying
//!   what the path is, the file behind stdin untouched;
//! - a log holding no commit (the header alone, as a session killed during its first
//!   write leaves it) is set aside and said once, with or without its `-shm`.

mod common;

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::{Sandbox, pairs};

fn listing(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir).expect("dir").filter_map(|entry| entry.ok()?.file_name().into_string().ok()).collect()
}

fn wal(path: &Path) -> PathBuf {
    PathBuf::from(format!("{}-wal", path.display()))
}

/// `tally --db <db> args` in `dir`, stdin from `stdin`.
fn tally_at(dir: &Path, db: &str, args: &[&str], stdin: Stdio) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tally"))
        .arg("--db")
        .arg(db)
        .args(args)
        .current_dir(dir)
        .env_remove("TALLY_DB")
        .env("HOME", dir)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("tally runs")
}

/// A `tally play` session on `db` that scores a road of 5 for red and is killed with
/// SIGKILL: its log stays beside the database.
fn crash_a_session(dir: &Path, db: &str) {
    let mut session = Command::new(env!("CARGO_BIN_EXE_tally"))
        .args(["--db", db, "play"])
        .current_dir(dir)
        .env("HOME", dir)
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("tally play");
    let mut stdin = session.stdin.take().expect("stdin");
    writeln!(stdin, "road 5 red").expect("a line");
    let stdout = BufReader::new(session.stdout.take().expect("stdout"));
    for line in stdout.lines() {
        if line.expect("a line").contains("#1 Road") {
            break;
        }
    }
    session.kill().expect("SIGKILL");
    session.wait().expect("reap");
    assert!(std::fs::metadata(wal(&dir.join(db))).expect("the log").len() > 0);
}

#[test]
fn a_linked_db_is_judged_by_the_log_beside_its_target() {
    let sandbox = Sandbox::new("door-link");
    let dir = &sandbox.dir;
    let new = ["new", "--player", "A:red", "--player", "B:blue"];
    assert!(tally_at(dir, "a.db", &new, Stdio::null()).status.success());
    assert!(tally_at(dir, "other.db", &new, Stdio::null()).status.success());
    crash_a_session(dir, "other.db");
    std::fs::copy(wal(&dir.join("other.db")), wal(&dir.join("a.db"))).expect("cp other.db-wal a.db-wal");
    std::os::unix::fs::symlink("a.db", dir.join("link.db")).expect("ln -s a.db link.db");
    let before = listing(dir);
    let database = std::fs::read(dir.join("a.db")).expect("a.db");
    let log = std::fs::read(wal(&dir.join("a.db"))).expect("a.db-wal");
    let target = std::fs::canonicalize(dir.join("a.db")).expect("a.db");

    for args in [&["games"][..], &["check"][..]] {
        let output = tally_at(dir, "link.db", args, Stdio::null());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{args:?}: {stderr}");
        assert!(stderr.contains(&format!("{}-wal", target.display())), "the target's log is named: {stderr}");
        assert!(stderr.contains("not this file's own"), "{stderr}");
        assert_eq!(listing(dir), before, "{args:?}: nothing made beside the files (no -shm)");
        assert_eq!(std::fs::read(dir.join("a.db")).expect("a.db"), database, "{args:?}");
        assert_eq!(std::fs::read(wal(&dir.join("a.db"))).expect("a.db-wal"), log, "{args:?}");
    }

    let output = tally_at(dir, "link.db", &["check", "--set-aside-log"], Stdio::null());
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains(&format!("{}-wal.set-aside-", target.display())), "{stdout}");
    assert!(stdout.trim().ends_with("The database is sound."), "{stdout}");
    let output = tally_at(dir, "link.db", &["show", "--json"], Stdio::null());
    let game: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(common::scores(&game), pairs(&[("red", 0), ("blue", 0)]), "a.db's own game, not other.db's road");
}

#[test]
fn stdin_a_fifo_or_a_socket_is_refused_saying_what_it_is() {
    let sandbox = Sandbox::new("door-streams");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    let dir = &sandbox.dir;
    let before = listing(dir);
    let database = std::fs::read(sandbox.db()).expect("tally.db");
    for path in ["/dev/stdin", "/dev/fd/0"] {
        let stdin = std::fs::File::open(sandbox.db()).expect("tally.db");
        let output = tally_at(dir, path, &["games"], Stdio::from(stdin));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{path}: {stderr}");
        assert!(stderr.contains(&format!("{path} is not a Tally database")), "{stderr}");
        assert!(stderr.contains("a stream or a device (standard input"), "{stderr}");
        assert_eq!(listing(dir), before, "{path}: nothing made beside the file behind stdin");
        assert_eq!(std::fs::read(sandbox.db()).expect("tally.db"), database, "{path}");
    }
    let fifo = dir.join("fifo.db");
    assert!(Command::new("mkfifo").arg(&fifo).status().expect("mkfifo").success());
    let output = tally_at(dir, "fifo.db", &["games"], Stdio::null());
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stderr).contains("is a FIFO (named pipe), not a database file"));
    let _socket = std::os::unix::net::UnixListener::bind(dir.join("socket.db")).expect("a socket");
    let output = tally_at(dir, "socket.db", &["games"], Stdio::null());
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stderr).contains("is a device or a socket, not a database file"));
    assert_eq!(sandbox.scores(), pairs(&[("red", 3), ("blue", 0)]));
}

#[test]
fn a_log_holding_no_commit_is_set_aside_and_said_once() {
    for with_shm in [false, true] {
        let sandbox = Sandbox::new(&format!("door-no-commit-{with_shm}"));
        let dir = &sandbox.dir;
        let new = ["new", "--player", "A:red", "--player", "B:blue"];
        assert!(tally_at(dir, "tally.db", &new, Stdio::null()).status.success());
        let clean = std::fs::read(sandbox.db()).expect("tally.db");
        crash_a_session(dir, "tally.db");
        let log = std::fs::read(wal(&sandbox.db())).expect("the log");
        let shm = PathBuf::from(format!("{}-shm", sandbox.db().display()));
        // The session killed during its first write: the file as it was, the log's
        // header alone.
        std::fs::write(sandbox.db(), &clean).expect("the file before the write");
        std::fs::write(wal(&sandbox.db()), &log[..32]).expect("the header alone");
        if !with_shm {
            std::fs::remove_file(&shm).expect("no -shm");
        }
        let (code, stderr) = {
            let output = sandbox.tally(&["games"], "");
            (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
        };
        assert_eq!(code, Some(0), "{stderr}");
        assert!(stderr.contains("held no finished change; it is kept as"), "{stderr}");
        let kept: Vec<String> = listing(dir).into_iter().filter(|name| name.contains(".set-aside-")).collect();
        assert_eq!(kept.len(), if with_shm { 2 } else { 1 }, "{kept:?}");
        let kept_log = kept.iter().find(|name| name.starts_with("tally.db-wal")).expect("the log kept");
        assert_eq!(std::fs::read(dir.join(kept_log)).expect("kept"), &log[..32]);
        let output = sandbox.tally(&["games"], "");
        assert!(output.status.success());
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "said once");
        assert_eq!(sandbox.scores(), pairs(&[("red", 0), ("blue", 0)]));
    }
}
