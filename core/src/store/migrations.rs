//! The schema, one migration per version (rusqlite_migration, `user_version`).
//!
//! 1. Roster, games, their players, and the append-only event log.
//! 2. The awards table statistics read, filled from the existing logs by replaying
//!    every game.
//! 3. Indexes for large histories (`docs/performance.md`): a player's games by
//!    roster id and game, the awards statistics read without touching the table,
//!    and the unfinished games.
//! 4. Statistics of every player at once (`docs/performance.md`): `award_totals`,
//!    each player's points per category in each game, kept in step with `awards`
//!    by triggers; the awards indexed for the longest and the most valuable
//!    feature in the order the statistics ask for them.
//! 5. The store's identity: a random token set once, and the uuids of deleted
//!    games, so that a write-ahead log left beside a database can be told to be
//!    its own or another file's (`Store::open`).
//! 6. Commands that write less, statistics that read less
//!    (`docs/performance.md`): a command in play writes its event and its game's
//!    row (the time of the change and the scores after it, `games.scores`,
//!    "12,0,5" in seat order; `game_players.score` is written when the game
//!    finishes, and stands in for games of older versions). Awards are kept for
//!    finished games only (written when a game finishes), so a command writes no
//!    award, no award index entry and no total; `player_totals` (each player's
//!    points per category over finished games, kept by triggers) replaces the per-game `award_totals`; the
//!    finished seats are indexed by player with their final score and rank; game
//!    uuids are stored in their canonical form (hyphenated, lower case).
//! 7. A log beside the file judged by what it would change: the store's
//!    `revision`, counted up by every change that is not an entry of a game (a
//!    roster player added, renamed, recoloured or merged; a game deleted), so that
//!    every commit carries either a game of this store or its identity; and
//!    `retired_players`, the roster ids merged into another, so that a log that
//!    drops a player can be told from one that merged them.
//! 8. The live table (`docs/live-table.md`): `live_links`, the viewer and
//!    scorer links of a game with their random tokens (revoked ones kept with the
//!    time), and `live_writes`, which link recorded each entry written from another
//!    phone and under which idempotency key, so that a retried write is applied
//!    once. Both go with their game.
//! 9. The commit chain (`super::chain`): `commit_head`, one row naming the store's
//!    last commit (its revision, a random token, its parent's token), counted by
//!    every commit, so that a log left beside the file proves it is the file's own
//!    without a read of the games. Every migration after it counts its commit too
//!    (`chain::count_commit` in its hook; a test holds every one to it).
//! 10. The roster's ties to BG Stats (`docs/exports.md`): `is_me`, the one roster player
//!     who holds the phone (BG Stats' `userInfo.meRefId`; at most one, by a partial unique
//!     index), and `bgstats_name` / `bgstats_uuid`, the name and uuid the player already has
//!     in the user's BG Stats, so that an export matches that player instead of adding one.
//! 11. Statistics for charts (`core/src/statistics`, `docs/performance.md`): the
//!     finished games by start (the games a filter chooses, without reading their
//!     rows), the finished seats by game with place and score (the results every
//!     group figure counts), the awards by category, size and points (the
//!     records); each game's edition as a column computed from its ruleset and
//!     indexed, and `game_expansions`, the expansion and component keys in play in
//!     each game (filled from the rulesets, then by a trigger when a game is
//!     added), so that a filter by edition or expansion parses no JSON.
//! 12. Games kept from a joined table (`super::joined`, `docs/live-table.md`):
//!     `joined_games`, for each game kept from another phone's table, the host, the
//!     kind of link, when it was joined and kept, and the seat that is "me" here.

use rusqlite::Connection;
use rusqlite_migration::{HookError, M, Migrations};

use crate::msg;
use crate::{Error, Result};

/// The schema version this build writes.
pub const LATEST: i64 = 12;

const V1: &str = r"
CREATE TABLE roster_players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(trim(name)) > 0),
    colour TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    ruleset TEXT NOT NULL,
    started_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    finished_at TEXT
);
CREATE INDEX games_started ON games (started_at);
CREATE TABLE game_players (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    roster_id INTEGER NOT NULL REFERENCES roster_players (id),
    name TEXT NOT NULL,
    colour TEXT NOT NULL,
    score INTEGER NOT NULL DEFAULT 0,
    final_score INTEGER,
    final_rank INTEGER,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, colour)
);
CREATE INDEX game_players_roster ON game_players (roster_id);
CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    at TEXT NOT NULL,
    turn INTEGER NOT NULL,
    active TEXT NOT NULL,
    step TEXT NOT NULL,
    kind TEXT NOT NULL,
    format INTEGER NOT NULL,
    payload TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TRIGGER events_are_append_only BEFORE UPDATE ON events
BEGIN
    SELECT RAISE (ABORT, 'events are append-only');
END;
";

