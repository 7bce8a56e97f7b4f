//! Cloister family: 3B.3 (completed) and B.1.4 (end of game).

use serde_json::{Value, json};
use tally_core::Error;
use tally_core::rules::{InputKind, When, find_feature};
use tally_core::{Edition, Element, Ruleset};

use crate::support::*;

fn cloister(edition: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": expansions}, "feature": "cloister",
           "when": "completed", "inputs": inputs, "players": players})
}

fn cloister_end(edition: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": expansions}, "feature": "cloister",
           "when": "end_of_game", "inputs": inputs, "players": players})
}

fn red() -> Value {
    json!([{"id": "red", "followers": 1}])
}

fn red_blue() -> Value {
    json!([{"id": "red", "followers": 1}, {"id": "blue"}])
}

// ---------------------------------------------------------------- base row

/// Source: cloister.base — a completed cloister scores 9 in every edition (C1: 9
/// points; C2+C3: 1 per tile in the 3x3 area, all nine filled; WE: 9 points).
#[test]
fn completed_cloister_scores_nine_in_every_edition() {
    for edition in ["c1", "c2", "c3", "winter"] {
        let score = score(cloister(edition, &[], json!({}), red()));
        assert_eq!(score.value, 9, "{edition}");
        assert_eq!(points(&score, "red", "cloister.base"), 9, "{edition}");
        assert_consistent(&score);
    }
    let c1 = score(cloister("c1", &[], json!({}), red()));
    let c3 = score(cloister("c3", &[], json!({}), red()));
    let label = |score: &tally_core::rules::Score| rows(score, "red", "cloister.base")[0].label.clone();
    assert_ne!(label(&c1), label(&c3), "the edition's wording is shown");
}

/// Source: cloister.base — the abbot on a cloister scores like a monk.
#[test]
fn abbot_scores_a_completed_cloister() {
    let score = score(cloister("c3", &["abbot"], json!({}), json!([{"id": "red", "abbot": true}, {"id": "blue"}])));
    assert_eq!(total(&score, "red"), 9);
    assert!(score.award("blue").is_none());
}

/// Source: cloister.base — every building of the family scores the same way; the
/// choice offers only those whose expansion is in play.
#[test]
fn every_building_of_the_family() {
    let expansions = ["exp06_count_king_robber", "exp05_abbey_mayor", "monasteries_de_nl_be_japan", "darmstadt_promo"];
    for building in [
        "cloister",
        "shrine",
        "abbey",
        "german_monastery",
        "dutch_belgian_monastery",
        "japanese_building",
        "darmstadt_church",
    ] {
        let score = score(cloister("c3", &expansions, json!({"building": building}), red()));
        assert_eq!(total(&score, "red"), 9, "{building}");
    }
    let def = find_feature("cloister").unwrap();
    let all = def.schema(&Ruleset::everything(Edition::C3), When::Completed).unwrap();
    let building = all.get("building").unwrap();
    assert_eq!(building.kind, InputKind::Choice);
    assert_eq!(building.options.len(), 7);
    let base = def.schema(&Ruleset::base(Edition::C3), When::Completed).unwrap();
    assert!(base.get("building").is_none(), "the base game has only the cloister");
    let darmstadt = def.schema(&Ruleset::base(Edition::C3).with(Element::Darmstadt), When::Completed).unwrap();
    let keys: Vec<&str> = darmstadt.get("building").unwrap().options.iter().map(|o| o.key).collect();
    assert_eq!(keys, ["cloister", "darmstadt_church"]);
}

/// Source: cloister.base — a building whose expansion is not in play is refused.
#[test]
fn building_of_an_expansion_not_in_play_is_refused() {
    let hidden = error(cloister("c3", &[], json!({"building": "shrine"}), red()));
    assert!(matches!(hidden, Error::InputNotEnabled { ref field, .. } if field == "building"), "{hidden}");
    let other = error(cloister("c3", &["darmstadt_promo"], json!({"building": "shrine"}), red()));
    assert!(matches!(other, Error::InvalidInput { ref field, .. } if field == "building"), "{other}");
}

// ---------------------------------------------------------------- value rows

