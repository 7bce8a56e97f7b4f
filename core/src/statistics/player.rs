//! One player's figures over the chosen games: the points of each game by category
//! (a stacked chart), the score and place of each game (a line over time), and the
//! win rate by number of players and by expansion.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::Result;
use crate::l10n::Message;
use crate::rules::Category;
pub use crate::session::CategoryPoints;
use crate::store::{Store, parse_time};

use super::filter::{Sql, StatsFilter, StatsPage};
use super::win_rate;

/// One game of a player: when, the final score and place, and its points by
/// category (points moved on the track, which add up to the score).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerGame {
    /// The game.
    pub game_id: i64,
    /// When it started.
    pub started_at: DateTime<Utc>,
    /// Players at the table.
    pub players: u32,
    /// Final score.
    pub score: i64,
    /// Final place (1 for a win; a shared place repeats).
    pub rank: u32,
    /// Points by category, in the standings' order; categories without points
    /// are left out.
    pub by_category: Vec<CategoryPoints>,
}

/// A page of a player's games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerGames {
    /// The page's games, oldest first.
    pub games: Vec<PlayerGame>,
    /// The player's games the filter counts, all pages together.
    pub total: u32,
}

/// Games and wins in one group of games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct WinRate {
    /// Games.
    pub games: u32,
    /// Games finished first (a shared first place counts).
    pub wins: u32,
    /// Wins per game, 0 to 1.
    pub rate: f64,
}

/// The win rate in games of one number of players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct WinRateByPlayers {
    /// Players at the table.
    pub players: u32,
    /// How the player did.
    pub result: WinRate,
}

/// The win rate in games with one expansion in play (or none).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct WinRateByExpansion {
    /// The expansion's key; `None` for the base game alone.
    pub expansion: Option<String>,
    /// Its name in the language in use.
    pub name: Message,
    /// How the player did.
    pub result: WinRate,
}

impl Store {
    /// A page of one roster player's games with their points by category, score
    /// and place.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] and [`StatsPage::check`] refuse;
    /// [`crate::Error::UnknownRosterPlayer`]; [`crate::Error::Storage`].
    pub fn player_games(&self, roster_id: i64, filter: &StatsFilter, page: StatsPage) -> Result<PlayerGames> {
        filter.check(self)?;
        let page = page.check()?;
        self.roster_player(roster_id)?;
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let player = sql.bind(roster_id);
        let limit = sql.bind(i64::from(page.limit));
        let offset = sql.bind(i64::from(page.offset));
        sql.text = format!(
            "WITH {chosen},
             mine AS MATERIALIZED (SELECT c.id, c.started_at, p.final_score, p.final_rank FROM chosen c
                      JOIN game_players p ON p.game_id = c.id AND p.roster_id = {player}
                      ORDER BY c.started_at DESC, c.id DESC LIMIT {limit} OFFSET {offset})
             SELECT m.id, m.started_at, m.final_score, m.final_rank,
                    (SELECT count(*) FROM game_players q WHERE q.game_id = m.id),
                    a.category, sum(a.moved)
             FROM mine m LEFT JOIN awards a ON a.game_id = m.id AND a.roster_id = {player}
             GROUP BY m.id, a.category
             ORDER BY m.started_at, m.id"
        );
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        let mut rows = statement.query(rusqlite::params_from_iter(sql.values))?;
        let mut games: Vec<PlayerGame> = Vec::new();
        while let Some(row) = rows.next()? {
            let game_id: i64 = row.get(0)?;
            if games.last().is_none_or(|game| game.game_id != game_id) {
                games.push(PlayerGame {
                    game_id,
                    started_at: parse_time(&row.get::<_, String>(1)?)?,
                    score: row.get(2)?,
                    rank: row.get(3)?,
                    players: row.get(4)?,
                    by_category: Vec::new(),
                });
            }
            let (Some(category), Some(points)) = (row.get::<_, Option<String>>(5)?, row.get::<_, Option<i64>>(6)?)
            else {
                continue;
            };
            if let (Some(game), Some(category)) = (games.last_mut(), category_of(&category))
                && points != 0
            {
                game.by_category.push(CategoryPoints { category, points });
            }
        }
        for game in &mut games {
            game.by_category.sort_by_key(|points| points.category);
        }
        let total = self.player_game_count(roster_id, filter)?;
        Ok(PlayerGames { games, total })
    }

    /// How many finished games of the filter a player took part in.
    fn player_game_count(&self, roster_id: i64, filter: &StatsFilter) -> Result<u32> {
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let player = sql.bind(roster_id);
        sql.text = format!(
            "WITH {chosen} SELECT count(*) FROM chosen c
             JOIN game_players p ON p.game_id = c.id AND p.roster_id = {player}"
        );
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        Ok(statement.query_row(rusqlite::params_from_iter(sql.values), |row| row.get(0))?)
    }

    /// A player's win rate by number of players at the table, fewest first.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] refuses; [`crate::Error::UnknownRosterPlayer`];
    /// [`crate::Error::Storage`].
    pub fn win_rate_by_players(&self, roster_id: i64, filter: &StatsFilter) -> Result<Vec<WinRateByPlayers>> {
        filter.check(self)?;
        self.roster_player(roster_id)?;
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let player = sql.bind(roster_id);
        sql.text = format!(
            "WITH {chosen}
             SELECT (SELECT count(*) FROM game_players q WHERE q.game_id = c.id) AS seats,
                    count(*), sum(p.final_rank = 1)
             FROM chosen c JOIN game_players p ON p.game_id = c.id AND p.roster_id = {player}
             GROUP BY seats ORDER BY seats"
        );
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        let rows = statement.query_map(rusqlite::params_from_iter(sql.values), |row| {
            Ok(WinRateByPlayers { players: row.get(0)?, result: win_rate(row.get(1)?, row.get(2)?) })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// A player's win rate in the games of each expansion (a game with two
    /// expansions counts for both; a component counts for its expansion), the
    /// base game alone first, then by the catalogue's keys.
    ///
    /// # Errors
    /// What [`StatsFilter::check`] refuses; [`crate::Error::UnknownRosterPlayer`];
    /// [`crate::Error::Storage`].
    pub fn win_rate_by_expansion(&self, roster_id: i64, filter: &StatsFilter) -> Result<Vec<WinRateByExpansion>> {
        filter.check(self)?;
        self.roster_player(roster_id)?;
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        let player = sql.bind(roster_id);
        sql.text = format!(
            "WITH {chosen},
             played AS (SELECT DISTINCT c.id, x.expansion, p.final_rank = 1 AS won
                        FROM chosen c JOIN game_players p ON p.game_id = c.id AND p.roster_id = {player}
                        LEFT JOIN game_expansions x ON x.game_id = c.id)
             SELECT expansion, count(*), sum(won) FROM played GROUP BY expansion ORDER BY expansion"
        );
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        let rows = statement.query_map(rusqlite::params_from_iter(sql.values), |row| {
            let expansion: Option<String> = row.get(0)?;
            let name = match &expansion {
                Some(key) => crate::ruleset::catalog::title_of(key),
                None => crate::msg!("share-base-game"),
            };
            Ok(WinRateByExpansion { expansion, name, result: win_rate(row.get(1)?, row.get(2)?) })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// A category from its stored key.
pub(crate) fn category_of(key: &str) -> Option<Category> {
    serde_json::from_value(serde_json::Value::String(key.to_owned())).ok()
}
