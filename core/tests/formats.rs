//! Games for BG Stats and BoardGameGeek, and a result to share: a finished game
//! exported both ways carries the players, scores, winners, date and expansions it
//! was played with; player ids stay the same from one export to the next; the BG
//! Stats document has the shape of the committed example (`tests/bgstats/example.json`,
//! written from BG Stats' public description, see docs/exports.md); an unfinished game
//! is refused for BG Stats and marked incomplete for BoardGameGeek; names XML or the
//! font cannot carry are exported safely; the chat text reads in the player's language
//! with its plural forms; the picture matches the committed references.
//!
//! The game: Ann (red), Ben (blue) and Cléo (green), third edition with Inns &
//! Cathedrals and The Tower, started 2026-03-12 18:00 UTC and finished 48 minutes
//! later. Ann completes a city of 6 tiles with 4 coats of arms (city.base: 6 x 2 +
//! 4 x 2 = 20), Ben a road of 3 tiles (road.base: 3); at the end Ann and Cléo each
//! have a road of 1 tile (road.base.incomplete: 1). Final: Ann 21, Ben 3, Cléo 1. The
//! last tile is placed in turn 4 (three turns ended before it): 4 turns.

use chrono::{DateTime, Duration, FixedOffset, TimeZone, Utc};
use quick_xml::events::Event;
use serde_json::{Value, json};
use tally_core::formats::{Theme, bgstats};
use tally_core::l10n::in_language;
use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, Store};
use tally_core::{Edition, Error, Ruleset};

fn command(value: Value) -> Command {
    serde_json::from_value(value).unwrap()
}

fn feature(feature: &str, when: &str, inputs: Value, player: &str) -> Command {
    command(json!({"type": "score_feature", "feature": feature, "when": when, "inputs": inputs,
                   "players": [{"id": player, "followers": 1}]}))
}

fn start() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 12, 18, 0, 0).unwrap()
}

/// Central European Time: 18:00 UTC is 19:00 there.
fn cet() -> FixedOffset {
    FixedOffset::east_opt(3600).unwrap()
}

fn ruleset() -> Ruleset {
    let mut ruleset = Ruleset::base(Edition::C3);
    ruleset.enable_key("exp01_inns_cathedrals").unwrap();
    ruleset.enable_key("exp04_tower").unwrap();
    ruleset
}

/// Plays `commands` with `names` (red, blue, green) in a scratch store and imports the
/// game into `store` as if started at `started`, its entries a minute apart, finished
/// (when the commands finish it) 48 minutes after the start.
fn add_game(store: &mut Store, names: [&str; 3], started: DateTime<Utc>, commands: Vec<Command>) -> i64 {
    let mut scratch = Store::open_in_memory().unwrap();
    let seats: Vec<GameSeat> = names
        .iter()
        .zip([Colour::Red, Colour::Blue, Colour::Green])
        .map(|(name, colour)| GameSeat { roster_id: None, name: (*name).to_owned(), colour })
        .collect();
    let mut active = scratch.create_game(&seats, ruleset()).unwrap();
    for command in commands {
        scratch.execute(&mut active, command).unwrap();
    }
    let mut document: Value = serde_json::to_value(scratch.export(&[]).unwrap()).unwrap();
    let game = &mut document["games"][0];
    game["uuid"] = json!(format!("00000000-0000-4000-8000-{:012}", started.timestamp()));
    game["started_at"] = json!(started);
    if !game["finished_at"].is_null() {
        game["finished_at"] = json!(started + Duration::minutes(48));
    }
    for (index, entry) in game["entries"].as_array_mut().unwrap().iter_mut().enumerate() {
        entry["at"] = json!(started + Duration::minutes(index as i64 + 1));
    }
    let report = store.import(&serde_json::to_string(&document).unwrap()).unwrap();
    report.imported[0]
}

fn played(finish: bool) -> Vec<Command> {
    let mut commands = vec![
        feature("city", "completed", json!({"tiles": 6, "coats_of_arms": 4}), "red"),
        Command::EndTurn,
        feature("road", "completed", json!({"tiles": 3}), "blue"),
        Command::EndTurn,
        Command::EndTurn,
    ];
    if finish {
        commands.extend([
            Command::StartEndGame,
            feature("road", "end_of_game", json!({"tiles": 1}), "red"),
            feature("road", "end_of_game", json!({"tiles": 1}), "green"),
            command(json!({"type": "finish"})),
        ]);
    }
    commands
}