/// Source: cloister.land_surveyor.hermit_monastery — -1 per tile with city segments.
#[test]
fn hermit_monastery() {
    let inputs = json!({"land_surveyor": "hermit_monastery", "city_segment_tiles": 3});
    let score = score(cloister("c3", &["pnp_land_surveyors"], inputs, red()));
    assert_eq!(points(&score, "red", "cloister.land_surveyor.hermit_monastery"), -3);
    assert_eq!(score.value, 6);
}

/// Source: cloister.land_surveyor.pilgrimage_route — +1 per tile with road segments
/// or a wooden bridge.
#[test]
fn pilgrimage_route() {
    let inputs = json!({"land_surveyor": "pilgrimage_route", "road_segment_tiles": 4});
    let score = score(cloister("c3", &["pnp_land_surveyors"], inputs, red()));
    assert_eq!(points(&score, "red", "cloister.land_surveyor.pilgrimage_route"), 4);
    assert_eq!(score.value, 13);
}

/// Source: cloister.land_surveyor.wealth — +3 for the feature.
#[test]
fn wealth() {
    let score = score(cloister("c3", &["pnp_land_surveyors"], json!({"land_surveyor": "wealth"}), red()));
    assert_eq!(points(&score, "red", "cloister.land_surveyor.wealth"), 3);
    assert_eq!(score.value, 12);
}

/// Source: cloister.vineyard — +3 per neighbouring vineyard during the game.
#[test]
fn vineyards_during_the_game() {
    let score = score(cloister("c3", &["exp09_hills_sheep"], json!({"vineyards": 2}), red()));
    assert_eq!(points(&score, "red", "cloister.vineyard"), 6);
    assert_eq!(score.value, 15);
}

/// Source: cloister.little_buildings — +1 each; more than the area's 9 tiles is refused.
#[test]
fn little_buildings_during_the_game() {
    let score = score(cloister("c3", &["little_buildings"], json!({"little_buildings": 2}), red()));
    assert_eq!(points(&score, "red", "cloister.little_buildings"), 2);
    assert_eq!(score.value, 11);
    let too_many = error(cloister("c3", &["little_buildings"], json!({"little_buildings": 10}), red()));
    assert!(matches!(too_many, Error::InvalidInput { ref field, .. } if field == "little_buildings"), "{too_many}");
}

/// Source: cloister.ghosts — -2 per ghost to the holder; the points may be negative.
#[test]
fn ghosts_can_make_the_monk_negative() {
    let plain = score(cloister(
        "c3",
        &["exp11_ghosts_castles_cemeteries"],
        json!({}),
        json!([{"id": "red", "followers": 1, "ghosts": 2}]),
    ));
    // 9 - 2 x 2 = 5.
    assert_eq!(points(&plain, "red", "cloister.ghosts"), -4);
    assert_eq!(total(&plain, "red"), 5);
    let inputs = json!({"land_surveyor": "hermit_monastery", "city_segment_tiles": 9});
    let players = json!([{"id": "red", "followers": 1, "ghosts": 1}]);
    let hermit = score(cloister("c3", &["exp11_ghosts_castles_cemeteries", "pnp_land_surveyors"], inputs, players));
    // 9 - 9 = 0; one ghost: -2.
    assert_eq!(hermit.value, 0);
    assert_eq!(total(&hermit, "red"), -2);
}

/// Source: cloister.challenge — the building completed first scores its usual
/// points (vineyards included, [000]).
#[test]
fn challenge_won_scores_as_usual() {
    let inputs = json!({"building": "shrine", "challenge": "won", "vineyards": 1});
    let score = score(cloister("c3", &["exp06_count_king_robber", "exp09_hills_sheep"], inputs, red()));
    // 9 + 3 = 12.
    assert_eq!(score.value, 12);
    assert!(has_rule(&score, "red", "cloister.challenge"));
    assert_eq!(points(&score, "red", "cloister.challenge"), 0);
}

/// Source: cloister.challenge — the loser scores 0, and is not a scored feature for
/// the epilog bonuses.
#[test]
fn challenge_lost_scores_zero() {
    let inputs = json!({"challenge": "lost", "vineyards": 1, "fairy": "red"});
    let expansions = ["exp06_count_king_robber", "exp09_hills_sheep", "exp03_princess_dragon"];
    let score = score(cloister("c3", &expansions, inputs, red()));
    // 9 + 3 = 12, then x0.
    assert_eq!(points(&score, "red", "cloister.challenge"), -12);
    assert_eq!(score.value, 0);
    assert_eq!(total(&score, "red"), 0);
    assert!(!has_rule(&score, "red", "cloister.fairy"));
}

