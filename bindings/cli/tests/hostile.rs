//! Hostile input at the command line: words that would make a parser recurse
//! without end, names that would drive the terminal, and exit codes and messages: a
//! full stdout after a recorded command is exit 1 with a message, never a panic;
//! messages name no program structures.

mod common;

use std::process::{Command, Stdio};

use common::{Sandbox, pairs, run};

#[test]
fn endless_edits_are_refused_without_recursing() {
    let sandbox = Sandbox::new("edits");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    let mut args = vec!["score"];
    for _ in 0..20_000 {
        args.extend(["edit", "1"]);
    }
    args.extend(["road", "3", "red"]);
    let (code, stderr) = sandbox.fails(&args);
    assert_eq!(code, 2, "refused, not aborted: {stderr}");
    assert!(stderr.contains("too many words (40003): a command has at most 200"), "{stderr}");
    let (code, stderr) = sandbox.fails(&["edit", "1", "edit", "1", "edit", "1", "road", "4", "red"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("not by undo, redo, edit or delete"), "{stderr}");
    let long_line = "edit 1 ".repeat(100_000);
    let nested = "edit 1 ".repeat(90) + "road 4 red";
    let text = sandbox.play(&format!("{long_line}\n{nested}\nroad 2 red\nquit\n"));
    assert!(text.contains("refused: the line is too long"), "{}", &text[text.len().saturating_sub(2000)..]);
    assert!(text.contains("refused: an entry is replaced by a scoring or a move of the game"), "{text}");
    assert!(text.contains("#2 Road: Ann +2"), "the session carries on:\n{text}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 5), ("blue", 0)]));
}

#[test]
fn names_from_a_file_cannot_drive_the_terminal() {
    let sandbox = Sandbox::new("escapes");
    sandbox.game("");
    sandbox.ok(&["score", "road", "3", "red"]);
    sandbox.ok(&["end"]);
    sandbox.ok(&["end", "--finish"]);
    let export = sandbox.json(&["export"]);
    let mut text = serde_json::to_string(&export).expect("json");
    std::fs::write(sandbox.dir.join("clean.json"), &text).expect("write");
    text = text.replace("\"Ann\"", "\"A\\u001b[2J\\u001b[Hnn\"").replace("\"Ben\"", "\"\\u202eneB\"");
    let file = sandbox.dir.join("hostile.json");
    std::fs::write(&file, text).expect("write");
    let other = Sandbox::new("escapes-import");
    let (code, stderr) = other.fails(&["import", file.to_str().expect("path")]);
    assert_eq!(code, 2, "an import with such names is refused: {stderr}");
    // A file written by an older Tally, or edited by hand, may still hold them.
    other.ok(&["import", sandbox.dir.join("clean.json").to_str().expect("path")]);
    {
        let conn = rusqlite::Connection::open(other.db()).expect("the database");
        for (from, to) in [("Ann", "A\u{1b}[2J\u{1b}[Hnn"), ("Ben", "\u{202e}neB")] {
            for table in ["game_players", "roster_players"] {
                conn.execute(&format!("UPDATE {table} SET name = ?1 WHERE name = ?2"), [to, from]).expect("tamper");
            }
        }
    }
    let forced = [("TALLY_DB", other.db().to_str().expect("path").to_owned()), ("CLICOLOR_FORCE", "1".to_owned())];
    let env: Vec<(&str, &str)> = forced.iter().map(|(key, value)| (*key, value.as_str())).collect();
    for args in [vec!["show"], vec!["games", "--all"], vec!["history"], vec!["history", "--game", "1"], vec!["stats"]] {
        let output = run(&args, "", &env, &other.dir);
        assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
        let shown = String::from_utf8(output.stdout).expect("utf-8");
        assert!(!shown.contains("\u{1b}[2J") && !shown.contains("\u{1b}[H"), "{args:?} sends the escape:\n{shown:?}");
        assert!(!shown.contains('\u{202e}'), "{args:?} sends the override:\n{shown:?}");
        assert!(shown.contains("A\\u{1b}[2J\\u{1b}[Hnn"), "{args:?} shows it escaped:\n{shown}");
        assert!(shown.contains("\\u{202e}neB"), "{args:?}:\n{shown}");
    }
    let (code, stderr) = sandbox.fails(&["new", "--player", "A\u{1b}[2Jnn:red", "--player", "Ben:blue"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("A\\u{1b}[2Jnn") && stderr.contains("cannot hold U+001B, a control"), "{stderr:?}");
    let text = sandbox.play("Ev\u{202e}e red\nEve red\nBo blue\n\n\n\nquit\n");
    assert!(
        text.contains(
            "`Ev\\u{202e}e red`: a name cannot hold U+202E, a control, text-direction or invisible character"
        ),
        "{text}"
    );
}

#[test]
fn a_full_output_after_a_recorded_command_is_exit_1_without_a_panic() {
    let sandbox = Sandbox::new("full");
    sandbox.game("");
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full");
    let output = Command::new(env!("CARGO_BIN_EXE_tally"))
        .args(["score", "road", "3", "red"])
        .env("TALLY_DB", sandbox.db())
        .env("HOME", &sandbox.dir)
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::null())
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .expect("tally runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("the command was recorded, but its output could not be written"), "{stderr}");
    assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"), "{stderr}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 3), ("blue", 0)]), "the command was recorded");
}

