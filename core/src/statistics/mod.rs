//! What a group's history says, as figures for charts: one query API over the
//! finished games, SQL over the store's tables, each answer what one chart draws.
//! The front-ends draw it; none computes a figure.
//!
//! - [`filter`]: which games count ([`StatsFilter`]: dates, players, expansions,
//!   edition) and which page of a series over time ([`StatsPage`]);
//! - [`player`]: one player's games (points by category, score, place) and win
//!   rates by number of players and by expansion;
//! - [`group`]: who wins how often, every pair head to head, two players' games;
//! - [`records`]: the biggest city, the longest road, the best farmer game, the
//!   highest score and the closest finish, each with its game and entry;
//! - [`rating`]: a Weng-Lin rating of every player with its uncertainty and its
//!   history, recomputed from the games in the order played;
//! - `results`: the chosen games' seats, read once, that the group's figures count;
//! - [`charts`]: what each statistics screen shows, in one call.
//!
//! The per-player totals of `store::stats` (the text statistics) stay where they
//! are; these answer the charts.

pub mod charts;
pub mod filter;
pub mod group;
pub mod player;
pub mod rating;
pub mod records;
mod results;

pub use charts::{GroupCharts, PairChart, PlayerCharts};
pub use filter::{MAX_PAGE_GAMES, StatsFilter, StatsPage};
pub use group::{PairGame, PairGames, Pairing, PlayerWins};
pub use player::{CategoryPoints, PlayerGame, PlayerGames, WinRate, WinRateByExpansion, WinRateByPlayers};
pub use rating::{PlayerRating, Rating, RatingHistory, RatingPoint, rate_game};
pub use records::{RecordKind, StatsRecord};

/// Games and wins as a [`WinRate`].
pub(crate) fn win_rate(games: u32, wins: u32) -> WinRate {
    let rate = if games == 0 { 0.0 } else { f64::from(wins) / f64::from(games) };
    WinRate { games, wins, rate }
}
