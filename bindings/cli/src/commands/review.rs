//! `tally history` and `tally stats`: past games, one game's timeline and score
//! progression; players' totals, their charts, the group's and head-to-head, over
//! the games the filters choose.

use std::path::PathBuf;

use chrono::{NaiveDate, TimeZone, Utc};
use tally_core::Edition;
use tally_core::l10n::decimal;
use tally_core::rules::Step;
use tally_core::statistics::{StatsFilter, StatsPage};
use tally_core::store::{HeadToHead, HistoryFilter, PlayerStats, Store};
use tally_core::table::TableModel;

use crate::cli::{GameFilterArgs, HistoryArgs, StatsArgs};
use crate::db;
use crate::failure::{Failure, Outcome};
use crate::out;
use crate::view::charts::Drawing;
use crate::view::columns::{Align, Cell, Columns};
use crate::view::safe::safe;
use crate::view::{category, entries, standings, statistics};

pub(crate) fn day(flag: &str, text: &str) -> Outcome<chrono::DateTime<Utc>> {
    let date = NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|_| Failure::bad(say!("cli-history-not-a-date", flag = flag, word = safe(text).into_owned())))?;
    let midnight = date.and_hms_opt(0, 0, 0).ok_or_else(|| Failure::bad(say!("cli-history-not-a-day", flag = flag)))?;
    Ok(Utc.from_utc_datetime(&midnight))
}

pub(crate) fn roster_id(store: &Store, name: &str) -> Outcome<i64> {
    store
        .find_roster_player(name)?
        .ok_or_else(|| Failure::bad(say!("cli-no-roster-player", name = safe(name).into_owned())))
}

/// The history filter of `--player`, `--from` and `--to` (the rest left open).
///
/// # Errors
/// A player not in the roster; a day not written YYYY-MM-DD.
pub(crate) fn games_filter(store: &Store, args: &GameFilterArgs) -> Outcome<HistoryFilter> {
    Ok(HistoryFilter {
        player: args.player.as_deref().map(|name| roster_id(store, name)).transpose()?,
        from: args.from.as_deref().map(|text| day("from", text)).transpose()?,
        to: args.to.as_deref().map(|text| day("to", text)).transpose()?,
        ..HistoryFilter::default()
    })
}

/// `tally history`.
///
/// # Errors
/// Bad filters; storage errors.
pub fn history(db: Option<PathBuf>, args: &HistoryArgs) -> Outcome {
    let store = db::open(db)?;
    if let Some(id) = args.game {
        return one_game(&store, id, args.json);
    }
    let filter = HistoryFilter {
        finished: if args.finished {
            Some(true)
        } else if args.unfinished {
            Some(false)
        } else {
            None
        },
        expansion: args.expansion.clone(),
        limit: None,
        offset: 0,
        ..games_filter(&store, &args.games_of)?
    };
    let games = store.history(&filter)?;
    if args.json {
        return out::json(&games);
    }
    if games.is_empty() {
        return out::line(&say!("cli-history-none"));
    }
    let mut rows = Columns::new(&[Align::Left, Align::Left, Align::Left, Align::Left]);
    for game in games {
        let seats: Vec<String> = game
            .seats
            .iter()
            .map(|seat| match seat.rank {
                Some(rank) => format!("{rank}. {} {}", safe(&seat.name), seat.score),
                None => format!("{} {}", safe(&seat.name), seat.score),
            })
            .collect();
        let state = if game.finished_at.is_some() { say!("cli-game-finished") } else { say!("cli-game-unfinished") };
        rows.row(
            "",
            vec![
                Cell::new(format!("#{}", game.id)),
                Cell::new(game.started_at.format("%Y-%m-%d").to_string()),
                Cell::new(state),
                Cell::new(seats.join(", ")),
            ],
        );
    }
    out::print(&rows.render())
}

fn one_game(store: &Store, id: i64, json: bool) -> Outcome {
    let detail = store.game_detail(id)?;
    let progression = store.progression(id)?;
    if json {
        return out::json(&serde_json::json!({"detail": detail, "progression": progression}));
    }
    let active = store.load_game(id)?;
    let summary = TableModel::new(&active.game).summary();
    let two_figures = summary.players.iter().any(|player| player.figures.len() > 1);
    let mut text = String::new();
    for turn in &detail.timeline {
        let active = summary.players.iter().find(|player| player.id == turn.active);
        let player = active.map_or(turn.active.as_str(), |player| player.name.as_str());
        text.push_str(&format!("{}\n", say!("cli-history-turn", turn = turn.turn, player = safe(player).into_owned())));
        for group in &turn.steps {
            let step = match group.step {
                Step::EndOfGame | Step::AnyTime => crate::view::step_label(group.step),
                step => say!("cli-history-step", step = step.code()),
            };
            text.push_str(&format!("  {step}\n"));
            for item in &group.items {
                for line in entries::breakdown(item, two_figures).lines() {
                    text.push_str(&format!("    {line}\n"));
                }
            }
        }
    }
    text.push_str(&standings::standings(&summary));
    text.push_str(&format!("{}\n", say!("cli-history-progression")));
    let mut rows = Columns::new(&[Align::Left, Align::Left]);
    for series in progression {
        let points: Vec<String> = series.points.iter().map(|point| point.score.to_string()).collect();
        rows.row("  ", vec![Cell::new(safe(&series.name)), Cell::new(points.join(" "))]);
    }
    text.push_str(&rows.render());
    out::print(&text)
}

