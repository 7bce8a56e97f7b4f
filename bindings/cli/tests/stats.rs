//! `tally stats`: the charts' figures, the filters as options, `--json`, and the
//! plain drawing when the output is not a terminal. Three games played through the
//! command line, worked out by hand (C3): Ann a city of 4, 5, 6 tiles (8, 10, 12)
//! and a field of 2 cities (6): 14, 16, 18; Ben a road of 2, 4, 6 tiles: 2, 4, 6;
//! Cleo a city of 3 with a coat of arms: 8 each time. Ann wins all three, by 6, 8
//! and 10 over Cleo.

mod common;

use common::Sandbox;

fn three_games(name: &str) -> Sandbox {
    let sandbox = Sandbox::new(name);
    for game in 1..=3 {
        sandbox.ok(&["new", "--player", "Ann:red", "--player", "Ben:blue", "--player", "Cleo:green"]);
        sandbox.ok(&["score", "city", &(3 + game).to_string(), "red"]);
        sandbox.ok(&["score", "road", &(2 * game).to_string(), "blue"]);
        sandbox.ok(&["turn"]);
        sandbox.ok(&["score", "city", "3", "coa=1", "green"]);
        sandbox.ok(&["end"]);
        sandbox.ok(&["score", "field", "2", "red"]);
        sandbox.ok(&["end", "--finish"]);
    }
    sandbox
}

#[test]
fn the_groups_figures_come_as_json() {
    let sandbox = three_games("stats-json");
    let stats = sandbox.json(&["stats", "--json"]);
    let group = &stats["group"];
    assert_eq!(group["wins"][0]["name"], "Ann");
    assert_eq!(
        (group["wins"][0]["result"]["wins"].as_i64(), group["wins"][0]["result"]["games"].as_i64()),
        (Some(3), Some(3))
    );
    let records = group["records"].as_array().expect("records");
    let record = |kind: &str| records.iter().find(|r| r["kind"] == kind).expect(kind).clone();
    assert_eq!(
        (record("highest_score")["value"].as_i64(), record("highest_score")["game_id"].as_i64()),
        (Some(18), Some(3))
    );
    assert_eq!(
        (record("closest_finish")["value"].as_i64(), record("closest_finish")["game_id"].as_i64()),
        (Some(6), Some(1))
    );
    assert_eq!(
        (record("biggest_city")["value"].as_i64(), record("biggest_city")["points"].as_i64()),
        (Some(6), Some(12))
    );
    let ann_ben = group["pairings"]
        .as_array()
        .expect("pairs")
        .iter()
        .find(|p| p["a_name"] == "Ann" && p["b_name"] == "Ben")
        .cloned();
    assert_eq!(ann_ben.expect("Ann and Ben")["a_ahead"], 3);
}

#[test]
fn a_players_charts_are_drawn_plain_when_not_on_a_terminal() {
    let sandbox = three_games("stats-plain");
    let text = sandbox.ok(&["stats", "Ann"]);
    assert!(text.starts_with("Ann: 3 games, 3 wins (100%), average 16.0, best 18, worst 14\n"), "{text}");
    assert!(text.contains("#1  "), "{text}");
    assert!(text.contains("14  ########%%%%%%\n"), "8 points of cities, 6 of fields, a column a point:\n{text}");
    assert!(text.contains("score 14 16 18\n") && text.contains("place 1 1 1\n"), "{text}");
    assert!(!text.contains('█') && !text.contains('\u{1b}'), "no blocks, no colours when piped:\n{text}");
}

#[test]
fn the_filters_choose_the_games_and_bad_ones_are_refused() {
    let sandbox = three_games("stats-filters");
    let later = sandbox.ok(&["stats", "Ann", "--from", "2099-01-01"]);
    assert_eq!(later, "No finished game matches.\n");
    let c1 = sandbox.json(&["stats", "--edition", "c1", "--json"]);
    assert_eq!(c1["group"]["wins"].as_array().map(Vec::len), Some(0), "every game was C3");
    let together = sandbox.json(&["stats", "Cleo", "--with", "Ann", "--games", "2", "--json"]);
    assert_eq!(together["charts"]["games"]["total"], 3);
    assert_eq!(together["charts"]["games"]["games"].as_array().map(Vec::len), Some(2), "the latest two");
    let (code, message) = sandbox.fails(&["stats", "--edition", "c9"]);
    assert_eq!(code, 2, "{message}");
    let (code, message) = sandbox.fails(&["stats", "--with", "Nobody"]);
    assert_eq!(code, 2, "{message}");
    let (code, message) = sandbox.fails(&["stats", "Ann", "--games", "0"]);
    assert_eq!(code, 2, "{message}");
}
