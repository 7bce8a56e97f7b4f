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
fn a_result_is_shared_as_text_or_as_a_png() {
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
    let piped = sandbox.tally(&["export", "--format", "png", "--theme", "dark"], "");
    assert!(piped.status.success() && piped.stdout.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG on a pipe");
    let file = sandbox.dir.join("result.png");
    sandbox.ok(&["export", "--format", "png", "-o", file.to_str().expect("path")]);
    assert!(std::fs::read(&file).expect("written").starts_with(b"\x89PNG"));
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
