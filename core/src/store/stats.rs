//! Statistics over finished games: per player (games, wins — a shared first place
//! counts as a win —, win rate, average / best / worst score, average points by
//! category, longest and most valuable features) and head-to-head.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::Result;
use crate::rules::Category;

use super::Store;

/// A memorable feature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FeatureRecord {
    /// The game.
    pub game_id: i64,
    /// Feature key.
    pub feature: String,
    /// Its name, in the language in use.
    pub name: crate::l10n::Message,
    /// Tiles.
    pub size: Option<i64>,
    /// Points the player got from it.
    pub points: i64,
}

/// Average points per game by category.
pub type CategoryAverages = BTreeMap<Category, f64>;

/// One roster player's record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
    pub average_by_category: CategoryAverages,
    /// The feature with the most tiles.
    pub longest_feature: Option<FeatureRecord>,
    /// The feature that gave the most points.
    pub most_valuable_feature: Option<FeatureRecord>,
}

/// Two players' games together.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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

/// The categories a feature record may come from.
const FEATURE_CATEGORIES: [&str; 5] = ["roads", "cities", "cloisters", "fields", "features"];

/// What the finished games say of one player, before the feature records.
#[derive(Default)]
struct Totals {
    games: i64,
    wins: i64,
    average_score: Option<f64>,
    best_score: Option<i64>,
    worst_score: Option<i64>,
    points_by_category: BTreeMap<Category, i64>,
}

/// The query of one feature record: the best row of each feature category, each
/// read from the top of an index in `order` (`awards_longest`, `awards_valuable`),
/// then the best of those.
fn record_sql(condition: &str, order: &str) -> String {
    let best_of_category = |category: &str| {
        format!(
            "SELECT * FROM (SELECT a.game_id, a.subject, a.size, a.points FROM awards a
             WHERE a.roster_id = ?1 AND a.category = '{category}' AND a.subject IS NOT NULL {condition}
             ORDER BY {order} LIMIT 1)"
        )
    };
    let each: Vec<String> = FEATURE_CATEGORIES.iter().map(|category| best_of_category(category)).collect();
    let order = order.replace("a.", "");
    format!("SELECT game_id, subject, size, points FROM ({}) ORDER BY {order} LIMIT 1", each.join(" UNION ALL "))
}

impl Store {
    /// One roster player's statistics.
    ///
    /// # Errors
    /// [`crate::Error::UnknownRosterPlayer`], [`crate::Error::Storage`].
    pub fn player_stats(&self, roster_id: i64) -> Result<PlayerStats> {
        let player = self.roster_player(roster_id)?;
        let mut totals = self.totals(Some(roster_id))?;
        self.player_stats_from(roster_id, player.name, totals.remove(&roster_id).unwrap_or_default())
    }

    /// Statistics of every roster player, by name.
    ///
    /// # Errors
    /// [`crate::Error::Storage`].
    pub fn all_stats(&self) -> Result<Vec<PlayerStats>> {
        let mut totals = self.totals(None)?;
        self.roster()?
            .into_iter()
            .map(|player| self.player_stats_from(player.id, player.name, totals.remove(&player.id).unwrap_or_default()))
            .collect()
    }

    /// The totals of one player (an index search) or of everyone, by roster id:
    /// the finished seats from `game_players_finals` (final scores are set exactly
    /// while a game is finished), the points by category from `player_totals`
    /// (kept by triggers over the awards, which exist for finished games only).
    fn totals(&self, only: Option<i64>) -> Result<BTreeMap<i64, Totals>> {
        let conn = self.conn();
        let filter = |table: &str| if only.is_some() { format!("AND {table}.roster_id = ?1") } else { String::new() };
        let mut totals: BTreeMap<i64, Totals> = BTreeMap::new();
        let mut statement = conn.prepare_cached(&format!(
            "SELECT p.roster_id, count(*), coalesce(sum(p.final_rank = 1), 0), avg(p.final_score),
                    max(p.final_score), min(p.final_score)
             FROM game_players p INDEXED BY game_players_finals
             WHERE p.final_score IS NOT NULL {} GROUP BY p.roster_id",
            filter("p")
        ))?;
        let mut rows = statement.query(rusqlite::params_from_iter(only))?;
        while let Some(row) = rows.next()? {
            let entry = totals.entry(row.get(0)?).or_default();
            (entry.games, entry.wins) = (row.get(1)?, row.get(2)?);
            (entry.average_score, entry.best_score, entry.worst_score) = (row.get(3)?, row.get(4)?, row.get(5)?);
        }
        let mut statement = conn.prepare_cached(&format!(
            "SELECT t.roster_id, t.category, t.moved FROM player_totals t WHERE 1 {}",
            filter("t")
        ))?;
        let mut rows = statement.query(rusqlite::params_from_iter(only))?;
        while let Some(row) = rows.next()? {
            let category: String = row.get(1)?;
            if let Ok(category) = serde_json::from_value::<Category>(serde_json::Value::String(category)) {
                totals.entry(row.get(0)?).or_default().points_by_category.insert(category, row.get(2)?);
            }
        }
        Ok(totals)
    }

    fn player_stats_from(&self, roster_id: i64, name: String, totals: Totals) -> Result<PlayerStats> {
        let record = |sql: &str| -> Result<Option<FeatureRecord>> {
            if totals.games == 0 {
                return Ok(None);
            }
            Ok(self
                .conn()
                .prepare_cached(sql)?
                .query_row([roster_id], |row| {
                    let feature: String = row.get(1)?;
                    let name = crate::l10n::Message::keyed("feature", &feature);
                    Ok(FeatureRecord { game_id: row.get(0)?, feature, name, size: row.get(2)?, points: row.get(3)? })
                })
                .optional()?)
        };
        static LONGEST: OnceLock<String> = OnceLock::new();
        static MOST_VALUABLE: OnceLock<String> = OnceLock::new();
        let longest =
            LONGEST.get_or_init(|| record_sql("AND a.size IS NOT NULL", "a.size DESC, a.points DESC, a.game_id"));
        let most_valuable = MOST_VALUABLE.get_or_init(|| record_sql("", "a.points DESC, a.game_id"));
        #[allow(clippy::cast_precision_loss)]
        let per_game = |total: i64| if totals.games == 0 { 0.0 } else { total as f64 / totals.games as f64 };
        Ok(PlayerStats {
            roster_id,
            name,
            games: totals.games,
            wins: totals.wins,
            win_rate: per_game(totals.wins),
            average_score: totals.average_score,
            best_score: totals.best_score,
            worst_score: totals.worst_score,
            average_by_category: totals
                .points_by_category
                .iter()
                .map(|(category, points)| (*category, per_game(*points)))
                .collect(),
            longest_feature: record(longest)?,
            most_valuable_feature: record(most_valuable)?,
        })
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
             FROM game_players pa JOIN game_players pb ON pa.game_id = pb.game_id
             WHERE pa.roster_id = ?1 AND pb.roster_id = ?2 AND pa.final_score IS NOT NULL",
        )?
        .query_row(params![a, b], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?, row.get(5)?)))?;
        Ok(HeadToHead { a, b, games, a_ahead, b_ahead, ties, a_average, b_average })
    }
}
