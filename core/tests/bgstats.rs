//! Tally's BG Stats file and one-play link held against real documents written by
//! others (`tests/bgstats/real/`, sources in its SOURCES.md), never against one of ours:
//!
//! - the file carries every key that all three real exports carry, at every level, and
//!   every key it writes is one a real export has there, with the same JSON type (dates
//!   as BG Stats writes them, uuids as uuids);
//! - `userInfo.meRefId` is the roster player marked "me", and a player's BG Stats name
//!   and uuid kept on the roster are the ones written; no "me", no file (refused with why);
//! - the createPlay link decodes to JSON whose every key a real writer sends with the
//!   same type, with every key all of them send, carrying the finished game's players,
//!   scores, winners, start player and date; a second export gives the same ids.
//!
//! The game is `support/played_game.rs`'s: Ann 21, Ben 3, Cléo 1, 2026-03-12 19:00 CET.

use std::collections::BTreeMap;

use serde_json::Value;
use tally_core::Error;
use tally_core::l10n::in_language;

#[path = "support/played_game.rs"]
mod played_game;
use played_game::*;

fn real(name: &str) -> Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bgstats/real").join(name);
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

const EXPORTS: [&str; 3] = ["export-ios-2022.json", "export-ios-2024.json", "export-android-2026.json"];

/// A value's JSON type as the documents use it: dates (`YYYY-MM-DD HH:MM:SS`) and uuids
/// told from other text, whole numbers from others.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(number) if number.is_i64() || number.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(text) if chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S").is_ok() => "date",
        Value::String(text) if text.len() == 36 && uuid::Uuid::try_parse(text).is_ok() => "uuid",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Every object of `value` by where it is (`plays[].playerScores[]`), each with its keys
/// and the kinds of their values.
fn objects(path: &str, value: &Value, found: &mut BTreeMap<String, Vec<BTreeMap<String, &'static str>>>) {
    match value {
        Value::Object(map) => {
            found
                .entry(path.to_owned())
                .or_default()
                .push(map.iter().map(|(key, value)| (key.clone(), kind(value))).collect());
            for (key, value) in map {
                objects(&format!("{path}.{key}"), value, found);
            }
        }
        Value::Array(items) => {
            for item in items {
                objects(&format!("{path}[]"), item, found);
            }
        }
        _ => {}
    }
}

/// Per place, the keys every object there has in every one of `documents`.
fn always(documents: &[Value]) -> BTreeMap<String, Vec<String>> {
    let mut keys: BTreeMap<String, Option<Vec<String>>> = BTreeMap::new();
    for document in documents {
        let mut found = BTreeMap::new();
        objects("", document, &mut found);
        for (path, maps) in found {
            let here: Vec<String> =
                maps[0].keys().filter(|key| maps.iter().all(|map| map.contains_key(*key))).cloned().collect();
            let entry = keys.entry(path).or_insert(None);
            *entry = Some(match entry.take() {
                None => here,
                Some(before) => before.into_iter().filter(|key| here.contains(key)).collect(),
            });
        }
    }
    keys.into_iter().map(|(path, keys)| (path, keys.unwrap_or_default())).collect()
}

/// Per place and key, every kind the key's value has in `documents`.
fn kinds(documents: &[Value]) -> BTreeMap<(String, String), Vec<&'static str>> {
    let mut kinds: BTreeMap<(String, String), Vec<&'static str>> = BTreeMap::new();
    for document in documents {
        let mut found = BTreeMap::new();
        objects("", document, &mut found);
        for (path, maps) in found {
            for map in maps {
                for (key, kind) in map {
                    let seen = kinds.entry((path.clone(), key)).or_default();
                    if !seen.contains(&kind) {
                        seen.push(kind);
                    }
                }
            }
        }
    }
    kinds
}

/// `ours` has every key `theirs` always has, and each of its keys is one `theirs` have at
/// that place with a kind they give it.
fn holds_to(ours: &Value, theirs: &[Value]) {
    let required = always(theirs);
    let allowed = kinds(theirs);
    let mut found = BTreeMap::new();
    objects("", ours, &mut found);
    for (path, keys) in &required {
        if let Some(maps) = found.get(path) {
            for map in maps {
                for key in keys {
                    assert!(map.contains_key(key), "{path}: `{key}` is in every real document, not in ours");
                }
            }
        }
    }
    for (path, maps) in &found {
        for map in maps {
            for (key, kind) in map {
                let theirs = allowed
                    .get(&(path.clone(), key.clone()))
                    .unwrap_or_else(|| panic!("{path}: `{key}` is in no real document"));
                assert!(theirs.contains(kind), "{path}.{key}: ours is {kind}, real documents have {theirs:?}");
            }
        }
    }
}

