//! The SQLite store: resuming, refusing foreign / corrupt / newer files untouched,
//! migrations from version 1, export and import, history and statistics on games
//! with known answers.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;
use tally_core::session::{Colour, Command, Game, GameSetup, PlayerSetup};
use tally_core::store::{ExportDocument, ExportedGame, GameSeat, HistoryFilter, Store};
use tally_core::{Edition, Error, Ruleset};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tally-store-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn command(value: serde_json::Value) -> Command {
    serde_json::from_value(value).unwrap()
}

fn road(player: &str, tiles: i64) -> Command {
    command(
        json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles}, "players": [{"id": player, "followers": 1}]}),
    )
}

fn city(player: &str, tiles: i64) -> Command {
    command(
        json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": tiles}, "players": [{"id": player, "followers": 1}]}),
    )
}

fn seat(name: &str, colour: Colour) -> GameSeat {
    GameSeat { roster_id: None, name: name.into(), colour }
}

#[test]
fn a_game_resumes_exactly_where_it_stopped() {
    let dir = temp_dir("resume");
    let path = dir.join("tally.db");
    let (id, state) = {
        let mut store = Store::open(&path).unwrap();
        let mut active = store
            .create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3))
            .unwrap();
        store.execute(&mut active, city("red", 4)).unwrap();
        store.execute(&mut active, Command::EndTurn).unwrap();
        store.execute(&mut active, road("blue", 3)).unwrap();
        store.execute(&mut active, Command::Undo).unwrap();
        let refused = store.execute(&mut active, road("green", 3));
        assert!(matches!(refused, Err(Error::UnknownPlayer { .. })));
        (active.id, active.game.state())
    };
    let store = Store::open(&path).unwrap();
    let unfinished = store.unfinished_games().unwrap();
    assert_eq!(unfinished.len(), 1);
    assert_eq!(unfinished[0].seats[0].score, 8);
    let resumed = store.load_game(id).unwrap();
    assert_eq!(resumed.game.state(), state);
    assert_eq!(resumed.game.entries().len(), 4, "the refused command was not stored");
    assert_eq!(store.integrity_check().unwrap(), "ok");
}

fn bytes(path: &Path) -> Vec<u8> {
    fs::read(path).unwrap()
}

#[test]
fn a_file_that_is_not_a_tally_database_is_refused_and_untouched() {
    let dir = temp_dir("foreign");
    let text = dir.join("notes.txt");
    fs::write(&text, "shopping list: meeples, more meeples\n".repeat(200)).unwrap();
    let before = bytes(&text);
    assert!(matches!(Store::open(&text), Err(Error::NotATallyDatabase { .. })));
    assert_eq!(bytes(&text), before);

    let other = dir.join("other.sqlite");
    {
        let conn = rusqlite::Connection::open(&other).unwrap();
        conn.execute_batch("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('bread');").unwrap();
    }
    let before = bytes(&other);
    let error = Store::open(&other).unwrap_err();
    assert!(matches!(error, Error::NotATallyDatabase { .. }), "{error}");
    assert_eq!(bytes(&other), before);
}

#[test]
fn a_database_from_a_newer_tally_is_refused_and_untouched() {
    let dir = temp_dir("newer");
    let path = dir.join("tally.db");
    drop(Store::open(&path).unwrap());
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
        conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
    }
    let before = bytes(&path);
    assert_eq!(
        Store::open(&path).unwrap_err(),
        Error::SchemaTooNew { found: 99, supported: tally_core::store::migrations::LATEST }
    );
    assert_eq!(bytes(&path), before);
}

#[test]
fn a_corrupt_database_is_refused_or_reported_and_untouched() {
    let dir = temp_dir("corrupt");
    let path = dir.join("tally.db");
    {
        let mut store = Store::open(&path).unwrap();
        let mut active = store
            .create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3))
            .unwrap();
        for _ in 0..300 {
            store.execute(&mut active, road("red", 2)).unwrap();
        }
    }
    assert!(!path.with_file_name("tally.db-wal").exists(), "closed cleanly: the file holds everything");
    let mut data = bytes(&path);
    assert!(data.len() > 8192, "the database has several pages");
    for page in (1..data.len() / 4096).step_by(2) {
        for byte in &mut data[page * 4096..page * 4096 + 64] {
            *byte = 0xA5;
        }
    }
    fs::write(&path, &data).unwrap();
    // A clean file is not read whole at open: the open refuses it if it
    // meets a damaged page, otherwise the background check reports the damage.
    match Store::open(&path) {
        Err(error) => {
            assert!(error.is_storage(), "{error}");
            assert!(error.to_string().contains("corrupt"), "{error}");
        }
        Ok(store) => assert!(!store.check_integrity().unwrap().ok),
    }
    assert!(bytes(&path) == data, "the file is left as it was");
}

