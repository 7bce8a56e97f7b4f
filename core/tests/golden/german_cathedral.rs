//! German cathedral: 3B.10 (completed) and B.1.13 (end of game).

use serde_json::{Value, json};
use tally_core::Error;

use crate::support::*;

fn cathedral(edition: &str, when: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    let mut all = vec!["german_cathedrals"];
    all.extend_from_slice(expansions);
    json!({"ruleset": {"edition": edition, "expansions": all}, "feature": "german_cathedral",
           "when": when, "inputs": inputs, "players": players})
}

fn in_game(expansions: &[&str], inputs: Value) -> Value {
    cathedral("c3", "completed", expansions, inputs, json!([{"id": "red", "followers": 1}]))
}

fn at_end(expansions: &[&str], inputs: Value) -> Value {
    cathedral("c3", "end_of_game", expansions, inputs, json!([{"id": "red", "followers": 1}]))
}

/// Source: german_cathedral.base, german_cathedral.road_segment,
/// german_cathedral.road — all roads leading to the cathedral: 4 segments on the
/// cathedral tile + 6 road tiles = 10, to the archbishop's majority.
#[test]
fn all_roads_to_the_cathedral() {
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let inputs = json!({"german_cathedral_tiles": 1, "german_cathedral_segments": 4, "tiles": 6});
    let score = score(cathedral("c3", "completed", &[], inputs, players));
    assert_eq!(points(&score, "red", "german_cathedral.road_segment"), 4);
    assert_eq!(points(&score, "red", "german_cathedral.road"), 6);
    assert_eq!(score.value, 10);
    assert!(score.award("blue").is_none());
    let def = tally_core::rules::find_feature("german_cathedral").unwrap();
    let ruleset = tally_core::Ruleset::base(tally_core::Edition::C3).with(tally_core::Element::GermanCathedrals);
    let schema = def.schema(&ruleset, tally_core::rules::When::Completed).unwrap();
    assert_eq!(schema.get("followers").unwrap().rule, "german_cathedral.base");
    assert_consistent(&score);
}

/// Source: german_cathedral.road_segment — segments must fit the cathedral tiles
/// (1 to 4 each): 5 segments on 1 tile is refused.
#[test]
fn segments_must_fit_the_cathedral_tiles() {
    let error = error(in_game(&[], json!({"german_cathedral_tiles": 1, "german_cathedral_segments": 5, "tiles": 3})));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "german_cathedral_segments"), "{error}");
}

/// Source: german_cathedral.wooden_bridge, german_cathedral.tunnel,
/// german_cathedral.labyrinth, german_cathedral.ferry — 1 road tile each:
/// 3 segments + 2 tiles + 4 = 9.
#[test]
fn counting_rows_in_game() {
    let expansions = ["exp08_bridges_castles_bazaars", "tunnel", "labyrinth", "mini3_ferries"];
    let inputs = json!({"german_cathedral_segments": 3, "tiles": 2, "wooden_bridges": 1, "tunnels": 1, "labyrinths": 1, "ferries": 1});
    let score = score(in_game(&expansions, inputs));
    for rule in [
        "german_cathedral.wooden_bridge",
        "german_cathedral.tunnel",
        "german_cathedral.labyrinth",
        "german_cathedral.ferry",
    ] {
        assert_eq!(points(&score, "red", rule), 1, "{rule}");
    }
    assert_eq!(score.value, 9);
}

/// Source: german_cathedral.leipzig_tile — a long road on a Leipzig tile: 1 road
/// tile in C2, 2 in C3. 4 segments + 2 tiles + 1 / 2.
#[test]
fn leipzig_long_road_by_edition() {
    let inputs = json!({"german_cathedral_segments": 4, "tiles": 2, "leipzig_long_roads": 1});
    let red = json!([{"id": "red", "followers": 1}]);
    let c2 = score(cathedral("c2", "completed", &["markets_of_leipzig"], inputs.clone(), red.clone()));
    let c3 = score(cathedral("c3", "completed", &["markets_of_leipzig"], inputs, red));
    assert_eq!(points(&c2, "red", "german_cathedral.leipzig_tile"), 1);
    assert_eq!(points(&c3, "red", "german_cathedral.leipzig_tile"), 2);
    assert_eq!((c2.value, c3.value), (7, 8));
}

