//! Field: B.1.5 (end of game); field & barn: 3B.4 (scenario 1), 3B.5 (scenario 2),
//! B.1.6 (the Count's special case).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn request(feature: &str, when: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": expansions}, "feature": feature,
           "when": when, "inputs": inputs, "players": players})
}

fn field(expansions: &[&str], inputs: Value, players: Value) -> Value {
    request("field", "end_of_game", expansions, inputs, players)
}

fn barn(scenario: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    let mut all = vec!["exp05_abbey_mayor.barn"];
    all.extend_from_slice(expansions);
    request(scenario, "completed", &all, inputs, players)
}

fn special(expansions: &[&str], inputs: Value, players: Value) -> Value {
    let mut all = vec!["exp06_count_king_robber.count", "exp05_abbey_mayor.barn"];
    all.extend_from_slice(expansions);
    request("field_barn_special", "end_of_game", &all, inputs, players)
}

const EVERYTHING: [&str; 3] = ["exp08_bridges_castles_bazaars", "exp02_traders_builders", "cathars_siege"];

// ---------------------------------------------------------------- B.1.5 field

/// Source: field.city.incomplete — 3 points per completed city to the majority of
/// farmers; the minority scores nothing.
#[test]
fn field_three_per_completed_city() {
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let score = score(field(&[], json!({"cities": 3}), players));
    assert_eq!(score.value, 9);
    assert_eq!(points(&score, "red", "field.city.incomplete"), 9);
    assert!(score.award("blue").is_none());
    assert_consistent(&score);
}

/// Source: field.city.incomplete — tied farmers all score the full value; large
/// meeples count 2.
#[test]
fn field_tie_and_large_meeple() {
    let players =
        json!([{"id": "red", "large_followers": 1}, {"id": "blue", "followers": 2}, {"id": "green", "followers": 1}]);
    let score = score(field(&["exp01_inns_cathedrals"], json!({"cities": 2}), players));
    assert_eq!(total(&score, "red"), 6);
    assert_eq!(total(&score, "blue"), 6);
    assert!(score.award("green").is_none());
}

/// Source: field.city.incomplete — the help says Carcassonne and Leipzig count as
/// completed cities and a town converted into a castle does not.
#[test]
fn field_city_help_names_carcassonne_leipzig_and_castles() {
    let def = tally_core::rules::find_feature("field").unwrap();
    let ruleset = tally_core::Ruleset::base(tally_core::Edition::C3).with(tally_core::Element::Castles);
    let schema = def.schema(&ruleset, tally_core::rules::When::EndOfGame).unwrap();
    let cities = schema.get("cities").unwrap();
    assert_eq!(cities.rule, "field.city.incomplete");
    assert!(cities.help.text().contains("City of Carcassonne") && cities.help.text().contains("City of Leipzig"));
    assert!(cities.help.text().contains("converted into a castle is not"));
    assert_eq!(schema.get("castles").unwrap().rule, "field.castle.incomplete");
}

