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

use super::filter::{Sql, StatsFilter, StatsPage};

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

/// The chosen games replayed in order.
struct Replay {
    ratings: HashMap<i64, (Rating, u32)>,
    /// The followed player's rating after each of their games.
    history: Vec<RatingPoint>,
}

impl Store {
    /// Every player's rating over the chosen games (the filter's players alone,
    /// when it names some), the highest [`Rating::conservative`] first.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] refuses; [`crate::Error::Storage`].
    pub fn ratings(&self, filter: &StatsFilter) -> Result<Vec<PlayerRating>> {
        filter.check(self)?;
        let replay = self.replay(filter, None)?;
        let mut names: HashMap<i64, String> = HashMap::new();
        let mut statement = self.conn().prepare_cached("SELECT id, name FROM roster_players")?;
        let mut rows = statement.query([])?;
        while let Some(row) = rows.next()? {
            names.insert(row.get(0)?, row.get(1)?);
        }
        let mut ratings: Vec<PlayerRating> = replay
            .ratings
            .into_iter()
            .filter(|(id, _)| filter.players.is_empty() || filter.players.contains(id))
            .map(|(roster_id, (rating, games))| PlayerRating {
                roster_id,
                name: names.remove(&roster_id).unwrap_or_default(),
                games,
                rating,
                conservative: rating.conservative(),
            })
            .collect();
        ratings.sort_by(|x, y| y.conservative.total_cmp(&x.conservative).then(x.roster_id.cmp(&y.roster_id)));
        Ok(ratings)
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
        let history = self.replay(filter, Some(roster_id))?.history;
        let total = u32::try_from(history.len()).unwrap_or(u32::MAX);
        let end = history.len().saturating_sub(page.offset as usize);
        let start = end.saturating_sub(page.limit as usize);
        Ok(RatingHistory { points: history[start..end].to_vec(), total })
    }

    /// Every chosen game in the order played, rated; `follow`'s rating kept after
    /// each of their games.
    fn replay(&self, filter: &StatsFilter, follow: Option<i64>) -> Result<Replay> {
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        sql.text = format!(
            "WITH {chosen}
             SELECT c.id, c.started_at, p.roster_id, p.final_rank FROM chosen c
             JOIN game_players p ON p.game_id = c.id
             ORDER BY c.started_at, c.id, p.seat"
        );
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        let mut rows = statement.query(rusqlite::params_from_iter(sql.values))?;
        let mut replay = Replay { ratings: HashMap::new(), history: Vec::new() };
        let mut game: Option<(i64, String)> = None;
        let mut seats: Vec<(i64, u32)> = Vec::new();
        while let Some(row) = rows.next()? {
            let id: i64 = row.get(0)?;
            if game.as_ref().is_some_and(|(current, _)| *current != id) {
                replay.rate(game.take(), &seats, follow)?;
                seats.clear();
            }
            if game.is_none() {
                game = Some((id, row.get(1)?));
            }
            seats.push((row.get(2)?, row.get(3)?));
        }
        replay.rate(game, &seats, follow)?;
        Ok(replay)
    }
}

impl Replay {
    fn rate(&mut self, game: Option<(i64, String)>, seats: &[(i64, u32)], follow: Option<i64>) -> Result<()> {
        let Some((game_id, started_at)) = game else { return Ok(()) };
        if seats.len() < 2 {
            return Ok(());
        }
        let before: Vec<(Rating, u32)> = seats
            .iter()
            .map(|(id, rank)| (self.ratings.get(id).map_or_else(Rating::initial, |(rating, _)| *rating), *rank))
            .collect();
        for ((id, _), after) in seats.iter().zip(rate_game(&before)) {
            let entry = self.ratings.entry(*id).or_insert((after, 0));
            *entry = (after, entry.1 + 1);
            if follow == Some(*id) {
                self.history.push(RatingPoint { game_id, started_at: parse_time(&started_at)?, rating: after });
            }
        }
        Ok(())
    }
}
