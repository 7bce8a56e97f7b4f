//! What a joined phone reads and writes: the whole game of its link (any link, read
//! only, the access checks of every route), and the join client itself against a
//! real host — the events, a scorer's command once under its key, a viewer's
//! refused, a revoked link's stream ended and refused again.

use serde_json::Value;
use tally_core::session::Command;
use tally_core::store::{ExportDocument, Store};
use tally_host::join::{JoinError, Joiner, TableLink, WriteAnswer};

use crate::common::http::{get, request};
use crate::common::{Hosted, at, phone, road};

fn joiner(hosted: &Hosted, token: &str) -> Joiner {
    Joiner::new(TableLink { authority: hosted.address().to_string(), token: token.to_owned() }, "en")
}

fn command(value: Value) -> Command {
    serde_json::from_value(value).unwrap()
}

/// The document without when it was written.
fn games(json: &str) -> Value {
    let mut document: Value = serde_json::from_str(json).unwrap();
    document.as_object_mut().unwrap().remove("exported_at");
    document
}

#[test]
fn every_link_reads_its_whole_game_and_nothing_else_gets_it() {
    let hosted = Hosted::new("game-document");
    let to = hosted.address();
    {
        let mut store = Store::open(&hosted.db).unwrap();
        let mut active = store.load_game(hosted.game).unwrap();
        store.execute(&mut active, command(road("red", 3))).unwrap();
        // Another game in the same database, which no link of this one opens.
        let seats = [
            tally_core::store::GameSeat {
                roster_id: None,
                name: "Cleo".into(),
                colour: tally_core::session::Colour::Green,
            },
            tally_core::store::GameSeat {
                roster_id: None,
                name: "Dan".into(),
                colour: tally_core::session::Colour::Yellow,
            },
        ];
        store.create_game(&seats, tally_core::Ruleset::base(tally_core::Edition::C3)).unwrap();
    }
    let stored = Store::open(&hosted.db).unwrap().export(&[hosted.game]).unwrap().to_json().unwrap();
    hosted.runtime.block_on(async {
        for link in [&hosted.viewer, &hosted.scorer] {
            let answer = get(phone(1), to, &at(link, "game")).await;
            assert_eq!(answer.status, 200);
            assert_eq!(answer.header("content-type"), Some("application/json"));
            let body = String::from_utf8(answer.body).unwrap();
            let document = ExportDocument::parse(&body).unwrap();
            assert_eq!(document.games.len(), 1, "the link's game only");
            assert_eq!(document.games[0].entries.len(), 1);
            assert_eq!(games(&body), games(&stored), "the game as stored");
        }
        let written = request(phone(1), to, "POST", &at(&hosted.viewer, "game"), &[], b"{}").await.unwrap();
        assert_eq!(written.status, 405, "read only");
        // The viewer's token with its last digit changed (to another digit whatever it is).
        let last = if hosted.viewer.token.ends_with('0') { '1' } else { '0' };
        for path in ["/t/wrong/game".to_owned(), format!("/t/{}{last}/game", &hosted.viewer.token[..63])] {
            let answer = get(phone(1), to, &path).await;
            assert_eq!((answer.status, answer.body.len()), (401, 0), "{path}");
        }
        hosted.host.revoke(hosted.viewer.id).unwrap();
        let answer = get(phone(1), to, &at(&hosted.viewer, "game")).await;
        assert_eq!((answer.status, answer.body.len()), (401, 0), "a revoked link reads nothing");
    });
    assert_eq!(hosted.stored_entries(), 1);
}

#[test]
fn the_join_client_follows_records_once_and_stops_with_its_link() {
    let hosted = Hosted::new("join-client");
    hosted.runtime.block_on(async {
        let viewer = joiner(&hosted, &hosted.viewer.token);
        let scorer = joiner(&hosted, &hosted.scorer.token);
        let mut events = viewer.events(None).await.unwrap();
        let snapshot = events.next().await.unwrap().unwrap();
        assert_eq!((snapshot.kind.as_str(), snapshot.seq), ("snapshot", 0));
        assert_eq!(snapshot.data["role"], "viewer");

        let road = command(road("red", 3));
        assert_eq!(scorer.command("first", 0, &road).await.unwrap(), WriteAnswer { seq: 1, applied: true });
        assert_eq!(
            scorer.command("first", 0, &road).await.unwrap(),
            WriteAnswer { seq: 1, applied: false },
            "a retry is recorded once"
        );
        let update = events.next().await.unwrap().unwrap();
        assert_eq!((update.kind.as_str(), update.seq), ("update", 1));
        // Reference road.base: 1 point a tile.
        assert_eq!(update.data["table"]["players"][0]["score"], 3);

        match viewer.command("viewer", 1, &road).await {
            Err(JoinError::Refused { status: 403, .. }) => {}
            other => panic!("a viewer's write: {other:?}"),
        }
        let document = ExportDocument::parse(&viewer.game().await.unwrap()).unwrap();
        assert_eq!(document.games[0].entries.len(), 1);

        // Resuming from entry 0: the change since, not the game again.
        let mut resumed = viewer.events(Some(0)).await.unwrap();
        let caught_up = resumed.next().await.unwrap().unwrap();
        assert_eq!((caught_up.kind.as_str(), caught_up.seq), ("update", 1));

        hosted.host.revoke(hosted.viewer.id).unwrap();
        assert!(events.next().await.is_none(), "the revoked link's stream ends");
        assert!(matches!(viewer.events(Some(1)).await, Err(JoinError::LinkRefused)));
        assert!(matches!(viewer.game().await, Err(JoinError::LinkRefused)));
    });
    assert_eq!(hosted.stored_entries(), 1);
}
