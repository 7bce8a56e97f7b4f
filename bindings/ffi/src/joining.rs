//! [`JoinedTable`]: a table another phone (or `tally serve`) hosts, joined from this
//! phone through its link (`tally_host::join`, `docs/live-table.md`).
//!
//! The joined phone holds the host's game as the host has it: the whole game
//! (`GET game`, the export document) read into a store in memory and replayed by
//! the core, read again whenever an event of the host's stream brings an entry the
//! phone does not hold. So the table a screen draws, the catalogue, the log in
//! pages and the scoring drafts are the core's own answers on the host's game —
//! the same records as a local [`GameSession`](crate::GameSession) gives — and the
//! listeners hear each change as an [`Update`] worked out by the core
//! (`Game::change_since` the entry held before). Reading the game again costs what
//! importing it costs (a few milliseconds at the end of a long game), once per
//! entry the host records, on the joined table's own thread.
//!
//! With a scorer link, a command (a submitted draft included, made into its
//! command by the core here) is sent to the host under an idempotency key of its
//! own with the entry the phone saw; the host judges it and records it, and its
//! answer comes back. A viewer link refuses every write here, before anything is
//! sent. A joined phone never writes to the host otherwise.
//!
//! When the host finishes the game, it is kept in this phone's store through
//! `Store::keep_joined` (where it came from, and the seat that is "me"); a reopen
//! and a new finish at the host while the phone is joined keep the new entries.
//!
//! The stream runs on a tokio runtime of one thread of its own, started by the
//! join and stopped by [`JoinedTable::leave`] (or when the object is dropped). A
//! lost host is said ([`JoinedStatus`]: stale since the host was last heard) and
//! reached again after 0.5 s, 1 s, 2 s… up to 15 s, from the entry held.

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chrono::Utc;
use tally_core::RulesetSpec;
use tally_core::session::{Command, LogChange, Phase};
use tally_core::store::{ActiveGame, JoinedFrom, Kept, LinkRole, Store, Timestamp};
use tally_core::table::{
    DraftAction, DraftStart, DraftUpdate, DraftView, LogPage, ScoringDraft, TableCatalogue, TableModel, TableSummary,
};
use tally_core::typed_text::same_name;
use tally_core::{ErrorCode, msg};
use tally_host::join::{JoinError, Joiner, LiveEvent, LiveEvents, TableLink};

use crate::error::{core, guard};
use crate::listener::{GameListener, ListenerHandle, Listeners};
use crate::texts::app_text;
use crate::{TallyError, lock};

// The core's timestamps cross as the core has them: milliseconds since 1970.
uniffi::use_remote_type!(tally_core::Timestamp);

/// The first wait before trying to reach a lost host again.
const FIRST_BACKOFF: Duration = Duration::from_millis(500);

/// Longest wait between two tries to reach a lost host.
const MOST_BACKOFF: Duration = Duration::from_secs(15);

/// Longest the join waits for the host's first event.
const FIRST_EVENT_DEADLINE: Duration = Duration::from_secs(10);

/// How the joined phone stands with the host now.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct JoinedStatus {
    /// The host's events are arriving.
    pub live: bool,
    /// When the host was last heard (the stream opened, an event, a comment).
    pub heard_at: Timestamp,
    /// Set while the host is out of reach: when it was last heard. The table shown
    /// is the one held then ("stale since 14:03").
    pub stale_since: Option<Timestamp>,
    /// The host no longer opens the table for this link (taken back, or the game
    /// deleted): the phone stopped following it.
    pub link_refused: bool,
    /// The entry the phone holds (the game's revision).
    pub entry: u64,
    /// The finished game as kept in this phone's store, once the host finished it.
    pub kept: Option<Kept>,
    /// Why the finished game could not be kept (nothing was written), in the
    /// player's words.
    pub keep_refused: Option<String>,
}

/// What a scorer's write did at the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct JoinedWrite {
    /// The entry it made (or, for a retry of a write already recorded, the entry
    /// the first try made).
    pub entry: u64,
    /// Recorded by this call.
    pub applied: bool,
}

