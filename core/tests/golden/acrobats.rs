//! Acrobat pyramid at the end of the game: B.1.19.

use serde_json::{Value, json};
use tally_core::Error;
use tally_core::l10n::Message;

use crate::support::*;

const EXPANSIONS: [&str; 2] = ["exp10_under_the_big_top", "exp11_ghosts_castles_cemeteries"];

fn pyramid(variants: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3", "expansions": EXPANSIONS, "variants": variants}, "feature": "acrobats",
           "when": "end_of_game", "players": players})
}

/// Source: acrobats.pyramid.end_of_game — 5 per meeple: red 2 x 5 = 10, blue 5.
#[test]
fn five_per_meeple() {
    let score = score(pyramid(json!({}), json!([{"id": "red", "meeples": 2}, {"id": "blue", "meeples": 1}])));
    assert_eq!(points(&score, "red", "acrobats.pyramid.end_of_game"), 10);
    assert_eq!(points(&score, "blue", "acrobats.pyramid.end_of_game"), 5);
    assert_eq!(score.value, 15);
    assert_consistent(&score);
}

/// Source: acrobats.ghosts.end_of_game — default ([002][003]): -1 per ghost for every
/// player: red 10 - 1 = 9, blue 5 - 2 = 3.
#[test]
fn ghosts_hit_everyone_by_default() {
    let players = json!([{"id": "red", "meeples": 2, "ghosts": 1}, {"id": "blue", "meeples": 1, "ghosts": 2}]);
    let score = score(pyramid(json!({}), players));
    assert_eq!(points(&score, "red", "acrobats.ghosts.end_of_game"), -1);
    assert_eq!(points(&score, "blue", "acrobats.ghosts.end_of_game"), -2);
    assert_eq!((total(&score, "red"), total(&score, "blue")), (9, 3));
}

/// Source: acrobats.ghosts.end_of_game — [004]: only the majority holders, -2 each:
/// red (2 meeples) 10 - 2 = 8; blue (1 meeple, 2 ghosts) keeps 5.
#[test]
fn ghosts_hit_only_the_majority_with_the_004_variant() {
    let players = json!([{"id": "red", "meeples": 2, "ghosts": 1}, {"id": "blue", "meeples": 1, "ghosts": 2}]);
    let variants = json!({"acrobat_ghosts_majority_only": true, "end_game_ghost_penalty": "two"});
    let score = score(pyramid(variants, players.clone()));
    assert_eq!(points(&score, "red", "acrobats.ghosts.end_of_game"), -2);
    assert_eq!((total(&score, "red"), total(&score, "blue")), (8, 5));
    assert!(!has_rule(&score, "blue", "acrobats.ghosts.end_of_game"));
    let only = crate::support::score(pyramid(json!({"acrobat_ghosts_majority_only": true}), players));
    assert_eq!((total(&only, "red"), total(&only, "blue")), (9, 5), "-1 per ghost, majority only");
}

/// Source: acrobats.ghosts.end_of_game — majority only, tied holders are all hit:
/// red and blue 1 meeple each: 5 - 1 = 4 and 5 - 2 = 3.
#[test]
fn tied_majority_holders_are_all_hit() {
    let players = json!([{"id": "red", "meeples": 1, "ghosts": 1}, {"id": "blue", "meeples": 1, "ghosts": 2}]);
    let score = score(pyramid(json!({"acrobat_ghosts_majority_only": true}), players));
    assert_eq!((total(&score, "red"), total(&score, "blue")), (4, 3));
}

/// Source: acrobats.pyramid.end_of_game — a pyramid holds 3 meeples; a meeple carries
/// at most 2 ghosts (the third removes it).
#[test]
fn pyramid_and_ghost_limits() {
    let four = json!([{"id": "red", "meeples": 2}, {"id": "blue", "meeples": 2}]);
    let error = error(pyramid(json!({}), four));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "meeples"), "{error}");
    let haunted = json!([{"id": "red", "meeples": 1}, {"id": "blue", "meeples": 1, "ghosts": 3}]);
    let error = crate::support::error(pyramid(json!({}), haunted));
    assert!(matches!(error, Error::InvalidInput { ref field, .. } if field == "players[1].ghosts"), "{error}");
}

/// Source: acrobats.ghosts.end_of_game — ghosts need Exp. 11.
#[test]
fn ghosts_need_exp11() {
    let request = json!({"ruleset": {"edition": "c3", "expansions": ["exp10_under_the_big_top.acrobats"]},
        "feature": "acrobats", "when": "end_of_game", "players": [{"id": "red", "meeples": 1, "ghosts": 1}]});
    let error = error(request);
    assert_eq!(
        error,
        Error::InputNotEnabled {
            field: "ghosts".into(),
            needs: Message::verbatim("exp11_ghosts_castles_cemeteries.ghosts")
        }
    );
}
