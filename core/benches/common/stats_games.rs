//! The statistics benchmark's history: 10,000 games of 100 entries among 20 roster
//! players, 2 to 5 at the table, over three years, as a group plays them: the three
//! editions of the base tiles, and none, one or two of Inns & Cathedrals, Traders &
//! Builders and Abbey & Mayor (whole or one component), every kind of entry the
//! generator knows (roads, cities, cloisters, fields, turns, undo, corrections,
//! the end-game scoring); 95 % finished. Built once through `Store::import` into
//! `target/tally-bench/` and reused.

use std::path::PathBuf;

use chrono::{Duration, TimeZone, Utc};
use tally_core::session::{GameSetup, Phase};
use tally_core::store::Store;
use tally_core::{Edition, Ruleset, RulesetSpec};

use super::games::{BIG_EVENTS_PER_GAME, Random, bench_dir, document, exported, play, random_setup, uuid_of};

/// Games of the statistics history.
pub const STATS_GAMES: u64 = 10_000;

const EXPANSIONS: [&str; 5] = [
    "exp01_inns_cathedrals",
    "exp02_traders_builders",
    "exp05_abbey_mayor",
    "exp01_inns_cathedrals.inns",
    "exp02_traders_builders.trade_goods",
];

/// A setup of 2 to 5 of the 20 players with an edition and up to two expansions.
fn realistic_setup(random: &mut Random) -> GameSetup {
    let mut setup = random_setup(random);
    let edition = match random.below(20) {
        0 | 1 => Edition::C1,
        2..=5 => Edition::C2,
        _ => Edition::C3,
    };
    let mut expansions: Vec<String> = Vec::new();
    for _ in 0..random.below(3) {
        let key = EXPANSIONS[random.below(EXPANSIONS.len() as u64) as usize];
        let family = key.split('.').next().unwrap_or(key);
        if !expansions.iter().any(|taken| taken.starts_with(family)) {
            expansions.push(key.to_owned());
        }
    }
    let spec = RulesetSpec { edition, expansions, ..RulesetSpec::default() };
    setup.ruleset = Ruleset::from_spec(&spec).expect("a known ruleset");
    setup
}

/// The statistics history's database, built once.
pub fn stats_history() -> PathBuf {
    let path = bench_dir().join(format!("stats-history-{STATS_GAMES}-v1.db"));
    let conn_count = |path: &PathBuf| -> Option<i64> {
        let conn = rusqlite::Connection::open(path).ok()?;
        conn.query_row("SELECT count(*) FROM games", [], |row| row.get(0)).ok()
    };
    if path.exists() && conn_count(&path) == Some(STATS_GAMES as i64) {
        return path;
    }
    let building = path.with_extension("db.building");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", building.display()));
    }
    eprintln!("building {} (once; a few minutes)...", path.display());
    let started = std::time::Instant::now();
    let mut store = Store::open(&building).expect("open the bench database");
    let mut random = Random::new(46);
    let epoch = Utc.with_ymd_and_hms(2023, 12, 1, 18, 0, 0).single().expect("time");
    let mut batch = Vec::new();
    for number in 0..STATS_GAMES {
        let start = epoch + Duration::minutes((number * 150 + random.below(100)) as i64);
        let setup = realistic_setup(&mut random);
        let finish = !random.chance(5);
        let game = play(&mut random, setup, BIG_EVENTS_PER_GAME, start, finish);
        assert_eq!(game.table().phase == Phase::Finished, finish);
        batch.push(exported(&game, start, uuid_of(number)));
        if batch.len() == 500 || number + 1 == STATS_GAMES {
            let json = document(std::mem::take(&mut batch)).to_json().expect("json");
            store.import(&json).expect("import");
            eprintln!("  {} games ({:.0?})", number + 1, started.elapsed());
        }
    }
    drop(store);
    std::fs::rename(&building, &path).expect("rename");
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", building.display()));
    }
    path
}