/// What an app implements to hear how the joined phone stands with the host.
#[uniffi::export(with_foreign)]
pub trait JoinedStatusListener: Send + Sync {
    /// Called when the status changes: live or stale, the link refused, the game
    /// kept.
    fn on_status(&self, status: JoinedStatus);
}

/// A table another phone hosts, joined from this phone.
#[derive(uniffi::Object)]
pub struct JoinedTable {
    joiner: Joiner,
    role: LinkRole,
    label: String,
    shared: Arc<Shared>,
    runtime: tokio::runtime::Handle,
    stop: Mutex<Option<tokio::sync::oneshot::Sender<()>>>,
    /// The prefix of this join's idempotency keys, and the writes sent so far.
    key_prefix: String,
    keys: AtomicU64,
}

impl std::fmt::Debug for JoinedTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JoinedTable").field("host", &self.joiner.link().authority).finish_non_exhaustive()
    }
}

/// What the joined table's thread and the app's calls share.
struct Shared {
    held: Mutex<ActiveGame>,
    status: Mutex<JoinedStatus>,
    listeners: Arc<Listeners>,
    status_listeners: Mutex<Vec<Arc<dyn JoinedStatusListener>>>,
    /// This phone's store, where the finished game is kept.
    store: Arc<Mutex<Store>>,
    me: Option<String>,
    from: JoinedFrom,
}

impl JoinedTable {
    /// Joins the table of `link` (the page's `http://…/t/<token>/` or the apps'
    /// `tally://…/t/<token>/`), keeping the finished game in `store` with the seat
    /// named `me` as this phone's player. Returns once the host's game is held and
    /// its events flow.
    pub(crate) fn join(
        store: Arc<Mutex<Store>>,
        link: &str,
        me: Option<String>,
    ) -> Result<Arc<JoinedTable>, TallyError> {
        let link = TableLink::parse(link).map_err(|_| refused("link", "app-join-not-a-link"))?;
        let joiner = Joiner::new(link, tally_core::l10n::language());
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|error| TallyError::Internal { reason: error.to_string() })?;
        let handle = runtime.handle().clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        std::thread::Builder::new()
            .name("tally-joined-table".into())
            .spawn(move || {
                runtime.block_on(async {
                    let _ = stopped.await;
                });
            })
            .map_err(|error| TallyError::Internal { reason: error.to_string() })?;
        let opening = {
            let joiner = joiner.clone();
            async move {
                let document = joiner.game().await?;
                let mut events = joiner.events(None).await?;
                let first = tokio::time::timeout(FIRST_EVENT_DEADLINE, events.next())
                    .await
                    .map_err(|_| JoinError::Unreachable("silent".into()))?
                    .ok_or_else(|| JoinError::Unreachable("ended".into()))??;
                Ok::<_, JoinError>((document, events, first))
            }
        };
        let opened = wait(&handle, opening).and_then(|opened| opened.map_err(join_error));
        let (document, events, first) = match opened {
            Ok(opened) => opened,
            Err(error) => {
                let _ = stop.send(());
                return Err(error);
            }
        };
        let held = core(|| {
            let held = hold(&document)?;
            if let Some(name) = &me
                && !held.game.setup().players.iter().any(|player| same_name(&player.name, name))
            {
                return Err(tally_core::Error::invalid("me", msg!("joined-no-such-seat", name = name.clone())));
            }
            Ok(held)
        });
        let held = match held {
            Ok(held) => held,
            Err(error) => {
                let _ = stop.send(());
                return Err(error);
            }
        };
        let finished = TableModel::new(&held.game).summary().phase == Phase::Finished;
        let role = if first.data["role"] == "scorer" { LinkRole::Scorer } else { LinkRole::Viewer };
        let label = first.data["label"].as_str().unwrap_or_default().to_owned();
        let now = Utc::now();
        let status = JoinedStatus {
            live: true,
            heard_at: now,
            stale_since: None,
            link_refused: false,
            entry: revision(&held),
            kept: None,
            keep_refused: None,
        };
        let shared = Arc::new(Shared {
            held: Mutex::new(held),
            status: Mutex::new(status),
            listeners: Arc::default(),
            status_listeners: Mutex::new(Vec::new()),
            store,
            me,
            from: JoinedFrom { host: joiner.link().authority.clone(), role, joined_at: now },
        });
        if finished {
            shared.keep(&document);
        }
        handle.spawn(follow(shared.clone(), joiner.clone(), events, first));
        let key_prefix = format!("app-{}", now.timestamp_nanos_opt().unwrap_or_default());
        Ok(Arc::new(JoinedTable {
            joiner,
            role,
            label,
            shared,
            runtime: handle,
            stop: Mutex::new(Some(stop)),
            key_prefix,
            keys: AtomicU64::new(0),
        }))
    }

    fn read<T>(&self, body: impl FnOnce(TableModel<'_>) -> tally_core::Result<T>) -> Result<T, TallyError> {
        core(|| body(TableModel::new(&lock(&self.shared.held).game)))
    }

    /// Refuses what only a scorer link may do.
    fn scorer(&self) -> Result<(), TallyError> {
        match self.role {
            LinkRole::Scorer => Ok(()),
            LinkRole::Viewer => Err(TallyError::Refused {
                code: ErrorCode::HostOnly,
                field: Some("link".to_owned()),
                reason: msg!("live-viewer-cannot-score").text(),
            }),
        }
    }
}