#[test]
fn messages_name_no_program_structures() {
    let sandbox = Sandbox::new("internals");
    for request in [
        r#""x""#,
        "[1]",
        r#"{"feature":"city","ruleset":{"edition":"c3","expansions":"x"}}"#,
        r#"{"feature":"city","inputs":{"tiles":true},"players":[{"id":"red"}]}"#,
    ] {
        let output = sandbox.tally(&["score"], request);
        assert_eq!(output.status.code(), Some(2), "{request}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        for internal in ["struct", "sequence", "u8", "u32", "u64", "i64", "FeatureRequest"] {
            assert!(!stderr.contains(internal), "{request}: {stderr}");
        }
    }
    sandbox.game("");
    let export = sandbox.ok(&["export"]);
    let damaged = export.replacen("\"version\": 1", "\"version\": \"x\"", 1);
    let file = sandbox.dir.join("damaged.json");
    std::fs::write(&file, damaged).expect("write");
    let (code, stderr) = sandbox.fails(&["import", file.to_str().expect("path")]);
    assert_eq!(code, 2);
    assert!(stderr.contains("cannot import") && !stderr.contains("u8") && !stderr.contains("u32"), "{stderr}");
}

#[test]
fn an_import_with_an_impossible_date_is_bad_input() {
    let sandbox = Sandbox::new("dates");
    sandbox.game("");
    let export = sandbox.ok(&["export"]);
    let started = export.find("\"started_at\": \"").expect("started_at") + "\"started_at\": \"".len();
    let damaged = format!("{}10000{}", &export[..started], &export[started + 4..]);
    let file = sandbox.dir.join("year-10000.json");
    std::fs::write(&file, damaged).expect("write");
    let other = Sandbox::new("dates-import");
    let (code, stderr) = other.fails(&["import", file.to_str().expect("path")]);
    assert_eq!(code, 2, "bad input, not a storage error: {stderr}");
    assert!(stderr.contains("cannot import"), "{stderr}");
    assert!(other.json(&["games", "--all", "--json"]).as_array().expect("games").is_empty());
}

/// One door: `--db` takes a path. An SQLite URI, a directory, a FIFO (which
/// would block forever) and a device are refused at once with what they are (exit 3),
/// and nothing is created.
#[test]
fn db_must_be_a_path_to_a_file() {
    let sandbox = Sandbox::new("door");
    let home = sandbox.dir.clone();
    let fifo = home.join("pipe.db");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().expect("mkfifo").success());
    let uri = format!("file:{}", home.join("x.db").display());
    for (db, says) in [
        (uri.as_str(), "URI"),
        (":memory:", "URI"),
        (home.to_str().expect("path"), "directory"),
        (fifo.to_str().expect("path"), "FIFO"),
        ("/dev/null", "device"),
    ] {
        let output = run(&["--db", db, "new", "--player", "Ann:red", "--player", "Ben:blue"], "", &[], &home);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "--db {db}: {stderr}");
        assert!(stderr.contains(says), "--db {db}: {stderr}");
    }
    assert!(!home.join("x.db").exists(), "nothing was created through the URI");
}
