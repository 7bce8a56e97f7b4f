//! Updates reach every viewer in order, a viewer that comes back gets what it missed,
//! a scorer's retry is applied once, and two scorers at once are applied in order or
//! refused out loud.

use serde_json::json;
use tally_core::session::Command;
use tally_core::store::{LinkRole, Store};

use crate::common::http::{Events, get, post_json, request, request_bytes};
use crate::common::{Hosted, at, phone, road, write};

#[test]
fn a_viewer_starts_from_a_snapshot_and_hears_each_command_in_order() {
    let hosted = Hosted::new("order");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let mut viewer =
            Events::open(phone(1), to, &at(&hosted.viewer, "events"), None, "fr-FR,fr;q=0.9").await.unwrap();
        assert_eq!(viewer.status, 200);
        let snapshot = viewer.next().await.unwrap();
        assert_eq!((snapshot.event.as_str(), snapshot.id), ("snapshot", Some(0)));
        let snapshot = snapshot.json();
        assert_eq!(snapshot["role"], "viewer");
        assert_eq!(snapshot["words"]["turn"], "Tour {turn}", "the page's words in the viewer's language");
        assert_eq!(snapshot["table"]["players"][0]["name"], "Ann");

        let first = post_json(phone(2), to, &at(&hosted.scorer, "command"), &write("a", 0, road("red", 3))).await;
        assert_eq!(first.status, 200, "{}", String::from_utf8_lossy(&first.body));
        assert_eq!(first.json(), json!({"seq": 1, "applied": true}));
        let second = post_json(phone(2), to, &at(&hosted.scorer, "command"), &write("b", 1, road("blue", 4))).await;
        assert_eq!(second.json(), json!({"seq": 2, "applied": true}));

        for (seq, player, score) in [(1, 0, 3), (2, 1, 4)] {
            let update = viewer.next().await.unwrap();
            assert_eq!((update.event.as_str(), update.id), ("update", Some(seq)));
            let update = update.json();
            assert_eq!(update["seq"], seq);
            assert_eq!(update["change"]["change"], "push");
            assert_eq!(update["change"]["item"]["seq"], seq);
            // Reference road.base: a road scores 1 point a tile.
            assert_eq!(update["table"]["players"][player]["score"], score);
            assert_eq!(update["by"], json!([{"seq": seq, "label": "Ben's phone"}]), "who scored it");
            assert_eq!(update["change"]["item"]["summary"].as_str().unwrap().split(':').next(), Some("Route "));
        }
    });
}

#[test]
fn a_change_made_by_another_connection_reaches_the_viewers() {
    let hosted = Hosted::new("elsewhere");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let mut viewer = Events::open(phone(1), to, &at(&hosted.viewer, "events"), None, "en").await.unwrap();
        assert_eq!(viewer.next().await.unwrap().event, "snapshot");
        // The app's own session, or `tally score` in another terminal.
        let mut store = Store::open(&hosted.db).unwrap();
        let mut active = store.load_game(hosted.game).unwrap();
        store.execute(&mut active, serde_json::from_value(road("red", 5)).unwrap()).unwrap();
        let update = viewer.next().await.unwrap();
        assert_eq!(update.id, Some(1));
        let update = update.json();
        assert_eq!(update["table"]["players"][0]["score"], 5);
        assert_eq!(update["by"], json!([]), "recorded at the host itself");
    });
}

#[test]
fn a_viewer_killed_mid_stream_comes_back_to_what_it_missed_and_the_others_are_served() {
    let hosted = Hosted::new("resume");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let mut stays = Events::open(phone(1), to, &at(&hosted.viewer, "events"), None, "en").await.unwrap();
        assert_eq!(stays.next().await.unwrap().event, "snapshot");
        let mut killed = Events::open(phone(3), to, &at(&hosted.viewer, "events"), None, "en").await.unwrap();
        assert_eq!(killed.next().await.unwrap().id, Some(0));
        drop(killed);

        for (seen, key, command) in
            [(0, "a", road("red", 3)), (1, "b", road("blue", 2)), (2, "c", json!({"type": "undo"}))]
        {
            let answer = post_json(phone(2), to, &at(&hosted.scorer, "command"), &write(key, seen, command)).await;
            assert_eq!(answer.status, 200, "{}", String::from_utf8_lossy(&answer.body));
        }
        let ids: Vec<Option<u64>> = [stays.next().await, stays.next().await, stays.next().await]
            .into_iter()
            .map(|event| event.unwrap().id)
            .collect();
        assert_eq!(ids, [Some(1), Some(2), Some(3)], "the viewer that stayed heard every command");

        // Back, having seen entry 0: one update with the change since, not the game again.
        let mut back = Events::open(phone(3), to, &at(&hosted.viewer, "events"), Some(0), "en").await.unwrap();
        let caught_up = back.next().await.unwrap();
        assert_eq!((caught_up.event.as_str(), caught_up.id), ("update", Some(3)));
        let caught_up = caught_up.json();
        assert_eq!(caught_up["change"]["change"], "replace");
        let changed: Vec<u64> = caught_up["change"]["changed"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["seq"].as_u64().unwrap())
            .collect();
        assert_eq!(changed, [1], "the red road stays, the blue one was undone");
        assert_eq!(caught_up["table"]["players"][0]["score"], 3);
        assert_eq!(caught_up["table"]["players"][1]["score"], 0);
        assert_eq!(caught_up["by"], json!([{"seq": 1, "label": "Ben's phone"}]));

        // Later commands reach it as they reach the others.
        post_json(phone(2), to, &at(&hosted.scorer, "command"), &write("d", 3, road("blue", 6))).await;
        assert_eq!(back.next().await.unwrap().id, Some(4));
        assert_eq!(stays.next().await.unwrap().id, Some(4));
    });
    assert_eq!(hosted.stored_scores(), [("red".to_owned(), 3), ("blue".to_owned(), 6)]);
}

