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
/// the game, and the store removes that command's awards instead of rewriting them
/// all: the statistics of a game with undos and redos are those of the same game
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