#[uniffi::export]
impl JoinedTable {
    /// The kind of link joined with: a viewer follows, a scorer records too.
    pub fn role(&self) -> LinkRole {
        self.role
    }

    /// The link's label as the host named it (a scorer's name; "table" for the
    /// viewers' link).
    pub fn label(&self) -> String {
        self.label.clone()
    }

    /// The host's address (`192.168.1.20:7878`).
    pub fn host(&self) -> String {
        self.joiner.link().authority.clone()
    }

    /// How the phone stands with the host now.
    pub fn status(&self) -> JoinedStatus {
        lock(&self.shared.status).clone()
    }

    /// What is played.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn ruleset(&self) -> Result<RulesetSpec, TallyError> {
        self.read(|model| Ok(model.ruleset()))
    }

    /// The table a game screen draws, as the host had it at the entry held.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn summary(&self) -> Result<TableSummary, TallyError> {
        self.read(|model| Ok(model.summary()))
    }

    /// What the table offers that does not change during the game: read it once.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn catalogue(&self) -> Result<TableCatalogue, TallyError> {
        self.read(|model| Ok(model.catalogue()))
    }

    /// The log, newest first: `limit` entries before entry `before` (or from the
    /// newest), each with its breakdown.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn log_page(&self, before: Option<u64>, limit: u32) -> Result<LogPage, TallyError> {
        self.read(|model| Ok(model.log_page(before, limit)))
    }

    /// Begins a scoring draft, as `GameSession::start_draft` does.
    ///
    /// # Errors
    /// A viewer link (code `HostOnly`, field `link`); what the core refuses.
    pub fn start_draft(&self, start: DraftStart) -> Result<DraftUpdate, TallyError> {
        self.scorer()?;
        self.read(|model| model.start_draft(start))
    }

    /// `draft` after one action (a tap), and what to draw.
    ///
    /// # Errors
    /// A viewer link; what the core refuses (the field it is about).
    pub fn apply_draft(&self, draft: ScoringDraft, action: DraftAction) -> Result<DraftUpdate, TallyError> {
        self.scorer()?;
        self.read(|model| model.apply_draft(draft, action))
    }

    /// What to draw for a draft the app kept, on the table as held now.
    ///
    /// # Errors
    /// A viewer link; a draft that no longer fits the game.
    pub fn draft_view(&self, draft: ScoringDraft) -> Result<DraftView, TallyError> {
        self.scorer()?;
        self.read(|model| model.draft_view(&draft))
    }

    /// Sends the draft's command to the host, as [`JoinedTable::execute`].
    ///
    /// # Errors
    /// A required value missing (the error names it), and what `execute` refuses.
    pub fn submit_draft(&self, draft: ScoringDraft) -> Result<JoinedWrite, TallyError> {
        self.scorer()?;
        let command = self.read(|model| model.submit_draft(&draft))?;
        self.execute(command)
    }

    /// Sends `command` to the host as this scorer's write, made on the entry held.
    /// Returns once the host answered and the phone holds the entry it made (the
    /// listeners heard it).
    ///
    /// # Errors
    /// A viewer link (code `HostOnly`, field `link`); the host's refusal with its
    /// code and message (`ChangedElsewhere` when the game moved on since the entry
    /// held, `HostOnly` for what stays with the host); the host out of reach (field
    /// `host`) or no longer opening the link (field `link`), nothing recorded.
    pub fn execute(&self, command: Command) -> Result<JoinedWrite, TallyError> {
        self.scorer()?;
        let seen = revision(&lock(&self.shared.held));
        let key = format!("{}-{}", self.key_prefix, self.keys.fetch_add(1, Ordering::Relaxed) + 1);
        let joiner = self.joiner.clone();
        let shared = self.shared.clone();
        let write = async move {
            let answer = joiner.command(&key, seen, &command).await?;
            if revision(&lock(&shared.held)) < answer.seq {
                catch_up(&shared, &joiner).await?;
            }
            Ok::<_, JoinError>(answer)
        };
        let answer = wait(&self.runtime, write)?.map_err(join_error)?;
        Ok(JoinedWrite { entry: answer.seq, applied: answer.applied })
    }

    /// Hears every change of the host's table from now on; the handle removes
    /// this listener. Listeners are called on the joined table's thread.
    pub fn add_listener(&self, listener: Arc<dyn GameListener>) -> Arc<ListenerHandle> {
        self.shared.listeners.add(listener)
    }

    /// Hears every change of the status from now on (until the table is left).
    pub fn add_status_listener(&self, listener: Arc<dyn JoinedStatusListener>) {
        lock(&self.shared.status_listeners).push(listener);
    }

    /// Stops following the host (once; later calls do nothing). What the phone
    /// kept stays.
    pub fn leave(&self) {
        if let Some(stop) = lock(&self.stop).take() {
            let _ = stop.send(());
        }
    }
}

