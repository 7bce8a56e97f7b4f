//! The statistics for charts (`core/src/statistics`) on a small history whose every
//! figure is worked out by hand below: points by category per game, win rates by
//! number of players and by expansion, who wins how often, head to head, the
//! records with their games and entries, the filters, the refusals, and the
//! Weng-Lin rating checked against the `skillratings` crate's documented example
//! and against the paper's formulas worked by hand.
//!
//! The history (C3 base game unless said; scores by C3's rules: a completed road 1
//! per tile, a completed city 2 per tile and per coat of arms, a completed
//! cloister 9, a field 3 per completed city, an incomplete road 1 per tile):
//!
//! - G1, 1 March: Ann (red) city 5 = 10, field of 2 cities = 6: 16; Ben (blue)
//!   road 3 = 3. Ann 1st, Ben 2nd.
//! - G2, 2 March, Inns & Cathedrals: Ben road 7 = 7, field of 3 cities = 9: 16;
//!   Cleo (green) city 8 with 1 coat of arms = 18; Ann road 2 = 2 and a correction
//!   of +3: 5. Cleo 1st, Ben 2nd, Ann 3rd.
//! - G3, 3 March, first edition: Ben city 4 = 8, Cleo road 8 = 8: a shared first
//!   place.
//! - G4, 4 March: Ann road 12 = 12; Dan (black) city 3 = 6; Cleo cloister 9 and,
//!   at the end, a field of 4 cities = 12: 21; Ben an incomplete road of 2 = 2.
//!   Cleo 1st, Ann 2nd, Dan 3rd, Ben 4th. Entries: 1 road, 2 city, 3 cloister,
//!   4 end-game scoring begins, 5 field, 6 road, 7 final standings.
//! - G5, 5 March: Ann city 3 = 6; Dan city 3 = 6 and a correction of +1: 7. Dan
//!   1st by one point. Entries: 1 city, 2 city, 3 correction, 4 end-game scoring,
//!   5 final standings.
//! - G6, 6 March, unfinished: Ann road 20. Counted nowhere.

use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;
use tally_core::rules::Category;
use tally_core::session::{Colour, Command, Game, GameSetup, PlayerSetup};
use tally_core::statistics::{
    CategoryPoints, Pairing, PlayerGame, Rating, RecordKind, StatsFilter, StatsPage, rate_game,
};
use tally_core::store::{ExportDocument, ExportedGame, Store};
use tally_core::{Edition, Element, Error, Ruleset};

fn command(value: serde_json::Value) -> Command {
    serde_json::from_value(value).unwrap()
}

fn feature(feature: &str, when: &str, inputs: serde_json::Value, player: &str) -> Command {
    command(json!({"type": "score_feature", "feature": feature, "when": when, "inputs": inputs,
                   "players": [{"id": player, "followers": 1}]}))
}

fn road(player: &str, tiles: i64) -> Command {
    feature("road", "completed", json!({"tiles": tiles}), player)
}

fn city(player: &str, tiles: i64, coats_of_arms: i64) -> Command {
    feature("city", "completed", json!({"tiles": tiles, "coats_of_arms": coats_of_arms}), player)
}

fn correct(player: &str, points: i64) -> Command {
    command(json!({"type": "correct", "player": player, "points": points, "reason": "recount"}))
}

fn day(d: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, d, 19, 0, 0).single().unwrap()
}

/// A game played from `commands`, its final scores checked against the hand-worked
/// ones (in seat order) so that the history is the one described above.
fn game(d: u32, players: &[(&str, Colour)], ruleset: Ruleset, commands: Vec<Command>, scores: &[i64]) -> ExportedGame {
    let setup =
        GameSetup { players: players.iter().map(|(name, colour)| PlayerSetup::new(*name, *colour)).collect(), ruleset };
    let mut game = Game::new(setup.clone()).unwrap();
    for command in commands {
        game.execute(command, day(d)).unwrap();
    }
    let played: Vec<i64> = game.table().players.iter().map(|player| player.score).collect();
    assert_eq!(played, scores, "G on {d} March");
    ExportedGame {
        uuid: format!("00000000-0000-4000-8000-{d:012}"),
        started_at: day(d),
        finished_at: None,
        players: setup.players,
        ruleset: setup.ruleset,
        entries: game.entries().to_vec(),
    }
}

