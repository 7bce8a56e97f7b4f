//! Every request that does not belong is refused, clearly, with nothing changed, and
//! the host keeps serving the others.

use serde_json::json;
use tally_host::Limits;

use crate::common::http::{Events, connect, get, post_json, request, request_bytes};
use crate::common::{Hosted, at, phone, road, write};

#[test]
fn a_request_without_a_valid_token_gets_401_and_learns_nothing() {
    let hosted = Hosted::new("no-token");
    let to = hosted.address();
    // The token with its last digit changed.
    let last = if hosted.viewer.token.ends_with('0') { '1' } else { '0' };
    let almost = format!("/t/{}{last}/", &hosted.viewer.token[..63]);
    hosted.runtime.block_on(async {
        for path in ["/", "/t/", "/t//events", "/t/wrong/", "/t/wrong/events", "/robots.txt", almost.as_str()] {
            for method in ["GET", "POST", "DELETE"] {
                let answer = request(phone(5), to, method, path, &[], b"").await.unwrap();
                assert_eq!(answer.status, 401, "{method} {path}");
                assert!(answer.body.is_empty(), "{method} {path}: {}", String::from_utf8_lossy(&answer.body));
                assert_eq!(answer.header("content-type"), None, "{method} {path}");
            }
        }
        let write = post_json(phone(5), to, "/t/wrong/command", &write("k", 0, road("red", 3))).await;
        assert_eq!((write.status, write.body.len()), (401, 0));
        // The icon a browser asks for by itself is no error on the page's console,
        // and says nothing either.
        let icon = get(phone(5), to, "/favicon.ico").await;
        assert_eq!((icon.status, icon.body.len(), icon.header("content-type")), (204, 0, None));
    });
    assert_eq!(hosted.stored_entries(), 0);
}

#[test]
fn a_revoked_link_is_refused_and_its_open_stream_ends() {
    let hosted = Hosted::new("revoked");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let mut stream = Events::open(phone(2), to, &at(&hosted.scorer, "events"), None, "en").await.unwrap();
        assert_eq!(stream.next().await.unwrap().event, "snapshot");
        let mut other = Events::open(phone(1), to, &at(&hosted.viewer, "events"), None, "en").await.unwrap();
        assert_eq!(other.next().await.unwrap().event, "snapshot");

        hosted.host.revoke(hosted.scorer.id).unwrap();
        assert!(stream.next().await.is_none(), "the revoked link's stream ends");
        let answer = post_json(phone(2), to, &at(&hosted.scorer, "command"), &write("k", 0, road("red", 3))).await;
        assert_eq!((answer.status, answer.body.len()), (401, 0));
        assert_eq!(get(phone(2), to, &at(&hosted.scorer, "")).await.status, 401);
        assert_eq!(get(phone(1), to, &at(&hosted.viewer, "")).await.status, 200, "the other link still opens");
    });
    assert_eq!(hosted.stored_entries(), 0);
}

#[test]
fn a_link_revoked_by_another_process_is_refused_too() {
    let hosted = Hosted::new("revoked-elsewhere");
    let to = hosted.address();
    tally_core::store::Store::open(&hosted.db).unwrap().revoke_live_link(hosted.game, hosted.viewer.id).unwrap();
    hosted.runtime.block_on(async {
        // The host reads the links again within its poll interval.
        let mut status = 200;
        for _ in 0..500 {
            status = get(phone(1), to, &at(&hosted.viewer, "")).await.status;
            if status == 401 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        assert_eq!(status, 401);
    });
}

#[test]
fn a_viewer_link_cannot_record() {
    let hosted = Hosted::new("viewer-writes");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        for route in ["command", "submit", "draft"] {
            let body = json!({"key": "k", "command": road("red", 3), "draft": {}, "action": {}});
            let answer = post_json(phone(1), to, &at(&hosted.viewer, route), &body).await;
            assert_eq!(answer.status, 403, "{route}");
            assert_eq!(answer.json()["error"]["field"], "token", "{route}");
            assert_eq!(
                answer.json()["error"]["message"],
                "`token`: this link shows the table; it cannot record anything"
            );
        }
    });
    assert_eq!(hosted.stored_entries(), 0);
}