const V2: &str = r"
CREATE TABLE awards (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    position INTEGER NOT NULL,
    roster_id INTEGER NOT NULL REFERENCES roster_players (id),
    turn INTEGER NOT NULL,
    step TEXT NOT NULL,
    category TEXT NOT NULL,
    subject TEXT,
    size INTEGER,
    points INTEGER NOT NULL,
    moved INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq, position)
) WITHOUT ROWID;
CREATE INDEX awards_roster ON awards (roster_id, category);
";

const V3: &str = r"
CREATE INDEX game_players_roster_game ON game_players (roster_id, game_id);
DROP INDEX game_players_roster;
CREATE INDEX awards_player ON awards (roster_id, category, size, points, moved, subject);
DROP INDEX awards_roster;
CREATE INDEX games_finished ON games (finished_at);
";

const V4: &str = r"
CREATE TABLE award_totals (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    roster_id INTEGER NOT NULL,
    category TEXT NOT NULL,
    awards INTEGER NOT NULL,
    moved INTEGER NOT NULL,
    PRIMARY KEY (game_id, roster_id, category)
) WITHOUT ROWID;
CREATE INDEX award_totals_player ON award_totals (roster_id, category, moved);
INSERT INTO award_totals (game_id, roster_id, category, awards, moved)
    SELECT game_id, roster_id, category, count(*), sum(moved) FROM awards GROUP BY game_id, roster_id, category;
CREATE TRIGGER award_counted AFTER INSERT ON awards BEGIN
    INSERT INTO award_totals (game_id, roster_id, category, awards, moved)
        VALUES (NEW.game_id, NEW.roster_id, NEW.category, 1, NEW.moved)
        ON CONFLICT DO UPDATE SET awards = awards + 1, moved = moved + excluded.moved;
END;
CREATE TRIGGER award_uncounted AFTER DELETE ON awards BEGIN
    UPDATE award_totals SET awards = awards - 1, moved = moved - OLD.moved
        WHERE game_id = OLD.game_id AND roster_id = OLD.roster_id AND category = OLD.category;
    DELETE FROM award_totals
        WHERE game_id = OLD.game_id AND roster_id = OLD.roster_id AND category = OLD.category AND awards = 0;
END;
CREATE TRIGGER award_recounted AFTER UPDATE OF game_id, roster_id, category, moved ON awards BEGIN
    UPDATE award_totals SET awards = awards - 1, moved = moved - OLD.moved
        WHERE game_id = OLD.game_id AND roster_id = OLD.roster_id AND category = OLD.category;
    DELETE FROM award_totals
        WHERE game_id = OLD.game_id AND roster_id = OLD.roster_id AND category = OLD.category AND awards = 0;
    INSERT INTO award_totals (game_id, roster_id, category, awards, moved)
        VALUES (NEW.game_id, NEW.roster_id, NEW.category, 1, NEW.moved)
        ON CONFLICT DO UPDATE SET awards = awards + 1, moved = moved + excluded.moved;
END;
DROP INDEX awards_player;
CREATE INDEX awards_longest ON awards (roster_id, category, size DESC, points DESC, game_id);
CREATE INDEX awards_valuable ON awards (roster_id, category, points DESC, game_id);
";

const V5: &str = r"
CREATE TABLE store_identity (lineage TEXT NOT NULL);
INSERT INTO store_identity (lineage) VALUES (lower(hex(randomblob(16))));
CREATE TABLE deleted_games (uuid TEXT PRIMARY KEY) WITHOUT ROWID;
";

const V6: &str = r"
ALTER TABLE games ADD COLUMN scores TEXT;
DELETE FROM awards WHERE game_id IN (SELECT id FROM games WHERE finished_at IS NULL);
DROP TRIGGER award_counted;
DROP TRIGGER award_uncounted;
DROP TRIGGER award_recounted;
DROP TABLE award_totals;
CREATE TABLE player_totals (
    roster_id INTEGER NOT NULL,
    category TEXT NOT NULL,
    awards INTEGER NOT NULL,
    moved INTEGER NOT NULL,
    PRIMARY KEY (roster_id, category)
) WITHOUT ROWID;
INSERT INTO player_totals (roster_id, category, awards, moved)
    SELECT roster_id, category, count(*), sum(moved) FROM awards GROUP BY roster_id, category;
CREATE TRIGGER award_counted AFTER INSERT ON awards BEGIN
    INSERT INTO player_totals (roster_id, category, awards, moved)
        VALUES (NEW.roster_id, NEW.category, 1, NEW.moved)
        ON CONFLICT DO UPDATE SET awards = awards + 1, moved = moved + excluded.moved;
END;
CREATE TRIGGER award_uncounted AFTER DELETE ON awards BEGIN
    UPDATE player_totals SET awards = awards - 1, moved = moved - OLD.moved
        WHERE roster_id = OLD.roster_id AND category = OLD.category;
    DELETE FROM player_totals WHERE roster_id = OLD.roster_id AND category = OLD.category AND awards = 0;
