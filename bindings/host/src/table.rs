//! The game served: one connection to the store that is the only writer for every
//! phone, the updates it publishes in order (each command's `Update`, numbered by
//! the entry it made), and what a viewer gets when it connects: a snapshot of the
//! table with the last entries, or, when it comes back having seen entry `n`, the
//! change since `n` without the game being sent again.
//!
//! Everything the host writes goes through [`Store::execute_for`] (the checks of a
//! tap, who recorded it, the idempotency key, in one transaction). Changes made by
//! another connection — the app's own session, `tally score` in another terminal —
//! are noticed by [`watch_for_changes`] and published the same way.

use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::access::{Access, Tokens};
use crate::feed::{Feed, Published};
use crate::page::words;
use serde::Serialize;
use serde_json::value::RawValue;
use tally_core::l10n::{LANGUAGES, in_language};
use tally_core::session::{Command, LogChange, LogItem};
use tally_core::store::{ActiveGame, Attribution, LinkRole, LiveLink, Recorded, ScoredBy, Store};
use tally_core::table::{DraftUpdate, ScoringDraft, TableCatalogue, TableModel, TableSummary};
use tally_core::{Error, Result};

/// Entries a snapshot shows (the page shows the last few with their breakdowns).
pub const SNAPSHOT_ENTRIES: u32 = 12;

/// Entries a viewer may have missed and still be caught up with a change rather
/// than a snapshot.
pub const MAX_CATCH_UP: u64 = 64;

/// The version of the protocol the events and writes speak (`docs/live-table.md`).
pub const PROTOCOL: u32 = 1;

/// What an `update` event carries: the [`Update`](tally_core::table::Update) of one
/// command (or of the commands a returning viewer missed) with the entry it brings
/// the viewer to, who recorded the entries it adds, and the entry an undo would take
/// back.
#[derive(Serialize)]
struct LiveUpdate<'a> {
    seq: u64,
    table: TableSummary,
    change: &'a LogChange,
    by: Vec<ScoredBy>,
    undo: Option<UndoTarget>,
}

/// The entry an undo takes back now, and the link that recorded it (`None`: the
/// host): a scorer link takes back only its own.
#[derive(Serialize)]
struct UndoTarget {
    seq: u64,
    link: Option<i64>,
}

/// The game a snapshot shows: its uuid (the same on every phone and in every
/// export) and its revision, the number of entries stored (every change adds one).
#[derive(Serialize)]
struct GameRef<'a> {
    uuid: &'a str,
    revision: u64,
}

/// What a `snapshot` event carries: everything the page draws.
#[derive(Serialize)]
struct Snapshot<'a> {
    protocol: u32,
    seq: u64,
    game: GameRef<'a>,
    link: i64,
    role: LinkRole,
    label: &'a str,
    language: &'static str,
    table: TableSummary,
    /// The last entries, newest first.
    entries: Vec<LogItem>,
    by: Vec<ScoredBy>,
    undo: Option<UndoTarget>,
    words: std::collections::BTreeMap<&'static str, String>,
}

/// What a write did.
#[derive(Debug)]
pub enum WriteOutcome {
    /// Carried out now as entry `seq`.
    Applied {
        /// The entry.
        seq: u64,
    },
    /// The same key was carried out before, as entry `seq`; nothing was written.
    AlreadyApplied {
        /// The entry.
        seq: u64,
    },
}

struct Writer {
    store: Store,
    active: ActiveGame,
    /// The store's data version when the game was last read.
    seen_version: i64,
}

/// A game served to the table.
pub struct LiveTable {
    game_id: i64,
    writer: Mutex<Writer>,
    /// The updates, and the revocations after which open streams check their link.
    feed: Feed,
    tokens: Tokens,
    on_change: Option<Arc<dyn Fn() + Send + Sync>>,
}

impl std::fmt::Debug for LiveTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LiveTable").field("game_id", &self.game_id).finish_non_exhaustive()
    }
}

impl LiveTable {
    /// Opens game `game_id` of the database `db` on a connection of its own.
    ///
    /// # Errors
    /// What the store refuses: a file that is no Tally database, an unknown game...
    pub fn open(db: &Path, game_id: i64, on_change: Option<Arc<dyn Fn() + Send + Sync>>) -> Result<LiveTable> {
        let store = Store::open(db)?;
        if let Some(reason) = store.read_only() {
            return Err(Error::ReadOnlyDatabase { path: db.display().to_string(), reason });
        }
        let active = store.load_game(game_id)?;
        let seen_version = store.data_version()?;
        let tokens = Tokens::default();
        tokens.replace(store.live_links(game_id)?);
        Ok(LiveTable {
            game_id,
            writer: Mutex::new(Writer { store, active, seen_version }),
            feed: Feed::default(),
            tokens,
            on_change,
        })
    }

    fn writer(&self) -> MutexGuard<'_, Writer> {
        self.writer.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The game's store id.
    pub fn game_id(&self) -> i64 {
        self.game_id
    }

    /// The valid tokens.
    pub fn tokens(&self) -> &Tokens {
        &self.tokens
    }