#[test]
fn a_scorer_whose_connection_drops_after_sending_retries_and_is_applied_once() {
    let hosted = Hosted::new("retry");
    let to = hosted.address();
    let path = at(&hosted.scorer, "command");
    hosted.runtime.block_on(async {
        use tokio::io::AsyncWriteExt;
        let body = write("key-1", 0, road("red", 4)).to_string();
        let origin = format!("http://{to}");
        let bytes = request_bytes(
            to,
            "POST",
            &path,
            &[("Content-Type", "application/json"), ("Origin", &origin)],
            body.as_bytes(),
        );
        // Sent, then the connection drops before any answer is read.
        let mut stream = crate::common::http::connect(phone(2), to).await.unwrap();
        stream.write_all(&bytes).await.unwrap();
        drop(stream);
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;

        let retry = post_json(phone(2), to, &path, &write("key-1", 0, road("red", 4))).await;
        assert_eq!(retry.status, 200);
        assert_eq!(retry.json()["seq"], 1, "the first try or the retry recorded entry 1");
        let again = post_json(phone(2), to, &path, &write("key-1", 0, road("red", 4))).await;
        assert_eq!(again.json(), json!({"seq": 1, "applied": false}));
    });
    assert_eq!(hosted.stored_entries(), 1, "no entry twice");
    assert_eq!(hosted.stored_scores()[0], ("red".to_owned(), 4));
}

/// A scorer's page fills the core's scoring draft, an action at a time, and records
/// it once under its key (DESIGN.md principle 10: no page makes a scoring command).
#[test]
fn a_scorer_records_a_city_through_the_core_s_draft() {
    let hosted = Hosted::new("draft");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let draft_at = at(&hosted.scorer, "draft");
        let start =
            post_json(phone(2), to, &draft_at, &json!({"action": {"start": "item", "kind": "feature", "key": "city"}}))
                .await;
        assert_eq!(start.status, 200);
        let answer = start.json();
        let fields = &answer["view"]["items"][0]["fields"];
        let tiles = fields.as_array().unwrap().iter().find(|field| field["field"]["name"] == "tiles").unwrap();
        assert_eq!(tiles["missing"], true, "the tiles are the players' to give");
        assert_eq!(answer["view"]["submit"]["allowed"], false);
        let mut draft = answer["draft"].clone();
        for action in [
            json!({"action": "set", "item": 0, "field": "tiles", "value": 5}),
            json!({"action": "set", "item": 0, "field": "coats_of_arms", "value": 2}),
        ] {
            let answer = post_json(phone(2), to, &draft_at, &json!({"draft": draft, "action": action})).await.json();
            draft = answer["draft"].clone();
        }
        let refused = post_json(
            phone(2),
            to,
            &draft_at,
            &json!({"draft": draft,
            "action": {"action": "set", "item": 0, "field": "tiles", "value": -3}}),
        )
        .await;
        assert_eq!((refused.status, refused.json()["error"]["field"].clone()), (422, json!("tiles")));
        // Reference city.base (completed): 5 tiles x 2 + 2 coats of arms x 2 = 14, to
        // the active player's knight, which the draft filled in.
        let submit = json!({"key": "city-1", "seen": 0, "draft": draft});
        let recorded = post_json(phone(2), to, &at(&hosted.scorer, "submit"), &submit).await;
        assert_eq!(recorded.json(), json!({"seq": 1, "applied": true}));
        let again = post_json(phone(2), to, &at(&hosted.scorer, "submit"), &submit).await;
        assert_eq!(again.json(), json!({"seq": 1, "applied": false}), "a retry is applied once");
    });
    assert_eq!(hosted.stored_entries(), 1);
    assert_eq!(hosted.stored_scores()[0], ("red".to_owned(), 14));
}

