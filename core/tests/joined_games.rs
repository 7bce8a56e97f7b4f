//! A game kept from a joined table: stored whole once the host finished it, marked
//! with where it came from and the seat that is "me"; kept again, nothing twice;
//! the host's reopen and correction appended; a document that does not continue the
//! kept game, an unfinished one, one of this phone's own games refused with nothing
//! changed.

use chrono::{TimeZone, Utc};
use serde_json::{Value, json};
use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, JoinedFrom, Kept, LinkRole, Store};
use tally_core::{Edition, Error, Ruleset};

fn seat(name: &str, colour: Colour) -> GameSeat {
    GameSeat { roster_id: None, name: name.into(), colour }
}

fn road(player: &str, tiles: i64) -> Command {
    serde_json::from_value(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
        "players": [{"id": player, "followers": 1}]}))
    .unwrap()
}

fn from() -> JoinedFrom {
    JoinedFrom {
        host: "192.168.1.20:7878".into(),
        role: LinkRole::Viewer,
        joined_at: Utc.with_ymd_and_hms(2026, 12, 3, 20, 0, 0).unwrap(),
    }
}

/// A host with a finished game of Ann (red) and Ben (blue): Ann's road of 3 tiles,
/// Ben's of 4 (reference road.base: 1 point a tile), finished.
fn hosted() -> (Store, i64) {
    let mut host = Store::open_in_memory().unwrap();
    let mut active =
        host.create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3)).unwrap();
    host.execute(&mut active, road("red", 3)).unwrap();
    host.execute(&mut active, road("blue", 4)).unwrap();
    host.execute(&mut active, Command::Finish { figures: Default::default() }).unwrap();
    (host, active.id)
}

/// The document of one game without when it was written.
fn document(store: &Store, id: i64) -> Value {
    let mut document = serde_json::to_value(store.export(&[id]).unwrap()).unwrap();
    document.as_object_mut().unwrap().remove("exported_at");
    document
}

fn scores(store: &Store, id: i64) -> Vec<i64> {
    store.load_game(id).unwrap().game.table().players.iter().map(|player| player.score).collect()
}

#[test]
fn the_finished_game_is_kept_whole_with_where_it_came_from_and_me() {
    let (host, game) = hosted();
    let mut phone = Store::open_in_memory().unwrap();
    let me = phone.add_roster_player("Benjamin", Colour::Blue).unwrap().id;
    phone.set_roster_me(Some(me)).unwrap();

    let json = host.export(&[game]).unwrap().to_json().unwrap();
    let kept = phone.keep_joined(&json, &from(), Some("ben")).unwrap();
    let Kept::Stored { game_id } = kept else { panic!("{kept:?}") };
    assert_eq!(document(&phone, game_id), document(&host, game), "the same game, entry for entry");
    assert_eq!(scores(&phone, game_id), [3, 4]);
    let (joined, me_seat) = phone.joined_from(game_id).unwrap().unwrap();
    assert_eq!(joined, from());
    assert_eq!(me_seat, Some(1), "Ben's seat is me");
    let seats = phone.load_game(game_id).unwrap().roster_ids;
    assert_eq!(seats[1], me, "the me seat counts for the roster's me, whatever its name here");
    assert_ne!(seats[0], me);

    assert_eq!(phone.keep_joined(&json, &from(), None).unwrap(), Kept::Unchanged { game_id });
    assert_eq!(phone.history(&Default::default()).unwrap().len(), 1, "nothing stored twice");
}

#[test]
fn the_hosts_reopen_and_correction_reach_a_phone_that_joins_again() {
    let (mut host, game) = hosted();
    let mut phone = Store::open_in_memory().unwrap();
    let first = host.export(&[game]).unwrap().to_json().unwrap();
    let game_id = phone.keep_joined(&first, &from(), None).unwrap().game_id();

    let mut active = host.load_game(game).unwrap();
    host.execute(&mut active, Command::Reopen).unwrap();
    let correct = Command::Correct { player: "red".into(), points: 2, reason: "tile miscounted".into(), figure: None };
    host.execute(&mut active, correct).unwrap();
    host.execute(&mut active, Command::Finish { figures: Default::default() }).unwrap();

    let again = host.export(&[game]).unwrap().to_json().unwrap();
    assert_eq!(phone.keep_joined(&again, &from(), None).unwrap(), Kept::Updated { game_id, added: 3 });
    assert_eq!(document(&phone, game_id), document(&host, game));
    assert_eq!(scores(&phone, game_id), [5, 4], "Ann's 3 and the 2 the host added");
    assert_eq!(phone.history(&Default::default()).unwrap().len(), 1);
}

#[test]
fn what_does_not_continue_the_kept_game_is_refused_and_changes_nothing() {
    let (host, game) = hosted();
    let mut phone = Store::open_in_memory().unwrap();
    let json = host.export(&[game]).unwrap().to_json().unwrap();
    let game_id = phone.keep_joined(&json, &from(), None).unwrap().game_id();
    let before = document(&phone, game_id);

    // The host's first road rewritten: a hostile or corrupt stream.
    let mut forged: Value = serde_json::from_str(&json).unwrap();
    forged["games"][0]["entries"][0]["command"]["inputs"]["tiles"] = json!(30);
    let refused = phone.keep_joined(&forged.to_string(), &from(), None).unwrap_err();
    assert!(matches!(refused, Error::InvalidImport { .. }), "{refused:?}");
    assert_eq!(document(&phone, game_id), before);

    let mut unfinished: Value = serde_json::from_str(&json).unwrap();
    unfinished["games"][0]["finished_at"] = Value::Null;
    unfinished["games"][0]["uuid"] = json!("9b2f2d6e-0c3a-4c1e-9a57-0d2c8e7b6a11");
    assert!(matches!(phone.keep_joined(&unfinished.to_string(), &from(), None), Err(Error::InvalidImport { .. })));
    let mut two: Value = serde_json::from_str(&json).unwrap();
    let copy = two["games"][0].clone();
    two["games"].as_array_mut().unwrap().push(copy);
    assert!(matches!(phone.keep_joined(&two.to_string(), &from(), None), Err(Error::InvalidImport { .. })));
    let refused = phone.keep_joined(&json, &from(), Some("Cleo")).unwrap_err();
    assert!(matches!(&refused, Error::InvalidInput { field, .. } if field == "me"), "{refused:?}");
    assert_eq!(phone.history(&Default::default()).unwrap().len(), 1, "nothing added by a refusal");

    // The host's own copy is no joined game: keeping it there is refused.
    let mut own = host;
    assert!(matches!(own.keep_joined(&json, &from(), None), Err(Error::InvalidImport { .. })));
}
