//! `tally stats` drawn: a player's charts (points by category per game, score and
//! place, win rates by number of players and by expansion, the rating and its
//! history), the group's (wins, rating, head to head, records) and two players'
//! games together, from the core's statistics ([`tally_core::statistics`]), with
//! the small charts of [`super::charts`].

use tally_core::l10n::decimal;
use tally_core::rules::Category;
use tally_core::statistics::{GroupCharts, PairChart, PlayerCharts, PlayerRating, RecordKind, StatsRecord, WinRate};

use super::charts::{Drawing, bar, category_mark, sparkline, stacked};
use super::columns::{Align, Cell, Columns};
use super::safe::safe;
use super::{BOLD, category};

/// Columns of a bar at 100 %.
const BAR: usize = 20;
/// Columns of the longest stacked bar.
const STACK: usize = 30;

fn heading(text: String) -> String {
    format!("{BOLD}{text}{BOLD:#}\n")
}

fn percent(rate: f64) -> String {
    decimal(rate * 100.0, 0)
}

fn won_of(result: &WinRate) -> String {
    say!(
        "cli-stats-won-of",
        wins = i64::from(result.wins),
        games = i64::from(result.games),
        rate = percent(result.rate)
    )
}

/// One row per group: its name, the wins and a bar of the win rate.
fn win_rate_rows<'a>(drawing: Drawing, rows: impl Iterator<Item = (String, &'a WinRate)>) -> String {
    let mut table = Columns::new(&[Align::Left, Align::Left, Align::Left]);
    for (name, result) in rows {
        table.row("  ", vec![Cell::new(name), Cell::new(won_of(result)), Cell::new(bar(drawing, result.rate, BAR))]);
    }
    table.render()
}

/// The legend of the stacked bars: each category's character and name.
fn legend(drawing: Drawing, categories: &[Category]) -> String {
    let marks: Vec<String> = categories
        .iter()
        .map(|each| {
            let (mark, style) = category_mark(drawing, *each);
            format!("{style}{mark}{style:#} {}", category(*each))
        })
        .collect();
    format!("  {}\n", say!("cli-stats-legend", categories = marks.join("  ")))
}

/// A player's charts.
pub fn player(drawing: Drawing, charts: &PlayerCharts) -> String {
    let mut text = String::new();
    let games = &charts.games.games;
    if games.is_empty() {
        return format!("{}\n", say!("cli-stats-no-games"));
    }
    text.push_str(&heading(say!("cli-stats-heading-games", name = safe(&charts.name).into_owned())));
    let most =
        games.iter().map(|game| game.by_category.iter().map(|p| p.points.max(0)).sum::<i64>()).max().unwrap_or(1);
    #[allow(clippy::cast_precision_loss)]
    let per_column = (most.max(1) as f64 / STACK as f64).max(1.0);
    let mut seen: Vec<Category> = Vec::new();
    let mut table = Columns::new(&[Align::Left, Align::Left, Align::Right, Align::Left]);
    for game in games {
        let segments: Vec<(Category, i64)> = game.by_category.iter().map(|p| (p.category, p.points)).collect();
        for (each, _) in &segments {
            if !seen.contains(each) {
                seen.push(*each);
            }
        }
        table.row(
            "  ",
            vec![
                Cell::new(format!("#{}", game.game_id)),
                Cell::new(game.started_at.format("%Y-%m-%d").to_string()),
                Cell::new(game.score.to_string()),
                Cell::new(stacked(drawing, &segments, per_column)),
            ],
        );
    }
    text.push_str(&table.render());
    seen.sort();
    text.push_str(&legend(drawing, &seen));
    #[allow(clippy::cast_precision_loss)]
    let scores: Vec<f64> = games.iter().map(|game| game.score as f64).collect();
    let places: Vec<String> = games.iter().map(|game| game.rank.to_string()).collect();
    text.push_str(&format!("  {}\n", say!("cli-stats-score-row", line = sparkline(drawing, &scores, 0))));
    text.push_str(&format!("  {}\n", say!("cli-stats-place-row", line = places.join(" "))));
    text.push_str(&heading(say!("cli-stats-heading-by-players")));
    text.push_str(&win_rate_rows(
        drawing,
        charts.by_players.iter().map(|row| (say!("cli-stats-players", players = i64::from(row.players)), &row.result)),
    ));
    text.push_str(&heading(say!("cli-stats-heading-by-expansion")));
    text.push_str(&win_rate_rows(drawing, charts.by_expansion.iter().map(|row| (row.name.text(), &row.result))));
    if let Some(rating) = &charts.rating {
        text.push_str(&heading(say!("cli-stats-heading-rating")));
        text.push_str(&ratings(drawing, std::slice::from_ref(rating)));
        let estimates: Vec<f64> = charts.rating_history.points.iter().map(|point| point.rating.rating).collect();
        text.push_str(&format!("  {}\n", say!("cli-stats-rating-history", line = sparkline(drawing, &estimates, 1))));
    }
    text
}

