//! No silent guesses: each slip a player makes at the table is
//! asked about in the session or refused in a script (exit 2, the input named),
//! never filled in by a guess. Piped session and scripted subcommands alike.

mod common;

use common::{Sandbox, pairs};

/// Source: wheel_of_fortune.fortuna ("active player only") and wind_roses.placement
/// (the tile the active player placed): in Ann's turn, Ben's name or colour in the
/// player input is refused naming Ann, the active player; nothing is recorded.
#[test]
fn another_player_in_the_active_players_input_is_refused_naming_them() {
    let sandbox = Sandbox::new("active-input");
    sandbox.game("wheel_of_fortune wind_roses");
    for words in [
        ["event", "fortuna", "player=blue"],
        ["event", "fortuna", "player=Ben"],
        ["event", "wind_roses.placement", "player=blue"],
    ] {
        let (code, stderr) = sandbox.fails(&words);
        assert_eq!(code, 2, "{words:?}");
        assert!(stderr.contains("belongs to the active player (Ann), not Ben"), "{words:?}: {stderr}");
        assert_eq!(sandbox.scores(), pairs(&[("red", 0), ("blue", 0)]), "nothing recorded");
    }
    // Fortuna: 3 points to the active player.
    sandbox.ok(&["event", "fortuna", "player=red"]);
    assert_eq!(sandbox.scores(), pairs(&[("red", 3), ("blue", 0)]));
}

