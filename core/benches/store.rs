//! Store benchmarks (`docs/performance.md` has the numbers and the goals):
//!
//! - `command/store_execute`: one command validated, committed through
//!   `Store::execute` (WAL, `synchronous = FULL`) and applied, against
//!   `command/bare_insert`: one row inserted into a table of the same shape and
//!   committed, with the same pragmas, in the same directory (goal: at most 2x);
//!   `command/game_execute` is the in-memory part alone;
//! - `resume/load_game_300`: `Store::load_game` of a game of 300 entries (< 5 ms);
//! - `history/*` and `stats/*` over 10,000 games and 1,000,000 events (< 200 ms),
//!   built once into `target/tally-bench/` (a few minutes) and reused;
//! - `transfer/*`: export and import of one game of 300 entries.
//!
//! Run: `cargo bench -p tally-core --bench store` (a filter such as `-- history`
//! runs a part).

#[allow(dead_code)]
mod common;

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use chrono::{TimeZone, Utc};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use rusqlite::{Connection, params};
use serde_json::json;
use tally_core::session::{Colour, Command, Game};
use tally_core::store::{GameSeat, HistoryFilter, Store};
use tally_core::{Edition, Ruleset};

use common::games::{self, Random};

fn fresh(path: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
}

fn seats() -> Vec<GameSeat> {
    vec![
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
        GameSeat { roster_id: None, name: "Cleo".into(), colour: Colour::Green },
    ]
}

/// The commands of a typical turn, in a loop: a city for the active player, the
/// end of the turn, a road, the end of the turn.
fn turn_commands(game: &Game, index: u64) -> Command {
    let player = game.table().active_player().id.clone();
    let value = match index % 4 {
        0 => json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": 4, "coats_of_arms": 1},
                    "players": [{"id": player, "followers": 1}]}),
        2 => json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 3},
                    "players": [{"id": player, "followers": 1}]}),
        _ => json!({"type": "end_turn"}),
    };
    serde_json::from_value(value).expect("command")
}

/// The bare baseline: the events table of the store (same columns, same key, no
/// foreign key), WAL and `synchronous = FULL` as the store sets them.
fn bare_connection(path: &Path) -> Connection {
    fresh(path);
    let conn = Connection::open(path).expect("open");
    conn.pragma_update(None, "journal_mode", "WAL").expect("wal");
    conn.pragma_update(None, "synchronous", "FULL").expect("synchronous");
    conn.execute_batch(
        "CREATE TABLE events (
            game_id INTEGER NOT NULL, seq INTEGER NOT NULL, at TEXT NOT NULL, turn INTEGER NOT NULL,
            active TEXT NOT NULL, step TEXT NOT NULL, kind TEXT NOT NULL, format INTEGER NOT NULL,
            payload TEXT NOT NULL, PRIMARY KEY (game_id, seq)
        ) WITHOUT ROWID;",
    )
    .expect("schema");
    conn
}

fn command(c: &mut Criterion) {
    let dir = games::bench_dir();
    let mut group = c.benchmark_group("command");
    group.measurement_time(Duration::from_secs(10));

    let store_path = dir.join("execute.db");
    fresh(&store_path);
    let mut store = Store::open(&store_path).expect("open");
    group.bench_function("store_execute", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("game");
            for index in 0..iters {
                if active.game.entries().len() >= 300 {
                    active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("game");
                }
                let command = turn_commands(&active.game, index);
                let started = Instant::now();
                store.execute(&mut active, command).expect("execute");
                total += started.elapsed();
            }
            total
        });
    });
    drop(store);

    let bare_path = dir.join("bare.db");
    let mut conn = bare_connection(&bare_path);
    let payload = r#"{"type":"score_feature","feature":"city","inputs":{"coats_of_arms":1,"tiles":4},"players":[{"id":"red","followers":1}]}"#;
    let mut seq = 0_i64;
    group.bench_function("bare_insert", |b| {
        b.iter(|| {
            seq += 1;
            let tx = conn.transaction().expect("begin");
            tx.prepare_cached(
                "INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )
            .expect("prepare")
            .execute(params![1, seq, "2026-11-30T20:00:00.000Z", seq / 4, "red", "3B", "score_feature", 1, payload])
            .expect("insert");
            tx.commit().expect("commit");
        });
    });
    drop(conn);

    let at = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().expect("time");
    let setup = Store::open_in_memory()
        .and_then(|mut store| store.create_game(&seats(), Ruleset::base(Edition::C3)))
        .expect("game")
        .game
        .setup()
        .clone();
    group.bench_function("game_execute", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            let mut game = Game::new(setup.clone()).expect("game");
            for index in 0..iters {
                if game.entries().len() >= 300 {
                    game = Game::new(setup.clone()).expect("game");
                }
                let command = turn_commands(&game, index);
                let started = Instant::now();
                game.execute(command, at).expect("execute");
                total += started.elapsed();
            }
            total
        });
    });
    group.finish();
}

