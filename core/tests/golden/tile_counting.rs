//! Tile counting, reference 0.2: the `tilecount.*` rows, each with the difference
//! between the editions (C1 / C2+C3 / WE) it describes, on the features that use
//! it. Values worked out by hand from the reference.

use serde_json::{Value, json};
use tally_core::rules::{When, find_feature};
use tally_core::{Edition, Element, Error, Ruleset};

use crate::support::*;

fn request(edition: &str, feature: &str, when: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": edition, "expansions": expansions}, "feature": feature, "when": when,
           "inputs": inputs, "players": players})
}

fn red() -> Value {
    json!([{"id": "red", "followers": 1}])
}

/// The help line of input `input` of `feature` at `when` under `edition` with
/// `elements` in play.
fn help(feature: &str, when: When, edition: Edition, elements: &[Element], input: &str) -> String {
    let mut ruleset = Ruleset::base(edition);
    for &element in elements {
        ruleset.enable(element);
    }
    let schema = find_feature(feature).unwrap().schema(&ruleset, when).unwrap();
    schema.get(input).unwrap_or_else(|| panic!("{feature} has no {input}")).help.text()
}

/// Source: tilecount.double_sized (0.2) — C1: a double-sized tile counts as 1 tile;
/// C2+C3 (and WE, the second text): each half counts as a separate tile. A
/// completed road of 3 ordinary tiles and 1 double-sized tile: C1 3 + 1 = 4, C2 and
/// WE 3 + 2 = 5. "No impact on cities": a city has no such count.
#[test]
fn double_sized_tiles_count_once_in_c1_and_twice_after() {
    let inputs = json!({"tiles": 3, "double_sized_tiles": 1});
    let road = |edition| request(edition, "road", "completed", &["markets_of_leipzig"], inputs.clone(), red());
    let c1 = score(road("c1"));
    assert_eq!(c1.value, 4);
    assert_eq!(points(&c1, "red", "tilecount.double_sized"), 1);
    assert_eq!(score(road("c2")).value, 5);
    assert_eq!(points(&score(road("winter")), "red", "tilecount.double_sized"), 2);
    let city = request("c3", "city", "completed", &["markets_of_leipzig"], inputs, red());
    assert!(matches!(error(city), Error::UnknownInput { ref field, .. } if field == "double_sized_tiles"));
}

/// Source: tilecount.triangular (0.2) — C1: each triangular tile counts as 1 tile;
/// C2+C3: a square space with one or two triangular tiles counts as 1 tile. A road
/// of 2 ordinary tiles and one square holding two triangular tiles: C1 counts both
/// triangular tiles, 2 + 2 = 4; C3 counts the square once, 2 + 1 = 3.
#[test]
fn triangular_tiles_count_each_in_c1_and_per_square_after() {
    let c1 = score(request("c1", "road", "completed", &["halflings"], json!({"tiles": 2, "triangular": 2}), red()));
    assert_eq!(c1.value, 4);
    assert_eq!(points(&c1, "red", "tilecount.triangular"), 2);
    let c3 = score(request("c3", "road", "completed", &["halflings"], json!({"tiles": 2, "triangular": 1}), red()));
    assert_eq!(c3.value, 3);
    let label = |edition| {
        let ruleset = Ruleset::base(edition).with(Element::Halflings);
        find_feature("road").unwrap().schema(&ruleset, When::Completed).unwrap().get("triangular").unwrap().label.text()
    };
    assert!(label(Edition::C1).starts_with("Triangular tiles"));
    assert!(label(Edition::C3).starts_with("Squares holding triangular tiles"));
}

/// Source: tilecount.triangular, tilecount.area_3x3 (0.2) — around an incomplete
/// cloister a space may hold two triangular tiles, each a tile in C1: 12 tiles
/// around it give 1 + 12 = 13 in C1; in C3 a space counts once, so at most 8 are
/// around it and 12 is refused.
#[test]
fn triangular_tiles_around_a_cloister() {
    let inputs = json!({"tiles_around": 12});
    let c1 = score(request("c1", "cloister", "end_of_game", &["halflings"], inputs.clone(), red()));
    assert_eq!(c1.value, 13);
    let c3 = error(request("c3", "cloister", "end_of_game", &["halflings"], inputs, red()));
    assert!(matches!(c3, Error::InvalidInput { ref field, .. } if field == "tiles_around"), "{c3}");
}

