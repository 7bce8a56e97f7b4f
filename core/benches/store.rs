//! Store benchmarks (`docs/performance.md` has the numbers and the goals):
//!
//! - `start/{warm,cold}/{100,1000,10000}`: an app start — `Store::open`, the
//!   unfinished games (the home screen's resume card), the last one resumed, the
//!   first page of the history — on a history of that many games closed cleanly;
//!   cold drops the page cache of the database files first
//!   (`posix_fadvise(DONTNEED)`);
//! - `command/ratio` (printed, not a criterion benchmark): each command kind
//!   (score, end turn, dispatch, undo, an edit of the first and of the last scoring) committed through `Store::execute`
//!   against a bare insert + commit of an event row on the same file and
//!   connection, both warmed by 1,500 commits first, measured in alternating
//!   pairs, with the log pages each writes;
//!   `command/store_execute` and `command/game_execute` (the in-memory part) are
//!   criterion benchmarks of a typical turn;
//! - `resume/*`: a game of 300 entries loaded, and opened then loaded;
//! - `history/*`, `stats/*` and `open/*` over 10,000 games and 1,000,000 events,
//!   built once into `target/tally-bench/` (a few minutes) and reused;
//!   `open/check_integrity_10k` is the background check;
//! - `unclean/{clean,after_kill}/{100,1000,10000}`: the history of that many games
//!   as a killed session leaves it (one command in its write-ahead log beside the
//!   file, no `-shm`, as after a reboot), opened with its log (`Store::open` proves
//!   the log, `store/log_door.rs`) and opened as the same file alone; what the
//!   open after the log changed is put back before each open. `unclean/ratio`
//!   (printed, written to `target/tally-bench/open-ratio.txt`) measures both in
//!   alternating pairs after a warm-up;
//! - `review/*`: a game's review (`progression`) at 5,000 to 40,000 entries, and
//!   the former per-turn rescan beside it; `review/store_detail_*` loads a stored
//!   game and builds its detail and chart as `tally history --game` does;
//! - `transfer/*`: export and import of one game of 300 entries.
//!
//! Run: `cargo bench -p tally-core --bench store` (a filter such as `-- history`
//! runs a part).

#[allow(dead_code)]
mod common;

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use chrono::{TimeZone, Utc};
use criterion::{BatchSize, BenchmarkId, Criterion, criterion_group, criterion_main};
use rusqlite::params;
use serde_json::json;
use tally_core::session::{Colour, Command, Game};
use tally_core::store::{ActiveGame, GameSeat, HistoryFilter, PlayerSeries, StartupCheck, Store};
use tally_core::{Edition, Element, Ruleset};

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

fn command(value: serde_json::Value) -> Command {
    serde_json::from_value(value).expect("command")
}

/// The commands of a typical turn, in a loop: a city for the active player, the
/// end of the turn, a road, the end of the turn.
fn turn_commands(game: &Game, index: u64) -> Command {
    let player = game.table().active_player().id.clone();
    match index % 4 {
        0 => command(json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": 4, "coats_of_arms": 1},
                    "players": [{"id": player, "followers": 1}]})),
        2 => command(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 3},
                    "players": [{"id": player, "followers": 1}]})),
        _ => Command::EndTurn,
    }
}

