//! One voice in the core's texts: a player named by name in its refusals and log
//! lines in every language, lists joined as each language joins them (CLDR's
//! patterns), French "de" elided before a vowel and contracted with a noun's
//! article, and a second start of the end-game scoring refused in plain words.
//!
//! The expected texts are written by hand from the messages' words in each
//! language (`core/locales/<language>/`) and from CLDR's list patterns, not copied
//! from what the code prints.

use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use tally_core::l10n::{LANGUAGES, in_language};
use tally_core::rules::{FeatureRequest, Score};
use tally_core::session::{Colour, Command, Game, GameSetup};
use tally_core::store::{GameSeat, Store};
use tally_core::table::TableModel;
use tally_core::{Edition, Error, ErrorCode, Ruleset};

fn game(expansions: &[&str]) -> Game {
    let setup: GameSetup = serde_json::from_value(json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
        "ruleset": {"edition": "c3", "expansions": expansions}
    }))
    .unwrap();
    Game::new(setup).unwrap()
}

fn run(game: &mut Game, command: Value) -> Result<(), Error> {
    let command: Command = serde_json::from_value(command).unwrap();
    game.execute(command, DateTime::UNIX_EPOCH).map(|_| ())
}

fn road(player: &str, tiles: i64) -> Value {
    json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
           "players": [{"id": player, "followers": 1}]})
}

/// Ann's road of 5 stops her figure on dark space 5: the game waits on her dispatch,
/// and the refusal of anything else names her, never `red` or the colour.
#[test]
fn a_pending_dispatch_names_the_player_in_every_language() {
    let mut messages = game(&["mini2_messages"]);
    run(&mut messages, road("red", 5)).unwrap();
    let refused = run(&mut messages, json!({"type": "end_turn"})).unwrap_err();
    assert_eq!(refused.code(), ErrorCode::PromptPending);
    let expected = [
        ("en", "Ann has a dispatch to resolve first"),
        ("de", "Zuerst: Ann muss eine Botschaft ausführen"),
        ("fr", "D'abord : Ann doit résoudre un message"),
        ("ro", "Mai întâi: Ann trebuie să rezolve o depeșă"),
        ("cs", "Nejprve: Ann musí vyřešit zprávu"),
        ("ru", "Сначала: игрок Ann должен разыграть послание"),
        ("nl", "Eerst: Ann moet een bericht afhandelen"),
    ];
    assert_eq!(expected.len(), LANGUAGES.len());
    for (language, text) in expected {
        assert_eq!(refused.message().render(language), text, "{language}");
    }
    // What the apps show instead of the scoring list while the dispatch waits.
    let refusal = in_language("cs", || TableModel::new(&messages).scorable().refused);
    assert_eq!(refusal.as_deref(), Some("Nejprve: Ann musí vyřešit zprávu"));
}

/// The robber's refusals and log lines name its owner and its victim.
#[test]
fn a_robber_s_log_lines_name_its_owner() {
    let mut robbers = game(&["mini6_robbers"]);
    run(&mut robbers, road("red", 2)).unwrap();
    run(&mut robbers, road("blue", 3)).unwrap();
    run(&mut robbers, json!({"type": "place_robber", "owner": "red", "space": 3})).unwrap();
    run(&mut robbers, json!({"type": "place_robber", "owner": "blue", "space": 2})).unwrap();
    let log = robbers.log();
    let (ann, ben) = (&log[log.len() - 2].summary, &log[log.len() - 1].summary);
    assert_eq!(ann.render("en"), "Ann's robber to space 3");
    assert_eq!(ann.render("fr"), "Voleur d'Ann sur la case 3");
    assert_eq!(ben.render("fr"), "Voleur de Ben sur la case 2");
}

