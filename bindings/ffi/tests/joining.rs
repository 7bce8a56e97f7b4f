//! A table another phone hosts, joined from an app: an app hosts its game through
//! the facade on a database file, and other stores (other phones) join it by its
//! links — following a road scored at the host, scoring a city through a scorer
//! link's draft, a viewer's writes refused, the finished game kept with "me" and
//! exported as the host exports it; a revoked link and a lost host said.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tally_core::rules::ItemKind;
use tally_core::session::{Command, LogChange};
use tally_core::store::{Kept, LinkRole};
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

/// Waits (at most 10 s) until `done` holds.
fn until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < deadline, "not within 10 s: {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A database file in a folder of its own, removed when the test ends.
struct Folder(std::path::PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("tally-ffi-joining-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Folder(dir)
    }

    fn store(&self) -> Arc<TallyStore> {
        TallyStore::open(self.0.join("tally.db").display().to_string()).unwrap()
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Red's road of 3 tiles: 3 points (reference road.base, 1 a tile).
fn reds_road() -> Command {
    serde_json::from_str(
        r#"{"type":"score_feature","feature":"road","inputs":{"tiles":3},"players":[{"id":"red","followers":1}]}"#,
    )
    .unwrap()
}

fn scores(table: &JoinedTable) -> Vec<i64> {
    table.summary().unwrap().players.iter().map(|player| player.score).collect()
}

/// The games of an export document, without the time it was made.
fn exported_games(store: &TallyStore, game: i64) -> serde_json::Value {
    let document: serde_json::Value = serde_json::from_str(&store.export_games(vec![game]).unwrap()).unwrap();
    document["games"].clone()
}

#[test]
fn a_phone_joins_follows_scores_a_city_and_keeps_the_finished_game() {
    let folder = Folder::new("game");
    let host_store = folder.store();
    let session = host_store.new_game(seats(), RulesetSpec::default()).unwrap();
    let host = host_store.clone().host_table(session.game_id(), Some("127.0.0.1:0".into())).unwrap();
    let scorer_link = host.create_link(LinkRole::Scorer, "Ben's phone".into()).unwrap();
    let viewer_link = host.create_link(LinkRole::Viewer, "table".into()).unwrap();

    // Ben's phone joins by the apps' link, the viewer's by the page's address.
    let bens_phone = TallyStore::in_memory().unwrap();
    let app_link = scorer_link.urls[0].replacen("http://", "tally://", 1);
    let joined = bens_phone.join_table(app_link, Some("Ben".into())).unwrap();
    let heard = Arc::new(Recorder::default());
    let _handle = joined.add_listener(heard.clone());
    assert_eq!(
        (joined.role(), joined.label().as_str(), joined.host()),
        (LinkRole::Scorer, "Ben's phone", host.address())
    );
    let viewers_phone = TallyStore::in_memory().unwrap();
    let viewing = viewers_phone.join_table(viewer_link.urls[0].clone(), None).unwrap();
    assert_eq!(viewing.role(), LinkRole::Viewer);
    assert!(joined.status().live && joined.status().stale_since.is_none());

    // A road scored at the host reaches both phones, as the core's update.
    session.execute(reds_road()).unwrap();
    until("the road on Ben's phone", || scores(&joined) == [3, 0]);
    until("the road on the viewer's phone", || scores(&viewing) == [3, 0]);
    let updates = heard.0.lock().unwrap().clone();
    assert_eq!(updates.len(), 1, "{updates:?}");
    // The core's change since the entry held: the entries from it on.
    let LogChange::Replace { removed, changed } = &updates[0].change else { panic!("{:?}", updates[0].change) };
    assert!(removed.is_empty());
    let entries: Vec<_> = changed
        .iter()
        .map(|item| (item.seq, item.awards.iter().map(|award| award.points).collect::<Vec<_>>()))
        .collect();
    assert_eq!(entries, [(1, vec![3])]);
    assert_eq!(joined.log_page(None, 10).unwrap().items.len(), 1, "the log with its breakdown");

    // Ben scores his city through the scorer link, tap by tap as at home:
    // 4 tiles x 2 + 1 coat of arms x 2 = 10 (reference city.base).
    let start = DraftStart::Item { kind: ItemKind::Feature, key: "city".into(), step: None };
    let mut draft = joined.start_draft(start.clone()).unwrap().draft;
    for action in [
        DraftAction::Set { item: 0, field: "tiles".into(), player: None, value: 4.into() },
        DraftAction::Set { item: 0, field: "coats_of_arms".into(), player: None, value: 1.into() },
        // The draft puts a follower of the active player (Ann) in by default.
        DraftAction::Set { item: 0, field: "followers".into(), player: Some("red".into()), value: 0.into() },
        DraftAction::Set { item: 0, field: "followers".into(), player: Some("blue".into()), value: 1.into() },
    ] {
        draft = joined.apply_draft(draft, action).unwrap().draft;
    }
    let written = joined.submit_draft(draft).unwrap();
    assert_eq!(written, JoinedWrite { entry: 2, applied: true });
    assert_eq!(scores(&joined), [3, 10], "the phone holds its own entry once the host answered");
    session.refresh().unwrap();
    assert_eq!(session.summary().unwrap().players[1].score, 10, "recorded at the host");
    until("the city on the viewer's phone", || scores(&viewing) == [3, 10]);

    // A viewer link records nothing, drafts included; nothing reaches the host.
    for refused in [viewing.execute(Command::EndTurn).unwrap_err(), viewing.start_draft(start).unwrap_err()] {
        assert!(
            matches!(&refused, TallyError::Refused { code: ErrorCode::HostOnly, field, .. } if field.as_deref() == Some("link")),
            "{refused:?}"
        );
    }
    // What stays with the host is refused by the host, in its words.
    let host_only = joined.execute(Command::StartEndGame).unwrap_err();
    assert!(matches!(host_only, TallyError::Refused { code: ErrorCode::HostOnly, .. }), "{host_only:?}");
    assert_eq!(session.summary().unwrap().players.iter().map(|p| p.score).collect::<Vec<_>>(), [3, 10]);

    // The host finishes the game: each phone keeps it, with "me" where it was named.
    session.execute(Command::StartEndGame).unwrap();
    session.execute(Command::FINISH).unwrap();
    until("the game kept on Ben's phone", || joined.status().kept.is_some());
    until("the game kept on the viewer's phone", || viewing.status().kept.is_some());
    let Some(Kept::Stored { game_id }) = joined.status().kept else { panic!("{:?}", joined.status()) };
    let kept = bens_phone.joined_game(game_id).unwrap().expect("kept as joined");
    assert_eq!(
        (kept.from.host.as_str(), kept.from.role, kept.me_seat),
        (host.address().as_str(), LinkRole::Scorer, Some(1))
    );
    assert_eq!(bens_phone.history(Default::default()).unwrap().len(), 1);
    assert_eq!(exported_games(&bens_phone, game_id), exported_games(&host_store, session.game_id()));
    let Some(Kept::Stored { game_id: viewers_game }) = viewing.status().kept else { panic!() };
    let viewers_kept = viewers_phone.joined_game(viewers_game).unwrap().unwrap();
    assert_eq!((viewers_kept.from.role, viewers_kept.me_seat), (LinkRole::Viewer, None));
    assert_eq!(exported_games(&viewers_phone, viewers_game), exported_games(&host_store, session.game_id()));
    host.stop();
}

#[test]
fn a_revoked_link_stops_following_and_a_lost_host_is_said_stale() {
    let folder = Folder::new("faults");
    let host_store = folder.store();
    let session = host_store.new_game(seats(), RulesetSpec::default()).unwrap();
    let host = host_store.clone().host_table(session.game_id(), Some("127.0.0.1:0".into())).unwrap();
    let revoked = host.create_link(LinkRole::Viewer, "table".into()).unwrap();
    let scorer = host.create_link(LinkRole::Scorer, "Ben".into()).unwrap();
    let phone = TallyStore::in_memory().unwrap();
    let following = phone.join_table(revoked.urls[0].clone(), None).unwrap();
    let scoring = phone.join_table(scorer.urls[0].clone(), None).unwrap();

    host.revoke(revoked.link.id).unwrap();
    until("the revoked link said", || following.status().link_refused);
    assert!(!following.status().live);
    assert!(!scoring.status().link_refused, "the other link follows on");

    session.execute(reds_road()).unwrap();
    until("the road heard", || scores(&scoring) == [3, 0]);
    let heard = scoring.status().heard_at;
    host.stop();
    until("the host said lost", || scoring.status().stale_since.is_some());
    let status = scoring.status();
    assert!(!status.live);
    assert!(status.stale_since.unwrap() >= heard, "stale since the host was last heard");
    assert_eq!(scores(&scoring), [3, 0], "the phone keeps what it has");
    let unreachable = scoring.execute(Command::EndTurn).unwrap_err();
    assert!(
        matches!(&unreachable, TallyError::Refused { field, .. } if field.as_deref() == Some("host")),
        "{unreachable:?}"
    );
    scoring.leave();
    following.leave();
}

#[test]
fn a_join_is_refused_with_what_is_wrong() {
    let phone = TallyStore::in_memory().unwrap();
    let field_of = |error: TallyError| match error {
        TallyError::Refused { field, .. } => field,
        other => panic!("{other:?}"),
    };
    assert_eq!(field_of(phone.join_table("a table".into(), None).unwrap_err()).as_deref(), Some("link"));
    assert_eq!(field_of(phone.join_table("https://x/t/ab/".into(), None).unwrap_err()).as_deref(), Some("link"));
    // Nothing listens on port 1 of this machine.
    let nobody = phone.join_table("tally://127.0.0.1:1/t/ab/".into(), None).unwrap_err();
    assert_eq!(field_of(nobody).as_deref(), Some("host"));

    let folder = Folder::new("refused");
    let host_store = folder.store();
    let session = host_store.new_game(seats(), RulesetSpec::default()).unwrap();
    let host = host_store.clone().host_table(session.game_id(), Some("127.0.0.1:0".into())).unwrap();
    let link = host.create_link(LinkRole::Viewer, "table".into()).unwrap();
    let wrong_token = format!("http://{}/t/{}/", host.address(), "0".repeat(64));
    assert_eq!(field_of(phone.join_table(wrong_token, None).unwrap_err()).as_deref(), Some("link"));
    let no_seat = phone.join_table(link.urls[0].clone(), Some("Zoe".into())).unwrap_err();
    assert!(
        matches!(&no_seat, TallyError::Refused { code: ErrorCode::InvalidInput, field, reason }
            if field.as_deref() == Some("me") && reason.contains("Zoe")),
        "{no_seat:?}"
    );
    assert!(phone.history(Default::default()).unwrap().is_empty(), "nothing kept");
    host.stop();
}