/// Whether the command line's filter (if any) may ask for `name` (a benchmark or
/// a group's prefix).
fn wanted(name: &str) -> bool {
    // Criterion's options that take a value as the next argument (`--measurement-time
    // 3`): that value is no filter.
    const TAKE_A_VALUE: [&str; 8] = [
        "--warm-up-time",
        "--measurement-time",
        "--sample-size",
        "--save-baseline",
        "--baseline",
        "--noise-threshold",
        "--significance-level",
        "--profile-time",
    ];
    let args: Vec<String> = std::env::args().skip(1).collect();
    let filters: Vec<&String> = args
        .iter()
        .enumerate()
        .filter(|(at, arg)| !arg.starts_with('-') && (*at == 0 || !TAKE_A_VALUE.contains(&args[at - 1].as_str())))
        .map(|(_, arg)| arg)
        .collect();
    filters.is_empty() || filters.iter().any(|filter| name.contains(filter.as_str()) || filter.contains(name))
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

// The commit ratio.

/// The bare baseline, in the store's own file and on its own connection (so with its
/// pragmas: WAL, `synchronous = FULL`): a table with the events table's columns and
/// key, one row inserted and committed, `BEGIN IMMEDIATE` and `COMMIT` prepared once.
struct Bare {
    seq: i64,
}

const PAYLOAD: &str = r#"{"type":"score_feature","feature":"city","inputs":{"coats_of_arms":1,"tiles":4},"players":[{"id":"red","followers":1}]}"#;

impl Bare {
    fn new(store: &Store) -> Bare {
        store
            .connection_for_benchmarks()
            .execute_batch(
                "CREATE TABLE IF NOT EXISTS bare_events (
                    game_id INTEGER NOT NULL, seq INTEGER NOT NULL, at TEXT NOT NULL, turn INTEGER NOT NULL,
                    active TEXT NOT NULL, step TEXT NOT NULL, kind TEXT NOT NULL, format INTEGER NOT NULL,
                    payload TEXT NOT NULL, PRIMARY KEY (game_id, seq)
                ) WITHOUT ROWID;",
            )
            .expect("schema");
        Bare { seq: 0 }
    }

    /// One event row inserted and committed.
    fn insert(&mut self, store: &Store) {
        self.seq += 1;
        let conn = store.connection_for_benchmarks();
        conn.prepare_cached("BEGIN IMMEDIATE").and_then(|mut begin| begin.execute([])).expect("begin");
        conn.prepare_cached(
            "INSERT INTO bare_events (game_id, seq, at, turn, active, step, kind, format, payload)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )
        .expect("prepare")
        .execute(params![
            1 + self.seq / 100,
            self.seq % 100,
            "2026-11-30T20:00:00.000Z",
            self.seq / 4,
            "red",
            "3B",
            "score_feature",
            2,
            PAYLOAD
        ])
        .expect("insert");
        conn.prepare_cached("COMMIT").and_then(|mut commit| commit.execute([])).expect("commit");
    }
}

/// The frames in the store's write-ahead log now (`mxFrame` of the wal-index
/// header in the `-shm` file), or `None` without one.
fn wal_frames(path: &Path) -> Option<u32> {
    let mut shm = path.as_os_str().to_owned();
    shm.push("-shm");
    let header = std::fs::read(std::path::PathBuf::from(shm)).ok()?;
    Some(u32::from_ne_bytes(header.get(16..20)?.try_into().ok()?))
}

/// A command kind of the ratio: what is measured, and what comes before and
/// after it unmeasured (a dispatch needs a score to a dark space first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Score,
    EndTurn,
    Dispatch,
    Undo,
    Edit,
    EditRecent,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Score => "score",
            Kind::EndTurn => "end_turn",
            Kind::Dispatch => "dispatch",
            Kind::Undo => "undo",
            Kind::Edit => "edit",
            Kind::EditRecent => "edit_last",
        }
    }

    fn ruleset(self) -> Ruleset {
        match self {
            Kind::Dispatch => Ruleset::base(Edition::C3).with(Element::Messages),
            _ => Ruleset::base(Edition::C3),
        }
    }
}

fn road(player: &str, tiles: i64) -> Command {
    command(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
                   "players": [{"id": player, "followers": 1}]}))
}

