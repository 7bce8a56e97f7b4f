//! The scoring draft a scorer's page fills (DESIGN.md, principle 10): the page keeps
//! the draft value the host hands it, sends each action (`POST draft`) and draws the
//! view it gets back; `POST submit` records what the draft became. The core's draft
//! (`core/src/table/draft.rs`: a serde `ScoringDraft`, `apply(draft, action) ->
//! DraftView`, a submit that makes the command) is arriving in parallel; the host
//! reaches it only through [`Drafts`], so that pointing the host at it is one
//! implementation of this trait. Until then the host answers with
//! [`DraftsPending`], and the page records through `POST command` (a JSON command).

use serde_json::Value;
use tally_core::msg;
use tally_core::session::{Command, Game};
use tally_core::{Error, Result};

/// The scoring draft, as the host reaches it.
pub trait Drafts: Send + Sync {
    /// Applies `action` to `draft` (a new draft when `None`) for `game` as it stands,
    /// and returns the view the page draws, with the draft value it keeps. Texts are
    /// in the language in use.
    ///
    /// # Errors
    /// An action the draft refuses.
    fn apply(&self, game: &Game, draft: Option<Value>, action: Value) -> Result<Value>;

    /// The command `draft` records.
    ///
    /// # Errors
    /// A draft that cannot be submitted (what is missing).
    fn submit(&self, game: &Game, draft: Value) -> Result<Command>;
}

/// No draft yet: every call is refused, and says so.
#[derive(Clone, Copy, Debug, Default)]
pub struct DraftsPending;

impl Drafts for DraftsPending {
    fn apply(&self, _game: &Game, _draft: Option<Value>, _action: Value) -> Result<Value> {
        Err(Error::invalid("draft", msg!("live-no-drafts")))
    }

    fn submit(&self, _game: &Game, _draft: Value) -> Result<Command> {
        Err(Error::invalid("draft", msg!("live-no-drafts")))
    }
}
