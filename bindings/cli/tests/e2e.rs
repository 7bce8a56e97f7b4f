//! End-to-end tests: `tally` driven as a user drives it — an interactive `play`
//! session fed on stdin, a scripted game through the subcommands with `--json`,
//! the stateless JSON contract, bad input and exit codes, and the default database
//! on a fresh home directory. Topics with files of their own:
//! `no_guesses.rs`, `easier.rs`, `rounds.rs`, `two_processes.rs`, `hostile.rs`.

mod common;

use common::{Sandbox, pairs, run, scores};
use serde_json::Value;

#[test]
fn an_interactive_game_at_the_table() {
    let sandbox = Sandbox::new("play");
    let session = "Ann red\nBen blue\n\nc3\nexp01_inns_cathedrals, mini5_mage_witch\n\
                   help\ncity 5 coa=2 cathedral red=2 blue=1\nroad 4 blue witch\nroad 2 green\nroad -1 red\nfrobnicate\n\
                   turn\nundo\nredo\nend\nroad 3 red inn\ncity 2 coa=1 blue\nfinish\nquit\n";
    let output = sandbox.tally(&["play"], session);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).expect("utf-8");
    // city.base 5x2 + 2x2 = 14, city.cathedral +5 +2 = 21 to red (2 knights against 1).
    assert!(text.contains("City: Ann +21"), "{text}");
    assert!(text.contains("city.cathedral"), "breakdown rows carry the rule ids:\n{text}");
    // road 4 halved by the witch: 2 to blue.
    assert!(text.contains("Road: Ben +2"), "{text}");
    assert!(text.contains("refused: `green`: there is no green player in this game (red Ann, blue Ben)"), "{text}");
    assert!(text.contains("refused: `tiles`: -1 is negative"), "{text}");
    assert!(text.contains("refused: unknown command or item `frobnicate`"), "{text}");
    assert!(text.contains("events at step 1A"), "help lists what the step allows:\n{text}");
    assert!(text.contains("End-game scoring, in order"), "{text}");
    // An inn on an incomplete road scores 0; an incomplete city 2 + 1 = 3.
    assert!(text.contains("Road (at the end): Ann +0"), "{text}");
    assert!(text.contains("City (at the end): Ben +3"), "{text}");
    assert!(text.contains("1. Ann") && text.contains("2. Ben"), "{text}");
    let games = sandbox.json(&["games", "--all", "--json"]);
    let seats = &games[0]["seats"];
    assert_eq!(seats[0]["score"], 21);
    assert_eq!(seats[1]["score"], 5);
    assert_eq!(seats[0]["rank"], 1);
}

#[test]
fn the_play_session_resumes_after_it_is_left() {
    let sandbox = Sandbox::new("resume");
    let first = sandbox.tally(&["play"], "Ann red\nBen blue\n\n\n\nroad 3 red\nquit\n");
    assert!(first.status.success());
    let second = sandbox.tally(&["play"], "road 2 blue\nboard\nquit\n");
    let text = String::from_utf8(second.stdout).expect("utf-8");
    assert!(text.contains("Resuming game #1."), "{text}");
    assert!(text.contains("Road: Ben +2"), "{text}");
    let state = sandbox.json(&["show", "--json"]);
    assert_eq!(scores(&state), pairs(&[("red", 3), ("blue", 2)]));
}

