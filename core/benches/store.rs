//! Store benchmarks (`docs/performance.md` has the numbers and the goals):
//!
//! - `command/store_execute`: one command validated, committed through
//!   `Store::execute` (WAL, `synchronous = FULL`) and applied, against
//!   `command/bare_insert`: one row inserted into a table of the same shape and
//!   committed, with the same pragmas, in the same directory (goal: at most 2x);
//!   `command/game_execute` is the in-memory part alone; `command/commit_ratio`
//!   (printed, not a criterion benchmark) measures the two in alternation;
//! - `resume/load_game_300`: `Store::load_game` of a game of 300 entries (< 5 ms);
//! - `resume/open_store_and_load_300`: what an app does when it starts again;
//! - `history/*` and `stats/*` over 10,000 games and 1,000,000 events (< 200 ms),
//!   built once into `target/tally-bench/` (a few minutes) and reused, and
//!   `open/store_10k_games`: `Store::open` of that database (its `quick_check`);
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
    commit_ratio();
}

/// Whether the command line's filter (if any) asks for `name`.
fn wanted(name: &str) -> bool {
    let filters: Vec<String> = std::env::args().skip(1).filter(|arg| !arg.starts_with('-')).collect();
    filters.is_empty() || filters.iter().any(|filter| name.contains(filter.as_str()) || filter.contains("command"))
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// The ratio goal, measured in pairs: the disk of a shared machine is slower at
/// some moments than others, so each round commits one command through the store
/// and one bare insert, one right after the other (in alternating order), and the
/// medians of the two series give the ratio. Printed and written to
/// `target/tally-bench/commit-ratio.txt`.
fn commit_ratio() {
    if !wanted("command/commit_ratio") {
        return;
    }
    let rounds: usize = std::env::var("TALLY_RATIO_ROUNDS").ok().and_then(|value| value.parse().ok()).unwrap_or(1000);
    let dir = games::bench_dir();
    let store_path = dir.join("ratio-store.db");
    fresh(&store_path);
    let mut store = Store::open(&store_path).expect("open");
    let mut active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("game");
    let mut conn = bare_connection(&dir.join("ratio-bare.db"));
    let payload = r#"{"type":"score_feature","feature":"city","inputs":{"coats_of_arms":1,"tiles":4},"players":[{"id":"red","followers":1}]}"#;
    let (mut through_store, mut bare) = (Vec::with_capacity(rounds), Vec::with_capacity(rounds));
    for round in 0..rounds {
        if active.game.entries().len() >= 300 {
            active = store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("game");
        }
        let command = turn_commands(&active.game, round as u64);
        let mut run_store = || {
            let started = Instant::now();
            store.execute(&mut active, command.clone()).expect("execute");
            through_store.push(started.elapsed());
        };
        let mut run_bare = || {
            let started = Instant::now();
            let tx = conn.transaction().expect("begin");
            tx.prepare_cached(
                "INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )
            .expect("prepare")
            .execute(params![1, round, "2026-11-30T20:00:00.000Z", round / 4, "red", "3B", "score_feature", 1, payload])
            .expect("insert");
            tx.commit().expect("commit");
            bare.push(started.elapsed());
        };
        if round % 2 == 0 {
            run_store();
            run_bare();
        } else {
            run_bare();
            run_store();
        }
    }
    let total = |samples: &[Duration]| samples.iter().sum::<Duration>();
    let mean_ratio = total(&through_store).as_secs_f64() / total(&bare).as_secs_f64();
    let (store_median, bare_median) = (median(through_store), median(bare));
    let ratio = store_median.as_secs_f64() / bare_median.as_secs_f64();
    let report = format!(
        "command/commit_ratio: {rounds} pairs; Store::execute median {store_median:.1?}, bare insert + commit median \
         {bare_median:.1?}; ratio of medians {ratio:.2}, ratio of means {mean_ratio:.2} (goal: at most 2)\n"
    );
    eprint!("{report}");
    std::fs::write(dir.join("commit-ratio.txt"), report).expect("write the ratio");
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
    drop(store);
    c.bench_function("resume/open_store_and_load_300", |b| {
        b.iter(|| Store::open(black_box(&path)).expect("open").load_game(id).expect("load"));
    });
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
    let mut group = c.benchmark_group("open");
    group.sample_size(10);
    group.bench_function("store_10k_games", |b| b.iter(|| Store::open(black_box(&path)).expect("open")));
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
