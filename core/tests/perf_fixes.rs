//! Guards for the performance fixes of `docs/performance.md`: each keeps the answer
//! the slow version gave.

use tally_core::ruleset::catalog::{component_of, components};

/// `component_of` looks elements up in a table: it must give the first catalog
/// component of each element, as the walk through the catalog did.
#[test]
fn component_lookup_matches_the_catalog_walk() {
    for component in components() {
        let first = components().find(|other| other.element == component.element).unwrap();
        assert!(std::ptr::eq(component_of(component.element), first), "{}", component.key);
    }
}

/// Undo steps back to the table kept before the last command instead of replaying
/// the game, and the store writes the awards once, when the game finishes (schema
/// 5): the statistics of a game with undos and redos are those of the same game
/// imported (where the awards come from a replay of the log).
#[test]
fn undo_and_redo_keep_the_table_and_the_awards() {
    use serde_json::json;
    use tally_core::session::{Colour, Command, Game};
    use tally_core::store::{GameSeat, Store};
    use tally_core::{Edition, Ruleset};

    let command = |value| -> Command { serde_json::from_value(value).unwrap() };
    let road = |player: &str, tiles: i64| {
        command(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
                       "players": [{"id": player, "followers": 1}]}))
    };
    let seats = [
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ];
    let mut store = Store::open_in_memory().unwrap();
    let mut active = store.create_game(&seats, Ruleset::base(Edition::C3)).unwrap();
    let commands = [
        road("red", 4),
        Command::EndTurn,
        road("blue", 7),
        Command::Undo,
        Command::Undo,
        Command::Redo,
        road("blue", 2),
        command(json!({"type": "correct", "player": "red", "points": -3, "reason": "miscounted"})),
        Command::Undo,
        Command::StartEndGame,
        command(json!({"type": "score_feature", "feature": "road", "when": "end_of_game", "inputs": {"tiles": 3},
                       "players": [{"id": "blue", "followers": 1}]})),
        Command::FINISH,
    ];
    for command in commands {
        store.execute(&mut active, command).unwrap();
    }
    let state = active.game.state();
    let scores: Vec<i64> = state.table.players.iter().map(|player| player.score).collect();
    assert_eq!(scores, [4, 5]);
    let replayed = Game::from_entries(active.game.setup().clone(), active.game.entries().to_vec()).unwrap();
    assert_eq!(replayed.state(), state);
    let mut other = Store::open_in_memory().unwrap();
    other.import(&store.export(&[active.id]).unwrap().to_json().unwrap()).unwrap();
    assert_eq!(store.all_stats().unwrap(), other.all_stats().unwrap());
    assert_eq!(store.player_stats(1).unwrap().most_valuable_feature.unwrap().points, 4);
}

/// `progression` sums each turn's points in one pass over the log (a rescan of the
/// log for every turn and player would be quadratic): over a long game
/// with undos, corrections and the end-game scoring, each point is what the
/// definition gives — the points moved by the entries of that turn and before,
/// end-game scoring apart.
#[test]
fn progression_in_one_pass_matches_the_definition() {
    use serde_json::json;
    use tally_core::rules::Step;
    use tally_core::session::{Colour, Command, Game, GameSetup, PlayerSetup};
    use tally_core::{Edition, Ruleset};

    let setup = GameSetup {
        players: vec![
            PlayerSetup::new("Ann", Colour::Red),
            PlayerSetup::new("Ben", Colour::Blue),
            PlayerSetup::new("Cleo", Colour::Green),
        ],
        ruleset: Ruleset::base(Edition::C3),
    };
    let mut game = Game::new(setup).unwrap();
    let at = chrono::DateTime::UNIX_EPOCH;
    for step in 0..1_500_u64 {
        let player = game.table().active_player().id.clone();
        let value = match step % 7 {
            0 | 3 => json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 1 + step % 6},
                            "players": [{"id": player, "followers": 1}, {"id": "green", "followers": 1}]}),
            1 => json!({"type": "correct", "player": "blue", "points": -2, "reason": "recount"}),
            4 => json!({"type": "undo"}),
            _ => json!({"type": "end_turn"}),
        };
        game.execute(serde_json::from_value::<Command>(value).unwrap(), at).unwrap();
    }
    game.execute(Command::StartEndGame, at).unwrap();
    let end = json!({"type": "score_feature", "feature": "road", "when": "end_of_game", "inputs": {"tiles": 5},
                     "players": [{"id": "red", "followers": 1}]});
    game.execute(serde_json::from_value::<Command>(end).unwrap(), at).unwrap();
    game.execute(Command::FINISH, at).unwrap();

    let series = tally_core::store::history::progression(&game);
    let last_turn = game.table().turn;
    assert!(last_turn > 400, "a long game: {last_turn} turns");
    for line in &series {
        let by_definition = |turn: u32| -> i64 {
            game.log()
                .iter()
                .filter(|item| item.turn <= turn && item.step != Step::EndOfGame)
                .flat_map(|item| &item.awards)
                .filter(|award| award.player == line.player)
                .map(|award| award.moved)
                .sum()
        };
        assert_eq!(line.points.len() as u32, last_turn + 2, "turns 0..=last, then the end");
        for point in &line.points[..line.points.len() - 1] {
            assert_eq!(point.score, by_definition(point.turn), "{} after turn {}", line.player, point.turn);
        }
        let end = line.points.last().unwrap();
        assert!(end.end_game);
        let final_score = game.table().players.iter().find(|player| player.id == line.player).unwrap().score;
        assert_eq!(end.score, final_score);
    }
    let red_end = series[0].points.last().unwrap().score - series[0].points[series[0].points.len() - 2].score;
    assert_eq!(red_end, 5, "red's road of 5 at the end");
}

/// `game_summary` reads one game (it listed every game and kept one).
#[test]
fn one_game_s_summary_is_its_entry_in_the_list() {
    use tally_core::session::{Colour, Command};
    use tally_core::store::{GameSeat, HistoryFilter, Store};
    use tally_core::{Edition, Ruleset};

    let mut store = Store::open_in_memory().unwrap();
    let seats = [
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ];
    for finish in [true, false, true] {
        let mut active = store.create_game(&seats, Ruleset::base(Edition::C3)).unwrap();
        store.execute(&mut active, Command::EndTurn).unwrap();
        if finish {
            store.execute(&mut active, Command::StartEndGame).unwrap();
            store.execute(&mut active, Command::FINISH).unwrap();
        }
    }
    let listed = store.history(&HistoryFilter::default()).unwrap();
    assert_eq!(listed.len(), 3);
    for game in &listed {
        assert_eq!(&store.game_summary(game.id).unwrap(), game);
    }
    assert_eq!(store.game_summary(99).unwrap_err(), tally_core::Error::UnknownGame { id: 99 });
}
