//! The group's figures over the chosen games: who wins how often, every pair of
//! players head to head, and the games two players played together.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::Result;
use crate::store::{Store, parse_time};

use super::filter::{Sql, StatsFilter, StatsPage};
use super::player::WinRate;
use super::results::GameResult;
use super::win_rate;

/// One player's wins in the group.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerWins {
    /// Roster id.
    pub roster_id: i64,
    /// Name (as the roster has it now).
    pub name: String,
    /// Games, wins and their rate.
    pub result: WinRate,
    /// Average final score.
    pub average_score: f64,
}

/// Two players over the games they played together (`a` has the lower roster id).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Pairing {
    /// First player's roster id.
    pub a: i64,
    /// First player's name.
    pub a_name: String,
    /// Second player's roster id.
    pub b: i64,
    /// Second player's name.
    pub b_name: String,
    /// Games together.
    pub games: u32,
    /// Games `a` finished above `b`.
    pub a_ahead: u32,
    /// Games `b` finished above `a`.
    pub b_ahead: u32,
    /// Games they finished level.
    pub ties: u32,
}

/// One game two players played together.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PairGame {
    /// The game.
    pub game_id: i64,
    /// When it started.
    pub started_at: DateTime<Utc>,
    /// The first player's final score.
    pub a_score: i64,
    /// The second player's final score.
    pub b_score: i64,
    /// The first player's place.
    pub a_rank: u32,
    /// The second player's place.
    pub b_rank: u32,
}

/// A page of the games two players played together.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PairGames {
    /// The page's games, oldest first.
    pub games: Vec<PairGame>,
    /// Their games together that the filter counts, all pages together.
    pub total: u32,
}

impl Store {
    /// Every player's games and wins in the chosen games, most wins first (then
    /// the better rate, then by name).
    ///
    /// # Errors
    /// What [`StatsFilter::check`] refuses; [`crate::Error::Storage`].
    pub fn group_wins(&self, filter: &StatsFilter) -> Result<Vec<PlayerWins>> {
        filter.check(self)?;
        Ok(wins_of(&self.results(filter)?, filter, &self.roster_names()?))
    }

    /// Every pair of players who played together in the chosen games, the pair
    /// with the most games first.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] refuses; [`crate::Error::Storage`].
    pub fn pairings(&self, filter: &StatsFilter) -> Result<Vec<Pairing>> {
        filter.check(self)?;
        Ok(pairings_of(&self.results(filter)?, filter, &self.roster_names()?))
    }

    /// A page of the games two roster players played together, with both scores
    /// and places.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] and [`StatsPage::check`] refuse;
    /// [`crate::Error::UnknownRosterPlayer`]; [`crate::Error::InvalidInput`] when
    /// `a` and `b` are the same player; [`crate::Error::Storage`].
    pub fn pair_games(&self, a: i64, b: i64, filter: &StatsFilter, page: StatsPage) -> Result<PairGames> {
        filter.check(self)?;
        let page = page.check()?;
        self.roster_player(a)?;
        self.roster_player(b)?;
        if a == b {
            return Err(crate::Error::invalid("b", crate::msg!("stats-pair-same-player")));
        }
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let (first, second) = (sql.bind(a), sql.bind(b));
        let together = format!(
            "FROM chosen c JOIN game_players pa ON pa.game_id = c.id AND pa.roster_id = {first}
             JOIN game_players pb ON pb.game_id = c.id AND pb.roster_id = {second}"
        );
        let count_sql = format!("WITH {chosen} SELECT count(*) {together}");
        let total: u32 = self
            .conn()
            .prepare_cached(&count_sql)?
            .query_row(rusqlite::params_from_iter(sql.values.clone()), |row| row.get(0))?;
        let limit = sql.bind(i64::from(page.limit));
        let offset = sql.bind(i64::from(page.offset));
        sql.text = format!(
            "WITH {chosen} SELECT * FROM (
                 SELECT c.id, c.started_at, pa.final_score, pb.final_score, pa.final_rank, pb.final_rank {together}
                 ORDER BY c.started_at DESC, c.id DESC LIMIT {limit} OFFSET {offset})
             ORDER BY 2, 1"
        );
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        let mut rows = statement.query(rusqlite::params_from_iter(sql.values))?;
        let mut games = Vec::new();
        while let Some(row) = rows.next()? {
            games.push(PairGame {
                game_id: row.get(0)?,
                started_at: parse_time(&row.get::<_, String>(1)?)?,
                a_score: row.get(2)?,
                b_score: row.get(3)?,
                a_rank: row.get(4)?,
                b_rank: row.get(5)?,
            });
        }
        Ok(PairGames { games, total })
    }
}