fn history() -> Store {
    use Colour::*;
    let base = Ruleset::base(Edition::C3);
    let end = || vec![Command::StartEndGame];
    let field = |player: &str, cities: i64| feature("field", "end_of_game", json!({"cities": cities}), player);
    let games = vec![
        game(
            1,
            &[("Ann", Red), ("Ben", Blue)],
            base.clone(),
            [vec![city("red", 5, 0), road("blue", 3)], end(), vec![field("red", 2), Command::FINISH]].concat(),
            &[16, 3],
        ),
        game(
            2,
            &[("Ann", Red), ("Ben", Blue), ("Cleo", Green)],
            base.clone().with(Element::Inns).with(Element::Cathedrals).with(Element::LargeMeeple),
            [
                vec![road("blue", 7), city("green", 8, 1), road("red", 2), correct("red", 3)],
                end(),
                vec![field("blue", 3), Command::FINISH],
            ]
            .concat(),
            &[5, 16, 18],
        ),
        game(
            3,
            &[("Ben", Blue), ("Cleo", Green)],
            Ruleset::base(Edition::C1),
            vec![city("blue", 4, 0), road("green", 8), Command::StartEndGame, Command::FINISH],
            &[8, 8],
        ),
        game(
            4,
            &[("Ann", Red), ("Ben", Blue), ("Cleo", Green), ("Dan", Black)],
            base.clone(),
            [
                vec![road("red", 12), city("black", 3, 0), feature("cloister", "completed", json!({}), "green")],
                end(),
                vec![field("green", 4), feature("road", "end_of_game", json!({"tiles": 2}), "blue"), Command::FINISH],
            ]
            .concat(),
            &[12, 2, 21, 6],
        ),
        game(
            5,
            &[("Ann", Red), ("Dan", Black)],
            base.clone(),
            vec![city("red", 3, 0), city("black", 3, 0), correct("black", 1), Command::StartEndGame, Command::FINISH],
            &[6, 7],
        ),
        game(6, &[("Ann", Red), ("Ben", Blue)], base, vec![road("red", 20)], &[20, 0]),
    ];
    let mut store = Store::open_in_memory().unwrap();
    let document =
        ExportDocument { format: "tally-export".into(), version: 1, event_format: 2, exported_at: day(7), games };
    assert_eq!(store.import(&document.to_json().unwrap()).unwrap().imported.len(), 6);
    store
}

fn id(store: &Store, name: &str) -> i64 {
    store.find_roster_player(name).unwrap().unwrap()
}

/// The store's id of the game started on `d` March.
fn game_id(store: &Store, d: u32) -> i64 {
    let filter = tally_core::store::HistoryFilter { from: Some(day(d)), to: Some(day(d + 1)), ..Default::default() };
    store.history(&filter).unwrap()[0].id
}

fn points(pairs: &[(Category, i64)]) -> Vec<CategoryPoints> {
    pairs.iter().map(|(category, points)| CategoryPoints { category: *category, points: *points }).collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-4
}

#[test]
fn a_players_games_give_points_by_category_score_and_place_in_pages() {
    let store = history();
    let ann = id(&store, "Ann");
    let all = store.player_games(ann, &StatsFilter::default(), StatsPage::default()).unwrap();
    assert_eq!(all.total, 4, "G1, G2, G4, G5; G6 is not finished");
    let summary: Vec<(i64, u32, i64, u32, Vec<CategoryPoints>)> =
        all.games.iter().map(|g| (g.game_id, g.players, g.score, g.rank, g.by_category.clone())).collect();
    use Category::*;
    assert_eq!(
        summary,
        vec![
            (game_id(&store, 1), 2, 16, 1, points(&[(Cities, 10), (Fields, 6)])),
            (game_id(&store, 2), 3, 5, 3, points(&[(Roads, 2), (Corrections, 3)])),
            (game_id(&store, 4), 4, 12, 2, points(&[(Roads, 12)])),
            (game_id(&store, 5), 2, 6, 2, points(&[(Cities, 6)])),
        ]
    );
    for game in &all.games {
        assert_eq!(game.by_category.iter().map(|p| p.points).sum::<i64>(), game.score, "the stack is the score");
    }
    let page = store.player_games(ann, &StatsFilter::default(), StatsPage { limit: 2, offset: 1 }).unwrap();
    let ids: Vec<i64> = page.games.iter().map(|g: &PlayerGame| g.game_id).collect();
    assert_eq!(ids, vec![game_id(&store, 2), game_id(&store, 4)], "one back from the latest, oldest first");
    assert_eq!(page.total, 4);
}

