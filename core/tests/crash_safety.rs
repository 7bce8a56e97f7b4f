//! Crash safety: a child process records commands in a loop and says "ack <seq>"
//! after each one returns; the parent kills it with SIGKILL at a random moment after
//! its first acknowledgement, many times over, so that every round has something to
//! check. After each kill the reopened store holds every acknowledged entry (and at
//! most the one in flight more) and `PRAGMA integrity_check` says ok.
//!
//! `TALLY_CRASH_ROUNDS` sets the number of kills (default 20; the soak run of
//! `docs/performance.md` uses more).

mod common;

use std::io::Write;
use std::path::Path;
use std::time::Duration;

use serde_json::json;
use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, Store};
use tally_core::{Edition, Ruleset};

use common::{Random, child_path, fresh_dir, run_until_then_kill};

const CHILD: &str = "TALLY_CRASH_CHILD_DB";

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
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn crash_child() {
    let path = child_path(CHILD);
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
    let dir = fresh_dir("crash");
    let path = dir.join("tally.db");
    let mut random = Random::seeded();
    let mut total_acks = 0;
    for round in 0..rounds {
        let acknowledged = |lines: &[String]| lines.iter().any(|line| line.starts_with("ack "));
        let lines =
            run_until_then_kill("crash_child", CHILD, &path, acknowledged, Duration::from_millis(random.below(120)));
        let (game, acked) = lines
            .iter()
            .rev()
            .find_map(|line| {
                let mut parts = line.strip_prefix("ack ")?.split(' ');
                Some((parts.next()?.parse::<i64>().ok()?, parts.next()?.parse::<usize>().ok()?))
            })
            .unwrap_or_else(|| panic!("round {round}: the child acknowledged, but no line says so: {lines:?}"));
        total_acks += 1;
        let stored = stored_entries(&path, game);
        assert!(stored >= acked, "round {round}: {acked} entries acknowledged, {stored} stored");
        assert!(
            stored <= acked + 1,
            "round {round}: {acked} acknowledged, {stored} stored: more than the one in flight"
        );
        eprintln!("round {round}: {acked} acknowledged, {stored} stored");
    }
    assert_eq!(total_acks, rounds, "every round checked something");
    let _ = std::fs::remove_dir_all(&dir);
}
