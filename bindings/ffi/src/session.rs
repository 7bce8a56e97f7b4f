//! [`GameSession`]: one game the app shows, shared by every screen that shows it.
//! It answers from the core's table model (what can be done now, forms, the
//! dispatch, the walkthrough, the log in pages) and carries out commands: each is
//! validated, committed to the database, applied, and returned as an
//! [`Update`] — the table and the log's change, never the whole log — which the
//! listeners hear too.

use std::sync::{Arc, Mutex};

use tally_core::rules::When;
use tally_core::session::{Command, LogChange, LogItem};
use tally_core::store::{ActiveGame, Store};
use tally_core::table::{
    ChangePreview, DispatchOptions, Form, LogPage, Scorable, TableModel, TableSummary, Update, Walkthrough,
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

    /// What can be scored or recorded now.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn scorable(&self) -> Result<Scorable, TallyError> {
        self.read(|model| Ok(model.scorable()))
    }

    /// The end-game walkthrough with what was scored.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn walkthrough(&self) -> Result<Walkthrough, TallyError> {
        self.read(|model| Ok(model.walkthrough()))
    }

    /// The pending dispatch with its tiles, if one is pending.
    ///
    /// # Errors
    /// Only an internal error.
    pub fn dispatch(&self) -> Result<Option<DispatchOptions>, TallyError> {
        self.read(|model| Ok(model.dispatch()))
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

    /// What may replace a past entry (the features and events of its moment).
    ///
    /// # Errors
    /// An entry that is not in the effective log.
    pub fn replaceable(&self, seq: u64) -> Result<Scorable, TallyError> {
        self.read(|model| model.replaceable(seq))
    }

    /// The command of a past entry as it stands now (its latest edit), to fill an
    /// edit form.
    ///
    /// # Errors
    /// An entry that is not in the effective log.
    pub fn command_of(&self, seq: u64) -> Result<Command, TallyError> {
        core(|| lock(&self.active).game.effective_command(seq))
    }

    /// What `command` would do now, without recording anything: every award with
    /// its breakdown and figure, robbers' steals included.
    ///
    /// # Errors
    /// As carrying it out would.
    pub fn preview(&self, command: Command) -> Result<LogItem, TallyError> {
        core(|| lock(&self.active).game.preview(&command))
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