/// A version-1 file: game 1 finished (a road of 5 for Ann, the end), game 2 in play
/// (a road of 3 for Ben), the second game's uuid written in capitals in braces.
/// Migrating fills the awards of the finished game only (schema 5 keeps none for
/// games in play), each player's totals, the scores of both, and the canonical uuid.
#[test]
fn migrating_from_version_1_fills_the_awards_of_finished_games_from_the_logs() {
    let mut conn = rusqlite::Connection::open_in_memory().unwrap();
    tally_core::store::migrations::to_version(&mut conn, 1).unwrap();
    let json = |command: &Command| serde_json::to_string(command).unwrap();
    let (road5, road3) = (json(&road("red", 5)), json(&road("blue", 3)));
    let (end, finish) = (json(&Command::StartEndGame), json(&Command::FINISH));
    conn.execute_batch(&format!(
        "INSERT INTO roster_players (id, name, colour, created_at) VALUES (1, 'Ann', 'red', '2026-01-01T10:00:00.000Z'),
                                                                         (2, 'Ben', 'blue', '2026-01-01T10:00:00.000Z');
         INSERT INTO games (id, uuid, ruleset, started_at, updated_at, finished_at)
             VALUES (1, '6f0c5a52-8c46-4c4e-9a43-3d7a4d0b5b11', '{{\"edition\":\"c3\"}}', '2026-01-01T10:00:00.000Z', '2026-01-01T10:05:00.000Z', '2026-01-01T10:05:00.000Z'),
                    (2, '{{7A6C5A52-8C46-4C4E-9A43-3D7A4D0B5B22}}', '{{\"edition\":\"c3\"}}', '2026-01-02T10:00:00.000Z', '2026-01-02T10:05:00.000Z', NULL);
         INSERT INTO game_players (game_id, seat, roster_id, name, colour)
             VALUES (1, 0, 1, 'Ann', 'red'), (1, 1, 2, 'Ben', 'blue'), (2, 0, 1, 'Ann', 'red'), (2, 1, 2, 'Ben', 'blue');
         INSERT INTO events (game_id, seq, at, turn, active, step, kind, format, payload)
             VALUES (1, 1, '2026-01-01T10:01:00.000Z', 1, 'red', '3B', 'score_feature', 1, '{road5}'),
                    (1, 2, '2026-01-01T10:02:00.000Z', 1, 'red', 'end_of_game', 'start_end_game', 1, '{end}'),
                    (1, 3, '2026-01-01T10:03:00.000Z', 1, 'red', 'end_of_game', 'finish', 1, '{finish}'),
                    (2, 1, '2026-01-02T10:01:00.000Z', 1, 'red', '3B', 'score_feature', 1, '{road3}');"
    ))
    .unwrap();
    tally_core::store::migrations::to_latest(&mut conn).unwrap();
    let awards: Vec<(i64, i64, String, i64)> = conn
        .prepare("SELECT game_id, roster_id, category, moved FROM awards")
        .unwrap()
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(awards, vec![(1, 1, "roads".to_owned(), 5)], "the finished game's road, nothing of game 2");
    let totals: Vec<(i64, String, i64, i64)> = conn
        .prepare("SELECT roster_id, category, awards, moved FROM player_totals")
        .unwrap()
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(totals, vec![(1, "roads".to_owned(), 1, 5)]);
    let scores: Vec<(i64, String, i64, Option<i64>)> = conn
        .prepare("SELECT game_id, colour, score, final_score FROM game_players ORDER BY game_id, seat")
        .unwrap()
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        scores,
        vec![
            (1, "red".to_owned(), 5, Some(5)),
            (1, "blue".to_owned(), 0, Some(0)),
            (2, "red".to_owned(), 0, None),
            (2, "blue".to_owned(), 3, None)
        ]
    );
    let uuid: String = conn.query_row("SELECT uuid FROM games WHERE id = 2", [], |row| row.get(0)).unwrap();
    assert_eq!(uuid, "7a6c5a52-8c46-4c4e-9a43-3d7a4d0b5b22");
}

