//! Regression tests for the crashes the fuzz targets of `fuzz/` found
//! (`docs/performance.md`), each written as the commands or request the crashing
//! input decoded to (`TALLY_FUZZ_TRACE=1` prints them).

use chrono::DateTime;
use serde_json::{Value, json};
use tally_core::Error;
use tally_core::session::{Command, Game, GameSetup, MAX_CORRECTION};

fn game() -> Game {
    let setup: GameSetup = serde_json::from_value(json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
        "ruleset": {"edition": "c3"}
    }))
    .unwrap();
    Game::new(setup).unwrap()
}

fn run(game: &mut Game, value: Value) -> Result<(), Error> {
    let command: Command = serde_json::from_value(value).unwrap();
    game.execute(command, DateTime::UNIX_EPOCH).map(|_| ())
}

fn correction(points: i64) -> Value {
    json!({"type": "correct", "player": "red", "points": points, "reason": "fuzz"})
}

/// session_ops crash-74617a62: two corrections of about 8e18 and 1.4e18 points
/// overflowed the figure's points (a panic in debug builds, a wrapped score in
/// release). A correction is now bounded and a larger one is refused, typed, with
/// nothing changed.
#[test]
fn a_huge_correction_is_refused_instead_of_overflowing() {
    let mut game = game();
    run(&mut game, correction(7_883_960_576_096_755_968)).unwrap_err();
    let before = game.state();
    let error = run(&mut game, correction(1_378_790_216_049_844_480)).unwrap_err();
    assert_eq!(error.code().as_str(), "invalid_input");
    assert_eq!(error.field(), Some("points"));
    assert_eq!(game.state(), before);
    assert_eq!(run(&mut game, correction(i64::MIN)).unwrap_err().code().as_str(), "invalid_input");
    assert!(game.entries().is_empty());
}

/// The bound itself is accepted both ways; one point more is not.
#[test]
fn corrections_up_to_the_bound_are_accepted() {
    let mut game = game();
    run(&mut game, correction(MAX_CORRECTION)).unwrap();
    run(&mut game, correction(-MAX_CORRECTION)).unwrap();
    assert_eq!(game.state().table.players[0].score, 0);
    run(&mut game, correction(MAX_CORRECTION + 1)).unwrap_err();
    run(&mut game, correction(-MAX_CORRECTION - 1)).unwrap_err();
    assert_eq!(game.entries().len(), 2);
}
