//! City: 3B.2 (completed) and B.1.3 (end of game).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn city(edition: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": expansions}, "feature": "city",
           "when": "completed", "inputs": inputs, "players": players})
}

fn city_end(edition: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": expansions}, "feature": "city",
           "when": "end_of_game", "inputs": inputs, "players": players})
}

fn red() -> Value {
    json!([{"id": "red", "followers": 1}])
}

// ---------------------------------------------------------------- prolog

/// Source: city.gingerbread_man — 1 point per tile for each meeple a player has in
/// the city; everyone present scores it, before the feature.
#[test]
fn gingerbread_man_pays_every_meeple_per_tile() {
    let inputs = json!({"tiles": 3, "coats_of_arms": 1, "gingerbread_man": true});
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let score = score(city("winter", &["we_gingerbread_man"], inputs, players));
    // red: 2 meeples x 3 tiles = 6; blue: 1 x 3 = 3.
    assert_eq!(points(&score, "red", "city.gingerbread_man"), 6);
    assert_eq!(points(&score, "blue", "city.gingerbread_man"), 3);
    assert_eq!(score.award("red").unwrap().rows[0].rule, "city.gingerbread_man", "prolog first");
    // The city itself: 3 x 2 + 1 x 2 = 8, to red only.
    assert_eq!(score.value, 8);
    assert_eq!(total(&score, "red"), 14);
    assert_eq!(total(&score, "blue"), 3);
    assert_consistent(&score);
}

/// Source: city.gingerbread_man — a mayor is a meeple in the city: it counts for the
/// Gingerbread Man even when it has no strength (no coats of arms).
#[test]
fn gingerbread_man_counts_a_mayor() {
    let inputs = json!({"tiles": 4, "gingerbread_man": true});
    let players = json!([{"id": "red", "mayors": 1}, {"id": "blue", "followers": 1}]);
    let score = score(city("winter", &["we_gingerbread_man", "exp05_abbey_mayor"], inputs, players));
    assert_eq!(points(&score, "red", "city.gingerbread_man"), 4);
    assert_eq!(points(&score, "blue", "city.gingerbread_man"), 4);
    // Majority: the mayor has strength 0 (no coats of arms), blue's knight 1: 4 x 2 = 8.
    assert_eq!(total(&score, "red"), 4);
    assert_eq!(total(&score, "blue"), 12);
}

/// Source: city.watchtower and rows 2a-2e (city.watchtower.meeple_symbol 2 per
/// meeple, city.watchtower.road_symbol 1 per road tile, city.watchtower.cloister_symbol
/// 3 per monastic building, city.watchtower.coat_of_arms_symbol 2 per coat of arms,
/// city.watchtower.city_symbol 1 per city tile).
#[test]
fn watchtower_symbols() {
    for (symbol, count, rule, expected) in [
        ("meeple", 3, "city.watchtower.meeple_symbol", 6),
        ("road", 4, "city.watchtower.road_symbol", 4),
        ("cloister", 2, "city.watchtower.cloister_symbol", 6),
        ("coat_of_arms", 2, "city.watchtower.coat_of_arms_symbol", 4),
        ("city", 5, "city.watchtower.city_symbol", 5),
    ] {
        let inputs = json!({"tiles": 2, "watchtower": "red", "watchtower_symbol": symbol, "watchtower_count": count});
        let score = score(city("c3", &["watchtowers"], inputs, red()));
        assert_eq!(points(&score, "red", rule), expected, "{symbol}");
        assert_eq!(score.award("red").unwrap().rows[0].rule, rule, "the prolog comes first");
        // The city: 2 tiles x 2.
        assert_eq!(total(&score, "red"), expected + 4, "{symbol}");
    }
    let def = tally_core::rules::find_feature("city").unwrap();
    let ruleset = tally_core::Ruleset::base(tally_core::Edition::C3).with(tally_core::Element::Watchtowers);
    let schema = def.schema(&ruleset, tally_core::rules::When::Completed).unwrap();
    assert_eq!(schema.get("watchtower").unwrap().rule, "city.watchtower");
}

