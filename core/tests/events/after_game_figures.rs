//! Part B.2: scoring figures after the game.

use serde_json::json;

use crate::support::*;

/// Source: after_game.fairy — 3 points per feature scored; nothing for a meeple in
/// a castle (removed before final scoring) or an acrobat in a pyramid.
#[test]
fn fairy_after_the_game() {
    let players = json!([{"id": "red"}, {"id": "blue"}]);
    let feature = score(request(
        "after_game.fairy",
        &["exp03_princess_dragon"],
        json!({"player": "red", "meeple_on": "feature"}),
        players.clone(),
    ));
    assert_eq!(points(&feature, "red", "after_game.fairy"), 3);
    for place in ["castle", "acrobats"] {
        let score = score(request(
            "after_game.fairy",
            &["exp03_princess_dragon"],
            json!({"player": "red", "meeple_on": place}),
            players.clone(),
        ));
        assert_eq!(total(&score, "red"), 0, "{place}");
    }
}

/// Source: after_game.barn, after_game.barn.city, after_game.barn.castle,
/// after_game.barn.cathars, after_game.barn.little_buildings — one barn in the
/// field, red's: red is its only owner. 3 completed cities x 4 = 12; 2 castles x 5
/// = 10; one of the cities besieged: its 4 doubled, +4; 2 little buildings +2.
/// Total 28, to red; blue, with no barn there, nothing.
#[test]
fn one_barn_scores_its_owner() {
    let score = score(request(
        "after_game.barn",
        &["exp05_abbey_mayor", "exp08_bridges_castles_bazaars", "cathars_siege", "little_buildings"],
        json!({"completed_cities": 3, "castles": 2, "besieged_cities": 1, "little_buildings": 2}),
        json!([{"id": "red", "barns": 1}, {"id": "blue"}]),
    ));
    assert_eq!(points(&score, "red", "after_game.barn.city"), 12);
    assert_eq!(points(&score, "red", "after_game.barn.castle"), 10);
    assert_eq!(points(&score, "red", "after_game.barn.cathars"), 4);
    assert_eq!(points(&score, "red", "after_game.barn.little_buildings"), 2);
    assert_eq!(total(&score, "red"), 28);
    assert!(score.award("blue").is_none());
}

/// Source: after_game.barn, after_game.barn.city — two barns of two players in one
/// field: one barn each, both have the majority of barns and both score the
/// field: 2 completed cities x 4 = 8 each.
#[test]
fn two_barns_of_two_players_both_score() {
    let score = score(request(
        "after_game.barn",
        &["exp05_abbey_mayor"],
        json!({"completed_cities": 2}),
        json!([{"id": "red", "barns": 1}, {"id": "blue", "barns": 1}, {"id": "green"}]),
    ));
    assert_eq!((total(&score, "red"), total(&score, "blue")), (8, 8));
    assert!(score.award("green").is_none());
}

/// Source: after_game.barn, after_game.barn.city, after_game.barn.castle — two barns
/// of red against one of blue: red alone holds the majority of barns. 2 completed
/// cities x 4 = 8, 1 castle x 5 = 5: 13 to red, nothing to blue.
#[test]
fn two_barns_of_one_player_against_one_score_that_player_alone() {
    let score = score(request(
        "after_game.barn",
        &["exp05_abbey_mayor", "exp08_bridges_castles_bazaars"],
        json!({"completed_cities": 2, "castles": 1}),
        json!([{"id": "red", "barns": 2}, {"id": "blue", "barns": 1}]),
    ));
    assert_eq!(points(&score, "red", "after_game.barn.city"), 8);
    assert_eq!(points(&score, "red", "after_game.barn.castle"), 5);
    assert_eq!(total(&score, "red"), 13);
    assert!(score.award("blue").is_none());
}

