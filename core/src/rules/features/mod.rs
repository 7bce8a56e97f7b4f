//! One file per feature block of the reference, rows in the reference's order:
//!
//! | file | reference |
//! |---|---|
//! | [`road`] | 3B.1, B.1.1 |
//! | [`city`] | 3B.2, B.1.3 |
//! | [`cloister`] | 3B.3, B.1.4 |
//! | [`field_barn`] | 3B.4, 3B.5, B.1.6 |
//! | [`castle`] | 3B.6, B.1.7 |
//! | [`baba_yaga`] | 3B.7, B.1.8 |
//! | [`garden`] | 3B.8, B.1.10 |
//! | [`german_castle`] | 3B.9, B.1.11 |
//! | [`german_cathedral`] | 3B.10, B.1.13 |
//! | [`cemetery`] | 3B.11, B.1.14 |
//! | [`haunted_castle`] | 3B.12, B.1.15 |
//! | [`fortune_teller`] | 3B.13, B.1.16 |
//! | [`obelisk`] | 3B.14 |
//! | [`la_porxada`] | B.1.2 |
//! | [`field`] | B.1.5 |
//! | [`vodyanoy`] | B.1.9 |
//! | [`german_monastery`] | B.1.12 |
//! | [`bets`] | B.1.17 (chip arithmetic shared with 3C) |
//! | [`circus`] | B.1.18 (shared with 3C) |
//! | [`acrobats`] | B.1.19 (shared with 2B-1) |
//! | [`tollkeepers`] | B.1.20 |
//!
//! Helpers several blocks use: [`tiles`] (tile counting, 0.2), [`watchtower`]
//! (the watchtower prolog of roads and cities) and [`area`] (the 3x3 area of
//! cloisters and gardens).

pub mod acrobats;
pub mod area;
pub mod baba_yaga;
pub mod bets;
pub mod castle;
pub mod cemetery;
pub mod circus;
pub mod city;
pub mod cloister;
pub mod field;
pub mod field_barn;
pub mod fortune_teller;
pub mod garden;
pub mod german_castle;
pub mod german_cathedral;
pub mod german_monastery;
pub mod haunted_castle;
pub mod la_porxada;
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
    cloister::DEF,
    field_barn::S1,
    field_barn::S2,
    castle::DEF,
    baba_yaga::DEF,
    garden::DEF,
    german_castle::DEF,
    german_cathedral::DEF,
    cemetery::DEF,
    haunted_castle::DEF,
    fortune_teller::DEF,
    obelisk::DEF,
    la_porxada::DEF,
    field::DEF,
    field_barn::SPECIAL,
    vodyanoy::DEF,
    german_monastery::DEF,
    bets::DEF,
    circus::DEF,
    acrobats::DEF,
    tollkeepers::DEF,
];
