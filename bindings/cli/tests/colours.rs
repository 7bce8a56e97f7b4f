//! Colours in the player's language: named in the session's language
//! on the board, in the prompt and in lists, accepted when typed in that language
//! or in English, understood when typed in another of Tally's languages, and an
//! unknown colour refused with the colours of the session's language, recording
//! nothing. Averages are written with the language's decimal mark.
//!
//! The expected words are the core's `colour-<key>` messages of
//! `core/locales/<language>/catalog.ftl` and the command line's `cli.ftl`.

mod common;

use common::Sandbox;

#[test]
fn a_german_game_names_the_colours_in_german() {
    let sandbox = Sandbox::new("colours-de");
    sandbox.ok(&["--lang", "de", "new", "--player", "Ann:red", "--player", "Ben:blau"]);
    let board = sandbox.ok(&["--lang", "de", "show"]);
    assert!(board.contains("rot") && board.contains("Ann"), "{board}");
    assert!(board.contains("blau") && board.contains("Ben"), "{board}");
    assert!(!board.contains("red") && !board.contains("blue"), "no English colour left: {board}");
    let ids: Vec<String> = sandbox.scores().into_iter().map(|(id, _)| id).collect();
    assert_eq!(ids, ["red", "blue"], "the players' ids stay the colour keys");
}

#[test]
fn a_french_session_types_rouge() {
    let sandbox = Sandbox::new("colours-fr");
    sandbox.ok(&["--lang", "fr", "new", "--player", "Ann:rouge", "--player", "Ben:bleu"]);
    sandbox.ok(&["--lang", "fr", "score", "road", "3", "rouge"]);
    assert_eq!(sandbox.scores(), [("red".to_owned(), 3), ("blue".to_owned(), 0)]);
    // The English key and another language's name are understood as well.
    sandbox.ok(&["--lang", "fr", "score", "city", "2", "blue"]);
    sandbox.ok(&["--lang", "fr", "score", "road", "2", "rot"]);
    assert_eq!(sandbox.scores(), [("red".to_owned(), 5), ("blue".to_owned(), 4)]);
    let session = sandbox.tally(&["--lang", "fr", "play"], "road 1 bleu\nquit\n");
    let text = String::from_utf8(session.stdout).expect("utf-8");
    assert!(text.contains("[tour 1 · rouge · 3B] > "), "the prompt names the colour: {text}");
    assert_eq!(sandbox.scores(), [("red".to_owned(), 5), ("blue".to_owned(), 5)]);
}

#[test]
fn an_unknown_colour_is_refused_with_the_colours_of_the_session_and_nothing_is_recorded() {
    let sandbox = Sandbox::new("colours-refused");
    let (code, message) = sandbox.fails(&["--lang", "de", "new", "--player", "Ann:mauve", "--player", "Ben:blau"]);
    assert_eq!(code, 2, "{message}");
    assert!(message.contains("`mauve` ist keine Farbe"), "{message}");
    assert!(message.contains("rot, gelb, grün, blau, schwarz, grau, rosa, lila, orange, weiß"), "{message}");
    assert_eq!(sandbox.ok(&["--lang", "de", "games", "--all"]).trim(), "Noch keine Spiele.");

    sandbox.ok(&["--lang", "fr", "new", "--player", "Ann:rouge", "--player", "Ben:bleu"]);
    let (code, message) = sandbox.fails(&["--lang", "fr", "score", "road", "3", "vert"]);
    assert_eq!(code, 2, "{message}");
    assert!(message.contains("vert"), "the colour nobody plays is named in French: {message}");
    assert!(message.contains("rouge Ann, bleu Ben"), "the players are listed by their colours in French: {message}");
    assert_eq!(sandbox.scores(), [("red".to_owned(), 0), ("blue".to_owned(), 0)], "nothing is recorded");
}
