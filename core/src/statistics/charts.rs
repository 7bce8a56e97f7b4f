//! What each statistics screen draws, in one call: a player's charts, the group's,
//! and two players head to head.

use serde::{Deserialize, Serialize};

use crate::Result;
use crate::store::Store;

use super::filter::{StatsFilter, StatsPage};
use super::group::{PairGames, Pairing, PlayerWins, pairings_of, wins_of};
use super::player::{PlayerGames, WinRateByExpansion, WinRateByPlayers};
use super::rating::{PlayerRating, RatingHistory, history_page, ratings_of, replay};
use super::records::StatsRecord;

/// One player's charts.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerCharts {
    /// Roster id.
    pub roster_id: i64,
    /// Name.
    pub name: String,
    /// A page of their games: points by category (stacked), score and place.
    pub games: PlayerGames,
    /// Win rate by number of players.
    pub by_players: Vec<WinRateByPlayers>,
    /// Win rate by expansion.
    pub by_expansion: Vec<WinRateByExpansion>,
    /// Their rating now (`None` before a game with another player).
    pub rating: Option<PlayerRating>,
    /// Their rating after each game of the page.
    pub rating_history: RatingHistory,
}

/// The group's charts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GroupCharts {
    /// Who wins how often, most wins first.
    pub wins: Vec<PlayerWins>,
    /// Every pair head to head, the pair with the most games first.
    pub pairings: Vec<Pairing>,
    /// The records, each with its game and entry.
    pub records: Vec<StatsRecord>,
    /// Everyone's rating, the highest first.
    pub ratings: Vec<PlayerRating>,
}

/// Two players head to head.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PairChart {
    /// Their games together: who finished above whom (`a` and `b` as asked).
    pub pairing: Pairing,
    /// A page of those games with both scores.
    pub games: PairGames,
}

impl Store {
    /// One roster player's charts over the chosen games.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] and [`StatsPage::check`] refuse;
    /// [`crate::Error::UnknownRosterPlayer`]; [`crate::Error::Storage`].
    pub fn player_charts(&self, roster_id: i64, filter: &StatsFilter, page: StatsPage) -> Result<PlayerCharts> {
        let name = self.roster_player(roster_id)?.name;
        let games = self.player_games(roster_id, filter, page)?;
        // The rating counts every player of the chosen games, whoever the filter names.
        let everyone = StatsFilter { players: Vec::new(), ..filter.clone() };
        let (rated, history) = replay(&self.results(filter)?, Some(roster_id))?;
        let rating = ratings_of(rated, &everyone, &self.roster_names()?)
            .into_iter()
            .find(|rating| rating.roster_id == roster_id);
        Ok(PlayerCharts {
            roster_id,
            name,
            games,
            by_players: self.win_rate_by_players(roster_id, filter)?,
            by_expansion: self.win_rate_by_expansion(roster_id, filter)?,
            rating,
            rating_history: history_page(history, page),
        })
    }

    /// The group's charts over the chosen games.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] refuses; [`crate::Error::Storage`].
    pub fn group_charts(&self, filter: &StatsFilter) -> Result<GroupCharts> {
        filter.check(self)?;
        let results = self.results(filter)?;
        let names = self.roster_names()?;
        let (rated, _) = replay(&results, None)?;
        Ok(GroupCharts {
            wins: wins_of(&results, filter, &names),
            pairings: pairings_of(&results, filter, &names),
            records: self.records_of(filter, &results)?,
            ratings: ratings_of(rated, filter, &names),
        })
    }

    /// Two roster players head to head over the chosen games.
    ///
    /// # Errors
    /// What [`Store::pair_games`] refuses.
    pub fn pair_chart(&self, a: i64, b: i64, filter: &StatsFilter, page: StatsPage) -> Result<PairChart> {
        let games = self.pair_games(a, b, filter, page)?;
        let (a_name, b_name) = (self.roster_player(a)?.name, self.roster_player(b)?.name);
        let mut pairing = Pairing { a, a_name, b, b_name, games: games.total, a_ahead: 0, b_ahead: 0, ties: 0 };
        let mut filter = filter.clone();
        for id in [a, b] {
            if !filter.players.contains(&id) {
                filter.players.push(id);
            }
        }
        if let Some(found) =
            self.pairings(&filter)?.into_iter().find(|found| found.a == a.min(b) && found.b == a.max(b))
        {
            let (ahead, behind) = if a < b { (found.a_ahead, found.b_ahead) } else { (found.b_ahead, found.a_ahead) };
            (pairing.a_ahead, pairing.b_ahead, pairing.ties) = (ahead, behind, found.ties);
        }
        Ok(PairChart { pairing, games })
    }
}
