//! What one command writes inside its transaction, per command kind: the rows
//! changed (`sqlite3_total_changes`, triggers included) and the pages written (the
//! frames the commit appends to the write-ahead log, each named by the table or
//! index that owns the page, read from `dbstat`). `docs/performance.md` lists the
//! numbers; the bounds below are those measured: a command in play writes its
//! event, its game's row and the commit chain's head (awards and final scores are
//! written when a game finishes), so that a change that writes more to every
//! command shows up here.
//!
//! Run with `--nocapture` to see the table.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use chrono::{TimeZone, Utc};
use serde_json::json;
use tally_core::session::{Colour, Command, Game, GameSetup, PlayerSetup};
use tally_core::store::{ActiveGame, ExportDocument, ExportedGame, GameSeat, Store};
use tally_core::{Edition, Element, Ruleset};

use common::fresh_dir;

fn command(value: serde_json::Value) -> Command {
    serde_json::from_value(value).expect("command")
}

fn city(player: &str, tiles: u64) -> Command {
    command(json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": tiles, "coats_of_arms": 1},
                   "players": [{"id": player, "followers": 1}]}))
}

fn road(player: &str, tiles: u64) -> Command {
    command(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
                   "players": [{"id": player, "followers": 1}]}))
}

const NAMES: [&str; 8] = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"];

/// 120 finished games of 40 entries among 8 players: the awards' indexes and the
/// statistics' tables hold something, as in a real history.
fn history() -> String {
    let start = Utc.with_ymd_and_hms(2026, 1, 1, 19, 0, 0).single().expect("time");
    let games = (0..120_u64)
        .map(|number| {
            let players: Vec<PlayerSetup> = (0..3)
                .map(|seat| PlayerSetup::new(NAMES[((number + seat * 3) % 8) as usize], Colour::ALL[seat as usize]))
                .collect();
            let setup = GameSetup { players, ruleset: Ruleset::base(Edition::C3) };
            let mut game = Game::new(setup.clone()).expect("game");
            for turn in 0..18_u64 {
                let player = game.table().active_player().id.clone();
                let scoring = if turn % 2 == 0 { city(&player, 2 + turn % 7) } else { road(&player, 1 + turn % 5) };
                game.execute(scoring, start).expect("score");
                game.execute(Command::EndTurn, start).expect("end turn");
            }
            game.execute(Command::StartEndGame, start).expect("end");
            game.execute(Command::FINISH, start).expect("finish");
            ExportedGame {
                uuid: format!("00000000-0000-4000-8000-{number:012x}"),
                started_at: start,
                finished_at: Some(start),
                players: setup.players,
                ruleset: setup.ruleset,
                entries: game.entries().to_vec(),
            }
        })
        .collect();
    ExportDocument { format: "tally-export".into(), version: 1, event_format: 1, exported_at: start, games }
        .to_json()
        .expect("json")
}

/// The page numbers of the frames in the write-ahead log, oldest first (the frames
/// of the current generation: those whose salt is the header's).
fn wal_frames(wal: &Path) -> Vec<u32> {
    let bytes = std::fs::read(wal).unwrap_or_default();
    if bytes.len() < 32 {
        return Vec::new();
    }
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    let page_size = word(8) as usize;
    let salt = (word(16), word(20));
    let mut pages = Vec::new();
    let mut at = 32;
    while at + 24 + page_size <= bytes.len() && (word(at + 8), word(at + 12)) == salt {
        pages.push(word(at));
        at += 24 + page_size;
    }
    pages
}

/// Which table or index owns each page.
fn owners(path: &Path) -> BTreeMap<u32, String> {
    let conn = rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).expect("open");
    let mut statement = conn.prepare("SELECT pageno, name FROM dbstat").expect("dbstat");
    statement
        .query_map([], |row| Ok((row.get::<_, u32>(0)?, row.get::<_, String>(1)?)))
        .expect("query")
        .map(|row| row.expect("row"))
        .collect()
}

/// What some commits of one kind wrote, in all.
#[derive(Debug, Default)]
struct Cost {
    commits: usize,
    rows: u64,
    pages: BTreeMap<String, usize>,
}

impl Cost {
    fn rows_per_commit(&self) -> f64 {
        self.rows as f64 / self.commits as f64
    }

    fn pages_per_commit(&self) -> f64 {
        self.pages.values().sum::<usize>() as f64 / self.commits as f64
    }

    fn describe(&self) -> String {
        let parts: Vec<String> = self
            .pages
            .iter()
            .map(|(owner, pages)| format!("{owner} {:.1}", *pages as f64 / self.commits as f64))
            .collect();
        parts.join(", ")
    }
}

fn wal_of(path: &Path) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-wal");
    std::path::PathBuf::from(name)
}

