//! The store's write transaction: `BEGIN IMMEDIATE` … `COMMIT`, each a statement
//! prepared once per connection and kept in its cache (rusqlite's own transaction
//! parses both again on every command: a tenth of what a warm commit costs beside
//! the fsync). Every commit counts itself in the commit chain first
//! ([`super::chain`]): it is the one way the store commits.

use std::ops::Deref;

use rusqlite::Connection;

/// A write transaction that holds the write lock from its start; rolled back when
/// dropped without [`WriteTransaction::commit`].
#[derive(Debug)]
pub(crate) struct WriteTransaction<'c> {
    conn: &'c Connection,
    open: bool,
}

impl<'c> WriteTransaction<'c> {
    /// Begins a transaction that takes the write lock at once (`BEGIN IMMEDIATE`),
    /// waiting for another connection's write through the busy handler.
    pub(crate) fn begin(conn: &'c Connection) -> rusqlite::Result<WriteTransaction<'c>> {
        conn.prepare_cached("BEGIN IMMEDIATE")?.execute([])?;
        Ok(WriteTransaction { conn, open: true })
    }

    /// Counts the commit in the chain and commits what the transaction wrote.
    pub(crate) fn commit(mut self) -> rusqlite::Result<()> {
        super::chain::count_commit(self.conn)?;
        self.conn.prepare_cached("COMMIT")?.execute([])?;
        self.open = false;
        Ok(())
    }
}

impl Deref for WriteTransaction<'_> {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        self.conn
    }
}

impl Drop for WriteTransaction<'_> {
    fn drop(&mut self) {
        // SQLite may have rolled the transaction back already (a full disk, an
        // interrupt): then there is nothing left to undo.
        if self.open && !self.conn.is_autocommit() {
            let _ = self.conn.prepare_cached("ROLLBACK").and_then(|mut rollback| rollback.execute([]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn events() -> Connection {
        let conn = Connection::open_in_memory().expect("memory");
        conn.execute_batch(
            "CREATE TABLE events (seq INTEGER PRIMARY KEY);
             CREATE TABLE commit_head (revision INTEGER NOT NULL, token BLOB NOT NULL, parent BLOB NOT NULL);
             INSERT INTO commit_head VALUES (1, randomblob(16), zeroblob(16));",
        )
        .expect("schema");
        conn
    }

    fn count(conn: &Connection) -> i64 {
        conn.query_row("SELECT count(*) FROM events", [], |row| row.get(0)).expect("count")
    }

    #[test]
    fn a_committed_transaction_stays_and_a_dropped_one_leaves_nothing() {
        let conn = events();
        let tx = WriteTransaction::begin(&conn).expect("begin");
        tx.execute("INSERT INTO events VALUES (1)", []).expect("insert");
        tx.commit().expect("commit");
        assert_eq!(count(&conn), 1);
        {
            let tx = WriteTransaction::begin(&conn).expect("begin");
            tx.execute("INSERT INTO events VALUES (2)", []).expect("insert");
        }
        assert_eq!(count(&conn), 1, "dropped without a commit: rolled back");
        assert!(conn.is_autocommit(), "no transaction left open");
        let tx = WriteTransaction::begin(&conn).expect("the cached BEGIN runs again");
        tx.execute("INSERT INTO events VALUES (3)", []).expect("insert");
        tx.commit().expect("the cached COMMIT runs again");
        assert_eq!(count(&conn), 2);
        let revision: i64 = conn.query_row("SELECT revision FROM commit_head", [], |row| row.get(0)).expect("head");
        assert_eq!(revision, 3, "each of the two commits counted, the rolled back one not");
    }
}
