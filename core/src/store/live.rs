//! The live table's side of the store (`docs/live-table.md`): the links
//! that let other phones follow a game — a viewer link, or a scorer link that may
//! also record — each with a random token of 256 bits from the operating system,
//! revocable, and gone with its game; and, for every entry a scorer link recorded,
//! which link and under which idempotency key, written in the entry's own
//! transaction, so that a write retried after a dropped connection is applied once
//! and the table shows who scored what.

use chrono::Utc;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use crate::msg;
use crate::session::{Command, LogChange};
use crate::{Error, Result};

use super::{ActiveGame, Store, Timestamp, guest, parse_time, time_text};

/// Bytes of randomness in a link's token (256 bits: twice the 128 that make a token unguessable).
const TOKEN_BYTES: usize = 32;

/// Longest idempotency key a write may carry, in characters.
pub const MAX_REQUEST_KEY: usize = 64;

/// What a link lets its holder do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum LinkRole {
    /// Follow the table.
    Viewer,
    /// Follow the table and record.
    Scorer,
}

impl LinkRole {
    pub(crate) fn key(self) -> &'static str {
        match self {
            LinkRole::Viewer => "viewer",
            LinkRole::Scorer => "scorer",
        }
    }

    pub(crate) fn parse(key: &str) -> rusqlite::Result<LinkRole> {
        match key {
            "viewer" => Ok(LinkRole::Viewer),
            "scorer" => Ok(LinkRole::Scorer),
            _ => Err(rusqlite::Error::InvalidColumnType(0, key.to_owned(), rusqlite::types::Type::Text)),
        }
    }
}

/// A link to a game's live table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LiveLink {
    /// Its id (what revoking names).
    pub id: i64,
    /// The game it shows.
    pub game_id: i64,
    /// Viewer or scorer.
    pub role: LinkRole,
    /// Who holds it, as the host named it ("Ben's phone"): shown beside what it records.
    pub label: String,
    /// The secret of the link: 64 hexadecimal digits.
    pub token: String,
    /// When it was made.
    pub created_at: Timestamp,
}

/// Who asks for a write, under which idempotency key, and what its table showed.
#[derive(Clone, Copy, Debug)]
pub struct Attribution<'a> {
    /// The scorer link.
    pub link_id: i64,
    /// The key the client chose for this write (1 to [`MAX_REQUEST_KEY`] letters,
    /// digits, `-` or `_`); the same key again is the same write.
    pub request_key: &'a str,
    /// The entry the scorer's table showed when it wrote (the last update it
    /// received): a write the game no longer means the same way is refused.
    pub seen: u64,
}

/// What a write from a link did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recorded {
    /// The command was carried out now.
    Applied(LogChange),
    /// This link already wrote under this key: entry `seq`, nothing is written again.
    AlreadyApplied {
        /// The entry the first try recorded.
        seq: u64,
    },
}

/// Which link recorded an entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScoredBy {
    /// The entry.
    pub seq: u64,
    /// The link's label.
    pub label: String,
}

impl Store {
    /// A new link to the live table of game `game_id`, with a fresh random token.
    ///
    /// # Errors
    /// [`Error::UnknownGame`]; a label that is empty, too long or holds invisible
    /// characters ([`Error::InvalidInput`] on `label`); [`Error::Storage`] (no
    /// randomness from the system included).
    pub fn create_live_link(&mut self, game_id: i64, role: LinkRole, label: &str) -> Result<LiveLink> {
        crate::session::setup::check_player_name(label).map_err(|reason| Error::invalid("label", reason))?;
        let label = label.trim().to_owned();
        let token = random_token()?;
        // As stored (to the millisecond), so the link returned equals the one read back.
        let created_at = parse_time(&time_text(Utc::now()))?;
        let tx = self.write_transaction()?;
        let exists: Option<i64> =
            tx.query_row("SELECT id FROM games WHERE id = ?1", [game_id], |row| row.get(0)).optional()?;
        exists.ok_or(Error::UnknownGame { id: game_id })?;
        tx.execute(
            "INSERT INTO live_links (game_id, token, role, label, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game_id, token, role.key(), label, time_text(created_at)],
        )?;
        let id = tx.last_insert_rowid();
        super::migrations::count_revision(&tx)?;
        tx.commit()?;
        Ok(LiveLink { id, game_id, role, label, token, created_at })
    }

