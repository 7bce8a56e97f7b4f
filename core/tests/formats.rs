//! Games for BG Stats and BoardGameGeek, and a result to share: a finished game
//! exported both ways carries the players, scores, winners, date and expansions it
//! was played with; player ids stay the same from one export to the next; an
//! unfinished game is refused for BG Stats and marked incomplete for BoardGameGeek;
//! names XML cannot carry are exported safely; the chat text reads in the player's
//! language with its plural forms. The game is `support/played_game.rs`'s. The BG Stats
//! file and link against real documents: `tests/bgstats.rs`; BoardGameGeek's:
//! `tests/bgg_export.rs`; the picture: `tests/pictures.rs`.

use chrono::Duration;
use quick_xml::events::Event;
use serde_json::json;
use tally_core::Error;
use tally_core::formats::bgstats;
use tally_core::l10n::in_language;
use tally_core::session::Command;
use tally_core::store::Store;

#[path = "support/played_game.rs"]
mod played_game;
use played_game::*;

#[test]
fn a_game_exported_for_bg_stats_carries_its_players_scores_winners_date_and_expansions() {
    let (store, _) = store_with_the_game();
    let json = store.export_bgstats(&[], &cet()).unwrap();
    let document: bgstats::Document = serde_json::from_str(&json).unwrap();
    assert_eq!(document.plays.len(), 1);
    let play = &document.plays[0];
    assert_eq!(play.play_date, "2026-03-12 19:00:00", "18:00 UTC in CET");
    assert_eq!(play.duration_min, 48);
    let name_of = |id: i64| document.players.iter().find(|player| player.id == id).unwrap().name.clone();
    let results: Vec<(String, &str, bool, bool, u32)> = play
        .player_scores
        .iter()
        .map(|score| (name_of(score.player_ref_id), score.score.as_str(), score.winner, score.start_player, score.rank))
        .collect();
    assert_eq!(
        results,
        vec![
            ("Ann".to_owned(), "21", true, true, 1),
            ("Ben".to_owned(), "3", false, false, 2),
            ("Cléo".to_owned(), "1", false, false, 3),
        ]
    );
    assert!(play.player_scores.iter().all(|score| score.new_player), "everyone's first game in this database");
    let game_of = |id: u32| document.games.iter().find(|game| game.id == id).unwrap();
    assert_eq!(game_of(play.game_ref_id).bgg_id, 822);
    let expansions: Vec<(String, u32, u32)> = play
        .expansion_plays
        .iter()
        .map(|expansion| {
            let game = game_of(expansion.game_ref_id);
            (game.name.clone(), game.bgg_id, expansion.bgg_id)
        })
        .collect();
    assert_eq!(
        expansions,
        vec![
            ("Carcassonne: Inns & Cathedrals".to_owned(), 2993, 0),
            ("Carcassonne: Exp. 4 - The Tower".to_owned(), 0, 0)
        ],
        "the expansion's BoardGameGeek id is its game's (The Tower has none Tally knows: exported by name); \
         expansionPlays[].bggId is 0 as in every real export"
    );
    assert_eq!(document.locations.len(), 1);
    assert_eq!(play.location_ref_id, document.locations[0].id);
}

#[test]
fn a_second_export_gives_the_same_player_ids_and_a_renamed_player_keeps_them() {
    let (mut store, _) = store_with_the_game();
    add_game(&mut store, &["Ann", "Ben", "Dora"], start() + Duration::days(1), played(true));
    let ids = |store: &Store| -> Vec<(i64, String, String)> {
        let document: bgstats::Document = serde_json::from_str(&store.export_bgstats(&[], &cet()).unwrap()).unwrap();
        document.players.into_iter().map(|player| (player.id, player.uuid, player.name)).collect()
    };
    let first = ids(&store);
    assert_eq!(first.len(), 4, "Ann and Ben once each: {first:?}");
    assert_eq!(first, ids(&store));
    let ann = first.iter().find(|(_, _, name)| name == "Ann").unwrap().0;
    store.rename_roster_player(ann, "Anna").unwrap();
    let renamed = ids(&store);
    let anna = renamed.iter().find(|(id, _, _)| *id == ann).unwrap();
    assert_eq!((&anna.1, anna.2.as_str()), (&first.iter().find(|(id, _, _)| *id == ann).unwrap().1, "Anna"));
    let document: bgstats::Document = serde_json::from_str(&store.export_bgstats(&[], &cet()).unwrap()).unwrap();
    let news: Vec<Vec<bool>> =
        document.plays.iter().map(|play| play.player_scores.iter().map(|score| score.new_player).collect()).collect();
    assert_eq!(news, vec![vec![true, true, true], vec![false, false, true]], "only Dora is new the second day");
}

