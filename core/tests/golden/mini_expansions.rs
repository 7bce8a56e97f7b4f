//! The rows the game session scores rather than a form: the Messages dispatches
//! (reference 0.3.1, Mini 2) and the Robbers (0.3.2, Mini 6). Each test plays a game
//! through `tally_core::session::Game` with commands built from their JSON wire
//! format (the format front-ends and scenario files send), and checks the points
//! and the rule ids of the breakdown rows, worked out by hand from the reference.

use chrono::{DateTime, TimeZone, Utc};
use serde_json::{Value, json};
use tally_core::session::{Command, Game, GameSetup};

/// A game of red, blue (and green) with `expansions` (edition C3).
fn game(expansions: &[&str], players: &[&str]) -> Game {
    let players: Vec<Value> =
        players.iter().map(|colour| json!({"name": format!("Player {colour}"), "colour": colour})).collect();
    let setup: GameSetup =
        serde_json::from_value(json!({"players": players, "ruleset": {"edition": "c3", "expansions": expansions}}))
            .expect("a setup");
    Game::new(setup).expect("a game")
}

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2024, 5, 1, 10, minute, 0).unwrap()
}

/// Runs one command given as JSON; panics if it is refused.
fn play(game: &mut Game, command: Value) {
    let minute = u32::try_from(game.entries().len()).unwrap() % 60;
    let parsed: Command = serde_json::from_value(command.clone()).unwrap_or_else(|error| panic!("{command}: {error}"));
    game.execute(parsed, at(minute)).unwrap_or_else(|error| panic!("{command} refused: {error}"));
}

fn score_of(game: &Game, player: &str) -> i64 {
    game.table().player(player).unwrap_or_else(|| panic!("no player {player}")).score
}

/// `(rule, points)` of `player`'s rows in the last log entry.
fn last_rows(game: &Game, player: &str) -> Vec<(String, i64)> {
    let last = game.log().last().expect("a log entry");
    last.awards
        .iter()
        .filter(|award| award.player == player)
        .flat_map(|award| award.rows.iter().map(|row| (row.rule.to_string(), row.points)))
        .collect()
}

fn pending(game: &Game) -> Value {
    serde_json::to_value(&game.table().pending).unwrap()
}

/// Red scores a road of 5: its figure stops on dark space 5 and red draws a
/// dispatch (0.3.1: "if one of your scoring figures has just moved and stopped on a
/// dark space").
fn red_draws_a_dispatch(expansions: &[&str]) -> Game {
    let mut game = game(expansions, &["red", "blue"]);
    play(
        &mut game,
        json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 5}, "players": [{"id": "red", "followers": 1}]}),
    );
    assert_eq!(score_of(&game, "red"), 5);
    assert_eq!(pending(&game)["prompt"], "dispatch", "red stands on dark space 5");
    game
}

fn resolve(game: &mut Game, choice: Value) {
    play(game, json!({"type": "resolve_dispatch", "choice": choice}));
}

/// Source: messages.dispatch (0.3.1) — 2 points instead of the tile's effect: 5 + 2
/// = 7.
#[test]
fn dispatch_two_points() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(&mut game, json!({"tile": "two_points"}));
    assert_eq!(last_rows(&game, "red"), [("messages.dispatch".to_owned(), 2)]);
    assert_eq!(score_of(&game, "red"), 7);
    assert_eq!(pending(&game), Value::Null, "7 and 2 are not dark spaces");
}

/// Source: messages.dispatch.smallest_road (0.3.1) — the player's lowest-scoring
/// road scored as after the game (1 point per tile, B.1.1), majority not applied: a
/// road of 3 tiles gives 3.
#[test]
fn dispatch_smallest_road() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(&mut game, json!({"tile": "smallest_road", "inputs": {"tiles": 3}}));
    let rows = last_rows(&game, "red");
    assert_eq!(rows[0], ("messages.dispatch.smallest_road".to_owned(), 0));
    assert_eq!(rows[1], ("road.base.incomplete".to_owned(), 3));
    assert_eq!(score_of(&game, "red"), 8);
}

/// Source: messages.dispatch.smallest_city (0.3.1) — as after the game (B.1.3: 1 per
/// tile and 1 per coat of arms), majority not applied: 3 tiles and 1 coat of arms
/// give 4.
#[test]
fn dispatch_smallest_city() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(&mut game, json!({"tile": "smallest_city", "inputs": {"tiles": 3, "coats_of_arms": 1}}));
    let rows = last_rows(&game, "red");
    assert_eq!(rows[0], ("messages.dispatch.smallest_city".to_owned(), 0));
    let city: i64 = rows.iter().filter(|(rule, _)| rule == "city.base.incomplete").map(|(_, points)| points).sum();
    assert_eq!(city, 4);
    assert_eq!(score_of(&game, "red"), 9);
}