/// Ratings with their uncertainty and a bar of the estimate less three
/// uncertainties (out of 50).
fn ratings(drawing: Drawing, ratings: &[PlayerRating]) -> String {
    let mut table = Columns::new(&[Align::Left, Align::Right, Align::Left]);
    for rating in ratings {
        table.row(
            "  ",
            vec![
                Cell::new(safe(&rating.name)),
                Cell::new(say!(
                    "cli-stats-rating-row",
                    rating = decimal(rating.rating.rating, 1),
                    uncertainty = decimal(rating.rating.uncertainty, 1)
                )),
                Cell::new(bar(drawing, rating.conservative / 50.0, BAR)),
            ],
        );
    }
    table.render()
}

/// The group's charts.
pub fn group(drawing: Drawing, charts: &GroupCharts) -> String {
    if charts.wins.is_empty() {
        return format!("{}\n", say!("cli-stats-no-games"));
    }
    let mut text = heading(say!("cli-stats-heading-wins"));
    text.push_str(&win_rate_rows(drawing, charts.wins.iter().map(|row| (safe(&row.name).into_owned(), &row.result))));
    text.push_str(&heading(say!("cli-stats-heading-rating")));
    text.push_str(&ratings(drawing, &charts.ratings));
    text.push_str(&heading(say!("cli-stats-heading-pairs")));
    let mut table = Columns::new(&[Align::Left, Align::Left, Align::Left]);
    for pair in &charts.pairings {
        let share = if pair.games == 0 { 0.0 } else { f64::from(pair.a_ahead) / f64::from(pair.games) };
        table.row(
            "  ",
            vec![
                Cell::new(say!(
                    "cli-stats-pair-row",
                    a = safe(&pair.a_name).into_owned(),
                    b = safe(&pair.b_name).into_owned(),
                    ahead = i64::from(pair.a_ahead),
                    behind = i64::from(pair.b_ahead),
                    ties = i64::from(pair.ties),
                    games = i64::from(pair.games)
                )),
                Cell::new(bar(drawing, share, BAR)),
            ],
        );
    }
    text.push_str(&table.render());
    text.push_str(&heading(say!("cli-stats-heading-records")));
    for record in &charts.records {
        text.push_str(&format!("  {}\n", record_line(record)));
    }
    text
}

fn record_line(record: &StatsRecord) -> String {
    let name = safe(&record.name).into_owned();
    let (title, game, entry) = (record.title.text(), record.game_id, i64::try_from(record.entry).unwrap_or(i64::MAX));
    match record.kind {
        RecordKind::BiggestCity | RecordKind::LongestRoad => say!(
            "cli-stats-record-feature",
            title = title,
            name = name,
            tiles = record.value,
            points = record.points,
            game = game,
            entry = entry
        ),
        RecordKind::BestFarmerGame | RecordKind::HighestScore => {
            say!(
                "cli-stats-record-points",
                title = title,
                name = name,
                points = record.points,
                game = game,
                entry = entry
            )
        }
        RecordKind::ClosestFinish => say!(
            "cli-stats-record-lead",
            title = title,
            name = name,
            lead = record.value,
            points = record.points,
            game = game,
            entry = entry
        ),
    }
}

/// Two players' games together, each with both scores and a bar of each.
pub fn pair(drawing: Drawing, chart: &PairChart) -> String {
    let games = &chart.games.games;
    if games.is_empty() {
        return format!("{}\n", say!("cli-stats-no-games"));
    }
    let mut text = heading(say!("cli-stats-heading-together"));
    let most = games.iter().map(|game| game.a_score.max(game.b_score)).max().unwrap_or(1).max(1);
    let mut table = Columns::new(&[Align::Left, Align::Left, Align::Right, Align::Left, Align::Right, Align::Left]);
    for game in games {
        #[allow(clippy::cast_precision_loss)]
        let share = |score: i64| score as f64 / most as f64;
        table.row(
            "  ",
            vec![
                Cell::new(format!("#{}", game.game_id)),
                Cell::new(game.started_at.format("%Y-%m-%d").to_string()),
                Cell::new(game.a_score.to_string()),
                Cell::new(bar(drawing, share(game.a_score), BAR / 2)),
                Cell::new(game.b_score.to_string()),
                Cell::new(bar(drawing, share(game.b_score), BAR / 2)),
            ],
        );
    }
    text.push_str(&table.render());
    text
}