/// Each `play` of a BoardGameGeek document: its attributes, its item's, its players'.
struct BggPlay {
    play: Vec<(String, String)>,
    item: Vec<(String, String)>,
    players: Vec<Vec<(String, String)>>,
}

fn attributes(start: &quick_xml::events::BytesStart<'_>) -> Vec<(String, String)> {
    start
        .attributes()
        .map(|attribute| {
            let attribute = attribute.unwrap();
            let key = String::from_utf8(attribute.key.as_ref().to_vec()).unwrap();
            (key, attribute.normalized_value(quick_xml::XmlVersion::Explicit1_0).unwrap().into_owned())
        })
        .collect()
}

fn bgg_plays(xml: &str) -> Vec<BggPlay> {
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut plays: Vec<BggPlay> = Vec::new();
    loop {
        match reader.read_event().unwrap() {
            Event::Start(start) | Event::Empty(start) => match start.name().as_ref() {
                b"play" => plays.push(BggPlay { play: attributes(&start), item: Vec::new(), players: Vec::new() }),
                b"item" => plays.last_mut().unwrap().item = attributes(&start),
                b"player" => plays.last_mut().unwrap().players.push(attributes(&start)),
                _ => {}
            },
            Event::Eof => break,
            _ => {}
        }
    }
    plays
}

fn get<'a>(attributes: &'a [(String, String)], key: &str) -> &'a str {
    attributes.iter().find(|(name, _)| name == key).map_or_else(|| panic!("no {key}"), |(_, value)| value.as_str())
}

#[test]
fn a_game_exported_for_boardgamegeek_carries_the_same_players_scores_winners_date_and_expansions() {
    let (store, _) = store_with_the_game();
    let plays = bgg_plays(&store.export_bgg(&[], &cet()).unwrap());
    let items: Vec<&str> = plays.iter().map(|play| get(&play.item, "objectid")).collect();
    assert_eq!(items, ["822", "2993"], "Carcassonne, and Inns & Cathedrals as a play of its own");
    for play in &plays {
        assert_eq!(get(&play.play, "date"), "2026-03-12");
        assert_eq!(get(&play.play, "length"), "48");
        assert_eq!(get(&play.play, "incomplete"), "0");
        let players: Vec<[&str; 6]> = play
            .players
            .iter()
            .map(|player| ["name", "color", "score", "win", "startposition", "new"].map(|key| get(player, key)))
            .collect();
        assert_eq!(
            players,
            vec![
                ["Ann", "red", "21", "1", "1", "1"],
                ["Ben", "blue", "3", "0", "2", "1"],
                ["Cléo", "green", "1", "0", "3", "1"],
            ]
        );
    }
}

