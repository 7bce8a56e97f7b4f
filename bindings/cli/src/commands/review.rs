//! `tally history` and `tally stats`.

use std::path::PathBuf;

use chrono::{NaiveDate, TimeZone, Utc};
use tally_core::store::{HistoryFilter, Store};

use crate::board;
use crate::cli::{HistoryArgs, StatsArgs};
use crate::db;
use crate::failure::{Failure, Outcome};

fn day(flag: &str, text: &str) -> Outcome<chrono::DateTime<Utc>> {
    let date = NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|_| Failure::BadInput(format!("--{flag}: `{text}` is not a date (YYYY-MM-DD)")))?;
    let midnight = date.and_hms_opt(0, 0, 0).ok_or_else(|| Failure::BadInput(format!("--{flag}: bad date")))?;
    Ok(Utc.from_utc_datetime(&midnight))
}

fn roster_id(store: &Store, name: &str) -> Outcome<i64> {
    store.find_roster_player(name)?.ok_or_else(|| Failure::BadInput(format!("no player called `{name}` in the roster")))
}

/// `tally history`.
pub fn history(db: Option<PathBuf>, args: &HistoryArgs) -> Outcome {
    let store = db::open(db)?;
    if let Some(id) = args.game {
        let detail = store.game_detail(id)?;
        let progression = store.progression(id)?;
        if args.json {
            anstream::println!(
                "{}",
                serde_json::to_string_pretty(&serde_json::json!({"detail": detail, "progression": progression}))?
            );
            return Ok(());
        }
        let active = store.load_game(id)?;
        for turn in &detail.timeline {
            anstream::println!("Turn {} ({})", turn.turn, turn.active);
            for group in &turn.steps {
                anstream::println!("  step {}", group.step.code());
                for item in &group.items {
                    for line in board::breakdown(item).lines() {
                        anstream::println!("    {line}");
                    }
                }
            }
        }
        anstream::println!("Standings:");
        anstream::print!("{}", board::standings_text(&active.game));
        anstream::println!("Score after each turn:");
        for series in progression {
            let points: Vec<String> = series.points.iter().map(|point| point.score.to_string()).collect();
            anstream::println!("  {:<10} {}", series.name, points.join(" "));
        }
        return Ok(());
    }
    let filter = HistoryFilter {
        player: args.player.as_deref().map(|name| roster_id(&store, name)).transpose()?,
        from: args.from.as_deref().map(|text| day("from", text)).transpose()?,
        to: args.to.as_deref().map(|text| day("to", text)).transpose()?,
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
    };
    let games = store.history(&filter)?;
    if args.json {
        anstream::println!("{}", serde_json::to_string_pretty(&games)?);
        return Ok(());
    }
    if games.is_empty() {
        anstream::println!("No game matches.");
    }
    for game in games {
        let seats: Vec<String> = game
            .seats
            .iter()
            .map(|seat| match seat.rank {
                Some(rank) => format!("{}. {} {}", rank, seat.name, seat.score),
                None => format!("{} {}", seat.name, seat.score),
            })
            .collect();
        let state = if game.finished_at.is_some() { "finished" } else { "unfinished" };
        anstream::println!("#{:<4} {}  {state:<10}  {}", game.id, game.started_at.format("%Y-%m-%d"), seats.join(", "));
    }
    Ok(())
}

/// `tally stats [PLAYER] [--vs OTHER]`.
pub fn stats(db: Option<PathBuf>, args: &StatsArgs) -> Outcome {
    let store = db::open(db)?;
    if let Some(other) = &args.vs {
        let player = args.player.as_deref().ok_or_else(|| Failure::BadInput("--vs needs a first player".into()))?;
        let h2h = store.head_to_head(roster_id(&store, player)?, roster_id(&store, other)?)?;
        if args.json {
            anstream::println!("{}", serde_json::to_string_pretty(&h2h)?);
        } else {
            anstream::println!(
                "{player} vs {other}: {} games; {player} ahead {}, {other} ahead {}, ties {}",
                h2h.games,
                h2h.a_ahead,
                h2h.b_ahead,
                h2h.ties
            );
            if let (Some(a), Some(b)) = (h2h.a_average, h2h.b_average) {
                anstream::println!("average scores: {player} {a:.1}, {other} {b:.1}");
            }
        }
        return Ok(());
    }
    let stats = match &args.player {
        Some(name) => vec![store.player_stats(roster_id(&store, name)?)?],
        None => store.all_stats()?,
    };
    if args.json {
        anstream::println!("{}", serde_json::to_string_pretty(&stats)?);
        return Ok(());
    }
    for player in stats {
        anstream::println!(
            "{}: {} games, {} wins ({:.0}%), average {}, best {}, worst {}",
            player.name,
            player.games,
            player.wins,
            player.win_rate * 100.0,
            player.average_score.map_or("-".into(), |average| format!("{average:.1}")),
            player.best_score.map_or("-".into(), |best| best.to_string()),
            player.worst_score.map_or("-".into(), |worst| worst.to_string()),
        );
        let categories: Vec<String> = player
            .average_by_category
            .iter()
            .map(|(category, points)| {
                format!(
                    "{}: {points:.1}",
                    serde_json::to_value(category).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
                )
            })
            .collect();
        if !categories.is_empty() {
            anstream::println!("  per game: {}", categories.join(", "));
        }
        if let Some(record) = player.longest_feature {
            anstream::println!(
                "  longest feature: {} of {} tiles ({} points, game #{})",
                record.feature,
                record.size.unwrap_or(0),
                record.points,
                record.game_id
            );
        }
        if let Some(record) = player.most_valuable_feature {
            anstream::println!(
                "  most valuable feature: {} for {} points (game #{})",
                record.feature,
                record.points,
                record.game_id
            );
        }
    }
    Ok(())
}
