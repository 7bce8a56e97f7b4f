//! A game's result as a plain-text chat message, in the language in use: the day and
//! edition, the winner (or that the game goes on), the standings, the expansions, the
//! turns and the time it took, and that Tally counted it.
//!
//! ```text
//! Carcassonne · 2026-03-12 · Third edition (C3)
//! 🏆 Ann wins with 25 points
//! 1. Ann: 25 points
//! 2. Ben: 5 points
//! Expansions: Exp. 1 - Inns & Cathedrals
//! 14 turns · 48 min
//! Recorded with Tally
//! ```

use chrono::TimeZone;

use super::record::PlayRecord;
use crate::l10n::{Conjunction, Message};
use crate::msg;
use crate::ruleset::catalog::title_of;

/// The message `record` reads as.
pub fn text<Tz: TimeZone>(record: &PlayRecord, zone: &Tz) -> String {
    lines(record, zone).iter().map(Message::text).collect::<Vec<_>>().join("\n")
}

/// One message per line.
pub fn lines<Tz: TimeZone>(record: &PlayRecord, zone: &Tz) -> Vec<Message> {
    let mut lines = vec![title(record, zone)];
    let winners: Vec<_> = record.winners().collect();
    match winners.as_slice() {
        [] => lines.push(msg!("share-in-progress")),
        [winner] => lines.push(msg!("share-winner", name = winner.name.clone(), points = winner.score)),
        tied => lines.push(msg!(
            "share-tied-winners",
            names = Message::list(Conjunction::And, tied.iter().map(|seat| Message::verbatim(seat.name.clone()))),
            points = tied[0].score,
        )),
    }
    for seat in record.ranked() {
        lines.push(msg!("share-standing", rank = i64::from(seat.rank), name = seat.name.clone(), points = seat.score));
    }
    lines.push(expansions(record));
    let turns = msg!("share-turns", turns = i64::from(record.turns));
    lines.push(match record.duration_minutes() {
        Some(minutes) => Message::join("list-dot", [turns, msg!("share-minutes", minutes = minutes)]),
        None => turns,
    });
    lines.push(msg!("share-recorded"));
    lines
}

/// "Carcassonne · 2026-03-12 · Third edition (C3)".
pub fn title<Tz: TimeZone>(record: &PlayRecord, zone: &Tz) -> Message {
    let date = record.started_at.with_timezone(zone).date_naive().format("%Y-%m-%d").to_string();
    msg!("share-title", date = date, edition = Message::keyed("edition", record.edition.key()))
}

/// "Expansions: ..." in the language in use, or "Base game".
pub fn expansions(record: &PlayRecord) -> Message {
    if record.expansions.is_empty() {
        return msg!("share-base-game");
    }
    msg!("share-expansions", list = Message::list(Conjunction::And, record.expansions.iter().map(|e| title_of(e.key))))
}
