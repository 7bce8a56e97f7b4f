//! The awards table: one row per award of the effective log, with the roster
//! player, category, feature and size, so that statistics are plain SQL. It is
//! derived data: appended with each scoring, rewritten when undo, edit or delete
//! replays the log.

use rusqlite::{Connection, params};

use crate::Result;
use crate::session::{GameSetup, LogItem};

/// Player id in the game → roster id.
pub(crate) type Seats = Vec<(&'static str, i64)>;

/// The roster id of each player of a game.
pub(crate) fn seats(setup: &GameSetup, roster_ids: &[i64]) -> Seats {
    setup.players.iter().map(|player| player.id()).zip(roster_ids.iter().copied()).collect()
}

fn category_key(category: crate::rules::Category) -> String {
    serde_json::to_value(category).ok().and_then(|value| value.as_str().map(str::to_owned)).unwrap_or_default()
}

/// Adds the awards of one log item.
pub(crate) fn insert(conn: &Connection, game_id: i64, seats: &Seats, item: &LogItem) -> Result<()> {
    let mut statement = conn.prepare_cached(
        "INSERT INTO awards (game_id, seq, position, roster_id, turn, step, category, subject, size, points, moved)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
    )?;
    for (position, award) in item.awards.iter().enumerate() {
        let Some(&(_, roster_id)) = seats.iter().find(|(player, _)| *player == award.player) else { continue };
        statement.execute(params![
            game_id,
            item.seq,
            position,
            roster_id,
            item.turn,
            item.step.code(),
            category_key(award.category),
            award.subject,
            award.size,
            award.points,
            award.moved
        ])?;
    }
    Ok(())
}

/// Removes the awards of the log item `seq` (undo).
pub(crate) fn remove(conn: &Connection, game_id: i64, seq: u64) -> Result<()> {
    conn.prepare_cached("DELETE FROM awards WHERE game_id = ?1 AND seq = ?2")?.execute(params![game_id, seq])?;
    Ok(())
}

/// Replaces every award of a game by those of `log`.
pub(crate) fn rewrite(conn: &Connection, game_id: i64, seats: &Seats, log: &[LogItem]) -> Result<()> {
    conn.prepare_cached("DELETE FROM awards WHERE game_id = ?1")?.execute([game_id])?;
    for item in log {
        insert(conn, game_id, seats, item)?;
    }
    Ok(())
}