/// Executes `command`, adding what its commit wrote to `cost`.
fn measure(store: &mut Store, active: &mut ActiveGame, command: Command, path: &Path, cost: &mut Cost) {
    // Far from the automatic checkpoint (1,000 pages), which would restart the log.
    if wal_frames(&wal_of(path)).len() > 500 {
        assert!(store.checkpoint().expect("checkpoint"), "nothing else reads the file");
    }
    let before = wal_frames(&wal_of(path)).len();
    let rows = store.rows_changed();
    store.execute(active, command).expect("execute");
    cost.rows += store.rows_changed() - rows;
    let frames = wal_frames(&wal_of(path));
    assert!(frames.len() > before, "the log restarted during the measurement");
    let owners = owners(path);
    for page in &frames[before..] {
        let owner = owners.get(page).cloned().unwrap_or_else(|| "(free or new page)".to_owned());
        *cost.pages.entry(owner).or_insert(0) += 1;
    }
    cost.commits += 1;
}

fn seats(names: &[&str]) -> Vec<GameSeat> {
    names
        .iter()
        .zip(Colour::ALL)
        .map(|(name, colour)| GameSeat { roster_id: None, name: (*name).into(), colour })
        .collect()
}

fn active(game: &ActiveGame) -> String {
    game.game.table().active_player().id.to_string()
}

const ROUNDS: u64 = 20;

#[test]
fn what_each_command_kind_writes() {
    let dir = fresh_dir("write-cost");
    let path = dir.join("tally.db");
    let mut store = Store::open(&path).expect("open");
    store.import(&history()).expect("import the history");

    let mut game = store.create_game(&seats(&["Ann", "Ben", "Cleo"]), Ruleset::base(Edition::C3)).expect("game");
    let mut kinds: BTreeMap<&str, Cost> = BTreeMap::new();
    for round in 0..ROUNDS {
        let player = active(&game);
        measure(&mut store, &mut game, city(&player, 2 + round % 5), &path, kinds.entry("1 score").or_default());
        measure(&mut store, &mut game, Command::EndTurn, &path, kinds.entry("2 end turn").or_default());
    }
    for round in 0..ROUNDS {
        let player = active(&game);
        store.execute(&mut game, road(&player, 2 + round % 4)).expect("score");
        measure(&mut store, &mut game, Command::Undo, &path, kinds.entry("4 undo (a score)").or_default());
        store.execute(&mut game, Command::EndTurn).expect("end turn");
    }
    // Edits of the scorings of the first rounds, in a game of 80 to 100 entries.
    for round in 0..ROUNDS {
        let edit = command(json!({"type": "edit", "seq": 1 + 2 * round, "command": {"type": "score_feature",
            "feature": "road", "inputs": {"tiles": 2 + round % 3}, "players": [{"id": "red", "followers": 1}]}}));
        measure(&mut store, &mut game, edit, &path, kinds.entry("5 edit (an early entry)").or_default());
    }
    store.execute(&mut game, Command::StartEndGame).expect("end game");
    measure(&mut store, &mut game, Command::FINISH, &path, kinds.entry("6 finish (101 entries)").or_default());

    // Messages: each round the active player scores to the next dark space, then
    // takes the dispatch's 2 points.
    let messages = Ruleset::base(Edition::C3).with(Element::Messages);
    let mut dispatching = store.create_game(&seats(&["Dan", "Eve"]), messages).expect("messages game");
    for _ in 0..ROUNDS {
        let player = active(&dispatching);
        let points = dispatching.game.table().active_player().score;
        let to_dark = match 5 - points % 5 {
            1 => 6,
            tiles => tiles,
        };
        store.execute(&mut dispatching, road(&player, to_dark as u64)).expect("score to a dark space");
        let dispatch = command(json!({"type": "resolve_dispatch", "choice": {"tile": "two_points"}}));
        measure(&mut store, &mut dispatching, dispatch, &path, kinds.entry("3 dispatch (2 points)").or_default());
        store.execute(&mut dispatching, Command::EndTurn).expect("end turn");
    }

    eprintln!("{:<26} {:>7} {:>7}  pages per commit, by table or index", "command", "rows", "pages");
    for (kind, cost) in &kinds {
        eprintln!("{kind:<26} {:>7.1} {:>7.1}  {}", cost.rows_per_commit(), cost.pages_per_commit(), cost.describe());
    }
    let bound = |kind: &str, rows: f64, pages: f64| {
        let cost = &kinds[kind];
        assert!(cost.rows_per_commit() <= rows, "{kind}: {cost:?}");
        assert!(cost.pages_per_commit() <= pages, "{kind}: {cost:?}");
    };
    // A command in play writes its event, its game's row (its time and scores) and
    // the commit chain's head (one row on a page of its own, which proves a log left
    // beside the file without a read of the games).
    for kind in ["1 score", "2 end turn", "3 dispatch (2 points)", "4 undo (a score)", "5 edit (an early entry)"] {
        bound(kind, 3.0, 4.5);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