/// Source: after_game.barn — a barn field holds no farmers at the end: the form
/// counts barns, and a request that names followers there is refused, naming them.
#[test]
fn the_barn_final_scoring_counts_no_farmers() {
    let error = error(request(
        "after_game.barn",
        &["exp05_abbey_mayor"],
        json!({"completed_cities": 2}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert!(matches!(&error, tally_core::Error::UnknownInput { field, .. } if field == "followers"), "{error:?}");
    let nobody = score(request(
        "after_game.barn",
        &["exp05_abbey_mayor"],
        json!({"completed_cities": 2}),
        json!([{"id": "red"}, {"id": "blue", "barns": 0}]),
    ));
    assert!(nobody.awards.is_empty(), "no barn: nobody scores");
}

/// Source: after_game.barn — no text of the barn's final scoring names farmers, in
/// any language: its name, every input's label, help and question with every
/// expansion in play, and the rows of a scoring. The farmer's word of each language
/// is the glossary's (`docs/glossary.md`), matched as the start of a word (Dutch
/// whole words: its barn, `herenboerderij`, begins with another word).
#[test]
fn no_text_of_the_barn_final_scoring_names_farmers() {
    use tally_core::l10n::LANGUAGES;
    use tally_core::rules::find_event;
    use tally_core::{Edition, Ruleset};

    let farmer = |language: &str, word: &str| match language {
        "en" => word.starts_with("farmer"),
        "de" => word.starts_with("bauer"),
        "fr" => word.starts_with("paysan"),
        "ro" => word.starts_with("țăran"),
        "cs" => word.starts_with("sedlá"),
        "ru" => word.starts_with("крестьян"),
        "nl" => word == "boer" || word == "boeren",
        _ => panic!("a language without its farmer: {language}"),
    };
    let barn = find_event("after_game.barn").unwrap();
    let schema = barn.schema(&Ruleset::everything(Edition::C3)).unwrap();
    let scored = score(request(
        "after_game.barn",
        &["exp05_abbey_mayor", "exp08_bridges_castles_bazaars", "cathars_siege", "little_buildings"],
        json!({"completed_cities": 3, "castles": 2, "besieged_cities": 1, "little_buildings": 2}),
        json!([{"id": "red", "barns": 1}]),
    ));
    for language in LANGUAGES {
        let mut texts = vec![barn.title().render(language)];
        for spec in schema.inputs() {
            texts.extend([spec.label.render(language), spec.help.render(language), spec.ask.render(language)]);
            texts.extend(spec.options.iter().map(|option| option.label.render(language)));
        }
        texts.extend(scored.awards.iter().flat_map(|award| &award.rows).map(|row| row.label.render(language)));
        assert!(texts.len() > 8, "{language}: {texts:?}");
        for text in texts {
            let lower = text.to_lowercase();
            let words = lower.split(|c: char| !c.is_alphanumeric());
            assert!(!words.into_iter().any(|word| farmer(language, word)), "{language}: {text}");
        }
    }
}

/// Source: after_game.barn.cathars — besieged cities are among the completed ones.
#[test]
fn barn_more_besieged_than_completed_cities() {
    let error = error(request(
        "after_game.barn",
        &["exp05_abbey_mayor", "cathars_siege"],
        json!({"completed_cities": 1, "besieged_cities": 2}),
        json!([{"id": "red", "barns": 1}]),
    ));
    assert_invalid(&error, "besieged_cities");
}

/// Source: after_game.robber_remaining — 3 points for a robber left on the track.
#[test]
fn robber_left_on_the_track() {
    let score = score(request(
        "after_game.robber_remaining",
        &["mini6_robbers"],
        json!({}),
        json!([{"id": "red", "robber_on_track": true}, {"id": "blue", "robber_on_track": false}]),
    ));
    assert_eq!(points(&score, "red", "after_game.robber_remaining"), 3);
    assert!(score.award("blue").is_none());
}

/// Source: after_game.shepherd_remaining — 0 points per sheep.
#[test]
fn shepherd_left_on_a_field_scores_nothing() {
    let score = score(request(
        "after_game.shepherd_remaining",
        &["exp09_hills_sheep"],
        json!({}),
        json!([{"id": "red", "sheep": 5}]),
    ));
    assert_eq!(rows(&score, "red", "after_game.shepherd_remaining").len(), 1);
    assert_eq!(total(&score, "red"), 0);
}

/// Source: after_game.ringmaster — 2 per circus or acrobat tile under or next to the
/// ringmaster on an uncompleted road, city, cloister or field: 2 tiles = 4; on
/// another feature nothing.
#[test]
fn ringmaster_after_the_game() {
    let road = score(request(
        "after_game.ringmaster",
        &["exp10_under_the_big_top"],
        json!({"feature": "road", "ringmaster": "blue", "ringmaster_tiles": 2}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_eq!(points(&road, "blue", "after_game.ringmaster"), 4);
    let other = score(request(
        "after_game.ringmaster",
        &["exp10_under_the_big_top"],
        json!({"feature": "other", "ringmaster": "blue", "ringmaster_tiles": 2}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_eq!(total(&other, "blue"), 0);
    let nobody = error(request(
        "after_game.ringmaster",
        &["exp10_under_the_big_top"],
        json!({"feature": "city", "ringmaster_tiles": 2}),
        json!([{"id": "red"}]),
    ));
    assert_invalid(&nobody, "ringmaster");
}

/// Source: fortune_teller.base.incomplete ("A fortune teller may receive ringmaster
/// points", B.1.16, in all three end-game seeds) over the "basic-game features only"
/// limit of after_game.ringmaster (B.2 row 5): the tent itself is worth 0 at the end
/// of the game, and red's ringmaster on it, with 3 circus tiles under or next to it,
/// scores 2 x 3 = 6.
#[test]
fn a_ringmaster_on_a_fortune_teller_tent_after_the_game() {
    let expansions = ["exp10_under_the_big_top", "pnp_fortune_teller"];
    let tent = tally_core::rules::score_feature_json(
        &json!({"ruleset": {"edition": "c3", "expansions": expansions}, "feature": "fortune_teller",
                "when": "end_of_game", "players": [{"id": "red", "followers": 1}]})
        .to_string(),
    )
    .unwrap();
    assert_eq!(points(&tent, "red", "fortune_teller.base.incomplete"), 0);
    assert_eq!(tent.points_of("red"), 0);
    let ringmaster = score(request(
        "after_game.ringmaster",
        &expansions,
        json!({"feature": "fortune_teller", "ringmaster": "red", "ringmaster_tiles": 3}),
        json!([{"id": "red"}, {"id": "blue"}]),
    ));
    assert_eq!(points(&ringmaster, "red", "after_game.ringmaster"), 6);
    assert_eq!(total(&ringmaster, "red"), 6);
    // Without the fortune teller in play there is no tent to stand on.
    let refused = error(request(
        "after_game.ringmaster",
        &["exp10_under_the_big_top"],
        json!({"feature": "fortune_teller", "ringmaster": "red", "ringmaster_tiles": 3}),
        json!([{"id": "red"}]),
    ));
    assert_invalid(&refused, "feature");
}