/// Whether the figures about players name `roster_id` (every player without a
/// player set).
fn named(filter: &StatsFilter, roster_id: i64) -> bool {
    filter.players.is_empty() || filter.players.contains(&roster_id)
}

/// Who wins how often in `results`.
pub(crate) fn wins_of(results: &[GameResult], filter: &StatsFilter, names: &HashMap<i64, String>) -> Vec<PlayerWins> {
    // Games, wins and the sum of the scores, by roster id.
    let mut counted: HashMap<i64, (u32, u32, i64)> = HashMap::new();
    for seat in results.iter().flat_map(|game| &game.seats).filter(|seat| named(filter, seat.roster_id)) {
        let entry = counted.entry(seat.roster_id).or_default();
        entry.0 += 1;
        entry.1 += u32::from(seat.rank == 1);
        entry.2 = entry.2.saturating_add(seat.score);
    }
    let mut wins: Vec<PlayerWins> = counted
        .into_iter()
        .map(|(roster_id, (games, won, scores))| PlayerWins {
            roster_id,
            name: names.get(&roster_id).cloned().unwrap_or_default(),
            result: win_rate(games, won),
            #[allow(clippy::cast_precision_loss)]
            average_score: scores as f64 / f64::from(games),
        })
        .collect();
    wins.sort_by(|x, y| {
        y.result
            .wins
            .cmp(&x.result.wins)
            .then(y.result.rate.total_cmp(&x.result.rate))
            .then_with(|| crate::typed_text::name_key(&x.name).cmp(&crate::typed_text::name_key(&y.name)))
            .then(x.roster_id.cmp(&y.roster_id))
    });
    wins
}

/// Every pair head to head in `results`.
pub(crate) fn pairings_of(results: &[GameResult], filter: &StatsFilter, names: &HashMap<i64, String>) -> Vec<Pairing> {
    // Games, a ahead, b ahead, level, by (a, b) with a < b.
    let mut counted: HashMap<(i64, i64), [u32; 4]> = HashMap::new();
    for game in results {
        for (index, first) in game.seats.iter().enumerate() {
            for second in &game.seats[index + 1..] {
                if !named(filter, first.roster_id) || !named(filter, second.roster_id) {
                    continue;
                }
                let (a, b) = if first.roster_id < second.roster_id { (first, second) } else { (second, first) };
                let entry = counted.entry((a.roster_id, b.roster_id)).or_default();
                entry[0] += 1;
                match a.rank.cmp(&b.rank) {
                    std::cmp::Ordering::Less => entry[1] += 1,
                    std::cmp::Ordering::Greater => entry[2] += 1,
                    std::cmp::Ordering::Equal => entry[3] += 1,
                }
            }
        }
    }
    let name = |id: i64| names.get(&id).cloned().unwrap_or_default();
    let mut pairs: Vec<Pairing> = counted
        .into_iter()
        .map(|((a, b), [games, a_ahead, b_ahead, ties])| Pairing {
            a,
            a_name: name(a),
            b,
            b_name: name(b),
            games,
            a_ahead,
            b_ahead,
            ties,
        })
        .collect();
    pairs.sort_by(|x, y| y.games.cmp(&x.games).then(x.a.cmp(&y.a)).then(x.b.cmp(&y.b)));
    pairs
}
