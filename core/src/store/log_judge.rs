//! The whole judgement of a write-ahead log beside a database, for what the commit
//! chain cannot speak for ([`super::log_door`]): a file written before the chain
//! (schema version 8 and older), or a log holding a commit a program other than
//! Tally wrote. It reads every game, entry and player of both files, so it costs
//! the whole history. A log is applied only when the database as the log shows it
//! (the *view*, read-only, never written) continues the file alone (read
//! `immutable`, which ignores the log):
//!
//! - the same store identity (`store_identity.lineage`) and a revision no older than
//!   the file's (the revision counts the changes that are not entries of a game:
//!   roster players added, renamed, recoloured, merged; games deleted; so every
//!   commit of a log writes either a game of its store or the store's identity);
//! - every game of the file (by uuid, with its ruleset, start and seats) in the view,
//!   or deleted there (tombstoned);
//! - every entry of those games, byte for byte, at the same place in the view: the
//!   log is append-only, so the file's entries of a game are the view's first ones;
//! - every roster player of the file in the view, or merged into another there; with
//!   the same revision, under the same name and colour;
//! - the view passes SQLite's full `integrity_check` (every index entry against its
//!   row).
//!
//! Every read is a full scan of the table itself (`NOT INDEXED`): a log of another
//! database replaces some pages and not others, and an index left from the file can
//! disagree with the rows the log brought. The file alone is read before the view,
//! so that a session still writing (and checkpointing) the database can only make
//! the view newer than what was read of the file, never older.

use std::collections::{HashMap, HashSet};
use std::hash::{DefaultHasher, Hash, Hasher};

use rusqlite::Connection;

use crate::l10n::Message;
use crate::msg;

/// Why a log is refused.
pub(crate) type Refusal = Message;

/// Whose a row is: what may excuse its absence from the view.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Owner {
    /// A game's own row: excused when the view deleted the game.
    GameRow(String),
    /// A game's seats and entries: excused when the view deleted the game.
    Game(String),
    /// A roster player: excused when the view merged them into another.
    Player(i64),
    /// A roster player's name and colour: compared only when the view's revision is
    /// the file's (a newer revision may have renamed them).
    PlayerName(i64),
    /// A deleted game's tombstone: never excused.
    Tombstone,
}

/// A database reduced to what a judgement compares: each row's fingerprint under
/// its owner, the identity and the revision.
#[derive(Debug, Default)]
struct Rows {
    lineage: Option<String>,
    revision: i64,
    rows: HashMap<Owner, HashSet<u64>>,
    tombstones: HashSet<String>,
    retired: HashSet<i64>,
}

/// Judges the view through `view` against the file alone through `file_alone`
/// (`None` when the file cannot be read alone: a checkpoint cut short; then only
/// the view's own soundness is checked).
///
/// # Errors
/// Why the log does not belong to the file or would lose something of it.
pub(crate) fn judge(file_alone: Option<&Connection>, view: &Connection) -> Result<(), Refusal> {
    let file = file_alone.and_then(read_file);
    // One read transaction: everything below sees one state of the view.
    view.execute_batch("BEGIN").map_err(|error| cannot_read(&error))?;
    let verdict = full_integrity_check(view).and_then(|()| match file {
        Some(file) => compare(file, view),
        None => Ok(()),
    });
    let _ = view.execute_batch("COMMIT");
    verdict
}

/// The file alone, read again when a read fails (a session still running may be
/// copying its log into the file while it is read).
fn read_file(conn: &Connection) -> Option<Rows> {
    for attempt in 0..3 {
        let mut rows = Rows::default();
        match read(conn, &mut |owner, fingerprint| {
            rows.rows.entry(owner).or_default().insert(fingerprint);
        })
        .map(|(lineage, revision, tombstones, retired)| {
            rows.lineage = lineage;
            rows.revision = revision;
            rows.tombstones = tombstones;
            rows.retired = retired;
        }) {
            Ok(()) => return Some(rows),
            Err(_) if attempt < 2 => std::thread::sleep(std::time::Duration::from_millis(20)),
            Err(_) => {}
        }
    }
    None
}