/// Source: field.castle.incomplete — 4 points per castle: 2 cities + 1 castle = 6 + 4.
#[test]
fn field_four_per_castle() {
    let score = score(field(
        &["exp08_bridges_castles_bazaars"],
        json!({"cities": 2, "castles": 1}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "field.castle.incomplete"), 4);
    assert_eq!(score.value, 10);
}

/// Source: field.pig.incomplete — +1 per castle or completed city, only for the pig's
/// owner, and only if the owner holds the majority. 2 cities + 1 castle: red (pig,
/// tied) 6 + 4 + 3 = 13, blue (tied, no pig) 10, green (pig, no farmer) nothing.
#[test]
fn field_pig_helps_only_its_owner_among_the_majority() {
    let players = json!([
        {"id": "red", "followers": 1, "pig": true},
        {"id": "blue", "followers": 1},
        {"id": "green", "pig": true}
    ]);
    let score = score(field(&EVERYTHING, json!({"cities": 2, "castles": 1}), players));
    assert_eq!(points(&score, "red", "field.pig.incomplete"), 3);
    assert_eq!(total(&score, "red"), 13);
    assert_eq!(total(&score, "blue"), 10);
    assert!(!has_rule(&score, "blue", "field.pig.incomplete"));
    assert!(score.award("green").is_none());
    assert_eq!(score.value, 10, "the field's value is without anyone's pig");
    assert_consistent(&score);
}

/// Source: field.pig_herd.incomplete — +1 per castle or completed city for everyone
/// with the majority; pig-herds do not stack (one switch). With a pig too: 2 cities
/// + 1 castle = 10, pig +3, herd +3 = 16.
#[test]
fn field_pig_herd_and_pig() {
    let players = json!([{"id": "red", "followers": 1, "pig": true}, {"id": "blue", "followers": 1}]);
    let score = score(field(&EVERYTHING, json!({"cities": 2, "castles": 1, "pig_herd": true}), players));
    assert_eq!(points(&score, "red", "field.pig_herd.incomplete"), 3);
    assert_eq!(points(&score, "blue", "field.pig_herd.incomplete"), 3);
    assert_eq!(total(&score, "red"), 16);
    assert_eq!(total(&score, "blue"), 13);
    let def = tally_core::rules::find_feature("field").unwrap();
    let ruleset = tally_core::Ruleset::base(tally_core::Edition::C1).with(tally_core::Element::TradeGoods);
    let schema = def.schema(&ruleset, tally_core::rules::When::EndOfGame).unwrap();
    assert_eq!(schema.get("pig_herd").unwrap().kind, tally_core::rules::InputKind::Toggle, "does not stack");
}

/// Source: field.cathars.incomplete — ACCEPTANCE: x2 of the value that city got in
/// the previous rows. 3 completed cities (1 with Cathars), 2 castles, pig-herd; red
/// has a pig, blue ties without one.
///
/// Red:  cities 3 x 3 = 9; castles 2 x 4 = 8; pig (3 + 2) x 1 = 5; herd 5;
///       the besieged city had 3 + 1 (pig) + 1 (herd) = 5, doubled: +5. Total 32.
/// Blue: 9 + 8 + herd 5; besieged city 3 + 1 (herd) = 4, doubled: +4. Total 26.
#[test]
fn field_cathars_double_the_city_value_from_previous_rows() {
    let players = json!([{"id": "red", "followers": 1, "pig": true}, {"id": "blue", "followers": 1}]);
    let inputs = json!({"cities": 3, "castles": 2, "pig_herd": true, "besieged_cities": 1});
    let score = score(field(&EVERYTHING, inputs, players));
    assert_eq!(points(&score, "red", "field.cathars.incomplete"), 5);
    assert_eq!(total(&score, "red"), 32);
    assert_eq!(points(&score, "blue", "field.cathars.incomplete"), 4);
    assert_eq!(total(&score, "blue"), 26);
    assert_eq!(score.value, 26);
    let rules: Vec<&str> = score.award("red").unwrap().rows.iter().map(|row| row.rule.as_str()).collect();
    assert_eq!(
        rules,
        [
            "field.city.incomplete",
            "field.castle.incomplete",
            "field.pig.incomplete",
            "field.pig_herd.incomplete",
            "field.cathars.incomplete"
        ]
    );
    assert_consistent(&score);
}

/// Source: field.cathars.incomplete — more besieged cities than completed cities is
/// refused, naming the field.
#[test]
fn field_cathars_cannot_exceed_the_cities() {
    let error = error(field(
        &["cathars_siege"],
        json!({"cities": 1, "besieged_cities": 2}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "besieged_cities"), "{error}");
}

/// Source: field.little_buildings.incomplete — +1 each (basic), after the Cathars
/// row and not doubled: 1 besieged city 3 + 3, little buildings +2 = 8.
#[test]
fn field_little_buildings_after_cathars() {
    let inputs = json!({"cities": 1, "besieged_cities": 1, "little_buildings": 2});
    let score = score(field(&["cathars_siege", "little_buildings"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "field.little_buildings.incomplete"), 2);
    assert_eq!(score.value, 8);
}

/// Source: field.leipzig.tanners.incomplete — +2 per shed and farmhouse to a player
/// in the Tanners quarter with the majority of farmers; 2 cities (6) + 3 x 2 = 12.
#[test]
fn field_tanners_quarter_needs_the_majority() {
    let players = json!([
        {"id": "red", "followers": 2, "tanners_quarter": true},
        {"id": "blue", "followers": 1, "tanners_quarter": true}
    ]);
    let score = score(field(&["markets_of_leipzig"], json!({"cities": 2, "tanners_buildings": 3}), players));
    assert_eq!(points(&score, "red", "field.leipzig.tanners.incomplete"), 6);
    assert_eq!(total(&score, "red"), 12);
    assert!(score.award("blue").is_none());
    assert_eq!(score.value, 6, "the quarter is the player's bonus, not the field's value");
}

/// Source: field.ghosts.incomplete — -1 per ghost at the end by default (-2 with the
/// [004] option); 1 city (3) and 4 ghosts: -1, or -5. Majority holders only.
#[test]
fn field_ghosts_at_the_end_may_go_negative() {
    let players = json!([{"id": "red", "followers": 2, "ghosts": 4}, {"id": "blue", "followers": 1, "ghosts": 1}]);
    let one = score(field(&["exp11_ghosts_castles_cemeteries"], json!({"cities": 1}), players.clone()));
    assert_eq!(points(&one, "red", "field.ghosts.incomplete"), -4);
    assert_eq!(total(&one, "red"), -1);
    assert_eq!(one.value, 3);
    assert!(one.award("blue").is_none());
    let two = json!({"ruleset": {"edition": "c3", "expansions": ["exp11_ghosts_castles_cemeteries"],
        "variants": {"end_game_ghost_penalty": "two"}}, "feature": "field", "when": "end_of_game",
        "inputs": {"cities": 1}, "players": players});
    assert_eq!(total(&score(two), "red"), -5);
}

/// Source: field.city.incomplete — fields are scored only at the end of the game.
#[test]
fn field_is_not_scored_during_the_game() {
    let error = error(request("field", "completed", &[], json!({"cities": 1}), json!([{"id": "red", "followers": 1}])));
    assert!(matches!(error, Error::NotAvailable { .. }), "{error}");
}

// ---------------------------------------------------------------- 3B.4 barn, scenario 1

/// Source: field_barn_s1.city — placing a barn: 3 per completed city.
#[test]
fn barn_s1_three_per_city() {
    let players = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let score = score(barn("field_barn_s1", &[], json!({"cities": 3}), players));
    assert_eq!(points(&score, "red", "field_barn_s1.city"), 9);
    assert!(score.award("blue").is_none());
}

/// Source: field_barn_s1.castle — 4 per castle: 3 cities + 1 castle = 13.
#[test]
fn barn_s1_four_per_castle() {
    let score = score(barn(
        "field_barn_s1",
        &["exp08_bridges_castles_bazaars"],
        json!({"cities": 3, "castles": 1}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "field_barn_s1.castle"), 4);
    assert_eq!(score.value, 13);
}

/// Source: field_barn_s1.pig, field_barn_s1.pig_herd — +1 each per castle or
/// completed city: 2 cities + 1 castle = 10, pig +3, herd +3.
#[test]
fn barn_s1_pig_and_pig_herd() {
    let players = json!([{"id": "red", "followers": 1, "pig": true}]);
    let score =
        score(barn("field_barn_s1", &EVERYTHING, json!({"cities": 2, "castles": 1, "pig_herd": true}), players));
    assert_eq!(points(&score, "red", "field_barn_s1.pig"), 3);
    assert_eq!(points(&score, "red", "field_barn_s1.pig_herd"), 3);
    assert_eq!(total(&score, "red"), 16);
}

/// Source: field_barn_s1.cathars — ACCEPTANCE, as in B.1.5: 3 cities (1 besieged),
/// 2 castles, pig, pig-herd: 9 + 8 + 5 + 5 + (3 + 1 + 1) = 32.
#[test]
fn barn_s1_cathars_double_the_city_value() {
    let inputs = json!({"cities": 3, "castles": 2, "pig_herd": true, "besieged_cities": 1});
    let score = score(barn("field_barn_s1", &EVERYTHING, inputs, json!([{"id": "red", "followers": 1, "pig": true}])));
    assert_eq!(points(&score, "red", "field_barn_s1.cathars"), 5);
    assert_eq!(total(&score, "red"), 32);
}

/// Source: field_barn_s1.little_buildings — +1 each: 1 city (3) + 2 = 5.
#[test]
fn barn_s1_little_buildings() {
    let score = score(barn(
        "field_barn_s1",
        &["little_buildings"],
        json!({"cities": 1, "little_buildings": 2}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "field_barn_s1.little_buildings"), 2);
    assert_eq!(score.value, 5);
}

/// Source: field_barn_s1.ghosts — -2 per ghost during the game: 3 - 4 = -1.
#[test]
fn barn_s1_ghosts() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 2}]);
    let score = score(barn("field_barn_s1", &["exp11_ghosts_castles_cemeteries"], json!({"cities": 1}), players));
    assert_eq!(points(&score, "red", "field_barn_s1.ghosts"), -4);
    assert_eq!(total(&score, "red"), -1);
    assert_eq!(score.value, 3);
}

/// Source: field_barn_s1.teacher — the teacher copies the field's value, not a
/// holder's own pig: red 6 + 2 = 8, the teacher 6.
#[test]
fn barn_s1_teacher_copies_the_value_without_the_pig() {
    let players = json!([{"id": "red", "followers": 1, "pig": true}, {"id": "blue"}]);
    let score = score(barn(
        "field_barn_s1",
        &["school", "exp02_traders_builders.pig"],
        json!({"cities": 2, "teacher": "blue"}),
        players,
    ));
    assert_eq!(total(&score, "red"), 8);
    assert_eq!(points(&score, "blue", "field_barn_s1.teacher"), 6);
}

/// Source: field_barn_s1.ringmaster, field_barn_s1.fairy — 2 per circus or acrobat
/// tile; 3 per feature scored.
#[test]
fn barn_s1_ringmaster_and_fairy() {
    let inputs = json!({"cities": 1, "ringmaster": "blue", "ringmaster_tiles": 2, "fairy": "red"});
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let score = score(barn("field_barn_s1", &["exp10_under_the_big_top", "exp03_princess_dragon"], inputs, players));
    assert_eq!(points(&score, "blue", "field_barn_s1.ringmaster"), 4);
    assert_eq!(points(&score, "red", "field_barn_s1.fairy"), 3);
    assert_eq!(total(&score, "red"), 6);
}

/// Source: field_barn_s1.city — needs the barn, and only during the game.
#[test]
fn barn_s1_needs_the_barn_and_the_game() {
    let players = json!([{"id": "red", "followers": 1}]);
    let no_barn = error(request("field_barn_s1", "completed", &[], json!({"cities": 1}), players.clone()));
    assert!(matches!(no_barn, Error::NotAvailable { ref reason, .. } if reason.text().contains("barn")), "{no_barn}");
    let at_end = error(request("field_barn_s1", "end_of_game", &["exp05_abbey_mayor"], json!({"cities": 1}), players));
    assert!(matches!(at_end, Error::NotAvailable { .. }), "{at_end}");
}

// ---------------------------------------------------------------- 3B.5 barn, scenario 2

/// Source: field_barn_s2.city, field_barn_s2.castle — joining a field to a barn:
/// 1 per completed city, 2 per castle: 3 + 4 = 7.
#[test]
fn barn_s2_one_per_city_two_per_castle() {
    let score = score(barn(
        "field_barn_s2",
        &["exp08_bridges_castles_bazaars"],
        json!({"cities": 3, "castles": 2}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "field_barn_s2.city"), 3);
    assert_eq!(points(&score, "red", "field_barn_s2.castle"), 4);
    assert_eq!(score.value, 7);
}

/// Source: field_barn_s2.pig, field_barn_s2.pig_herd, field_barn_s2.cathars —
/// 3 cities (1 besieged), 2 castles, pig and herd: 3 + 4 + 5 + 5, the besieged city
/// had 1 + 1 + 1 = 3, doubled: +3. Total 20.
#[test]
fn barn_s2_pig_herd_and_cathars() {
    let inputs = json!({"cities": 3, "castles": 2, "pig_herd": true, "besieged_cities": 1});
    let score = score(barn("field_barn_s2", &EVERYTHING, inputs, json!([{"id": "red", "followers": 1, "pig": true}])));
    assert_eq!(points(&score, "red", "field_barn_s2.pig"), 5);
    assert_eq!(points(&score, "red", "field_barn_s2.pig_herd"), 5);
    assert_eq!(points(&score, "red", "field_barn_s2.cathars"), 3);
    assert_eq!(total(&score, "red"), 20);
}

/// Source: field_barn_s2.little_buildings, field_barn_s2.ghosts — 2 cities (2) + 1
/// little building = 3; 2 ghosts: 3 - 4 = -1.
#[test]
fn barn_s2_little_buildings_and_ghosts() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 2}]);
    let expansions = ["little_buildings", "exp11_ghosts_castles_cemeteries"];
    let score = score(barn("field_barn_s2", &expansions, json!({"cities": 2, "little_buildings": 1}), players));
    assert_eq!(points(&score, "red", "field_barn_s2.little_buildings"), 1);
    assert_eq!(points(&score, "red", "field_barn_s2.ghosts"), -4);
    assert_eq!(total(&score, "red"), -1);
}