impl Drop for JoinedTable {
    fn drop(&mut self) {
        self.leave();
    }
}

/// Follows the host's events until the table is left or the link refused.
async fn follow(shared: Arc<Shared>, joiner: Joiner, events: LiveEvents, first: LiveEvent) {
    let mut events = Some(events);
    let mut pending = Some(first);
    let mut backoff = FIRST_BACKOFF;
    // After a `reload` change the host sends the game again: connect without `from`.
    let mut from_held = true;
    loop {
        let event = match pending.take() {
            Some(event) => Some(Ok(event)),
            None => match events.as_mut() {
                Some(stream) => stream.next().await,
                None => {
                    tokio::time::sleep(backoff).await;
                    let from = from_held.then(|| revision(&lock(&shared.held)));
                    match joiner.events(from).await {
                        Ok(opened) => {
                            events = Some(opened);
                            from_held = true;
                            backoff = FIRST_BACKOFF;
                        }
                        Err(JoinError::LinkRefused) => {
                            shared.set_status(|status| {
                                status.live = false;
                                status.link_refused = true;
                            });
                            return;
                        }
                        Err(_) => backoff = (backoff * 2).min(MOST_BACKOFF),
                    }
                    continue;
                }
            },
        };
        match event {
            Some(Ok(event)) => {
                shared.set_status(|status| {
                    status.live = true;
                    status.heard_at = Utc::now();
                    status.stale_since = None;
                });
                if event.data["change"]["change"] == "reload" {
                    events = None;
                    from_held = false;
                    backoff = Duration::ZERO;
                }
                if event.seq != revision(&lock(&shared.held)) && catch_up(&shared, &joiner).await.is_err() {
                    events = None;
                }
            }
            // The stream ended or broke (a refused link is told apart when it is
            // opened again).
            Some(Err(_)) | None => {
                events = None;
                shared.set_status(|status| {
                    status.live = false;
                    status.stale_since = Some(status.heard_at);
                });
            }
        }
    }
}

/// Reads the host's game again, tells the listeners what changed since the entry
/// held, and keeps the game once the host finished it.
async fn catch_up(shared: &Arc<Shared>, joiner: &Joiner) -> Result<(), JoinError> {
    let document = joiner.game().await?;
    let shared = shared.clone();
    tokio::task::spawn_blocking(move || shared.hold_again(&document))
        .await
        .map_err(|error| JoinError::Damaged(error.to_string()))?
}