/// Source: city.watchtower — the watchtower pays the player next to it even without
/// the majority.
#[test]
fn watchtower_pays_a_minority_player() {
    let inputs = json!({"tiles": 3, "watchtower": "blue", "watchtower_symbol": "city", "watchtower_count": 4});
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let score = score(city("c3", &["watchtowers"], inputs, players));
    assert_eq!(total(&score, "blue"), 4);
    assert_eq!(total(&score, "red"), 6);
}

// ---------------------------------------------------------------- majority

/// Source: city.base — 2 points per tile and per coat of arms, to the majority only.
#[test]
fn base_two_per_tile_and_coat_of_arms() {
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let score = score(city("c3", &[], json!({"tiles": 4, "coats_of_arms": 2}), players));
    // 4 x 2 + 2 x 2 = 12.
    assert_eq!(score.value, 12);
    assert_eq!(points(&score, "red", "city.base"), 12);
    assert!(score.award("blue").is_none());
    assert_consistent(&score);
}

/// Source: city.base — tied majority holders each score the full value.
#[test]
fn base_tie_all_score() {
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1}, {"id": "green"}]);
    let score = score(city("c1", &[], json!({"tiles": 3, "coats_of_arms": 1}), players));
    assert_eq!(total(&score, "red"), 8);
    assert_eq!(total(&score, "blue"), 8);
    assert!(score.award("green").is_none());
}

/// Source: city.base — a mayor's strength is the number of coats of arms in the city.
#[test]
fn mayor_strength_is_the_coats_of_arms() {
    let players = json!([{"id": "red", "mayors": 1}, {"id": "blue", "followers": 2}]);
    // 3 coats of arms: mayor 3 beats 2 knights; 3 x 2 + 3 x 2 = 12.
    let strong = score(city("c3", &["exp05_abbey_mayor"], json!({"tiles": 3, "coats_of_arms": 3}), players.clone()));
    assert_eq!(total(&strong, "red"), 12);
    assert!(strong.award("blue").is_none());
    // 1 coat of arms: mayor 1 loses to 2 knights; 3 x 2 + 1 x 2 = 8.
    let weak = score(city("c3", &["exp05_abbey_mayor"], json!({"tiles": 3, "coats_of_arms": 1}), players));
    assert_eq!(total(&weak, "blue"), 8);
    assert!(weak.award("red").is_none());
    // No coat of arms: a lone mayor has no strength, nobody scores the city.
    let alone = score(city("c3", &["exp05_abbey_mayor"], json!({"tiles": 3}), json!([{"id": "red", "mayors": 1}])));
    assert_eq!(alone.value, 6);
    assert!(alone.awards.is_empty());
}

/// Source: city.base with the large meeple: strength 2 beats one knight.
#[test]
fn large_meeple_counts_two() {
    let players = json!([{"id": "red", "large_followers": 1}, {"id": "blue", "followers": 1}]);
    let score = score(city("c3", &["exp01_inns_cathedrals"], json!({"tiles": 2}), players));
    assert_eq!(total(&score, "red"), 4);
    assert!(score.award("blue").is_none());
}

/// Source: city.land_surveyor.citizens_jury — everyone present shares the majority;
/// hills are not considered (a hill breaks the tie without the jury).
#[test]
fn citizens_jury_shares_the_majority_and_ignores_hills() {
    let players = json!([{"id": "red", "followers": 1, "on_hill": true}, {"id": "blue", "followers": 1}]);
    let hill = score(city("c3", &["exp09_hills_sheep"], json!({"tiles": 2}), players.clone()));
    assert_eq!(total(&hill, "red"), 4);
    assert!(hill.award("blue").is_none(), "the hill wins the tie");
    let inputs = json!({"tiles": 2, "land_surveyor": "citizens_jury"});
    let jury = score(city("c3", &["exp09_hills_sheep", "pnp_land_surveyors"], inputs, players));
    assert_eq!(total(&jury, "red"), 4);
    assert_eq!(total(&jury, "blue"), 4);
    // The jury changes who scores, not the points: its input feeds this row.
    let def = tally_core::rules::find_feature("city").unwrap();
    let ruleset = tally_core::Ruleset::base(tally_core::Edition::C3).with(tally_core::Element::PnpLandSurveyors);
    let schema = def.schema(&ruleset, tally_core::rules::When::Completed).unwrap();
    assert_eq!(schema.get("land_surveyor").unwrap().rule, "city.land_surveyor.citizens_jury");
}