    /// The updates and the changes of the links every stream waits for.
    pub fn feed(&self) -> &Feed {
        &self.feed
    }

    /// The entry the game has reached.
    pub fn seq(&self) -> u64 {
        self.writer().active.game.entries().len() as u64
    }

    /// The table as a screen draws it, in `language`.
    pub fn summary(&self, language: &str) -> TableSummary {
        let writer = self.writer();
        in_language(language, || TableModel::new(&writer.active.game).summary())
    }

    /// The links of the game that are not revoked.
    ///
    /// # Errors
    /// Storage errors.
    pub fn links(&self) -> Result<Vec<LiveLink>> {
        self.writer().store.live_links(self.game_id)
    }

    /// A new link.
    ///
    /// # Errors
    /// A label refused; storage errors.
    pub fn create_link(&self, role: LinkRole, label: &str) -> Result<LiveLink> {
        let mut writer = self.writer();
        let link = writer.store.create_live_link(self.game_id, role, label)?;
        self.tokens.replace(writer.store.live_links(self.game_id)?);
        Ok(link)
    }

    /// Revokes a link; its open streams end.
    ///
    /// # Errors
    /// A link the game does not have; storage errors.
    pub fn revoke(&self, link_id: i64) -> Result<()> {
        let mut writer = self.writer();
        writer.store.revoke_live_link(self.game_id, link_id)?;
        self.tokens.replace(writer.store.live_links(self.game_id)?);
        self.feed.links_changed();
        Ok(())
    }

    /// The snapshot a viewer starts from, in `language`, and the entry it shows.
    ///
    /// # Errors
    /// Storage errors.
    pub fn snapshot(&self, access: &Access, language: &'static str) -> Result<(u64, String)> {
        let writer = self.writer();
        let game = &writer.active.game;
        let seq = game.entries().len() as u64;
        let model = TableModel::new(game);
        let page = model.log_page(None, SNAPSHOT_ENTRIES);
        let oldest = page.items.last().map_or(seq + 1, |item| item.seq);
        let by = writer.store.scored_by(self.game_id, oldest)?;
        let undo = self.undo_target(&writer)?;
        let json = in_language(language, || {
            let snapshot = Snapshot {
                protocol: PROTOCOL,
                seq,
                game: GameRef { uuid: &writer.active.uuid, revision: seq },
                link: access.link_id,
                role: access.role,
                label: &access.label,
                language,
                table: model.summary(),
                entries: page.items,
                by,
                undo,
                words: words(language),
            };
            serde_json::to_string(&snapshot)
        });
        Ok((seq, json.map_err(|error| Error::InvalidRequest { reason: error.to_string() })?))
    }

    /// The change since entry `seen` in `language`, if a viewer that saw it can be
    /// brought up to date with one (it is not ahead of the game, nor too far behind).
    ///
    /// # Errors
    /// Storage errors.
    pub fn catch_up(&self, seen: u64, language: &'static str) -> Result<Option<(u64, String)>> {
        let writer = self.writer();
        let game = &writer.active.game;
        let seq = game.entries().len() as u64;
        if seen > seq || seq - seen > MAX_CATCH_UP {
            return Ok(None);
        }
        let change = game.change_since(seen)?;
        let json = self.render(&writer, &change, language)?;
        Ok(Some((seq, json)))
    }

    /// What the game's table offers (names, steps, the dispatch tiles), in
    /// `language`: the page reads it once and names what the summary lists by key.
    pub fn catalogue(&self, language: &str) -> TableCatalogue {
        let writer = self.writer();
        in_language(language, || TableModel::new(&writer.active.game).catalogue())
    }

    /// The whole game of the link, as its export document (`tally export`'s JSON:
    /// setup, ruleset, every entry, start and end): what a joined phone keeps.
    /// Read-only; any valid link of the game may read it.
    ///
    /// # Errors
    /// Storage errors; the game deleted.
    pub fn document(&self) -> Result<String> {
        let writer = self.writer();
        writer.store.export(&[self.game_id])?.to_json()
    }

    /// A scorer's scoring draft after one action, as the core's draft answers it
    /// (DESIGN.md principle 10): with no draft yet, `action` is how it begins (a
    /// [`DraftStart`]); otherwise a [`DraftAction`] on `draft`. The answer is the
    /// draft to keep and the view to draw, in `language`.
    ///
    /// # Errors
    /// What the draft refuses; [`Error::InvalidRequest`] for JSON that is no draft,
    /// start or action.
    pub fn draft(&self, draft: Option<&RawValue>, action: &RawValue, language: &str) -> Result<DraftUpdate> {
        let writer = self.writer();
        in_language(language, || {
            let model = TableModel::new(&writer.active.game);
            match draft {
                None => model.start_draft(from_json(action)?),
                Some(draft) => model.apply_draft(ScoringDraft::from_json(draft.get())?, from_json(action)?),
            }
        })
    }

    /// The command a scorer's draft records.
    ///
    /// # Errors
    /// What the draft refuses (a value still missing...).
    pub fn submitted(&self, draft: &RawValue) -> Result<Command> {
        let writer = self.writer();
        TableModel::new(&writer.active.game).submit_draft(&ScoringDraft::from_json(draft.get())?)
    }