#[test]
fn win_rates_by_number_of_players_and_by_expansion() {
    let store = history();
    let ann = id(&store, "Ann");
    let by_players: Vec<(u32, u32, u32)> = store
        .win_rate_by_players(ann, &StatsFilter::default())
        .unwrap()
        .iter()
        .map(|row| (row.players, row.result.games, row.result.wins))
        .collect();
    assert_eq!(by_players, vec![(2, 2, 1), (3, 1, 0), (4, 1, 0)], "G1 won and G5 lost with two; G2; G4");
    let cleo = id(&store, "Cleo");
    let by_expansion = store.win_rate_by_expansion(cleo, &StatsFilter::default()).unwrap();
    let rows: Vec<(Option<&str>, String, u32, u32)> = by_expansion
        .iter()
        .map(|row| (row.expansion.as_deref(), row.name.render("en"), row.result.games, row.result.wins))
        .collect();
    assert_eq!(
        rows,
        vec![
            (None, "Base game".to_owned(), 2, 2),
            (Some("exp01_inns_cathedrals"), "Exp. 1 - Inns & Cathedrals".to_owned(), 1, 1)
        ],
        "G3 (shared first place) and G4 in the base game; G2 with Inns & Cathedrals"
    );
    assert!(close(by_expansion[0].result.rate, 1.0));
}

#[test]
fn who_wins_how_often_and_every_pair_head_to_head() {
    let store = history();
    let wins: Vec<(String, u32, u32)> = store
        .group_wins(&StatsFilter::default())
        .unwrap()
        .iter()
        .map(|row| (row.name.clone(), row.result.games, row.result.wins))
        .collect();
    assert_eq!(
        wins,
        vec![("Cleo".into(), 3, 3), ("Dan".into(), 2, 1), ("Ann".into(), 4, 1), ("Ben".into(), 4, 1)],
        "most wins, then the better rate, then by name"
    );
    let ann_average = store.group_wins(&StatsFilter::default()).unwrap()[2].average_score;
    assert!(close(ann_average, 39.0 / 4.0), "(16 + 5 + 12 + 6) / 4");

    let (ann, ben, cleo, dan) = (id(&store, "Ann"), id(&store, "Ben"), id(&store, "Cleo"), id(&store, "Dan"));
    let name = |id: i64| ["Ann", "Ben", "Cleo", "Dan"][[ann, ben, cleo, dan].iter().position(|x| *x == id).unwrap()];
    let pair = |a: i64, b: i64, games, a_ahead, b_ahead, ties| Pairing {
        a,
        a_name: name(a).into(),
        b,
        b_name: name(b).into(),
        games,
        a_ahead,
        b_ahead,
        ties,
    };
    assert_eq!(
        store.pairings(&StatsFilter::default()).unwrap(),
        vec![
            pair(ann, ben, 3, 2, 1, 0),
            pair(ben, cleo, 3, 0, 2, 1),
            pair(ann, cleo, 2, 0, 2, 0),
            pair(ann, dan, 2, 1, 1, 0),
            pair(ben, dan, 1, 0, 1, 0),
            pair(cleo, dan, 1, 1, 0, 0),
        ]
    );

    let chart = store.pair_chart(ben, ann, &StatsFilter::default(), StatsPage::default()).unwrap();
    assert_eq!(
        (chart.pairing.a, chart.pairing.a_ahead, chart.pairing.b_ahead, chart.pairing.ties),
        (ben, 1, 2, 0),
        "as asked: Ben first"
    );
    let scores: Vec<(i64, i64, u32, u32)> =
        chart.games.games.iter().map(|g| (g.a_score, g.b_score, g.a_rank, g.b_rank)).collect();
    assert_eq!(scores, vec![(3, 16, 2, 1), (16, 5, 2, 3), (2, 12, 4, 2)], "G1, G2, G4");
}

