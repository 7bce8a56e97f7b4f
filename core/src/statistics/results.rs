//! The results of the chosen games, read once in the order they were played: each
//! game's seats with their roster player, place and final score, from a covering
//! index. Who wins how often, every pair head to head, the rating, the highest
//! score and the closest finish are counted from this one read: a grouping in
//! SQL would visit the same rows again for each figure.

use std::collections::HashMap;

use smallvec::SmallVec;

use crate::Result;
use crate::store::Store;

use super::filter::{Sql, StatsFilter};

/// One seat of a finished game.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SeatResult {
    pub roster_id: i64,
    pub rank: u32,
    pub score: i64,
}

/// One finished game's seats.
#[derive(Clone, Debug)]
pub(crate) struct GameResult {
    pub game_id: i64,
    /// As stored (RFC 3339), parsed only where a figure names the game.
    pub started_at: String,
    pub seats: SmallVec<[SeatResult; 6]>,
}

impl Store {
    /// The chosen games' results, oldest first.
    pub(crate) fn results(&self, filter: &StatsFilter) -> Result<Vec<GameResult>> {
        let mut sql = Sql::default();
        let chosen = filter.chosen(&mut sql);
        sql.text = format!(
            "WITH {chosen}
             SELECT c.id, c.started_at, p.roster_id, p.final_rank, p.final_score
             FROM chosen c CROSS JOIN game_players p INDEXED BY game_players_results
                  ON p.game_id = c.id AND p.final_score IS NOT NULL
             ORDER BY c.started_at, c.id"
        );
        let mut statement = self.conn().prepare_cached(&sql.text)?;
        let mut rows = statement.query(rusqlite::params_from_iter(sql.values))?;
        let mut games: Vec<GameResult> = Vec::new();
        while let Some(row) = rows.next()? {
            let game_id: i64 = row.get(0)?;
            if games.last().is_none_or(|game| game.game_id != game_id) {
                games.push(GameResult { game_id, started_at: row.get(1)?, seats: SmallVec::new() });
            }
            if let Some(game) = games.last_mut() {
                game.seats.push(SeatResult { roster_id: row.get(2)?, rank: row.get(3)?, score: row.get(4)? });
            }
        }
        Ok(games)
    }

    /// Every roster player's name by id (as the roster has it now).
    pub(crate) fn roster_names(&self) -> Result<HashMap<i64, String>> {
        let mut statement = self.conn().prepare_cached("SELECT id, name FROM roster_players")?;
        let rows = statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