    /// Carries out a scorer's command under its idempotency key, as written on the
    /// table of entry `seen`, and publishes it.
    ///
    /// # Errors
    /// What the game refuses (nothing is written); what a scorer link may not do
    /// ([`Error::HostOnly`]); [`Error::ChangedElsewhere`]; storage errors.
    pub fn execute(&self, access: &Access, key: &str, seen: u64, command: Command) -> Result<WriteOutcome> {
        let outcome = {
            let mut guard = self.writer();
            let writer = &mut *guard;
            let by = Attribution { link_id: access.link_id, request_key: key, seen };
            let recorded = writer.store.execute_for(&mut writer.active, command, by);
            if matches!(&recorded, Err(error) if error.code() == tally_core::ErrorCode::ChangedElsewhere) {
                // The store read the game again: the viewers hear what the other writer did.
                self.publish(writer, &LogChange::Reload);
            }
            match recorded? {
                Recorded::Applied(change) => {
                    self.publish(writer, &change);
                    WriteOutcome::Applied { seq: writer.active.game.entries().len() as u64 }
                }
                Recorded::AlreadyApplied { seq } => WriteOutcome::AlreadyApplied { seq },
            }
        };
        if let (WriteOutcome::Applied { .. }, Some(on_change)) = (&outcome, &self.on_change) {
            on_change();
        }
        Ok(outcome)
    }

    /// Reads the game again if another connection changed the database, and
    /// publishes what moved; reads the links again too. A game deleted elsewhere
    /// takes its links with it: every stream ends, every request is refused.
    ///
    /// # Errors
    /// Storage errors.
    pub fn look_for_changes(&self) -> Result<()> {
        let mut guard = self.writer();
        let writer = &mut *guard;
        let version = writer.store.data_version()?;
        if version == writer.seen_version {
            return Ok(());
        }
        let lost = self.read_links(writer)?;
        if lost {
            self.feed.links_changed();
        }
        match writer.store.refresh(&mut writer.active) {
            Ok(Some(change)) => self.publish(writer, &change),
            Ok(None) => {}
            Err(Error::UnknownGame { .. }) => {
                self.tokens.replace(Vec::new());
                self.feed.links_changed();
            }
            Err(error) => return Err(error),
        }
        writer.seen_version = version;
        Ok(())
    }

    /// Reads the links again; says whether one that was valid is no longer.
    fn read_links(&self, writer: &Writer) -> Result<bool> {
        let links = writer.store.live_links(self.game_id)?;
        let lost = self.tokens.link_ids().iter().any(|id| !links.iter().any(|link| link.id == *id));
        self.tokens.replace(links);
        Ok(lost)
    }

    /// Renders `change` with the table now, once per language, and sends it to every
    /// viewer. Called with the writer held, so updates go out in entry order.
    fn publish(&self, writer: &Writer, change: &LogChange) {
        let seq = writer.active.game.entries().len() as u64;
        let json = LANGUAGES.iter().map(|language| self.render(writer, change, language).unwrap_or_default()).collect();
        self.feed.publish(Published { seq, json });
    }

    fn render(&self, writer: &Writer, change: &LogChange, language: &str) -> Result<String> {
        let game = &writer.active.game;
        let added: Vec<u64> = match change {
            LogChange::Push { item } => vec![item.seq],
            LogChange::Replace { changed, .. } => changed.iter().map(|item| item.seq).collect(),
            LogChange::Pop { .. } | LogChange::Reload => Vec::new(),
        };
        let by = match added.iter().min() {
            Some(first) => writer.store.scored_by(self.game_id, *first)?,
            None => Vec::new(),
        };
        let by = by.into_iter().filter(|scored| added.contains(&scored.seq)).collect();
        let seq = game.entries().len() as u64;
        let undo = self.undo_target(writer)?;
        in_language(language, || {
            serde_json::to_string(&LiveUpdate { seq, table: TableModel::new(game).summary(), change, by, undo })
        })
        .map_err(|error| Error::InvalidRequest { reason: error.to_string() })
    }

    fn undo_target(&self, writer: &Writer) -> Result<Option<UndoTarget>> {
        let Some(last) = writer.active.game.log().last() else { return Ok(None) };
        Ok(Some(UndoTarget { seq: last.seq, link: writer.store.recorded_by(self.game_id, last.seq)? }))
    }
}

/// Looks for changes made by other connections every [`crate::POLL_INTERVAL`],
/// until the host stops.
pub async fn watch_for_changes(table: Arc<LiveTable>) {
    let mut ticks = tokio::time::interval(crate::POLL_INTERVAL);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let table = table.clone();
        // A storage error now (a busy file) is tried again at the next tick.
        let _ = tokio::task::spawn_blocking(move || table.look_for_changes()).await;
    }
}

fn from_json<T: serde::de::DeserializeOwned>(json: &RawValue) -> Result<T> {
    serde_json::from_str(json.get()).map_err(|error| Error::InvalidRequest { reason: error.to_string() })
}
