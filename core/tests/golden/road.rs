//! Road: 3B.1 (completed) and B.1.1 (end of game).

use serde_json::{Value, json};

use crate::support::*;

fn road(edition: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": expansions}, "feature": "road",
           "when": "completed", "inputs": inputs, "players": players})
}

fn road_end(expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": expansions}, "feature": "road",
           "when": "end_of_game", "inputs": inputs, "players": players})
}

/// Source: road.base — 1 point per tile to the majority.
#[test]
fn base_one_point_per_tile_to_the_majority() {
    let score = score(road(
        "c3",
        &[],
        json!({"tiles": 4}),
        json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]),
    ));
    assert_eq!(score.value, 4);
    assert_eq!(points(&score, "red", "road.base"), 4);
    assert!(score.award("blue").is_none(), "the minority scores nothing");
    assert_consistent(&score);
}

/// Source: road.base — tied majority holders all score the full value.
#[test]
fn base_tie_all_score() {
    let score = score(road(
        "c2",
        &[],
        json!({"tiles": 3}),
        json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1}]),
    ));
    assert_eq!(total(&score, "red"), 3);
    assert_eq!(total(&score, "blue"), 3);
}

/// Source: road.base with the large meeple (Inns & Cathedrals): strength 2.
#[test]
fn large_meeple_counts_two() {
    let players = json!([{"id": "red", "large_followers": 1}, {"id": "blue", "followers": 1}]);
    let score = score(road("c3", &["exp01_inns_cathedrals"], json!({"tiles": 3}), players));
    assert_eq!(total(&score, "red"), 3);
    assert!(score.award("blue").is_none());
}

