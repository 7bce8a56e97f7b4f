//! What the end-to-end tests share: a sandbox (a temporary home and database) and
//! `tally` run as a user runs it — a subcommand, or the interactive session fed on
//! stdin.

#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// A temporary home with its database.
pub struct Sandbox {
    /// The directory.
    pub dir: PathBuf,
}

impl Sandbox {
    /// A fresh sandbox; `name` keeps parallel tests apart.
    pub fn new(name: &str) -> Sandbox {
        let dir = std::env::temp_dir().join(format!("tally-e2e-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        Sandbox { dir }
    }

    /// The database.
    pub fn db(&self) -> PathBuf {
        self.dir.join("tally.db")
    }

    /// `tally args` with `stdin`, on the sandbox's database.
    pub fn tally(&self, args: &[&str], stdin: &str) -> Output {
        run(args, stdin, &[("TALLY_DB", self.db().to_str().expect("path"))], &self.dir)
    }

    /// stdout of a command that must succeed.
    pub fn ok(&self, args: &[&str]) -> String {
        let output = self.tally(args, "");
        assert!(
            output.status.success(),
            "tally {args:?} failed ({:?}): {}",
            output.status.code(),
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).expect("utf-8")
    }

    /// The exit code and stderr of a command that must fail.
    pub fn fails(&self, args: &[&str]) -> (i32, String) {
        let output = self.tally(args, "");
        assert!(!output.status.success(), "tally {args:?} succeeded: {}", String::from_utf8_lossy(&output.stdout));
        (output.status.code().unwrap_or(-1), String::from_utf8(output.stderr).expect("utf-8"))
    }

    /// The JSON a command prints.
    pub fn json(&self, args: &[&str]) -> Value {
        serde_json::from_str(&self.ok(args)).expect("JSON output")
    }

    /// The interactive session fed `lines`: what it printed.
    pub fn play(&self, lines: &str) -> String {
        let output = self.tally(&["play"], lines);
        assert!(output.status.success(), "play failed: {}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8(output.stdout).expect("utf-8")
    }

    /// Each player's score in the game `show --json` finds.
    pub fn scores(&self) -> Vec<(String, i64)> {
        scores(&self.json(&["show", "--json"]))
    }

    /// A game of Ann (red) and Ben (blue) with `expansions`.
    pub fn game(&self, expansions: &str) {
        let mut args = vec!["new", "--player", "Ann:red", "--player", "Ben:blue"];
        if !expansions.is_empty() {
            args.extend(["--expansions", expansions]);
        }
        self.ok(&args);
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Runs `tally` with a clean environment and `home` as its home.
pub fn run(args: &[&str], stdin: &str, env: &[(&str, &str)], home: &Path) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tally"));
    command
        .args(args)
        .env_remove("TALLY_DB")
        .env_remove("XDG_DATA_HOME")
        .env_remove("RUST_BACKTRACE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .env("HOME", home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("tally runs");
    let _ = child.stdin.take().expect("stdin").write_all(stdin.as_bytes());
    child.wait_with_output().expect("tally ends")
}

/// Each player's score in a `--json` game.
pub fn scores(game: &Value) -> Vec<(String, i64)> {
    game["state"]["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|player| (player["id"].as_str().expect("id").to_owned(), player["score"].as_i64().expect("score")))
        .collect()
}

/// `(id, score)` pairs, for comparing.
pub fn pairs(list: &[(&str, i64)]) -> Vec<(String, i64)> {
    list.iter().map(|(id, score)| ((*id).to_owned(), *score)).collect()
}

/// `tally serve` on 127.0.0.1:`port` with a scorer link for Ben, and the JSON it
/// printed once it listens (its address and links).
pub fn serve(sandbox: &Sandbox, port: u16) -> (std::process::Child, Value) {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tally"))
        .args(["serve", "--address", "127.0.0.1", "--port", &port.to_string(), "--scorer", "Ben", "--json"])
        .env("TALLY_DB", sandbox.db())
        .env("LANG", "en_US.UTF-8")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut printed = Vec::new();
    let mut byte = [0u8; 1];
    while serde_json::from_slice::<Value>(&printed).is_err() {
        assert_eq!(stdout.read(&mut byte).unwrap(), 1, "tally serve stopped: {}", String::from_utf8_lossy(&printed));
        printed.push(byte[0]);
    }
    (child, serde_json::from_slice(&printed).unwrap())
}
