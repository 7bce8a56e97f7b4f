//! The table model answers what screens and the command line ask: which actions are
//! allowed (and why not), what can be scored now, the end-game walkthrough, where
//! robbers may stand, the dispatch tiles with their forms, the log in pages, and
//! what an edit would change. Values are worked out from the reference and the
//! design's track rules, not read back from the code.

use chrono::{TimeZone, Utc};
use serde_json::json;
use tally_core::rules::{InputKind, When};
use tally_core::session::{Command, Game, GameSetup, LogChange, Phase};
use tally_core::table::{TableModel, TileForm};

fn game(expansions: &[&str]) -> Game {
    let setup: GameSetup = serde_json::from_value(json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
        "ruleset": {"edition": "c3", "expansions": expansions}
    }))
    .unwrap();
    Game::new(setup).unwrap()
}

fn run(game: &mut Game, command: serde_json::Value) {
    let command: Command = serde_json::from_value(command).unwrap();
    game.execute(command, Utc.with_ymd_and_hms(2026, 12, 1, 20, 0, 0).unwrap()).unwrap();
}

fn road(game: &mut Game, player: &str, tiles: i64) {
    run(
        game,
        json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
                     "players": [{"id": player, "followers": 1}]}),
    );
}

#[test]
fn actions_follow_the_game_from_the_first_turn_to_the_finish() {
    let mut game = game(&[]);
    let actions = TableModel::new(&game).summary().actions;
    assert!(!actions.undo.allowed && actions.undo.why_not.as_deref() == Some("nothing to undo"));
    assert!(actions.end_turn.allowed && actions.start_end_game.allowed && actions.score.allowed);
    assert!(!actions.second_part.allowed, "no builder in the base game");
    assert_eq!(actions.second_part.why_not, None, "nothing to explain of an action the ruleset does not have");
    assert!(!actions.reopen.allowed && !actions.place_robber.allowed);

    road(&mut game, "red", 3);
    run(&mut game, json!({"type": "start_end_game"}));
    let summary = TableModel::new(&game).summary();
    assert_eq!((summary.phase, summary.moment), (Phase::EndGame, When::EndOfGame));
    assert!(!summary.actions.end_turn.allowed, "turns are over");
    assert_eq!(summary.actions.end_turn.why_not, None, "an action of the turns says nothing at the end");
    assert!(summary.actions.finish.allowed && summary.actions.correct.allowed && summary.actions.undo.allowed);

    run(&mut game, json!({"type": "finish"}));
    let actions = TableModel::new(&game).summary().actions;
    assert!(actions.reopen.allowed);
    assert!(!actions.score.allowed && !actions.finish.allowed && !actions.correct.allowed);
    assert_eq!(actions.score.why_not.as_deref(), Some("the game is finished: reopen it first"));
}

#[test]
fn what_can_be_scored_depends_on_the_moment_and_leaves_out_what_scores_by_itself() {
    let mut game = game(&["mini6_robbers", "exp05_abbey_mayor"]);
    let during = TableModel::new(&game).scorable();
    assert_eq!(during.moment, When::Completed);
    assert!(during.features.iter().any(|feature| feature == "city"));
    assert!(during.events.iter().all(|event| !event.key.starts_with("after_game.")), "B.2 items wait for the end");
    run(&mut game, json!({"type": "start_end_game"}));
    let after = TableModel::new(&game).scorable();
    assert_eq!(after.moment, When::EndOfGame);
    assert!(after.features.iter().any(|feature| feature == "field"), "B.1.5 fields at the end");
    let keys: Vec<&str> = after.events.iter().map(|event| event.key.as_str()).collect();
    assert!(!keys.contains(&"after_game.robber_remaining"), "robbers left on the track score by themselves");
    let walkthrough = TableModel::new(&game).summary().walkthrough.expect("the end-game scoring has begun");
    let robber = walkthrough.items.iter().find(|item| item.key == "after_game.robber_remaining").unwrap();
    assert!(robber.automatic && robber.note.as_deref().is_some_and(|note| note.contains("0 robbers on the track")));
}

#[test]
fn the_walkthrough_counts_what_was_scored_at_the_end() {
    let mut game = game(&[]);
    road(&mut game, "red", 2);
    run(&mut game, json!({"type": "start_end_game"}));
    let before = TableModel::new(&game).walkthrough();
    let unscored = before.unscored;
    road(&mut game, "red", 2);
    road(&mut game, "blue", 4);
    let after = TableModel::new(&game).walkthrough();
    let road_item = after.items.iter().find(|item| item.key == "road").unwrap();
    assert_eq!(road_item.scored, 2, "two incomplete roads; the completed one of turn 1 does not count");
    assert_eq!(after.unscored, unscored - 1);
    let catalogue = TableModel::new(&game).catalogue();
    assert_eq!(catalogue.end_game.first().map(|item| item.section.as_str()), Some("B.1"));
    assert_eq!(
        catalogue.end_game.iter().map(|item| &item.key).collect::<Vec<_>>(),
        after.items.iter().map(|item| &item.key).collect::<Vec<_>>(),
        "the walkthrough names the catalogue's end-game items, in its order"
    );
}

