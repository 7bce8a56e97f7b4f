//! What the first rendered text costs a process (goal: under 1 ms and 1 MB):
//! `l10n/first_summary/<language>` times the first `TableModel::summary` of a
//! process (a game of two players with Inns & Cathedrals, its table's texts in that
//! language), each in a process of its own, since only the first one parses
//! anything; `l10n/next_summary` times the ones after it. The memory the first
//! summary added (resident set, read from `/proc/self/statm`) and the files it
//! parsed are written to `target/tally-bench/l10n-first.txt`.
//!
//! Run: `cargo bench -p tally-core --bench l10n`.

use std::fmt::Write as _;
use std::hint::black_box;
use std::process::Command;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion};
use serde_json::json;
use tally_core::l10n;
use tally_core::session::{Game, GameSetup};
use tally_core::table::TableModel;

/// Set in the child process: the language its first summary is rendered in.
const CHILD: &str = "TALLY_BENCH_FIRST_SUMMARY";

fn game() -> Game {
    let setup: GameSetup = serde_json::from_value(json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
        "ruleset": {"edition": "c3", "expansions": ["exp01_inns_cathedrals"]}
    }))
    .expect("setup");
    Game::new(setup).expect("game")
}

/// Resident memory of this process, in KiB.
fn resident_kib() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm.split(' ').nth(1).and_then(|field| field.parse().ok()).unwrap_or(0);
    pages * 4
}

/// The child: one first summary, timed, with the memory it added; printed as
/// `nanoseconds KiB files-parsed`.
fn first_summary(language: &str) {
    l10n::set_locale(language);
    let game = game();
    assert!(l10n::loaded().is_empty(), "nothing rendered before the summary");
    let before = resident_kib();
    let started = Instant::now();
    let summary = TableModel::new(&game).summary();
    let elapsed = started.elapsed();
    let added = resident_kib().saturating_sub(before);
    black_box(summary);
    let files: Vec<String> =
        l10n::loaded().into_iter().map(|(language, files)| format!("{language}:{}", files.join("+"))).collect();
    println!("{} {added} {}", elapsed.as_nanos(), files.join(","));
}

fn run_child(language: &str) -> (Duration, u64, String) {
    let output = Command::new(std::env::current_exe().expect("this benchmark"))
        .env(CHILD, language)
        .output()
        .expect("a child process");
    let text = String::from_utf8_lossy(&output.stdout);
    let mut fields = text.split_whitespace();
    let nanos: u64 = fields.next().and_then(|field| field.parse().ok()).expect("the child's time");
    let kib: u64 = fields.next().and_then(|field| field.parse().ok()).expect("the child's memory");
    (Duration::from_nanos(nanos), kib, fields.next().unwrap_or_default().to_owned())
}

fn benches(c: &mut Criterion) {
    let mut report =
        String::from("language | memory the first summary added (median of 20 processes) | files parsed\n");
    let mut group = c.benchmark_group("l10n/first_summary");
    group.sample_size(20).measurement_time(Duration::from_secs(2));
    for language in ["en", "de", "ru"] {
        group.bench_function(BenchmarkId::from_parameter(language), |b| {
            b.iter_custom(|iterations| (0..iterations).map(|_| run_child(language).0).sum());
        });
        let mut runs: Vec<(Duration, u64, String)> = (0..20).map(|_| run_child(language)).collect();
        runs.sort_by_key(|run| run.1);
        let _ = writeln!(report, "{language} | {} KiB | {}", runs[10].1, runs[10].2);
    }
    group.finish();
    let game = game();
    l10n::set_locale("de");
    black_box(TableModel::new(&game).summary());
    c.bench_function("l10n/next_summary", |b| b.iter(|| TableModel::new(black_box(&game)).summary()));
    eprint!("\n{report}");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/tally-bench");
    std::fs::create_dir_all(&dir).expect("bench dir");
    std::fs::write(dir.join("l10n-first.txt"), report).expect("write the report");
}

fn main() {
    if let Ok(language) = std::env::var(CHILD) {
        first_summary(&language);
        return;
    }
    let mut criterion = Criterion::default().configure_from_args();
    benches(&mut criterion);
    criterion.final_summary();
}