#[test]
fn export_then_import_round_trips_a_game_exactly() {
    let mut source = Store::open_in_memory().unwrap();
    let ruleset = Ruleset::base(Edition::C2).with(tally_core::Element::Messages);
    let mut active = source.create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], ruleset).unwrap();
    for command in [
        road("red", 5),
        command(json!({"type": "resolve_dispatch", "choice": {"tile": "two_points"}})),
        Command::EndTurn,
        city("blue", 2),
        Command::Undo,
    ] {
        source.execute(&mut active, command).unwrap();
    }
    let document = source.export(&[active.id]).unwrap();
    let json = document.to_json().unwrap();

    let mut target = Store::open_in_memory().unwrap();
    let report = target.import(&json).unwrap();
    assert_eq!(report.imported.len(), 1);
    let imported = target.load_game(report.imported[0]).unwrap();
    assert_eq!(imported.game.state(), active.game.state());
    assert_eq!(imported.uuid, active.uuid);
    let again = target.export(&report.imported).unwrap();
    assert_eq!(again.games, document.games, "the exported game is identical");
    let twice = target.import(&json).unwrap();
    assert!(twice.imported.is_empty());
    assert_eq!(twice.skipped, vec![active.uuid.clone()]);
}

fn table_counts(store: &Store) -> (usize, usize) {
    let history = store.history(&HistoryFilter::default()).unwrap();
    (history.len(), store.roster().unwrap().len())
}

#[test]
fn bad_import_documents_change_nothing() {
    let mut store = Store::open_in_memory().unwrap();
    let mut active =
        store.create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3)).unwrap();
    store.execute(&mut active, road("red", 2)).unwrap();
    let good = store.export(&[]).unwrap();
    let before = table_counts(&store);

    let mut newer = serde_json::to_value(&good).unwrap();
    newer["version"] = json!(7);
    let mut corrupt_entry = serde_json::to_value(&good).unwrap();
    corrupt_entry["games"][0]["uuid"] = json!("3b9b9f4c-6f6a-4b51-9b0d-111111111111");
    corrupt_entry["games"][0]["entries"][0]["command"]["inputs"]["tiles"] = json!(-4);
    let mut bad_colour = serde_json::to_value(&good).unwrap();
    bad_colour["games"][0]["uuid"] = json!("3b9b9f4c-6f6a-4b51-9b0d-222222222222");
    bad_colour["games"][0]["players"][1]["colour"] = json!("red");
    for (document, expected) in [
        ("{\"games\": [".to_owned(), "not JSON"),
        ("{\"format\": \"something-else\"}".to_owned(), "not a Tally export"),
        (newer.to_string(), "version 7"),
        (corrupt_entry.to_string(), "is negative"),
        (bad_colour.to_string(), "already taken"),
    ] {
        let error = store.import(&document).unwrap_err();
        assert!(matches!(error, Error::InvalidImport { .. }), "{error}");
        assert!(error.to_string().contains(expected), "{error}");
        assert_eq!(table_counts(&store), before);
    }
}

/// Builds an exported game from commands, with a chosen start time.
fn exported(
    started: DateTime<Utc>,
    players: &[(&str, Colour)],
    ruleset: Ruleset,
    commands: Vec<Command>,
    uuid: &str,
) -> ExportedGame {
    let setup =
        GameSetup { players: players.iter().map(|(name, colour)| PlayerSetup::new(*name, *colour)).collect(), ruleset };
    let mut game = Game::new(setup.clone()).unwrap();
    for command in commands {
        game.execute(command, started).unwrap();
    }
    ExportedGame {
        uuid: uuid.into(),
        started_at: started,
        finished_at: None,
        players: setup.players,
        ruleset: setup.ruleset,
        entries: game.entries().to_vec(),
    }
}

fn day(d: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, d, 19, 0, 0).single().unwrap()
}

