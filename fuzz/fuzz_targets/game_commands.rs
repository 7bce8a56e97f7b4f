//! A game session under a ruleset with every expansion: any JSON array of commands
//! is carried out one by one (refusals are fine) without a panic; a refused command
//! changes nothing and the log replays to the same state.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tally_core::ruleset::catalog::EXPANSIONS;
use tally_core::session::{Command, Game, GameSetup};

fn setup() -> &'static GameSetup {
    static SETUP: OnceLock<GameSetup> = OnceLock::new();
    SETUP.get_or_init(|| {
        let expansions: Vec<&str> = EXPANSIONS.iter().map(|expansion| expansion.key).collect();
        serde_json::from_value(serde_json::json!({
            "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}, {"name": "Cleo", "colour": "green"}],
            "ruleset": {"edition": "c3", "expansions": expansions}
        }))
        .expect("setup")
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(commands) = serde_json::from_slice::<Vec<serde_json::Value>>(data) else { return };
    let at = chrono::DateTime::UNIX_EPOCH;
    let mut game = Game::new(setup().clone()).expect("game");
    for value in commands.into_iter().take(200) {
        let Ok(command) = serde_json::from_value::<Command>(value) else { continue };
        let before = game.state();
        if game.execute(command, at).is_err() {
            assert_eq!(game.state(), before, "a refused command changed the game");
        }
    }
    let replayed = Game::from_entries(game.setup().clone(), game.entries().to_vec()).expect("the log replays");
    assert_eq!(replayed.state(), game.state());
});