/// Source: city.land_surveyor.citizens_jury — a minority and a strengthless mayor
/// share too; a player with nothing in the city does not.
#[test]
fn citizens_jury_includes_every_meeple_in_the_city() {
    let players = json!([
        {"id": "red", "followers": 2},
        {"id": "blue", "followers": 1},
        {"id": "green", "mayors": 1},
        {"id": "yellow"}
    ]);
    let inputs = json!({"tiles": 3, "land_surveyor": "citizens_jury"});
    let score = score(city("c3", &["pnp_land_surveyors", "exp05_abbey_mayor"], inputs, players));
    for player in ["red", "blue", "green"] {
        assert_eq!(total(&score, player), 6, "{player}");
    }
    assert!(score.award("yellow").is_none());
}

// ---------------------------------------------------------------- value rows

/// Source: city.one_tile_city — a one-tile city closed by a city gate scores 4.
#[test]
fn one_tile_city_scores_four() {
    let score = score(city("c3", &["pnp_city_gates"], json!({"tiles": 1, "one_tile_city": true}), red()));
    assert_eq!(points(&score, "red", "city.one_tile_city"), 4);
    assert!(!has_rule(&score, "red", "city.base"));
    assert_eq!(score.value, 4);
}

/// Source: city.one_tile_city — cross-field check: a one-tile city has exactly 1 tile.
#[test]
fn one_tile_city_with_more_tiles_is_refused() {
    let two_tiles = error(city("c3", &["pnp_city_gates"], json!({"tiles": 2, "one_tile_city": true}), red()));
    assert!(matches!(two_tiles, Error::InvalidInput { ref field, .. } if field == "tiles"), "{two_tiles}");
    let inputs = json!({"tiles": 1, "one_tile_city": true, "notre_dame": true});
    let wonder = error(city("c3", &["pnp_city_gates", "wonders_of_humanity"], inputs, red()));
    assert!(matches!(wonder, Error::InvalidInput { ref field, .. } if field == "tiles"), "{wonder}");
}

/// Source: city.wonder_tiles — the large city counts 1 tile each in C1; Notre-Dame
/// 2, Circus Maximus 4, Alhambra 3 in C2+C3; 2 points per counted tile.
#[test]
fn wonder_cities_by_edition() {
    let inputs = json!({"tiles": 2, "notre_dame": true, "circus_maximus": true, "alhambra": true});
    let c1 = score(city("c1", &["wonders_of_humanity"], inputs.clone(), red()));
    // C1: 3 counted tiles x 2 = 6; plus 2 x 2 = 4.
    assert_eq!(points(&c1, "red", "city.wonder_tiles"), 6);
    assert_eq!(c1.value, 10);
    let c2 = score(city("c2", &["wonders_of_humanity"], inputs, red()));
    // C2: (2 + 4 + 3) x 2 = 18; plus 4.
    assert_eq!(points(&c2, "red", "city.wonder_tiles"), 18);
    assert_eq!(c2.value, 22);
    let alhambra = score(city("c3", &["wonders_of_humanity"], json!({"tiles": 1, "alhambra": true}), red()));
    assert_eq!(points(&alhambra, "red", "city.wonder_tiles"), 6);
}

/// Source: city.land_surveyor.bad_neighborhood — tiles with only semicircular city
/// segments leave the count for the base row and the cathedral, not for the mage.
#[test]
fn bad_neighborhood_with_cathedral_and_mage() {
    let expansions = ["pnp_land_surveyors", "exp01_inns_cathedrals", "mini5_mage_witch"];
    let inputs = json!({"tiles": 5, "coats_of_arms": 1, "land_surveyor": "bad_neighborhood",
                        "semicircle_tiles": 2, "cathedral": true, "mage": true});
    let score = score(city("c3", &expansions, inputs, red()));
    // Base 5 x 2 + 1 x 2 = 12; Bad Neighborhood: 2 tiles fewer, -4 -> 8;
    // cathedral +1 x 3 counted tiles +1 x 1 coat = +4 -> 12; mage +1 x 5 actual tiles -> 17.
    assert_eq!(points(&score, "red", "city.base"), 12);
    assert_eq!(points(&score, "red", "city.land_surveyor.bad_neighborhood"), -4);
    assert_eq!(points(&score, "red", "city.cathedral"), 4);
    assert_eq!(points(&score, "red", "city.mage"), 5);
    assert_eq!(score.value, 17);
}

