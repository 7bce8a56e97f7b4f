//! A scoring round is more than one feature. `+` joins the items one tile
//! completes, in scripts and in the session; the Messages dark spaces and the
//! robbers are settled once, at the end of the round (reference 0.3.1, 0.3.2, 0.5).

mod common;

use common::{Sandbox, pairs};

#[test]
fn a_road_and_a_city_in_one_round_draw_one_dispatch() {
    let sandbox = Sandbox::new("round-script");
    sandbox.game("mini2_messages");
    // Road 5 on red's first figure (space 5), city 5 x 2 = 10 on the second (space
    // 10): both stop on dark spaces, one dispatch is drawn, for the first figure
    // ("even if both of your scoring figures ended on dark spaces", 0.3.1).
    let round =
        sandbox.json(&["score", "road", "5", "red", "red.figure=1", "+", "city", "5", "red", "red.figure=2", "--json"]);
    let red = &round["state"]["players"][0];
    assert_eq!((red["figures"][0]["points"].as_i64(), red["figures"][1]["points"].as_i64()), (Some(5), Some(10)));
    assert_eq!(
        round["state"]["pending"],
        serde_json::json!({"prompt": "dispatch", "player": "red", "figure": 0, "space": 5})
    );
    assert_eq!(round["table"]["log_length"], 1, "one round, one entry");
    assert_eq!(round["change"]["item"]["summary"], "Road: Ann +5; City: Ann +10");
    // messages.dispatch: 2 points; neither 7 nor 12 is dark: no second dispatch.
    let resolved = sandbox.json(&["dispatch", "two_points", "--json"]);
    assert_eq!(resolved["state"]["pending"], serde_json::Value::Null);
    assert_eq!(sandbox.scores(), pairs(&[("red", 17), ("blue", 0)]));
    // Scored one at a time, the road's dispatch comes before the city can be scored.
    let other = Sandbox::new("round-apart");
    other.game("mini2_messages");
    other.ok(&["score", "road", "5", "red"]);
    let (code, stderr) = other.fails(&["score", "city", "5", "red"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("Ann has a dispatch to resolve first"), "{stderr}");
}

#[test]
fn a_round_in_the_session() {
    let sandbox = Sandbox::new("round-play");
    sandbox.game("mini2_messages");
    let text = sandbox.play("road 5 red red.figure=1 + city 5 red red.figure=2\nboard\nquit\n");
    assert!(text.contains("#1 Road: Ann +5; City: Ann +10\n  Ann +5, figure 1\n"), "{text}");
    assert!(text.contains("  Ann +10, figure 2\n"), "{text}");
    assert!(text.contains("Dispatch: Ann's figure 1 stopped on dark space 5"), "{text}");
    assert_eq!(text.matches("#2").count(), 0, "one entry:\n{text}");
}

#[test]
fn a_robber_steals_from_the_first_scoring_of_a_round() {
    let sandbox = Sandbox::new("round-robber");
    sandbox.ok(&[
        "new",
        "--player",
        "Ann:red",
        "--player",
        "Ben:blue",
        "--player",
        "Cleo:green",
        "--expansions",
        "mini6_robbers",
    ]);
    sandbox.ok(&["score", "road", "3", "red"]);
    sandbox.ok(&["robber", "green", "3"]);
    // robbers.steal: half of the first eligible scoring (the road's 2), rounded up;
    // the city's 4 points are not stolen and the robber goes home.
    let round = sandbox.json(&["score", "road", "2", "red", "+", "city", "2", "red", "--json"]);
    assert_eq!(round["state"]["players"][2]["robber"], serde_json::Value::Null);
    assert_eq!(sandbox.scores(), pairs(&[("red", 9), ("blue", 0), ("green", 1)]));
    let (code, stderr) = sandbox.fails(&["score", "+", "road", "3", "red"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("`+` joins two items of one round"), "{stderr}");
}

#[test]
fn an_entry_of_the_turns_is_edited_during_the_end_game_scoring() {
    let sandbox = Sandbox::new("edit-at-the-end");
    sandbox.game("");
    sandbox.ok(&["score", "city", "3", "red"]);
    sandbox.ok(&["turn"]);
    sandbox.ok(&["end"]);
    sandbox.ok(&["score", "road", "3", "red"]);
    // The city of turn 1 stays a completed city (city.base, 5 x 2); the road is
    // scored at the end (road.base.incomplete, 3 x 1).
    let edited = sandbox.ok(&["edit", "1", "city", "5", "red"]);
    assert!(edited.starts_with("Edited #1: was City: Ann +6\n#1 City: Ann +10\n"), "{edited}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 13), ("blue", 0)]));
    // In the session, a completed cloister has no count to ask for.
    let text = sandbox.play("edit 1 cloister red\nquit\n");
    assert!(text.contains("Edited #1: was City: Ann +10\n#1 Cloister: Ann +9"), "{text}");
}