/// Source: field_barn_s2.teacher, field_barn_s2.ringmaster, field_barn_s2.fairy.
#[test]
fn barn_s2_epilog() {
    let inputs = json!({"cities": 4, "teacher": "blue", "ringmaster": "blue", "ringmaster_tiles": 1, "fairy": "red"});
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let expansions = ["school", "exp10_under_the_big_top", "exp03_princess_dragon"];
    let score = score(barn("field_barn_s2", &expansions, inputs, players));
    assert_eq!(points(&score, "blue", "field_barn_s2.teacher"), 4);
    assert_eq!(points(&score, "blue", "field_barn_s2.ringmaster"), 2);
    assert_eq!(points(&score, "red", "field_barn_s2.fairy"), 3);
    assert_eq!(total(&score, "red"), 7);
}

// ---------------------------------------------------------------- B.1.6 special case

/// Source: field_barn_special.city, field_barn_special.castle — farmers from the City
/// of Carcassonne on a barn field: 1 per completed city, 2 per castle: 4 + 2 = 6.
#[test]
fn special_one_per_city_two_per_castle() {
    let score = score(special(
        &["exp08_bridges_castles_bazaars"],
        json!({"cities": 4, "castles": 1}),
        json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "field_barn_special.city"), 4);
    assert_eq!(points(&score, "red", "field_barn_special.castle"), 2);
    assert_eq!(score.value, 6);
    assert!(score.award("blue").is_none());
}