/// Source: city.land_surveyor.bad_neighborhood with city.cathars — the siege counts
/// the reduced tile count.
#[test]
fn bad_neighborhood_with_cathars() {
    let inputs = json!({"tiles": 5, "coats_of_arms": 1, "land_surveyor": "bad_neighborhood",
                        "semicircle_tiles": 2, "besieged": true});
    let score = score(city("c3", &["pnp_land_surveyors", "cathars_siege"], inputs, red()));
    // 12 - 4 = 8; Cathars -1 x 3 tiles -1 x 1 coat = -4 -> 4.
    assert_eq!(points(&score, "red", "city.cathars"), -4);
    assert_eq!(score.value, 4);
}

/// Source: city.land_surveyor.siege — +0 per tile, +1 per coat of arms.
#[test]
fn siege_scoring_tile() {
    let inputs = json!({"tiles": 3, "coats_of_arms": 2, "land_surveyor": "siege"});
    let score = score(city("c3", &["pnp_land_surveyors"], inputs, red()));
    // 3 x 2 + 2 x 2 = 10; +2 -> 12.
    assert_eq!(points(&score, "red", "city.land_surveyor.siege"), 2);
    assert_eq!(score.value, 12);
}

/// Source: city.land_surveyor.siege, city.cathars, city.cathedral, city.witch in
/// order: the witch halves everything above her.
#[test]
fn siege_cathars_cathedral_then_witch() {
    let expansions = ["pnp_land_surveyors", "cathars_siege", "exp01_inns_cathedrals", "mini5_mage_witch.witch"];
    let inputs = json!({"tiles": 3, "coats_of_arms": 2, "land_surveyor": "siege",
                        "besieged": true, "cathedral": true, "witch": true});
    let score = score(city("c3", &expansions, inputs, red()));
    // 10; siege +2 -> 12; Cathars -3 -2 -> 7; cathedral +3 +2 -> 12; witch: 12 / 2 = 6.
    assert_eq!(points(&score, "red", "city.land_surveyor.siege"), 2);
    assert_eq!(points(&score, "red", "city.cathars"), -5);
    assert_eq!(points(&score, "red", "city.cathedral"), 5);
    assert_eq!(points(&score, "red", "city.witch"), -6);
    assert_eq!(score.value, 6);
    let rules: Vec<&str> = score.award("red").unwrap().rows.iter().map(|row| row.rule.as_str()).collect();
    let position = |rule: &str| rules.iter().position(|r| *r == rule).unwrap();
    assert!(position("city.base") < position("city.land_surveyor.siege"));
    assert!(position("city.land_surveyor.siege") < position("city.cathars"));
    assert!(position("city.cathars") < position("city.cathedral"));
    assert!(position("city.cathedral") < position("city.witch"));
}

/// Source: city.cathars — -1 per tile and per coat of arms.
#[test]
fn cathars_siege() {
    let score = score(city("c3", &["cathars_siege"], json!({"tiles": 4, "coats_of_arms": 1, "besieged": true}), red()));
    // 4 x 2 + 1 x 2 = 10; -4 -1 -> 5.
    assert_eq!(points(&score, "red", "city.cathars"), -5);
    assert_eq!(score.value, 5);
}

/// Source: city.cathedral — +1 per tile and per coat of arms.
#[test]
fn cathedral_in_a_completed_city() {
    let inputs = json!({"tiles": 4, "coats_of_arms": 1, "cathedral": true});
    let score = score(city("c3", &["exp01_inns_cathedrals"], inputs, red()));
    // 10 + 4 + 1 = 15.
    assert_eq!(points(&score, "red", "city.cathedral"), 5);
    assert_eq!(score.value, 15);
}

