//! What every move of the game checks first: the phase it belongs to, no question
//! pending, the players it names; and the moment a feature counts at in each phase.

use crate::l10n::Message;
use crate::msg;
use crate::rules::{PlayerInputs, When};
use crate::{Error, Result};

use super::setup::GameSetup;
use super::state::{Phase, Prompt, TableState};

/// The moment a feature is scored at when the command does not say: completed
/// during the turns, incomplete once the end-game scoring has begun.
pub(crate) fn moment_of(phase: Phase) -> When {
    match phase {
        Phase::Playing => When::Completed,
        Phase::EndGame | Phase::Finished => When::EndOfGame,
    }
}

/// Refuses what belongs to the turns once they are over.
pub(crate) fn require_playing(table: &TableState, what: Message) -> Result<()> {
    match table.phase {
        Phase::Playing => Ok(()),
        Phase::EndGame => Err(Error::EndGameStarted { what }),
        Phase::Finished => Err(Error::GameFinished),
    }
}

/// Refuses anything but the answer while the game waits on a question, naming the
/// player asked.
pub(crate) fn require_no_prompt(table: &TableState) -> Result<()> {
    let (asked, question) = match &table.pending {
        None => return Ok(()),
        Some(Prompt::Dispatch { player, .. }) => (player, msg!("prompt-dispatch-to-resolve")),
        Some(Prompt::RobberChoice { owner, .. }) => (owner, msg!("prompt-robber-choice")),
    };
    Err(Error::PromptPending { player: name_in(table, asked), question })
}

/// The name of the player whose id is `id` at this table (the id itself for none).
pub(crate) fn name_in(table: &TableState, id: &str) -> String {
    table
        .players
        .iter()
        .find(|player| *player.id == *id)
        .map_or_else(|| id.to_owned(), |player| player.name.to_string())
}

/// The per-player inputs of every game player, in turn order: those given, and an
/// empty entry for the others.
///
/// # Errors
/// [`Error::UnknownPlayer`] or [`Error::DuplicatePlayer`].
pub(crate) fn all_players(setup: &GameSetup, given: &[PlayerInputs]) -> Result<Vec<PlayerInputs>> {
    let mut players: Vec<PlayerInputs> = setup.players.iter().map(|player| PlayerInputs::new(player.id())).collect();
    let mut seen = vec![false; players.len()];
    for entry in given {
        let index = setup.index_of(&entry.id)?;
        if std::mem::replace(&mut seen[index], true) {
            return Err(Error::DuplicatePlayer { player: entry.id.clone() });
        }
        players[index] = entry.clone();
    }
    Ok(players)
}