fn compare(mut file: Rows, view: &Connection) -> Result<(), Refusal> {
    let (lineage, revision, tombstones, retired) = read(view, &mut |owner, fingerprint| {
        if let Some(rows) = file.rows.get_mut(&owner) {
            rows.remove(&fingerprint);
        }
    })
    .map_err(|error| cannot_read(&error))?;
    match (&file.lineage, &lineage) {
        (Some(ours), Some(theirs)) if ours != theirs => return Err(msg!("store-wal-another-database")),
        (Some(_), None) => return Err(msg!("store-wal-does-not-fit")),
        _ => {}
    }
    if revision < file.revision {
        return Err(msg!("store-wal-older-than-file"));
    }
    if !file.tombstones.is_subset(&tombstones) || !file.retired.is_subset(&retired) {
        return Err(msg!("store-wal-older-than-file"));
    }
    // The first kind of loss found, in this order, whatever order the rows came in.
    let mut worst: Option<usize> = None;
    for (owner, missing) in &file.rows {
        if missing.is_empty() {
            continue;
        }
        let loss = match owner {
            Owner::Game(uuid) | Owner::GameRow(uuid) if tombstones.contains(uuid) => continue,
            Owner::Player(id) if retired.contains(id) => continue,
            Owner::PlayerName(id) if revision > file.revision || retired.contains(id) => continue,
            Owner::GameRow(_) => 0,
            Owner::Game(_) => 1,
            Owner::Player(_) | Owner::PlayerName(_) => 2,
            Owner::Tombstone => 3,
        };
        worst = Some(worst.map_or(loss, |found| found.min(loss)));
    }
    match worst {
        None => Ok(()),
        Some(0) => Err(msg!("store-wal-would-drop-games")),
        Some(1) => Err(msg!("store-wal-would-drop-entries")),
        Some(2) => Err(msg!("store-wal-would-drop-players")),
        Some(_) => Err(msg!("store-wal-older-than-file")),
    }
}

/// SQLite's full check of the view: pages, b-trees, and every index entry against
/// its row (what a log of another database breaks first); where SQLite stops
/// reading, each table is checked alone so that the refusal says where.
fn full_integrity_check(view: &Connection) -> Result<(), Refusal> {
    match super::integrity::run_check(view) {
        Ok(report) if report.ok => Ok(()),
        Ok(report) => Err(msg!("store-check-says", check = report.problems.join("; "))),
        Err(error) => Err(msg!("store-cannot-check", error = error.message())),
    }
}

fn cannot_read(error: &rusqlite::Error) -> Refusal {
    msg!("store-cannot-check", error = error.to_string())
}

fn fingerprint(row: impl Hash) -> u64 {
    let mut hasher = DefaultHasher::new();
    row.hash(&mut hasher);
    hasher.finish()
}

/// What [`read`] returns besides the rows: lineage, revision, tombstones, retired
/// roster ids.
type Identity = (Option<String>, i64, HashSet<String>, HashSet<i64>);

