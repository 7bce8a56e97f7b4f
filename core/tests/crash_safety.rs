//! Crash safety: a child process records commands in a loop and says "ack <seq>"
//! after each one returns; the parent kills it with SIGKILL at a random moment, many
//! times over. After each kill the reopened store holds every acknowledged entry and
//! `PRAGMA integrity_check` says ok.
//!
//! `TALLY_CRASH_ROUNDS` sets the number of kills (default 20; the soak run of
//! `docs/performance.md` uses more).

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;
use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, Store};
use tally_core::{Edition, Ruleset};

const CHILD: &str = "TALLY_CRASH_CHILD_DB";

/// A small xorshift generator: the test needs variety, not quality.
struct Random(u64);

impl Random {
    fn seeded() -> Random {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos());
        Random((nanos as u64) ^ u64::from(std::process::id()) | 1)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

fn next_command(random: &mut Random) -> Command {
    let player = if random.below(2) == 0 { "red" } else { "blue" };
    let value = match random.below(6) {
        0 => json!({"type": "end_turn"}),
        1 => json!({"type": "undo"}),
        2 => {
            json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": 1 + random.below(8), "coats_of_arms": random.below(3)},
                    "players": [{"id": player, "followers": 1}]})
        }
        _ => json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 1 + random.below(10)},
                    "players": [{"id": player, "followers": 1}]}),
    };
    serde_json::from_value(value).expect("command")
}

/// The child: records commands until killed, acknowledging each on stdout.
#[test]
fn crash_child() {
    let Ok(path) = std::env::var(CHILD) else { return };
    let mut store = Store::open(&path).expect("open");
    let mut active = match store.unfinished_games().expect("list").first() {
        Some(game) => store.load_game(game.id).expect("load"),
        None => store
            .create_game(
                &[
                    GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
                    GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
                ],
                Ruleset::base(Edition::C3),
            )
            .expect("create"),
    };
    let mut random = Random::seeded();
    let stdout = std::io::stdout();
    loop {
        if store.execute(&mut active, next_command(&mut random)).is_ok() {
            let seq = active.game.entries().len();
            let mut out = stdout.lock();
            writeln!(out, "ack {} {seq}", active.id).expect("stdout");
            out.flush().expect("flush");
        }
    }
}

fn stored_entries(path: &Path, game: i64) -> usize {
    let store = Store::open(path).expect("the store reopens after a kill");
    assert_eq!(store.integrity_check().expect("integrity check"), "ok");
    store.load_game(game).expect("the game loads").game.entries().len()
}

#[test]
fn killed_writers_lose_nothing_acknowledged() {
    let rounds: u32 = std::env::var("TALLY_CRASH_ROUNDS").ok().and_then(|value| value.parse().ok()).unwrap_or(20);
    let dir = std::env::temp_dir().join(format!("tally-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("tally.db");
    let mut random = Random::seeded();
    let mut total_acks = 0;
    for round in 0..rounds {
        let mut child = Process::new(std::env::current_exe().expect("test binary"))
            .args(["--exact", "crash_child", "--nocapture", "--test-threads=1"])
            .env(CHILD, &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn the child");
        let stdout = child.stdout.take().expect("child stdout");
        let reader = std::thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .filter_map(|line| {
                    let mut parts = line.strip_prefix("ack ")?.split(' ');
                    Some((parts.next()?.parse::<i64>().ok()?, parts.next()?.parse::<usize>().ok()?))
                })
                .last()
        });
        let started = Instant::now();
        std::thread::sleep(Duration::from_millis(30 + random.below(170)));
        child.kill().expect("SIGKILL");
        child.wait().expect("reap");
        let last = reader.join().expect("reader");
        let Some((game, acked)) = last else {
            assert!(started.elapsed() < Duration::from_secs(30), "round {round}: the child never acknowledged");
            continue;
        };
        total_acks += 1;
        let stored = stored_entries(&path, game);
        assert!(stored >= acked, "round {round}: {acked} entries acknowledged, {stored} stored");
        eprintln!("round {round}: {acked} acknowledged, {stored} stored");
    }
    assert!(total_acks > 0, "no round acknowledged anything");
    let _ = std::fs::remove_dir_all(&dir);
}
