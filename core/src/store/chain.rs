//! The commit chain: how a write-ahead log left beside a database proves, without
//! reading the games, that it is the file's own and continues it.
//!
//! Every commit of the store counts itself in `commit_head`, a table of one row: the
//! commit's number (`revision`), a random token naming it, and the token of the
//! commit before it (`parent`). So each commit writes that row's page, and a log holds
//! the head of every commit it carries (`super::wal` reads them from its frames).
//! A log continues the file exactly when its commits link to the file's head: the
//! first one's parent is the file's token, or one of them is the file's commit
//! itself (a checkpoint had copied part of the log into the file already). A log of
//! another database, an older log, a copy's log that changed apart from the file, or
//! one that begins after the file (a backup restored under a newer log) cannot link,
//! whatever pages it replaces ([`prove`]).
//!
//! The tokens are random rather than a hash of what each commit wrote: a name only
//! has to be unique, and two copies that record the same thing at the same revision
//! must still differ. What a frame holds is SQLite's to protect (its checksums).

use rusqlite::{Connection, OptionalExtension};

/// Bytes of a commit's token.
pub(crate) const TOKEN_LEN: usize = 16;

/// One commit as the head names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Head {
    /// The commit's number, counted from the first commit of the chain.
    pub revision: i64,
    /// The commit's own random token.
    pub token: [u8; TOKEN_LEN],
    /// The token of the commit before it (zeros for the first).
    pub parent: [u8; TOKEN_LEN],
}

/// Counts one more commit in the head. The store calls it in every write
/// transaction, just before `COMMIT`.
///
/// # Errors
/// What SQLite says.
pub(crate) fn count_commit(conn: &Connection) -> rusqlite::Result<()> {
    conn.prepare_cached("UPDATE commit_head SET revision = revision + 1, parent = token, token = randomblob(16)")?
        .execute([])?;
    Ok(())
}

/// The head of the database `conn` reads, and the page that holds it; `None` for a
/// database without a chain (written before schema version 9, or empty).
///
/// # Errors
/// What SQLite says, or a head that is not one row of the expected shape.
pub(crate) fn read_head(conn: &Connection) -> rusqlite::Result<Option<(Head, u32)>> {
    let root: Option<u32> = conn
        .query_row("SELECT rootpage FROM sqlite_schema WHERE type = 'table' AND name = 'commit_head'", [], |row| {
            row.get(0)
        })
        .optional()?;
    let Some(root) = root else { return Ok(None) };
    let (revision, token, parent): (i64, Vec<u8>, Vec<u8>) =
        conn.query_row("SELECT revision, token, parent FROM commit_head", [], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?))
        })?;
    let shaped = |bytes: Vec<u8>| <[u8; TOKEN_LEN]>::try_from(bytes).map_err(|_| rusqlite::Error::InvalidQuery);
    Ok(Some((Head { revision, token: shaped(token)?, parent: shaped(parent)? }, root)))
}

/// The head as a page image of `commit_head` holds it, read by SQLite's file format
/// (<https://www.sqlite.org/fileformat2.html>: a table b-tree leaf page holding one
/// cell, whose record is an integer and two 16-byte blobs); `None` for anything
/// else.
pub(crate) fn head_in_page(page: &[u8]) -> Option<Head> {
    const LEAF_TABLE: u8 = 0x0D;
    if *page.first()? != LEAF_TABLE || u16_at(page, 3)? != 1 {
        return None;
    }
    let mut at = usize::from(u16_at(page, 8)?);
    let payload = usize::try_from(varint(page, &mut at)?).ok()?;
    let _rowid = varint(page, &mut at)?;
    let record = page.get(at..at.checked_add(payload)?)?;
    let mut at = 0;
    let header_len = usize::try_from(varint(record, &mut at)?).ok()?;
    let mut types = Vec::with_capacity(3);
    while at < header_len {
        types.push(varint(record, &mut at)?);
    }
    let blob_type = 12 + 2 * TOKEN_LEN as u64;
    let [revision_type, token_type, parent_type] = types.as_slice() else { return None };
    if *token_type != blob_type || *parent_type != blob_type {
        return None;
    }
    let mut at = header_len;
    let revision = integer(record, &mut at, *revision_type)?;
    let mut token = [0; TOKEN_LEN];
    token.copy_from_slice(record.get(at..at + TOKEN_LEN)?);
    let mut parent = [0; TOKEN_LEN];
    parent.copy_from_slice(record.get(at + TOKEN_LEN..at + 2 * TOKEN_LEN)?);
    Some(Head { revision, token, parent })
}

fn u16_at(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]))
}

/// SQLite's variable-length integer at `*at` (big-endian groups of 7 bits, the ninth
/// byte whole), moving `*at` past it.
fn varint(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let mut value = 0u64;
    for index in 0..9 {
        let byte = *bytes.get(*at)?;
        *at += 1;
        if index == 8 {
            return Some((value << 8) | u64::from(byte));
        }
        value = (value << 7) | u64::from(byte & 0x7F);
        if byte & 0x80 == 0 {
            return Some(value);
        }
    }
    None
}

/// An integer column of serial type `kind` at `*at` (big-endian two's complement of
/// 1, 2, 3, 4, 6 or 8 bytes, or the constants 0 and 1), moving `*at` past it.
fn integer(record: &[u8], at: &mut usize, kind: u64) -> Option<i64> {
    let len = match kind {
        8 => return Some(0),
        9 => return Some(1),
        1..=4 => kind as usize,
        5 => 6,
        6 => 8,
        _ => return None,
    };
    let bytes = record.get(*at..*at + len)?;
    *at += len;
    let negative = bytes[0] & 0x80 != 0;
    let mut value: i64 = if negative { -1 } else { 0 };
    for &byte in bytes {
        value = (value << 8) | i64::from(byte);
    }
    Some(value)
}

