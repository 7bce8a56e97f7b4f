//! Golden breakdowns in Czech and Russian: the rows a player reads, with the plural
//! forms of each language (Czech: 1 kartička, 2–4 kartičky, 5+ kartiček; Russian: 1
//! квадрат, 2–4 квадрата, 5–20 квадратов, 21 квадрат), and a game recorded once
//! that reads in any language. Points come from the reference, texts from
//! `core/locales/{cs,ru}`; English stays as it was.

use chrono::DateTime;
use serde_json::{Value, json};
use tally_core::l10n::{self, Message};
use tally_core::rules::{FeatureRequest, Row, Score};
use tally_core::session::{Command, Game, GameSetup};
use tally_core::table::TableModel;
use tally_core::{Error, msg};

fn score(request: Value) -> Score {
    let request: FeatureRequest = serde_json::from_value(request).unwrap();
    request.score().unwrap()
}

fn row<'a>(score: &'a Score, rule: &str, index: usize) -> &'a Row {
    score.award("red").unwrap().rows.iter().filter(|row| row.rule == rule).nth(index).unwrap()
}

fn road(tiles: i64) -> Score {
    score(json!({"ruleset": {"edition": "c3"}, "feature": "road", "when": "completed",
                 "inputs": {"tiles": tiles}, "players": [{"id": "red", "followers": 1}]}))
}

/// Source: road.base — 1 point per tile; the row names the tiles with the
/// language's plural form.
#[test]
fn road_tiles_in_czech_and_russian() {
    for (tiles, czech, russian) in [
        (1, "1 kartička cesty (po 1 bodu)", "1 квадрат дороги (по 1 очку)"),
        (3, "3 kartičky cesty (po 1 bodu)", "3 квадрата дороги (по 1 очку)"),
        (5, "5 kartiček cesty (po 1 bodu)", "5 квадратов дороги (по 1 очку)"),
        (21, "21 kartiček cesty (po 1 bodu)", "21 квадрат дороги (по 1 очку)"),
    ] {
        let score = road(tiles);
        let base = row(&score, "road.base", 0);
        assert_eq!((base.quantity, base.points), (tiles, tiles));
        assert_eq!(base.label.render("cs"), czech);
        assert_eq!(base.label.render("ru"), russian);
        assert_eq!(base.label.render("en"), "Road tiles (1 each)", "English keeps the count in its column");
    }
}

/// Source: city.base — a completed city: 2 points per tile, 2 per coat of arms
/// (C2+C3). 4 tiles and 2 coats of arms: 8 + 4 = 12.
#[test]
fn a_completed_city_in_czech_and_russian() {
    let city = score(json!({"ruleset": {"edition": "c3"}, "feature": "city", "when": "completed",
                            "inputs": {"tiles": 4, "coats_of_arms": 2}, "players": [{"id": "red", "followers": 1}]}));
    assert_eq!(city.points_of("red"), 12);
    let (tiles, coats) = (row(&city, "city.base", 0), row(&city, "city.base", 1));
    assert_eq!((tiles.points, coats.points), (8, 4));
    assert_eq!(tiles.label.render("cs"), "4 kartičky města (po 2 bodech)");
    assert_eq!(coats.label.render("cs"), "2 erby (po 2 bodech)");
    assert_eq!(tiles.label.render("ru"), "4 квадрата города (по 2 очка)");
    assert_eq!(coats.label.render("ru"), "2 щита (по 2 очка)");
    assert_eq!(tiles.label.render("en"), "City tiles (2 each)");
}

/// Source: cloister.base.incomplete — C1 at the end: 1 for the cloister's tile and
/// 1 per tile around it; 1, 2 and 5 around read in each language's form.
#[test]
fn an_incomplete_cloister_in_czech_and_russian() {
    for (around, czech, russian) in [
        (1, "1 kartička okolo (po 1 bodu)", "1 квадрат вокруг (по 1 очку)"),
        (2, "2 kartičky okolo (po 1 bodu)", "2 квадрата вокруг (по 1 очку)"),
        (5, "5 kartiček okolo (po 1 bodu)", "5 квадратов вокруг (по 1 очку)"),
    ] {
        let cloister = score(json!({"ruleset": {"edition": "c1"}, "feature": "cloister", "when": "end_of_game",
                                    "inputs": {"tiles_around": around}, "players": [{"id": "red", "followers": 1}]}));
        assert_eq!(cloister.points_of("red"), 1 + around);
        let (own, others) =
            (row(&cloister, "cloister.base.incomplete", 0), row(&cloister, "cloister.base.incomplete", 1));
        assert_eq!(own.label.render("cs"), "Kartička s územím: klášter (1 bod)");
        assert_eq!(own.label.render("ru"), "Квадрат объекта: монастырь (1 очко)");
        assert_eq!(others.label.render("cs"), czech);
        assert_eq!(others.label.render("ru"), russian);
        assert_eq!(others.label.render("en"), "Tiles around it (1 each)");
    }
}