/// Prepares one round of `kind` (unmeasured) and returns the measured command.
fn round_of(kind: Kind, store: &mut Store, active: &mut ActiveGame, round: u64) -> Command {
    let game = &active.game;
    let player = game.table().active_player().id.clone();
    match kind {
        Kind::Score => {
            if round % 2 == 1 {
                store.execute(active, Command::EndTurn).expect("end turn");
            }
            turn_commands(&active.game, 0)
        }
        Kind::EndTurn => {
            store.execute(active, turn_commands(game, 0)).expect("score");
            Command::EndTurn
        }
        Kind::Dispatch => {
            // To the next dark space (a multiple of 5): a dispatch is pending.
            let points = game.table().active_player().score;
            let tiles = match 5 - points % 5 {
                1 => 6,
                tiles => tiles,
            };
            store.execute(active, road(&player, tiles)).expect("score to a dark space");
            command(json!({"type": "resolve_dispatch", "choice": {"tile": "two_points"}}))
        }
        Kind::Undo => {
            store.execute(active, road(&player, 2 + (round % 5) as i64)).expect("score");
            Command::Undo
        }
        Kind::Edit => {
            store.execute(active, road(&player, 2 + (round % 5) as i64)).expect("score");
            store.execute(active, Command::EndTurn).expect("end turn");
            // An early scoring of this game: everything after it is replayed.
            command(json!({"type": "edit", "seq": 1, "command": {"type": "score_feature", "feature": "road",
                "inputs": {"tiles": 2 + round % 4}, "players": [{"id": "red", "followers": 1}]}}))
        }
        Kind::EditRecent => {
            store.execute(active, road(&player, 2 + (round % 5) as i64)).expect("score");
            let scored = active.game.entries().len() as u64;
            store.execute(active, Command::EndTurn).expect("end turn");
            // The road just scored, corrected after the turn ended: what a player edits
            // most often (only the end of the turn after it is replayed).
            command(json!({"type": "edit", "seq": scored, "command": {"type": "score_feature", "feature": "road",
                "inputs": {"tiles": 3 + round % 4}, "players": [{"id": player, "followers": 1}]}}))
        }
    }
}

/// After the measured command, what keeps the game going.
fn after_round(kind: Kind, store: &mut Store, active: &mut ActiveGame) {
    if kind == Kind::Dispatch || kind == Kind::Undo {
        store.execute(active, Command::EndTurn).expect("end turn");
    }
}

/// Waits for the next millisecond: the game's row keeps the time of its last change
/// to the millisecond, and a command in the same millisecond as the one before
/// (never at a table) would find its row unchanged and not write it.
fn next_millisecond() {
    let now = Utc::now().timestamp_millis();
    while Utc::now().timestamp_millis() == now {
        std::hint::spin_loop();
    }
}

/// What one side of the ratio took and wrote, command by command.
#[derive(Default)]
struct Side {
    times: Vec<Duration>,
    frames: Vec<u32>,
}

impl Side {
    /// Runs `body` timed, counting the log frames it appended (a round where the
    /// log restarted is left out of the count).
    fn run(&mut self, path: &Path, body: impl FnOnce()) {
        let before = wal_frames(path);
        let started = Instant::now();
        body();
        self.times.push(started.elapsed());
        if let (Some(before), Some(after)) = (before, wal_frames(path))
            && after >= before
        {
            self.frames.push(after - before);
        }
    }

    fn pages(&self) -> f64 {
        f64::from(self.frames.iter().sum::<u32>()) / self.frames.len().max(1) as f64
    }
}

/// The ratio goal, per command kind, against a bare insert + commit on the same
/// file and connection: the store is warmed first (1,500 commands and 1,500 bare
/// inserts: the caches, the log and the file have the size of a store in use),
/// then each round commits the measured command through the store and one bare
/// insert, one right after the other in alternating order, so that the moments
/// the shared disk is slower fall on both; nothing of the measured command is run
/// before it. The medians of the two series give the ratio; the log frames each
/// side appends give the pages it writes. Printed and written to
/// `target/tally-bench/commit-ratio.txt`.
fn commit_ratio() {
    if !wanted("command/ratio") {
        return;
    }
    let rounds: u64 = std::env::var("TALLY_RATIO_ROUNDS").ok().and_then(|value| value.parse().ok()).unwrap_or(400);
    let dir = games::bench_dir();
    let mut report = format!(
        "command/ratio: {rounds} alternating pairs per kind on one file and connection, warmed by 1,500 of each; \
         medians of Store::execute and of a bare insert + commit (goal: score at most 1.2, edit at most 1.5)\n"
    );
    for kind in [Kind::Score, Kind::EndTurn, Kind::Dispatch, Kind::Undo, Kind::Edit, Kind::EditRecent] {
        let store_path = dir.join(format!("ratio-{}.db", kind.name()));
        fresh(&store_path);
        let mut store = Store::open(&store_path).expect("open");
        let mut bare = Bare::new(&store);
        let new_game = |store: &mut Store| store.create_game(&seats()[..2], kind.ruleset()).expect("game");
        let warm_up_game = |store: &mut Store| store.create_game(&seats(), Ruleset::base(Edition::C3)).expect("game");
        let mut active = warm_up_game(&mut store);
        for index in 0..1_500 {
            if active.game.entries().len() >= 100 {
                active = warm_up_game(&mut store);
            }
            let next = turn_commands(&active.game, index);
            store.execute(&mut active, next).expect("warm up");
            bare.insert(&store);
        }
        active = new_game(&mut store);
        let (mut through_store, mut bare_side) = (Side::default(), Side::default());
        for round in 0..rounds {
            if active.game.entries().len() >= 100 {
                active = new_game(&mut store);
            }
            let measured = round_of(kind, &mut store, &mut active, round);
            next_millisecond();
            let run_store = |store: &mut Store| {
                through_store.run(&store_path, || {
                    store.execute(&mut active, measured).expect("the measured command");
                });
            };
            if round % 2 == 0 {
                run_store(&mut store);
                bare_side.run(&store_path, || bare.insert(&store));
            } else {
                bare_side.run(&store_path, || bare.insert(&store));
                run_store(&mut store);
            }
            after_round(kind, &mut store, &mut active);
        }
        let (store_pages, bare_pages) = (through_store.pages(), bare_side.pages());
        let (store_median, bare_median) = (median(through_store.times), median(bare_side.times));
        let ratio = store_median.as_secs_f64() / bare_median.as_secs_f64();
        report.push_str(&format!(
            "  {:<9} Store::execute {store_median:>8.1?} ({store_pages:.2} pages)  bare {bare_median:>8.1?} \
             ({bare_pages:.2} pages)  ratio {ratio:.2}\n",
            kind.name()
        ));
    }
    eprint!("{report}");
    std::fs::write(dir.join("commit-ratio.txt"), report).expect("write the ratio");
}