/// Five games with known results:
/// G1 (Mar 1) Ann 10 (road 10) beats Ben 6 (city 3).
/// G2 (Mar 2) Cleo 10 (city 5) beats Ann 4 and Ben 4 (roads 4; tied second).
/// G3 (Mar 3) Ben 20 (city 10) beats Cleo 2 (road 2).
/// G4 (Mar 4) Ann 7 vs Cleo 0, unfinished.
/// G5 (Mar 5, Inns & Cathedrals) Ann 5 and Dan 5 tie for first.
fn known_games() -> Store {
    let mut store = Store::open_in_memory().unwrap();
    import_known_games(&mut store);
    store
}

fn import_known_games(store: &mut Store) {
    use Colour::*;
    let finish = || vec![Command::StartEndGame, Command::FINISH];
    let with_finish = |mut commands: Vec<Command>| {
        commands.extend(finish());
        commands
    };
    let base = Ruleset::base(Edition::C3);
    let games = vec![
        exported(
            day(1),
            &[("Ann", Red), ("Ben", Blue)],
            base.clone(),
            with_finish(vec![road("red", 10), city("blue", 3)]),
            "00000000-0000-4000-8000-000000000001",
        ),
        exported(
            day(2),
            &[("Ann", Red), ("Ben", Blue), ("Cleo", Green)],
            base.clone(),
            with_finish(vec![road("red", 4), road("blue", 4), city("green", 5)]),
            "00000000-0000-4000-8000-000000000002",
        ),
        exported(
            day(3),
            &[("Ben", Blue), ("Cleo", Green)],
            base.clone(),
            with_finish(vec![city("blue", 10), road("green", 2)]),
            "00000000-0000-4000-8000-000000000003",
        ),
        exported(
            day(4),
            &[("Ann", Red), ("Cleo", Green)],
            base.clone(),
            vec![road("red", 7)],
            "00000000-0000-4000-8000-000000000004",
        ),
        exported(
            day(5),
            &[("Ann", Yellow), ("Dan", Black)],
            base.with(tally_core::Element::Inns)
                .with(tally_core::Element::Cathedrals)
                .with(tally_core::Element::LargeMeeple),
            with_finish(vec![road("yellow", 5), road("black", 5)]),
            "00000000-0000-4000-8000-000000000005",
        ),
    ];
    let document =
        ExportDocument { format: "tally-export".into(), version: 1, event_format: 1, exported_at: day(6), games };
    let report = store.import(&document.to_json().unwrap()).unwrap();
    assert_eq!(report.imported.len(), 5);
}

fn roster_id(store: &Store, name: &str) -> i64 {
    store.find_roster_player(name).unwrap().unwrap()
}

#[test]
fn history_filters_by_player_date_state_and_expansion() {
    let store = known_games();
    let uuids = |filter: HistoryFilter| -> Vec<char> {
        store.history(&filter).unwrap().iter().map(|game| game.uuid.chars().last().unwrap()).collect()
    };
    assert_eq!(uuids(HistoryFilter::default()), vec!['5', '4', '3', '2', '1'], "newest first");
    assert_eq!(
        uuids(HistoryFilter { player: Some(roster_id(&store, "Cleo")), ..Default::default() }),
        vec!['4', '3', '2']
    );
    assert_eq!(uuids(HistoryFilter { from: Some(day(2)), to: Some(day(4)), ..Default::default() }), vec!['3', '2']);
    assert_eq!(uuids(HistoryFilter { finished: Some(false), ..Default::default() }), vec!['4']);
    assert_eq!(
        uuids(HistoryFilter { expansion: Some("exp01_inns_cathedrals".into()), ..Default::default() }),
        vec!['5']
    );
    assert_eq!(
        uuids(HistoryFilter { expansion: Some("exp01_inns_cathedrals.inns".into()), ..Default::default() }),
        vec!['5']
    );
    assert_eq!(uuids(HistoryFilter { limit: Some(2), offset: 1, ..Default::default() }), vec!['4', '3']);
    let g2 = &store.history(&HistoryFilter { from: Some(day(2)), to: Some(day(3)), ..Default::default() }).unwrap()[0];
    let ranks: Vec<(String, i64, Option<u32>)> = g2.seats.iter().map(|s| (s.name.clone(), s.score, s.rank)).collect();
    assert_eq!(ranks, vec![("Ann".into(), 4, Some(2)), ("Ben".into(), 4, Some(2)), ("Cleo".into(), 10, Some(1))]);
}

