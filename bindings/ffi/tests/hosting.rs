//! The live table as an app hosts it: started from the store on a database file, its
//! links with QR codes, a scorer's command heard by the app's own session, revoking,
//! stopping; refused in memory and on an address that is none.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::{Arc, Mutex};

use tally_core::session::LogChange;
use tally_core::store::LinkRole;
use tally_core::table::Update;
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

/// A POST from the scorer's phone; the status line and the body.
fn post(address: &str, path: &str, body: &str) -> (String, String) {
    let mut stream = TcpStream::connect(address).unwrap();
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let status = answer.lines().next().unwrap_or_default().to_owned();
    let body = answer.split_once("\r\n\r\n").map(|(_, body)| body.to_owned()).unwrap_or_default();
    (status, body)
}

#[test]
fn an_app_hosts_its_game_and_hears_what_a_scorer_records() {
    let dir = std::env::temp_dir().join(format!("tally-ffi-hosting-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store = TallyStore::open(dir.join("tally.db").display().to_string()).unwrap();
    let session = store.new_game(seats(), RulesetSpec::default()).unwrap();
    let heard = Arc::new(Recorder::default());
    let _handle = session.add_listener(heard.clone());

    let host = store.clone().host_table(session.game_id(), Some("127.0.0.1:0".into())).unwrap();
    let scorer = host.create_link(LinkRole::Scorer, "Ben's phone".into()).unwrap();
    assert_eq!(scorer.urls.len(), 1);
    assert!(scorer.urls[0].starts_with(&format!("http://{}/t/", host.address())));
    assert!(scorer.qr_size >= 21, "a QR code of version 1 or more");
    assert_eq!(scorer.qr_dark.len(), (scorer.qr_size * scorer.qr_size) as usize);
    assert_eq!(host.links().unwrap(), vec![scorer.clone()]);
    let same = tally_ffi::hosting::live_table_qr_code(scorer.urls[0].clone());
    assert_eq!((same.size, &same.dark), (scorer.qr_size, &scorer.qr_dark), "the link's code is its address's");

    let path = format!("/t/{}/command", scorer.link.token);
    let body = r#"{"key":"a","seen":0,"command":{"type":"score_feature","feature":"road","inputs":{"tiles":3},"players":[{"id":"red","followers":1}]}}"#;
    let (status, answer) = post(&host.address(), &path, body);
    assert!(status.contains(" 200 "), "{status}: {answer}");
    // The app's session read the game again and told its listener.
    let updates = heard.0.lock().unwrap().clone();
    assert_eq!(updates.len(), 1);
    assert!(matches!(&updates[0].change, LogChange::Replace { changed, .. } if changed.len() == 1));
    assert_eq!(session.summary().unwrap().players[0].score, 3, "reference road.base: 1 point a tile");

    // A phone opens the scorer link's page: the host's screen counts it, and names
    // the link in use.
    let nobody = TableFollowing { phones: 0, said: "No phone follows the table yet.".into(), links: Vec::new() };
    assert_eq!(host.following(), nobody, "nobody follows yet");
    let mut following = TcpStream::connect(host.address()).unwrap();
    let events = format!("GET /t/{}/events HTTP/1.1\r\nHost: {}\r\n\r\n", scorer.link.token, host.address());
    following.write_all(events.as_bytes()).unwrap();
    let mut first = [0_u8; 15];
    following.read_exact(&mut first).unwrap();
    assert_eq!(&first, b"HTTP/1.1 200 OK");
    let in_use = LinkFollowing { link_id: scorer.link.id, phones: 1, said: "open on 1 phone".into() };
    let one = TableFollowing { phones: 1, said: "1 phone follows the table.".into(), links: vec![in_use] };
    assert_eq!(host.following(), one);

    host.revoke(scorer.link.id).unwrap();
    assert!(post(&host.address(), &path, body).0.contains(" 401 "));
    // The stream's last chunk arrives (the connection itself may stay open).
    let mut rest = Vec::new();
    while !rest.ends_with(b"\r\n0\r\n\r\n") {
        let mut chunk = [0_u8; 4096];
        let read = following.read(&mut chunk).unwrap();
        assert!(read > 0, "the stream ends with its last chunk");
        rest.extend_from_slice(&chunk[..read]);
    }
    assert_eq!(host.following(), nobody, "the revoked link's page is closed");
    let address = host.address();
    host.stop();
    assert!(TcpStream::connect(&address).is_err(), "nothing listens once stopped");
    let stopped = host.links().unwrap_err();
    assert!(matches!(stopped, TallyError::Refused { code: ErrorCode::InvalidInput, .. }));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hosting_needs_a_file_and_an_address() {
    let memory = TallyStore::in_memory().unwrap();
    let game = memory.new_game(seats(), RulesetSpec::default()).unwrap().game_id();
    let refused = memory.host_table(game, Some("127.0.0.1:0".into())).unwrap_err();
    assert!(matches!(refused, TallyError::Refused { ref field, .. } if field.as_deref() == Some("store")));

    let dir = std::env::temp_dir().join(format!("tally-ffi-hosting-address-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store = TallyStore::open(dir.join("tally.db").display().to_string()).unwrap();
    let game = store.new_game(seats(), RulesetSpec::default()).unwrap().game_id();
    let refused = store.clone().host_table(game, Some("my phone".into())).unwrap_err();
    assert!(matches!(refused, TallyError::Refused { ref field, ref reason, .. }
        if field.as_deref() == Some("address") && reason.contains("`my phone` is not an address")));
    let unknown = store.host_table(999, Some("127.0.0.1:0".into())).unwrap_err();
    assert!(matches!(unknown, TallyError::Refused { code: ErrorCode::UnknownGame, .. }));
    let _ = std::fs::remove_dir_all(&dir);
}
