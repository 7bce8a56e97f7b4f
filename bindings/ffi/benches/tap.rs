//! What a tap costs through the bindings as a game grows, on games of 10, 100, 300
//! and 1,000 log entries (scorings and turn ends, as at a table), each in an
//! in-memory store so that the disk's fsync does not hide the rest:
//!
//! - `tap/update/<entries>`: one scoring command through `GameSession::execute`
//!   and its `Update` lowered as UniFFI hands it to Kotlin and Swift, both timed. A
//!   command lengthens the game, so every timed tap gets a game of exactly its
//!   length of its own, made beforehand (imported from one export) in a batch
//!   whose first, untimed tap warms the code;
//! - `tap/draft_action/<entries>`: one action on a scoring draft through
//!   `GameSession::apply_draft` (entering a city's tiles), its `DraftUpdate` lowered;
//!   an action reads the game and changes nothing in it;
//! - the bytes of one tap's `Update`, of one draft action's `DraftUpdate`, and of
//!   the whole game (the table and every log entry, what every tap carried before
//!   the table model), printed and written to `target/tally-bench/tap-bytes.txt`;
//! - the bytes of an `Update` in every phase of a Big Box 6 game of 6 and 8
//!   players with every expansion in play (goal: under 2 KB), written to
//!   `target/tally-bench/update-bytes.txt`.
//!
//! Run with `cargo bench -p tally-ffi --bench tap`.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, SamplingMode, criterion_group, criterion_main};
use tally_core::UniFfiTag;
use tally_core::rules::InputValue;
use tally_core::rules::events::ItemKind;
use tally_core::session::{Colour, Command, LogItem};
use tally_core::store::GameSeat;
use tally_core::table::{DraftAction, DraftStart, TableSummary, Update};
use tally_ffi::{GameSession, TallyStore};

const LENGTHS: [usize; 4] = [10, 100, 300, 1_000];

/// How many games of one length are made before their taps are timed.
const TAPS_PER_BATCH: u64 = 16;

fn road(player: &str, tiles: i64) -> Command {
    serde_json::from_value(serde_json::json!({"type": "score_feature", "feature": "road",
        "inputs": {"tiles": tiles}, "players": [{"id": player, "followers": 1}]}))
    .expect("a command")
}

fn seats(count: usize) -> Vec<GameSeat> {
    ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"]
        .iter()
        .zip(Colour::ALL)
        .take(count)
        .map(|(name, colour)| GameSeat { roster_id: None, name: (*name).into(), colour })
        .collect()
}

/// The export of a base game of `entries` log entries: scorings and turn ends, as
/// at a table.
fn game_of(entries: usize) -> String {
    let store = TallyStore::in_memory().expect("store");
    let session = store.new_game(seats(2), tally_core::RulesetSpec::default()).expect("game");
    for entry in 0..entries {
        let command = if entry % 2 == 0 { road("red", 2 + (entry % 5) as i64) } else { Command::EndTurn };
        session.execute(command).expect("a command");
    }
    store.export_games(vec![session.game_id()]).expect("export")
}

/// Games of one length, each for one timed tap: the same game imported into a
/// store of its own from one export.
struct Games {
    export: String,
    entries: usize,
}

impl Games {
    fn new(entries: usize) -> Games {
        Games { export: game_of(entries), entries }
    }

    fn fresh(&self) -> Arc<GameSession> {
        let store = TallyStore::in_memory().expect("store");
        let id = store.import_games(self.export.clone()).expect("import").imported[0];
        let session = store.resume(id).expect("resume");
        assert_eq!(session.summary().expect("summary").log_length as usize, self.entries);
        session
    }
}

/// The bytes `value` takes across the FFI (UniFFI's serialised form of a record).
fn lowered<T: uniffi::Lower<UniFfiTag>>(value: T) -> usize {
    let mut buffer = Vec::new();
    T::write(value, &mut buffer);
    buffer.len()
}

fn whole_game_bytes(session: &GameSession) -> usize {
    let summary: TableSummary = session.summary().expect("summary");
    let mut all: Vec<LogItem> = Vec::new();
    let mut before = None;
    loop {
        let page = session.log_page(before, 200).expect("log");
        all.extend(page.items);
        match page.next_before {
            Some(seq) => before = Some(seq),
            None => break,
        }
    }
    lowered(summary) + lowered(all)
}

fn bench_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/tally-bench");
    std::fs::create_dir_all(&dir).expect("bench dir");
    dir
}

