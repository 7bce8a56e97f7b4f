//! The entry limit leaves a way out: a game holding 10,000 entries
//! (`MAX_ENTRIES_PER_GAME`) refuses what would make it longer, and still accepts
//! undo, redo, deleting an entry, starting the end-game scoring and finishing, for
//! 100 more entries (`WAY_OUT_ENTRIES`); past those, starting the end-game scoring
//! and finishing still do, so that a game can always be finished. The games are
//! built in memory and imported (the store's own path for a whole log).

use chrono::{TimeZone, Utc};
use serde_json::json;
use tally_core::limits::{MAX_ENTRIES_PER_GAME, MAX_STORED_ENTRIES_PER_GAME, WAY_OUT_ENTRIES};
use tally_core::msg;
use tally_core::session::{Command, Game, GameSetup, Phase, PlayerSetup};
use tally_core::store::{ActiveGame, ExportDocument, ExportedGame, Store};
use tally_core::{Edition, Error, Ruleset};

fn road(player: &str, tiles: i64) -> Command {
    serde_json::from_value(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
                                  "players": [{"id": player, "followers": 1}]}))
    .expect("a road")
}

/// A store holding one game of `commands`, loaded.
fn stored_game(commands: impl IntoIterator<Item = Command>) -> (Store, ActiveGame) {
    let at = Utc.with_ymd_and_hms(2026, 3, 1, 19, 0, 0).single().expect("a time");
    let setup = GameSetup {
        players: vec![
            PlayerSetup::new("Ann", tally_core::session::Colour::Red),
            PlayerSetup::new("Ben", tally_core::session::Colour::Blue),
        ],
        ruleset: Ruleset::base(Edition::C3),
    };
    let mut game = Game::new(setup.clone()).expect("a game");
    for command in commands {
        game.execute(command, at).expect("a command of the game");
    }
    let document = ExportDocument {
        format: "tally-export".into(),
        version: 1,
        event_format: 2,
        exported_at: at,
        games: vec![ExportedGame {
            uuid: "3b9b9f4c-6f6a-4b51-9b0d-000000010000".into(),
            started_at: at,
            finished_at: None,
            players: setup.players,
            ruleset: setup.ruleset,
            entries: game.entries().to_vec(),
        }],
    };
    let mut store = Store::open_in_memory().expect("store");
    let id = store.import(&document.to_json().expect("json")).expect("import").imported[0];
    let active = store.load_game(id).expect("the game");
    (store, active)
}

fn red_score(active: &ActiveGame) -> i64 {
    active.game.table().players[0].score
}

fn refused_unchanged(store: &mut Store, active: &mut ActiveGame, command: Command) -> Error {
    let before = active.game.entries().len();
    let error = store.execute(active, command).expect_err("refused");
    assert_eq!(active.game.entries().len(), before, "nothing applied");
    assert_eq!(store.load_game(active.id).expect("stored").game.entries().len(), before, "nothing stored");
    error
}

#[test]
fn a_game_at_the_limit_can_still_be_undone_redone_shortened_and_finished() {
    assert_eq!((MAX_ENTRIES_PER_GAME, WAY_OUT_ENTRIES), (10_000, 100));
    // 9,999 turns and a road of red's: the 10,000th entry.
    let commands = std::iter::repeat_n(Command::EndTurn, 9_999).chain([road("red", 3)]);
    let (mut store, mut active) = stored_game(commands);
    assert_eq!((active.game.entries().len(), red_score(&active)), (10_000, 3));

    let error = refused_unchanged(&mut store, &mut active, road("red", 2));
    assert_eq!(error, Error::TooLarge { what: msg!("too-large-entries-in-this-game"), found: 10_001, limit: 10_000 });
    assert_eq!(
        error.to_string(),
        "entries in this game (undo, deleting an entry and finishing the game still work): 10001 is more than the \
         limit of 10000"
    );
    refused_unchanged(&mut store, &mut active, Command::EndTurn);

    store.execute(&mut active, Command::Undo).expect("undo at the limit");
    assert_eq!(red_score(&active), 0, "the road taken back");
    store.execute(&mut active, Command::Redo).expect("redo at the limit");
    assert_eq!(red_score(&active), 3, "the road back");
    store.execute(&mut active, Command::Delete { seq: 10_000 }).expect("delete at the limit");
    assert_eq!(red_score(&active), 0, "the road deleted");
    refused_unchanged(&mut store, &mut active, road("red", 2));
    store.execute(&mut active, Command::StartEndGame).expect("the end-game scoring begins");
    store.execute(&mut active, Command::FINISH).expect("finished");
    let stored = store.load_game(active.id).expect("stored");
    assert_eq!((stored.game.entries().len(), stored.game.table().phase), (10_005, Phase::Finished));
    refused_unchanged(&mut store, &mut active, Command::Reopen);
}

#[test]
fn past_the_way_out_a_game_can_still_be_finished_and_exported_whole() {
    // The limit, then the way out used up by undoing and redoing.
    let way_out = (0..WAY_OUT_ENTRIES / 2).flat_map(|_| [Command::Undo, Command::Redo]);
    let commands = std::iter::repeat_n(Command::EndTurn, 9_999).chain([road("red", 3)]).chain(way_out);
    let (mut store, mut active) = stored_game(commands);
    assert_eq!(active.game.entries().len(), 10_100);

    let error = refused_unchanged(&mut store, &mut active, Command::Undo);
    assert_eq!(error, Error::TooLarge { what: msg!("too-large-entries-way-out"), found: 10_101, limit: 10_100 });
    assert!(error.to_string().contains("(finishing the game still works)"), "{error}");
    refused_unchanged(&mut store, &mut active, Command::Delete { seq: 10_000 });
    store.execute(&mut active, Command::StartEndGame).expect("the end-game scoring begins");
    store.execute(&mut active, Command::FINISH).expect("finished");
    assert_eq!(active.game.table().phase, Phase::Finished);
    refused_unchanged(&mut store, &mut active, Command::Reopen);
    refused_unchanged(&mut store, &mut active, Command::Undo);

    // The longest game a store can hold is exported and imported again whole.
    assert_eq!(active.game.entries().len(), MAX_STORED_ENTRIES_PER_GAME);
    let json = store.export(&[active.id]).expect("export").to_json().expect("json");
    let mut other = Store::open_in_memory().expect("another store");
    let id = other.import(&json).expect("imported whole").imported[0];
    let imported = other.load_game(id).expect("the copy");
    assert_eq!((imported.game.entries().len(), red_score(&imported)), (10_102, 3));
}
