//! What the benchmarks share: the scoring requests and the generated games.

pub mod games;
pub mod requests;
pub mod stats_games;