/// Reads every row a judgement compares with full scans, giving each one's owner and
/// fingerprint to `row`. Tables of an older schema that are absent read as empty.
fn read(conn: &Connection, row: &mut dyn FnMut(Owner, u64)) -> rusqlite::Result<Identity> {
    let identity: Vec<(String, i64)> =
        rows(conn, "SELECT lineage, revision FROM store_identity NOT INDEXED", |r| Ok((r.get(0)?, r.get(1)?)))
            .or_else(|_| {
                rows(conn, "SELECT lineage, 0 FROM store_identity NOT INDEXED", |r| Ok((r.get(0)?, r.get(1)?)))
            })?;
    let (lineage, revision) =
        identity.into_iter().next().map_or((None, 0), |(lineage, revision)| (Some(lineage), revision));

    let mut uuids: HashMap<i64, String> = HashMap::new();
    let games: Vec<(i64, String, String, String)> =
        rows(conn, "SELECT id, uuid, ruleset, started_at FROM games NOT INDEXED", |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
        })?;
    for (id, uuid, ruleset, started_at) in games {
        row(Owner::GameRow(uuid.clone()), fingerprint(("game", &uuid, ruleset, started_at)));
        uuids.insert(id, uuid);
    }
    let seats: Vec<(i64, i64, String)> =
        rows(conn, "SELECT game_id, seat, colour FROM game_players NOT INDEXED", |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?;
    // A seat or entry of a game not read: the file alone is read without a snapshot,
    // so a session checkpointing meanwhile can put rows of a game it added after the
    // games were scanned; such a game is newer than this read and not the file's to
    // lose (a database at rest has no such rows: they are foreign keys).
    for (game, seat, colour) in seats {
        if let Some(uuid) = uuids.get(&game) {
            row(Owner::Game(uuid.clone()), fingerprint(("seat", uuid, seat, colour)));
        }
    }
    each_entry(conn, &mut |game, entry| {
        if let Some(uuid) = uuids.get(&game) {
            row(Owner::Game(uuid.clone()), fingerprint(("entry", uuid, entry)));
        }
    })?;

    let tombstones: HashSet<String> = rows(conn, "SELECT uuid FROM deleted_games NOT INDEXED", |r| r.get(0))?;
    for uuid in &tombstones {
        row(Owner::Tombstone, fingerprint(("tombstone", uuid)));
    }
    let players: Vec<(i64, String, String)> =
        rows(conn, "SELECT id, name, colour FROM roster_players NOT INDEXED", |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?;
    for (id, name, colour) in players {
        row(Owner::Player(id), fingerprint(("player", id)));
        row(Owner::PlayerName(id), fingerprint(("name", id, name, colour)));
    }
    let retired: HashSet<i64> = rows(conn, "SELECT id FROM retired_players NOT INDEXED", |r| r.get(0))?;
    Ok((lineage, revision, tombstones, retired))
}

/// The rows of `sql` (none when its table does not exist in this schema version).
fn rows<T, C: FromIterator<T> + Default>(
    conn: &Connection,
    sql: &str,
    map: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<C> {
    match conn.prepare(sql) {
        Ok(mut statement) => statement.query_map([], map)?.collect(),
        Err(error) if is_missing_table(&error) => Ok(C::default()),
        Err(error) => Err(error),
    }
}

fn is_missing_table(error: &rusqlite::Error) -> bool {
    matches!(error, rusqlite::Error::SqliteFailure(_, Some(message)) if message.starts_with("no such table"))
}

/// One stored entry but its game id: everything that makes it what it is.
type Entry = (i64, String, i64, String, String, String, i64, String);

/// Calls `visit` with each entry's game id and the entry, in no particular order.
fn each_entry(conn: &Connection, visit: &mut dyn FnMut(i64, Entry)) -> rusqlite::Result<()> {
    let sql = "SELECT game_id, seq, at, turn, active, step, kind, format, payload FROM events NOT INDEXED";
    let mut statement = match conn.prepare(sql) {
        Ok(statement) => statement,
        Err(error) if is_missing_table(&error) => return Ok(()),
        Err(error) => return Err(error),
    };
    let mut found = statement.query([])?;
    while let Some(r) = found.next()? {
        let entry = (r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?, r.get(6)?, r.get(7)?, r.get(8)?);
        visit(r.get(0)?, entry);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::judge;
    use crate::session::{Colour, Command};
    use crate::store::open::read_only_connection;
    use crate::store::{GameSeat, Store};
    use crate::{Edition, Ruleset};

    fn dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tally-log-judge-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    /// Adds a game with one road of `tiles` for red to the store at `path`.
    fn add_game(path: &Path, tiles: i64) {
        let mut store = Store::open(path).expect("open");
        let seats = [
            GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
            GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
        ];
        let mut game = store.create_game(&seats, Ruleset::base(Edition::C3)).expect("create");
        let road = serde_json::json!({
            "type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
            "players": [{"id": "red", "followers": 1}]
        });
        store.execute(&mut game, serde_json::from_value::<Command>(road).expect("command")).expect("score");
    }

    /// The file alone, read while another session checkpoints, can hold the entries of
    /// a game whose row it read before that game was there: they are newer than the
    /// read, not entries the log would lose.
    #[test]
    fn entries_of_a_game_the_file_read_had_not_seen_are_no_loss() {
        let dir = dir("orphans");
        let (file, view) = (dir.join("file.db"), dir.join("view.db"));
        add_game(&file, 3);
        std::fs::copy(&file, &view).expect("copy");
        add_game(&view, 4);
        let conn = rusqlite::Connection::open(&file).expect("raw");
        conn.execute_batch("PRAGMA foreign_keys = OFF").expect("as a torn read sees it");
        conn.execute("ATTACH ?1 AS newer", [view.to_str().expect("path")]).expect("attach");
        let copied = conn
            .execute(
                "INSERT INTO main.events SELECT * FROM newer.events WHERE game_id NOT IN (SELECT id FROM main.games)",
                [],
            )
            .expect("the newer game's entries, without its row");
        assert_eq!(copied, 1);
        conn.execute_batch("DETACH newer").expect("detach");
        drop(conn);

        let (file_alone, viewed) =
            (read_only_connection(&file, true).expect("file"), read_only_connection(&view, false).expect("view"));
        let verdict = judge(Some(&file_alone), &viewed);
        assert!(verdict.is_ok(), "{:?}", verdict.map_err(|refusal| refusal.text()));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