/// Source: after_game.barn, after_game.barn.city — at the end, a field with a barn
/// scores its barns' owners (a barn field holds no farmers): a player named there
/// has a barn. Ann's barn alone, 2 completed cities x 4 = 8 to Ann; Ann's two barns
/// against Ben's one, 1 city: 4 to Ann alone; one barn each: 4 to both.
#[test]
fn a_player_named_in_the_barn_final_scoring_has_a_barn_there() {
    let sandbox = Sandbox::new("barn");
    sandbox.game("exp05_abbey_mayor");
    sandbox.ok(&["end"]);
    let help = sandbox.play("help barn\nquit\n");
    assert!(help.contains("barns") && help.contains("Barns in the field"), "{help}");
    assert!(!help.to_lowercase().contains("farmer"), "{help}");

    let text = sandbox.ok(&["event", "barn", "completed_cities=2", "red"]);
    assert!(text.contains("Barn final scoring (at the end): Ann +8"), "{text}");
    assert!(text.contains("Completed cities next to the field (4 each)  2  +8  after_game.barn.city"), "{text}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 8), ("blue", 0)]));
    let export = sandbox.json(&["export"]);
    let recorded = &export["games"][0]["entries"].as_array().expect("entries").last().expect("an entry")["command"];
    assert_eq!(recorded["event"], "after_game.barn");
    assert_eq!(recorded["players"], serde_json::json!([{"id": "red", "barns": 1}]), "recorded as Ann's barn");

    sandbox.ok(&["event", "barn", "completed_cities=1", "red", "red", "blue"]);
    assert_eq!(sandbox.scores(), pairs(&[("red", 12), ("blue", 0)]));
    sandbox.ok(&["event", "barn", "completed_cities=1", "red.barns=1", "Ben"]);
    assert_eq!(sandbox.scores(), pairs(&[("red", 16), ("blue", 4)]));
    let (code, stderr) = sandbox.fails(&["event", "barn", "completed_cities=1", "red.barns=1", "red"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("red's barns is already given"), "{stderr}");
}

#[test]
fn a_count_left_out_is_refused_in_a_script_naming_it() {
    let sandbox = Sandbox::new("count-script");
    sandbox.game("");
    let (code, stderr) = sandbox.fails(&["score", "road", "red"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("`tiles`: say how many tiles the road has"), "{stderr}");
    assert_eq!(sandbox.json(&["show", "--json"])["state"]["log"], serde_json::json!([]), "nothing recorded");
    sandbox.ok(&["end"]);
    let (code, stderr) = sandbox.fails(&["score", "cloister", "red"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("`tiles_around`"), "{stderr}");
    // cloister.base.incomplete (C3): 1 point for the cloister's tile and 1 per tile
    // around it: 1 + 4.
    sandbox.ok(&["score", "cloister", "red", "tiles_around=4"]);
    assert_eq!(sandbox.scores(), pairs(&[("red", 5), ("blue", 0)]));
}

#[test]
fn a_count_left_out_is_asked_at_the_table() {
    let sandbox = Sandbox::new("count-table");
    sandbox.game("");
    let text = sandbox.play("road red\n3\nroad blue\nthree\n2\ncity red\n\nend\ncloister red\n4\nquit\n");
    assert!(text.contains("Road: say how many tiles the road has: 3\n#1 Road: Ann +3"), "{text}");
    assert!(text.contains("`three` is not a number"), "a bad answer is refused and asked again:\n{text}");
    assert!(text.contains("#2 Road: Ben +2"), "{text}");
    assert!(text.contains("Nothing recorded."), "an empty answer records nothing:\n{text}");
    // 1 + 4 tiles (cloister.base.incomplete).
    assert!(text.contains("Cloister (at the end): Ann +5"), "{text}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 8), ("blue", 2)]));
}

#[test]
fn a_dispatch_feature_count_is_asked_or_refused() {
    let sandbox = Sandbox::new("count-dispatch");
    sandbox.game("mini2_messages");
    // Red's first figure stops on dark space 5: a dispatch (messages.dispatch).
    sandbox.ok(&["score", "road", "5", "red"]);
    let (code, stderr) = sandbox.fails(&["dispatch", "smallest_city"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("`tiles`"), "{stderr}");
    // messages.dispatch.smallest_city: as at the end of the game, 1 point per tile.
    let text = sandbox.play("dispatch smallest_city\n2\nquit\n");
    assert!(text.contains("City: say how many tiles the city has: 2"), "{text}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 7), ("blue", 0)]));
}

#[test]
fn a_dispatch_tile_count_is_asked_or_refused_also_in_an_edit() {
    let sandbox = Sandbox::new("count-dispatch-tile");
    sandbox.game("mini2_messages");
    // A city of 5 tiles: 10 points, red's first figure stops on dark space 10.
    sandbox.ok(&["score", "city", "5", "red"]);
    let (code, stderr) = sandbox.fails(&["dispatch", "knights"]);
    assert_eq!(code, 2, "a script is refused: nobody to ask");
    assert_eq!(stderr, "tally: dispatch knights: give one count, your knights (e.g. `dispatch knights 3`)\n");
    assert_eq!(sandbox.scores(), pairs(&[("red", 10), ("blue", 0)]), "nothing changed");

    // messages.dispatch.knights: 2 points per knight; a word that is no number is asked again.
    let text = sandbox.play("dispatch knights\nmany\n3\nquit\n");
    assert!(text.contains("2 points per knight: your knights: many"), "{text}");
    assert!(text.contains("`many` is not a number (Your knights)"), "{text}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 16), ("blue", 0)]));

    // The same question when the dispatch is edited without its count: 4 knights, 8 points.
    let text = sandbox.play("edit 2 dispatch knights\n4\nquit\n");
    assert!(text.contains("2 points per knight: your knights: 4"), "{text}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 18), ("blue", 0)]));
    let (code, _) = sandbox.fails(&["edit", "2", "dispatch", "knights"]);
    assert_eq!(code, 2, "an edit from a script is refused too");
    assert_eq!(sandbox.scores(), pairs(&[("red", 18), ("blue", 0)]));
}

#[test]
fn a_scoring_that_gives_nobody_points_is_confirmed_or_refused() {
    let sandbox = Sandbox::new("nobody");
    sandbox.game("");
    let (code, stderr) = sandbox.fails(&["score", "city", "3"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("nobody scores this city") && stderr.contains("`nobody`"), "{stderr}");
    assert_eq!(sandbox.json(&["show", "--json"])["table"]["log_length"], 0);
    let recorded = sandbox.ok(&["score", "city", "3", "nobody"]);
    assert!(recorded.starts_with("#1 City: no points\n"), "the entry is shown:\n{recorded}");
    let undone = sandbox.ok(&["undo"]);
    assert!(undone.starts_with("Undid #1 City: no points\n"), "{undone}");
    let text = sandbox.play("city 3\nn\ncity 3\ny\nquit\n");
    assert!(
        text.contains("Nobody scores this city: no follower is named. Record it with no points? [y/N] n"),
        "{text}"
    );
    assert!(text.contains("Nothing recorded."), "{text}");
    assert!(text.contains("#3 City: no points"), "{text}");
    assert_eq!(sandbox.json(&["show", "--json"])["table"]["log_length"], 1);
}

#[test]
fn a_repeated_colour_counts_and_a_repeated_input_is_refused() {
    let sandbox = Sandbox::new("repeats");
    sandbox.game("");
    // Blue has two knights, red one: blue alone scores city.base, 4 x 2 + 1 x 2.
    let scored = sandbox.ok(&["score", "city", "4", "coa=1", "red", "blue", "blue"]);
    assert!(scored.starts_with("#1 City: Ben +10\n"), "{scored}");
    for (args, message) in [
        (vec!["score", "road", "3", "red=2", "red=1"], "red's followers are already given"),
        (vec!["score", "road", "3", "red", "red=2"], "red's followers are already given"),
        (vec!["score", "city", "3", "coa=1", "coa=2", "red"], "coats_of_arms is already given"),
        (vec!["score", "road", "3", "4", "red"], "is already given"),
    ] {
        let (code, stderr) = sandbox.fails(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
    let text = sandbox.play("city 4 coa=1 red blue blue\nquit\n");
    assert!(text.contains("#2 City: Ben +10"), "{text}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 0), ("blue", 20)]));
}

#[test]
fn a_dispatch_moves_the_figure_the_player_names() {
    let sandbox = Sandbox::new("dispatch-figure");
    sandbox.game("mini2_messages");
    sandbox.ok(&["score", "road", "5", "red"]);
    let (code, stderr) = sandbox.fails(&["dispatch", "two_points", "blue.figure=2"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("the dispatch is Ann's"), "{stderr}");
    let (code, stderr) = sandbox.fails(&["dispatch", "two_points", "extra"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("takes nothing more than the tile, not `extra`"), "{stderr}");
    let done = sandbox.json(&["dispatch", "two_points", "red.figure=2", "--json"]);
    let figures = &done["state"]["players"][0]["figures"];
    assert_eq!((figures[0]["points"].as_i64(), figures[1]["points"].as_i64()), (Some(5), Some(2)));
    // In the session: blue's road of 10 stops on dark space 10; the 2 points go to
    // blue's second figure.
    let text = sandbox.play("turn\nroad 10 blue\ndispatch two_points figure=2\nquit\n");
    assert!(text.contains("Ben's figure 1 stopped on dark space 10"), "{text}");
    let state = sandbox.json(&["show", "--json"]);
    let figures = &state["state"]["players"][1]["figures"];
    assert_eq!((figures[0]["points"].as_i64(), figures[1]["points"].as_i64()), (Some(10), Some(2)));
}

#[test]
fn a_database_path_in_a_missing_folder_is_refused() {
    let sandbox = Sandbox::new("typo-db");
    let typo = sandbox.dir.join("typo/dir/x.db");
    let output = common::run(&["--db", typo.to_str().expect("path"), "games"], "", &[], &sandbox.dir);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("does not exist"));
    assert!(!sandbox.dir.join("typo").exists(), "no folder is created");
    let output = common::run(&["games"], "", &[("TALLY_DB", typo.to_str().expect("path"))], &sandbox.dir);
    assert_eq!(output.status.code(), Some(2));
    assert!(!sandbox.dir.join("typo").exists());
}

#[test]
fn seats_are_read_the_same_way_everywhere() {
    let sandbox = Sandbox::new("seats");
    let text = sandbox.play("Cat magenta\nCat black\nAnn red\nann blue\nAnna blue\n\n\n\nquit\n");
    assert!(text.contains("`Cat magenta`: `magenta` is not a colour"), "{text}");
    assert!(text.contains("`ann blue`: Ann plays already; two seats cannot share a name"), "{text}");
    let games = sandbox.json(&["games", "--json"]);
    let names: Vec<&str> =
        games[0]["seats"].as_array().expect("seats").iter().map(|seat| seat["name"].as_str().expect("name")).collect();
    assert_eq!(names, ["Cat", "Ann", "Anna"]);
    let (code, stderr) = sandbox.fails(&["new", "--player", "Cat magenta", "--player", "Ann:red"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("`magenta` is not a colour"), "{stderr}");
    let (code, stderr) = sandbox.fails(&["new", "--player", "Cat", "--player", "Ann:red"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("give a name and a colour"), "{stderr}");
    let (code, stderr) = sandbox.fails(&["new", "--player", "Ann:red", "--player", "ANN:blue"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("two seats cannot share a name"), "{stderr}");
    sandbox.ok(&["new", "--player", "Cat black", "--player", "Ann:red"]);
    assert_eq!(sandbox.json(&["games", "--json"]).as_array().expect("games").len(), 2);
}

#[test]
fn an_end_game_item_is_scored_once_per_game() {
    let sandbox = Sandbox::new("once");
    sandbox.game("exp02_traders_builders");
    sandbox.ok(&["end"]);
    let (code, stderr) = sandbox.fails(&["event", "trade_goods"]);
    assert_eq!(code, 2, "no inputs: nothing to score");
    assert!(stderr.contains("nobody scores"), "{stderr}");
    // after_game.trade_goods: the most wine tokens score 10.
    let scored = sandbox.ok(&["event", "trade_goods", "red.wine=3"]);
    assert!(scored.starts_with("#2 Trade goods (at the end): Ann +10\n"), "{scored}");
    let (code, stderr) = sandbox.fails(&["event", "trade_goods", "red.wine=3"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("once per game"), "{stderr}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 10), ("blue", 0)]));
}
