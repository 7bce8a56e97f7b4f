//! Golden tests: one or more per row id of the reference, with expected values
//! worked out by hand from `scoring-reference.md` (never from the code). Each test
//! names its source row in a `/// Source:` line.
//!
//! One module per feature block; `coverage` checks that every row id of the blocks
//! in scope is named by some test here.

mod support;

mod acrobats;
mod baba_yaga;
mod bad_requests;
mod bets;
mod castle;
mod cemetery;
mod circus;
mod city;
mod cloister;
mod coverage;
mod field;
mod fortune_teller;
mod garden;
mod german_castle;
mod german_cathedral;
mod german_monastery;
mod haunted_castle;
mod la_porxada;
mod obelisk;
mod road;
mod tile_counting;
mod tollkeepers;
mod vodyanoy;
