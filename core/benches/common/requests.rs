//! One realistic `tally score` request per feature kind, as a player would tap it in:
//! the expansions the feature needs plus a few that add rows, two or three players,
//! a handful of modifiers. The scoring benchmark runs each; `tests/bench_requests.rs`
//! checks that every feature of `tally_core::rules::features()` has one and that each
//! scores.

use serde_json::{Value, json};

fn request(feature: &str, when: &str, expansions: &[&str], inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": expansions}, "feature": feature, "when": when,
           "inputs": inputs, "players": players})
}

/// `(feature key, request)` for every feature kind, in the reference's order.
pub fn feature_requests() -> Vec<(&'static str, Value)> {
    let two = json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]);
    let three = json!([{"id": "red", "followers": 1}, {"id": "blue", "followers": 1}, {"id": "green"}]);
    vec![
        (
            "road",
            request(
                "road",
                "completed",
                &["exp01_inns_cathedrals", "exp08_bridges_castles_bazaars", "tunnel"],
                json!({"tiles": 6, "inn": true, "wooden_bridges": 1, "tunnels": 1}),
                json!([{"id": "red", "followers": 1, "large_followers": 1}, {"id": "blue", "followers": 1}]),
            ),
        ),
        (
            "city",
            request(
                "city",
                "completed",
                &["exp01_inns_cathedrals", "exp11_ghosts_castles_cemeteries", "school"],
                json!({"tiles": 9, "coats_of_arms": 3, "cathedral": true, "teacher": "green"}),
                json!([{"id": "red", "followers": 2, "ghosts": 1}, {"id": "blue", "followers": 1}, {"id": "green"}]),
            ),
        ),
        (
            "cloister",
            request(
                "cloister",
                "end_of_game",
                &["abbot"],
                json!({"tiles_around": 0}),
                json!([{"id": "red", "abbot": true}, {"id": "blue"}]),
            ),
        ),
        (
            "field_barn_s1",
            request(
                "field_barn_s1",
                "completed",
                &["exp05_abbey_mayor.barn", "exp08_bridges_castles_bazaars", "exp02_traders_builders"],
                json!({"cities": 4, "castles": 1, "pig_herd": true}),
                json!([{"id": "red", "followers": 1, "pig": true}, {"id": "blue", "followers": 1}]),
            ),
        ),
        (
            "field_barn_s2",
            request(
                "field_barn_s2",
                "completed",
                &["exp05_abbey_mayor.barn", "exp08_bridges_castles_bazaars", "exp02_traders_builders"],
                json!({"cities": 3, "castles": 1}),
                json!([{"id": "red", "followers": 1, "pig": true}, {"id": "blue", "followers": 1}]),
            ),
        ),
        (
            "castle",
            request(
                "castle",
                "completed",
                &["exp08_bridges_castles_bazaars.castles", "exp11_ghosts_castles_cemeteries"],
                json!({"feature_points": 12}),
                json!([{"id": "red", "followers": 1, "ghosts": 1}, {"id": "blue"}]),
            ),
        ),
        ("baba_yaga", request("baba_yaga", "completed", &["russian_promos"], json!({}), two.clone())),
        (
            "garden",
            request(
                "garden",
                "end_of_game",
                &["abbot"],
                json!({"tiles_around": 0}),
                json!([{"id": "red", "abbot": true}, {"id": "blue"}]),
            ),
        ),
        (
            "german_castle",
            request(
                "german_castle",
                "completed",
                &["german_castles", "little_buildings"],
                json!({"little_buildings": 2}),
                three.clone(),
            ),
        ),
        (
            "german_cathedral",
            request(
                "german_cathedral",
                "completed",
                &["german_cathedrals", "exp01_inns_cathedrals"],
                json!({"german_cathedral_segments": 4, "tiles": 6, "inn_tiles": 3, "inn_segments": 2}),
                json!([{"id": "red", "followers": 1}, {"id": "blue"}]),
            ),
        ),
        (
            "cemetery",
            request(
                "cemetery",
                "completed",
                &["exp11_ghosts_castles_cemeteries", "little_buildings", "school"],
                json!({"little_buildings": 3, "teacher": "blue"}),
                json!([{"id": "red", "followers": 1}, {"id": "blue"}]),
            ),
        ),
        (
            "haunted_castle",
            request(
                "haunted_castle",
                "completed",
                &["exp11_ghosts_castles_cemeteries"],
                json!({"mist_tiles": 5, "starting_tile": true}),
                two.clone(),
            ),
        ),
        (
            "fortune_teller",
            request(
                "fortune_teller",
                "completed",
                &["pnp_fortune_teller", "little_buildings", "exp11_ghosts_castles_cemeteries"],
                json!({"little_buildings": 2}),
                json!([{"id": "red", "followers": 1, "ghosts": 1}, {"id": "blue"}]),
            ),
        ),
        (
            "obelisk",
            request(
                "obelisk",
                "completed",
                &["fan_obelisk", "little_buildings"],
                json!({"little_buildings": 3}),
                two.clone(),
            ),
        ),
        (
            "la_porxada",
            request(
                "la_porxada",
                "end_of_game",
                &["la_porxada", "exp01_inns_cathedrals"],
                json!({"tiles": 3, "coats_of_arms": 1, "cathedral": true}),
                json!([{"id": "red", "followers": 1, "porxada_knights": true}, {"id": "blue"}]),
            ),
        ),
        (
            "field",
            request(
                "field",
                "end_of_game",
                &["exp08_bridges_castles_bazaars", "exp02_traders_builders", "cathars_siege"],
                json!({"cities": 4, "castles": 1, "pig_herd": true}),
                json!([{"id": "red", "followers": 2, "pig": true}, {"id": "blue", "followers": 1}, {"id": "green", "followers": 1}]),
            ),
        ),
        (
            "field_barn_special",
            request(
                "field_barn_special",
                "end_of_game",
                &["exp06_count_king_robber.count", "exp05_abbey_mayor.barn", "exp08_bridges_castles_bazaars"],
                json!({"cities": 4, "castles": 1}),
                two.clone(),
            ),
        ),
        (
            "vodyanoy",
            request(
                "vodyanoy",
                "end_of_game",
                &["russian_promos"],
                json!({}),
                json!([{"id": "red", "followers": 2}, {"id": "blue", "followers": 1}]),
            ),
        ),
        (
            "german_monastery",
            request(
                "german_monastery",
                "end_of_game",
                &["monasteries_de_nl_be_japan"],
                json!({"line_tiles": 6}),
                json!([{"id": "red", "abbot": true}, {"id": "blue"}]),
            ),
        ),
        (
            "bets",
            request(
                "bets",
                "end_of_game",
                &["bets"],
                json!({"feature_kind": "road", "feature_tiles": 6}),
                json!([{"id": "red", "chip_2_6": true}, {"id": "blue", "chip_3_5": true}]),
            ),
        ),
        (
            "circus",
            request(
                "circus",
                "end_of_game",
                &["exp10_under_the_big_top.big_top"],
                json!({"animal_token": 7}),
                json!([{"id": "red", "meeples": 3}, {"id": "blue", "meeples": 1}, {"id": "green"}]),
            ),
        ),
        (
            "acrobats",
            request(
                "acrobats",
                "end_of_game",
                &["exp10_under_the_big_top", "exp11_ghosts_castles_cemeteries"],
                json!({}),
                json!([{"id": "red", "meeples": 2, "ghosts": 1}, {"id": "blue", "meeples": 1}]),
            ),
        ),
        (
            "tollkeepers",
            request(
                "tollkeepers",
                "end_of_game",
                &["tollkeepers"],
                json!({"toll_buildings": 3, "traveler_groups": 2}),
                json!([{"id": "red", "tollhouse": true}, {"id": "blue", "tollhouse": true}, {"id": "green"}]),
            ),
        ),
    ]
}

/// The request of the preview benchmark: a game with several expansions and the
/// city the players tap in most often.
pub fn preview_setup() -> Value {
    json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}, {"name": "Cleo", "colour": "green"}],
        "ruleset": {"edition": "c3", "expansions": ["exp01_inns_cathedrals", "exp02_traders_builders",
                                                   "exp11_ghosts_castles_cemeteries", "mini2_messages"]}
    })
}

/// The feature scoring previewed in the preview benchmark (see [`preview_setup`]).
pub fn preview_scoring() -> Value {
    json!({"feature": "city", "when": "completed", "inputs": {"tiles": 8, "coats_of_arms": 2, "cathedral": true},
           "players": [{"id": "red", "followers": 2, "ghosts": 1}, {"id": "blue", "followers": 1}]})
}

/// A `tally event` request: the tower ransom with the players' totals, so that the
/// floor is checked too.
pub fn event_request() -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": ["exp04_tower"]}, "event": "tower.prisoner_ransom",
           "inputs": {"payer": "red", "captor": "blue"}, "players": [{"id": "red"}, {"id": "blue"}, {"id": "green"}],
           "scores": {"red": 12, "blue": 30, "green": 7}})
}