/// What a log's heads say of it, against the file's head.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Proof {
    /// The log continues the file (or holds nothing newer than it): applying it
    /// loses nothing of the file.
    Extends,
    /// The log's commits never pass through the file's: another database's log, or
    /// a copy's that changed apart from the file.
    NotItsOwn,
    /// The log ends before the file's commit: an older log of this database.
    Older,
    /// The log begins after the file's commit: it continues a newer state of this
    /// database than the file holds (an older file put back under a newer log).
    StartsAfter,
    /// Some commit of the log does not name its head (it was not written through
    /// the store): the chain cannot tell.
    Unprovable,
}

/// Judges the heads of a log's commits, in order (`None` for a commit that does not
/// write the head), against the head of the file alone.
pub(crate) fn prove(file: &Head, log: &[Option<Head>]) -> Proof {
    let Some(heads) = log.iter().copied().collect::<Option<Vec<Head>>>() else { return Proof::Unprovable };
    let (Some(first), Some(last)) = (heads.first(), heads.last()) else { return Proof::Extends };
    let linked =
        heads.windows(2).all(|pair| pair[1].revision == pair[0].revision + 1 && pair[1].parent == pair[0].token);
    if !linked {
        return Proof::Unprovable;
    }
    if file.revision < first.revision - 1 {
        return Proof::StartsAfter;
    }
    if file.revision > last.revision {
        return Proof::Older;
    }
    let holds_the_file = if file.revision == first.revision - 1 {
        first.parent == file.token
    } else {
        heads[usize::try_from(file.revision - first.revision).unwrap_or(usize::MAX)].token == file.token
    };
    if holds_the_file { Proof::Extends } else { Proof::NotItsOwn }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(revision: i64, token: u8, parent: u8) -> Head {
        Head { revision, token: [token; TOKEN_LEN], parent: [parent; TOKEN_LEN] }
    }

    /// A chain of heads `from..=to`, commit n's token n, as one lineage writes them.
    fn lineage(from: i64, to: i64, salt: u8) -> Vec<Option<Head>> {
        (from..=to).map(|n| Some(head(n, n as u8 ^ salt, (n - 1) as u8 ^ salt))).collect()
    }

    #[test]
    fn a_log_that_continues_the_file_or_holds_it_extends_it() {
        let file = head(4, 4, 3);
        assert_eq!(prove(&file, &lineage(5, 9, 0)), Proof::Extends, "the next commits");
        assert_eq!(prove(&file, &lineage(2, 9, 0)), Proof::Extends, "partly copied into the file already");
        assert_eq!(prove(&file, &lineage(2, 4, 0)), Proof::Extends, "wholly copied, not yet emptied");
    }

    #[test]
    fn another_lineage_an_older_log_or_one_after_a_gap_is_refused() {
        let file = head(4, 4, 3);
        assert_eq!(prove(&file, &lineage(5, 9, 0x40)), Proof::NotItsOwn, "another database or a copy");
        assert_eq!(prove(&file, &lineage(3, 9, 0x40)), Proof::NotItsOwn, "the same revision, another commit");
        assert_eq!(prove(&file, &lineage(1, 3, 0)), Proof::Older);
        assert_eq!(prove(&file, &lineage(6, 9, 0)), Proof::StartsAfter, "commit 5 is missing");
    }

    #[test]
    fn a_commit_without_its_head_or_a_broken_link_cannot_be_proven() {
        let file = head(4, 4, 3);
        let mut missing = lineage(5, 9, 0);
        missing[2] = None;
        assert_eq!(prove(&file, &missing), Proof::Unprovable);
        let mut unlinked = lineage(5, 9, 0);
        unlinked[3] = Some(head(8, 8, 0x77));
        assert_eq!(prove(&file, &unlinked), Proof::Unprovable);
    }

    /// The head's page as SQLite writes it to the file, read back by [`head_in_page`]
    /// and by SQL.
    #[test]
    fn the_head_is_read_from_its_page_as_sqlite_wrote_it() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("head.db");
        let conn = Connection::open(&path).expect("file");
        conn.execute_batch(
            "CREATE TABLE commit_head (revision INTEGER NOT NULL, token BLOB NOT NULL, parent BLOB NOT NULL);
             INSERT INTO commit_head VALUES (1, randomblob(16), zeroblob(16));",
        )
        .expect("schema");
        let page_size: usize = conn.query_row("PRAGMA page_size", [], |row| row.get(0)).expect("page size");
        for revision in [2_i64, 3, 200, 70_000, -5, 1 << 40] {
            conn.execute("UPDATE commit_head SET revision = ?1 - 1", [revision]).expect("set");
            count_commit(&conn).expect("count");
            let (head, root) = read_head(&conn).expect("read").expect("a head");
            assert_eq!(head.revision, revision);
            let file = std::fs::read(&path).expect("the file");
            let at = (root as usize - 1) * page_size;
            assert_eq!(head_in_page(&file[at..at + page_size]), Some(head), "revision {revision}");
        }
        assert_eq!(head_in_page(&[0x0D, 0, 0, 0, 2]), None, "two cells");
        assert_eq!(head_in_page(&[0x05; 64]), None, "an interior page");
    }
}