    /// The links of game `game_id` that are not revoked, oldest first.
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn live_links(&self, game_id: i64) -> Result<Vec<LiveLink>> {
        let mut statement = self.conn().prepare_cached(
            "SELECT id, game_id, role, label, token, created_at FROM live_links
             WHERE game_id = ?1 AND revoked_at IS NULL ORDER BY id",
        )?;
        let rows = statement.query_map([game_id], read_link)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The link whose token is `token`, unless it was revoked or its game deleted.
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn live_link(&self, token: &str) -> Result<Option<LiveLink>> {
        let link = self
            .conn()
            .prepare_cached(
                "SELECT id, game_id, role, label, token, created_at FROM live_links
                 WHERE token = ?1 AND revoked_at IS NULL",
            )?
            .query_row([token], read_link)
            .optional()?;
        Ok(link)
    }

    /// Revokes link `id` of game `game_id`: its token opens nothing from now on.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on `link` for a link the game does not have (or
    /// already revoked); [`Error::Storage`].
    pub fn revoke_live_link(&mut self, game_id: i64, id: i64) -> Result<()> {
        let tx = self.write_transaction()?;
        let revoked = tx.execute(
            "UPDATE live_links SET revoked_at = ?1 WHERE id = ?2 AND game_id = ?3 AND revoked_at IS NULL",
            params![time_text(Utc::now()), id, game_id],
        )?;
        if revoked == 0 {
            return Err(Error::invalid("link", msg!("live-no-such-link", id = id, game = game_id)));
        }
        // A log beside the file that undid a revocation would open the link again.
        super::migrations::count_revision(&tx)?;
        tx.commit()?;
        Ok(())
    }

    /// [`Store::execute`] for a scorer link: what a guest may record
    /// ([`guest`](super::guest): its powers, its own last entry for an undo, and
    /// whether what it saw still holds, judged on the game as stored in the write's
    /// transaction), recorded with the link and its idempotency key in the same
    /// transaction. The same key from the same link again — a retry whose answer was
    /// lost — records nothing and says which entry the first try recorded.
    ///
    /// # Errors
    /// As [`Store::execute`]; [`Error::HostOnly`] for what stays with the host;
    /// [`Error::ChangedElsewhere`] when the game moved on since entry `seen` in a
    /// way that changes the command's meaning; [`Error::InvalidInput`] on `key` for
    /// a key that is empty, too long or not made of letters, digits, `-` and `_`,
    /// and on `seen` for an entry the game has not reached.
    pub fn execute_for(&mut self, active: &mut ActiveGame, command: Command, by: Attribution<'_>) -> Result<Recorded> {
        check_request_key(by.request_key)?;
        let earlier: Option<u64> = self
            .conn()
            .prepare_cached("SELECT seq FROM live_writes WHERE link_id = ?1 AND request_key = ?2")?
            .query_row(params![by.link_id, by.request_key], |row| row.get(0))
            .optional()?;
        if let Some(seq) = earlier {
            return Ok(Recorded::AlreadyApplied { seq });
        }
        guest::scorer_may_give(&command)?;
        let game_id = active.id;
        let undo = command == Command::Undo;
        let seen_command = command.clone();
        let check = |tx: &rusqlite::Connection, game: &crate::session::Game| {
            guest::seen_still_holds(game, by.seen, &seen_command)?;
            if undo && let Some(last) = game.log().last() {
                guest::undo_is_own(game, by.link_id, recorder(tx, game_id, last.seq)?)?;
            }
            Ok(())
        };
        let change = self.execute_with(active, command, check, |tx, entry| {
            tx.prepare_cached("INSERT INTO live_writes (game_id, seq, link_id, request_key) VALUES (?1, ?2, ?3, ?4)")?
                .execute(params![game_id, entry.seq, by.link_id, by.request_key])?;
            Ok(())
        })?;
        Ok(Recorded::Applied(change))
    }

    /// The link that recorded entry `seq` of game `game_id`, `None` for the host.
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn recorded_by(&self, game_id: i64, seq: u64) -> Result<Option<i64>> {
        recorder(self.conn(), game_id, seq)
    }

    /// Which link recorded each entry of game `game_id` from `from_seq` on (the
    /// entries recorded at the host itself are not listed), in entry order.
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn scored_by(&self, game_id: i64, from_seq: u64) -> Result<Vec<ScoredBy>> {
        let mut statement = self.conn().prepare_cached(
            "SELECT w.seq, l.label FROM live_writes w JOIN live_links l ON l.id = w.link_id
             WHERE w.game_id = ?1 AND w.seq >= ?2 ORDER BY w.seq",
        )?;
        let rows = statement
            .query_map(params![game_id, from_seq], |row| Ok(ScoredBy { seq: row.get(0)?, label: row.get(1)? }))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// A number that changes when another connection commits to the database
    /// (`PRAGMA data_version`): a host polls it to notice a game moved on elsewhere
    /// without reading the game.
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn data_version(&self) -> Result<i64> {
        Ok(self.conn().query_row("PRAGMA data_version", [], |row| row.get(0))?)
    }
}

fn recorder(conn: &rusqlite::Connection, game_id: i64, seq: u64) -> Result<Option<i64>> {
    let link = conn
        .prepare_cached("SELECT link_id FROM live_writes WHERE game_id = ?1 AND seq = ?2")?
        .query_row(params![game_id, seq], |row| row.get(0))
        .optional()?;
    Ok(link)
}

fn read_link(row: &rusqlite::Row<'_>) -> rusqlite::Result<LiveLink> {
    let created_at: String = row.get(5)?;
    let created_at = parse_time(&created_at)
        .map_err(|error| rusqlite::Error::FromSqlConversionFailure(5, rusqlite::types::Type::Text, Box::new(error)))?;
    Ok(LiveLink {
        id: row.get(0)?,
        game_id: row.get(1)?,
        role: LinkRole::parse(&row.get::<_, String>(2)?)?,
        label: row.get(3)?,
        token: row.get(4)?,
        created_at,
    })
}

/// 256 bits from the operating system, as 64 hexadecimal digits.
fn random_token() -> Result<String> {
    let mut bytes = [0u8; TOKEN_BYTES];
    getrandom::fill(&mut bytes)
        .map_err(|error| Error::Storage { message: msg!("live-no-randomness", error = error.to_string()) })?;
    Ok(bytes.iter().map(|byte| format!("{byte:02x}")).collect())
}

fn check_request_key(key: &str) -> Result<()> {
    let fits = (1..=MAX_REQUEST_KEY).contains(&key.chars().count())
        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if fits { Ok(()) } else { Err(Error::invalid("key", msg!("live-bad-request-key", most = MAX_REQUEST_KEY))) }
}
