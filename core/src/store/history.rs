//! Reviewing games: the list (filtered by player, dates, finished or not,
//! expansion), a game's detail with its timeline grouped by turn and step, and the
//! score after each turn for charts.

use chrono::{DateTime, Utc};
use rusqlite::types::Value;
use serde::{Deserialize, Serialize};

use crate::rules::Step;
use crate::session::{Colour, LogItem, Standing, standings};
use crate::{Result, RulesetSpec};

use super::{Store, bad_json, parse_time, roster::colour_of, time_text};

/// Which games to list. Everything is optional; the newest games come first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HistoryFilter {
    /// Only games this roster player took part in.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub player: Option<i64>,
    /// Only games started at or after this time.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub from: Option<DateTime<Utc>>,
    /// Only games started before this time.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub to: Option<DateTime<Utc>>,
    /// Only finished (true) or unfinished (false) games.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub finished: Option<bool>,
    /// Only games with this expansion or component key in play.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub expansion: Option<String>,
    /// At most this many games.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub limit: Option<u32>,
    /// Skip this many games (paging).
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub offset: u32,
}

/// One seat of a listed game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SeatSummary {
    /// Roster id.
    pub roster_id: i64,
    /// Player id in the game (colour key).
    pub player: String,
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: Colour,
    /// Current (or final) score.
    pub score: i64,
    /// Final rank, once finished.
    pub rank: Option<u32>,
}

/// One game in the list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameSummary {
    /// Store id.
    pub id: i64,
    /// Stable id across exports.
    pub uuid: String,
    /// When it started.
    pub started_at: DateTime<Utc>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
    /// When it finished.
    pub finished_at: Option<DateTime<Utc>>,
    /// What was played.
    pub ruleset: RulesetSpec,
    /// Seats in turn order.
    pub seats: Vec<SeatSummary>,
}

/// Log items of one step of one turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StepGroup {
    /// The step.
    pub step: Step,
    /// What happened, in order.
    pub items: Vec<LogItem>,
}

/// One turn of the timeline.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TurnGroup {
    /// Turn number.
    pub turn: u32,
    /// The active player.
    pub active: String,
    /// Its steps in order.
    pub steps: Vec<StepGroup>,
}

/// A game in full.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameDetail {
    /// The list entry.
    pub summary: GameSummary,
    /// Standings (final once finished, current otherwise).
    pub standings: Vec<Standing>,
    /// The timeline.
    pub timeline: Vec<TurnGroup>,
}

/// One point of a score-progression chart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScorePoint {
    /// Turn number (0 before the first turn).
    pub turn: u32,
    /// Score after that turn.
    pub score: i64,
    /// True for the last point, after the end-game scoring.
    pub end_game: bool,
}

/// One player's line on the chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerSeries {
    /// Player id in the game.
    pub player: String,
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: Colour,
    /// Score after each turn.
    pub points: Vec<ScorePoint>,
}

impl Store {
    /// Games matching `filter`, newest first.
    ///
    /// # Errors
    /// [`crate::Error::Storage`].
    pub fn history(&self, filter: &HistoryFilter) -> Result<Vec<GameSummary>> {
        self.summaries(filter, None)
    }

