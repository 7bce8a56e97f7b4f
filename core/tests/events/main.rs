//! Golden tests of the turn-step events (Part A outside 3B) and the end-game items
//! (Part B.2, B.3): one or more per row id, expected values worked out by hand from
//! `scoring-reference.md` (never from the code). Each test names its source row in
//! a `/// Source:` line; `core/tests/golden/coverage.rs` checks that every row id of the
//! reference is named by a golden test, here or there.

mod support;

mod after_game_figures;
mod after_game_other;
mod bad_requests;
mod coverage;
mod flags;
mod floors;
mod gifts;
mod move_wood;
mod order;
mod peasant_revolts;
mod placement;
mod tile_actions;
mod tile_scoring;
mod tower;
mod turn_start;
mod wheel_of_fortune;
