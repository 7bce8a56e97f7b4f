//! [`GameSession`]: one game the app shows, shared by every screen that shows it.
//! It answers from the core's table model — the catalogue read once, the scoring
//! drafts a scoring screen holds (every tap an action the core applies), the log
//! in pages — and carries out commands: each is validated, committed to the
//! database, applied, and returned as an [`Update`] — the table (what can be done
//! and scored now included) and the log's change, never the whole log — which the
//! listeners hear too.

use std::sync::{Arc, Mutex};

use tally_core::rules::When;
use tally_core::session::{Command, LogChange};
use tally_core::store::{ActiveGame, Store};
use tally_core::table::{
    ChangePreview, DraftAction, DraftStart, DraftUpdate, DraftView, Form, LogPage, ScoringDraft, TableCatalogue,
    TableModel, TableSummary, Update,
};
use tally_core::{ErrorCode, RulesetSpec};

use crate::error::{core, guard};
use crate::listener::{GameListener, ListenerHandle, Listeners};
use crate::{TallyError, lock};

/// A game open in the app.
#[derive(uniffi::Object)]
pub struct GameSession {
    id: i64,
    store: Arc<Mutex<Store>>,
    active: Mutex<ActiveGame>,
    listeners: Arc<Listeners>,
}

impl std::fmt::Debug for GameSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameSession").field("game", &self.id).finish_non_exhaustive()
    }
}

impl GameSession {
    pub(crate) fn new(store: Arc<Mutex<Store>>, active: ActiveGame) -> Arc<GameSession> {
        Arc::new(GameSession { id: active.id, store, active: Mutex::new(active), listeners: Arc::default() })
    }

    fn read<T>(&self, body: impl FnOnce(TableModel<'_>) -> tally_core::Result<T>) -> Result<T, TallyError> {
        core(|| body(TableModel::new(&lock(&self.active).game)))
    }
}

#[uniffi::export]
impl GameSession {
    /// The game's store id.
    pub fn game_id(&self) -> i64 {
        self.id
    }

    /// What is played.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn ruleset(&self) -> Result<RulesetSpec, TallyError> {
        self.read(|model| Ok(model.ruleset()))
    }