/// Source: city.mage, city.witch — mage then witch: (10 + 5) / 2 rounded up = 8.
#[test]
fn mage_then_witch() {
    let inputs = json!({"tiles": 5, "mage": true, "witch": true});
    let score = score(city("c3", &["mini5_mage_witch"], inputs, red()));
    assert_eq!(points(&score, "red", "city.mage"), 5);
    assert_eq!(points(&score, "red", "city.witch"), -7);
    assert_eq!(score.value, 8);
}

/// Source: city.land_surveyor.wealth — +3, after the witch, so not halved.
#[test]
fn wealth_after_the_witch() {
    let inputs = json!({"tiles": 3, "witch": true, "land_surveyor": "wealth"});
    let score = score(city("c3", &["pnp_land_surveyors", "mini5_mage_witch"], inputs, red()));
    // 6; witch -> 3; wealth +3 -> 6.
    assert_eq!(points(&score, "red", "city.witch"), -3);
    assert_eq!(points(&score, "red", "city.land_surveyor.wealth"), 3);
    assert_eq!(score.value, 6);
}

/// Source: city.land_surveyor.poverty — -3; the feature's score may be negative.
#[test]
fn poverty_may_make_the_city_negative() {
    let inputs = json!({"tiles": 2, "witch": true, "land_surveyor": "poverty"});
    let score = score(city("c3", &["pnp_land_surveyors", "mini5_mage_witch"], inputs, red()));
    // 4; witch -> 2; poverty -3 -> -1.
    assert_eq!(points(&score, "red", "city.land_surveyor.poverty"), -3);
    assert_eq!(score.value, -1);
    assert_eq!(total(&score, "red"), -1);
}

/// Source: city.little_buildings — basic +1 each; variant +1 / +2 / +3.
#[test]
fn little_buildings_basic_and_variant() {
    let basic = score(city("c3", &["little_buildings"], json!({"tiles": 3, "little_buildings": 2}), red()));
    assert_eq!(points(&basic, "red", "city.little_buildings"), 2);
    assert_eq!(basic.value, 8);
    let variant = json!({"ruleset": {"edition": "c3", "expansions": ["little_buildings"],
                                     "variants": {"little_buildings": "variant"}},
        "feature": "city", "inputs": {"tiles": 3, "sheds": 1, "houses": 1, "towers": 1}, "players": red()});
    let variant = score(variant);
    assert_eq!(points(&variant, "red", "city.little_buildings"), 6);
    assert_eq!(variant.value, 12);
}

/// Source: city.german_castle — +3 per German castle closing the city.
#[test]
fn german_castle_closes_the_city() {
    let score = score(city("c3", &["german_castles"], json!({"tiles": 3, "german_castles": 1}), red()));
    assert_eq!(points(&score, "red", "city.german_castle"), 3);
    assert_eq!(score.value, 9);
}

/// Source: city.bathhouse — + the number on each bathhouse.
#[test]
fn bathhouses_add_their_numbers() {
    let score = score(city("c3", &["barber_surgeons"], json!({"tiles": 3, "bathhouse_points": 4}), red()));
    assert_eq!(points(&score, "red", "city.bathhouse"), 4);
    assert_eq!(score.value, 10);
}

/// Source: city.darmstadtium — +3 to the majority; tied holders both get it.
#[test]
fn darmstadtium_to_every_majority_holder() {
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1}]);
    let inputs = json!({"tiles": 2, "coats_of_arms": 1, "darmstadtium": true});
    let score = score(city("c3", &["darmstadt_promo"], inputs, players));
    // 2 x 2 + 1 x 2 + 3 = 9 each.
    assert_eq!(points(&score, "red", "city.darmstadtium"), 3);
    assert_eq!(points(&score, "blue", "city.darmstadtium"), 3);
    assert_eq!(total(&score, "blue"), 9);
}

/// Source: city.ghosts — -2 per ghost, majority holders only; the player's points
/// for the city may be negative, the value is unchanged.
#[test]
fn ghosts_can_make_a_holder_negative() {
    let players = json!([{"id": "red", "followers": 2, "ghosts": 3}, {"id": "blue", "followers": 1, "ghosts": 1}]);
    let score = score(city("c3", &["exp11_ghosts_castles_cemeteries"], json!({"tiles": 2}), players));
    // 4 - 3 x 2 = -2.
    assert_eq!(score.value, 4);
    assert_eq!(points(&score, "red", "city.ghosts"), -6);
    assert_eq!(total(&score, "red"), -2);
    assert!(score.award("blue").is_none(), "the minority pays no ghost");
    assert_eq!(score.award("red").unwrap().floor, tally_core::rules::Floor::Zero);
}