fn store_with_the_game() -> (Store, i64) {
    let mut store = Store::open_in_memory().unwrap();
    let id = add_game(&mut store, ["Ann", "Ben", "Cléo"], start(), played(true));
    (store, id)
}

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
    let expansions: Vec<(String, u32)> = play
        .expansion_plays
        .iter()
        .map(|expansion| (game_of(expansion.game_ref_id).name.clone(), expansion.bgg_id))
        .collect();
    assert_eq!(
        expansions,
        vec![("Carcassonne: Inns & Cathedrals".to_owned(), 2993), ("Carcassonne: Exp. 4 - The Tower".to_owned(), 0)],
        "The Tower has no BoardGameGeek id Tally knows: exported by name"
    );
    assert_eq!(document.locations.len(), 1);
    assert_eq!(play.location_ref_id, document.locations[0].id);
}

/// The value at each key of `example`, with what the export has there.
fn same_shape(path: &str, example: &Value, exported: &Value) {
    match (example, exported) {
        (Value::Object(example), Value::Object(exported)) => {
            let expected: Vec<&String> = example.keys().collect();
            let found: Vec<&String> = exported.keys().collect();
            let mut expected_sorted = expected.clone();
            expected_sorted.sort();
            let mut found_sorted = found.clone();
            found_sorted.sort();
            assert_eq!(found_sorted, expected_sorted, "the keys of {path}");
            for (key, value) in example {
                same_shape(&format!("{path}.{key}"), value, &exported[key]);
            }
        }
        (Value::Array(example), Value::Array(exported)) => {
            assert!(!exported.is_empty(), "{path} is empty: nothing to compare");
            for (index, item) in exported.iter().enumerate() {
                same_shape(&format!("{path}[{index}]"), &example[0], item);
            }
        }
        (Value::Number(example), Value::Number(exported)) => {
            assert_eq!(example.is_i64() || example.is_u64(), exported.is_i64() || exported.is_u64(), "{path}: integer");
        }
        (Value::String(example), Value::String(exported)) => {
            let looks_like_a_date =
                |text: &str| chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S").is_ok();
            assert_eq!(looks_like_a_date(example), looks_like_a_date(exported), "{path}: `{exported}` as `{example}`");
            let looks_like_a_uuid = |text: &str| text.len() == 36 && text.to_uppercase() == text && uuid_shape(text);
            assert_eq!(looks_like_a_uuid(example), looks_like_a_uuid(exported), "{path}: `{exported}` as `{example}`");
        }
        (Value::Bool(_), Value::Bool(_)) | (Value::Null, Value::Null) => {}
        _ => panic!("{path}: {exported} is not of the type of {example}"),
    }
}

fn uuid_shape(text: &str) -> bool {
    text.split('-').map(str::len).collect::<Vec<_>>() == [8, 4, 4, 4, 12]
}

#[test]
fn the_bg_stats_document_has_the_shape_of_the_example() {
    let example: Value = serde_json::from_str(include_str!("bgstats/example.json")).unwrap();
    let (store, _) = store_with_the_game();
    let exported: Value = serde_json::from_str(&store.export_bgstats(&[], &cet()).unwrap()).unwrap();
    same_shape("document", &example, &exported);
}