fn resume(c: &mut Criterion) {
    let path = games::bench_dir().join("resume.db");
    fresh(&path);
    let id = {
        let mut store = Store::open(&path).expect("open");
        let mut random = Random::new(300);
        let start = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().expect("time");
        let setup = games::random_setup(&mut random);
        let game = games::play(&mut random, setup, 300, start, false);
        let document = games::document(vec![games::exported(&game, start, games::uuid_of(300))]);
        store.import(&document.to_json().expect("json")).expect("import").imported[0]
    };
    let store = Store::open(&path).expect("open");
    assert_eq!(store.load_game(id).expect("load").game.entries().len(), 300);
    c.bench_function("resume/load_game_300", |b| b.iter(|| store.load_game(black_box(id)).expect("load")));
}

fn history(c: &mut Criterion) {
    let path = games::big_history();
    let store = Store::open(&path).expect("open");
    let roster = store.roster().expect("roster");
    let player = roster[0].id;
    let mut group = c.benchmark_group("history");
    group.sample_size(20);
    group.bench_function("list_all_10k", |b| {
        b.iter(|| {
            let games = store.history(&HistoryFilter::default()).expect("history");
            assert_eq!(games.len(), games::BIG_GAMES as usize);
            games
        });
    });
    group.bench_function("first_page_50", |b| {
        b.iter(|| store.history(&HistoryFilter { limit: Some(50), ..HistoryFilter::default() }).expect("history"));
    });
    group.bench_function("player_page_50", |b| {
        let filter = HistoryFilter { player: Some(player), limit: Some(50), ..HistoryFilter::default() };
        b.iter(|| store.history(&filter).expect("history"));
    });
    group.bench_function("unfinished", |b| b.iter(|| store.unfinished_games().expect("unfinished")));
    group.finish();
    let mut group = c.benchmark_group("stats");
    group.sample_size(10);
    group.bench_function("all_stats_20_players", |b| b.iter(|| store.all_stats().expect("stats")));
    group.bench_function("player_stats", |b| b.iter(|| store.player_stats(black_box(player)).expect("stats")));
    group.bench_function("head_to_head", |b| {
        b.iter(|| store.head_to_head(black_box(player), roster[1].id).expect("head to head"));
    });
    group.bench_function("roster", |b| b.iter(|| store.roster().expect("roster")));
    group.finish();
}

fn transfer(c: &mut Criterion) {
    let mut random = Random::new(301);
    let start = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().expect("time");
    let setup = games::random_setup(&mut random);
    let game = games::play(&mut random, setup, 300, start, true);
    let json = games::document(vec![games::exported(&game, start, games::uuid_of(301))]).to_json().expect("json");
    let mut store = Store::open_in_memory().expect("memory");
    let id = store.import(&json).expect("import").imported[0];
    let mut group = c.benchmark_group("transfer");
    group.bench_function("export_300", |b| {
        b.iter(|| store.export(&[black_box(id)]).expect("export").to_json().expect("json"));
    });
    group.bench_function("import_300_memory", |b| {
        b.iter_batched(
            || Store::open_in_memory().expect("memory"),
            |mut target| target.import(black_box(&json)).expect("import"),
            BatchSize::LargeInput,
        );
    });
    let path = games::bench_dir().join("import.db");
    group.bench_function("import_300_file", |b| {
        b.iter_batched(
            || {
                fresh(&path);
                Store::open(&path).expect("open")
            },
            |mut target| target.import(black_box(&json)).expect("import"),
            BatchSize::PerIteration,
        );
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5));
    targets = command, resume, transfer, history
}
criterion_main!(benches);
