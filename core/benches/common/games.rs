//! Generated games for the store benchmarks: plausible base-game sessions (roads,
//! cities, cloisters, turns, the odd undo and correction, the end-game scoring),
//! reproducible from a seed, and the big history database built from them.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Duration, TimeZone, Utc};
use serde_json::json;
use tally_core::session::{Colour, Command, Game, GameSetup, Phase, PlayerSetup};
use tally_core::store::{ExportDocument, ExportedGame, Store};
use tally_core::{Edition, Ruleset};

/// A small xorshift generator: reproducible variety, no dependency.
#[derive(Debug)]
pub struct Random(u64);

impl Random {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Random {
        Random(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// Names of the generated roster.
pub const NAMES: [&str; 20] = [
    "Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jo", "Kai", "Lea", "Max", "Nia", "Otto", "Pia",
    "Quin", "Rosa", "Sam", "Tess",
];

/// A setup of 2 to 5 players drawn from [`NAMES`].
pub fn random_setup(random: &mut Random) -> GameSetup {
    let count = 2 + random.below(4) as usize;
    let mut names: Vec<&str> = Vec::new();
    while names.len() < count {
        let name = NAMES[random.below(NAMES.len() as u64) as usize];
        if !names.contains(&name) {
            names.push(name);
        }
    }
    let players = names.iter().zip(Colour::ALL).map(|(name, colour)| PlayerSetup::new(*name, colour)).collect();
    GameSetup { players, ruleset: Ruleset::base(Edition::C3) }
}

fn command(value: serde_json::Value) -> Command {
    serde_json::from_value(value).expect("generated command")
}

fn scoring(random: &mut Random, game: &Game, end: bool) -> Command {
    let players = &game.table().players;
    let first = &players[game.table().active].id;
    let second = &players[random.below(players.len() as u64) as usize].id;
    let mut who = vec![json!({"id": first, "followers": 1})];
    if second != first && random.chance(30) {
        who.push(json!({"id": second, "followers": 1}));
    }
    let when = if end { "end_of_game" } else { "completed" };
    let value = match random.below(if end { 4 } else { 3 }) {
        0 => json!({"type": "score_feature", "feature": "road", "when": when,
                    "inputs": {"tiles": 2 + random.below(8)}, "players": who}),
        1 => json!({"type": "score_feature", "feature": "city", "when": when,
                    "inputs": {"tiles": 2 + random.below(10), "coats_of_arms": random.below(3)}, "players": who}),
        2 => json!({"type": "score_feature", "feature": "cloister", "when": when,
                    "inputs": {"tiles_around": if end { random.below(9) } else { 8 }}, "players": who}),
        _ => json!({"type": "score_feature", "feature": "field", "when": when,
                    "inputs": {"cities": 1 + random.below(6)}, "players": who}),
    };
    command(value)
}

/// Plays a game of exactly `events` log entries (at least 8) from `start`, one
/// entry every 40 seconds; finished unless `finish` is false.
pub fn play(random: &mut Random, setup: GameSetup, events: usize, start: DateTime<Utc>, finish: bool) -> Game {
    let mut game = Game::new(setup).expect("generated setup");
    let mut at = start;
    let ending = if finish { 5 } else { 0 };
    let mut run = |game: &mut Game, command: Command| {
        at += Duration::seconds(40);
        game.execute(command, at).is_ok()
    };
    while game.entries().len() < events - ending {
        let roll = random.below(100);
        let next = if roll < 50 {
            scoring(random, &game, false)
        } else if roll < 92 {
            Command::EndTurn
        } else if roll < 97 && game.can_undo() {
            Command::Undo
        } else {
            let player = game.table().players[random.below(game.table().players.len() as u64) as usize].id.clone();
            command(
                json!({"type": "correct", "player": player, "points": 1 + random.below(5), "reason": "forgot a road"}),
            )
        };
        run(&mut game, next);
    }
    if finish {
        while game.table().phase == Phase::Playing {
            run(&mut game, Command::StartEndGame);
        }
        while game.entries().len() < events - 1 {
            let next = scoring(random, &game, true);
            run(&mut game, next);
        }
        run(&mut game, Command::FINISH);
    }
    assert_eq!(game.entries().len(), events, "generated game length");
    game
}

/// The export form of a generated game.
pub fn exported(game: &Game, started_at: DateTime<Utc>, uuid: String) -> ExportedGame {
    let finished_at = (game.table().phase == Phase::Finished).then(|| game.entries().last().expect("entries").at);
    ExportedGame {
        uuid,
        started_at,
        finished_at,
        players: game.setup().players.clone(),
        ruleset: game.setup().ruleset.clone(),
        entries: game.entries().to_vec(),
    }
}

/// A uuid from a number: reproducible, and valid for the import.
pub fn uuid_of(number: u64) -> String {
    format!("00000000-0000-4000-8000-{number:012x}")
}

/// An export document of some games.
pub fn document(games: Vec<ExportedGame>) -> ExportDocument {
    ExportDocument {
        format: "tally-export".to_owned(),
        version: 1,
        event_format: 1,
        exported_at: Utc.with_ymd_and_hms(2026, 11, 30, 12, 0, 0).single().expect("time"),
        games,
    }
}

/// Where benchmark databases are kept between runs: `target/tally-bench`.
pub fn bench_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"), PathBuf::from);
    let dir = target.join("tally-bench");
    std::fs::create_dir_all(&dir).expect("bench dir");
    dir
}

/// Games of the big history database.
pub const BIG_GAMES: u64 = 10_000;
/// Entries per game of the history databases.
pub const BIG_EVENTS_PER_GAME: usize = 100;

fn count(path: &Path, sql: &str) -> Option<i64> {
    let conn = rusqlite::Connection::open(path).ok()?;
    conn.query_row(sql, [], |row| row.get(0)).ok()
}

/// The big history database: 10,000 games of 100 entries (1,000,000 events) over
/// three years, 2 to 5 of 20 roster players each, 95 % finished.
pub fn big_history() -> PathBuf {
    history_of(BIG_GAMES)
}

/// A history database of the first `games` games of the big history's sequence
/// (the same generator and seed), built once through `Store::import` (500 games
/// per document), closed cleanly, and kept under `target/tally-bench`.
pub fn history_of(games: u64) -> PathBuf {
    let path = bench_dir().join(format!("history-{games}-v5.db"));
    let wanted = games as i64 * BIG_EVENTS_PER_GAME as i64;
    if path.exists() && count(&path, "SELECT count(*) FROM events") == Some(wanted) {
        return path;
    }
    let building = bench_dir().join(format!("history-{games}-v5.db.building"));
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", building.display()));
    }
    eprintln!("building {} (once; a few minutes for 10,000 games)...", path.display());
    let started = std::time::Instant::now();
    let mut store = Store::open(&building).expect("open the bench database");
    let mut random = Random::new(10_000);
    let epoch = Utc.with_ymd_and_hms(2023, 12, 1, 18, 0, 0).single().expect("time");
    let mut batch = Vec::new();
    for number in 0..games {
        let start = epoch + Duration::minutes((number * 150 + random.below(100)) as i64);
        let setup = random_setup(&mut random);
        let finish = !random.chance(5);
        let game = play(&mut random, setup, BIG_EVENTS_PER_GAME, start, finish);
        batch.push(exported(&game, start, uuid_of(number)));
        if batch.len() == 500 || number + 1 == games {
            let json = document(std::mem::take(&mut batch)).to_json().expect("json");
            store.import(&json).expect("import");
            eprintln!("  {} games ({:.0?})", number + 1, started.elapsed());
        }
    }
    drop(store);
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    std::fs::rename(&building, &path).expect("rename");
    assert_eq!(count(&path, "SELECT count(*) FROM events"), Some(wanted));
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    eprintln!("built in {:.1?}", started.elapsed());
    path
}

/// Drops the page cache of the database at `path` and its log files
/// (`posix_fadvise(POSIX_FADV_DONTNEED)`): the next read comes from the disk, as
/// after a reboot or when the phone reclaimed the memory.
pub fn drop_cache(path: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        if let Ok(file) = std::fs::File::open(format!("{}{suffix}", path.display())) {
            rustix::fs::fadvise(&file, 0, None, rustix::fs::Advice::DontNeed).expect("fadvise");
        }
    }
}