/// The statistics filter of `tally stats`: `--from`, `--to`, `--with`,
/// `--expansion`, `--edition`.
///
/// # Errors
/// A player not in the roster; a day not written YYYY-MM-DD; an unknown edition.
fn stats_filter(store: &Store, args: &StatsArgs) -> Outcome<StatsFilter> {
    Ok(StatsFilter {
        from: args.from.as_deref().map(|text| day("from", text)).transpose()?,
        to: args.to.as_deref().map(|text| day("to", text)).transpose()?,
        players: args.with.iter().map(|name| roster_id(store, name)).collect::<Outcome<_>>()?,
        expansions: args.expansion.clone(),
        edition: args.edition.as_deref().map(Edition::parse).transpose()?,
    })
}

/// `tally stats [PLAYER] [--vs OTHER]`: without a filter, the players' totals (one
/// line each) and then the charts; with one, the charts of the games it chooses.
///
/// # Errors
/// Unknown players; bad filters; storage errors.
pub fn stats(db: Option<PathBuf>, args: &StatsArgs) -> Outcome {
    let store = db::open(db)?;
    let filter = stats_filter(&store, args)?;
    let page = StatsPage { limit: args.games, offset: 0 };
    let filtered = filter != StatsFilter::default();
    let drawing = Drawing::for_stdout();
    if let Some(other) = &args.vs {
        let player = args.player.as_deref().ok_or_else(|| Failure::bad("--vs needs a first player"))?;
        let (a, b) = (roster_id(&store, player)?, roster_id(&store, other)?);
        let h2h = store.head_to_head(a, b)?;
        let chart = store.pair_chart(a, b, &filter, page)?;
        if args.json {
            return out::json(&serde_json::json!({"head_to_head": h2h, "chart": chart}));
        }
        let mut text = if filtered { String::new() } else { head_to_head_lines(player, other, &h2h) };
        text.push_str(&statistics::pair(drawing, &chart));
        return out::print(&text);
    }
    if let Some(name) = &args.player {
        let id = roster_id(&store, name)?;
        let totals = store.player_stats(id)?;
        let charts = store.player_charts(id, &filter, page)?;
        if args.json {
            return out::json(&serde_json::json!({"player": totals, "charts": charts}));
        }
        let mut text = if filtered { String::new() } else { player_lines(std::slice::from_ref(&totals)) };
        text.push_str(&statistics::player(drawing, &charts));
        return out::print(&text);
    }
    let totals = store.all_stats()?;
    let charts = store.group_charts(&filter)?;
    if args.json {
        return out::json(&serde_json::json!({"players": totals, "group": charts}));
    }
    let mut text = if filtered { String::new() } else { player_lines(&totals) };
    text.push_str(&statistics::group(drawing, &charts));
    out::print(&text)
}

fn head_to_head_lines(player: &str, other: &str, h2h: &HeadToHead) -> String {
    let (player, other) = (safe(player).into_owned(), safe(other).into_owned());
    let mut text = format!(
        "{}\n",
        say!(
            "cli-stats-head-to-head",
            player = player.clone(),
            other = other.clone(),
            games = h2h.games,
            ahead = h2h.a_ahead,
            behind = h2h.b_ahead,
            ties = h2h.ties
        )
    );
    if let (Some(a), Some(b)) = (h2h.a_average, h2h.b_average) {
        let (a, b) = (decimal(a, 1), decimal(b, 1));
        text.push_str(&format!("{}\n", say!("cli-stats-averages", player = player, a = a, other = other, b = b)));
    }
    text
}

fn player_lines(stats: &[PlayerStats]) -> String {
    let mut text = String::new();
    for player in stats {
        text.push_str(&format!(
            "{}\n",
            say!(
                "cli-stats-player",
                name = safe(&player.name).into_owned(),
                games = player.games,
                wins = player.wins,
                rate = decimal(player.win_rate * 100.0, 0),
                average = player.average_score.map_or("-".into(), |average| decimal(average, 1)),
                best = player.best_score.map_or("-".into(), |best| best.to_string()),
                worst = player.worst_score.map_or("-".into(), |worst| worst.to_string()),
            )
        ));
        let categories: Vec<String> = player
            .average_by_category
            .iter()
            .map(|(name, points)| {
                say!("cli-standings-category", category = category(*name), points = decimal(*points, 1))
            })
            .collect();
        if !categories.is_empty() {
            text.push_str(&format!("  {}\n", say!("cli-stats-per-game", categories = categories.join(", "))));
        }
        if let Some(record) = &player.longest_feature {
            let line = say!(
                "cli-stats-longest",
                feature = record.name.clone(),
                tiles = record.size.unwrap_or(0),
                points = record.points,
                game = record.game_id
            );
            text.push_str(&format!("  {line}\n"));
        }
        if let Some(record) = &player.most_valuable_feature {
            let line = say!(
                "cli-stats-most-valuable",
                feature = record.name.clone(),
                points = record.points,
                game = record.game_id
            );
            text.push_str(&format!("  {line}\n"));
        }
    }
    text
}