// ---------------------------------------------------------------- epilog

/// Source: city.teacher — equal to the feature scoring (Darmstadtium included).
#[test]
fn teacher_copies_the_city_value() {
    let inputs = json!({"tiles": 3, "coats_of_arms": 1, "darmstadtium": true, "teacher": "blue"});
    let score = score(city(
        "c3",
        &["school", "darmstadt_promo"],
        inputs,
        json!([{"id": "red", "followers": 1}, {"id": "blue"}]),
    ));
    // 6 + 2 + 3 = 11.
    assert_eq!(points(&score, "blue", "city.teacher"), 11);
}

/// Source: city.leipzig.coiners — +3 per coat of arms to anyone present in the city
/// with a meeple in the Coiners quarter; majority is not considered.
#[test]
fn coiners_need_presence_not_majority() {
    let players = json!([
        {"id": "red", "followers": 2},
        {"id": "blue", "followers": 1, "coiners_quarter": true},
        {"id": "green", "coiners_quarter": true}
    ]);
    let score = score(city("c3", &["markets_of_leipzig"], json!({"tiles": 3, "coats_of_arms": 2}), players));
    // Red: 3 x 2 + 2 x 2 = 10. Blue: 3 x 2 coats = 6. Green: not in the city.
    assert_eq!(total(&score, "red"), 10);
    assert_eq!(points(&score, "blue", "city.leipzig.coiners"), 6);
    assert_eq!(total(&score, "blue"), 6);
    assert!(score.award("green").is_none());
}

/// Source: city.ringmaster — 2 per circus or acrobat tile, after the feature.
#[test]
fn ringmaster_after_the_city() {
    let inputs = json!({"tiles": 2, "ringmaster": "blue", "ringmaster_tiles": 3});
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let score = score(city("c3", &["exp10_under_the_big_top"], inputs, players));
    assert_eq!(points(&score, "blue", "city.ringmaster"), 6);
    assert_eq!(score.award("blue").unwrap().rows.last().unwrap().rule, "city.ringmaster");
}

/// Source: city.fairy — 3 points per feature scored.
#[test]
fn fairy_bonus() {
    let score = score(city("c1", &["exp03_princess_dragon"], json!({"tiles": 2, "fairy": "red"}), red()));
    assert_eq!(points(&score, "red", "city.fairy"), 3);
    assert_eq!(total(&score, "red"), 7);
}

// ---------------------------------------------------------------- end of game

/// Source: city.base.incomplete — 1 point per tile and per coat of arms.
#[test]
fn incomplete_city_one_per_tile_and_coat() {
    let score = score(city_end("c3", &[], json!({"tiles": 4, "coats_of_arms": 2}), red()));
    assert_eq!(points(&score, "red", "city.base.incomplete"), 6);
    assert_eq!(score.value, 6);
}

/// Source: city.base.incomplete — the mayor still counts the coats of arms.
#[test]
fn incomplete_city_mayor() {
    let players = json!([{"id": "red", "mayors": 1}, {"id": "blue", "followers": 1}]);
    let score = score(city_end("c3", &["exp05_abbey_mayor"], json!({"tiles": 3, "coats_of_arms": 2}), players));
    // Mayor strength 2 beats 1 knight; 3 + 2 = 5.
    assert_eq!(total(&score, "red"), 5);
    assert!(score.award("blue").is_none());
}

/// Source: city.wonder_tiles.incomplete — Alhambra: 1 tile (C1) / 3 tiles (C2+C3),
/// 1 point each.
#[test]
fn incomplete_wonder_city_by_edition() {
    let inputs = json!({"tiles": 2, "alhambra": true});
    let c1 = score(city_end("c1", &["wonders_of_humanity"], inputs.clone(), red()));
    let c3 = score(city_end("c3", &["wonders_of_humanity"], inputs, red()));
    assert_eq!(points(&c1, "red", "city.wonder_tiles.incomplete"), 1);
    assert_eq!(points(&c3, "red", "city.wonder_tiles.incomplete"), 3);
    assert_eq!((c1.value, c3.value), (3, 5));
}