/// Source: field_barn_special.pig_herd, field_barn_special.cathars — 2 cities (both
/// besieged), 1 castle, herd: 2 + 2 + 3 (herd), each besieged city had 1 + 1 = 2,
/// doubled: +4. Total 11. No pig row in this case: the pig input does not exist.
#[test]
fn special_pig_herd_and_cathars_no_pig() {
    let inputs = json!({"cities": 2, "castles": 1, "pig_herd": true, "besieged_cities": 2});
    let score = score(special(&EVERYTHING, inputs.clone(), json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "field_barn_special.pig_herd"), 3);
    assert_eq!(points(&score, "red", "field_barn_special.cathars"), 4);
    assert_eq!(score.value, 11);
    let pig = error(special(&EVERYTHING, inputs, json!([{"id": "red", "followers": 1, "pig": true}])));
    assert!(matches!(pig, Error::UnknownInput { ref field, .. } if field == "pig"), "{pig}");
}

/// Source: field_barn_special.little_buildings — +1 each; no ghost row in this case.
#[test]
fn special_little_buildings_no_ghosts() {
    let inputs = json!({"cities": 1, "little_buildings": 2});
    let score = score(special(&["little_buildings"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "field_barn_special.little_buildings"), 2);
    assert_eq!(score.value, 3);
    let ghosts = error(special(
        &["exp11_ghosts_castles_cemeteries"],
        json!({"cities": 1}),
        json!([{"id": "red", "followers": 1, "ghosts": 1}]),
    ));
    assert!(matches!(ghosts, Error::UnknownInput { ref field, .. } if field == "ghosts"), "{ghosts}");
}

/// Source: field_barn_special.city — needs both the Count and the barn.
#[test]
fn special_needs_the_count_and_the_barn() {
    let players = json!([{"id": "red", "followers": 1}]);
    let count_only = request(
        "field_barn_special",
        "end_of_game",
        &["exp06_count_king_robber.count"],
        json!({"cities": 1}),
        players.clone(),
    );
    let error_count_only = error(count_only);
    assert!(
        matches!(error_count_only, Error::NotAvailable { ref reason, .. } if reason.text().contains("barn")),
        "{error_count_only}"
    );
    let barn_only =
        request("field_barn_special", "end_of_game", &["exp05_abbey_mayor.barn"], json!({"cities": 1}), players);
    let error_barn_only = error(barn_only);
    assert!(
        matches!(error_barn_only, Error::NotAvailable { ref reason, .. } if reason.text().contains("count")),
        "{error_barn_only}"
    );
}

/// Source: field_barn_special.city — availability and the form follow the same rule
/// as scoring: with the Count alone the item is not available, its schema is
/// refused, and it is left out of the end-game walkthrough; with both it is there.
#[test]
fn special_is_unavailable_with_the_count_alone() {
    use tally_core::rules::{When, end_game_items, find_feature};
    use tally_core::{Edition, Element, Ruleset};

    let def = find_feature("field_barn_special").unwrap();
    let count_only = Ruleset::base(Edition::C3).with(Element::Count);
    assert!(!def.is_available(&count_only, When::EndOfGame));
    let schema_error = def.schema(&count_only, When::EndOfGame).unwrap_err();
    assert!(
        matches!(schema_error, Error::NotAvailable { ref reason, .. } if reason.text().contains("barn")),
        "{schema_error}"
    );
    assert!(!end_game_items(&count_only).iter().any(|item| item.key == "field_barn_special"));
    let barn_only = Ruleset::base(Edition::C3).with(Element::Barn);
    assert!(!def.is_available(&barn_only, When::EndOfGame));
    let both = count_only.with(Element::Barn);
    assert!(def.is_available(&both, When::EndOfGame));
    assert!(!def.is_available(&both, When::Completed));
    assert!(end_game_items(&both).iter().any(|item| item.key == "field_barn_special"));
}