fn bgstats_file(store: &tally_core::store::Store) -> Value {
    serde_json::from_str(&store.export_bgstats(&[], &cet()).unwrap()).unwrap()
}

#[test]
fn the_keys_every_real_export_carries_are_the_ones_known() {
    // What the three real exports all carry (worked out by reading them: SOURCES.md); the
    // check below requires each of them of Tally's file.
    let exports: Vec<Value> = EXPORTS.iter().map(|name| real(name)).collect();
    let required = always(&exports);
    let list = |keys: &str| keys.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
    let sorted = |path: &str| {
        let mut keys = required[path].clone();
        keys.sort();
        keys
    };
    assert_eq!(sorted(""), list("challenges games groups locations players plays tags userInfo"));
    assert_eq!(sorted(".userInfo"), list("meRefId"));
    assert_eq!(sorted(".players[]"), list("bggUsername id isAnonymous modificationDate name uuid"));
    assert_eq!(sorted(".locations[]"), list("id modificationDate name uuid"));
    assert_eq!(
        sorted(".plays[]"),
        list(
            "bggId durationMin entryDate expansionPlays gameRefId ignored importPlayId locationRefId \
             manualWinner modificationDate nemestatsId playDate playerScores rating rounds \
             scoringSetting usesTeams uuid"
        )
    );
    assert_eq!(
        sorted(".plays[].playerScores[]"),
        list("newPlayer playerRefId rank score seatOrder startPlayer winner")
    );
    assert_eq!(sorted(".plays[].expansionPlays[]"), list("bggId gameRefId"));
    assert_eq!(
        sorted(".games[]"),
        list(
            "bggId bggYear cooperative copies highestWins id isBaseGame isExpansion maxPlayTime \
             maxPlayerCount minAge minPlayTime minPlayerCount modificationDate name noPoints \
             preferredImage rating usesTeams uuid"
        )
    );
    // The expansions' plays: 0 in every real export, the expansion's id in its game.
    for export in &exports {
        for play in export["plays"].as_array().unwrap() {
            for expansion in play["expansionPlays"].as_array().unwrap() {
                assert_eq!(expansion["bggId"], 0);
            }
        }
    }
}

#[test]
fn the_bg_stats_file_carries_every_key_real_exports_carry_with_their_types() {
    let exports: Vec<Value> = EXPORTS.iter().map(|name| real(name)).collect();
    let (store, _) = store_with_the_game();
    let ours = bgstats_file(&store);
    assert!(!ours["plays"][0]["expansionPlays"].as_array().unwrap().is_empty(), "expansion plays to compare");
    holds_to(&ours, &exports);
    // The real reader fails without it (SOURCES.md: bgstats-merger reads userInfo.meRefId).
    assert!(ours["userInfo"]["meRefId"].is_i64());
}

#[test]
fn the_me_player_is_me_ref_id_and_the_bg_stats_names_kept_on_the_roster_are_written() {
    let (mut store, _) = store_with_the_game();
    let ann = store.find_roster_player("Ann").unwrap().unwrap();
    let ben = store.find_roster_player("Ben").unwrap().unwrap();
    store.set_roster_bgstats(ben, Some("Benjamin"), Some("A1637A2A-B17E-49F1-B05C-60CCB21B8B31")).unwrap();
    let file = bgstats_file(&store);
    assert_eq!(file["userInfo"]["meRefId"], ann);
    let player =
        |id: i64| file["players"].as_array().unwrap().iter().find(|player| player["id"] == id).unwrap().clone();
    assert_eq!(player(ann)["name"], "Ann");
    assert_eq!(player(ben)["name"], "Benjamin");
    assert_eq!(player(ben)["uuid"], "A1637A2A-B17E-49F1-B05C-60CCB21B8B31", "BG Stats' own player, matched");

    // Another player becomes "me": one at a time.
    store.set_roster_me(Some(ben)).unwrap();
    assert_eq!(bgstats_file(&store)["userInfo"]["meRefId"], ben);
    assert!(!store.roster_player(ann).unwrap().me);

    // A uuid BG Stats would not have written is refused, and nothing changes.
    match store.set_roster_bgstats(ann, None, Some("A1637A2A-B17E")) {
        Err(Error::InvalidInput { field, .. }) => assert_eq!(field, "uuid"),
        other => panic!("{other:?}"),
    }
    assert_eq!(store.roster_player(ann).unwrap().bgstats_uuid, None);

    // Nobody marked: refused with why, since every real export says whose it is.
    store.set_roster_me(None).unwrap();
    match store.export_bgstats(&[], &cet()) {
        Err(error @ Error::NotExportable { .. }) => {
            let text = in_language("en", || error.to_string());
            assert!(text.contains("which player you are") && text.contains("tally roster me"), "{text}");
        }
        other => panic!("{other:?}"),
    }
}