    /// The games of `filter`, or only the game `only`.
    fn summaries(&self, filter: &HistoryFilter, only: Option<i64>) -> Result<Vec<GameSummary>> {
        let mut clauses = Vec::new();
        let mut values: Vec<Value> = Vec::new();
        if let Some(id) = only {
            values.push(id.into());
            clauses.push(format!("g.id = ?{}", values.len()));
        }
        if let Some(player) = filter.player {
            values.push(player.into());
            clauses.push(format!(
                "EXISTS (SELECT 1 FROM game_players p WHERE p.game_id = g.id AND p.roster_id = ?{})",
                values.len()
            ));
        }
        if let Some(from) = filter.from {
            values.push(time_text(from).into());
            clauses.push(format!("g.started_at >= ?{}", values.len()));
        }
        if let Some(to) = filter.to {
            values.push(time_text(to).into());
            clauses.push(format!("g.started_at < ?{}", values.len()));
        }
        match filter.finished {
            Some(true) => clauses.push("g.finished_at IS NOT NULL".to_owned()),
            Some(false) => clauses.push("g.finished_at IS NULL".to_owned()),
            None => {}
        }
        if let Some(expansion) = &filter.expansion {
            values.push(expansion.clone().into());
            let n = values.len();
            clauses.push(format!(
                "EXISTS (SELECT 1 FROM json_each(g.ruleset, '$.expansions') e WHERE e.value = ?{n} OR e.value LIKE ?{n} || '.%' OR ?{n} LIKE e.value || '.%')"
            ));
        }
        let condition = if clauses.is_empty() { String::new() } else { format!("WHERE {}", clauses.join(" AND ")) };
        values.push(i64::from(filter.limit.unwrap_or(u32::MAX)).into());
        let limit = values.len();
        values.push(i64::from(filter.offset).into());
        let offset = values.len();
        // The scores after the last command are in the game's row (schema 5);
        // games not changed since an older version have them in their seats.
        let sql = format!(
            "WITH chosen AS (SELECT g.id, g.uuid, g.ruleset, g.started_at, g.updated_at, g.finished_at, g.scores
                             FROM games g {condition}
                             ORDER BY g.started_at DESC, g.id DESC LIMIT ?{limit} OFFSET ?{offset})
             SELECT c.id, c.uuid, c.ruleset, c.started_at, c.updated_at, c.finished_at,
                    p.roster_id, p.colour, p.name, p.score, p.final_rank, c.scores
             FROM chosen c JOIN game_players p ON p.game_id = c.id
             ORDER BY c.started_at DESC, c.id DESC, p.seat"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let mut rows = statement.query(rusqlite::params_from_iter(values))?;
        let mut games: Vec<GameSummary> = Vec::new();
        let mut live_scores: Vec<i64> = Vec::new();
        while let Some(row) = rows.next()? {
            let id: i64 = row.get(0)?;
            if games.last().is_none_or(|game| game.id != id) {
                let ruleset: String = row.get(2)?;
                let finished: Option<String> = row.get(5)?;
                live_scores = scores_of(row.get::<_, Option<String>>(11)?.as_deref().unwrap_or_default())?;
                games.push(GameSummary {
                    id,
                    uuid: row.get(1)?,
                    ruleset: serde_json::from_str(&ruleset).map_err(|error| bad_json("ruleset", &error))?,
                    started_at: parse_time(&row.get::<_, String>(3)?)?,
                    updated_at: parse_time(&row.get::<_, String>(4)?)?,
                    finished_at: finished.as_deref().map(parse_time).transpose()?,
                    seats: Vec::new(),
                });
            }
            let colour = colour_of(&row.get::<_, String>(7)?)?;
            if let Some(game) = games.last_mut() {
                let stored: i64 = row.get(9)?;
                game.seats.push(SeatSummary {
                    roster_id: row.get(6)?,
                    player: colour.key().to_owned(),
                    name: row.get(8)?,
                    colour,
                    score: live_scores.get(game.seats.len()).copied().unwrap_or(stored),
                    rank: row.get(10)?,
                });
            }
        }
        Ok(games)
    }

    /// Games not finished yet, most recently changed first.
    ///
    /// # Errors
    /// [`crate::Error::Storage`].
    pub fn unfinished_games(&self) -> Result<Vec<GameSummary>> {
        let mut games = self.history(&HistoryFilter { finished: Some(false), ..HistoryFilter::default() })?;
        games.sort_by(|a, b| b.updated_at.cmp(&a.updated_at).then(b.id.cmp(&a.id)));
        Ok(games)
    }

