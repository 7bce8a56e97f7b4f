//! The group's figures over the chosen games: who wins how often, every pair of
//! players head to head, and the games two players played together.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::Result;
use crate::store::{Store, parse_time};

use super::filter::{Sql, StatsFilter, StatsPage};
use super::player::WinRate;
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
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let only = filter.players_only("p.roster_id", &mut sql);
        sql.text = format!(
            "WITH {chosen}
             SELECT p.roster_id, r.name, count(*), sum(p.final_rank = 1), avg(p.final_score)
             FROM chosen c JOIN game_players p ON p.game_id = c.id
             JOIN roster_players r ON r.id = p.roster_id
             WHERE 1 {only}
             GROUP BY p.roster_id"
        );
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        let rows = statement.query_map(rusqlite::params_from_iter(sql.values), |row| {
            Ok(PlayerWins {
                roster_id: row.get(0)?,
                name: row.get(1)?,
                result: win_rate(row.get(2)?, row.get(3)?),
                average_score: row.get(4)?,
            })
        })?;
        let mut wins: Vec<PlayerWins> = rows.collect::<rusqlite::Result<_>>()?;
        wins.sort_by(|x, y| {
            y.result
                .wins
                .cmp(&x.result.wins)
                .then(y.result.rate.total_cmp(&x.result.rate))
                .then_with(|| crate::typed_text::name_key(&x.name).cmp(&crate::typed_text::name_key(&y.name)))
        });
        Ok(wins)
    }

    /// Every pair of players who played together in the chosen games, the pair
    /// with the most games first.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] refuses; [`crate::Error::Storage`].
    pub fn pairings(&self, filter: &StatsFilter) -> Result<Vec<Pairing>> {
        filter.check(self)?;
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let only_a = filter.players_only("pa.roster_id", &mut sql);
        let only_b = filter.players_only("pb.roster_id", &mut sql);
        sql.text = format!(
            "WITH {chosen},
             pairs AS (SELECT pa.roster_id AS a, pb.roster_id AS b, count(*) AS games,
                              sum(pa.final_rank < pb.final_rank) AS a_ahead, sum(pa.final_rank > pb.final_rank) AS b_ahead,
                              sum(pa.final_rank = pb.final_rank) AS ties
                       FROM chosen c JOIN game_players pa ON pa.game_id = c.id
                       JOIN game_players pb ON pb.game_id = c.id AND pb.roster_id > pa.roster_id
                       WHERE 1 {only_a} {only_b}
                       GROUP BY pa.roster_id, pb.roster_id)
             SELECT pairs.a, ra.name, pairs.b, rb.name, games, a_ahead, b_ahead, ties FROM pairs
             JOIN roster_players ra ON ra.id = pairs.a JOIN roster_players rb ON rb.id = pairs.b
             ORDER BY games DESC, pairs.a, pairs.b"
        );
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        let rows = statement.query_map(rusqlite::params_from_iter(sql.values), |row| {
            Ok(Pairing {
                a: row.get(0)?,
                a_name: row.get(1)?,
                b: row.get(2)?,
                b_name: row.get(3)?,
                games: row.get(4)?,
                a_ahead: row.get(5)?,
                b_ahead: row.get(6)?,
                ties: row.get(7)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
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
