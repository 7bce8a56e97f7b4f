//! `tally export --format tally|bgstats|bgstats-link|bgg|bgg-form|text|png`, `tally
//! roster` (who holds the phone, BG Stats names) and `tally import` refusing the other
//! apps' formats, run as a user runs them. A game of Ann (red) and Ben
//! (blue) with Inns & Cathedrals: Ann completes a city of 4 tiles with 1 coat of arms
//! (city.base: 4 x 2 + 1 x 2 = 10), and the game is finished at once.

mod common;

use common::Sandbox;
use serde_json::Value;

fn finished_game(sandbox: &Sandbox) {
    sandbox.game("exp01_inns_cathedrals");
    sandbox.ok(&["score", "city", "4", "coa=1", "red"]);
    sandbox.ok(&["end", "--finish", "--now"]);
}

#[test]
fn a_finished_game_goes_to_bg_stats_and_boardgamegeek_with_its_scores_winner_and_expansion() {
    let sandbox = Sandbox::new("exports-formats");
    finished_game(&sandbox);
    let (_, why) = sandbox.fails(&["export", "--format", "bgstats"]);
    assert!(why.contains("tally roster me"), "BG Stats' file says whose it is: {why}");
    sandbox.ok(&["roster", "me", "Ann"]);
    let document: Value = serde_json::from_str(&sandbox.ok(&["export", "--format", "bgstats"])).expect("JSON");
    let ann = document["players"].as_array().expect("players").iter().find(|p| p["name"] == "Ann").expect("Ann")["id"]
        .clone();
    assert_eq!(document["userInfo"]["meRefId"], ann);
    let play = &document["plays"][0];
    let scores: Vec<(&str, bool)> = play["playerScores"]
        .as_array()
        .expect("scores")
        .iter()
        .map(|score| (score["score"].as_str().expect("score"), score["winner"].as_bool().expect("winner")))
        .collect();
    assert_eq!(scores, [("10", true), ("0", false)]);
    let bgg_ids: Vec<i64> =
        document["games"].as_array().expect("games").iter().map(|game| game["bggId"].as_i64().expect("id")).collect();
    assert_eq!(bgg_ids, [822, 2993]);

    let file = sandbox.dir.join("plays.xml");
    sandbox.ok(&["export", "--format", "bgg", "-o", file.to_str().expect("path")]);
    let xml = std::fs::read_to_string(&file).expect("written");
    assert!(xml.contains(r#"objectid="822""#) && xml.contains(r#"objectid="2993""#), "{xml}");
    assert!(xml.contains(r#"name="Ann" startposition="1" color="red" score="10" new="1" rating="0" win="1""#), "{xml}");
}

#[test]
fn a_result_is_shared_as_text() {
    let sandbox = Sandbox::new("exports-share");
    finished_game(&sandbox);
    let text = sandbox.ok(&["export", "--format", "text"]);
    assert!(text.contains("🏆 Ann wins with 10 points\n1. Ann: 10 points\n2. Ben: 0 points\n"), "{text}");
    let french = common::run(
        &["export", "--format", "text"],
        "",
        &[("TALLY_DB", sandbox.db().to_str().expect("path")), ("LANG", "fr_FR.UTF-8")],
        &sandbox.dir,
    );
    let french = String::from_utf8(french.stdout).expect("utf-8");
    assert!(french.contains("🏆 Ann gagne avec 10 points"), "{french}");
    let (code, error) = sandbox.fails(&["export", "--format", "text", "1", "2"]);
    assert_eq!(code, 2);
    assert!(error.contains("text and png show one game"), "{error}");
}

#[test]
fn an_unfinished_game_is_refused_for_bg_stats_and_import_says_it_reads_tally_s_format_only() {
    let sandbox = Sandbox::new("exports-refusals");
    finished_game(&sandbox);
    sandbox.ok(&["roster", "me", "Ann"]);
    let bgstats = sandbox.dir.join("tally.bgsplay");
    let bgg = sandbox.dir.join("plays.xml");
    sandbox.ok(&["export", "--format", "bgstats", "-o", bgstats.to_str().expect("path")]);
    sandbox.ok(&["export", "--format", "bgg", "-o", bgg.to_str().expect("path")]);
    sandbox.game("");
    let (code, error) = sandbox.fails(&["export", "--format", "bgstats", "2"]);
    assert_eq!(code, 2);
    assert!(error.contains("game 2 cannot be exported for BG Stats: it is not finished"), "{error}");
    let xml = sandbox.ok(&["export", "--format", "bgg", "2"]);
    assert!(xml.contains(r#"incomplete="1""#), "{xml}");
    for (file, format) in [(&bgstats, "BG Stats"), (&bgg, "BoardGameGeek")] {
        let (code, error) = sandbox.fails(&["import", file.to_str().expect("path")]);
        assert_eq!(code, 2);
        assert!(error.contains(&format!("this is a {format} document")), "{error}");
    }
    let (_, error) = sandbox.fails(&["export", "--format", "bgstats", "--player", "Nobody"]);
    assert!(error.contains("Nobody"), "{error}");
}

/// The game of `finished_game` with its times fixed (30 November 2026, 20:00 to
/// 20:40 UTC), as a Tally document: the same picture every day.
const FIXED_GAME: &str = r#"{"format": "tally-export", "version": 1, "event_format": 3,
  "exported_at": "2026-11-30T21:00:00Z",
  "games": [{"uuid": "00000000-0000-4000-8000-0000000c1101",
    "started_at": "2026-11-30T20:00:00Z", "finished_at": "2026-11-30T20:40:00Z",
    "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
    "ruleset": {"edition": "c3", "expansions": ["exp01_inns_cathedrals"], "variants": {}},
    "entries": [
      {"seq": 1, "at": "2026-11-30T20:20:00Z", "command": {"type": "score_feature", "feature": "city",
        "when": "completed", "inputs": {"tiles": 4, "coats_of_arms": 1}, "players": [{"id": "red", "followers": 1}]}},
      {"seq": 2, "at": "2026-11-30T20:30:00Z", "command": {"type": "start_end_game"}},
      {"seq": 3, "at": "2026-11-30T20:40:00Z", "command": {"type": "finish"}}]}]}"#;

/// A PNG's size and pixels, as RGBA.
fn decoded(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("its size")];
    let frame = reader.next_frame(&mut pixels).expect("its pixels");
    pixels.truncate(frame.buffer_size());
    (frame.width, frame.height, pixels)
}

/// Panics unless `png` shows, pixel for pixel, the committed picture
/// `tests/pictures/<name>` (with `TALLY_BLESS_PICTURES=1`, writes it instead: look at
/// it before committing).
fn assert_same_picture(png: &[u8], name: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pictures").join(name);
    if std::env::var_os("TALLY_BLESS_PICTURES").is_some() {
        std::fs::write(&path, png).expect("written");
    }
    let (width, height, drawn) = decoded(png);
    let (committed_width, committed_height, committed) = decoded(&std::fs::read(&path).expect("the reference"));
    assert_eq!((width, height), (committed_width, committed_height), "{name}: size");
    let differing = drawn.chunks(4).zip(committed.chunks(4)).filter(|(a, b)| a != b).count();
    assert_eq!(differing, 0, "{differing} pixels differ from {}", path.display());
}

/// Source: city.base — Ann 4 x 2 + 1 x 2 = 10, Ben 0. The picture of the result, on
/// a pipe (dark) and in a file (light), is the committed one pixel for pixel: the
/// day, the standings and the chart of this game, in English, at 20:00 UTC.
#[test]
fn a_result_is_shared_as_the_picture_of_the_game() {
    let sandbox = Sandbox::new("exports-png");
    let document = sandbox.dir.join("game.json");
    std::fs::write(&document, FIXED_GAME).expect("written");
    sandbox.ok(&["import", document.to_str().expect("path")]);
    let db = sandbox.db();
    let env = [("TALLY_DB", db.to_str().expect("path")), ("TZ", "UTC"), ("LANG", "en_GB.UTF-8")];
    let piped = common::run(&["export", "--format", "png", "--theme", "dark"], "", &env, &sandbox.dir);
    assert!(piped.status.success(), "{}", String::from_utf8_lossy(&piped.stderr));
    assert_same_picture(&piped.stdout, "result-dark.png");
    let file = sandbox.dir.join("result.png");
    let written =
        common::run(&["export", "--format", "png", "-o", file.to_str().expect("path")], "", &env, &sandbox.dir);
    assert!(written.status.success(), "{}", String::from_utf8_lossy(&written.stderr));
    assert_same_picture(&std::fs::read(&file).expect("written"), "result-light.png");
}

#[test]
fn one_play_goes_to_bg_stats_as_a_link_and_to_boardgamegeek_as_its_form_s_fields() {
    let sandbox = Sandbox::new("exports-link");
    finished_game(&sandbox);
    sandbox.ok(&[
        "roster",
        "bgstats",
        "Ben",
        "--bgstats-name",
        "Benjamin",
        "--bgstats-uuid",
        "A1637A2A-B17E-49F1-B05C-60CCB21B8B31",
    ]);
    let listed = sandbox.ok(&["roster"]);
    assert!(listed.contains("Ben  blue  BG Stats: Benjamin A1637A2A-B17E-49F1-B05C-60CCB21B8B31"), "{listed}");
    let link = sandbox.ok(&["export", "--format", "bgstats-link"]);
    let data = link.trim().strip_prefix("bgstats://app.bgstatsapp.com/createPlay.html?data=").expect("the link");
    let play: Value = serde_json::from_str(&percent_decode(data)).expect("JSON");
    let players: Vec<(&str, i64, bool, &str)> = play["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            let name = p["name"].as_str().expect("name");
            (
                name,
                p["score"].as_i64().expect("score"),
                p["winner"].as_bool().expect("winner"),
                p["sourcePlayerId"].as_str().expect("id"),
            )
        })
        .collect();
    assert_eq!((players[0].0, players[0].1, players[0].2), ("Ann", 10, true));
    assert_eq!(players[1], ("Benjamin", 0, false, "A1637A2A-B17E-49F1-B05C-60CCB21B8B31"));

    let form = sandbox.ok(&["export", "--format", "bgg-form"]);
    for line in [
        "objectid: 822 (Carcassonne)",
        "players[0][name]: Ann",
        "players[0][score]: 10",
        "players[0][win]: 1",
        "objectid: 2993 (Carcassonne: Inns & Cathedrals)",
    ] {
        assert!(form.contains(line), "{line} in\n{form}");
    }
    let (_, why) = sandbox.fails(&["roster", "bgstats", "Ben", "--bgstats-uuid", "not-a-uuid"]);
    assert!(why.contains("36"), "{why}");
    let help = sandbox.ok(&["export", "--help"]);
    assert!(help.contains("BoardGameGeek has no file import for plays"), "{help}");
}

/// `text` with its %XX escapes decoded (the link's data is one URL component).
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' {
            out.push(u8::from_str_radix(&text[at + 1..at + 3], 16).expect("hex"));
            at += 3;
        } else {
            out.push(bytes[at]);
            at += 1;
        }
    }
    String::from_utf8(out).expect("utf-8")
}