#[test]
fn two_scorers_at_once_are_applied_in_order_or_refused_out_loud() {
    let hosted = Hosted::new("two-scorers");
    let to = hosted.address();
    let ann = hosted.host.create_link(LinkRole::Scorer, "Ann's phone").unwrap().link;
    hosted.runtime.block_on(async {
        let (ben_path, ann_path) = (at(&hosted.scorer, "command"), at(&ann, "command"));
        let (red, blue) = (write("x", 0, road("red", 2)), write("x", 0, road("blue", 3)));
        let (one, two) =
            tokio::join!(post_json(phone(2), to, &ben_path, &red), post_json(phone(4), to, &ann_path, &blue));
        let mut seqs = [one.json()["seq"].as_u64().unwrap(), two.json()["seq"].as_u64().unwrap()];
        seqs.sort_unstable();
        assert_eq!(seqs, [1, 2], "both applied, one after the other");

        // Both end Ann's turn, having seen entry 2: one is carried out, the other
        // refused with what changed, as the command line refuses the same race.
        let end = write("end", 2, json!({"type": "end_turn"}));
        let (one, two) =
            tokio::join!(post_json(phone(2), to, &ben_path, &end), post_json(phone(4), to, &ann_path, &end));
        let mut statuses = [one.status, two.status];
        statuses.sort_unstable();
        assert_eq!(statuses, [200, 409]);
        let refused = if one.status == 409 { one.json() } else { two.json() };
        assert_eq!(refused["error"]["code"], "changed_elsewhere");
        assert_eq!(refused["seq"], 3, "the refusal says where the game is now");
        assert_eq!(
            refused["error"]["message"],
            "the game changed elsewhere and was reloaded: #3 Turn 1 ends; Ben begins is new since this phone saw \
             entry #2; nothing was recorded: look at the table and record it again if it still applies"
        );
    });
    let store = Store::open(&hosted.db).unwrap();
    let labels: Vec<String> = store.scored_by(hosted.game, 1).unwrap().into_iter().map(|by| by.label).collect();
    assert_eq!(labels.len(), 3);
    assert!(labels.contains(&"Ann's phone".to_owned()) && labels.contains(&"Ben's phone".to_owned()));
    let active = store.load_game(hosted.game).unwrap();
    assert_eq!(active.game.entries().last().map(|entry| &entry.command), Some(&Command::EndTurn));
    assert_eq!(active.game.table().turn, 2, "one turn ended, not two");
}

#[test]
fn the_page_and_its_font_are_served_from_the_host() {
    let hosted = Hosted::new("page");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let page = get(phone(1), to, &at(&hosted.viewer, "")).await;
        assert_eq!(page.status, 200);
        assert_eq!(page.header("content-type"), Some("text/html; charset=utf-8"));
        assert!(String::from_utf8_lossy(&page.body).contains("live.js"));
        let font = get(phone(1), to, &at(&hosted.viewer, "Inter-Regular.ttf")).await;
        assert_eq!(font.body, std::fs::read("../../core/assets/fonts/Inter-Regular.ttf").unwrap());
        // A browser is sent each file as the host packed it, and inflates it.
        let headers = [("Accept-Encoding", "gzip, deflate, br, zstd")];
        let packed = request(phone(1), to, "GET", &at(&hosted.viewer, "Inter-Bold.ttf"), &headers, b"").await.unwrap();
        assert_eq!(packed.header("content-encoding"), Some("deflate"));
        let inflated = tally_core::packed::inflate(&packed.body);
        assert_eq!(inflated, std::fs::read("../../core/assets/fonts/Inter-Bold.ttf").unwrap());
        assert!(packed.body.len() < inflated.len() / 2);
        let page = request(phone(1), to, "GET", &at(&hosted.viewer, ""), &headers, b"").await.unwrap();
        assert_eq!(tally_core::packed::inflate(&page.body), std::fs::read("page/index.html").unwrap());
        let refused = [("Accept-Encoding", "gzip, deflate;q=0")];
        let plain = request(phone(1), to, "GET", &at(&hosted.viewer, "live.js"), &refused, b"").await.unwrap();
        assert_eq!((plain.header("content-encoding"), &plain.body), (None, &std::fs::read("page/live.js").unwrap()));
        let folder = get(phone(1), to, &format!("/t/{}", hosted.viewer.token)).await;
        assert_eq!(folder.status, 308);
        assert_eq!(get(phone(1), to, &at(&hosted.viewer, "nothing.js")).await.status, 404);
    });
}