    /// The table a game screen draws.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn summary(&self) -> Result<TableSummary, TallyError> {
        self.read(|model| Ok(model.summary()))
    }

    /// What the table offers that does not change during the game (names, steps,
    /// limits, the end-game order, the dispatch tiles): read it once.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn catalogue(&self) -> Result<TableCatalogue, TallyError> {
        self.read(|model| Ok(model.catalogue()))
    }

    /// Begins a scoring draft: a feature or event, an edit of a recorded scoring, or
    /// an empty round typed value by value.
    ///
    /// # Errors
    /// An item that cannot be scored now; an entry that is not a scoring.
    pub fn start_draft(&self, start: DraftStart) -> Result<DraftUpdate, TallyError> {
        self.read(|model| model.start_draft(start))
    }

    /// `draft` after one action (a tap), and what to draw.
    ///
    /// # Errors
    /// A field, item, player or figure that does not exist, a value outside its
    /// limits: the error names the field, and the draft the app holds is unchanged.
    pub fn apply_draft(&self, draft: ScoringDraft, action: DraftAction) -> Result<DraftUpdate, TallyError> {
        self.read(|model| model.apply_draft(draft, action))
    }

    /// What to draw for a draft the app kept (after process death, or when another
    /// phone changed the game).
    ///
    /// # Errors
    /// A draft that no longer fits the game.
    pub fn draft_view(&self, draft: ScoringDraft) -> Result<DraftView, TallyError> {
        self.read(|model| model.draft_view(&draft))
    }

    /// Records the draft (its command, or the edit of its entry), stores it, and
    /// tells the listeners, as [`GameSession::execute`].
    ///
    /// # Errors
    /// A required value missing (the error names it), and what `execute` refuses.
    pub fn submit_draft(&self, draft: ScoringDraft) -> Result<Update, TallyError> {
        let command = self.read(|model| model.submit_draft(&draft))?;
        self.execute(command)
    }

    /// A feature's form (`when`: the moment of the table when left out).
    ///
    /// # Errors
    /// Unknown feature, or not scored then under this ruleset.
    pub fn feature_form(&self, feature: String, when: Option<When>) -> Result<Form, TallyError> {
        self.read(|model| model.feature_form(&feature, when))
    }

    /// An event's or end-game item's form.
    ///
    /// # Errors
    /// Unknown event, or not played under this ruleset.
    pub fn event_form(&self, event: String) -> Result<Form, TallyError> {
        self.read(|model| model.event_form(&event))
    }

    /// The log, newest first: `limit` entries before entry `before` (or from the
    /// newest).
    ///
    /// # Errors
    /// Only an internal error.
    pub fn log_page(&self, before: Option<u64>, limit: u32) -> Result<LogPage, TallyError> {
        self.read(|model| Ok(model.log_page(before, limit)))
    }

    /// The moment a past entry is scored at (completed during the turns, or at the
    /// end), for an edit form of it.
    ///
    /// # Errors
    /// An entry that is not in the effective log.
    pub fn entry_moment(&self, seq: u64) -> Result<When, TallyError> {
        self.read(|model| model.entry_moment(seq))
    }

    /// The command of a past entry as it stands now (its latest edit), to fill an
    /// edit form.
    ///
    /// # Errors
    /// An entry that is not in the effective log.
    pub fn command_of(&self, seq: u64) -> Result<Command, TallyError> {
        core(|| lock(&self.active).game.effective_command(seq))
    }

    /// What `command` — an edit or deletion of a past entry included — would change:
    /// the entries it changes and the players after it. Nothing is recorded.
    ///
    /// # Errors
    /// As carrying it out would.
    pub fn preview_change(&self, command: Command) -> Result<ChangePreview, TallyError> {
        self.read(|model| model.preview_change(command))
    }

    /// Carries out `command`, stores it, and tells the listeners.
    ///
    /// # Errors
    /// Why it is refused; nothing changed. When another writer moved the game on and
    /// the command no longer applies, the session holds the stored game again and
    /// the listeners hear a `Reload`.
    pub fn execute(&self, command: Command) -> Result<Update, TallyError> {
        let outcome = guard(|| {
            let mut active = lock(&self.active);
            let result = lock(&self.store).execute(&mut active, command);
            let model = TableModel::new(&active.game);
            Ok(match result {
                Ok(change) => Ok(model.update(change)),
                Err(error) if error.code() == ErrorCode::ChangedElsewhere => {
                    Err((TallyError::from(error), Some(model.update(LogChange::Reload))))
                }
                Err(error) => Err((TallyError::from(error), None)),
            })
        })?;
        match outcome {
            Ok(update) => {
                self.listeners.tell(&update);
                Ok(update)
            }
            Err((error, reload)) => {
                if let Some(update) = reload {
                    self.listeners.tell(&update);
                }
                Err(error)
            }
        }
    }

    /// Reads the game again if another writer moved it on; the listeners hear the
    /// change. Apps call it when they come back to the foreground.
    ///
    /// # Errors
    /// The game was deleted elsewhere, or storage errors.
    pub fn refresh(&self) -> Result<Option<Update>, TallyError> {
        let update = guard(|| {
            let mut active = lock(&self.active);
            let change = lock(&self.store).refresh(&mut active)?;
            Ok(change.map(|change| TableModel::new(&active.game).update(change)))
        })?;
        if let Some(update) = &update {
            self.listeners.tell(update);
        }
        Ok(update)
    }

    /// Hears every change from now on; the handle removes this listener.
    pub fn add_listener(&self, listener: Arc<dyn GameListener>) -> Arc<ListenerHandle> {
        self.listeners.add(listener)
    }
}