#[test]
fn records_name_their_game_and_entry() {
    let store = history();
    let records: Vec<(RecordKind, String, i64, u64, i64, i64)> = store
        .records(&StatsFilter::default())
        .unwrap()
        .into_iter()
        .map(|r| (r.kind, r.name, r.game_id, r.entry, r.value, r.points))
        .collect();
    let g = |d| game_id(&store, d);
    assert_eq!(
        records,
        vec![
            (RecordKind::BiggestCity, "Cleo".into(), g(2), 2, 8, 18),
            (RecordKind::LongestRoad, "Ann".into(), g(4), 1, 12, 12),
            (RecordKind::BestFarmerGame, "Cleo".into(), g(4), 5, 12, 12),
            (RecordKind::HighestScore, "Cleo".into(), g(4), 7, 21, 21),
            (RecordKind::ClosestFinish, "Dan".into(), g(5), 5, 1, 7),
        ],
        "G6's road of 20 is not finished; G3's shared first place is no lone winner"
    );
    let titles: Vec<String> =
        store.records(&StatsFilter::default()).unwrap().iter().map(|r| r.title.render("de")).collect();
    assert_eq!(titles[0], "Größte Stadt");
}

#[test]
fn filters_choose_the_games_counted() {
    let store = history();
    let names = |filter: StatsFilter| -> Vec<(String, u32, u32)> {
        store
            .group_wins(&filter)
            .unwrap()
            .iter()
            .map(|row| (row.name.clone(), row.result.games, row.result.wins))
            .collect()
    };
    assert_eq!(
        names(StatsFilter { from: Some(day(2)), to: Some(day(4)), ..Default::default() }),
        vec![("Cleo".into(), 2, 2), ("Ben".into(), 2, 1), ("Ann".into(), 1, 0)],
        "G2 and G3"
    );
    assert_eq!(
        names(StatsFilter { edition: Some(Edition::C1), ..Default::default() }),
        vec![("Ben".into(), 1, 1), ("Cleo".into(), 1, 1)],
        "G3 alone"
    );
    for key in ["exp01_inns_cathedrals", "exp01_inns_cathedrals.inns"] {
        assert_eq!(
            names(StatsFilter { expansions: vec![key.into()], ..Default::default() }),
            vec![("Cleo".into(), 1, 1), ("Ann".into(), 1, 0), ("Ben".into(), 1, 0)],
            "G2 alone, by {key}; Ann and Ben level, by name"
        );
    }
    let (ann, dan) = (id(&store, "Ann"), id(&store, "Dan"));
    let together = StatsFilter { players: vec![ann, dan], ..Default::default() };
    assert_eq!(names(together.clone()), vec![("Dan".into(), 2, 1), ("Ann".into(), 2, 0)], "G4 and G5, the two alone");
    let records: Vec<(RecordKind, String, i64, u64)> =
        store.records(&together).unwrap().into_iter().map(|r| (r.kind, r.name, r.game_id, r.entry)).collect();
    assert_eq!(
        records,
        vec![
            (RecordKind::BiggestCity, "Dan".into(), game_id(&store, 4), 2),
            (RecordKind::LongestRoad, "Ann".into(), game_id(&store, 4), 1),
            (RecordKind::HighestScore, "Ann".into(), game_id(&store, 4), 7),
            (RecordKind::ClosestFinish, "Dan".into(), game_id(&store, 5), 5),
        ],
        "a city of 3 for 6 in G4 and in G5: G4's came first; no field of theirs; Cleo's records are hers"
    );
}

#[test]
fn bad_filters_and_pages_are_refused_by_name() {
    let store = history();
    let ann = id(&store, "Ann");
    let field = |error: Error| match error {
        Error::InvalidInput { field, .. } => field,
        other => panic!("{other:?}"),
    };
    let refused = store.group_wins(&StatsFilter { from: Some(day(4)), to: Some(day(4)), ..Default::default() });
    assert_eq!(field(refused.unwrap_err()), "to");
    let refused = store.group_wins(&StatsFilter { players: vec![ann, ann], ..Default::default() });
    assert_eq!(field(refused.unwrap_err()), "players[1]");
    let refused = store.group_wins(&StatsFilter { players: vec![999], ..Default::default() });
    assert!(matches!(refused, Err(Error::UnknownRosterPlayer { id: 999 })), "{refused:?}");
    let refused = store.records(&StatsFilter { expansions: vec!["exp99".into()], ..Default::default() });
    assert!(matches!(refused, Err(Error::UnknownExpansion { .. })), "{refused:?}");
    for limit in [0, 501] {
        let refused = store.player_games(ann, &StatsFilter::default(), StatsPage { limit, offset: 0 });
        assert_eq!(field(refused.unwrap_err()), "limit");
    }
    let refused = store.pair_games(ann, ann, &StatsFilter::default(), StatsPage::default());
    assert_eq!(field(refused.unwrap_err()), "b");
    let message = store
        .group_wins(&StatsFilter { from: Some(day(4)), to: Some(day(3)), ..Default::default() })
        .unwrap_err()
        .message()
        .render("fr");
    assert!(message.contains("la période se termine avant de commencer"), "{message}");
}

