//! A scorer link is a guest at the table: it records scoring, robbers and the end of
//! the turn, takes back only its own last entry, leaves the rest to the host, and a
//! write made on a table that has since moved on in a way that changes its meaning
//! is refused with what changed, as the command line refuses the same race.

use serde_json::json;
use tally_core::session::{Colour, Command};
use tally_core::store::{ActiveGame, Attribution, GameSeat, LinkRole, Recorded, Store};
use tally_core::{Edition, Element, ErrorCode, Ruleset};

fn road(player: &str, tiles: i64) -> Command {
    serde_json::from_value(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
        "players": [{"id": player, "followers": 1}]}))
    .unwrap()
}

/// Ann (red) and Ben (blue), with the robbers; a scorer link, "Ben's phone".
fn table(store: &mut Store) -> (ActiveGame, i64) {
    let seats = [
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ];
    let game = store.create_game(&seats, Ruleset::base(Edition::C3).with(Element::Robbers)).unwrap();
    let link = store.create_live_link(game.id, LinkRole::Scorer, "Ben's phone").unwrap();
    (game, link.id)
}

fn by(link_id: i64, key: &str, seen: u64) -> Attribution<'_> {
    Attribution { link_id, request_key: key, seen }
}

#[test]
fn what_stays_with_the_host_is_refused_with_a_typed_error_and_nothing_is_recorded() {
    let mut store = Store::open_in_memory().unwrap();
    let (mut game, link) = table(&mut store);
    store.execute(&mut game, road("red", 3)).unwrap();
    let host_only = [
        Command::Correct { player: "red".into(), points: 2, reason: "miscount".into(), figure: None },
        Command::StartEndGame,
        Command::FINISH,
        Command::Reopen,
        Command::Redo,
        Command::Edit { seq: 1, command: Box::new(road("red", 4)) },
        Command::Delete { seq: 1 },
    ];
    for (n, command) in host_only.into_iter().enumerate() {
        let key = format!("k{n}");
        let error = store.execute_for(&mut game, command.clone(), by(link, &key, 1)).unwrap_err();
        assert_eq!(error.code(), ErrorCode::HostOnly, "{command:?}");
    }
    let error = store.execute_for(&mut game, Command::Delete { seq: 1 }, by(link, "d", 1)).unwrap_err();
    assert_eq!(
        error.to_string(),
        "only the host does this: deleting an entry stays with the host; a scorer link records scoring, events, \
         dispatch answers, robbers and the end of a turn, and takes back only its own last entry"
    );
    let stored = store.load_game(game.id).unwrap();
    assert_eq!(stored.game.entries().len(), 1, "nothing recorded");
    assert_eq!(stored.game.table().players[0].score, 3);
}

#[test]
fn a_scorer_takes_back_its_own_last_entry_and_no_other() {
    let mut store = Store::open_in_memory().unwrap();
    let (mut game, ben) = table(&mut store);
    let ann = store.create_live_link(game.id, LinkRole::Scorer, "Ann's phone").unwrap().id;
    store.execute_for(&mut game, road("red", 3), by(ben, "road", 0)).unwrap();
    assert_eq!(store.recorded_by(game.id, 1).unwrap(), Some(ben));

    // Another phone's undo of Ben's entry is refused, naming it.
    let error = store.execute_for(&mut game, Command::Undo, by(ann, "undo", 1)).unwrap_err();
    assert_eq!(error.code(), ErrorCode::HostOnly);
    assert_eq!(
        error.to_string(),
        "only the host does this: #1 Road: Ann +3 was not recorded from this link; a scorer link takes back only \
         its own last entry"
    );
    // The host's entry is not Ben's either.
    store.execute(&mut game, road("blue", 4)).unwrap();
    assert_eq!(store.recorded_by(game.id, 2).unwrap(), None);
    let error = store.execute_for(&mut game, Command::Undo, by(ben, "undo-1", 2)).unwrap_err();
    assert_eq!(error.code(), ErrorCode::HostOnly);
    assert_eq!(game.game.entries().len(), 2);

    // Once the host took its own back, Ben's road is the last entry again: his to undo.
    store.execute(&mut game, Command::Undo).unwrap();
    let undone = store.execute_for(&mut game, Command::Undo, by(ben, "undo-2", 3)).unwrap();
    assert!(matches!(undone, Recorded::Applied(tally_core::session::LogChange::Pop { seq: 1 })), "{undone:?}");
    assert_eq!(game.game.table().players[0].score, 0);
    assert!(game.game.log().is_empty());
}