impl Shared {
    /// Holds the game of `document` in place of the one held.
    fn hold_again(&self, document: &str) -> Result<(), JoinError> {
        let fresh = hold(document).map_err(|error| JoinError::Damaged(error.to_string()))?;
        let update = {
            let mut held = lock(&self.held);
            let before = revision(&held);
            if revision(&fresh) == before && fresh.game.entries().len() == held.game.entries().len() {
                return Ok(());
            }
            let change = if fresh.uuid == held.uuid && before <= revision(&fresh) {
                fresh.game.change_since(before).unwrap_or(LogChange::Reload)
            } else {
                LogChange::Reload
            };
            *held = fresh;
            TableModel::new(&held.game).update(change)
        };
        self.listeners.tell(&update);
        self.set_status(|status| status.entry = revision(&lock(&self.held)));
        if update.table.phase == Phase::Finished {
            self.keep(document);
        }
        Ok(())
    }

    /// Keeps the finished game in this phone's store.
    fn keep(&self, document: &str) {
        let kept = lock(&self.store).keep_joined(document, &self.from, self.me.as_deref());
        self.set_status(|status| match kept {
            Ok(kept) => {
                status.kept = Some(kept);
                status.keep_refused = None;
            }
            Err(error) => status.keep_refused = Some(error.to_string()),
        });
    }

    /// Changes the status and tells its listeners, when it changed.
    fn set_status(&self, change: impl FnOnce(&mut JoinedStatus)) {
        let told = {
            let mut status = lock(&self.status);
            let before = status.clone();
            change(&mut status);
            // The time heard alone is no change a screen shows.
            let shown = |status: &JoinedStatus| JoinedStatus { heard_at: before.heard_at, ..status.clone() };
            (shown(&status) != shown(&before)).then(|| status.clone())
        };
        if let Some(status) = told {
            let listeners: Vec<_> = lock(&self.status_listeners).clone();
            for listener in listeners {
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| listener.on_status(status.clone())));
            }
        }
    }
}

/// The game of the host's export document, replayed by the core in a store in
/// memory.
fn hold(document: &str) -> tally_core::Result<ActiveGame> {
    let mut store = Store::open_in_memory()?;
    let report = store.import(document)?;
    let [id] = report.imported.as_slice() else {
        return Err(tally_core::Error::InvalidImport {
            reason: msg!("joined-one-game", games = report.imported.len()),
        });
    };
    store.load_game(*id)
}

/// The entry a held game is at: how many entries it has stored.
fn revision(active: &ActiveGame) -> u64 {
    u64::try_from(active.game.entries().len()).unwrap_or(u64::MAX)
}

/// Runs `work` on the joined table's runtime and waits for it; an error when the
/// table was left meanwhile.
fn wait<T: Send + 'static>(
    runtime: &tokio::runtime::Handle,
    work: impl Future<Output = T> + Send + 'static,
) -> Result<T, TallyError> {
    let (done, answer) = std::sync::mpsc::channel();
    runtime.spawn(async move {
        let _ = done.send(work.await);
    });
    guard(|| answer.recv().map_err(|_| refused("host", "app-join-left")))
}

/// A refusal about `field` in the app's words of `id`.
fn refused(field: &str, id: &str) -> TallyError {
    TallyError::Refused {
        code: ErrorCode::InvalidRequest,
        field: Some(field.to_owned()),
        reason: app_text(id.to_owned(), Vec::new()),
    }
}

/// A failed request in the player's words.
fn join_error(error: JoinError) -> TallyError {
    match error {
        JoinError::LinkRefused => refused("link", "app-join-link-refused"),
        JoinError::Unreachable(_) => refused("host", "app-join-unreachable"),
        JoinError::Damaged(_) | JoinError::EventTooLarge => refused("host", "app-join-damaged"),
        JoinError::Refused { code, message, .. } => TallyError::Refused {
            code: serde_json::from_value(serde_json::Value::String(code)).unwrap_or(ErrorCode::InvalidRequest),
            field: None,
            reason: message,
        },
    }
}