#[test]
fn an_unfinished_game_is_refused_for_bg_stats_with_why_and_marked_incomplete_for_boardgamegeek() {
    let (mut store, finished) = store_with_the_game();
    let unfinished = add_game(&mut store, &["Ann", "Ben", "Cléo"], start() + Duration::days(2), played(false));
    match store.export_bgstats(&[unfinished], &cet()) {
        Err(error @ Error::NotExportable { game, .. }) => {
            assert_eq!(game, unfinished);
            let text = in_language("en", || error.to_string());
            assert!(text.contains("not finished") && text.contains("BoardGameGeek"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    let document: bgstats::Document = serde_json::from_str(&store.export_bgstats(&[], &cet()).unwrap()).unwrap();
    assert_eq!(document.plays.len(), 1, "every game means every finished game");
    assert_eq!(store.finished_game_ids(&Default::default()).unwrap(), [finished]);
    let plays = bgg_plays(&store.export_bgg(&[unfinished], &cet()).unwrap());
    assert_eq!(plays.len(), 2);
    for play in &plays {
        assert_eq!(get(&play.play, "incomplete"), "1");
        assert!(play.players.iter().all(|player| get(player, "win") == "0"), "no winner yet");
        assert_eq!(get(&play.players[0], "score"), "20", "the score so far");
    }
}

#[test]
fn names_a_format_cannot_carry_are_exported_safely() {
    let mut store = Store::open_in_memory().unwrap();
    let odd = ["<Ann & \"Co\">", "Ёжик 🦔", "Zoë's"];
    add_game(&mut store, &odd, start(), played(true));
    mark_me(&mut store, "Zoë's");
    let plays = bgg_plays(&store.export_bgg(&[], &cet()).unwrap());
    let names: Vec<&str> = plays[0].players.iter().map(|player| get(player, "name")).collect();
    assert_eq!(names, odd, "escaped in the XML, read back as they were");
    let document: bgstats::Document = serde_json::from_str(&store.export_bgstats(&[], &cet()).unwrap()).unwrap();
    let names: Vec<&str> = document.players.iter().map(|player| player.name.as_str()).collect();
    assert_eq!(names, odd);
    let text = in_language("en", || store.share_text(1, &cet()).unwrap());
    assert!(text.contains("1. <Ann & \"Co\">: 21 points"), "{text}");
}

#[test]
fn the_chat_text_reads_in_the_players_language_with_its_plural_forms() {
    let (store, id) = store_with_the_game();
    let english = in_language("en", || store.share_text(id, &cet()).unwrap());
    assert_eq!(
        english,
        "Carcassonne · 2026-03-12 · Third edition (C3)\n\
         🏆 Ann wins with 21 points\n\
         1. Ann: 21 points\n\
         2. Ben: 3 points\n\
         3. Cléo: 1 point\n\
         Expansions: Exp. 1 - Inns & Cathedrals and Exp. 4 - The Tower\n\
         4 turns · 48 min\n\
         Recorded with Tally"
    );
    let russian = in_language("ru", || store.share_text(id, &cet()).unwrap());
    for line in
        ["1. Ann: 21 очко", "2. Ben: 3 очка", "3. Cléo: 1 очко", "4 хода · 48 мин", "Ann побеждает, набрав 21 очко"]
    {
        assert!(russian.contains(line), "{line} in\n{russian}");
    }
    let czech = in_language("cs", || store.share_text(id, &cet()).unwrap());
    for line in ["1. Ann: 21 bodů", "2. Ben: 3 body", "3. Cléo: 1 bod", "4 tahy"] {
        assert!(czech.contains(line), "{line} in\n{czech}");
    }
    let romanian = in_language("ro", || store.share_text(id, &cet()).unwrap());
    for line in ["1. Ann: 21 de puncte", "2. Ben: 3 puncte", "3. Cléo: 1 punct"] {
        assert!(romanian.contains(line), "{line} in\n{romanian}");
    }
}

#[test]
fn a_tie_for_the_win_is_shared_in_the_text() {
    let mut store = Store::open_in_memory().unwrap();
    let mut tied = played(false);
    tied.extend([
        Command::StartEndGame,
        feature("city", "end_of_game", json!({"tiles": 17}), "blue"),
        command(json!({"type": "finish"})),
    ]);
    let id = add_game(&mut store, &["Ann", "Ben", "Cléo"], start(), tied);
    let text = in_language("en", || store.share_text(id, &cet()).unwrap());
    assert!(
        text.contains("🏆 Ann and Ben share the win with 20 points\n1. Ann: 20 points\n1. Ben: 20 points"),
        "{text}"
    );
}