#[test]
fn statistics_per_player_and_head_to_head() {
    let store = known_games();
    let ann = store.player_stats(roster_id(&store, "Ann")).unwrap();
    assert_eq!((ann.games, ann.wins), (3, 2), "G1 and the shared first place of G5");
    assert!((ann.win_rate - 2.0 / 3.0).abs() < 1e-9);
    assert!((ann.average_score.unwrap() - 19.0 / 3.0).abs() < 1e-9);
    assert_eq!((ann.best_score, ann.worst_score), (Some(10), Some(4)));
    let roads = ann.average_by_category[&tally_core::rules::Category::Roads];
    assert!((roads - 19.0 / 3.0).abs() < 1e-9);
    let longest = ann.longest_feature.unwrap();
    assert_eq!((longest.feature.as_str(), longest.size, longest.points), ("road", Some(10), 10));
    let ben = store.player_stats(roster_id(&store, "Ben")).unwrap();
    assert_eq!((ben.games, ben.wins, ben.best_score), (3, 1, Some(20)));
    assert_eq!(ben.most_valuable_feature.unwrap().points, 20);

    let h2h = store.head_to_head(roster_id(&store, "Ann"), roster_id(&store, "Ben")).unwrap();
    assert_eq!((h2h.games, h2h.a_ahead, h2h.b_ahead, h2h.ties), (2, 1, 0, 1));
    assert_eq!((h2h.a_average, h2h.b_average), (Some(7.0), Some(5.0)));
}