/// The rating of one game by the `skillratings` crate's documented example of
/// `weng_lin`: a player rated 42.0 ± 1.3 beats a new player (25 ± 25/3) and
/// becomes 42.03 ± 1.30, the new player 23.91 ± 8.03 (to two decimals, as the
/// documentation gives them).
#[test]
fn a_game_is_rated_as_the_librarys_documented_example() {
    let rated = rate_game(&[(Rating { rating: 42.0, uncertainty: 1.3 }, 1), (Rating::initial(), 2)]);
    let hundredths = |x: f64| (x * 100.0).round() as i64;
    assert_eq!(
        rated.iter().map(|r| (hundredths(r.rating), hundredths(r.uncertainty))).collect::<Vec<_>>(),
        vec![(4203, 130), (2391, 803)]
    );
}

/// Weng and Lin's Bradley-Terry update (full pairing), worked by hand from new
/// ratings (mu = 25, sigma = 25/3, beta = 25/6): for every pair
/// c^2 = 2 beta^2 + 2 sigma^2 = 173.6111, c = 13.17615, p = 1/2; a player's
/// rating moves by sigma^2 / c (s - p) = 5.270463 (s - 1/2) per opponent (s = 1
/// ahead, 1/2 level, 0 behind), and its variance shrinks by
/// (sigma / c)^3 p (1 - p) = 0.0632456 per opponent: sigma' = 8.333333 x
/// sqrt(1 - 0.0632456) = 8.065505 with one opponent, x sqrt(1 - 0.1264911) =
/// 7.788479 with two.
#[test]
fn ratings_follow_the_papers_update_worked_by_hand() {
    let new = Rating::initial();
    let two = rate_game(&[(new, 1), (new, 2)]);
    assert!(close(two[0].rating, 27.635231) && close(two[1].rating, 22.364769), "{two:?}");
    assert!(close(two[0].uncertainty, 8.065505) && close(two[1].uncertainty, 8.065505), "{two:?}");
    let tied = rate_game(&[(new, 1), (new, 1)]);
    assert!(close(tied[0].rating, 25.0) && close(tied[1].rating, 25.0), "a tie moves no one: {tied:?}");
    assert!(close(tied[0].uncertainty, 8.065505), "but teaches something: {tied:?}");
    let three = rate_game(&[(new, 2), (new, 1), (new, 3)]);
    let ratings: Vec<f64> = three.iter().map(|r| r.rating).collect();
    assert!(close(ratings[0], 25.0) && close(ratings[1], 30.270463) && close(ratings[2], 19.729537), "{ratings:?}");
    assert!(three.iter().all(|r| close(r.uncertainty, 7.788479)), "{three:?}");
}

#[test]
fn the_groups_rating_is_recomputed_from_the_chosen_games_in_order() {
    let store = history();
    let (ann, dan) = (id(&store, "Ann"), id(&store, "Dan"));
    // G5 alone: Dan beats Ann, both new.
    let last_day = StatsFilter { from: Some(day(5)), ..Default::default() };
    let ratings: Vec<(String, u32, f64, f64)> = store
        .ratings(&last_day)
        .unwrap()
        .into_iter()
        .map(|r| (r.name, r.games, r.rating.rating, r.rating.uncertainty))
        .collect();
    assert_eq!(ratings.len(), 2);
    assert_eq!((ratings[0].0.as_str(), ratings[0].1, ratings[1].0.as_str()), ("Dan", 1, "Ann"));
    assert!(close(ratings[0].2, 27.635231) && close(ratings[1].2, 22.364769), "{ratings:?}");
    assert!(close(ratings[0].3, 8.065505));
    // G3 alone (first edition): a shared first place between two new players.
    let c1 = store.ratings(&StatsFilter { edition: Some(Edition::C1), ..Default::default() }).unwrap();
    assert!(c1.iter().all(|r| close(r.rating.rating, 25.0) && close(r.rating.uncertainty, 8.065505)), "{c1:?}");
    // Over everything, Ann's first point is G1 (she beat Ben, both new), and she
    // has one point per finished game.
    let history = store.rating_history(ann, &StatsFilter::default(), StatsPage::default()).unwrap();
    assert_eq!(history.total, 4);
    assert_eq!(history.points[0].game_id, game_id(&store, 1));
    assert!(close(history.points[0].rating.rating, 27.635231), "{:?}", history.points[0]);
    let everyone = store.ratings(&StatsFilter::default()).unwrap();
    assert_eq!(everyone.len(), 4);
    assert!(everyone.windows(2).all(|pair| pair[0].conservative >= pair[1].conservative));
    let dan_games = everyone.iter().find(|r| r.roster_id == dan).unwrap().games;
    assert_eq!(dan_games, 2);
}