fn tap(c: &mut Criterion) {
    let mut bytes = String::from(
        "entries | bytes of one tap's Update | bytes of one draft action's DraftUpdate | bytes of the whole game (table + log)\n",
    );
    let mut group = c.benchmark_group("tap/update");
    // One game per timed tap: few, timed one by one.
    group.sampling_mode(SamplingMode::Flat).sample_size(20).warm_up_time(Duration::from_millis(1));
    group.measurement_time(Duration::from_millis(100));
    let mut draft_group = Vec::new();
    for entries in LENGTHS {
        let games = Games::new(entries);
        let sample = games.fresh();
        let update: Update = sample.execute(road("red", 3)).expect("tap");
        let update_bytes = lowered(update);
        let draft = sample.start_draft(DraftStart::Item { kind: ItemKind::Feature, key: "city".into(), step: None });
        let draft = draft.expect("a city's draft").draft;
        let action = DraftAction::Set { item: 0, field: "tiles".into(), player: None, value: InputValue::Int(5) };
        let draft_bytes = lowered(sample.apply_draft(draft.clone(), action.clone()).expect("an action"));
        let _ = writeln!(bytes, "{entries} | {update_bytes} | {draft_bytes} | {}", whole_game_bytes(&games.fresh()));
        group.bench_function(BenchmarkId::from_parameter(entries), |b| {
            b.iter_custom(|taps| {
                let mut total = Duration::ZERO;
                let mut left = taps;
                while left > 0 {
                    let batch = left.min(TAPS_PER_BATCH);
                    left -= batch;
                    // The games are made before any tap of the batch is timed, and one
                    // untimed tap on a game of the same length warms the code: a tap
                    // timed right after an import would measure the caches the import
                    // left cold, which grow with the game imported, not the tap.
                    let sessions: Vec<_> = (0..=batch).map(|_| games.fresh()).collect();
                    black_box(lowered(sessions[0].execute(road("red", 3)).expect("tap")));
                    for session in &sessions[1..] {
                        let started = Instant::now();
                        let update = session.execute(road("red", 3)).expect("tap");
                        black_box(lowered(update));
                        total += started.elapsed();
                    }
                }
                total
            });
        });
        draft_group.push((entries, games.fresh(), draft, action));
    }
    group.finish();
    let mut group = c.benchmark_group("tap/draft_action");
    for (entries, session, draft, action) in draft_group {
        group.bench_function(BenchmarkId::from_parameter(entries), |b| {
            b.iter(|| lowered(session.apply_draft(black_box(draft.clone()), action.clone()).expect("an action")));
        });
    }
    group.finish();
    eprint!("\n{bytes}");
    std::fs::write(bench_dir().join("tap-bytes.txt"), bytes).expect("write the bytes");
}

/// The bytes of an `Update` in every phase of a game of Big Box 6 and of Big Box 7
/// (every expansion of the box in play: Messages' dispatches, robbers...), 6 and 8
/// players.
fn update_bytes_by_phase(_c: &mut Criterion) {
    let mut report = String::from("box | players | phase | bytes of the Update\n");
    let mut largest = 0;
    for key in ["big_box_6", "big_box_7"] {
        let preset = tally_core::ruleset::presets::find(key).expect("a Big Box");
        let spec = tally_core::RulesetSpec {
            edition: preset.edition,
            expansions: preset.expansions.iter().map(|key| (*key).to_owned()).collect(),
            ..tally_core::RulesetSpec::default()
        };
        for players in [6, 8] {
            let store = TallyStore::in_memory().expect("store");
            let session = store.new_game(seats(players), spec.clone()).expect("a Big Box game");
            let active = |session: &GameSession| session.summary().expect("summary").active;
            let mut run = |phase: &'static str, command: Command| {
                let size = lowered(session.execute(command).expect(phase));
                largest = largest.max(size);
                let _ = writeln!(report, "{key} | {players} | {phase} | {size}");
            };
            run("a road scored (3 points)", road(&active(&session), 3));
            run("a road to a dark space: a dispatch waits", road(&active(&session), 2));
            run(
                "the dispatch taken (2 points)",
                serde_json::from_value(serde_json::json!(
                {"type": "resolve_dispatch", "choice": {"tile": "two_points"}}))
                .expect("dispatch"),
            );
            run("the turn ended", Command::EndTurn);
            run("the end-game scoring begun", Command::StartEndGame);
            run("finished", Command::FINISH);
        }
    }
    let _ = writeln!(report, "largest: {largest} (goal: under 2,048)");
    eprint!("\n{report}");
    std::fs::write(bench_dir().join("update-bytes.txt"), report).expect("write the bytes");
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(Duration::from_secs(3));
    targets = tap, update_bytes_by_phase
}
criterion_main!(benches);
