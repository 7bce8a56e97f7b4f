//! `tally serve` end to end: the links it prints open the live table on 127.0.0.1;
//! killed mid-game (SIGKILL) and started again, it loses nothing it acknowledged,
//! applies no retried write twice, and a returning viewer converges; `--revoke` from
//! another process shuts a link out of the running host.

mod common;

#[path = "../../host/tests/common/http.rs"]
mod http;

use std::net::{Ipv4Addr, SocketAddr, TcpListener};

use serde_json::{Value, json};

use common::{Sandbox, serve};
use http::{Events, get, post_json};

const PHONE: std::net::IpAddr = std::net::IpAddr::V4(Ipv4Addr::LOCALHOST);

fn path_of(printed: &Value, role: &str) -> String {
    let link = printed["links"].as_array().unwrap().iter().find(|link| link["link"]["role"] == role).unwrap();
    let url = link["urls"][0].as_str().unwrap();
    url.split_once("/t/").map(|(_, rest)| format!("/t/{rest}")).unwrap()
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// A scorer's road, written on a table that showed entry `seen`.
fn road(player: &str, tiles: i64, key: &str, seen: u64) -> Value {
    json!({"key": key, "seen": seen, "command": {"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
        "players": [{"id": player, "followers": 1}]}})
}

#[test]
fn a_host_killed_mid_game_and_started_again_loses_nothing_and_applies_nothing_twice() {
    let sandbox = Sandbox::new("serve-kill");
    sandbox.ok(&["new", "--player", "Ann:red", "--player", "Ben:blue"]);
    let port = free_port();
    let to = SocketAddr::from(([127, 0, 0, 1], port));
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let (mut host, printed) = serve(&sandbox, port);
    let (viewer, scorer) = (path_of(&printed, "viewer"), path_of(&printed, "scorer"));
    runtime.block_on(async {
        let mut events = Events::open(PHONE, to, &format!("{viewer}events"), None, "en").await.unwrap();
        assert_eq!(events.next().await.unwrap().event, "snapshot");
        let acknowledged = post_json(PHONE, to, &format!("{scorer}command"), &road("red", 3, "first", 0)).await;
        assert_eq!(acknowledged.json(), json!({"seq": 1, "applied": true}));
        assert_eq!(events.next().await.unwrap().id, Some(1));

        host.kill().unwrap();
        host.wait().unwrap();
        assert!(events.next().await.is_none(), "the stream ends with the host");
    });

    let (mut host, again) = serve(&sandbox, port);
    assert_eq!(again["links"], printed["links"], "the links live with the game, not with the process");
    runtime.block_on(async {
        // The scorer never heard the answer and sends again: recorded once.
        let retry = post_json(PHONE, to, &format!("{scorer}command"), &road("red", 3, "first", 0)).await;
        assert_eq!(retry.json(), json!({"seq": 1, "applied": false}));
        let next = post_json(PHONE, to, &format!("{scorer}command"), &road("blue", 2, "second", 1)).await;
        assert_eq!(next.json(), json!({"seq": 2, "applied": true}));
        // The viewer comes back from entry 1 and converges on the host's table.
        let mut events = Events::open(PHONE, to, &format!("{viewer}events"), Some(1), "en").await.unwrap();
        let caught_up = events.next().await.unwrap();
        assert_eq!((caught_up.event.as_str(), caught_up.id), ("update", Some(2)));
        let scores: Vec<i64> = caught_up.json()["table"]["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|player| player["score"].as_i64().unwrap())
            .collect();
        assert_eq!(scores, [3, 2], "reference road.base: 1 point a tile");
    });
    host.kill().unwrap();
    host.wait().unwrap();
    assert_eq!(sandbox.scores(), [("red".to_owned(), 3), ("blue".to_owned(), 2)]);
    assert_eq!(sandbox.ok(&["log"]).lines().filter(|line| line.contains("Road")).count(), 2, "no entry twice");
}

#[test]
fn a_link_revoked_from_another_terminal_is_shut_out_of_the_running_host() {
    let sandbox = Sandbox::new("serve-revoke");
    sandbox.ok(&["new", "--player", "Ann:red", "--player", "Ben:blue"]);
    let port = free_port();
    let to = SocketAddr::from(([127, 0, 0, 1], port));
    let (mut host, printed) = serve(&sandbox, port);
    let scorer = printed["links"].as_array().unwrap().iter().find(|link| link["link"]["role"] == "scorer").unwrap();
    let id = scorer["link"]["id"].as_i64().unwrap().to_string();
    let path = path_of(&printed, "scorer");
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        assert_eq!(get(PHONE, to, &path).await.status, 200);
        let said = sandbox.ok(&["serve", "--revoke", &id]);
        assert_eq!(said.trim(), format!("Link {id} of game #1 is revoked."));
        let mut status = 200;
        for _ in 0..500 {
            status = get(PHONE, to, &path).await.status;
            if status == 401 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        assert_eq!(status, 401);
    });
    host.kill().unwrap();
    host.wait().unwrap();
    let (code, message) = sandbox.fails(&["serve", "--revoke", &id]);
    assert_eq!(code, 2);
    assert!(message.contains(&format!("game 1 has no link {id}")), "{message}");
}

#[test]
fn serve_help_speaks_the_player_s_language() {
    let sandbox = Sandbox::new("serve-help");
    let french = sandbox.ok(&["--lang", "fr", "serve", "--help"]);
    assert!(french.contains("Servir la table en direct de la partie sur le réseau local"), "{french}");
    assert!(french.contains("Où écouter"), "{french}");
    let english = sandbox.ok(&["serve", "--help"]);
    assert!(english.contains("Host the game's live table on the local network"), "{english}");
}