/// A shared first place is no finish to be closest in: Ann and Ben share 10 points
/// with Cleo one behind (G1), and Dan beats Ann by 3 (G2): the closest finish is
/// G2's lead of 3, not a lead of 1 from G1.
#[test]
fn the_closest_finish_has_a_lone_winner() {
    use Colour::*;
    let base = Ruleset::base(Edition::C3);
    let finish = || vec![Command::StartEndGame, Command::FINISH];
    let games = vec![
        game(
            1,
            &[("Ann", Red), ("Ben", Blue), ("Cleo", Green)],
            base.clone(),
            [vec![road("red", 10), road("blue", 10), road("green", 9)], finish()].concat(),
            &[10, 10, 9],
        ),
        game(
            2,
            &[("Ann", Red), ("Dan", Black)],
            base,
            [vec![road("red", 4), road("black", 7)], finish()].concat(),
            &[4, 7],
        ),
    ];
    let mut store = Store::open_in_memory().unwrap();
    let document =
        ExportDocument { format: "tally-export".into(), version: 1, event_format: 2, exported_at: day(7), games };
    store.import(&document.to_json().unwrap()).unwrap();
    let records = store.records(&StatsFilter::default()).unwrap();
    let closest = records.iter().find(|r| r.kind == RecordKind::ClosestFinish).unwrap();
    assert_eq!(
        (closest.name.as_str(), closest.game_id, closest.value, closest.points),
        ("Dan", game_id(&store, 2), 3, 7)
    );
}

/// Games stored before schema 11 get their expansions listed and their edition read
/// by the migration, and games added later by the trigger: a filter by expansion
/// or edition finds them all.
#[test]
fn the_expansions_and_edition_of_games_stored_before_are_listed_by_the_migration() {
    let mut conn = rusqlite::Connection::open_in_memory().unwrap();
    tally_core::store::migrations::to_version(&mut conn, 8).unwrap();
    conn.execute_batch(
        r#"INSERT INTO games (id, uuid, ruleset, started_at, updated_at)
           VALUES (1, '6f0c5a52-8c46-4c4e-9a43-3d7a4d0b5b11', '{"edition":"c1","expansions":["exp01_inns_cathedrals.inns","mini2_messages"]}',
                   '2026-01-01T10:00:00.000Z', '2026-01-01T10:05:00.000Z'),
                  (2, '7a6c5a52-8c46-4c4e-9a43-3d7a4d0b5b22', '{"edition":"c3"}', '2026-01-02T10:00:00.000Z', '2026-01-02T10:05:00.000Z');"#,
    )
    .unwrap();
    tally_core::store::migrations::to_latest(&mut conn).unwrap();
    conn.execute(
        r#"INSERT INTO games (id, uuid, ruleset, started_at, updated_at)
           VALUES (3, '8b6c5a52-8c46-4c4e-9a43-3d7a4d0b5b33', '{"edition":"winter","expansions":["exp02_traders_builders"]}',
                   '2026-01-03T10:00:00.000Z', '2026-01-03T10:05:00.000Z')"#,
        [],
    )
    .unwrap();
    let listed: Vec<(i64, String, String)> = conn
        .prepare("SELECT game_id, key, expansion FROM game_expansions ORDER BY game_id, key")
        .unwrap()
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        listed,
        vec![
            (1, "exp01_inns_cathedrals.inns".into(), "exp01_inns_cathedrals".into()),
            (1, "mini2_messages".into(), "mini2_messages".into()),
            (3, "exp02_traders_builders".into(), "exp02_traders_builders".into()),
        ]
    );
    let editions: Vec<String> = conn
        .prepare("SELECT edition FROM games ORDER BY id")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(editions, ["c1", "c3", "winter"]);
}