END;
CREATE TRIGGER award_recounted AFTER UPDATE OF roster_id, category, moved ON awards BEGIN
    UPDATE player_totals SET awards = awards - 1, moved = moved - OLD.moved
        WHERE roster_id = OLD.roster_id AND category = OLD.category;
    DELETE FROM player_totals WHERE roster_id = OLD.roster_id AND category = OLD.category AND awards = 0;
    INSERT INTO player_totals (roster_id, category, awards, moved)
        VALUES (NEW.roster_id, NEW.category, 1, NEW.moved)
        ON CONFLICT DO UPDATE SET awards = awards + 1, moved = moved + excluded.moved;
END;
CREATE INDEX game_players_finals ON game_players (roster_id, final_score, final_rank) WHERE final_score IS NOT NULL;
";

const V7: &str = r"
ALTER TABLE store_identity ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
CREATE TABLE retired_players (id INTEGER PRIMARY KEY);
";

const V8: &str = r"
CREATE TABLE live_links (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    role TEXT NOT NULL CHECK (role IN ('viewer', 'scorer')),
    label TEXT NOT NULL,
    created_at TEXT NOT NULL,
    revoked_at TEXT
);
CREATE INDEX live_links_game ON live_links (game_id);
CREATE TABLE live_writes (
    game_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    link_id INTEGER NOT NULL REFERENCES live_links (id) ON DELETE CASCADE,
    request_key TEXT NOT NULL,
    PRIMARY KEY (game_id, seq),
    UNIQUE (link_id, request_key),
    FOREIGN KEY (game_id, seq) REFERENCES events (game_id, seq) ON DELETE CASCADE
) WITHOUT ROWID;
";

const V9: &str = r"
CREATE TABLE commit_head (revision INTEGER NOT NULL, token BLOB NOT NULL, parent BLOB NOT NULL);
INSERT INTO commit_head (revision, token, parent) VALUES (1, randomblob(16), zeroblob(16));
CREATE TRIGGER commit_head_is_one_row BEFORE INSERT ON commit_head
BEGIN
    SELECT RAISE (ABORT, 'the commit head is one row');
END;
";

const V10: &str = r"
ALTER TABLE roster_players ADD COLUMN is_me INTEGER NOT NULL DEFAULT 0 CHECK (is_me IN (0, 1));
ALTER TABLE roster_players ADD COLUMN bgstats_name TEXT;
ALTER TABLE roster_players ADD COLUMN bgstats_uuid TEXT;
CREATE UNIQUE INDEX roster_players_me ON roster_players (is_me) WHERE is_me = 1;
";

const V11: &str = r"
CREATE INDEX games_finished_started ON games (started_at) WHERE finished_at IS NOT NULL;
CREATE INDEX game_players_results ON game_players (game_id, roster_id, final_rank, final_score)
    WHERE final_score IS NOT NULL;
CREATE INDEX awards_records ON awards (category, size DESC, points DESC, game_id, roster_id, seq, moved);
ALTER TABLE games ADD COLUMN edition TEXT
    GENERATED ALWAYS AS (coalesce(json_extract(ruleset, '$.edition'), 'c3')) VIRTUAL;
CREATE INDEX games_finished_edition ON games (edition, started_at) WHERE finished_at IS NOT NULL;
CREATE TABLE game_expansions (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    expansion TEXT NOT NULL,
    PRIMARY KEY (game_id, key)
) WITHOUT ROWID;
CREATE INDEX game_expansions_by_key ON game_expansions (key, game_id);
CREATE INDEX game_expansions_by_expansion ON game_expansions (expansion, game_id);
INSERT OR IGNORE INTO game_expansions (game_id, key, expansion)
    SELECT g.id, e.value, substr(e.value, 1, instr(e.value || '.', '.') - 1)
    FROM games g, json_each(g.ruleset, '$.expansions') e;
CREATE TRIGGER game_expansions_listed AFTER INSERT ON games BEGIN
    INSERT OR IGNORE INTO game_expansions (game_id, key, expansion)
        SELECT NEW.id, e.value, substr(e.value, 1, instr(e.value || '.', '.') - 1)
        FROM json_each(NEW.ruleset, '$.expansions') e;
END;
";

const V12: &str = r"
CREATE TABLE joined_games (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    host TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('viewer', 'scorer')),
    joined_at TEXT NOT NULL,
    kept_at TEXT NOT NULL,
    me_seat INTEGER CHECK (me_seat >= 0)
);
";