#[test]
fn a_scripted_game_through_the_subcommands() {
    let sandbox = Sandbox::new("script");
    let created = sandbox.json(&[
        "new",
        "--player",
        "Ann:red",
        "--player",
        "Ben:blue",
        "--player",
        "Cleo:green",
        "--expansions",
        "mini6_robbers",
        "--json",
    ]);
    assert_eq!(created["id"], 1);
    sandbox.ok(&["score", "road", "3", "red"]);
    sandbox.ok(&["score", "road", "3", "blue"]);
    let placed = sandbox.json(&["robber", "green", "3", "--json"]);
    assert_eq!(placed["state"]["players"][2]["robber"], 3);
    // A tied city: red and blue both score 4 from space 3: green chooses.
    let tied = sandbox.json(&["score", "city", "2", "red", "blue", "--json"]);
    assert_eq!(tied["state"]["pending"]["prompt"], "robber_choice");
    let refused = sandbox.tally(&["turn"], "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("must choose whom the robber steals from"));
    let chosen = sandbox.json(&["victim", "blue", "--json"]);
    assert_eq!(scores(&chosen), pairs(&[("red", 7), ("blue", 7), ("green", 2)]));
    sandbox.ok(&["correct", "green", "5", "forgotten", "cloister"]);
    sandbox.ok(&["undo"]);
    sandbox.ok(&["turn"]);
    sandbox.ok(&["end"]);
    let finished = sandbox.json(&["end", "--finish", "--json"]);
    assert_eq!(finished["state"]["phase"], "finished");
    let history = sandbox.json(&["history", "--finished", "--json"]);
    assert_eq!(history.as_array().expect("games").len(), 1);
    let stats = sandbox.json(&["stats", "Ann", "--json"]);
    assert_eq!(stats["player"]["wins"], 1, "Ann and Ben share first place with 7");
    assert_eq!(stats["charts"]["games"]["games"][0]["rank"], 1);
    let detail = sandbox.ok(&["history", "--game", "1"]);
    assert!(detail.contains("robbers.steal"), "{detail}");
    let export = sandbox.dir.join("export.json");
    sandbox.ok(&["export", "-o", export.to_str().expect("path")]);
    let other = Sandbox::new("script-import");
    let imported = other.json(&["import", export.to_str().expect("path"), "--json"]);
    assert_eq!(imported["imported"].as_array().expect("ids").len(), 1);
    assert_eq!(other.json(&["show", "--game", "1", "--json"])["state"], finished["state"]);
}

#[test]
fn bad_input_exits_2_and_changes_nothing() {
    let sandbox = Sandbox::new("bad");
    sandbox.ok(&["new", "--player", "Ann:red", "--player", "Ben:blue"]);
    sandbox.ok(&["score", "city", "3", "red"]);
    let before = sandbox.json(&["show", "--json"]);
    for (args, message) in [
        (vec!["score", "road", "-2", "red"], "-2 is negative"),
        (vec!["score", "road", "600", "red"], "above the maximum"),
        (vec!["score", "road", "2", "purple"], "no purple player"),
        (vec!["score", "volcano", "2"], "unknown command or item `volcano`"),
        (vec!["score", "road", "2", "inn"], "inn needs Inns (exp01_inns_cathedrals.inns), which is not in play"),
        (vec!["robber", "red", "7"], "needs mini6_robbers"),
        (vec!["dispatch", "two_points"], "no dispatch is waiting"),
        (vec!["delete", "99"], "entry #99"),
    ] {
        let output = sandbox.tally(&args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
    assert_eq!(sandbox.json(&["show", "--json"]), before);
    let output = sandbox.tally(&["new", "--player", "Ann:red", "--player", "Bob:red"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("red is already taken"), "{output:?}");
}

#[test]
fn storage_errors_exit_3_and_leave_the_file_alone() {
    let sandbox = Sandbox::new("storage");
    let notes = sandbox.dir.join("notes.txt");
    std::fs::write(&notes, "not a database at all, just some text\n".repeat(100)).expect("write");
    let output = run(&["games", "--db", notes.to_str().expect("path")], "", &[], &sandbox.dir);
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stderr).contains("is not a Tally database"));
    assert_eq!(std::fs::read_to_string(&notes).expect("read"), "not a database at all, just some text\n".repeat(100));
}

#[test]
fn the_json_contract_without_a_game() {
    let sandbox = Sandbox::new("json");
    let request = r#"{"ruleset": {"edition": "c3", "expansions": ["exp01_inns_cathedrals"]}, "feature": "city",
        "inputs": {"tiles": 4, "coats_of_arms": 2, "cathedral": true},
        "players": [{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]}"#;
    let output = sandbox.tally(&["score"], request);
    assert!(output.status.success());
    let score: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    // 4x2 + 2x2 = 12, cathedral +4 +2 = 18.
    assert_eq!(score["value"], 18);
    assert_eq!(score["awards"][0]["player"], "red");
    assert_eq!(score["awards"][0]["rows"][0]["rule"], "city.base");
    let event = r#"{"ruleset": {"edition": "c3", "expansions": ["exp04_tower"]}, "event": "tower.prisoner_ransom",
        "inputs": {"payer": "red", "captor": "blue"}, "players": [{"id": "red"}, {"id": "blue"}], "scores": {"red": 2}}"#;
    let output = sandbox.tally(&["event"], event);
    assert_eq!(output.status.code(), Some(2), "the payer cannot go negative");
    assert!(String::from_utf8_lossy(&output.stderr).contains("may not go below 0"));
    let schema = sandbox.json(&["schema", "city", "--expansions", "exp01_inns_cathedrals"]);
    let names: Vec<&str> = schema["inputs"]
        .as_array()
        .expect("inputs")
        .iter()
        .map(|input| input["name"].as_str().expect("name"))
        .collect();
    assert!(names.contains(&"cathedral"));
    assert!(!names.contains(&"mage"));
    let bad = sandbox.tally(&["score"], r#"{"feature": "city", "inputs": {"tiles": 3}, "players": []}"#);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("no players"));
}

#[test]
fn a_fresh_home_gets_the_default_database() {
    let sandbox = Sandbox::new("home");
    let output = run(&["play"], "Ann red\nBen blue\n\n\n\nroad 2 red\nquit\n", &[], &sandbox.dir);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(sandbox.dir.join(".local/share/tally/tally.db").exists());
}
