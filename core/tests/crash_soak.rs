//! A busier crash soak than `crash_safety.rs`: a child process plays three games at
//! once (features, turns, corrections), bursts of undo and redo, edits and deletes
//! of past entries, finishes games and starts new ones, and imports games, saying
//! "ack" after each call returns; the parent kills it with SIGKILL at random
//! moments. After every kill the reopened store:
//!
//! - passes `PRAGMA integrity_check`;
//! - holds every acknowledged entry of every game and every acknowledged import;
//! - has derived data in step with the logs: each game's scores in the history are
//!   those of its replayed log, and the statistics are those of an import of the
//!   whole store's export (where the awards come from a replay).
//!
//! `TALLY_SOAK_ROUNDS` sets the number of kills (default 5; `docs/performance.md`
//! has a longer run).

mod common;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::time::Duration;

use serde_json::json;
use tally_core::Ruleset;
use tally_core::session::{Colour, Command, Phase};
use tally_core::store::{ActiveGame, GameSeat, HistoryFilter, Store};

use common::{Random, child_path, fresh_dir, run_and_kill};

const CHILD: &str = "TALLY_SOAK_CHILD_DB";

fn seats(random: &mut Random) -> Vec<GameSeat> {
    let names = ["Ann", "Ben", "Cleo", "Dan"];
    let count = 2 + random.below(3) as usize;
    names
        .iter()
        .zip(Colour::ALL)
        .take(count)
        .map(|(name, colour)| GameSeat { roster_id: None, name: (*name).into(), colour })
        .collect()
}

fn ruleset(random: &mut Random) -> Ruleset {
    let expansions = match random.below(3) {
        0 => json!([]),
        1 => json!(["exp01_inns_cathedrals", "exp02_traders_builders"]),
        _ => json!(["mini2_messages", "mini6_robbers", "exp11_ghosts_castles_cemeteries"]),
    };
    let spec = serde_json::from_value(json!({"edition": "c3", "expansions": expansions})).expect("spec");
    Ruleset::from_spec(&spec).expect("ruleset")
}

fn next_command(random: &mut Random, active: &ActiveGame) -> Command {
    let table = active.game.table();
    let player = table.active_player().id.clone();
    let other = &table.players[random.below(table.players.len() as u64) as usize].id;
    let entries = active.game.entries().len() as u64;
    let value = match (table.phase, random.below(20)) {
        (Phase::Finished, _) => json!({"type": "reopen"}),
        (Phase::EndGame, 0..=13) => json!({"type": "score_feature", "feature": "road", "when": "end_of_game",
                                            "inputs": {"tiles": 1 + random.below(6)}, "players": [{"id": other, "followers": 1}]}),
        (Phase::EndGame, _) => json!({"type": "finish"}),
        (_, 0..=4) => json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": 2 + random.below(8)},
                             "players": [{"id": player, "followers": 1}]}),
        (_, 5..=7) => json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 1 + random.below(8)},
                             "players": [{"id": player, "followers": 1}, {"id": other, "followers": 1}]}),
        (_, 8) => {
            json!({"type": "correct", "player": other, "points": random.below(9) as i64 - 4, "reason": "recount"})
        }
        (_, 9) => json!({"type": "resolve_dispatch", "choice": {"tile": "two_points"}}),
        (_, 10) => json!({"type": "edit", "seq": 1 + random.below(entries.max(1)),
                           "command": {"type": "score_feature", "feature": "road", "inputs": {"tiles": 1 + random.below(5)},
                                       "players": [{"id": player, "followers": 1}]}}),
        (_, 11) => json!({"type": "delete", "seq": 1 + random.below(entries.max(1))}),
        (_, 12) if entries > 60 => json!({"type": "start_end_game"}),
        _ => json!({"type": "end_turn"}),
    };
    serde_json::from_value(value).expect("command")
}

fn ack(line: &str) {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{line}").expect("stdout");
    out.flush().expect("flush");
}