/// Source: german_cathedral.inn — roads with an inn: +1 per tile and +1 per segment
/// on cathedral tiles. 4 segments + 6 tiles = 10; the roads with an inn have 3 tiles
/// and 2 segments: +5 = 15.
#[test]
fn inns_in_game() {
    let inputs = json!({"german_cathedral_segments": 4, "tiles": 6, "inn_tiles": 3, "inn_segments": 2});
    let score = score(in_game(&["exp01_inns_cathedrals"], inputs));
    assert_eq!(points(&score, "red", "german_cathedral.inn"), 5);
    assert_eq!(score.value, 15);
}

/// Source: german_cathedral.inn — more inn tiles than road tiles is refused.
#[test]
fn inn_tiles_cannot_exceed_the_roads() {
    let inputs = json!({"german_cathedral_segments": 4, "tiles": 6, "inn_tiles": 7});
    let error = error(in_game(&["exp01_inns_cathedrals"], inputs));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "inn_tiles"), "{error}");
}

/// Source: german_cathedral.little_buildings, german_cathedral.ghosts — 3 + 2 + 1
/// little building = 6; 4 ghosts at -2: 6 - 8 = -2.
#[test]
fn little_buildings_and_ghosts_in_game() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 4}]);
    let inputs = json!({"german_cathedral_segments": 3, "tiles": 2, "little_buildings": 1});
    let expansions = ["little_buildings", "exp11_ghosts_castles_cemeteries"];
    let score = score(cathedral("c3", "completed", &expansions, inputs, players));
    assert_eq!(points(&score, "red", "german_cathedral.little_buildings"), 1);
    assert_eq!(points(&score, "red", "german_cathedral.ghosts"), -8);
    assert_eq!(total(&score, "red"), -2);
    assert_eq!(score.value, 6);
}

/// Source: german_cathedral.teacher, german_cathedral.ringmaster,
/// german_cathedral.fairy — value 4 + 3 = 7.
#[test]
fn epilog_in_game() {
    let inputs = json!({"german_cathedral_segments": 4, "tiles": 3, "teacher": "blue", "ringmaster": "blue",
                        "ringmaster_tiles": 2, "fairy": "red"});
    let players = json!([{"id": "red", "followers": 1}, {"id": "blue"}]);
    let expansions = ["school", "exp10_under_the_big_top", "exp03_princess_dragon"];
    let score = score(cathedral("c3", "completed", &expansions, inputs, players));
    assert_eq!(points(&score, "blue", "german_cathedral.teacher"), 7);
    assert_eq!(points(&score, "blue", "german_cathedral.ringmaster"), 4);
    assert_eq!(points(&score, "red", "german_cathedral.fairy"), 3);
}

/// Source: german_cathedral.base.incomplete, german_cathedral.road_segment.incomplete,
/// german_cathedral.road.incomplete — completed and uncompleted roads alike: 4 + 5.
#[test]
fn at_the_end_all_roads_count() {
    let score = score(at_end(&[], json!({"german_cathedral_segments": 4, "tiles": 5})));
    assert_eq!(points(&score, "red", "german_cathedral.road_segment.incomplete"), 4);
    assert_eq!(points(&score, "red", "german_cathedral.road.incomplete"), 5);
    assert_eq!(score.value, 9);
    let def = tally_core::rules::find_feature("german_cathedral").unwrap();
    let ruleset = tally_core::Ruleset::base(tally_core::Edition::C3).with(tally_core::Element::GermanCathedrals);
    let schema = def.schema(&ruleset, tally_core::rules::When::EndOfGame).unwrap();
    assert_eq!(schema.get("followers").unwrap().rule, "german_cathedral.base.incomplete");
}

/// Source: german_cathedral.wooden_bridge.incomplete, german_cathedral.tunnel.incomplete,
/// german_cathedral.labyrinth.incomplete, german_cathedral.ferry.incomplete,
/// german_cathedral.leipzig_tile.incomplete — 1 each, the Leipzig long road 2 in C3:
/// 3 + 1 + 4 + 2 = 10.
#[test]
fn counting_rows_at_the_end() {
    let expansions = ["exp08_bridges_castles_bazaars", "tunnel", "labyrinth", "mini3_ferries", "markets_of_leipzig"];
    let inputs = json!({"german_cathedral_segments": 3, "tiles": 1, "wooden_bridges": 1, "tunnels": 1,
                        "labyrinths": 1, "ferries": 1, "leipzig_long_roads": 1});
    let score = score(at_end(&expansions, inputs));
    for rule in [
        "german_cathedral.wooden_bridge.incomplete",
        "german_cathedral.tunnel.incomplete",
        "german_cathedral.labyrinth.incomplete",
        "german_cathedral.ferry.incomplete",
    ] {
        assert_eq!(points(&score, "red", rule), 1, "{rule}");
    }
    assert_eq!(points(&score, "red", "german_cathedral.leipzig_tile.incomplete"), 2);
    assert_eq!(score.value, 10);
}