/// Every migration, oldest first.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(V1),
        M::up_with_hook(V2, |tx: &rusqlite::Transaction<'_>| backfill_awards(tx)),
        M::up(V3),
        M::up(V4),
        M::up(V5),
        M::up_with_hook(V6, |tx: &rusqlite::Transaction<'_>| canonical_uuids(tx)),
        M::up(V7),
        M::up(V8),
        M::up(V9),
        M::up_with_hook(V10, |tx: &rusqlite::Transaction<'_>| Ok(super::chain::count_commit(tx)?)),
        M::up_with_hook(V11, |tx: &rusqlite::Transaction<'_>| Ok(super::chain::count_commit(tx)?)),
        M::up_with_hook(V12, |tx: &rusqlite::Transaction<'_>| Ok(super::chain::count_commit(tx)?)),
    ])
}

/// Version 2: replays every stored game to fill the awards table.
fn backfill_awards(conn: &Connection) -> Result<(), HookError> {
    let ids: Vec<i64> = {
        let mut statement = conn.prepare("SELECT id FROM games ORDER BY id")?;
        statement.query_map([], |row| row.get(0))?.collect::<rusqlite::Result<_>>()?
    };
    for id in ids {
        super::games::refresh_derived(conn, id).map_err(|error| HookError::Hook(error.to_string()))?;
    }
    Ok(())
}

/// Version 5: every game's uuid in its canonical form, so that an import finds a
/// game whatever spelling stored it. A uuid whose canonical form another game
/// already has stays as it is (both games are kept).
fn canonical_uuids(conn: &Connection) -> Result<(), HookError> {
    let games: Vec<(i64, String)> = {
        let mut statement = conn.prepare("SELECT id, uuid FROM games ORDER BY id")?;
        statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?.collect::<rusqlite::Result<_>>()?
    };
    for (id, uuid) in games {
        let Ok(canonical) = super::games::canonical_uuid(&uuid) else { continue };
        if canonical != uuid {
            conn.execute(
                "UPDATE games SET uuid = ?1 WHERE id = ?2 AND NOT EXISTS (SELECT 1 FROM games WHERE uuid = ?1)",
                rusqlite::params![canonical, id],
            )?;
        }
    }
    Ok(())
}

/// Counts a change that is not an entry of a game (`store_identity.revision`): the
/// commit then carries the store's identity, and a log beside the file that shows
/// an older revision would undo the change.
///
/// # Errors
/// [`Error::Storage`].
pub(crate) fn count_revision(conn: &Connection) -> Result<()> {
    conn.prepare_cached("UPDATE store_identity SET revision = revision + 1")?.execute([])?;
    Ok(())
}

/// Brings the schema to [`LATEST`].
///
/// # Errors
/// [`Error::Storage`] if a migration fails (the database stays at its version).
pub fn to_latest(conn: &mut Connection) -> Result<()> {
    // rusqlite_migration reads the version before its transaction begins, so when
    // several connections open a new or older file at once, all but one find the
    // work done when they try it: their transaction rolls back and the version then
    // says the schema is up to date.
    let mut attempts = 0;
    loop {
        let error = match migrations().to_latest(conn) {
            Ok(()) => return Ok(()),
            Err(error) => error,
        };
        attempts += 1;
        let version: i64 = conn.query_row("PRAGMA user_version", [], |row| row.get(0))?;
        if version == LATEST {
            return Ok(());
        }
        if attempts == 3 {
            return Err(Error::Storage { message: msg!("storage-migration-failed", error = error.to_string()) });
        }
    }
}

/// Brings the schema to `version` (tests of older schemas).
///
/// # Errors
/// [`Error::Storage`].
pub fn to_version(conn: &mut Connection, version: usize) -> Result<()> {
    migrations()
        .to_version(conn, version)
        .map_err(|error| Error::Storage { message: msg!("storage-migration-failed", error = error.to_string()) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_valid() {
        migrations().validate().unwrap();
    }

    /// Every migration after the chain's counts one commit: a database at version 9
    /// brought to the latest version has its head moved on by as many commits.
    #[test]
    fn every_migration_after_the_chain_counts_its_commit() {
        let mut conn = Connection::open_in_memory().unwrap();
        to_version(&mut conn, 9).unwrap();
        let revision = |conn: &Connection| -> i64 {
            conn.query_row("SELECT revision FROM commit_head", [], |row| row.get(0)).unwrap()
        };
        assert_eq!(revision(&conn), 1, "the migration that made the chain is its first commit");
        to_latest(&mut conn).unwrap();
        assert_eq!(revision(&conn), LATEST - 8);
        assert!(conn.execute("INSERT INTO commit_head VALUES (9, zeroblob(16), zeroblob(16))", []).is_err(), "one row");
    }

    #[test]
    fn latest_matches_the_list() {
        let mut conn = Connection::open_in_memory().unwrap();
        to_latest(&mut conn).unwrap();
        let version: i64 = conn.query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap();
        assert_eq!(version, LATEST);
    }
}
