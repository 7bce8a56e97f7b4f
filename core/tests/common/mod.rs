//! Helpers shared by the crash tests (`crash_safety.rs`, `crash_soak.rs`, ...): a
//! seeded random source, a fresh temporary directory, and a child test process killed
//! with SIGKILL after a delay.
//!
//! A child is a function of the test binary marked `#[ignore]`, so that `cargo test`
//! does not count it as a test; its parent starts the binary again with `--ignored
//! --exact <child>` ([`child_args`]) and the database in an environment variable,
//! without which the child refuses to run ([`child_path`]).

// Each test binary uses its own part of these helpers.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};
use std::time::Duration;

/// A small xorshift generator: the tests need variety, not quality.
pub struct Random(u64);

impl Random {
    /// Seeded from the clock and the process id: each run tries other moments.
    pub fn seeded() -> Random {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos());
        Random((nanos as u64) ^ u64::from(std::process::id()) | 1)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// An empty directory `tally-<name>-<pid>` in the temporary directory.
pub fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tally-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The arguments that run the child `child` of a test binary alone.
pub fn child_args(child: &str) -> [&str; 5] {
    ["--ignored", "--exact", child, "--nocapture", "--test-threads=1"]
}

/// The database a child process works on, from the variable `env` its parent sets;
/// run any other way (`cargo test -- --ignored`), a child is not a test and fails.
pub fn child_path(env: &str) -> String {
    std::env::var(env)
        .unwrap_or_else(|_| panic!("not a test: a child process, started by its parent test with {env} set"))
}

/// Runs the child `child` of this test binary with `env` set to `db`, kills it with
/// SIGKILL after `delay`, and returns the lines it printed until then.
pub fn run_and_kill(child: &str, env: &str, db: &Path, delay: Duration) -> Vec<String> {
    let mut process = Process::new(std::env::current_exe().expect("test binary"))
        .args(child_args(child))
        .env(env, db)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn the child");
    let stdout = process.stdout.take().expect("child stdout");
    let reader = std::thread::spawn(move || BufReader::new(stdout).lines().map_while(Result::ok).collect::<Vec<_>>());
    std::thread::sleep(delay);
    process.kill().expect("SIGKILL");
    process.wait().expect("reap");
    reader.join().expect("reader")
}

/// Runs the child `child` of this test binary with `env` set to `db`, waits until the
/// lines it printed satisfy `ready` (at most a minute), waits `then` more, kills it
/// with SIGKILL, and returns every line it printed until then. A kill after the
/// child has acknowledged something always leaves something to check.
pub fn run_until_then_kill(
    child: &str,
    env: &str,
    db: &Path,
    ready: impl Fn(&[String]) -> bool,
    then: Duration,
) -> Vec<String> {
    let mut process = Process::new(std::env::current_exe().expect("test binary"))
        .args(child_args(child))
        .env(env, db)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn the child");
    let stdout = process.stdout.take().expect("child stdout");
    let (lines_in, lines_out) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines_in.send(line).is_err() {
                break;
            }
        }
    });
    let mut lines = Vec::new();
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while !ready(&lines) {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match lines_out.recv_timeout(left) {
            Ok(line) => lines.push(line),
            Err(_) => {
                let _ = process.kill();
                let _ = process.wait();
                panic!("the child `{child}` never got ready; it printed {lines:?}");
            }
        }
    }
    std::thread::sleep(then);
    process.kill().expect("SIGKILL");
    process.wait().expect("reap");
    reader.join().expect("reader");
    lines.extend(lines_out.try_iter());
    lines
}