/// A write, its headers and body, and the status and error code it gets.
type BadWrite<'a> = (&'a str, Vec<(&'a str, &'a str)>, Vec<u8>, u16, &'a str);

#[test]
fn oversized_malformed_foreign_or_refused_writes_change_nothing() {
    let hosted = Hosted::new("bad-writes");
    let to = hosted.address();
    let path = at(&hosted.scorer, "command");
    hosted.runtime.block_on(async {
        let origin = format!("http://{to}");
        let json_from_page = [("Content-Type", "application/json"), ("Origin", origin.as_str())];
        let huge = format!(
            r#"{{"key":"k","command":{{"type":"correct","player":"red","points":1,"reason":"{}"}}}}"#,
            "x".repeat(20_000)
        );
        let cases: Vec<BadWrite<'_>> = vec![
            ("oversized", json_from_page.to_vec(), huge.into_bytes(), 413, "too_large"),
            ("not JSON", json_from_page.to_vec(), b"{\"key\": \"k\", \"command\": ".to_vec(), 400, "invalid_input"),
            (
                "unknown command",
                json_from_page.to_vec(),
                br#"{"key":"k","command":{"type":"win"}}"#.to_vec(),
                400,
                "invalid_input",
            ),
            (
                "unknown field",
                json_from_page.to_vec(),
                br#"{"key":"k","command":{"type":"undo"},"x":1}"#.to_vec(),
                400,
                "invalid_input",
            ),
            (
                "bad key",
                json_from_page.to_vec(),
                br#"{"key":"a b","seen":0,"command":{"type":"end_turn"}}"#.to_vec(),
                422,
                "invalid_input",
            ),
            ("no key", json_from_page.to_vec(), br#"{"command":{"type":"end_turn"}}"#.to_vec(), 400, "invalid_input"),
            (
                "form post",
                vec![("Content-Type", "application/x-www-form-urlencoded")],
                b"key=k".to_vec(),
                415,
                "invalid_input",
            ),
            (
                "another site",
                vec![("Content-Type", "application/json"), ("Origin", "http://evil.example")],
                write("k", 0, road("red", 3)).to_string().into_bytes(),
                403,
                "invalid_input",
            ),
            (
                "refused by the game",
                json_from_page.to_vec(),
                write("k", 0, json!({"type": "undo"})).to_string().into_bytes(),
                422,
                "nothing_to_undo",
            ),
        ];
        for (name, headers, body, status, code) in cases {
            let answer = request(phone(2), to, "POST", &path, &headers, &body).await.unwrap();
            assert_eq!(answer.status, status, "{name}: {}", String::from_utf8_lossy(&answer.body));
            assert_eq!(answer.json()["error"]["code"], code, "{name}");
        }
        // A refusal is in the scorer's language.
        let french = [("Content-Type", "application/json"), ("Accept-Language", "fr")];
        let body = write("k2", 0, json!({"type": "undo"})).to_string();
        let answer = request(phone(2), to, "POST", &path, &french, body.as_bytes()).await.unwrap();
        assert_eq!(answer.json()["error"]["message"], "rien à annuler");
        // A draft action that is no draft action, or a start of something not
        // scored now, is refused and names why.
        let draft = post_json(phone(2), to, &at(&hosted.scorer, "draft"), &json!({"action": {"start": "city"}})).await;
        assert_eq!((draft.status, draft.json()["error"]["code"].clone()), (400, json!("invalid_request")));
        let start = json!({"action": {"start": "item", "kind": "feature", "key": "dragon"}});
        let draft = post_json(phone(2), to, &at(&hosted.scorer, "draft"), &start).await;
        assert_eq!((draft.status, draft.json()["error"]["code"].clone()), (422, json!("unknown_feature")));
    });
    assert_eq!(hosted.stored_entries(), 0, "nothing changed");
}