/// Source: messages.dispatch.smallest_cloister (0.3.1) — as after the game (B.1.4,
/// C2+C3: 1 for the cloister's tile + 1 per tile in the 8 spaces around it): 3 tiles
/// around give 4.
#[test]
fn dispatch_smallest_cloister() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(&mut game, json!({"tile": "smallest_cloister", "inputs": {"tiles_around": 3}}));
    let rows = last_rows(&game, "red");
    assert_eq!(rows[0], ("messages.dispatch.smallest_cloister".to_owned(), 0));
    let cloister: i64 =
        rows.iter().filter(|(rule, _)| rule == "cloister.base.incomplete").map(|(_, points)| points).sum();
    assert_eq!(cloister, 4);
    assert_eq!(score_of(&game, "red"), 9);
}

/// Source: messages.dispatch.coats_of_arms (0.3.1) — 2 points per coat of arms in
/// cities with the player's meeples: 2 coats of arms give 4.
#[test]
fn dispatch_coats_of_arms() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(&mut game, json!({"tile": "coats_of_arms", "count": 2}));
    assert_eq!(last_rows(&game, "red"), [("messages.dispatch.coats_of_arms".to_owned(), 4)]);
    assert_eq!(score_of(&game, "red"), 9);
}

/// Source: messages.dispatch.knights (0.3.1) — "2 points for each of your knights":
/// 3 knights give 6.
#[test]
fn dispatch_knights() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(&mut game, json!({"tile": "knights", "count": 3}));
    assert_eq!(last_rows(&game, "red"), [("messages.dispatch.knights".to_owned(), 6)]);
    assert_eq!(score_of(&game, "red"), 11);
}

/// Source: messages.dispatch.farmers (0.3.1) — 2 points per farmer of the player: 2
/// farmers give 4.
#[test]
fn dispatch_farmers() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(&mut game, json!({"tile": "farmers", "count": 2}));
    assert_eq!(last_rows(&game, "red"), [("messages.dispatch.farmers".to_owned(), 4)]);
    assert_eq!(score_of(&game, "red"), 9);
}

/// Source: messages.dispatch.extra_tile (0.3.1) — "add a land tile": 0 points for the
/// action.
#[test]
fn dispatch_extra_tile() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(&mut game, json!({"tile": "extra_tile"}));
    assert_eq!(last_rows(&game, "red"), [("messages.dispatch.extra_tile".to_owned(), 0)]);
    assert_eq!(score_of(&game, "red"), 5);
    assert_eq!(pending(&game), Value::Null);
}

/// Source: messages.dispatch.score_meeple (0.3.1) — one of the player's meeples
/// scored as after the game with the majority applied: on a city of 3 tiles where
/// red has 2 knights and blue 1, red holds it and scores 3 (B.1.3: 1 per tile); blue
/// receives nothing from red's dispatch.
#[test]
fn dispatch_score_meeple_with_the_majority() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(
        &mut game,
        json!({"tile": "score_meeple", "feature": "city", "inputs": {"tiles": 3},
               "players": [{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]}),
    );
    let rows = last_rows(&game, "red");
    assert_eq!(rows[0], ("messages.dispatch.score_meeple".to_owned(), 0));
    assert_eq!(rows[1], ("city.base.incomplete".to_owned(), 3));
    assert_eq!(score_of(&game, "red"), 8);
    assert_eq!(score_of(&game, "blue"), 0);
}

/// Source: messages.dispatch.score_meeple (0.3.1) — "majority is applied": red's
/// meeple on a city where blue has more knights scores red nothing.
#[test]
fn dispatch_score_meeple_without_the_majority() {
    let mut game = red_draws_a_dispatch(&["mini2_messages"]);
    resolve(
        &mut game,
        json!({"tile": "score_meeple", "feature": "city", "inputs": {"tiles": 3},
               "players": [{"id": "red", "followers": 1}, {"id": "blue", "followers": 2}]}),
    );
    assert_eq!(last_rows(&game, "red"), [("messages.dispatch.score_meeple".to_owned(), 0)]);
    assert_eq!(score_of(&game, "red"), 5);
    assert_eq!(score_of(&game, "blue"), 0);
}

