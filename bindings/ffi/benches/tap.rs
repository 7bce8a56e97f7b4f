//! What a tap costs through the bindings as a game grows: one scoring command on a
//! game of 10, 100, 300 and 1,000 log entries, timed through `GameSession::execute`
//! (an in-memory store, so that the disk's fsync does not hide the rest), and the
//! bytes the command's `Update` takes across the FFI, next to the bytes the whole
//! game would take (the table and the entire log, what every tap carried before
//! the table model). Run with `cargo bench -p tally-ffi --bench tap`.

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use tally_core::UniFfiTag;
use tally_core::session::{Colour, Command, LogItem};
use tally_core::store::GameSeat;
use tally_core::table::{TableSummary, Update};
use tally_ffi::{GameSession, TallyStore};

const LENGTHS: [usize; 4] = [10, 100, 300, 1_000];

/// Score-and-undo pairs timed on one game before a fresh one of the same length.
const PAIRS_PER_GAME: u64 = 1_000;

fn road(player: &str, tiles: i64) -> Command {
    serde_json::from_value(serde_json::json!({"type": "score_feature", "feature": "road",
        "inputs": {"tiles": tiles}, "players": [{"id": player, "followers": 1}]}))
    .expect("a command")
}

/// A base game of `entries` log entries: scorings and turn ends, as at a table.
fn session_with(entries: usize) -> Arc<GameSession> {
    let store = TallyStore::in_memory().expect("store");
    let seats = vec![
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ];
    let session = store.new_game(seats, tally_core::RulesetSpec::default()).expect("game");
    for entry in 0..entries {
        let command = if entry % 2 == 0 { road("red", 2 + (entry % 5) as i64) } else { Command::EndTurn };
        session.execute(command).expect("a command");
    }
    session
}

/// The bytes `value` takes across the FFI (UniFFI's serialised form of a record).
fn lowered<T: uniffi::Lower<UniFfiTag>>(value: T) -> usize {
    let mut buffer = Vec::new();
    T::write(value, &mut buffer);
    buffer.len()
}

fn whole_game_bytes(session: &GameSession) -> usize {
    let summary: TableSummary = session.summary().expect("summary");
    let log: Vec<LogItem> = session.log_page(None, u32::MAX).expect("log").items;
    let mut all = log;
    let mut before = all.last().map(|item| item.seq);
    while let Some(seq) = before {
        let page = session.log_page(Some(seq), 200).expect("log");
        before = page.next_before;
        all.extend(page.items);
    }
    lowered(summary) + lowered(all)
}

fn tap(c: &mut Criterion) {
    eprintln!("\n  entries | bytes of one tap's Update | bytes of the whole game (table + log)");
    let mut group = c.benchmark_group("tap/score_and_undo");
    for entries in LENGTHS {
        let session = session_with(entries);
        let update: Update = session.execute(road("red", 3)).expect("tap");
        let whole = whole_game_bytes(&session);
        eprintln!("  {entries:>7} | {:>25} | {whole:>37}", lowered(update));
        session.execute(Command::Undo).expect("undo");
        // A score and its undo are two more entries each time (the table and the log
        // stay as they were); a game holds at most 10,000 entries, so a fresh game of
        // the same length comes now and then, outside the timing.
        let mut game = (session, 0_u64);
        group.bench_function(BenchmarkId::from_parameter(entries), |b| {
            b.iter_custom(|iterations| {
                let mut total = Duration::ZERO;
                for _ in 0..iterations {
                    if game.1 == PAIRS_PER_GAME {
                        game = (session_with(entries), 0);
                    }
                    game.1 += 1;
                    let session = &game.0;
                    let started = Instant::now();
                    black_box(session.execute(road("red", 3)).expect("tap"));
                    black_box(session.execute(Command::Undo).expect("undo"));
                    total += started.elapsed();
                }
                total
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(4));
    targets = tap
}
criterion_main!(benches);
