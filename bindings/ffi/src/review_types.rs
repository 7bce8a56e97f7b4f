//! Records of the store: new games, the roster, history, game detail, score
//! progression, statistics and imports. Times are milliseconds since 1970 (UTC).

use chrono::{DateTime, TimeZone, Utc};
use tally_core::store as core;

use crate::game_types::{Colour, LogItem, Standing};
use crate::rules_types::{Category, RulesetInput, Step};

pub(crate) fn millis(at: DateTime<Utc>) -> i64 {
    at.timestamp_millis()
}

pub(crate) fn time(millis: i64) -> Option<DateTime<Utc>> {
    Utc.timestamp_millis_opt(millis).single()
}

/// A seat of a new game.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NewSeat {
    /// A roster player (their name is used), or none.
    pub roster_id: Option<i64>,
    /// The name when no roster player is given (found in the roster or added).
    pub name: String,
    /// The colour for this game.
    pub colour: Colour,
}

/// A new game.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NewGame {
    /// Seats in turn order (2 to 8).
    pub seats: Vec<NewSeat>,
    /// What is played.
    pub ruleset: RulesetInput,
}

/// A player of the roster.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RosterPlayer {
    /// Roster id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Favourite colour.
    pub colour: Colour,
    /// Games played.
    pub games: i64,
}

impl From<&core::RosterPlayer> for RosterPlayer {
    fn from(player: &core::RosterPlayer) -> Self {
        RosterPlayer { id: player.id, name: player.name.clone(), colour: player.colour.into(), games: player.games }
    }
}

/// Which games to list; everything optional.
#[derive(Clone, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct HistoryFilter {
    /// Only games of this roster player.
    #[uniffi(default)]
    pub player: Option<i64>,
    /// Only games started at or after (ms).
    #[uniffi(default)]
    pub from_ms: Option<i64>,
    /// Only games started before (ms).
    #[uniffi(default)]
    pub to_ms: Option<i64>,
    /// Only finished (true) or unfinished (false) games.
    #[uniffi(default)]
    pub finished: Option<bool>,
    /// Only games with this expansion or component.
    #[uniffi(default)]
    pub expansion: Option<String>,
    /// At most this many.
    #[uniffi(default)]
    pub limit: Option<u32>,
    /// Skip this many.
    #[uniffi(default = 0)]
    pub offset: u32,
}

impl HistoryFilter {
    pub(crate) fn to_core(&self) -> core::HistoryFilter {
        core::HistoryFilter {
            player: self.player,
            from: self.from_ms.and_then(time),
            to: self.to_ms.and_then(time),
            finished: self.finished,
            expansion: self.expansion.clone(),
            limit: self.limit,
            offset: self.offset,
        }
    }
}

/// One seat of a listed game.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SeatSummary {
    /// Roster id.
    pub roster_id: i64,
    /// Player id in the game.
    pub player: String,
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: Colour,
    /// Score.
    pub score: i64,
    /// Final rank.
    pub rank: Option<u32>,
}

/// A game in the list.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameSummary {
    /// Store id.
    pub id: i64,
    /// Stable id.
    pub uuid: String,
    /// Started (ms).
    pub started_at_ms: i64,
    /// Last changed (ms).
    pub updated_at_ms: i64,
    /// Finished (ms).
    pub finished_at_ms: Option<i64>,
    /// What was played.
    pub ruleset: RulesetInput,
    /// Seats.
    pub seats: Vec<SeatSummary>,
}

impl From<&core::GameSummary> for GameSummary {
    fn from(game: &core::GameSummary) -> Self {
        GameSummary {
            id: game.id,
            uuid: game.uuid.clone(),
            started_at_ms: millis(game.started_at),
            updated_at_ms: millis(game.updated_at),
            finished_at_ms: game.finished_at.map(millis),
            ruleset: RulesetInput::from(&game.ruleset),
            seats: game
                .seats
                .iter()
                .map(|seat| SeatSummary {
                    roster_id: seat.roster_id,
                    player: seat.player.clone(),
                    name: seat.name.clone(),
                    colour: seat.colour.into(),
                    score: seat.score,
                    rank: seat.rank,
                })
                .collect(),
        }
    }
}

/// The items of one step of a turn.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StepGroup {
    /// Step.
    pub step: Step,
    /// Items.
    pub items: Vec<LogItem>,
}

/// One turn of the timeline.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TurnGroup {
    /// Turn.
    pub turn: u32,
    /// Active player.
    pub active_player: String,
    /// Steps.
    pub steps: Vec<StepGroup>,
}

/// A game in full.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameDetail {
    /// The list entry.
    pub summary: GameSummary,
    /// Standings.
    pub standings: Vec<Standing>,
    /// Timeline by turn and step.
    pub timeline: Vec<TurnGroup>,
}