/// Source: robbers.steal (0.3.2) — green's robber stands on space 3 with red's
/// figure; red then scores a road of 5: green scores half of those primary points
/// rounded up, 3, red keeps all 5 (3 + 5 = 8), and the robber goes home.
#[test]
fn a_robber_steals_half_rounded_up() {
    let mut game = game(&["mini6_robbers"], &["red", "blue", "green"]);
    play(
        &mut game,
        json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 3}, "players": [{"id": "red", "followers": 1}]}),
    );
    play(&mut game, json!({"type": "place_robber", "owner": "green", "space": 3}));
    play(
        &mut game,
        json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 5}, "players": [{"id": "red", "followers": 1}]}),
    );
    assert_eq!(score_of(&game, "red"), 8, "the robbed player loses nothing");
    assert_eq!(score_of(&game, "green"), 3);
    assert_eq!(last_rows(&game, "green"), [("robbers.steal".to_owned(), 3)]);
    assert_eq!(game.table().player("green").unwrap().robber, None, "the robber goes home");
}

/// Source: after_game.robber_remaining (0.3.2, B.2 row 3) — a robber still on the
/// scoring track at the end scores 3 points to its player, when the game is
/// finished.
#[test]
fn a_robber_left_on_the_track_scores_three_at_the_finish() {
    let mut game = game(&["mini6_robbers"], &["red", "blue", "green"]);
    play(
        &mut game,
        json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 2}, "players": [{"id": "red", "followers": 1}]}),
    );
    play(&mut game, json!({"type": "place_robber", "owner": "blue", "space": 2}));
    play(&mut game, json!({"type": "start_end_game"}));
    play(&mut game, json!({"type": "finish"}));
    assert_eq!(score_of(&game, "blue"), 3);
    assert_eq!(last_rows(&game, "blue"), [("after_game.robber_remaining".to_owned(), 3)]);
    assert_eq!(score_of(&game, "red"), 2);
}

/// The "when" of the two rows, asked of the rules directly (a front-end or the
/// session asks the same functions).
mod when {
    use tally_core::rules::messages::{DispatchStop, draws_dispatch};
    use tally_core::rules::robbers::robs;

    /// Red's figure moved 5 points to dark space 5, during red's turn, alone there.
    fn red_on_five() -> DispatchStop {
        DispatchStop { space: 5, points: 5, active_player: true, during_turns: true, shared: false, zmg: false }
    }

    /// Source: messages.dispatch (0.3.1) — "if one of your scoring figures has just
    /// moved and stopped on a dark space": every fifth space is dark, 0 too (reached
    /// by completing a lap, the 50 space).
    #[test]
    fn a_figure_stopping_on_a_dark_space_draws() {
        assert!(draws_dispatch(red_on_five()));
        for space in [0, 10, 15, 20, 25, 30, 35, 40, 45] {
            assert!(draws_dispatch(DispatchStop { space, ..red_on_five() }), "space {space}");
        }
    }

    /// Source: messages.dispatch (0.3.1) — light spaces, a move of no points,
    /// another player's figure and the end-game scoring draw nothing.
    #[test]
    fn what_draws_nothing() {
        for space in [1, 4, 6, 49] {
            assert!(!draws_dispatch(DispatchStop { space, ..red_on_five() }), "space {space}");
        }
        assert!(!draws_dispatch(DispatchStop { points: 0, ..red_on_five() }));
        assert!(!draws_dispatch(DispatchStop { active_player: false, ..red_on_five() }));
        assert!(!draws_dispatch(DispatchStop { during_turns: false, ..red_on_five() }));
    }

    /// Source: messages.dispatch, ZMG variant (reference `messages_zmg`): a dark space
    /// shared with another player's figure draws nothing; without the rule it does.
    #[test]
    fn the_zmg_rule_and_a_shared_space() {
        assert!(draws_dispatch(DispatchStop { shared: true, ..red_on_five() }));
        assert!(!draws_dispatch(DispatchStop { shared: true, zmg: true, ..red_on_five() }));
        assert!(draws_dispatch(DispatchStop { zmg: true, ..red_on_five() }));
    }

    /// Source: robbers.steal (0.3.2) — a robber on the space of "another player's
    /// scoring figure" takes from its "primary points received": same space, other
    /// owner, points received.
    #[test]
    fn which_moves_a_robber_robs() {
        assert!(robs(3, 3, 5, false));
        assert!(!robs(3, 4, 5, false), "the figure stood elsewhere");
        assert!(!robs(3, 3, 5, true), "the robber's own figure");
        assert!(!robs(3, 3, 0, false), "no points received");
        assert!(!robs(3, 3, -2, false), "a loss is no points received");
    }
}