/// Source: city.cathars.incomplete — a besieged city scores nothing up to here.
#[test]
fn incomplete_besieged_city_scores_zero() {
    let inputs = json!({"tiles": 4, "coats_of_arms": 1, "besieged": true});
    let score = score(city_end("c3", &["cathars_siege"], inputs, red()));
    // 4 + 1 = 5; -4 -1 -> 0.
    assert_eq!(points(&score, "red", "city.cathars.incomplete"), -5);
    assert_eq!(score.value, 0);
}

/// Source: city.cathedral.incomplete — a cathedral in an incomplete city: x0.
#[test]
fn cathedral_in_an_incomplete_city_scores_zero() {
    let inputs = json!({"tiles": 4, "coats_of_arms": 2, "cathedral": true});
    let score = score(city_end("c3", &["exp01_inns_cathedrals"], inputs, red()));
    assert_eq!(points(&score, "red", "city.cathedral.incomplete"), -6);
    assert_eq!(score.value, 0);
    assert_eq!(total(&score, "red"), 0);
    assert!(score.award("red").is_some(), "the holder is still listed");
}

/// Source: city.mage.incomplete — +1 per tile, also with a cathedral.
#[test]
fn mage_survives_the_cathedral_at_the_end() {
    let inputs = json!({"tiles": 4, "coats_of_arms": 1, "cathedral": true, "mage": true});
    let score = score(city_end("c3", &["exp01_inns_cathedrals", "mini5_mage_witch"], inputs, red()));
    // 5 -> x0 -> 0; mage +4 -> 4.
    assert_eq!(points(&score, "red", "city.mage.incomplete"), 4);
    assert_eq!(score.value, 4);
}

/// Source: city.witch.incomplete — halves the rows above, rounded up.
#[test]
fn witch_at_the_end() {
    let alone = score(city_end("c3", &["mini5_mage_witch"], json!({"tiles": 5, "witch": true}), red()));
    // 5 -> 3.
    assert_eq!(points(&alone, "red", "city.witch.incomplete"), -2);
    assert_eq!(alone.value, 3);
    let with_mage =
        score(city_end("c3", &["mini5_mage_witch"], json!({"tiles": 5, "mage": true, "witch": true}), red()));
    // 5 + 5 = 10 -> 5.
    assert_eq!(with_mage.value, 5);
}

/// Source: city.little_buildings.incomplete — +1 each (basic rules).
#[test]
fn little_buildings_at_the_end() {
    let score = score(city_end("c3", &["little_buildings"], json!({"tiles": 2, "little_buildings": 1}), red()));
    assert_eq!(points(&score, "red", "city.little_buildings.incomplete"), 1);
    assert_eq!(score.value, 3);
}

/// Source: city.ghosts.incomplete — -1 per ghost by default (B.0), -2 with the option;
/// the points may go negative.
#[test]
fn ghosts_at_the_end() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 2}]);
    let default = score(city_end("c3", &["exp11_ghosts_castles_cemeteries"], json!({"tiles": 3}), players.clone()));
    assert_eq!(points(&default, "red", "city.ghosts.incomplete"), -2);
    assert_eq!(total(&default, "red"), 1);
    let two = json!({"ruleset": {"edition": "c3", "expansions": ["exp11_ghosts_castles_cemeteries"],
                                 "variants": {"end_game_ghost_penalty": "two"}},
        "feature": "city", "when": "end_of_game", "inputs": {"tiles": 3}, "players": players});
    let two = score(two);
    assert_eq!(points(&two, "red", "city.ghosts.incomplete"), -4);
    assert_eq!(total(&two, "red"), -1);
}

/// Source: city.land_surveyor.citizens_jury — land-surveyor tiles act during the game
/// only; at the end the input is refused with the reason.
#[test]
fn no_land_surveyor_at_the_end() {
    let inputs = json!({"tiles": 3, "land_surveyor": "wealth"});
    let refused = error(city_end("c3", &["pnp_land_surveyors"], inputs, red()));
    assert!(matches!(refused, Error::InputNotEnabled { ref field, .. } if field == "land_surveyor"), "{refused}");
}
