//! One file per feature block of the reference, rows in the reference's order:
//!
//! | file | reference |
//! |---|---|
//! | [`road`] | 3B.1, B.1.1 |
//! | [`city`] | 3B.2, B.1.3 |
//! | [`baba_yaga`] | 3B.7, B.1.8 |
//! | [`cemetery`] | 3B.11, B.1.14 |
//! | [`haunted_castle`] | 3B.12, B.1.15 |
//! | [`fortune_teller`] | 3B.13, B.1.16 |
//! | [`obelisk`] | 3B.14 |
//! | [`vodyanoy`] | B.1.9 |
//! | [`bets`] | B.1.17 (chip arithmetic shared with 3C) |
//! | [`circus`] | B.1.18 (shared with 3C) |
//! | [`acrobats`] | B.1.19 (shared with 2B-1) |
//! | [`tollkeepers`] | B.1.20 |
//!
//! Helpers several blocks use: [`tiles`] (tile counting, 0.2) and [`watchtower`]
//! (the watchtower prolog of roads and cities).

pub mod acrobats;
pub mod baba_yaga;
pub mod bets;
pub mod cemetery;
pub mod circus;
pub mod city;
pub mod fortune_teller;
pub mod haunted_castle;
pub mod obelisk;
pub mod road;
pub mod tiles;
pub mod tollkeepers;
pub mod vodyanoy;
pub mod watchtower;

use super::FeatureDef;

/// Every feature kind in the reference's order.
pub(crate) static ALL: &[FeatureDef] = &[
    road::DEF,
    city::DEF,
    // cloister::DEF,
    // field_barn::S1,
    // field_barn::S2,
    // castle::DEF,
    baba_yaga::DEF,
    // garden::DEF,
    // german_castle::DEF,
    // german_cathedral::DEF,
    cemetery::DEF,
    haunted_castle::DEF,
    fortune_teller::DEF,
    obelisk::DEF,
    // la_porxada::DEF,
    // field::DEF,
    // field_barn::SPECIAL,
    vodyanoy::DEF,
    // german_monastery::DEF,
    bets::DEF,
    circus::DEF,
    acrobats::DEF,
    tollkeepers::DEF,
];
