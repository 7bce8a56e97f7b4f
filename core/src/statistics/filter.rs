//! Which finished games a statistic counts ([`StatsFilter`]: a date range, a set of
//! players who all sat at the table, a set of expansions all in play, an edition)
//! and which page of a per-game series it returns ([`StatsPage`]), checked before
//! any query runs, and turned into the SQL every query starts from.

use chrono::{DateTime, Utc};
use rusqlite::types::Value;
use serde::{Deserialize, Serialize};

use crate::store::Store;
use crate::{Edition, Error, Result, Ruleset, msg};

/// The most games one page of a per-game series holds.
pub const MAX_PAGE_GAMES: u32 = 500;

/// Which finished games count. Everything is optional: the default counts every
/// finished game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StatsFilter {
    /// Only games started at or after this time.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub from: Option<DateTime<Utc>>,
    /// Only games started before this time.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub to: Option<DateTime<Utc>>,
    /// Only games every one of these roster players took part in; the figures
    /// about players (wins, head-to-head, records, ratings) then name them alone.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub players: Vec<i64>,
    /// Only games with every one of these expansions (or components) in play.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub expansions: Vec<String>,
    /// Only games of this edition.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub edition: Option<Edition>,
}

/// A page of a per-game series (a chart over time): `offset` games back from the
/// latest, at most `limit` of them, returned oldest first so that a chart draws
/// them left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StatsPage {
    /// Games in the page, 1 to [`MAX_PAGE_GAMES`].
    pub limit: u32,
    /// Games skipped back from the latest.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub offset: u32,
}

impl Default for StatsPage {
    /// The latest 50 games.
    fn default() -> StatsPage {
        StatsPage { limit: 50, offset: 0 }
    }
}

impl StatsPage {
    /// Refuses an empty page and one larger than [`MAX_PAGE_GAMES`].
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on `limit`.
    pub fn check(self) -> Result<StatsPage> {
        if self.limit == 0 || self.limit > MAX_PAGE_GAMES {
            return Err(Error::invalid(
                "limit",
                msg!("stats-page-limit", most = i64::from(MAX_PAGE_GAMES), given = i64::from(self.limit)),
            ));
        }
        Ok(self)
    }
}

/// SQL under construction with its numbered parameters.
#[derive(Debug, Default)]
pub(crate) struct Sql {
    pub text: String,
    pub values: Vec<Value>,
}

impl Sql {
    /// Adds a parameter; returns its placeholder (`?3`).
    pub fn bind(&mut self, value: impl Into<Value>) -> String {
        self.values.push(value.into());
        format!("?{}", self.values.len())
    }
}

impl StatsFilter {
    /// Refuses what cannot be answered: an unknown roster player or expansion, a
    /// player named twice, a range that ends before it starts.
    ///
    /// # Errors
    /// [`Error::UnknownRosterPlayer`], [`Error::UnknownExpansion`],
    /// [`Error::InvalidInput`] on `players` or `to`.
    pub fn check(&self, store: &Store) -> Result<()> {
        if let (Some(from), Some(to)) = (self.from, self.to)
            && to <= from
        {
            return Err(Error::invalid("to", msg!("stats-dates-out-of-order")));
        }
        for (index, id) in self.players.iter().enumerate() {
            if self.players[..index].contains(id) {
                return Err(Error::invalid(format!("players[{index}]"), msg!("stats-player-repeated", id = *id)));
            }
            store.roster_player(*id)?;
        }
        let mut ruleset = Ruleset::base(Edition::default());
        for key in &self.expansions {
            ruleset.enable_key(key)?;
        }
        Ok(())
    }

    /// The common table expression `chosen (id, started_at)`: the finished games
    /// this filter counts. `sql` receives its parameters.
    pub(crate) fn chosen(&self, sql: &mut Sql) -> String {
        let mut clauses = vec!["g.finished_at IS NOT NULL".to_owned()];
        if let Some(from) = self.from {
            let from = sql.bind(crate::store::time_text(from));
            clauses.push(format!("g.started_at >= {from}"));
        }
        if let Some(to) = self.to {
            let to = sql.bind(crate::store::time_text(to));
            clauses.push(format!("g.started_at < {to}"));
        }
        if let Some(edition) = self.edition {
            let edition = sql.bind(edition.key().to_owned());
            clauses.push(format!("g.edition = {edition}"));
        }
        if !self.players.is_empty() {
            // The games of each player (`game_players_roster_game`), intersected.
            let each: Vec<String> = self
                .players
                .iter()
                .map(|id| format!("SELECT s.game_id FROM game_players s WHERE s.roster_id = {}", sql.bind(*id)))
                .collect();
            clauses.push(format!("g.id IN ({})", each.join(" INTERSECT ")));
        }
        for key in &self.expansions {
            // In play: the key itself, a component of the expansion it names, or the
            // whole expansion of the component it names.
            let family = sql.bind(key.split('.').next().unwrap_or(key).to_owned());
            let key = sql.bind(key.clone());
            clauses.push(format!(
                "EXISTS (SELECT 1 FROM game_expansions x
                         WHERE x.game_id = g.id AND (x.key = {key} OR x.expansion = {key} OR x.key = {family}))"
            ));
        }
        // SQLite reads the games from their indexes by start (`games_finished_started`,
        // `games_finished_edition`), not their rows; a join on `chosen.id` still finds
        // a game by its id (forcing one of those indexes here would not).
        format!("chosen AS (SELECT g.id, g.started_at FROM games g WHERE {})", clauses.join(" AND "))
    }

    /// `column IN (the filter's players)`, or nothing without a player set: the
    /// figures about players name those of the set alone.
    pub(crate) fn players_only(&self, column: &str, sql: &mut Sql) -> String {
        if self.players.is_empty() {
            return String::new();
        }
        let ids: Vec<String> = self.players.iter().map(|id| sql.bind(*id)).collect();
        format!("AND {column} IN ({})", ids.join(", "))
    }
}
