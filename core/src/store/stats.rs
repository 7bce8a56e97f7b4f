//! Statistics over finished games: per player (games, wins — a shared first place
//! counts as a win —, win rate, average / best / worst score, average points by
//! category, longest and most valuable features) and head-to-head.

use std::collections::BTreeMap;

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::Result;
use crate::rules::Category;

use super::Store;

/// A memorable feature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeatureRecord {
    /// The game.
    pub game_id: i64,
    /// Feature key.
    pub feature: String,
    /// Tiles.
    pub size: Option<i64>,
    /// Points the player got from it.
    pub points: i64,
}

/// One roster player's record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerStats {
    /// Roster id.
    pub roster_id: i64,
    /// Name.
    pub name: String,
    /// Finished games.
    pub games: i64,
    /// Games ranked first (shared first places count).
    pub wins: i64,
    /// Wins per game (0 without games).
    pub win_rate: f64,
    /// Average final score.
    pub average_score: Option<f64>,
    /// Best final score.
    pub best_score: Option<i64>,
    /// Worst final score.
    pub worst_score: Option<i64>,
    /// Average points per game by category.
    pub average_by_category: BTreeMap<Category, f64>,
    /// The feature with the most tiles.
    pub longest_feature: Option<FeatureRecord>,
    /// The feature that gave the most points.
    pub most_valuable_feature: Option<FeatureRecord>,
}

/// Two players' games together.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HeadToHead {
    /// First player.
    pub a: i64,
    /// Second player.
    pub b: i64,
    /// Finished games both played.
    pub games: i64,
    /// Games `a` finished above `b`.
    pub a_ahead: i64,
    /// Games `b` finished above `a`.
    pub b_ahead: i64,
    /// Games they tied.
    pub ties: i64,
    /// `a`'s average score in those games.
    pub a_average: Option<f64>,
    /// `b`'s average score in those games.
    pub b_average: Option<f64>,
}

const FEATURE_CATEGORIES: &str = "('roads', 'cities', 'cloisters', 'fields', 'features')";

/// Awards of finished games: the few unfinished games are excluded rather than each
/// award's game looked up, so that the covering index `awards_player` answers.
const FINISHED_AWARDS: &str = "a.game_id NOT IN (SELECT id FROM games WHERE finished_at IS NULL)";

impl Store {
    /// One roster player's statistics.
    ///
    /// # Errors
    /// [`crate::Error::UnknownRosterPlayer`], [`crate::Error::Storage`].
    pub fn player_stats(&self, roster_id: i64) -> Result<PlayerStats> {
        let player = self.roster_player(roster_id)?;
        let conn = self.conn();
        let (games, wins, average_score, best_score, worst_score): (i64, i64, Option<f64>, Option<i64>, Option<i64>) = conn
            .prepare_cached(
                "SELECT count(*), coalesce(sum(p.final_rank = 1), 0), avg(p.final_score), max(p.final_score), min(p.final_score)
                 FROM game_players p JOIN games g ON g.id = p.game_id
                 WHERE p.roster_id = ?1 AND g.finished_at IS NOT NULL",
            )?
            .query_row([roster_id], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?)))?;
        let mut average_by_category = BTreeMap::new();
        if games > 0 {
            let mut statement = conn.prepare_cached(&format!(
                "SELECT a.category, sum(a.moved) FROM awards a
                 WHERE a.roster_id = ?1 AND {FINISHED_AWARDS} GROUP BY a.category"
            ))?;
            let rows = statement.query_map([roster_id], |row| Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?)))?;
            for row in rows {
                let (category, points) = row?;
                if let Ok(category) = serde_json::from_value::<Category>(serde_json::Value::String(category)) {
                    #[allow(clippy::cast_precision_loss)]
                    average_by_category.insert(category, points as f64 / games as f64);
                }
            }
        }
        let record = |order: &str| -> Result<Option<FeatureRecord>> {
            let sql = format!(
                "SELECT a.game_id, a.subject, a.size, a.points FROM awards a
                 WHERE a.roster_id = ?1 AND {FINISHED_AWARDS} AND a.subject IS NOT NULL
                   AND a.category IN {FEATURE_CATEGORIES} {order} LIMIT 1"
            );
            Ok(conn
                .prepare_cached(&sql)?
                .query_row([roster_id], |row| {
                    Ok(FeatureRecord {
                        game_id: row.get(0)?,
                        feature: row.get(1)?,
                        size: row.get(2)?,
                        points: row.get(3)?,
                    })
                })
                .optional()?)
        };
        #[allow(clippy::cast_precision_loss)]
        let win_rate = if games == 0 { 0.0 } else { wins as f64 / games as f64 };
        Ok(PlayerStats {
            roster_id,
            name: player.name,
            games,
            wins,
            win_rate,
            average_score,
            best_score,
            worst_score,
            average_by_category,
            longest_feature: record("AND a.size IS NOT NULL ORDER BY a.size DESC, a.points DESC, a.game_id")?,
            most_valuable_feature: record("ORDER BY a.points DESC, a.game_id")?,
        })
    }

    /// Statistics of every roster player, by name.
    ///
    /// # Errors
    /// [`crate::Error::Storage`].
    pub fn all_stats(&self) -> Result<Vec<PlayerStats>> {
        self.roster()?.iter().map(|player| self.player_stats(player.id)).collect()
    }

    /// How two roster players did in the finished games they both played.
    ///
    /// # Errors
    /// [`crate::Error::UnknownRosterPlayer`], [`crate::Error::Storage`].
    pub fn head_to_head(&self, a: i64, b: i64) -> Result<HeadToHead> {
        self.roster_player(a)?;
        self.roster_player(b)?;
        let (games, a_ahead, b_ahead, ties, a_average, b_average) = self.conn().prepare_cached(
            "SELECT count(*), coalesce(sum(pa.final_rank < pb.final_rank), 0), coalesce(sum(pa.final_rank > pb.final_rank), 0),
                    coalesce(sum(pa.final_rank = pb.final_rank), 0), avg(pa.final_score), avg(pb.final_score)
             FROM game_players pa JOIN game_players pb ON pa.game_id = pb.game_id JOIN games g ON g.id = pa.game_id
             WHERE pa.roster_id = ?1 AND pb.roster_id = ?2 AND g.finished_at IS NOT NULL",
        )?
        .query_row(params![a, b], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?, row.get(5)?)))?;
        Ok(HeadToHead { a, b, games, a_ahead, b_ahead, ties, a_average, b_average })
    }
}
