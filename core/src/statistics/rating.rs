//! A rating of every player across the group: Weng-Lin's Bayesian rating for
//! free-for-all games with ties (the `skillratings` crate; the model OpenSkill
//! calls Bradley-Terry with full pairing), each player starting at 25 with an
//! uncertainty of 25/3, each finished game a ranking of its players (a shared
//! place is a tie). It is recomputed from the chosen games in the order they were
//! played whenever it is asked for, and never stored: editing or deleting a game
//! changes every rating after it, as it should.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::Result;
use crate::store::{Store, parse_time};

use super::filter::{StatsFilter, StatsPage};
use super::results::GameResult;

/// A player's rating: its estimate and how uncertain it still is (one standard
/// deviation, in rating points).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Rating {
    /// The estimate (25 before any game).
    pub rating: f64,
    /// One standard deviation of the estimate (25/3 before any game); it shrinks
    /// as games are played.
    pub uncertainty: f64,
}

impl Rating {
    /// The rating of a player before their first game: 25 ± 25/3.
    pub fn initial() -> Rating {
        Rating::from(WengLinRating::new())
    }

    /// The estimate less three uncertainties: what the player is almost surely
    /// worth (TrueSkill's and OpenSkill's "ordinal"), by which the group is
    /// ranked, so that a newcomer's lucky first win does not top the table.
    pub fn conservative(self) -> f64 {
        self.rating - 3.0 * self.uncertainty
    }
}

impl From<WengLinRating> for Rating {
    fn from(rating: WengLinRating) -> Rating {
        Rating { rating: rating.rating, uncertainty: rating.uncertainty }
    }
}

impl From<Rating> for WengLinRating {
    fn from(rating: Rating) -> WengLinRating {
        WengLinRating { rating: rating.rating, uncertainty: rating.uncertainty }
    }
}

/// The ratings after one game: each seat's rating before it and its place (1 for
/// the winner; equal places are ties), in the same order out. A game of one player
/// changes nothing.
pub fn rate_game(seats: &[(Rating, u32)]) -> Vec<Rating> {
    if seats.len() < 2 {
        return seats.iter().map(|(rating, _)| *rating).collect();
    }
    let teams: Vec<[WengLinRating; 1]> = seats.iter().map(|(rating, _)| [WengLinRating::from(*rating)]).collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        teams.iter().zip(seats).map(|(team, (_, rank))| (&team[..], MultiTeamOutcome::new(*rank as usize))).collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .zip(seats)
        .map(|(team, (before, _))| team.first().copied().map_or(*before, Rating::from))
        .collect()
}

/// A player's rating now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerRating {
    /// Roster id.
    pub roster_id: i64,
    /// Name (as the roster has it now).
    pub name: String,
    /// Rated games.
    pub games: u32,
    /// The rating after the last of them.
    pub rating: Rating,
    /// [`Rating::conservative`], by which the list is ordered.
    pub conservative: f64,
}

/// A player's rating after one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RatingPoint {
    /// The game.
    pub game_id: i64,
    /// When it started.
    pub started_at: DateTime<Utc>,
    /// The rating after it.
    pub rating: Rating,
}

/// A page of a player's rating history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RatingHistory {
    /// The rating after each game of the page, oldest first.
    pub points: Vec<RatingPoint>,
    /// The player's rated games, all pages together.
    pub total: u32,
}

/// A player's rating and rated games, by roster id.
pub(crate) type Rated = HashMap<i64, (Rating, u32)>;

impl Store {
    /// Every player's rating over the chosen games (the filter's players alone,
    /// when it names some), the highest [`Rating::conservative`] first.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] refuses; [`crate::Error::Storage`].
    pub fn ratings(&self, filter: &StatsFilter) -> Result<Vec<PlayerRating>> {
        filter.check(self)?;
        let (rated, _) = replay(&self.results(filter)?, None)?;
        Ok(ratings_of(rated, filter, &self.roster_names()?))
    }

    /// A page of one player's rating after each of their chosen games.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] and [`StatsPage::check`] refuse;
    /// [`crate::Error::UnknownRosterPlayer`]; [`crate::Error::Storage`].
    pub fn rating_history(&self, roster_id: i64, filter: &StatsFilter, page: StatsPage) -> Result<RatingHistory> {
        filter.check(self)?;
        let page = page.check()?;
        self.roster_player(roster_id)?;
        let (_, history) = replay(&self.results(filter)?, Some(roster_id))?;
        Ok(history_page(history, page))
    }
}

/// The games of `results` rated in the order played; `follow`'s rating kept after
/// each of their games.
///
/// # Errors
/// [`crate::Error::Storage`] for a start time that does not read.
pub(crate) fn replay(results: &[GameResult], follow: Option<i64>) -> Result<(Rated, Vec<RatingPoint>)> {
    let mut ratings: Rated = HashMap::new();
    let mut history = Vec::new();
    for game in results.iter().filter(|game| game.seats.len() >= 2) {
        let before: Vec<(Rating, u32)> = game
            .seats
            .iter()
            .map(|seat| (ratings.get(&seat.roster_id).map_or_else(Rating::initial, |(rating, _)| *rating), seat.rank))
            .collect();
        for (seat, after) in game.seats.iter().zip(rate_game(&before)) {
            let entry = ratings.entry(seat.roster_id).or_insert((after, 0));
            *entry = (after, entry.1 + 1);
            if follow == Some(seat.roster_id) {
                let started_at = parse_time(&game.started_at)?;
                history.push(RatingPoint { game_id: game.game_id, started_at, rating: after });
            }
        }
    }
    Ok((ratings, history))
}

/// Everyone's rating (the filter's players alone, when it names some), the
/// highest [`Rating::conservative`] first.
pub(crate) fn ratings_of(ratings: Rated, filter: &StatsFilter, names: &HashMap<i64, String>) -> Vec<PlayerRating> {
    let mut listed: Vec<PlayerRating> = ratings
        .into_iter()
        .filter(|(id, _)| filter.players.is_empty() || filter.players.contains(id))
        .map(|(roster_id, (rating, games))| PlayerRating {
            roster_id,
            name: names.get(&roster_id).cloned().unwrap_or_default(),
            games,
            rating,
            conservative: rating.conservative(),
        })
        .collect();
    listed.sort_by(|x, y| y.conservative.total_cmp(&x.conservative).then(x.roster_id.cmp(&y.roster_id)));
    listed
}

/// A page of a rating history: `offset` games back from the latest, oldest first.
pub(crate) fn history_page(history: Vec<RatingPoint>, page: StatsPage) -> RatingHistory {
    let total = u32::try_from(history.len()).unwrap_or(u32::MAX);
    let end = history.len().saturating_sub(page.offset as usize);
    let start = end.saturating_sub(page.limit as usize);
    RatingHistory { points: history[start..end].to_vec(), total }
}