#[test]
fn an_end_of_turn_meant_for_ann_s_turn_does_not_end_ben_s() {
    let mut store = Store::open_in_memory().unwrap();
    let (mut game, ben) = table(&mut store);
    store.execute_for(&mut game, road("red", 3), by(ben, "road", 0)).unwrap();
    // The laptop ends Ann's turn while Ben's phone still shows entry 1.
    store.execute(&mut game, Command::EndTurn).unwrap();
    let error = store.execute_for(&mut game, Command::EndTurn, by(ben, "end", 1)).unwrap_err();
    assert_eq!(error.code(), ErrorCode::ChangedElsewhere);
    assert_eq!(
        error.to_string(),
        "the game changed elsewhere and was reloaded: #2 Turn 1 ends; Ben begins is new since this phone saw entry \
         #1; nothing was recorded: look at the table and record it again if it still applies"
    );
    let stored = store.load_game(game.id).unwrap();
    assert_eq!((stored.game.entries().len(), stored.game.table().turn), (2, 2), "Ben's turn goes on");
    // Written again on the table as it is, it applies.
    store.execute_for(&mut game, Command::EndTurn, by(ben, "end-again", 2)).unwrap();
    assert_eq!(game.game.table().turn, 3);
}

#[test]
fn another_scoring_in_the_same_turn_changes_nothing_a_scorer_meant() {
    let mut store = Store::open_in_memory().unwrap();
    let (mut game, ben) = table(&mut store);
    let ann = store.create_live_link(game.id, LinkRole::Scorer, "Ann's phone").unwrap().id;
    // Both phones saw entry 0; Ann's road lands first.
    store.execute_for(&mut game, road("red", 3), by(ann, "a", 0)).unwrap();
    let recorded = store.execute_for(&mut game, road("blue", 2), by(ben, "b", 0)).unwrap();
    assert!(matches!(recorded, Recorded::Applied(_)));
    let scores: Vec<i64> = game.game.table().players.iter().map(|player| player.score).collect();
    assert_eq!(scores, [3, 2], "reference road.base: 1 point a tile, both recorded");
}

#[test]
fn a_robber_placed_on_a_space_whose_figures_changed_is_refused() {
    let mut store = Store::open_in_memory().unwrap();
    let (mut game, ben) = table(&mut store);
    store.execute(&mut game, road("blue", 3)).unwrap();
    // Ben's phone saw Ben's figure alone on space 3 and puts Ann's robber there; the
    // host meanwhile scores Ann's road of 3 tiles, which brings her figure there too.
    store.execute(&mut game, road("red", 3)).unwrap();
    let place = Command::PlaceRobber { owner: "red".into(), space: 3 };
    let error = store.execute_for(&mut game, place.clone(), by(ben, "robber", 1)).unwrap_err();
    assert_eq!(error.code(), ErrorCode::ChangedElsewhere);
    assert!(error.to_string().contains("#2 Road: Ann +3 is new since this phone saw entry #1"), "{error}");
    assert_eq!(game.game.table().players[0].robber, None);
    // Ann's figure moves on to space 5; the phone sees that (entry 3). The host then
    // scores a road for Ann again: space 3 still holds Ben's figure alone, as seen.
    store.execute(&mut game, road("red", 2)).unwrap();
    store.execute(&mut game, road("red", 1)).unwrap();
    store.execute_for(&mut game, place, by(ben, "robber-2", 3)).unwrap();
    assert_eq!(game.game.table().players[0].robber, Some(3));
}

#[test]
fn an_undo_whose_entry_changed_since_it_was_seen_is_refused_and_a_seen_entry_ahead_is_invalid() {
    let mut store = Store::open_in_memory().unwrap();
    let (mut game, ben) = table(&mut store);
    store.execute_for(&mut game, road("red", 3), by(ben, "road", 0)).unwrap();
    store.execute(&mut game, road("blue", 2)).unwrap();
    // Ben meant to take back his road, #1; the last entry is now the host's #2.
    let error = store.execute_for(&mut game, Command::Undo, by(ben, "undo", 1)).unwrap_err();
    assert_eq!(error.code(), ErrorCode::ChangedElsewhere);
    assert!(error.to_string().contains("#2 Road: Ben +2 is new"), "{error}");
    let ahead = store.execute_for(&mut game, Command::EndTurn, by(ben, "end", 9)).unwrap_err();
    assert_eq!((ahead.code(), ahead.field()), (ErrorCode::InvalidInput, Some("seen")));
    assert_eq!(store.load_game(game.id).unwrap().game.entries().len(), 2);
}
