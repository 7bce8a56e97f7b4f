//! The facade from Rust: the calls the apps make, with the core's own types, typed
//! errors, listeners that can be removed one by one and that cannot break a
//! command, and updates that carry the log's change rather than the log.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use tally_core::rules::events::ItemKind;
use tally_core::rules::{InputValue, PlayerInputs};
use tally_core::session::{Command, FeatureScoring, LogChange};
use tally_core::table::{DraftAction, DraftStart, Update};
use tally_core::{ErrorCode, RulesetSpec};
use tally_ffi::listener::ListenerError;
use tally_ffi::*;

mod common;
use common::seats;

#[derive(Default)]
struct Recorder(Mutex<Vec<Update>>);

impl GameListener for Recorder {
    fn on_update(&self, update: Update) -> Result<(), ListenerError> {
        self.0.lock().unwrap().push(update);
        Ok(())
    }
}

/// A listener that fails, as a Kotlin listener that throws does.
struct Throwing;

impl GameListener for Throwing {
    fn on_update(&self, _update: Update) -> Result<(), ListenerError> {
        Err(ListenerError::Failed { reason: "boom".into() })
    }
}

fn ruleset(expansions: &[&str]) -> RulesetSpec {
    RulesetSpec { expansions: expansions.iter().map(|key| (*key).to_owned()).collect(), ..RulesetSpec::default() }
}

fn city(tiles: i64, red: i64, blue: i64) -> Command {
    let inputs: BTreeMap<String, InputValue> = [
        ("tiles".to_owned(), InputValue::Int(tiles)),
        ("coats_of_arms".to_owned(), InputValue::Int(2)),
        ("cathedral".to_owned(), InputValue::Bool(true)),
    ]
    .into_iter()
    .collect();
    let players =
        vec![PlayerInputs::new("red").with("followers", red), PlayerInputs::new("blue").with("followers", blue)];
    Command::ScoreFeature(FeatureScoring { feature: "city".into(), inputs, players, ..FeatureScoring::default() })
}

#[test]
fn a_game_through_the_facade() {
    let store = TallyStore::in_memory().unwrap();
    let session = store.new_game(seats(), ruleset(&["exp01_inns_cathedrals"])).unwrap();
    let recorder = Arc::new(Recorder::default());
    let _handle = session.add_listener(recorder.clone());

    // Reference 3B.2 (city.base, city.cathedral): 4 tiles x 3 + 2 coats of arms x 3
    // with a cathedral = 18, to the majority (red, 2 knights against 1). Tapped as a
    // draft: the app holds the draft, the core applies each tap.
    let start = DraftStart::Item { kind: ItemKind::Feature, key: "city".into(), step: None };
    let mut draft = session.start_draft(start).unwrap().draft;
    for action in [
        DraftAction::Set { item: 0, field: "tiles".into(), player: None, value: 4.into() },
        DraftAction::Set { item: 0, field: "coats_of_arms".into(), player: None, value: 2.into() },
        DraftAction::Set { item: 0, field: "cathedral".into(), player: None, value: true.into() },
        DraftAction::Adjust { item: 0, field: "followers".into(), player: Some("red".into()), by: 1 },
        DraftAction::Set { item: 0, field: "followers".into(), player: Some("blue".into()), value: 1.into() },
    ] {
        draft = session.apply_draft(draft, action).unwrap().draft;
    }
    let view = session.draft_view(draft.clone()).unwrap();
    let preview = view.preview.expect("a preview");
    assert_eq!(
        preview.awards.iter().map(|award| (award.player.as_str(), award.points)).collect::<Vec<_>>(),
        [("red", 18)]
    );
    assert_eq!(session.summary().unwrap().players[0].score, 0, "a preview records nothing");
    let kept = catalogue::draft_from_json(catalogue::draft_to_json(draft.clone()).unwrap()).unwrap();
    assert_eq!(kept, draft, "a draft kept as JSON reads back");

    let update = session.submit_draft(draft).unwrap();
    assert_eq!(session.command_of(1).unwrap(), city(4, 2, 1), "the draft records the command of these values");
    assert_eq!(update.table.players[0].score, 18);
    let LogChange::Push { item } = &update.change else { panic!("a command pushes its entry: {:?}", update.change) };
    assert_eq!(item.seq, 1);
    assert_eq!(
        recorder.0.lock().unwrap().as_slice(),
        std::slice::from_ref(&update),
        "the listener hears the same update"
    );

    let undone = session.execute(Command::Undo).unwrap();
    assert_eq!(undone.change, LogChange::Pop { seq: 1 });
    assert_eq!(undone.table.players[0].score, 0);
    assert!(undone.table.actions.redo.allowed);
    assert!(!undone.table.actions.undo.allowed);

    let error = session.execute(Command::Reopen).unwrap_err();
    assert!(matches!(error, TallyError::Refused { code: ErrorCode::NotFinished, .. }), "{error:?}");
    assert_eq!(recorder.0.lock().unwrap().len(), 2, "a refused command tells nobody");
}

#[test]
fn removing_one_listener_leaves_the_others_and_a_throwing_one_breaks_nothing() {
    let store = TallyStore::in_memory().unwrap();
    let session = store.new_game(seats(), ruleset(&[])).unwrap();
    let first = Arc::new(Recorder::default());
    let second = Arc::new(Recorder::default());
    let throwing = session.add_listener(Arc::new(Throwing));
    let first_handle = session.add_listener(first.clone());
    let _second_handle = session.add_listener(second.clone());

    session.execute(Command::EndTurn).expect("a throwing listener does not fail the command");
    assert_eq!(first.0.lock().unwrap().len(), 1);
    assert_eq!(second.0.lock().unwrap().len(), 1, "the listener after the throwing one still hears");

    first_handle.remove();
    throwing.remove();
    session.execute(Command::EndTurn).unwrap();
    assert_eq!(first.0.lock().unwrap().len(), 1, "a removed listener hears nothing more");
    assert_eq!(second.0.lock().unwrap().len(), 2);
}