fn command_benches(c: &mut Criterion) {
    commit_ratio();
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

// App start.

/// What an app does when it starts: open the store, list the unfinished games
/// (the home screen), resume the one changed last, read the history's first page.
fn app_start(path: &Path) -> (Store, ActiveGame, usize) {
    let store = Store::open(path).expect("open");
    let unfinished = store.unfinished_games().expect("unfinished");
    let last = store.load_game(unfinished[0].id).expect("resume");
    let page = store.history(&HistoryFilter { limit: Some(50), ..HistoryFilter::default() }).expect("history");
    (store, last, page.len())
}

fn start(c: &mut Criterion) {
    let mut group = c.benchmark_group("start");
    group.sample_size(20);
    for games in [100, 1_000, 10_000] {
        if !wanted(&format!("start/warm/{games}")) && !wanted(&format!("start/cold/{games}")) {
            continue;
        }
        let path = games::history_of(games);
        for cold in [false, true] {
            let id = BenchmarkId::new(if cold { "cold" } else { "warm" }, games);
            group.bench_with_input(id, &path, |b, path| {
                b.iter_custom(|iters| {
                    let mut total = Duration::ZERO;
                    for _ in 0..iters {
                        if cold {
                            games::drop_cache(path);
                        }
                        let started = Instant::now();
                        let started_app = app_start(path);
                        total += started.elapsed();
                        assert_eq!(started_app.2, 50);
                        drop(started_app);
                    }
                    total
                });
            });
        }
    }
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
    drop(store);
    c.bench_function("resume/open_store_and_load_300", |b| {
        b.iter(|| Store::open(black_box(&path)).expect("open").load_game(id).expect("load"));
    });
}

fn history(c: &mut Criterion) {
    if !["history", "open", "stats"].iter().any(|group| wanted(&format!("{group}/"))) {
        return;
    }
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
    group.bench_function("check_integrity_10k", |b| {
        b.iter(|| assert!(store.check_integrity().expect("check").ok));
    });
    group.finish();
    let mut group = c.benchmark_group("stats");
    group.sample_size(20);
    group.bench_function("all_stats_20_players", |b| b.iter(|| store.all_stats().expect("stats")));
    group.bench_function("player_stats", |b| b.iter(|| store.player_stats(black_box(player)).expect("stats")));
    group.bench_function("head_to_head", |b| {
        b.iter(|| store.head_to_head(black_box(player), roster[1].id).expect("head to head"));
    });
    group.bench_function("roster", |b| b.iter(|| store.roster().expect("roster")));
    group.finish();
}

// Opening after an unclean shutdown.

/// A history as a killed session leaves it, opened again and again: its database and
/// the log beside it, and what an open changes put back before the next one (the
/// pages of the log, which the store's close copies into the file, and the log,
/// which it removes).
struct KilledSession {
    /// The file the benchmarks open.
    db: PathBuf,
    /// The killed session's log.
    log: Vec<u8>,
    /// The file's bytes at the pages the log holds, by offset, and its length.
    pages: Vec<(u64, Vec<u8>)>,
    len: u64,
}

impl KilledSession {
    /// Copies the history at `history`, runs one command on the copy and leaves the
    /// store unclosed (`mem::forget`: no checkpoint, the log stays, as after a kill),
    /// then keeps the database (`killed-<games>.db`) and its log (`killed-<games>.log`)
    /// under `target/tally-bench`, for the benchmarks and `scripts/bench-report`'s
    /// memory measure.
    fn of(history: &Path, games: u64) -> KilledSession {
        let dir = games::bench_dir();
        let session = dir.join(format!("killed-session-{games}.db"));
        let kept = dir.join(format!("killed-{games}.db"));
        let db = dir.join(format!("unclean-{games}.db"));
        for path in [&session, &kept, &db] {
            fresh(path);
        }
        std::fs::copy(history, &session).expect("copy the history");
        // Brought to the latest schema and closed first: the log holds the command only.
        drop(Store::open(&session).expect("migrate"));
        let mut store = Store::open(&session).expect("open");
        let unfinished = store.unfinished_games().expect("unfinished");
        let mut active = store.load_game(unfinished[0].id).expect("resume");
        let next = turn_commands(&active.game, 1);
        store.execute(&mut active, next).expect("one command");
        std::mem::forget(store);
        std::fs::copy(&session, &kept).expect("keep the database");
        let log = std::fs::read(with_suffix(&session, "-wal")).expect("the log");
        assert!(!log.is_empty(), "the killed session left its log");
        std::fs::write(dir.join(format!("killed-{games}.log")), &log).expect("keep the log");
        std::fs::copy(&kept, &db).expect("the file opened");
        let file = std::fs::read(&db).expect("the file");
        let page_size = u32::from_be_bytes(log[8..12].try_into().expect("4 bytes")) as usize;
        let mut pages: Vec<(u64, Vec<u8>)> = log[32..]
            .chunks_exact(24 + page_size)
            .map(|frame| u32::from_be_bytes(frame[..4].try_into().expect("4 bytes")) as usize)
            .filter(|page| *page > 0 && page * page_size <= file.len())
            .map(|page| (((page - 1) * page_size) as u64, file[(page - 1) * page_size..page * page_size].to_vec()))
            .collect();
        pages.sort();
        pages.dedup();
        KilledSession { db, log, pages, len: file.len() as u64 }
    }

    /// The file as the killed session left it, with its log (`with_log`) or alone.
    fn restore(&self, with_log: bool) {
        use std::os::unix::fs::FileExt;
        let file = std::fs::OpenOptions::new().write(true).open(&self.db).expect("the file");
        for (offset, bytes) in &self.pages {
            file.write_all_at(bytes, *offset).expect("put a page back");
        }
        file.set_len(self.len).expect("its length");
        let _ = std::fs::remove_file(with_suffix(&self.db, "-shm"));
        if with_log {
            std::fs::write(with_suffix(&self.db, "-wal"), &self.log).expect("the log");
        } else {
            let _ = std::fs::remove_file(with_suffix(&self.db, "-wal"));
        }
    }

    /// One open, timed, of the file with its log or alone; the store is closed
    /// outside the time.
    fn open(&self, with_log: bool) -> Duration {
        self.restore(with_log);
        let started = Instant::now();
        let store = Store::open(black_box(&self.db)).expect("open");
        let took = started.elapsed();
        let expected = if with_log { StartupCheck::LogProven } else { StartupCheck::CleanShutdown };
        assert_eq!(store.startup_check(), expected);
        drop(store);
        took
    }
}

fn unclean(c: &mut Criterion) {
    if !wanted("unclean/") {
        return;
    }
    let mut group = c.benchmark_group("unclean");
    group.sample_size(20);
    let mut report = String::from(
        "unclean/ratio: Store::open of a killed session's file with its log (one command) against the same \
         file alone;\n30 alternating pairs to warm both, then 201 pairs measured; medians\n\n\
         games   clean open   open after the kill   ratio   difference\n",
    );
    for games in [100_u64, 1_000, 10_000] {
        let killed = KilledSession::of(&games::history_of(games), games);
        for (name, with_log) in [("clean", false), ("after_kill", true)] {
            group.bench_function(BenchmarkId::new(name, games), |b| {
                b.iter_custom(|iters| (0..iters).map(|_| killed.open(with_log)).sum());
            });
        }
        for _ in 0..30 {
            killed.open(false);
            killed.open(true);
        }
        let (mut clean, mut after_kill) = (Vec::new(), Vec::new());
        for _ in 0..201 {
            clean.push(killed.open(false));
            after_kill.push(killed.open(true));
        }
        let (clean, after_kill) = (median(clean), median(after_kill));
        report.push_str(&format!(
            "{games:>6}   {:>7.3} ms   {:>16.3} ms   {:>5.2}   {:+.2} ms\n",
            clean.as_secs_f64() * 1e3,
            after_kill.as_secs_f64() * 1e3,
            after_kill.as_secs_f64() / clean.as_secs_f64(),
            (after_kill.as_secs_f64() - clean.as_secs_f64()) * 1e3
        ));
        killed.restore(true);
    }
    group.finish();
    print!("{report}");
    std::fs::write(games::bench_dir().join("open-ratio.txt"), report).expect("write the ratio");
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// A game of `entries` entries, unfinished (the review of a game in play).
fn long_game(entries: usize) -> Game {
    let mut random = Random::new(entries as u64);
    let start = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().expect("time");
    let setup = games::random_setup(&mut random);
    games::play(&mut random, setup, entries, start, true)
}

/// The former `progression`: for every turn and player, a pass over the whole log.
fn progression_by_rescan(game: &Game) -> Vec<PlayerSeries> {
    use tally_core::rules::Step;
    use tally_core::store::ScorePoint;
    let table = game.table();
    let last_turn = game.log().iter().map(|item| item.turn).max().unwrap_or(0).max(table.turn);
    table
        .players
        .iter()
        .map(|player| {
            let points = (0..=last_turn)
                .map(|turn| ScorePoint {
                    turn,
                    score: game
                        .log()
                        .iter()
                        .filter(|item| item.turn <= turn && item.step != Step::EndOfGame)
                        .flat_map(|item| &item.awards)
                        .filter(|award| award.player == player.id)
                        .map(|award| award.moved)
                        .sum(),
                    end_game: false,
                })
                .collect();
            PlayerSeries { player: player.id.to_string(), name: player.name.to_string(), colour: player.colour, points }
        })
        .collect()
}

fn review(c: &mut Criterion) {
    let mut group = c.benchmark_group("review");
    group.sample_size(10);
    for entries in [5_000, 10_000, 20_000, 40_000] {
        if !wanted("review/") {
            continue;
        }
        let game = long_game(entries);
        group.bench_with_input(BenchmarkId::new("progression", entries), &game, |b, game| {
            b.iter(|| tally_core::store::history::progression(black_box(game)));
        });
        group.bench_with_input(BenchmarkId::new("timeline", entries), &game, |b, game| {
            b.iter(|| tally_core::store::history::timeline(black_box(game.log())));
        });
        if entries <= 20_000 {
            group.bench_with_input(BenchmarkId::new("progression_rescan_before", entries), &game, |b, game| {
                b.iter(|| progression_by_rescan(black_box(game)));
            });
        }
        if entries <= tally_core::limits::MAX_ENTRIES_PER_GAME {
            let mut store = Store::open_in_memory().expect("memory");
            let start = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().expect("time");
            let json = games::document(vec![games::exported(&game, start, games::uuid_of(entries as u64))])
                .to_json()
                .expect("json");
            let id = store.import(&json).expect("import").imported[0];
            group.bench_with_input(BenchmarkId::new("store_detail", entries), &id, |b, id| {
                b.iter(|| (store.game_detail(*id).expect("detail"), store.progression(*id).expect("chart")));
            });
        }
    }
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
    targets = command_benches, start, resume, transfer, history, unclean, review
}
criterion_main!(benches);