/// The JSON a createPlay link carries.
fn link_data(link: &str) -> Value {
    let data =
        link.strip_prefix("bgstats://app.bgstatsapp.com/createPlay.html?data=").unwrap_or_else(|| panic!("{link}"));
    let json = percent_encoding::percent_decode_str(data).decode_utf8().unwrap();
    serde_json::from_str(&json).unwrap()
}

#[test]
fn the_create_play_link_sends_what_real_writers_send_with_the_same_types() {
    let writers = real("createplay-writers.json");
    let mut documents: Vec<Value> =
        writers["writers"].as_array().unwrap().iter().map(|writer| writer["play"].clone()).collect();
    documents.push(real("createplay-rulebook-rebels.json"));
    let (store, id) = store_with_the_game();
    let ours = link_data(&store.bgstats_link(id, &cet()).unwrap());
    holds_to(&ours, &documents);
    // What BG Stats' Android app refuses a play without (SOURCES.md), and bggId a number.
    for key in ["highestWins", "noPoints"] {
        assert!(ours["game"][key].is_boolean(), "game.{key}");
    }
    for player in ours["players"].as_array().unwrap() {
        assert!(player["winner"].is_boolean() && player["startPlayer"].is_boolean(), "{player}");
    }
    assert_eq!(ours["game"]["bggId"], 822);
}

#[test]
fn the_create_play_link_of_a_finished_game_carries_its_players_scores_winners_start_player_and_date() {
    let (store, id) = store_with_the_game();
    let play = link_data(&store.bgstats_link(id, &cet()).unwrap());
    assert_eq!(play["sourceName"], "Tally");
    assert_eq!(play["playDate"], "2026-03-12 19:00:00", "18:00 UTC in CET");
    assert_eq!(play["durationMin"], 48);
    assert_eq!(play["game"]["name"], "Carcassonne");
    let players: Vec<(String, i64, bool, bool, u64)> = play["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|player| {
            (
                player["name"].as_str().unwrap().to_owned(),
                player["score"].as_i64().unwrap(),
                player["winner"].as_bool().unwrap(),
                player["startPlayer"].as_bool().unwrap(),
                player["rank"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        players,
        vec![
            ("Ann".to_owned(), 21, true, true, 1),
            ("Ben".to_owned(), 3, false, false, 2),
            ("Cléo".to_owned(), 1, false, false, 3),
        ]
    );
    // The same ids as the file, and the same from one export to the next.
    let file = bgstats_file(&store);
    let file_uuids: Vec<&Value> = file["players"].as_array().unwrap().iter().map(|player| &player["uuid"]).collect();
    for player in play["players"].as_array().unwrap() {
        assert!(file_uuids.contains(&&player["sourcePlayerId"]), "{player} in the file");
    }
    assert_eq!(play["sourcePlayId"], file["plays"][0]["uuid"]);
    assert_eq!(play["game"]["sourceGameId"], file["games"][0]["uuid"]);
    assert_eq!(link_data(&store.bgstats_link(id, &cet()).unwrap()), play, "a second export keeps the ids");
    assert_eq!(bgstats_file(&store), file);
}

#[test]
fn an_unfinished_game_has_no_create_play_link() {
    let (mut store, _) = store_with_the_game();
    let unfinished = add_game(&mut store, &["Ann", "Ben", "Cléo"], start() + chrono::Duration::days(1), played(false));
    match store.bgstats_link(unfinished, &cet()) {
        Err(error @ Error::NotExportable { .. }) => {
            assert!(in_language("en", || error.to_string()).contains("not finished"));
        }
        other => panic!("{other:?}"),
    }
}
