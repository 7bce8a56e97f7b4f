//! After the game: scoring figures (Part B.2) and other scoring (Part B.3), each a
//! [`super::EventDef`] at [`crate::rules::Step::EndOfGame`].
//!
//! | file | rows |
//! |---|---|
//! | [`figures`] | B.2 rows 1, 3, 4, 5: fairy, robber remaining, shepherd remaining, ringmaster |
//! | [`barn`] | B.2 rows 2, 2a-2d: barn final scoring |
//! | [`majorities`] | B.3 rows 1 and 9: trade goods, Easter eggs |
//! | [`holders`] | B.3 rows 2-3: King, Robber Baron |
//! | [`tokens`] | B.3 rows 4-6: gold, fruit, gifts |
//! | [`wonders`] | B.3 rows 7-8: Circus Maximus, Alhambra |

pub mod barn;
pub mod figures;
pub mod holders;
pub mod majorities;
pub mod tokens;
pub mod wonders;
