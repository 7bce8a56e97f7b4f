//! Statistics benchmarks (`docs/performance.md`, "Statistics"): every query of
//! `core/src/statistics` on the statistics history (`common/stats_games.rs`: 20
//! players, 10,000 games with editions, expansions and entries of every kind), and
//! each as a ratio to reading the games once:
//!
//! - `stats/ratio` (printed, and written to `target/tally-bench/stats-ratio.txt`):
//!   each query against the list of every finished game with its seats
//!   (`Store::history`, what a front-end would read to compute a figure itself),
//!   both warmed, measured in alternating pairs, medians;
//! - `stats/*`: the same queries as criterion benchmarks.
//!
//! Run: `cargo bench -p tally-core --bench statistics` (`-- stats/ratio` for the
//! ratios alone).

#[allow(dead_code)]
mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use tally_core::Edition;
use tally_core::statistics::{StatsFilter, StatsPage};
use tally_core::store::{HistoryFilter, Store};

use common::stats_games::{STATS_GAMES, stats_history};

/// Whether the command line's filter (if any) may ask for `name`.
fn wanted(name: &str) -> bool {
    let filters: Vec<String> = std::env::args().skip(1).filter(|arg| !arg.starts_with('-')).collect();
    filters.is_empty() || filters.iter().any(|filter| name.contains(filter.as_str()) || filter.contains(name))
}

/// What is measured: a name and the query.
type Query<'a> = (&'static str, Box<dyn Fn(&Store) + 'a>);

/// Every query, on the whole history and with the filters a table uses.
fn queries(store: &Store) -> Vec<Query<'static>> {
    let roster = store.roster().expect("roster");
    let (ann, ben) = (roster[0].id, roster[1].id);
    let all = StatsFilter::default();
    let page = StatsPage::default();
    let year = StatsFilter {
        from: Some(chrono::TimeZone::with_ymd_and_hms(&chrono::Utc, 2025, 1, 1, 0, 0, 0).single().expect("day")),
        to: Some(chrono::TimeZone::with_ymd_and_hms(&chrono::Utc, 2026, 1, 1, 0, 0, 0).single().expect("day")),
        ..StatsFilter::default()
    };
    let c3_inns = StatsFilter {
        edition: Some(Edition::C3),
        expansions: vec!["exp01_inns_cathedrals".into()],
        ..StatsFilter::default()
    };
    let pair = StatsFilter { players: vec![ann, ben], ..StatsFilter::default() };
    let with = |filter: &StatsFilter| filter.clone();
    vec![
        ("player_games_page_50", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.player_games(ann, &f, page).expect("q"))))
        }),
        ("win_rate_by_players", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.win_rate_by_players(ann, &f).expect("q"))))
        }),
        ("win_rate_by_expansion", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.win_rate_by_expansion(ann, &f).expect("q"))))
        }),
        ("group_wins", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.group_wins(&f).expect("q"))))
        }),
        ("pairings", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.pairings(&f).expect("q"))))
        }),
        ("pair_games_page_50", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.pair_games(ann, ben, &f, page).expect("q"))))
        }),
        ("records", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.records(&f).expect("q"))))
        }),
        ("ratings", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.ratings(&f).expect("q"))))
        }),
        ("rating_history_page_50", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.rating_history(ann, &f, page).expect("q"))))
        }),
        ("player_charts", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.player_charts(ann, &f, page).expect("q"))))
        }),
        ("group_charts", {
            let f = with(&all);
            Box::new(move |s: &Store| drop(black_box(s.group_charts(&f).expect("q"))))
        }),
        ("group_charts_one_year", Box::new(move |s: &Store| drop(black_box(s.group_charts(&year).expect("q"))))),
        ("group_charts_c3_inns", Box::new(move |s: &Store| drop(black_box(s.group_charts(&c3_inns).expect("q"))))),
        ("group_charts_two_players", Box::new(move |s: &Store| drop(black_box(s.group_charts(&pair).expect("q"))))),
    ]
}

/// Reading the games once: every finished game with its seats.
fn read_games(store: &Store) {
    let games = store.history(&HistoryFilter { finished: Some(true), ..HistoryFilter::default() }).expect("history");
    assert!(games.len() as u64 > STATS_GAMES * 9 / 10);
    black_box(games);
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn timed(body: impl FnOnce()) -> Duration {
    let started = Instant::now();
    body();
    started.elapsed()
}

fn stats_ratio() {
    if !wanted("stats/ratio") {
        return;
    }
    let rounds: usize = std::env::var("TALLY_STATS_ROUNDS").ok().and_then(|value| value.parse().ok()).unwrap_or(20);
    let store = Store::open(stats_history()).expect("open");
    let mut report = format!(
        "stats/ratio: {STATS_GAMES} games, 20 players; {rounds} alternating pairs per query after 5 of each, medians; \
         the baseline reads every finished game with its seats once (Store::history)\n"
    );
    eprint!("{report}");
    for (name, query) in queries(&store) {
        for _ in 0..5 {
            query(&store);
            read_games(&store);
        }
        let (mut queried, mut read) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            if round % 2 == 0 {
                queried.push(timed(|| query(&store)));
                read.push(timed(|| read_games(&store)));
            } else {
                read.push(timed(|| read_games(&store)));
                queried.push(timed(|| query(&store)));
            }
        }
        let (query_median, read_median) = (median(queried), median(read));
        let ratio = query_median.as_secs_f64() / read_median.as_secs_f64();
        let line =
            format!("  {name:<26} {query_median:>9.2?}  reading the games {read_median:>9.2?}  ratio {ratio:.3}\n");
        eprint!("{line}");
        report.push_str(&line);
    }
    std::fs::write(common::games::bench_dir().join("stats-ratio.txt"), report).expect("write the ratio");
}

fn statistics(c: &mut Criterion) {
    stats_ratio();
    if !wanted("stats/") || std::env::args().any(|arg| arg == "stats/ratio") {
        return;
    }
    let store = Store::open(stats_history()).expect("open");
    let mut group = c.benchmark_group("stats");
    group.sample_size(20);
    group.bench_function("read_games", |b| b.iter(|| read_games(&store)));
    for (name, query) in queries(&store) {
        group.bench_function(name, |b| b.iter(|| query(&store)));
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3));
    targets = statistics
}
criterion_main!(benches);
