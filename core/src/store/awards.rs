//! The awards table: one row per award of the effective log of each finished game,
//! with the roster player, category, feature and size, so that statistics are
//! plain SQL. It is derived data, and only statistics read it, which count
//! finished games alone: the rows are written when a game finishes (and again
//! when a finished game is edited) and removed when it is reopened, so that the
//! commands of a game in play write none of them, nor their indexes and the
//! per-player totals their triggers keep (schema 5, `docs/performance.md`).

use rusqlite::{Connection, params};

use crate::Result;
use crate::session::LogItem;

/// Player id in the game (colour key) → roster id.
pub(crate) type Seats = Vec<(String, i64)>;

/// The roster id of each player of a stored game, as the database has it now (a
/// merge may have moved a seat to another roster player since the game was loaded).
pub(crate) fn seats(conn: &Connection, game_id: i64) -> Result<Seats> {
    let mut statement = conn.prepare_cached("SELECT colour, roster_id FROM game_players WHERE game_id = ?1")?;
    let seats = statement.query_map([game_id], |row| Ok((row.get(0)?, row.get(1)?)))?;
    Ok(seats.collect::<rusqlite::Result<_>>()?)
}

fn category_key(category: crate::rules::Category) -> String {
    serde_json::to_value(category).ok().and_then(|value| value.as_str().map(str::to_owned)).unwrap_or_default()
}

/// Adds the awards of one log item.
fn insert(conn: &Connection, game_id: i64, seats: &Seats, item: &LogItem) -> Result<()> {
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

/// Replaces every award of a game by those of `log`.
pub(crate) fn rewrite<'a>(
    conn: &Connection,
    game_id: i64,
    seats: &Seats,
    log: impl IntoIterator<Item = &'a LogItem>,
) -> Result<()> {
    remove_all(conn, game_id)?;
    for item in log {
        insert(conn, game_id, seats, item)?;
    }
    Ok(())
}

/// Removes every award of a game (it is no longer finished).
pub(crate) fn remove_all(conn: &Connection, game_id: i64) -> Result<()> {
    conn.prepare_cached("DELETE FROM awards WHERE game_id = ?1")?.execute([game_id])?;
    Ok(())
}