/// Source: tilecount.wonder (0.2) — C1: a wonder tile counts as 1 individual tile;
/// C2+C3: each square space in a wonder tile counts as 1 regular tile. The players
/// count the tiles, so each count says how in its help line: a road running over
/// both squares of a wonder tile besides 2 ordinary tiles is 3 tiles in C1 and 4 in
/// C3. (The wonders' large cities and forking roads have their own counts:
/// tilecount.wonder_cities, tilecount.wonder_roads.)
#[test]
fn wonder_tiles_count_once_in_c1_and_per_square_after() {
    let row = "tilecount.wonder";
    let road = |edition| help("road", When::Completed, edition, &[], "tiles");
    assert!(road(Edition::C1).contains("a wonder tile counts as 1 tile"), "{row}: {}", road(Edition::C1));
    assert!(
        road(Edition::C3).contains("each square of a wonder tile counts as 1 tile"),
        "{row}: {}",
        road(Edition::C3)
    );
    let city = |edition| help("city", When::Completed, edition, &[], "tiles");
    assert!(city(Edition::C1).contains("a wonder tile counts as 1 tile"));
    assert!(city(Edition::C2).contains("each square of a wonder tile counts as 1 tile"));
    let around = |edition| help("cloister", When::EndOfGame, edition, &[], "tiles_around");
    assert!(around(Edition::C1).contains("a wonder tile counts as 1 tile"));
    assert!(around(Edition::C3).contains("each space of a wonder tile counts as 1 tile"));
    assert_eq!(score(request("c1", "road", "completed", &[], json!({"tiles": 3}), red())).value, 3);
    assert_eq!(score(request("c3", "road", "completed", &[], json!({"tiles": 4}), red())).value, 4);
}

/// Source: tilecount.leipzig_long_road (0.2), Appendix 2 #8 — the long road on a
/// Leipzig tile counts as 1 road tile in C1 and C2, 2 in C3. An incomplete road of 3
/// tiles and a long road at the end of the game: C1 and C2 3 + 1 = 4, C3 3 + 2 = 5.
#[test]
fn the_leipzig_long_road_counts_two_only_in_c3() {
    let inputs = json!({"tiles": 3, "leipzig_long_roads": 1});
    let road = |edition| request(edition, "road", "end_of_game", &["markets_of_leipzig"], inputs.clone(), red());
    let c1 = score(road("c1"));
    assert_eq!(c1.value, 4);
    assert_eq!(points(&c1, "red", "tilecount.leipzig_long_road"), 1);
    assert_eq!(score(road("c2")).value, 4);
    let c3 = score(road("c3"));
    assert_eq!(c3.value, 5);
    assert_eq!(points(&c3, "red", "tilecount.leipzig_long_road"), 2);
}

/// Source: tilecount.double_sized, tilecount.leipzig_long_road (0.2) — "each half of
/// a double-sized tile counts separately, except for the long roads on Leipzig
/// tiles in C2 only": with one long road and one other double-sized tile on a
/// completed road of 2 tiles, C2 gives 2 + 1 + 2 = 5 (the long road is the
/// exception) and C3 2 + 2 + 2 = 6 (it is not).
#[test]
fn the_long_road_is_the_c2_exception_to_the_halves_rule() {
    let inputs = json!({"tiles": 2, "leipzig_long_roads": 1, "double_sized_tiles": 1});
    let road = |edition| request(edition, "road", "completed", &["markets_of_leipzig"], inputs.clone(), red());
    assert_eq!(score(road("c2")).value, 5);
    assert_eq!(score(road("c3")).value, 6);
}

/// Source: tilecount.wonder_roads (0.2) — Notre-Dame's and Stonehenge's long forking
/// road counts as 1 road tile in C1, 2 in C2+C3. The roads to a German cathedral
/// (no wonder row of their own): 4 cathedral road segments (1 each), 2 road tiles
/// and Notre-Dame's forking road give C1 4 + 2 + 1 = 7 and C3 4 + 2 + 2 = 8.
#[test]
fn a_wonder_forking_road_counts_one_in_c1_and_two_after() {
    let inputs = json!({"german_cathedral_segments": 4, "tiles": 2, "notre_dame": true});
    let cathedral = |edition| {
        request(
            edition,
            "german_cathedral",
            "completed",
            &["german_cathedrals", "wonders_of_humanity"],
            inputs.clone(),
            red(),
        )
    };
    let c1 = score(cathedral("c1"));
    assert_eq!(points(&c1, "red", "tilecount.wonder_roads"), 1);
    assert_eq!(c1.value, 7);
    let c3 = score(cathedral("c3"));
    assert_eq!(points(&c3, "red", "tilecount.wonder_roads"), 2);
    assert_eq!(c3.value, 8);
}