    /// One game's list entry.
    ///
    /// # Errors
    /// [`crate::Error::UnknownGame`], [`crate::Error::Storage`].
    pub fn game_summary(&self, id: i64) -> Result<GameSummary> {
        let found = self.summaries(&HistoryFilter::default(), Some(id))?;
        found.into_iter().next().ok_or(crate::Error::UnknownGame { id })
    }

    /// A game with its standings and timeline.
    ///
    /// # Errors
    /// [`crate::Error::UnknownGame`], [`crate::Error::Storage`].
    pub fn game_detail(&self, id: i64) -> Result<GameDetail> {
        let active = self.load_game(id)?;
        let summary = self.game_summary(id)?;
        Ok(GameDetail { summary, standings: standings(active.game.table()), timeline: timeline(active.game.log()) })
    }

    /// Each player's score after every turn.
    ///
    /// # Errors
    /// [`crate::Error::UnknownGame`], [`crate::Error::Storage`].
    pub fn progression(&self, id: i64) -> Result<Vec<PlayerSeries>> {
        let active = self.load_game(id)?;
        Ok(progression(&active.game))
    }
}

/// The scores a game's row holds ("12,0,5", in seat order; empty for games not
/// changed since schema 5).
fn scores_of(text: &str) -> Result<Vec<i64>> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|score| {
            score.parse().map_err(|_| crate::Error::Storage {
                message: crate::msg!("storage-bad-scores", text = text.to_owned()),
            })
        })
        .collect()
}

/// The log grouped by turn, then by consecutive step.
pub fn timeline(log: &[LogItem]) -> Vec<TurnGroup> {
    let mut turns: Vec<TurnGroup> = Vec::new();
    for item in log {
        if turns.last().is_none_or(|turn| turn.turn != item.turn) {
            turns.push(TurnGroup { turn: item.turn, active: item.active.to_string(), steps: Vec::new() });
        }
        let Some(turn) = turns.last_mut() else { continue };
        if turn.steps.last().is_none_or(|group| group.step != item.step) {
            turn.steps.push(StepGroup { step: item.step, items: Vec::new() });
        }
        if let Some(group) = turn.steps.last_mut() {
            group.items.push(item.clone());
        }
    }
    turns
}

/// Each player's score after every turn of `game`, then after the end-game scoring.
/// One pass over the log (points moved per turn), then a running sum per turn:
/// linear in the log and the turns.
pub fn progression(game: &crate::session::Game) -> Vec<PlayerSeries> {
    let table = game.table();
    let log = game.log();
    let last_turn = log.iter().map(|item| item.turn).max().unwrap_or(0).max(table.turn);
    let seats = table.players.len();
    let seat_of = |player: &str| table.players.iter().position(|seat| seat.id == player);
    // Points moved in each turn by each seat, turn after turn in one allocation.
    let mut moved_in_turn = vec![0_i64; (last_turn as usize + 1) * seats];
    for item in log.iter().filter(|item| item.step != Step::EndOfGame) {
        for award in &item.awards {
            if let Some(seat) = seat_of(&award.player) {
                let moved = &mut moved_in_turn[item.turn as usize * seats + seat];
                *moved = moved.saturating_add(award.moved);
            }
        }
    }
    let end_game = log.iter().any(|item| item.step == Step::EndOfGame);
    table
        .players
        .iter()
        .enumerate()
        .map(|(seat, player)| {
            let mut score = 0_i64;
            let mut points: Vec<ScorePoint> = (0..=last_turn)
                .map(|turn| {
                    score = score.saturating_add(moved_in_turn[turn as usize * seats + seat]);
                    ScorePoint { turn, score, end_game: false }
                })
                .collect();
            if end_game {
                points.push(ScorePoint { turn: last_turn, score: player.score, end_game: true });
            }
            PlayerSeries { player: player.id.to_string(), name: player.name.to_string(), colour: player.colour, points }
        })
        .collect()
}