#[test]
fn robbers_may_stand_where_another_player_s_figure_stands_during_the_turns() {
    let mut game = game(&["mini6_robbers"]);
    road(&mut game, "blue", 7);
    let placements = TableModel::new(&game).summary().robber_placements;
    let red = placements.iter().find(|placement| placement.owner == "red").unwrap();
    assert_eq!(red.spaces, [7], "blue's figure on 7");
    let blue = placements.iter().find(|placement| placement.owner == "blue").unwrap();
    assert_eq!(blue.spaces, [0], "red's figure on 0");
    run(&mut game, json!({"type": "start_end_game"}));
    assert!(TableModel::new(&game).summary().robber_placements.is_empty());
}

#[test]
fn the_dispatch_offers_the_eight_tiles_and_the_two_points_with_their_forms() {
    let mut game = game(&["mini2_messages"]);
    road(&mut game, "red", 5);
    let dispatch = TableModel::new(&game).dispatch().expect("figure 1 stopped on the dark space 5");
    assert_eq!((dispatch.player.as_str(), dispatch.figure, dispatch.space), ("red", 0, 5));
    assert_eq!(dispatch.tiles.len(), 9);
    let rules: Vec<&str> = dispatch.tiles.iter().map(|tile| tile.rule.as_str()).collect();
    assert_eq!(
        rules,
        [
            "messages.dispatch",
            "messages.dispatch.smallest_road",
            "messages.dispatch.smallest_city",
            "messages.dispatch.smallest_cloister",
            "messages.dispatch.coats_of_arms",
            "messages.dispatch.knights",
            "messages.dispatch.farmers",
            "messages.dispatch.extra_tile",
            "messages.dispatch.score_meeple",
        ]
    );
    assert!(matches!(dispatch.tiles[0].form, TileForm::Fixed { points: 2 }));
    let TileForm::Count { field, per } = &dispatch.tiles[5].form else { panic!("knights are counted") };
    assert_eq!((field.name.as_str(), field.kind, field.required, *per), ("count", InputKind::Count, true, 2));
    let TileForm::Smallest { feature } = &dispatch.tiles[2].form else { panic!("the smallest city") };
    assert_eq!(feature.key, "city");
    let TileForm::Meeple { features } = &dispatch.tiles[8].form else { panic!("a meeple's feature") };
    assert!(features.iter().any(|feature| feature.key == "field"), "a farmer may be scored (B.1.5)");
    run(&mut game, json!({"type": "resolve_dispatch", "choice": {"tile": "two_points"}}));
    assert!(TableModel::new(&game).dispatch().is_none());
}

#[test]
fn the_log_is_read_in_pages_newest_first() {
    let mut game = game(&[]);
    for tiles in 1..=5 {
        road(&mut game, "red", tiles);
    }
    let model = TableModel::new(&game);
    let first = model.log_page(None, 2);
    assert_eq!(first.items.iter().map(|item| item.seq).collect::<Vec<_>>(), [5, 4]);
    assert_eq!((first.next_before, first.total), (Some(4), 5));
    let second = model.log_page(first.next_before, 2);
    assert_eq!(second.items.iter().map(|item| item.seq).collect::<Vec<_>>(), [3, 2]);
    let last = model.log_page(second.next_before, 2);
    assert_eq!(last.items.iter().map(|item| item.seq).collect::<Vec<_>>(), [1]);
    assert_eq!(last.next_before, None);
}

#[test]
fn an_edit_is_previewed_with_the_entries_it_changes_and_the_scores_after_it() {
    let mut game = game(&[]);
    road(&mut game, "red", 3);
    road(&mut game, "blue", 2);
    let edit: Command = serde_json::from_value(json!({"type": "edit", "seq": 1, "command":
        {"type": "score_feature", "feature": "road", "inputs": {"tiles": 6}, "players": [{"id": "red", "followers": 1}]}}))
    .unwrap();
    let preview = TableModel::new(&game).preview_change(edit).unwrap();
    let LogChange::Replace { removed, changed } = &preview.change else { panic!("an edit replays the log") };
    assert!(removed.is_empty());
    assert_eq!(changed.iter().map(|item| item.seq).collect::<Vec<_>>(), [1], "entry 2 is unchanged");
    assert_eq!(changed[0].awards[0].points, 6, "road.base: 6 tiles, 1 each");
    assert_eq!(preview.players.iter().map(|player| player.score).collect::<Vec<_>>(), [6, 2]);
    assert_eq!(game.table().players[0].score, 3, "a preview changes nothing");
}

#[test]
fn messages_show_the_dark_spaces_and_a_round_says_which_item_each_award_comes_from() {
    let mut game = game(&["mini2_messages"]);
    let flags = TableModel::new(&game).summary().flags;
    assert_eq!(flags.dark_spaces, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45], "0.3.1: every fifth space");
    assert!(TableModel::new(&self::game(&[])).summary().flags.dark_spaces.is_empty());
    run(
        &mut game,
        json!({"type": "score_round", "items": [
        {"feature": "road", "inputs": {"tiles": 2}, "players": [{"id": "red", "followers": 1}]},
        {"feature": "road", "inputs": {"tiles": 3}, "players": [{"id": "red", "followers": 1}]}]}),
    );
    let entry = TableModel::new(&game).log_page(None, 1).items.remove(0);
    let items: Vec<(Option<u32>, i64)> = entry.awards.iter().map(|award| (award.item, award.points)).collect();
    assert_eq!(items, [(Some(0), 2), (Some(1), 3)], "two roads of one round, told apart");
}