/// Source: tilecount.wonder_cities (0.2) — the large city counts as 1 city tile in
/// C1; in C2+C3 Notre-Dame 2, Circus Maximus 4, Alhambra 3. A completed city of 2
/// tiles with the Circus Maximus: C1 (2 + 1) x 2 = 6, C3 (2 + 4) x 2 = 12; with the
/// Alhambra at the end of the game (1 per tile): C1 2 + 1 = 3, C3 2 + 3 = 5; with
/// Notre-Dame, completed in C2: (2 + 2) x 2 = 8.
#[test]
fn a_wonder_large_city_counts_one_in_c1_and_its_squares_after() {
    // The 0.2 row, applied by the city's own wonder rows.
    let (row, city_row) = ("tilecount.wonder_cities", "city.wonder_tiles");
    let expansions = ["wonders_of_humanity"];
    let circus_maximus =
        score(request("c3", "city", "completed", &expansions, json!({"tiles": 2, "circus_maximus": true}), red()));
    assert_eq!(points(&circus_maximus, "red", city_row), 8, "{row}: 4 counted tiles x 2");
    let city = |edition, when, wonder: &str| {
        score(request(edition, "city", when, &expansions, json!({"tiles": 2, wonder: true}), red())).value
    };
    assert_eq!(city("c1", "completed", "circus_maximus"), 6);
    assert_eq!(city("c3", "completed", "circus_maximus"), 12);
    assert_eq!(city("c1", "end_of_game", "alhambra"), 3);
    assert_eq!(city("c3", "end_of_game", "alhambra"), 5);
    assert_eq!(city("c2", "completed", "notre_dame"), 8);
}

/// Source: tilecount.vicinity_double (0.2) — circus and watchtower vicinities: in C1
/// a double-sized tile counts as 1 tile and all its meeples on regular features
/// count; in C2+C3 each half is a tile, yet the meeples on both halves count even if
/// one half is not adjacent, and meeples in castles overlapping the adjacent spaces
/// count. The players count the meeples by the help line; red's 2 meeples (one on
/// each half) with the animal token 3 score 3 x 2 = 6.
#[test]
fn vicinity_of_a_double_sized_tile() {
    let row = "tilecount.vicinity_double";
    let vicinity = |edition| help("circus", When::EndOfGame, edition, &[Element::BigTop], "meeples");
    assert!(!vicinity(Edition::C1).contains("both halves"), "{row}: C1 counts the double-sized tile as one");
    assert!(
        vicinity(Edition::C1).contains("A double-sized tile counts as 1 tile with all its meeples on regular features")
    );
    assert!(
        vicinity(Edition::C3)
            .contains("the meeples on regular features of both halves count even if one half is not adjacent")
    );
    assert!(vicinity(Edition::C3).contains("castles overlapping those spaces"));
    let circus = request(
        "c3",
        "circus",
        "end_of_game",
        &["exp10_under_the_big_top"],
        json!({"animal_token": 3}),
        json!([{"id": "red", "meeples": 2}]),
    );
    assert_eq!(total(&score(circus), "red"), 6);
}

/// Source: tilecount.haunted_castle_start (0.2) — the 2x2 starting tile counts as 1
/// tile in C1 and as 4 separate tiles in C2+C3. At the end of the game (1 point per
/// tile with mist) with 2 other tiles with mist: C1 2 + 1 = 3, C3 2 + 4 = 6.
#[test]
fn the_haunted_castle_starting_tile_counts_one_or_four() {
    let inputs = json!({"mist_tiles": 2, "starting_tile": true});
    let castle = |edition| {
        request(edition, "haunted_castle", "end_of_game", &["exp11_ghosts_castles_cemeteries"], inputs.clone(), red())
    };
    let c1 = score(castle("c1"));
    assert_eq!(c1.value, 3);
    assert_eq!(points(&c1, "red", "tilecount.haunted_castle_start"), 1);
    let c3 = score(castle("c3"));
    assert_eq!(c3.value, 6);
    assert_eq!(points(&c3, "red", "tilecount.haunted_castle_start"), 4);
}

/// Source: tilecount.area_3x3 (0.2), cloister.base, cloister.base.incomplete — C1
/// "the feature tile and the eight tiles around it" (9 when complete), C2+C3 "1
/// point per tile in the square space with the feature and the 8 spaces around it",
/// WE "the square space with the feature and the eight spaces around it", at the
/// end "1 point per occupied space around it". Completed: 9 in every edition; at the
/// end with 5 around: 1 + 5 = 6 in every edition, each with its own wording.
#[test]
fn the_three_by_three_area_by_edition() {
    for (edition, completed_words, end_words) in [
        ("c1", "eight tiles around it", "Tiles around it"),
        ("c3", "8 spaces around it", "Tiles in the 8 spaces around it"),
        ("winter", "eight spaces around it", "Occupied spaces around it"),
    ] {
        let row = "tilecount.area_3x3";
        let completed = score(request(edition, "cloister", "completed", &[], json!({}), red()));
        assert_eq!(completed.value, 9, "{row} in {edition}");
        let base = &rows(&completed, "red", "cloister.base")[0];
        assert!(base.label.text().contains(completed_words), "{edition}: {}", base.label);
        let end = score(request(edition, "cloister", "end_of_game", &[], json!({"tiles_around": 5}), red()));
        assert_eq!(end.value, 6, "{edition}");
        let around = &rows(&end, "red", "cloister.base.incomplete")[1];
        assert!(around.label.text().starts_with(end_words), "{edition}: {}", around.label);
        assert_eq!(around.points, 5);
    }
}