fn game() -> Game {
    let setup: GameSetup = serde_json::from_value(json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
        "ruleset": {"edition": "c3", "expansions": ["exp04_tower"]}
    }))
    .unwrap();
    Game::new(setup).unwrap()
}

fn run(game: &mut Game, command: Value) -> Result<(), Error> {
    let command: Command = serde_json::from_value(command).unwrap();
    game.execute(command, DateTime::UNIX_EPOCH).map(|_| ())
}

/// A game recorded once reads in every language: the log keeps messages, and the
/// table model renders them when it hands them out (here on one thread with
/// `in_language`; the apps choose with `set_locale`).
#[test]
fn a_recorded_game_reads_in_another_language() {
    let mut game = game();
    run(
        &mut game,
        json!({"type": "score_feature", "feature": "city", "inputs": {"tiles": 4, "coats_of_arms": 2},
                          "players": [{"id": "red", "followers": 1}]}),
    )
    .unwrap();
    // The page holds messages; they read in the language in use where they are shown.
    let page = TableModel::new(&game).log_page(None, 1);
    let read = |language: &str| {
        l10n::in_language(language, || {
            let item = &page.items[0];
            let rows: Vec<String> = item.awards[0].rows.iter().map(|row| row.label.to_string()).collect();
            (item.summary.to_string(), rows)
        })
    };
    assert_eq!(
        read("en"),
        ("City: Ann +12".to_owned(), vec!["City tiles (2 each)".into(), "Coats of arms (2 each)".into()])
    );
    assert_eq!(
        read("cs"),
        ("Město: Ann +12".to_owned(), vec!["4 kartičky města (po 2 bodech)".into(), "2 erby (po 2 bodech)".into()])
    );
    assert_eq!(
        read("ru"),
        ("Город: Ann +12".to_owned(), vec!["4 квадрата города (по 2 очка)".into(), "2 щита (по 2 очка)".into()])
    );
    assert_eq!(read("de").0, "Stadt: Ann +12");
    let json = l10n::in_language("fr", || serde_json::to_value(&page.items[0].awards[0].rows[0]).unwrap());

    assert_eq!(json["label"], "Tuiles de ville (2 chacune)", "JSON carries the text of the language in use");
    assert_eq!(json["rule"], "city.base");
    let step = |language: &str| {
        l10n::in_language(language, || {
            let model = TableModel::new(&game);
            let now = model.summary().step;
            model.catalogue().steps.into_iter().find(|info| info.step == now).expect("the step").name
        })
    };
    assert_eq!(
        (step("cs"), step("ru"), step("ro")),
        (
            "Vyhodnocení dokončených území".into(),
            "Подсчёт завершённых объектов".into(),
            "Rezolvă teritoriile finalizate".into()
        )
    );
}

/// Source: tower.prisoner_ransom — the payer may not go negative; the refusal names
/// the payer and says their points in the language's plural form.
#[test]
fn a_refusal_in_czech_and_russian() {
    let mut game = game();
    run(
        &mut game,
        json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 1},
                          "players": [{"id": "red", "followers": 1}]}),
    )
    .unwrap();
    let ransom =
        json!({"type": "record_event", "event": "tower.prisoner_ransom", "inputs": {"payer": "red", "captor": "blue"}});
    let refused = run(&mut game, ransom).unwrap_err();
    assert_eq!(refused.code(), tally_core::ErrorCode::WouldGoNegative);
    // The payer named by name: red is Ann.
    assert_eq!(refused.message().render("cs"), "Ann má 1 bod a nemůže ztratit 3: skóre nesmí klesnout pod 0");
    assert_eq!(refused.message().render("ru"), "у Ann 1 очко, и отнять 3 очка нельзя: счёт не может опуститься ниже 0");
    assert_eq!(refused.to_string(), "Ann has 1 point and cannot lose 3: the score may not go below 0");
    for (score, czech, russian) in [(2, "2 body", "2 очка"), (5, "5 bodů", "5 очков")] {
        let error = Error::WouldGoNegative { player: "red".into(), points: -3, score };
        assert!(error.message().render("cs").contains(czech), "{}", error.message().render("cs"));
        assert!(error.message().render("ru").contains(russian), "{}", error.message().render("ru"));
    }
}

/// Names of rules and of the catalog read in the seeds' own words.
#[test]
fn rule_and_catalog_names_use_the_seeds_words() {
    assert_eq!(l10n::rule_name("road.inn").render("cs"), "Cesta: hostinec");
    assert_eq!(l10n::rule_name("city.base.incomplete").render("ru"), "Город: базовая ценность (в конце игры)");
    assert_eq!(Message::keyed("expansion", "exp01_inns_cathedrals").render("ro"), "Ext. 1 - Hanuri și catedrale");
    assert_eq!(Message::keyed("expansion", "mini2_messages").render("fr"), "Mini 2 - Les Hérauts");
    assert_eq!(Message::keyed("expansion", "exp10_under_the_big_top").render("ru"), "Доп. 10 - Бродячий Цирк");
    assert_eq!(msg!("feature-road").render("nl"), "Weg");
    assert_eq!(Message::keyed("feature", "field").render("de"), "Wiese");
}
