//! Property tests of the game log: for random command sequences (valid or not),
//! a refused command changes nothing, replaying the log reproduces the state (and
//! an edit or a delete, which replays only what follows it, gives what carrying out
//! the effective commands afresh gives), each
//! score is the sum of what its awards moved, and undoing everything gives the
//! initial state.

use chrono::{TimeZone, Utc};
use proptest::prelude::*;
use serde_json::json;
use tally_core::session::{Command, Game, GameSetup};

const PLAYERS: [&str; 3] = ["red", "blue", "green"];

fn setup() -> GameSetup {
    serde_json::from_value(json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}, {"name": "Cleo", "colour": "green"}],
        "ruleset": {"edition": "c3", "expansions": ["mini2_messages", "mini6_robbers", "exp11_ghosts_castles_cemeteries",
                                                   "exp02_traders_builders"]}
    }))
    .expect("setup")
}

fn player() -> impl Strategy<Value = &'static str> {
    prop::sample::select(PLAYERS.to_vec())
}

fn feature() -> impl Strategy<Value = serde_json::Value> {
    (prop::sample::select(vec!["road", "city"]), 0i64..30, player(), 0i64..3, player(), 0i64..2, any::<bool>())
        .prop_map(|(feature, tiles, first, followers, second, ghosts, end)| {
            json!({"type": "score_feature", "feature": feature, "when": if end { "end_of_game" } else { "completed" },
                   "inputs": {"tiles": tiles},
                   "players": [{"id": first, "followers": followers, "ghosts": ghosts}, {"id": second, "followers": 1}]})
        })
}

fn command() -> impl Strategy<Value = Command> {
    let feature = feature();
    let correct = (player(), -20i64..20).prop_map(
        |(player, points)| json!({"type": "correct", "player": player, "points": points, "reason": "table correction"}),
    );
    let robber =
        (player(), 0u8..52).prop_map(|(owner, space)| json!({"type": "place_robber", "owner": owner, "space": space}));
    let victim = player().prop_map(|victim| json!({"type": "choose_robber_victim", "victim": victim}));
    let dispatch = (0i64..4, prop::option::of(0usize..3)).prop_map(|(count, figure)| {
        json!({"type": "resolve_dispatch", "choice": {"tile": "knights", "count": count}, "figure": figure})
    });
    let simple = prop::sample::select(vec![
        json!({"type": "end_turn"}),
        json!({"type": "second_part"}),
        json!({"type": "undo"}),
        json!({"type": "redo"}),
        json!({"type": "start_end_game"}),
        json!({"type": "finish"}),
        json!({"type": "reopen"}),
        json!({"type": "resolve_dispatch", "choice": {"tile": "two_points"}}),
    ]);
    let delete = (1u64..40).prop_map(|seq| json!({"type": "delete", "seq": seq}));
    let edit =
        (1u64..40, self::feature()).prop_map(|(seq, command)| json!({"type": "edit", "seq": seq, "command": command}));
    prop_oneof![4 => feature, 2 => correct, 1 => robber, 1 => victim, 2 => dispatch, 3 => simple, 1 => delete, 2 => edit]
        .prop_map(|value| serde_json::from_value(value).expect("command"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn the_log_is_the_game(commands in prop::collection::vec(command(), 1..60)) {
        let at = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().expect("time");
        let mut game = Game::new(setup()).expect("game");
        let initial = game.state();
        for command in commands {
            let before = game.state();
            if game.execute(command, at).is_err() {
                prop_assert_eq!(&game.state(), &before, "a refused command changed the state");
            }
        }
        let state = game.state();
        for player in &state.table.players {
            let moved: i64 = state.log.iter().flat_map(|item| &item.awards).filter(|a| a.player == player.id).map(|a| a.moved).sum();
            prop_assert_eq!(player.score, moved, "{}'s score is the sum of the moves", player.id);
            prop_assert_eq!(player.score, player.figures.iter().map(|f| f.points).sum::<i64>());
            let by_category: i64 = player.by_category.iter().map(|entry| entry.points).sum();
            prop_assert_eq!(player.score, by_category);
        }
        let replayed = Game::from_entries(game.setup().clone(), game.entries().to_vec()).expect("replay");
        prop_assert_eq!(&replayed.state(), &state);
        // An edit or a delete replays only what follows the entry it changes, from the
        // table the game kept before it: the effective commands carried out afresh,
        // one after the other, give the same table and the same log.
        let mut afresh = Game::new(setup()).expect("game");
        let mut seqs = Vec::new();
        for item in &state.log {
            afresh.execute(game.effective_command(item.seq).expect("effective"), at).expect("carried out afresh");
            seqs.push(item.seq);
        }
        prop_assert_eq!(afresh.table(), &state.table);
        let renumbered: Vec<_> = afresh.log().iter().zip(&seqs).map(|(item, seq)| {
            let mut item = item.clone();
            item.seq = *seq;
            item
        }).collect();
        prop_assert_eq!(&renumbered, &state.log);
        while game.can_undo() {
            game.execute(Command::Undo, at).expect("undo");
        }
        let undone = game.state();
        prop_assert_eq!(&undone.table, &initial.table);
        prop_assert!(undone.log.is_empty());
    }
}
