//! Listeners: an app screen hears every change of a game, whoever made it (another
//! screen, a command of its own). Each gets a [`ListenerHandle`] that removes that
//! one listener; a listener that throws is skipped and the others still hear.

use std::sync::{Arc, Mutex, Weak};

use tally_core::table::Update;

use crate::lock;

/// Why a listener failed (the foreign code threw).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum ListenerError {
    /// The listener threw.
    #[error("{reason}")]
    Failed {
        /// What it said.
        reason: String,
    },
}

impl From<uniffi::UnexpectedUniFFICallbackError> for ListenerError {
    fn from(error: uniffi::UnexpectedUniFFICallbackError) -> Self {
        ListenerError::Failed { reason: error.reason }
    }
}

/// What an app implements to hear about every change of a game.
#[uniffi::export(with_foreign)]
pub trait GameListener: Send + Sync {
    /// Called after each accepted command with the table and the log's change.
    ///
    /// # Errors
    /// Whatever the app throws; it is isolated from the other listeners.
    fn on_update(&self, update: Update) -> Result<(), ListenerError>;
}

/// The listeners of one game.
#[derive(Default)]
pub(crate) struct Listeners {
    next: Mutex<u64>,
    entries: Mutex<Vec<(u64, Arc<dyn GameListener>)>>,
}

impl std::fmt::Debug for Listeners {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Listeners").field("count", &lock(&self.entries).len()).finish()
    }
}

impl Listeners {
    pub(crate) fn add(self: &Arc<Self>, listener: Arc<dyn GameListener>) -> Arc<ListenerHandle> {
        let id = {
            let mut next = lock(&self.next);
            *next += 1;
            *next
        };
        lock(&self.entries).push((id, listener));
        Arc::new(ListenerHandle { id, listeners: Arc::downgrade(self) })
    }

    /// Tells every listener; one that throws does not stop the others.
    pub(crate) fn tell(&self, update: &Update) {
        let listeners: Vec<Arc<dyn GameListener>> =
            lock(&self.entries).iter().map(|(_, listener)| listener.clone()).collect();
        for listener in listeners {
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| listener.on_update(update.clone())));
        }
    }
}

/// Removes the one listener it was returned for.
#[derive(Debug, uniffi::Object)]
pub struct ListenerHandle {
    id: u64,
    listeners: Weak<Listeners>,
}

#[uniffi::export]
impl ListenerHandle {
    /// Stops telling this listener (once; later calls do nothing).
    pub fn remove(&self) {
        if let Some(listeners) = self.listeners.upgrade() {
            lock(&listeners.entries).retain(|(id, _)| *id != self.id);
        }
    }
}