/// Source: cloister.teacher — equal to the feature scoring.
#[test]
fn teacher_copies_the_value() {
    let inputs = json!({"vineyards": 1, "teacher": "blue"});
    let score = score(cloister("c3", &["school", "exp09_hills_sheep"], inputs, red_blue()));
    assert_eq!(points(&score, "blue", "cloister.teacher"), 12);
}

/// Source: cloister.darmstadt_church — +3 to the majority of meeples on the church
/// tile and the 8 around it; ties all receive it, whoever holds the church.
#[test]
fn darmstadt_church_majority_bonus() {
    let players = json!([
        {"id": "red", "followers": 1, "church_meeples": 2},
        {"id": "blue", "church_meeples": 2},
        {"id": "green", "church_meeples": 1}
    ]);
    let inputs = json!({"building": "darmstadt_church"});
    let score = score(cloister("c3", &["darmstadt_promo"], inputs, players));
    assert_eq!(points(&score, "red", "cloister.darmstadt_church"), 3);
    assert_eq!(total(&score, "red"), 12);
    assert_eq!(total(&score, "blue"), 3);
    assert!(score.award("green").is_none());
}

/// Source: cloister.darmstadt_church — cross-field check: the bonus belongs to a
/// Darmstadt church only.
#[test]
fn church_meeples_on_another_building_are_refused() {
    let players = json!([{"id": "red", "followers": 1, "church_meeples": 1}]);
    let refused = error(cloister("c3", &["darmstadt_promo"], json!({"building": "cloister"}), players));
    assert!(
        matches!(refused, Error::InvalidInput { ref field, .. } if field == "players[0].church_meeples"),
        "{refused}"
    );
}

/// Source: cloister.leipzig.bookbinders — +4 per scored feature, the feature must be
/// occupied (by anyone).
#[test]
fn bookbinders_need_an_occupied_feature() {
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue", "bookbinders_quarter": true}]);
    let occupied = score(cloister("c3", &["markets_of_leipzig"], json!({}), players));
    assert_eq!(points(&occupied, "blue", "cloister.leipzig.bookbinders"), 4);
    assert_eq!(total(&occupied, "red"), 9);
    let empty =
        score(cloister("c3", &["markets_of_leipzig"], json!({}), json!([{"id": "blue", "bookbinders_quarter": true}])));
    assert!(empty.awards.is_empty());
}

/// Source: cloister.ringmaster — 2 per circus or acrobat tile on a basic cloister; no
/// bonus on the other buildings of the family (a 0 row says why).
#[test]
fn ringmaster_on_basic_cloisters_only() {
    let inputs = json!({"ringmaster": "blue", "ringmaster_tiles": 2});
    let basic = score(cloister("c3", &["exp10_under_the_big_top"], inputs, red_blue()));
    assert_eq!(points(&basic, "blue", "cloister.ringmaster"), 4);
    let inputs = json!({"building": "shrine", "ringmaster": "blue", "ringmaster_tiles": 2});
    let shrine = score(cloister("c3", &["exp10_under_the_big_top", "exp06_count_king_robber"], inputs, red_blue()));
    assert!(has_rule(&shrine, "blue", "cloister.ringmaster"));
    assert_eq!(total(&shrine, "blue"), 0);
}

/// Source: cloister.fairy — 3 points per feature scored.
#[test]
fn fairy_bonus() {
    let score = score(cloister("c1", &["exp03_princess_dragon"], json!({"fairy": "red"}), red()));
    assert_eq!(points(&score, "red", "cloister.fairy"), 3);
    assert_eq!(total(&score, "red"), 12);
}

// ---------------------------------------------------------------- end of game

