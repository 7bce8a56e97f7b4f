//! Easier to use: figures numbered 1 and 2, `victim`, `help <command>`
//! for every command, the dispatch tiles in `--help`, ◆ explained, `finish` during
//! the turns, what undo/redo/edit/delete changed, names wherever colours go, the
//! same expansions everywhere, messages in the player's words, standings in JSON,
//! finished games found without `--game`, aligned columns and plurals, and the
//! session's commands parsed by clap.

mod common;

use common::{Sandbox, pairs};
use unicode_width::UnicodeWidthStr;

#[test]
fn figures_are_numbered_one_and_two() {
    let sandbox = Sandbox::new("figures");
    sandbox.game("mini2_messages");
    let board = sandbox.ok(&["show"]);
    assert!(board.contains("1: space 0◆  2: space 0◆"), "{board}");
    assert!(
        board.contains("◆ a dark space: a figure that stops there after a scoring round draws a dispatch"),
        "{board}"
    );
    let moved = sandbox.json(&["score", "road", "3", "red", "red.figure=2", "--json"]);
    let figures = &moved["state"]["players"][0]["figures"];
    assert_eq!((figures[0]["points"].as_i64(), figures[1]["points"].as_i64()), (Some(0), Some(3)));
    for figure in ["red.figure=0", "red.figure=3"] {
        let (code, stderr) = sandbox.fails(&["score", "road", "3", "red", figure]);
        assert_eq!(code, 2);
        assert!(stderr.contains("is not a scoring figure (1 or 2)"), "{stderr}");
    }
    // A road of 2 takes red's first figure to dark space 2? No: 0 + 2 = 2 is light,
    // 3 + 2 = 5 is dark, so the figure that can draw a dispatch takes it.
    let scored = sandbox.ok(&["score", "road", "2", "red"]);
    assert!(scored.contains("  Ann +2, figure 2"), "{scored}");
    assert!(scored.contains("Dispatch: Ann's figure 2 stopped on dark space 5"), "{scored}");
}