#[test]
fn a_flood_of_connections_is_refused_and_the_others_are_served() {
    let hosted = Hosted::with_connections_per_phone("flood", 8);
    let to = hosted.address();
    hosted.runtime.block_on(async {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut flood = Vec::new();
        for _ in 0..40 {
            flood.push(connect(phone(9), to).await.unwrap());
        }
        // Past its 8 connections, the flooding phone is told 503 and cut off; the 8
        // admitted ones wait for a request and say nothing.
        let answers = futures_util::future::join_all(flood.iter_mut().map(|stream| async move {
            let mut answer = vec![0; 64];
            match tokio::time::timeout(std::time::Duration::from_secs(3), stream.read(&mut answer)).await {
                Ok(Ok(read)) => String::from_utf8_lossy(&answer[..read]).starts_with("HTTP/1.1 503"),
                _ => false,
            }
        }))
        .await;
        let refused = answers.iter().filter(|refused| **refused).count();
        assert_eq!(refused, 32);
        // The others are served while the flood holds its connections.
        let mut viewer = Events::open(phone(1), to, &at(&hosted.viewer, "events"), None, "en").await.unwrap();
        assert_eq!(viewer.next().await.unwrap().event, "snapshot");
        let answer = post_json(phone(2), to, &at(&hosted.scorer, "command"), &write("k", 0, road("red", 3))).await;
        assert_eq!(answer.status, 200);
        assert_eq!(viewer.next().await.unwrap().id, Some(1));
        // The flood's held connections are no writes.
        for stream in &mut flood {
            let _ = stream.write_all(&request_bytes(to, "GET", "/", &[], b"")).await;
        }
    });
    assert_eq!(hosted.stored_entries(), 1);
}

#[test]
fn a_phone_past_its_rate_is_slowed_and_the_others_are_not() {
    // One request in 100 s once the burst is spent: no token comes back during the test.
    let limits = Limits { requests_per_second: 0.01, burst: 5.0, ..Limits::default() };
    let hosted = Hosted::with_limits("rate", limits);
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let mut statuses = Vec::new();
        for _ in 0..8 {
            statuses.push(get(phone(7), to, &at(&hosted.viewer, "")).await.status);
        }
        assert_eq!(&statuses[..5], [200; 5]);
        assert!(statuses[5..].iter().all(|status| *status == 429), "{statuses:?}");
        let slowed = get(phone(7), to, "/t/wrong/").await;
        assert_eq!(slowed.status, 429, "guessing tokens is slowed down too");
        assert_eq!(slowed.json()["error"]["field"], "request");
        assert_eq!(get(phone(1), to, &at(&hosted.viewer, "")).await.status, 200);
    });
}

#[test]
fn a_viewer_that_went_away_soon_gives_its_place_back() {
    // Two connections per phone: a page reloaded twice must not lock the phone out.
    let hosted = Hosted::with_connections_per_phone("gone", 2);
    let to = hosted.address();
    hosted.runtime.block_on(async {
        for _ in 0..2 {
            let mut closed = Events::open(phone(4), to, &at(&hosted.viewer, "events"), None, "en").await.unwrap();
            assert_eq!(closed.next().await.unwrap().event, "snapshot");
        }
        // Both streams were dropped (the tab closed); well before the 15 s keep-alive
        // would find them gone, the phone is served again.
        let started = std::time::Instant::now();
        let mut status = 0;
        while started.elapsed() < std::time::Duration::from_secs(5) {
            if let Ok(mut back) = Events::open(phone(4), to, &at(&hosted.viewer, "events"), None, "en").await {
                status = back.status;
                if status == 200 {
                    assert_eq!(back.next().await.unwrap().event, "snapshot");
                    break;
                }
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        assert_eq!(status, 200, "the phone is served again within 5 s");
    });
}