/// Source: cloister.base.incomplete — 1 for the building + 1 per tile around it
/// (C1), per tile in the 8 spaces (C2+C3), per occupied space (WE).
#[test]
fn incomplete_cloister_by_edition() {
    for edition in ["c1", "c2", "c3", "winter"] {
        let score = score(cloister_end(edition, &[], json!({"tiles_around": 5}), red()));
        assert_eq!(points(&score, "red", "cloister.base.incomplete"), 6, "{edition}");
    }
    let def = find_feature("cloister").unwrap();
    let winter = def.schema(&Ruleset::base(Edition::Winter), When::EndOfGame).unwrap();
    assert_eq!(winter.get("tiles_around").unwrap().label.text(), "Occupied spaces around it");
    assert_eq!(winter.get("tiles_around").unwrap().max, 8);
}

/// Source: cloister.base.incomplete — in C1 each triangular tile counts on its own,
/// so more than 8 can be around; in C2+C3 at most 8.
#[test]
fn incomplete_cloister_with_triangular_tiles() {
    let c1 = score(cloister_end("c1", &["halflings"], json!({"tiles_around": 12}), red()));
    assert_eq!(c1.value, 13);
    let c3 = error(cloister_end("c3", &["halflings"], json!({"tiles_around": 12}), red()));
    assert!(matches!(c3, Error::InvalidInput { ref field, .. } if field == "tiles_around"), "{c3}");
}

/// Source: cloister.base.incomplete — "the monk or abbot scores here".
#[test]
fn abbot_scores_at_the_end() {
    let score =
        score(cloister_end("c3", &["abbot"], json!({"tiles_around": 3}), json!([{"id": "red", "abbot": true}])));
    assert_eq!(total(&score, "red"), 4);
}

/// Source: cloister.vineyard.incomplete — +0 per vineyard at the end (the row says
/// so); vineyards are tiles around the cloister, no more than those.
#[test]
fn vineyards_at_the_end_give_nothing() {
    let score = score(cloister_end("c3", &["exp09_hills_sheep"], json!({"tiles_around": 4, "vineyards": 2}), red()));
    let vineyard = rows(&score, "red", "cloister.vineyard.incomplete");
    assert_eq!((vineyard[0].quantity, vineyard[0].points), (2, 0));
    assert_eq!(score.value, 5);
    let refused = error(cloister_end("c3", &["exp09_hills_sheep"], json!({"tiles_around": 2, "vineyards": 3}), red()));
    assert!(matches!(refused, Error::InvalidInput { ref field, .. } if field == "vineyards"), "{refused}");
}

/// Source: cloister.little_buildings.incomplete — +1 each, one per tile of the area.
#[test]
fn little_buildings_at_the_end() {
    let inputs = json!({"tiles_around": 2, "little_buildings": 2});
    let score = score(cloister_end("c3", &["little_buildings"], inputs, red()));
    // 1 + 2 + 2 = 5.
    assert_eq!(points(&score, "red", "cloister.little_buildings.incomplete"), 2);
    assert_eq!(score.value, 5);
    let inputs = json!({"tiles_around": 2, "little_buildings": 4});
    let refused = error(cloister_end("c3", &["little_buildings"], inputs, red()));
    assert!(matches!(refused, Error::InvalidInput { ref field, .. } if field == "little_buildings"), "{refused}");
}

/// Source: cloister.ghosts.incomplete — -1 per ghost by default (B.0).
#[test]
fn ghosts_at_the_end() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 1}]);
    let score = score(cloister_end("c3", &["exp11_ghosts_castles_cemeteries"], json!({"tiles_around": 2}), players));
    // 1 + 2 = 3; -1.
    assert_eq!(points(&score, "red", "cloister.ghosts.incomplete"), -1);
    assert_eq!(total(&score, "red"), 2);
}

/// Source: cloister.challenge.incomplete — an unresolved challenge: both buildings
/// score the usual points; "won" and "lost" exist only during the game.
#[test]
fn unresolved_challenge_at_the_end() {
    let inputs = json!({"building": "shrine", "challenge": "unresolved", "tiles_around": 6});
    let score = score(cloister_end("c3", &["exp06_count_king_robber"], inputs, red()));
    assert_eq!(score.value, 7);
    assert!(has_rule(&score, "red", "cloister.challenge.incomplete"));
    let inputs = json!({"challenge": "won", "tiles_around": 6});
    let refused = error(cloister_end("c3", &["exp06_count_king_robber"], inputs, red()));
    assert!(matches!(refused, Error::InvalidInput { ref field, .. } if field == "challenge"), "{refused}");
}