impl From<&core::GameDetail> for GameDetail {
    fn from(detail: &core::GameDetail) -> Self {
        GameDetail {
            summary: GameSummary::from(&detail.summary),
            standings: detail.standings.iter().map(Standing::from).collect(),
            timeline: detail
                .timeline
                .iter()
                .map(|turn| TurnGroup {
                    turn: turn.turn,
                    active_player: turn.active.clone(),
                    steps: turn
                        .steps
                        .iter()
                        .map(|group| StepGroup {
                            step: group.step.into(),
                            items: group.items.iter().map(LogItem::from).collect(),
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// One point of the chart.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ScorePoint {
    /// Turn (0 before the first).
    pub turn: u32,
    /// Score after it.
    pub score: i64,
    /// The last point, after the end-game scoring.
    pub end_game: bool,
}

/// One player's line on the chart.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerSeries {
    /// Player id.
    pub player: String,
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: Colour,
    /// Points.
    pub points: Vec<ScorePoint>,
}

impl From<&core::PlayerSeries> for PlayerSeries {
    fn from(series: &core::PlayerSeries) -> Self {
        PlayerSeries {
            player: series.player.clone(),
            name: series.name.clone(),
            colour: series.colour.into(),
            points: series
                .points
                .iter()
                .map(|point| ScorePoint { turn: point.turn, score: point.score, end_game: point.end_game })
                .collect(),
        }
    }
}

/// A memorable feature.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FeatureRecord {
    /// Game.
    pub game_id: i64,
    /// Feature key.
    pub feature: String,
    /// Tiles.
    pub size: Option<i64>,
    /// Points.
    pub points: i64,
}

/// Average points per game in a category.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct CategoryAverage {
    /// Category.
    pub category: Category,
    /// Average points per finished game.
    pub points: f64,
}

/// A player's statistics.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct PlayerStats {
    /// Roster id.
    pub roster_id: i64,
    /// Name.
    pub name: String,
    /// Finished games.
    pub games: i64,
    /// Wins (shared first places count).
    pub wins: i64,
    /// Wins per game.
    pub win_rate: f64,
    /// Average score.
    pub average_score: Option<f64>,
    /// Best score.
    pub best_score: Option<i64>,
    /// Worst score.
    pub worst_score: Option<i64>,
    /// Average points by category.
    pub average_by_category: Vec<CategoryAverage>,
    /// Longest feature.
    pub longest_feature: Option<FeatureRecord>,
    /// Most valuable feature.
    pub most_valuable_feature: Option<FeatureRecord>,
}

fn record(record: &Option<core::FeatureRecord>) -> Option<FeatureRecord> {
    record.as_ref().map(|record| FeatureRecord {
        game_id: record.game_id,
        feature: record.feature.clone(),
        size: record.size,
        points: record.points,
    })
}

impl From<&core::PlayerStats> for PlayerStats {
    fn from(stats: &core::PlayerStats) -> Self {
        PlayerStats {
            roster_id: stats.roster_id,
            name: stats.name.clone(),
            games: stats.games,
            wins: stats.wins,
            win_rate: stats.win_rate,
            average_score: stats.average_score,
            best_score: stats.best_score,
            worst_score: stats.worst_score,
            average_by_category: stats
                .average_by_category
                .iter()
                .map(|(category, points)| CategoryAverage { category: (*category).into(), points: *points })
                .collect(),
            longest_feature: record(&stats.longest_feature),
            most_valuable_feature: record(&stats.most_valuable_feature),
        }
    }
}

/// Two players' finished games together.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct HeadToHead {
    /// First player.
    pub a: i64,
    /// Second player.
    pub b: i64,
    /// Games.
    pub games: i64,
    /// Games `a` finished above `b`.
    pub a_ahead: i64,
    /// Games `b` finished above `a`.
    pub b_ahead: i64,
    /// Ties.
    pub ties: i64,
    /// `a`'s average.
    pub a_average: Option<f64>,
    /// `b`'s average.
    pub b_average: Option<f64>,
}

impl From<&core::HeadToHead> for HeadToHead {
    fn from(h: &core::HeadToHead) -> Self {
        HeadToHead {
            a: h.a,
            b: h.b,
            games: h.games,
            a_ahead: h.a_ahead,
            b_ahead: h.b_ahead,
            ties: h.ties,
            a_average: h.a_average,
            b_average: h.b_average,
        }
    }
}

/// What an import did.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ImportReport {
    /// Games added.
    pub imported: Vec<i64>,
    /// Games already present (uuids).
    pub skipped: Vec<String>,
}
