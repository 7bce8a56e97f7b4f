//! The live table's side of the store: links with random tokens that are revoked and
//! die with their game, a scorer's write recorded once whatever the retries, who
//! recorded what, and the change a screen that saw an older entry needs.

use serde_json::json;
use tally_core::session::{Colour, Command, LogChange};
use tally_core::store::{Attribution, GameSeat, LinkRole, Recorded, ScoredBy, Store};
use tally_core::{Edition, ErrorCode, Ruleset};

fn road(player: &str, tiles: i64) -> Command {
    serde_json::from_value(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
        "players": [{"id": player, "followers": 1}]}))
    .unwrap()
}

fn two_player_game(store: &mut Store) -> tally_core::store::ActiveGame {
    let seats = [
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ];
    store.create_game(&seats, Ruleset::base(Edition::C3)).unwrap()
}

#[test]
fn links_carry_distinct_random_tokens_of_256_bits_and_are_found_by_them() {
    let mut store = Store::open_in_memory().unwrap();
    let game = two_player_game(&mut store);
    let viewer = store.create_live_link(game.id, LinkRole::Viewer, "table").unwrap();
    let scorer = store.create_live_link(game.id, LinkRole::Scorer, "Ben's phone").unwrap();
    for link in [&viewer, &scorer] {
        assert_eq!(link.token.len(), 64);
        assert!(link.token.chars().all(|c| c.is_ascii_hexdigit()));
    }
    assert_ne!(viewer.token, scorer.token);
    assert_eq!(store.live_link(&scorer.token).unwrap().unwrap().role, LinkRole::Scorer);
    assert_eq!(store.live_link(&"0".repeat(64)).unwrap(), None);
    assert_eq!(store.live_links(game.id).unwrap(), vec![viewer, scorer]);
}

#[test]
fn a_revoked_link_opens_nothing_and_a_deleted_game_takes_its_links() {
    let mut store = Store::open_in_memory().unwrap();
    let game = two_player_game(&mut store);
    let link = store.create_live_link(game.id, LinkRole::Scorer, "Ben").unwrap();
    store.revoke_live_link(game.id, link.id).unwrap();
    assert_eq!(store.live_link(&link.token).unwrap(), None);
    let again = store.revoke_live_link(game.id, link.id).unwrap_err();
    assert_eq!(again.code(), ErrorCode::InvalidInput);
    assert_eq!(again.field(), Some("link"));

    let other = store.create_live_link(game.id, LinkRole::Viewer, "wall").unwrap();
    store.delete_game(game.id).unwrap();
    assert_eq!(store.live_link(&other.token).unwrap(), None);
    assert_eq!(store.create_live_link(game.id, LinkRole::Viewer, "x").unwrap_err().code(), ErrorCode::UnknownGame);
}

#[test]
fn a_label_with_an_invisible_character_is_refused() {
    let mut store = Store::open_in_memory().unwrap();
    let game = two_player_game(&mut store);
    let error = store.create_live_link(game.id, LinkRole::Scorer, "Ben\u{202E}").unwrap_err();
    assert_eq!(error.field(), Some("label"));
    assert!(store.live_links(game.id).unwrap().is_empty());
}

#[test]
fn a_retried_write_is_applied_once_and_says_which_entry_it_was() {
    let mut store = Store::open_in_memory().unwrap();
    let mut game = two_player_game(&mut store);
    let link = store.create_live_link(game.id, LinkRole::Scorer, "Ben's phone").unwrap();
    let by = Attribution { link_id: link.id, request_key: "k-1", seen: 0 };
    let first = store.execute_for(&mut game, road("red", 3), by).unwrap();
    assert!(matches!(first, Recorded::Applied(LogChange::Push { ref item }) if item.seq == 1));
    let retry = store.execute_for(&mut game, road("red", 3), by).unwrap();
    assert_eq!(retry, Recorded::AlreadyApplied { seq: 1 });
    assert_eq!(game.game.entries().len(), 1);
    assert_eq!(game.game.table().players[0].score, 3, "a road of 3 tiles, scored once (reference road.base)");
    // The same key from another link is another write.
    let other = store.create_live_link(game.id, LinkRole::Scorer, "Ann's phone").unwrap();
    store
        .execute_for(&mut game, road("blue", 2), Attribution { link_id: other.id, request_key: "k-1", seen: 1 })
        .unwrap();
    store.execute(&mut game, Command::EndTurn).unwrap();
    assert_eq!(
        store.scored_by(game.id, 1).unwrap(),
        vec![ScoredBy { seq: 1, label: "Ben's phone".into() }, ScoredBy { seq: 2, label: "Ann's phone".into() }]
    );
    let reloaded = store.load_game(game.id).unwrap();
    assert_eq!(reloaded.game.entries().len(), 3);
}

#[test]
fn a_refused_write_keeps_no_key_and_a_bad_key_is_refused() {
    let mut store = Store::open_in_memory().unwrap();
    let mut game = two_player_game(&mut store);
    let link = store.create_live_link(game.id, LinkRole::Scorer, "Ben").unwrap();
    let by = Attribution { link_id: link.id, request_key: "same", seen: 0 };
    assert!(store.execute_for(&mut game, Command::Undo, by).is_err());
    // The key of a refused command is free: the next write under it is carried out.
    assert!(matches!(store.execute_for(&mut game, road("red", 2), by).unwrap(), Recorded::Applied(_)));
    for key in ["", "a b", &"k".repeat(65), "é"] {
        let by = Attribution { link_id: link.id, request_key: key, seen: 1 };
        let error = store.execute_for(&mut game, road("red", 2), by);
        assert_eq!(error.unwrap_err().field(), Some("key"), "{key:?}");
    }
    assert_eq!(game.game.entries().len(), 1);
}

#[test]
fn the_change_since_an_entry_brings_an_old_screen_to_the_table() {
    let mut store = Store::open_in_memory().unwrap();
    let mut game = two_player_game(&mut store);
    store.execute(&mut game, road("red", 3)).unwrap();
    store.execute(&mut game, road("blue", 4)).unwrap();
    store.execute(&mut game, Command::Undo).unwrap();
    // A screen that saw entry 1 has the red road: the blue road came and went.
    let LogChange::Replace { removed, changed } = game.game.change_since(1).unwrap() else { panic!("a replace") };
    assert!(removed.is_empty() && changed.is_empty());
    // One that saw entry 2 still shows the blue road, which is gone.
    let LogChange::Replace { removed, changed } = game.game.change_since(2).unwrap() else { panic!("a replace") };
    assert_eq!((removed, changed.len()), (vec![2], 0));
    // One that saw nothing gets the red road.
    let LogChange::Replace { removed, changed } = game.game.change_since(0).unwrap() else { panic!("a replace") };
    assert_eq!((removed.len(), changed.iter().map(|item| item.seq).collect::<Vec<_>>()), (0, vec![1]));
    assert_eq!(game.game.change_since(4).unwrap_err().code(), ErrorCode::UnknownEntry);
}
