//! Golden tests: one or more per row id of the reference, with expected values
//! worked out by hand from `scoring-reference.md` (never from the code). Each test
//! names its source row in a `/// Source:` line.
//!
//! One module per feature block, plus `tile_counting` (0.2) and `mini_expansions`
//! (Messages and Robbers, 0.3.1-0.3.2, played through a game); `coverage` is the one
//! check that every row id of the reference is named by some test here or in
//! `core/tests/events/`.

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
mod mini_expansions;
mod obelisk;
mod road;
mod tile_counting;
mod tollkeepers;
mod vodyanoy;