/// Source: CLDR's list patterns — a text summary's three expansions read "A, B and
/// C" in (British) English, "A, B a C" in Czech (a no-break space after the one-letter
/// "a"), "A, B и C" in Russian, never "A and B and C".
#[test]
fn three_expansions_are_a_list_of_the_language() {
    let mut store = Store::open_in_memory().unwrap();
    let mut ruleset = Ruleset::base(Edition::C3);
    for key in ["exp01_inns_cathedrals", "exp02_traders_builders", "exp04_tower"] {
        ruleset.enable_key(key).unwrap();
    }
    let seats = [("Ann", Colour::Red), ("Ben", Colour::Blue)].map(|(name, colour)| GameSeat {
        roster_id: None,
        name: name.to_owned(),
        colour,
    });
    let game = store.create_game(&seats, ruleset).unwrap();
    let expansions = |language| {
        let text = in_language(language, || store.share_text(game.id, &Utc).unwrap());
        text.lines().nth(4).unwrap_or_default().to_owned()
    };
    assert_eq!(
        expansions("en"),
        "Expansions: Exp. 1 - Inns & Cathedrals, Exp. 2 - Traders & Builders and Exp. 4 - The Tower"
    );
    assert_eq!(
        expansions("cs"),
        "Rozšíření: Rozš. 1 - Hostince a katedrály, Rozš. 2 - Kupci a stavitelé a\u{a0}Rozš. 4 - Věž"
    );
    assert_eq!(expansions("ru"), "Дополнения: Доп. 1 - Таверны и Соборы, Доп. 2 - Купцы и Строители и Доп. 4 - Башня");
    assert_eq!(
        expansions("de"),
        "Erweiterungen: Erw. 1 - Wirtshäuser und Kathedralen, Erw. 2 - Händler und Baumeister und Erw. 4 - Der Turm"
    );
}

fn score(request: Value) -> Score {
    let request: FeatureRequest = serde_json::from_value(request).unwrap();
    request.score().unwrap()
}

/// Source: French grammar — "de" + "le jardin" is "du jardin", "de" + "l'abbaye" stays
/// "de l'abbaye" (the base game's cloister is the abbaye of French rulebooks); no
/// "du abbaye".
#[test]
fn french_rows_contract_de_with_the_article() {
    let completed = |feature: &str| {
        score(json!({"ruleset": {"edition": "c3", "expansions": ["abbot"]}, "feature": feature,
                     "when": "completed", "players": [{"id": "red", "followers": 1}]}))
    };
    let cloister = completed("cloister");
    let base = &cloister.award("red").unwrap().rows[0];
    assert_eq!(base.label.render("fr"), "Tuiles sur la case de l'abbaye et les 8 cases autour (1 chacune)");
    let garden = score(json!({"ruleset": {"edition": "c3", "expansions": ["abbot"]}, "feature": "garden",
                              "when": "completed", "players": [{"id": "red", "abbot": true}]}));
    let base = &garden.award("red").unwrap().rows[0];
    assert_eq!(base.label.render("fr"), "Tuiles sur la case du jardin et les 8 cases autour (1 chacune)");
}

/// A second `end` says that the end-game scoring has begun and cannot begin again,
/// in every language.
#[test]
fn a_second_start_of_the_end_game_scoring_says_so() {
    let mut ended = game(&[]);
    run(&mut ended, json!({"type": "start_end_game"})).unwrap();
    let refused = run(&mut ended, json!({"type": "start_end_game"})).unwrap_err();
    assert_eq!(refused.code(), ErrorCode::EndGameStarted);
    let expected = [
        ("en", "the end-game scoring has begun: it cannot begin a second time"),
        ("de", "die Schlusswertung hat begonnen: sie kann nicht ein zweites Mal beginnen"),
        ("fr", "l'évaluation finale a commencé : elle ne peut pas commencer une seconde fois"),
        ("ro", "evaluarea de la sfârșitul jocului a început: nu poate începe a doua oară"),
        ("cs", "závěrečné hodnocení začalo: nemůže začít podruhé"),
        ("ru", "подсчёт очков в конце игры начался: второй раз он начаться не может"),
        ("nl", "de eindtelling is begonnen: ze kan geen tweede keer beginnen"),
    ];
    for (language, text) in expected {
        assert_eq!(refused.message().render(language), text, "{language}");
        assert!(!refused.message().render(language).contains("end_of_game"), "{language}");
    }
}