/// The child: plays until killed.
#[test]
#[ignore = "not a test: a child process that this file's tests start (--ignored --exact)"]
fn soak_child() {
    let path = child_path(CHILD);
    let mut store = Store::open(&path).expect("open");
    let mut random = Random::seeded();
    let mut games: Vec<ActiveGame> = store
        .unfinished_games()
        .expect("list")
        .iter()
        .take(3)
        .map(|game| store.load_game(game.id).expect("load"))
        .collect();
    loop {
        while games.len() < 3 {
            let active = store.create_game(&seats(&mut random), ruleset(&mut random)).expect("create");
            ack(&format!("ack {} 0", active.id));
            games.push(active);
        }
        let index = random.below(3) as usize;
        match random.below(40) {
            // An undo storm, then some of it redone.
            0 => {
                let depth = 1 + random.below(8);
                for _ in 0..depth {
                    if store.execute(&mut games[index], Command::Undo).is_ok() {
                        ack(&format!("ack {} {}", games[index].id, games[index].game.entries().len()));
                    }
                }
                for _ in 0..random.below(depth + 1) {
                    if store.execute(&mut games[index], Command::Redo).is_ok() {
                        ack(&format!("ack {} {}", games[index].id, games[index].game.entries().len()));
                    }
                }
            }
            // An import of a copy of a game under a new uuid.
            1 => {
                let json = store.export(&[games[index].id]).expect("export").to_json().expect("json");
                let mut copy: serde_json::Value = serde_json::from_str(&json).expect("json");
                let uuid = format!("00000000-0000-4000-8000-{:012x}", random.below(1 << 40));
                copy["games"][0]["uuid"] = json!(uuid);
                if store.import(&copy.to_string()).expect("import").imported.len() == 1 {
                    ack(&format!("import {uuid}"));
                }
            }
            _ => {
                let command = next_command(&mut random, &games[index]);
                if store.execute(&mut games[index], command).is_ok() {
                    ack(&format!("ack {} {}", games[index].id, games[index].game.entries().len()));
                }
                if games[index].game.table().phase == Phase::Finished && random.below(2) == 0 {
                    games.remove(index);
                }
            }
        }
    }
}

/// Everything the child acknowledged: entries per game, imported uuids.
#[derive(Default)]
struct Acks {
    entries: BTreeMap<i64, usize>,
    imports: Vec<String>,
}

fn check(path: &Path, acks: &Acks, round: u32) {
    let store = Store::open(path).expect("the store reopens after a kill");
    assert_eq!(store.integrity_check().expect("integrity check"), "ok", "round {round}");
    for (id, acked) in &acks.entries {
        let stored = store.load_game(*id).expect("an acknowledged game loads").game.entries().len();
        assert!(stored >= *acked, "round {round}: game {id}: {acked} entries acknowledged, {stored} stored");
    }
    let history = store.history(&HistoryFilter::default()).expect("history");
    for uuid in &acks.imports {
        assert!(history.iter().any(|game| &game.uuid == uuid), "round {round}: import {uuid} acknowledged, not stored");
    }
    for summary in &history {
        let table = store.load_game(summary.id).expect("every game loads").game.table().clone();
        let scores: Vec<i64> = table.players.iter().map(|player| player.score).collect();
        let shown: Vec<i64> = summary.seats.iter().map(|seat| seat.score).collect();
        assert_eq!(shown, scores, "round {round}: game {}: the history shows the log's scores", summary.id);
    }
    let mut replayed = Store::open_in_memory().expect("memory");
    replayed.import(&store.export(&[]).expect("export").to_json().expect("json")).expect("the export imports");
    let names = |stats: Vec<tally_core::store::PlayerStats>| -> Vec<_> {
        stats.into_iter().map(|s| (s.name, s.games, s.wins, s.best_score, s.average_by_category)).collect()
    };
    assert_eq!(
        names(store.all_stats().expect("stats")),
        names(replayed.all_stats().expect("stats")),
        "round {round}: the statistics are those of the replayed logs"
    );
}

#[test]
fn a_busy_session_killed_at_random_loses_nothing_acknowledged() {
    let rounds: u32 = std::env::var("TALLY_SOAK_ROUNDS").ok().and_then(|value| value.parse().ok()).unwrap_or(5);
    let dir = fresh_dir("soak");
    let path = dir.join("tally.db");
    let mut random = Random::seeded();
    let mut acks = Acks::default();
    let mut lines = 0;
    for round in 0..rounds {
        let printed = run_and_kill("soak_child", CHILD, &path, Duration::from_millis(100 + random.below(400)));
        for line in printed {
            let parts: Vec<&str> = line.split(' ').collect();
            match parts.as_slice() {
                ["ack", id, entries] => {
                    let (id, entries) = (id.parse().expect("id"), entries.parse().expect("entries"));
                    let known = acks.entries.entry(id).or_default();
                    *known = (*known).max(entries);
                }
                ["import", uuid] => acks.imports.push((*uuid).to_owned()),
                _ => continue,
            }
            lines += 1;
        }
        check(&path, &acks, round);
        eprintln!("round {round}: {lines} acknowledgements, {} games", acks.entries.len());
    }
    assert!(lines > 0, "the child never acknowledged anything");
    let _ = std::fs::remove_dir_all(&dir);
}