/// Source: road.wooden_bridge, road.tunnel, road.labyrinth.tile, road.ferry — each
/// such tile counts as 1 road tile.
#[test]
fn bridges_tunnels_labyrinths_ferries_count_one_tile() {
    let expansions = ["exp08_bridges_castles_bazaars", "tunnel", "labyrinth", "mini3_ferries"];
    let inputs = json!({"tiles": 3, "wooden_bridges": 1, "tunnels": 2, "labyrinths": 1, "ferries": 1});
    let score = score(road("c3", &expansions, inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.wooden_bridge"), 1);
    assert_eq!(points(&score, "red", "road.tunnel"), 2);
    assert_eq!(points(&score, "red", "road.labyrinth.tile"), 1);
    assert_eq!(points(&score, "red", "road.ferry"), 1);
    assert_eq!(score.value, 8);
}

/// Source: road.leipzig_tile — C2: 1 road tile; C3: 2 road tiles ([001]).
#[test]
fn leipzig_long_road_by_edition() {
    let inputs = json!({"tiles": 2, "leipzig_long_roads": 1});
    let players = json!([{"id": "red", "followers": 1}]);
    let c2 = score(road("c2", &["markets_of_leipzig"], inputs.clone(), players.clone()));
    let c3 = score(road("c3", &["markets_of_leipzig"], inputs.clone(), players.clone()));
    let c1 = score(road("c1", &["markets_of_leipzig"], inputs, players));
    assert_eq!(points(&c2, "red", "road.leipzig_tile"), 1);
    assert_eq!(points(&c3, "red", "road.leipzig_tile"), 2);
    assert_eq!(points(&c1, "red", "road.leipzig_tile"), 1);
    assert_eq!((c1.value, c2.value, c3.value), (3, 3, 4));
}

/// Source: road.wonder_tiles — Notre-Dame's forking road: 1 tile (C1) / 2 (C2+C3).
#[test]
fn wonder_forking_road_by_edition() {
    let inputs = json!({"tiles": 2, "notre_dame": true, "stonehenge": true});
    let players = json!([{"id": "red", "followers": 1}]);
    let c1 = score(road("c1", &["wonders_of_humanity"], inputs.clone(), players.clone()));
    let c3 = score(road("c3", &["wonders_of_humanity"], inputs, players));
    assert_eq!(points(&c1, "red", "road.wonder_tiles"), 2);
    assert_eq!(points(&c3, "red", "road.wonder_tiles"), 4);
}

/// Source: tilecount.double_sized — a double-sized tile counts 1 (C1) or 2 (C2+C3).
#[test]
fn double_sized_tiles_by_edition() {
    let inputs = json!({"tiles": 1, "double_sized_tiles": 1});
    let players = json!([{"id": "red", "followers": 1}]);
    assert_eq!(score(road("c1", &["markets_of_leipzig"], inputs.clone(), players.clone())).value, 2);
    assert_eq!(score(road("c3", &["markets_of_leipzig"], inputs, players)).value, 3);
}

/// Source: road.german_cathedral_segment and road.german_cathedral — 3 tiles ending
/// at a German cathedral through 1 segment: 3 + 1, then +1 per tile, +1 per segment.
#[test]
fn german_cathedral_segments_and_bonus() {
    let inputs = json!({"tiles": 3, "german_cathedral_tiles": 1, "german_cathedral_segments": 1});
    let score = score(road("c3", &["german_cathedrals"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.german_cathedral_segment"), 1);
    assert_eq!(points(&score, "red", "road.german_cathedral"), 4);
    assert_eq!(score.value, 8);
}

/// Source: road.inn — +1 per tile; inns do not stack (a toggle).
#[test]
fn inn_adds_one_per_tile() {
    let score = score(road(
        "c3",
        &["exp01_inns_cathedrals"],
        json!({"tiles": 5, "inn": true}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "road.inn"), 5);
    assert_eq!(score.value, 10);
}

/// Source: road.mage, road.witch — mage then witch: (5 + 5) / 2 = 5.
#[test]
fn mage_then_witch_halves_both() {
    let inputs = json!({"tiles": 5, "mage": true, "witch": true});
    let score = score(road("c3", &["mini5_mage_witch"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.mage"), 5);
    assert_eq!(points(&score, "red", "road.witch"), -5);
    assert_eq!(score.value, 5);
}

/// Source: road.witch — halving rounds up: 5 tiles give 3.
#[test]
fn witch_rounds_up() {
    let score = score(road(
        "c3",
        &["mini5_mage_witch.witch"],
        json!({"tiles": 5, "witch": true}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(score.value, 3);
}

/// Source: road.land_surveyor.highway — the count is 5 whatever the length; the inn
/// uses 5, the mage uses the actual 2 tiles.
#[test]
fn highway_counts_five_but_not_for_the_mage() {
    let inputs = json!({"tiles": 2, "land_surveyor": "highway", "inn": true, "mage": true});
    let expansions = ["pnp_land_surveyors", "exp01_inns_cathedrals", "mini5_mage_witch"];
    let score = score(road("c3", &expansions, inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.land_surveyor.highway"), 3);
    assert_eq!(points(&score, "red", "road.inn"), 5);
    assert_eq!(points(&score, "red", "road.mage"), 2);
    assert_eq!(score.value, 12);
}

/// Source: road.land_surveyor.peasant_uprising — -1 per tile with a farmhouse.
#[test]
fn peasant_uprising() {
    let inputs = json!({"tiles": 4, "land_surveyor": "peasant_uprising", "farmhouse_tiles": 2});
    let score = score(road("c3", &["pnp_land_surveyors"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.land_surveyor.peasant_uprising"), -2);
    assert_eq!(score.value, 2);
}

/// Source: road.land_surveyor.street_fair — +1 per tile.
#[test]
fn street_fair() {
    let inputs = json!({"tiles": 4, "land_surveyor": "street_fair"});
    let score = score(road("c3", &["pnp_land_surveyors"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.land_surveyor.street_fair"), 4);
    assert_eq!(score.value, 8);
}

/// Source: road.land_surveyor.poverty — -3; the feature may go negative.
#[test]
fn poverty_may_make_the_feature_negative() {
    let inputs = json!({"tiles": 2, "land_surveyor": "poverty"});
    let score = score(road("c3", &["pnp_land_surveyors"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.land_surveyor.poverty"), -3);
    assert_eq!(score.value, -1);
}

/// Source: road.little_buildings — basic +1 each; variant +1 shed, +2 house, +3 tower.
#[test]
fn little_buildings_basic_and_variant() {
    let players = json!([{"id": "red", "followers": 1}]);
    let basic = score(road("c3", &["little_buildings"], json!({"tiles": 3, "little_buildings": 2}), players.clone()));
    assert_eq!(points(&basic, "red", "road.little_buildings"), 2);
    let variant = json!({"ruleset": {"edition": "c3", "expansions": ["little_buildings"], "variants": {"little_buildings": "variant"}},
        "feature": "road", "inputs": {"tiles": 3, "sheds": 1, "houses": 1, "towers": 1}, "players": players});
    assert_eq!(points(&score(variant), "red", "road.little_buildings"), 6);
}

/// Source: road.german_castle — +3 per different German castle.
#[test]
fn german_castles_at_the_ends() {
    let score = score(road(
        "c3",
        &["german_castles"],
        json!({"tiles": 3, "german_castles": 2}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "road.german_castle"), 6);
    assert_eq!(score.value, 9);
}

/// Source: road.bathhouse — + the number on each bathhouse.
#[test]
fn bathhouses_add_their_numbers() {
    let score = score(road(
        "c3",
        &["barber_surgeons"],
        json!({"tiles": 3, "bathhouse_points": 5}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "road.bathhouse"), 5);
}

/// Source: road.signpost — (correct signpost types) points per correct signpost.
#[test]
fn signposts_in_game() {
    let inputs = json!({"tiles": 3, "signposts": 2, "signpost_types": 3});
    let score = score(road("c3", &["signposts"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.signpost"), 6);
}

/// Source: road.labyrinth.meeples — advanced rules only: +2 per meeple on the network.
#[test]
fn labyrinth_meeples_only_with_advanced_rules() {
    let players = json!([{"id": "red", "followers": 1}]);
    let inputs = json!({"tiles": 3, "labyrinths": 1, "labyrinth_meeples": 3});
    let advanced = json!({"ruleset": {"edition": "c3", "expansions": ["labyrinth"], "variants": {"labyrinth_advanced": true}},
        "feature": "road", "inputs": inputs, "players": players});
    assert_eq!(points(&score(advanced), "red", "road.labyrinth.meeples"), 6);
    let basic = error(road("c3", &["labyrinth"], inputs, players));
    assert!(
        matches!(basic, tally_core::Error::InputNotEnabled { ref field, .. } if field == "labyrinth_meeples"),
        "{basic}"
    );
}

/// Source: road.ghosts — -2 per ghost, majority holders only; may go negative.
#[test]
fn ghosts_penalise_majority_holders_only() {
    let players = json!([{"id": "red", "followers": 2, "ghosts": 2}, {"id": "blue", "followers": 1, "ghosts": 1}]);
    let score = score(road("c3", &["exp11_ghosts_castles_cemeteries"], json!({"tiles": 3}), players));
    assert_eq!(score.value, 3, "ghosts do not change the feature value");
    assert_eq!(points(&score, "red", "road.ghosts"), -4);
    assert_eq!(total(&score, "red"), -1);
    assert!(score.award("blue").is_none());
}

/// Source: road.teacher — equal points to the feature scoring.
#[test]
fn teacher_copies_the_feature_value() {
    let inputs = json!({"tiles": 4, "teacher": "blue"});
    let score = score(road("c3", &["school"], inputs, json!([{"id": "red", "followers": 1}, {"id": "blue"}])));
    assert_eq!(points(&score, "blue", "road.teacher"), 4);
}

/// Source: road.leipzig.wainwrights — +1 per actual tile, majority required.
#[test]
fn wainwrights_need_the_majority() {
    let players = json!([{"id": "red", "followers": 1, "wainwrights_quarter": true}, {"id": "blue", "wainwrights_quarter": true}]);
    let score = score(road("c3", &["markets_of_leipzig"], json!({"tiles": 4}), players));
    assert_eq!(points(&score, "red", "road.leipzig.wainwrights"), 4);
    assert!(score.award("blue").is_none());
}

/// Source: road.ringmaster — 2 per circus or acrobat tile, even without points from
/// the feature.
#[test]
fn ringmaster_scores_after_the_feature() {
    let inputs = json!({"tiles": 3, "ringmaster": "blue", "ringmaster_tiles": 2});
    let score =
        score(road("c3", &["exp10_under_the_big_top"], inputs, json!([{"id": "red", "followers": 1}, {"id": "blue"}])));
    assert_eq!(points(&score, "blue", "road.ringmaster"), 4);
    let last = score.award("blue").unwrap().rows.last().unwrap();
    assert_eq!(last.rule, "road.ringmaster");
}

/// Source: road.fairy — 3 points per feature scored.
#[test]
fn fairy_bonus() {
    let score = score(road(
        "c1",
        &["exp03_princess_dragon"],
        json!({"tiles": 2, "fairy": "red"}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "road.fairy"), 3);
    assert_eq!(total(&score, "red"), 5);
}

/// Source: road.watchtower and rows 1a-1e: meeple 2, road 1, cloister 3, coat of arms 2, city 1.
#[test]
fn watchtower_symbols() {
    let players = json!([{"id": "red", "followers": 1}]);
    for (symbol, count, rule, expected) in [
        ("meeple", 3, "road.watchtower.meeple_symbol", 6),
        ("road", 4, "road.watchtower.road_symbol", 4),
        ("cloister", 2, "road.watchtower.cloister_symbol", 6),
        ("coat_of_arms", 2, "road.watchtower.coat_of_arms_symbol", 4),
        ("city", 5, "road.watchtower.city_symbol", 5),
    ] {
        let inputs = json!({"tiles": 2, "watchtower": "red", "watchtower_symbol": symbol, "watchtower_count": count});
        let score = score(road("c3", &["watchtowers"], inputs, players.clone()));
        assert_eq!(points(&score, "red", rule), expected, "{symbol}");
        assert_eq!(score.award("red").unwrap().rows[0].rule, rule, "the prolog comes first");
    }
    let schema = tally_core::rules::find_feature("road").unwrap();
    let ruleset = tally_core::Ruleset::base(tally_core::Edition::C3).with(tally_core::Element::Watchtowers);
    let schema = schema.schema(&ruleset, tally_core::rules::When::Completed).unwrap();
    assert_eq!(schema.get("watchtower").unwrap().rule, "road.watchtower");
}

/// Source: road.tollkeepers, road.tollkeepers.toll_1 (1 / 3), road.tollkeepers.toll_2 (2 / 6).
#[test]
fn tollhouses_raise_their_toll() {
    let inputs = json!({"tiles": 4, "toll_buildings": 2, "traveler_groups": 1});
    let players = json!([{"id": "red", "followers": 1, "toll_small": 1}, {"id": "blue", "toll_large": 1}]);
    let score = score(road("c3", &["tollkeepers"], inputs, players));
    assert_eq!(points(&score, "red", "road.tollkeepers.toll_1"), 5);
    assert_eq!(points(&score, "blue", "road.tollkeepers.toll_2"), 10);
    assert_eq!(total(&score, "red"), 9);
    let def = tally_core::rules::find_feature("road").unwrap();
    let ruleset = tally_core::Ruleset::base(tally_core::Edition::C3).with(tally_core::Element::Tollkeepers);
    let schema = def.schema(&ruleset, tally_core::rules::When::Completed).unwrap();
    assert_eq!(schema.get("toll_buildings").unwrap().rule, "road.tollkeepers");
}

/// Source: road.base.incomplete — 1 point per tile at the end.
#[test]
fn incomplete_road_one_point_per_tile() {
    let score = score(road_end(&[], json!({"tiles": 4}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.base.incomplete"), 4);
}

/// Source: road.wooden_bridge.incomplete, road.tunnel.incomplete,
/// road.labyrinth.incomplete, road.ferry.incomplete, road.wonder_tiles.incomplete.
#[test]
fn incomplete_road_counting_rows() {
    let expansions = ["exp08_bridges_castles_bazaars", "tunnel", "labyrinth", "mini3_ferries", "wonders_of_humanity"];
    let inputs =
        json!({"tiles": 1, "wooden_bridges": 1, "tunnels": 1, "labyrinths": 1, "ferries": 1, "stonehenge": true});
    let score = score(road_end(&expansions, inputs, json!([{"id": "red", "followers": 1}])));
    for rule in [
        "road.wooden_bridge.incomplete",
        "road.tunnel.incomplete",
        "road.labyrinth.incomplete",
        "road.ferry.incomplete",
    ] {
        assert_eq!(points(&score, "red", rule), 1, "{rule}");
    }
    assert_eq!(points(&score, "red", "road.wonder_tiles.incomplete"), 2);
    assert_eq!(score.value, 7);
}

/// Source: road.german_cathedral.incomplete — +0 per tile, 1 per segment on cathedral tiles.
#[test]
fn incomplete_road_to_a_german_cathedral() {
    let inputs = json!({"tiles": 3, "german_cathedral_tiles": 1, "german_cathedral_segments": 1});
    let score = score(road_end(&["german_cathedrals"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.german_cathedral.incomplete"), 1);
    assert_eq!(score.value, 4);
}

/// Source: road.inn.incomplete — an inn on an incomplete road scores 0 (x0).
#[test]
fn inn_on_incomplete_road_scores_zero() {
    let score = score(road_end(
        &["exp01_inns_cathedrals"],
        json!({"tiles": 5, "inn": true}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "road.inn.incomplete"), -5);
    assert_eq!(score.value, 0);
    assert_eq!(total(&score, "red"), 0);
}

/// Source: road.mage.incomplete — the mage's +1 per tile survives the inn's x0.
#[test]
fn mage_survives_the_inn_at_the_end() {
    let inputs = json!({"tiles": 4, "inn": true, "mage": true});
    let score =
        score(road_end(&["exp01_inns_cathedrals", "mini5_mage_witch"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.mage.incomplete"), 4);
    assert_eq!(score.value, 4);
}

/// Source: road.witch.incomplete — 5 tiles halved, rounded up: 3.
#[test]
fn witch_at_the_end() {
    let score = score(road_end(
        &["mini5_mage_witch"],
        json!({"tiles": 5, "witch": true}),
        json!([{"id": "red", "followers": 1}]),
    ));
    assert_eq!(points(&score, "red", "road.witch.incomplete"), -2);
    assert_eq!(score.value, 3);
}

/// Source: road.little_buildings.incomplete and road.signpost.incomplete (+1 per signpost).
#[test]
fn little_buildings_and_signposts_at_the_end() {
    let inputs = json!({"tiles": 2, "little_buildings": 1, "signposts": 2});
    let score = score(road_end(&["little_buildings", "signposts"], inputs, json!([{"id": "red", "followers": 1}])));
    assert_eq!(points(&score, "red", "road.little_buildings.incomplete"), 1);
    assert_eq!(points(&score, "red", "road.signpost.incomplete"), 2);
    assert_eq!(score.value, 5);
}

/// Source: road.ghosts.incomplete — -1 per ghost by default (B.0), -2 with the option.
#[test]
fn ghosts_at_the_end() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 2}]);
    let score_default = score(road_end(&["exp11_ghosts_castles_cemeteries"], json!({"tiles": 3}), players.clone()));
    assert_eq!(points(&score_default, "red", "road.ghosts.incomplete"), -2);
    let two = json!({"ruleset": {"edition": "c3", "expansions": ["exp11_ghosts_castles_cemeteries"], "variants": {"end_game_ghost_penalty": "two"}},
        "feature": "road", "when": "end_of_game", "inputs": {"tiles": 3}, "players": players});
    assert_eq!(points(&score(two), "red", "road.ghosts.incomplete"), -4);
}