#[test]
fn a_robber_victim_is_chosen_with_victim() {
    let sandbox = Sandbox::new("victim");
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
    sandbox.ok(&["score", "road", "3", "blue"]);
    sandbox.ok(&["robber", "Cleo", "3"]);
    let tied = sandbox.ok(&["score", "city", "2", "Ann", "Ben"]);
    assert!(tied.contains("`victim <player>`"), "the prompt says what to type:\n{tied}");
    let text = sandbox.play("victim Ben\nquit\n");
    // robbers.steal: half of Ben's 4 points, rounded up.
    assert!(text.contains("#5 Robber steals from Ben"), "{text}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 7), ("blue", 7), ("green", 2)]));
}

#[test]
fn every_command_help_lists_has_its_own_help() {
    let sandbox = Sandbox::new("help");
    sandbox.game("mini2_messages");
    let text = sandbox.play("help\nquit\n");
    let commands: Vec<String> = text
        .lines()
        .skip_while(|line| !line.starts_with("Commands"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .map(|line| line.split_whitespace().next().expect("name").to_owned())
        .collect();
    // The session's commands (README, "An example session" and the subcommands).
    let every = [
        "help", "board", "log", "todo", "step", "undo", "redo", "turn", "double", "end", "finish", "reopen", "robber",
        "victim", "dispatch", "correct", "edit", "delete", "new", "quit",
    ];
    assert_eq!(commands, every);
    let lines: String = commands.iter().map(|name| format!("help {name}\n")).collect();
    let helps = sandbox.play(&format!("{lines}help city\nrobber --help\nquit\n"));
    for name in &commands {
        assert!(helps.contains(&format!("Usage: {name}")), "help {name}:\n{helps}");
    }
    assert!(!helps.contains("refused"), "{helps}");
    assert!(helps.contains("Usage: robber <OWNER> <SPACE>"), "{helps}");
    assert!(helps.contains("City tiles") && helps.contains("must be given"), "help city shows its form:\n{helps}");
    assert!(helps.contains("smallest_city <city words>"), "help dispatch lists the tiles:\n{helps}");
    let dispatch = sandbox.ok(&["dispatch", "--help"]);
    for tile in ["two_points", "smallest_road", "knights N", "score_meeple"] {
        assert!(dispatch.contains(tile), "{tile} in:\n{dispatch}");
    }
}

#[test]
fn finish_during_the_turns_asks_first() {
    let sandbox = Sandbox::new("finish");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    let text = sandbox.play("finish\n\nfinish\nend\nroad 2 blue\nfinish\nquit\n");
    assert!(text.contains("The end-game scoring has not begun"), "{text}");
    assert!(text.contains("Nothing recorded."), "{text}");
    assert!(text.contains("End-game scoring, in order"), "answering `end` starts it:\n{text}");
    assert!(text.contains("Standings:\n1. Ann"), "{text}");
    let other = Sandbox::new("finish-script");
    other.game("");
    let (code, stderr) = other.fails(&["end", "--finish"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("`tally end --finish --now` finishes without it"), "{stderr}");
    let finished = other.json(&["end", "--finish", "--now", "--json"]);
    assert_eq!(finished["state"]["phase"], "finished");
}

#[test]
fn undo_redo_edit_and_delete_say_what_they_changed() {
    let sandbox = Sandbox::new("changes");
    sandbox.game("");
    // city.base: 4 tiles x 2.
    assert!(sandbox.ok(&["score", "city", "4", "red"]).starts_with("#1 City: Ann +8\n"));
    assert!(sandbox.ok(&["undo"]).starts_with("Undid #1 City: Ann +8\n"));
    assert!(sandbox.ok(&["redo"]).starts_with("Redid #1 City: Ann +8\n"));
    let edited = sandbox.ok(&["edit", "1", "city", "5", "red"]);
    assert!(edited.starts_with("Edited #1: was City: Ann +8\n#1 City: Ann +10\n"), "{edited}");
    sandbox.ok(&["score", "road", "2", "blue"]);
    assert!(sandbox.ok(&["delete", "#1"]).starts_with("Deleted #1 City: Ann +10\n"));
    assert_eq!(sandbox.scores(), pairs(&[("red", 0), ("blue", 2)]));
    // Undo takes back the last entry in effect: the road (the deletion is done).
    let text = sandbox.play("undo\nroad 2 blue\nedit 8 road 3 blue\nquit\n");
    assert!(text.contains("Undid #5 Road: Ben +2"), "{text}");
    assert!(text.contains("Edited #8: was Road: Ben +2\n#8 Road: Ben +3"), "{text}");
}

#[test]
fn player_names_work_wherever_colours_do() {
    let sandbox = Sandbox::new("names");
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
    sandbox.ok(&["score", "road", "3", "ann"]);
    sandbox.ok(&["robber", "CLEO", "3"]);
    sandbox.ok(&["correct", "Ben", "4", "forgotten", "road"]);
    let text = sandbox.play("road 2 Ann\nquit\n");
    // robbers.steal: half of Ann's 2, rounded up.
    assert!(text.contains("Cleo +1"), "{text}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 5), ("blue", 4), ("green", 1)]));
    let (code, stderr) = sandbox.fails(&["robber", "Dora", "3"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("`Dora` is not a player of this game (red Ann, blue Ben, green Cleo)"), "{stderr}");
}

#[test]
fn expansions_are_given_the_same_way_everywhere() {
    let sandbox = Sandbox::new("expansions");
    sandbox.play("Ann red\nBen blue\n\n\nexp01_inns_cathedrals mini5_mage_witch\nquit\n");
    sandbox.ok(&[
        "new",
        "--player",
        "Ann:red",
        "--player",
        "Ben:blue",
        "--expansions",
        "exp01_inns_cathedrals mini5_mage_witch",
    ]);
    sandbox.ok(&[
        "new",
        "--player",
        "Ann:red",
        "--player",
        "Ben:blue",
        "--expansions",
        "mini5_mage_witch,exp01_inns_cathedrals",
    ]);
    let games = sandbox.json(&["games", "--json"]);
    let rulesets: Vec<&serde_json::Value> =
        games.as_array().expect("games").iter().map(|game| &game["ruleset"]).collect();
    assert_eq!(rulesets.len(), 3);
    assert!(rulesets.iter().all(|ruleset| *ruleset == rulesets[0]), "{rulesets:?}");
    // A preset names its edition and its expansions, in the session as in `new`.
    sandbox.tally(&["play", "--new"], "Ann red\nBen blue\n\n\nbig_box_6\nquit\n");
    sandbox.ok(&["new", "--player", "Ann:red", "--player", "Ben:blue", "--expansions", "big_box_6"]);
    let games = sandbox.json(&["games", "--json"]);
    assert_eq!(games[0]["ruleset"], games[1]["ruleset"]);
}

#[test]
fn errors_say_what_is_wrong_in_the_players_words() {
    let sandbox = Sandbox::new("words");
    sandbox.game("");
    for (args, message) in [
        (vec!["score", "city", "3.5", "red"], "`3.5` is not a whole number (City tiles)"),
        (
            vec!["score", "city", "99999999999999999999", "red"],
            "`99999999999999999999` is too large (City tiles: at most 500)",
        ),
        (vec!["score", "cloister", "9", "red"], "`9`: Cloister has no count to give here"),
        (vec!["score", "road", "3", "inn", "red"], "inn needs Inns (exp01_inns_cathedrals.inns), which is not in play"),
        (vec!["score", "road", "3", "bridge=1", "red"], "`bridge=1` is not an input of Road (its inputs:"),
        (vec!["score", "road", "3", "+"], "`+` joins two items"),
        (vec!["robber", "red", "60"], "`60` is not a track space (0 to 49)"),
        (vec!["edit", "x", "road", "3", "red"], "`x` is not an entry number"),
    ] {
        let (code, stderr) = sandbox.fails(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(!stderr.contains("(inputs: )"), "{stderr}");
    }
}

#[test]
fn standings_and_finished_games_without_game() {
    let sandbox = Sandbox::new("finished");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "blue"]);
    sandbox.ok(&["end"]);
    let finished = sandbox.json(&["end", "--finish", "--json"]);
    let standings = &finished["table"]["standings"];
    assert_eq!(standings[0]["player"], "blue");
    assert_eq!(standings[0]["rank"], 1);
    assert_eq!(standings[0]["score"], 3);
    assert_eq!(standings[1]["player"], "red");
    let shown = sandbox.ok(&["show"]);
    assert!(shown.contains("· finished") && shown.contains("Standings:\n1. Ben"), "{shown}");
    let reopened = sandbox.ok(&["end", "--reopen"]);
    assert!(reopened.starts_with("#4 The game is reopened"), "{reopened}");
    let (code, stderr) = Sandbox::new("finished-none").fails(&["end", "--reopen"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("no finished game"), "{stderr}");
}

#[test]
fn columns_align_wide_names_and_counts_are_plural() {
    let sandbox = Sandbox::new("wide");
    sandbox.ok(&["new", "--player", "Ann:red", "--player", "李雷:blue", "--player", "🐱 Cat:green"]);
    sandbox.ok(&["score", "road", "12", "blue"]);
    let board = sandbox.ok(&["show"]);
    let ends: Vec<usize> = board
        .lines()
        .filter(|line| line.contains("space"))
        .map(|line| line[..line.find("space").expect("space")].width())
        .collect();
    assert_eq!(ends.len(), 3, "{board}");
    assert!(ends.iter().all(|end| *end == ends[0]), "the figures start in one column:\n{board}");
    sandbox.ok(&["end"]);
    sandbox.ok(&["end", "--finish"]);
    let stats = sandbox.ok(&["stats", "Ann"]);
    assert!(stats.starts_with("Ann: 1 game, 0 wins"), "{stats}");
    let export = sandbox.dir.join("one.json");
    sandbox.ok(&["export", "-o", export.to_str().expect("path")]);
    let other = Sandbox::new("wide-import");
    assert_eq!(other.ok(&["import", export.to_str().expect("path")]), "Imported 1 game; 0 already there.\n");
}

#[test]
fn the_sessions_commands_are_parsed_by_clap() {
    let sandbox = Sandbox::new("clap");
    sandbox.game("mini6_robbers");
    let text = sandbox.play("robber green\ncorrect red\nundo now\nquit\n");
    assert!(text.contains("refused: the following required arguments were not provided:"), "{text}");
    assert!(text.contains("Usage: robber <OWNER> <SPACE>"), "{text}");
    assert!(text.contains("Usage: correct <PLAYER> <POINTS> <REASON>..."), "{text}");
    assert!(text.contains("unexpected argument 'now'"), "{text}");
}

#[test]
fn the_language_is_chosen_with_lang_or_the_environment() {
    let sandbox = Sandbox::new("lang");
    sandbox.game("");
    let board = sandbox.ok(&["--lang", "de", "show"]);
    assert!(board.starts_with("Spiel #1 · 3. Edition (C3) · Zug 1"), "the command line's words too:\n{board}");
    let db = sandbox.db();
    for locale in ["fr_FR.UTF-8", "C", "xx"] {
        let output =
            common::run(&["show"], "", &[("TALLY_DB", db.to_str().expect("path")), ("LANG", locale)], &sandbox.dir);
        assert!(output.status.success(), "LANG={locale}: {}", String::from_utf8_lossy(&output.stderr));
    }
}

#[test]
fn a_failure_with_json_is_json_with_its_code() {
    let sandbox = Sandbox::new("json-failure");
    sandbox.game("");
    let failure = |args: &[&str]| {
        let output = sandbox.tally(args, "");
        let error: serde_json::Value = serde_json::from_slice(&output.stdout).expect("a JSON failure on stdout");
        (output.status.code(), error["error"].clone(), String::from_utf8_lossy(&output.stderr).into_owned())
    };

    let (exit, error, stderr) = failure(&["undo", "--json"]);
    assert_eq!(exit, Some(2));
    assert_eq!(error["code"], "nothing_to_undo", "the core's code");
    assert_eq!(error["exit"], 2);
    assert_eq!(error["message"], "nothing to undo");
    assert_eq!(stderr, "tally: nothing to undo\n", "stderr says it as always");

    let (exit, error, _) = failure(&["score", "city", "3.5", "red", "--json"]);
    assert_eq!((exit, &error["code"]), (Some(2), &serde_json::json!("bad_input")), "the command line's own refusal");
    assert_eq!(error["message"], "`3.5` is not a whole number (City tiles)");

    let (_, error, _) = failure(&["score", "city", "3", "red", "coa=1", "coa=2", "--json"]);
    assert_eq!(error["code"], "bad_input");
    assert_eq!(sandbox.scores(), common::pairs(&[("red", 0), ("blue", 0)]), "nothing changed");

    let without = sandbox.tally(&["undo"], "");
    assert!(without.stdout.is_empty(), "without --json a failure prints nothing on stdout");
}