/// Source: german_cathedral.labyrinth.incomplete (Appendix 2 #7) — default [003][004]:
/// the labyrinth merges its roads and counts 1 (3 + 3 + 2 = 8); [002] option: a
/// labyrinth with a road out still open does not score (3 + 3 + 2 - 1 = 7).
#[test]
fn labyrinth_at_the_end_both_readings() {
    let inputs = json!({"german_cathedral_segments": 3, "tiles": 3, "labyrinths": 2});
    let merge = score(at_end(&["labyrinth"], inputs.clone()));
    assert_eq!(points(&merge, "red", "german_cathedral.labyrinth.incomplete"), 2);
    assert_eq!(merge.value, 8);
    let refused = error(at_end(
        &["labyrinth"],
        json!({"german_cathedral_segments": 3, "tiles": 3, "labyrinths": 2, "open_labyrinths": 1}),
    ));
    assert!(matches!(refused, Error::InputNotEnabled { ref field, .. } if field == "open_labyrinths"), "{refused}");
    let closed_only = json!({"ruleset": {"edition": "c3", "expansions": ["german_cathedrals", "labyrinth"],
        "variants": {"cathedral_labyrinth": "closed_only"}}, "feature": "german_cathedral", "when": "end_of_game",
        "inputs": {"german_cathedral_segments": 3, "tiles": 3, "labyrinths": 2, "open_labyrinths": 1},
        "players": [{"id": "red", "followers": 1}]});
    let closed = score(closed_only);
    assert_eq!(points(&closed, "red", "german_cathedral.labyrinth.incomplete"), 1);
    assert_eq!(closed.value, 7);
}

/// Source: german_cathedral.inn.incomplete — a completed road with an inn: +1 per
/// tile and segment; an uncompleted road with an inn gives the archbishop nothing.
/// 4 segments + 8 tiles = 12; completed inn road (3 tiles, 1 segment) +4;
/// uncompleted inn road (2 tiles, 1 segment) -3: 13.
#[test]
fn inns_at_the_end() {
    let inputs = json!({"german_cathedral_segments": 4, "tiles": 8,
        "inn_tiles_completed": 3, "inn_segments_completed": 1, "inn_tiles_open": 2, "inn_segments_open": 1});
    let score = score(at_end(&["exp01_inns_cathedrals"], inputs));
    assert_eq!(points(&score, "red", "german_cathedral.inn.incomplete"), 1);
    assert_eq!(score.value, 13);
    let labels: Vec<String> =
        rows(&score, "red", "german_cathedral.inn.incomplete").iter().map(|row| row.label.text()).collect();
    assert_eq!(labels.len(), 3, "{labels:?}");
}

/// Source: german_cathedral.inn.incomplete — inn roads, completed and not, cannot
/// hold more tiles than all the roads: 5 + 4 > 8 is refused.
#[test]
fn inn_roads_at_the_end_must_fit() {
    let inputs = json!({"german_cathedral_segments": 4, "tiles": 8, "inn_tiles_completed": 5, "inn_tiles_open": 4});
    let error = error(at_end(&["exp01_inns_cathedrals"], inputs));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "inn_tiles_completed"), "{error}");
}

/// Source: german_cathedral.little_buildings.incomplete, german_cathedral.ghosts.incomplete
/// — 3 + 1 + 2 little buildings = 6; 2 ghosts at -1: 4.
#[test]
fn little_buildings_and_ghosts_at_the_end() {
    let players = json!([{"id": "red", "followers": 1, "ghosts": 2}]);
    let inputs = json!({"german_cathedral_segments": 3, "tiles": 1, "little_buildings": 2});
    let expansions = ["little_buildings", "exp11_ghosts_castles_cemeteries"];
    let score = score(cathedral("c3", "end_of_game", &expansions, inputs, players));
    assert_eq!(points(&score, "red", "german_cathedral.little_buildings.incomplete"), 2);
    assert_eq!(points(&score, "red", "german_cathedral.ghosts.incomplete"), -2);
    assert_eq!(total(&score, "red"), 4);
}
