//! What the facade's test files share: the two seats of Ann (red) and Ben (blue),
//! and Ann's city of 4 tiles with 1 coat of arms, which scores 4 x 2 + 1 x 2 = 10
//! (city.base).

// Each test file is a crate of its own and uses only some of these.
#![allow(dead_code)]

use std::collections::BTreeMap;

use tally_core::rules::{InputValue, PlayerInputs};
use tally_core::session::{Colour, Command, FeatureScoring};
use tally_core::store::GameSeat;

/// Ann plays red, Ben blue.
pub fn seats() -> Vec<GameSeat> {
    vec![
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ]
}

/// Ann's completed city of 4 tiles with 1 coat of arms (10 points).
pub fn annes_city() -> Command {
    let inputs: BTreeMap<String, InputValue> =
        [("tiles".to_owned(), InputValue::Int(4)), ("coats_of_arms".to_owned(), InputValue::Int(1))]
            .into_iter()
            .collect();
    let players = vec![PlayerInputs::new("red").with("followers", 1)];
    Command::ScoreFeature(FeatureScoring { feature: "city".into(), inputs, players, ..FeatureScoring::default() })
}