/// The per-player category totals the statistics read (`player_totals`, schema 5)
/// follow undo, edit, a roster merge and a deleted game: Cleo's statistics are
/// worked out by hand, and the table equals the awards summed again.
#[test]
fn statistics_follow_undo_edit_merge_and_deletion() {
    use tally_core::rules::Category;
    let dir = temp_dir("totals");
    let path = dir.join("tally.db");
    let mut store = Store::open(&path).unwrap();
    import_known_games(&mut store);
    let mut active = store
        .create_game(&[seat("Cleo B", Colour::Pink), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3))
        .unwrap();
    let commands = [
        city("pink", 6),
        Command::EndTurn,
        road("blue", 2),
        road("pink", 3),
        Command::Undo,
        command(json!({"type": "edit", "seq": 3, "command": {"type": "score_feature", "feature": "road",
            "inputs": {"tiles": 4}, "players": [{"id": "blue", "followers": 1}]}})),
        Command::StartEndGame,
        Command::FINISH,
    ];
    for command in commands {
        store.execute(&mut active, command).unwrap();
    }
    let cleo = roster_id(&store, "Cleo");
    store.merge_roster_players(cleo, roster_id(&store, "Cleo B")).unwrap();

    // G2: city 5 = 10 (won); G3: road 2 = 2 (lost); the new game: city 6 = 12 (won, Ben 4).
    let stats = store.player_stats(cleo).unwrap();
    assert_eq!((stats.games, stats.wins, stats.best_score, stats.worst_score), (3, 2, Some(12), Some(2)));
    assert!((stats.average_by_category[&Category::Cities] - 22.0 / 3.0).abs() < 1e-9);
    assert!((stats.average_by_category[&Category::Roads] - 2.0 / 3.0).abs() < 1e-9);
    let longest = stats.longest_feature.unwrap();
    assert_eq!(
        (longest.feature.as_str(), longest.size, longest.points, longest.game_id),
        ("city", Some(6), 12, active.id)
    );
    assert_eq!(stats.most_valuable_feature.unwrap().points, 12);
    let all = store.all_stats().unwrap();
    assert_eq!(all.iter().find(|player| player.roster_id == cleo), Some(&store.player_stats(cleo).unwrap()));

    // Taking the finish back leaves the game out (G2 won, G3 lost); doing it again
    // puts it back. The session was opened before the merge: the store writes the
    // awards under the roster player the seat has now.
    let finished = store.player_stats(cleo).unwrap();
    store.execute(&mut active, Command::Undo).unwrap();
    let stats = store.player_stats(cleo).unwrap();
    assert_eq!((stats.games, stats.wins, stats.best_score), (2, 1, Some(10)));
    assert!((stats.average_by_category[&Category::Cities] - 5.0).abs() < 1e-9);
    store.execute(&mut active, Command::Redo).unwrap();
    assert_eq!(store.player_stats(cleo).unwrap(), finished);
    // An edit of the finished game: its city of 6 becomes a city of 5 (10 points),
    // as long as G2's, which came first.
    store
        .execute(
            &mut active,
            command(json!({"type": "edit", "seq": 1, "command": {"type": "score_feature", "feature": "city",
                "inputs": {"tiles": 5}, "players": [{"id": "pink", "followers": 1}]}})),
        )
        .unwrap();
    let stats = store.player_stats(cleo).unwrap();
    assert_eq!((stats.games, stats.wins, stats.best_score), (3, 2, Some(10)));
    assert!((stats.average_by_category[&Category::Cities] - 20.0 / 3.0).abs() < 1e-9);
    let longest = stats.longest_feature.unwrap();
    assert_eq!((longest.size, longest.points), (Some(5), 10));
    assert_ne!(longest.game_id, active.id, "G2's city of 5 came first");

    let g3 = store
        .history(&HistoryFilter::default())
        .unwrap()
        .into_iter()
        .find(|game| game.uuid == "00000000-0000-4000-8000-000000000003")
        .unwrap();
    store.delete_game(g3.id).unwrap();
    let stats = store.player_stats(cleo).unwrap();
    assert_eq!((stats.games, stats.wins), (2, 2));
    assert!(!stats.average_by_category.contains_key(&Category::Roads), "G3 held Cleo's only road");
    assert!((stats.average_by_category[&Category::Cities] - 10.0).abs() < 1e-9);

    let conn = rusqlite::Connection::open(&path).unwrap();
    let rows = |sql: &str| -> Vec<(i64, i64, String, i64, i64)> {
        let mut statement = conn.prepare(sql).unwrap();
        statement
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    let totals = rows("SELECT 0, roster_id, category, awards, moved FROM player_totals ORDER BY 2, 3");
    let summed = rows("SELECT 0, roster_id, category, count(*), sum(moved) FROM awards GROUP BY 2, 3 ORDER BY 2, 3");
    assert!(!totals.is_empty());
    assert_eq!(totals, summed);
    let unfinished: i64 = conn
        .query_row(
            "SELECT count(*) FROM awards WHERE game_id IN (SELECT id FROM games WHERE finished_at IS NULL)",
            [],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(unfinished, 0, "awards are kept for finished games only");
}

#[test]
fn roster_rename_and_merge() {
    let mut store = known_games();
    let dan = roster_id(&store, "Dan");
    store.rename_roster_player(dan, "Daniel").unwrap();
    let g5 = &store.history(&HistoryFilter { from: Some(day(5)), ..Default::default() }).unwrap()[0];
    assert_eq!(g5.seats[1].name, "Daniel");
    let extra = store.add_roster_player("Cleo B", Colour::Pink).unwrap();
    let cleo = roster_id(&store, "Cleo");
    store.merge_roster_players(cleo, extra.id).unwrap();
    assert!(store.roster().unwrap().iter().all(|player| player.id != extra.id));
    let ann = roster_id(&store, "Ann");
    assert!(matches!(store.merge_roster_players(ann, cleo), Err(Error::InvalidInput { .. })), "they played together");
    assert!(matches!(store.rename_roster_player(ann, "  "), Err(Error::InvalidInput { .. })));
    assert_eq!(store.merge_roster_players(ann, 999), Err(Error::UnknownRosterPlayer { id: 999 }));
}

#[test]
fn game_detail_groups_the_timeline_and_charts_the_progression() {
    let store = known_games();
    let g1 = store.history(&HistoryFilter { to: Some(day(2)), ..Default::default() }).unwrap()[0].id;
    let detail = store.game_detail(g1).unwrap();
    assert_eq!(detail.standings[0].name, "Ann");
    assert_eq!(detail.timeline.len(), 1, "all in turn 1");
    let steps: Vec<&str> = detail.timeline[0].steps.iter().map(|group| group.step.code()).collect();
    assert_eq!(steps, vec!["3B", "end_of_game"]);
    let series = store.progression(g1).unwrap();
    let ann: Vec<(u32, i64)> = series[0].points.iter().map(|p| (p.turn, p.score)).collect();
    assert_eq!(ann, vec![(0, 0), (1, 10), (1, 10)]);
    assert!(series[0].points.last().unwrap().end_game);
}

/// A game in play's scores and last change come from its last event (schema 5: a
/// command writes its event alone); a finished game's are written when it
/// finishes; an imported game's events carry no scores, and its seats' stored
/// scores stand in until the next command.
#[test]
fn the_history_shows_a_game_in_play_as_its_last_event_left_it() {
    let mut store = Store::open_in_memory().unwrap();
    let players = [("Ann", Colour::Red), ("Ben", Colour::Blue)];
    let imported = exported(
        day(1),
        &players,
        Ruleset::base(Edition::C3),
        vec![road("red", 4), Command::EndTurn, city("blue", 3)],
        "00000000-0000-4000-8000-0000000000aa",
    );
    let document = ExportDocument {
        format: "tally-export".into(),
        version: 1,
        event_format: 1,
        exported_at: day(2),
        games: vec![imported],
    };
    let id = store.import(&document.to_json().unwrap()).unwrap().imported[0];
    let summary = |store: &Store| {
        let game = store.game_summary(id).unwrap();
        (game.seats.iter().map(|seat| seat.score).collect::<Vec<_>>(), game.updated_at, game.finished_at.is_some())
    };
    assert_eq!(summary(&store), (vec![4, 6], day(1), false), "as imported");
    let mut active = store.load_game(id).unwrap();
    store.execute(&mut active, road("blue", 2)).unwrap();
    let (scores, updated, finished) = summary(&store);
    assert_eq!((scores, finished), (vec![4, 8], false));
    let last_at = active.game.entries().last().unwrap().at;
    assert_eq!(updated.timestamp_millis(), last_at.timestamp_millis(), "the last event's time (stored to the ms)");
    assert!(updated > day(1));
    assert_eq!(store.unfinished_games().unwrap()[0].seats[1].score, 8);
    store.execute(&mut active, Command::Undo).unwrap();
    assert_eq!(summary(&store).0, vec![4, 6], "undo is an event too");
    store.execute(&mut active, Command::StartEndGame).unwrap();
    store.execute(&mut active, Command::FINISH).unwrap();
    let finish_at = active.game.entries().last().unwrap().at;
    let game = store.game_summary(id).unwrap();
    assert_eq!(
        game.seats.iter().map(|seat| (seat.score, seat.rank)).collect::<Vec<_>>(),
        vec![(4, Some(2)), (6, Some(1))]
    );
    assert_eq!(game.updated_at.timestamp_millis(), finish_at.timestamp_millis());
    assert!(store.unfinished_games().unwrap().is_empty());
    store.execute(&mut active, Command::Reopen).unwrap();
    let end_road = command(json!({"type": "score_feature", "feature": "road", "when": "end_of_game",
        "inputs": {"tiles": 5}, "players": [{"id": "red", "followers": 1}]}));
    store.execute(&mut active, end_road).unwrap();
    assert_eq!(summary(&store).0, vec![9, 6], "reopened: live again");
    assert_eq!(store.game_summary(id).unwrap().seats[0].rank, None);
}

/// A game stored by an earlier Tally may hold a name today's rules refuse (a control
/// character, a name twice in other case): it still loads, scores and finishes.
#[test]
fn a_game_with_a_name_refused_today_still_loads() {
    let dir = temp_dir("old-names");
    let path = dir.join("tally.db");
    let id = {
        let mut store = Store::open(&path).unwrap();
        let mut active = store
            .create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3))
            .unwrap();
        store.execute(&mut active, road("red", 3)).unwrap();
        active.id
    };
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute("UPDATE game_players SET name = 'A\u{1b}[2Jnn' WHERE name = 'Ann'", []).unwrap();
        conn.execute("UPDATE game_players SET name = 'ann' WHERE name = 'Ben'", []).unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    let mut active = store.load_game(id).unwrap();
    assert_eq!(active.game.table().players[0].score, 3);
    store.execute(&mut active, road("blue", 2)).unwrap();
    assert_eq!(active.game.table().players[1].score, 2);
    let _ = fs::remove_dir_all(&dir);
}