#[test]
fn every_screen_shares_one_session_per_game() {
    let store = TallyStore::in_memory().unwrap();
    let session = store.new_game(seats(), ruleset(&[])).unwrap();
    let again = store.resume(session.game_id()).unwrap();
    assert!(Arc::ptr_eq(&session, &again));
}

#[test]
fn a_game_moved_on_by_another_writer_is_reloaded_not_wedged() {
    let dir = std::env::temp_dir().join(format!("tally-facade-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("tally.db").to_string_lossy().into_owned();
    let phone = TallyStore::open(path.clone()).unwrap();
    let tablet = TallyStore::open(path).unwrap();
    let here = phone.new_game(seats(), ruleset(&["exp01_inns_cathedrals"])).unwrap();
    let there = tablet.resume(here.game_id()).unwrap();
    let recorder = Arc::new(Recorder::default());
    let _handle = here.add_listener(recorder.clone());

    there.execute(city(3, 1, 0)).unwrap();
    // The other writer's city is read first; this command applies after it.
    let update = here.execute(city(2, 0, 1)).unwrap();
    // Reference 3B.2 with a cathedral: 3 tiles x 3 + 2 coats of arms x 3.
    assert_eq!(update.table.players[0].score, 3 * 3 + 2 * 3, "red's city from the other device");
    assert_eq!(update.table.log_length, 2);
    let LogChange::Replace { removed, changed } = &update.change else { panic!("{:?}", update.change) };
    assert!(removed.is_empty());
    assert_eq!(changed.iter().map(|item| item.seq).collect::<Vec<_>>(), [1, 2]);

    // A command that no longer applies once the other writer finished the game.
    there.execute(Command::StartEndGame).unwrap();
    let error = here.execute(Command::EndTurn).unwrap_err();
    assert!(matches!(error, TallyError::Refused { code: ErrorCode::ChangedElsewhere, .. }), "{error:?}");
    assert_eq!(recorder.0.lock().unwrap().last().map(|update| update.change.clone()), Some(LogChange::Reload));
    assert_eq!(here.summary().unwrap().phase, tally_core::session::Phase::EndGame, "the session holds the stored game");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A log of another database beside the app's file is refused with the
/// code the app answers by offering to set it aside; doing so opens the file whole.
#[test]
fn a_foreign_log_is_refused_with_its_code_and_the_app_can_set_it_aside() {
    let dir = std::env::temp_dir().join(format!("tally-facade-log-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let ours = dir.join("tally.db").to_string_lossy().into_owned();
    let theirs = dir.join("other.db").to_string_lossy().into_owned();
    {
        let store = TallyStore::open(ours.clone()).unwrap();
        let session = store.new_game(seats(), ruleset(&["exp01_inns_cathedrals"])).unwrap();
        session.execute(city(3, 1, 0)).unwrap();
    }
    {
        let store = TallyStore::open(theirs.clone()).unwrap();
        let session = store.new_game(seats(), ruleset(&["exp01_inns_cathedrals"])).unwrap();
        session.execute(city(4, 0, 1)).unwrap();
        // Copied while their session is still open: its log holds both commits.
        std::fs::copy(format!("{theirs}-wal"), format!("{ours}-wal")).unwrap();
    }
    let error = TallyStore::open(ours.clone()).expect_err("their log is refused");
    assert!(matches!(&error, TallyError::Refused { code: tally_core::ErrorCode::ForeignLog, .. }), "{error}");
    let store = TallyStore::open_setting_aside_log(ours).unwrap();
    let games = store.history(tally_core::store::HistoryFilter::default()).unwrap();
    assert_eq!(games.len(), 1, "our one game, whole");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The apps' export to a file goes through the core's door: never over
/// the database or its log, and whole.
#[test]
fn an_export_to_a_file_never_goes_over_the_database() {
    let dir = std::env::temp_dir().join(format!("tally-facade-export-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("tally.db").to_string_lossy().into_owned();
    let store = TallyStore::open(path.clone()).unwrap();
    let game = store.new_game(seats(), ruleset(&["exp01_inns_cathedrals"])).unwrap();
    game.execute(city(3, 1, 0)).unwrap();
    for target in [path.clone(), format!("{path}-wal"), format!("{path}-shm")] {
        let error = store.export_games_to_file(vec![], target.clone()).unwrap_err();
        let TallyError::Refused { code, field, reason } = error else { panic!("{target}: {error:?}") };
        assert_eq!((code, field.as_deref()), (ErrorCode::InvalidInput, Some("output")), "{target}");
        assert!(reason.contains("is the database this command reads"), "{reason}");
    }
    assert!(std::fs::read(&path).unwrap().starts_with(b"SQLite format 3\0"), "the database is still one");
    assert!(store.check_integrity().unwrap().ok);
    let export = dir.join("games.json");
    store.export_games_to_file(vec![], export.to_string_lossy().into_owned()).unwrap();
    let document: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&export).unwrap()).unwrap();
    assert_eq!(document["games"].as_array().map(Vec::len), Some(1));
    let _ = std::fs::remove_dir_all(&dir);
}