#[test]
fn a_second_export_gives_the_same_player_ids_and_a_renamed_player_keeps_them() {
    let (mut store, _) = store_with_the_game();
    add_game(&mut store, ["Ann", "Ben", "Dora"], start() + Duration::days(1), played(true));
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
    let unfinished = add_game(&mut store, ["Ann", "Ben", "Cléo"], start() + Duration::days(2), played(false));
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
    add_game(&mut store, odd, start(), played(true));
    let plays = bgg_plays(&store.export_bgg(&[], &cet()).unwrap());
    let names: Vec<&str> = plays[0].players.iter().map(|player| get(player, "name")).collect();
    assert_eq!(names, odd, "escaped in the XML, read back as they were");
    let document: bgstats::Document = serde_json::from_str(&store.export_bgstats(&[], &cet()).unwrap()).unwrap();
    let names: Vec<&str> = document.players.iter().map(|player| player.name.as_str()).collect();
    assert_eq!(names, odd);
    let text = in_language("en", || store.share_text(1, &cet()).unwrap());
    assert!(text.contains("1. <Ann & \"Co\">: 21 points"), "{text}");
    let png = store.share_picture(1, Theme::Light, &cet()).unwrap();
    assert!(png.starts_with(b"\x89PNG"), "the hedgehog the font lacks is drawn as ?, the picture still made");
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
    let id = add_game(&mut store, ["Ann", "Ben", "Cléo"], start(), tied);
    let text = in_language("en", || store.share_text(id, &cet()).unwrap());
    assert!(
        text.contains("🏆 Ann and Ben share the win with 20 points\n1. Ann: 20 points\n1. Ben: 20 points"),
        "{text}"
    );
}

/// A PNG's pixels, as RGB.
struct Decoded {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Decoded {
    fn from(png: &[u8]) -> Decoded {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut pixels).unwrap();
        let channels = frame.color_type.samples();
        let rgb = pixels[..frame.buffer_size()].chunks(channels).flat_map(|pixel| pixel[..3].to_vec()).collect();
        Decoded { width: frame.width, height: frame.height, rgb }
    }

    fn pixel(&self, x: u32, y: u32) -> (u8, u8, u8) {
        let at = (y as usize * self.width as usize + x as usize) * 3;
        (self.rgb[at], self.rgb[at + 1], self.rgb[at + 2])
    }
}

/// The committed reference of `theme`: `tests/pictures/result-<theme>.png`. With
/// `TALLY_BLESS_PICTURES=1` the test writes it instead (then look at it before
/// committing: docs/exports.md).
fn reference(theme: Theme) -> std::path::PathBuf {
    let name = match theme {
        Theme::Light => "result-light.png",
        Theme::Dark => "result-dark.png",
    };
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pictures").join(name)
}

#[test]
fn the_picture_matches_the_committed_references_light_and_dark() {
    let (store, id) = store_with_the_game();
    for theme in [Theme::Light, Theme::Dark] {
        let png = in_language("en", || store.share_picture(id, theme, &cet()).unwrap());
        let path = reference(theme);
        if std::env::var_os("TALLY_BLESS_PICTURES").is_some() {
            std::fs::write(&path, &png).unwrap();
        }
        let drawn = Decoded::from(&png);
        let committed = Decoded::from(&std::fs::read(&path).unwrap());
        assert_eq!((drawn.width, drawn.height), (committed.width, committed.height), "{theme:?}");
        let differing = drawn.rgb.chunks(3).zip(committed.rgb.chunks(3)).filter(|(a, b)| a != b).count();
        assert_eq!(differing, 0, "{theme:?}: {differing} pixels differ from {}", path.display());
    }
}

#[test]
fn the_picture_is_light_or_dark_and_shows_the_winner_in_their_colour() {
    let (store, id) = store_with_the_game();
    let luminance = |theme| {
        let png = store.share_picture(id, theme, &cet()).unwrap();
        let pixmap = Decoded::from(&png);
        let (red, green, blue) = pixmap.pixel(2, 2);
        (u32::from(red) + u32::from(green) + u32::from(blue), pixmap)
    };
    let (light, pixmap) = luminance(Theme::Light);
    let (dark, _) = luminance(Theme::Dark);
    assert!(light > 600 && dark < 150, "light {light}, dark {dark}");
    // Red is Colour::Red's sRGB value; the winner's disc is on the first row.
    let red = (0xD7, 0x26, 0x1E);
    let reds = (0..pixmap.height / 2)
        .flat_map(|y| (0..pixmap.width).map(move |x| (x, y)))
        .filter(|&(x, y)| pixmap.pixel(x, y) == red)
        .count();
    assert!(reds > 500, "Ann's red disc and chart line: {reds} red pixels in the upper half");
}
