//! One file per feature block of the reference, rows in the reference's order:
//!
//! | file | reference |
//! |---|---|
//! | [`road`] | 3B.1, B.1.1 |
//! | [`city`] | 3B.2, B.1.3 |
//! | [`field_barn`] | 3B.4, 3B.5, B.1.6 |
//! | [`castle`] | 3B.6, B.1.7 |
//! | [`german_castle`] | 3B.9, B.1.11 |
//! | [`german_cathedral`] | 3B.10, B.1.13 |
//! | [`field`] | B.1.5 |
//!
//! Helpers several blocks use: [`tiles`] (tile counting, 0.2) and [`watchtower`]
//! (the watchtower prolog of roads and cities).

pub mod castle;
pub mod city;
pub mod field;
pub mod field_barn;
pub mod german_castle;
pub mod german_cathedral;
pub mod road;
pub mod tiles;
pub mod watchtower;

use super::FeatureDef;

/// Every feature kind in the reference's order.
pub(crate) static ALL: &[FeatureDef] = &[
    road::DEF,
    city::DEF,
    // cloister::DEF,
    field_barn::S1,
    field_barn::S2,
    castle::DEF,
    // baba_yaga::DEF,
    // garden::DEF,
    german_castle::DEF,
    german_cathedral::DEF,
    // cemetery::DEF,
    // haunted_castle::DEF,
    // fortune_teller::DEF,
    // obelisk::DEF,
    // la_porxada::DEF,
    field::DEF,
    field_barn::SPECIAL,
    // vodyanoy::DEF,
    // german_monastery::DEF,
    // bets::DEF,
    // circus::DEF,
    // acrobats::DEF,
    // tollkeepers::DEF,
];
