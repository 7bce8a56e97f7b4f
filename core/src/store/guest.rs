//! What a scorer link — a guest at the table, recording from another phone — may
//! write, and whether what it saw still holds when its write arrives (DESIGN.md
//! principle 7: the host only turns these answers into HTTP statuses).
//!
//! - **Powers.** A guest records scoring (features, events, rounds), answers the
//!   question the game waits on (a dispatch, a robber's victim), places robbers,
//!   ends the turn (and takes the builder's second part), and takes back its own
//!   last entry. Reopening, deleting or editing entries, redoing, correcting a score
//!   by hand, and ending the game (the end-game scoring, the final standings) stay
//!   with the host: [`Error::HostOnly`].
//! - **What it saw.** Every write names the entry the guest's table showed
//!   (`seen`). When the game moved on since, the write is refused with what changed
//!   ([`Error::ChangedElsewhere`]) if the move changes what it means: another turn,
//!   another phase or another question waiting (an `end_turn` meant for Ann's turn
//!   must not end Ben's), other figures on the space a robber is placed on, or
//!   another entry for an undo to take back. A scoring recorded meanwhile by another
//!   phone in the same turn changes nothing of the sort: both are recorded.

use crate::l10n::Message;
use crate::msg;
use crate::session::{Command, Game, LogChange, TableState};
use crate::{Error, Result};

/// Refuses a command a scorer link may not give.
///
/// # Errors
/// [`Error::HostOnly`] naming what stays with the host.
pub fn scorer_may_give(command: &Command) -> Result<()> {
    let host_only = match command {
        Command::ScoreFeature(_)
        | Command::RecordEvent(_)
        | Command::ScoreRound(_)
        | Command::PlaceRobber { .. }
        | Command::ChooseRobberVictim { .. }
        | Command::ResolveDispatch { .. }
        | Command::EndTurn
        | Command::SecondPart
        | Command::Undo => return Ok(()),
        Command::Correct { .. } => "correct",
        Command::StartEndGame => "start_end_game",
        Command::Finish { .. } => "finish",
        Command::Reopen => "reopen",
        Command::Redo => "redo",
        Command::Edit { .. } => "edit",
        Command::Delete { .. } => "delete",
    };
    Err(Error::HostOnly { reason: msg!("live-host-only-command", command = host_only) })
}

/// Refuses an undo whose entry (the last of the effective log) was not recorded by
/// the guest: `recorder` is the link that recorded it, `None` for the host.
///
/// # Errors
/// [`Error::HostOnly`] naming the entry.
pub fn undo_is_own(game: &Game, link_id: i64, recorder: Option<i64>) -> Result<()> {
    let Some(last) = game.log().last() else { return Ok(()) };
    if recorder == Some(link_id) {
        return Ok(());
    }
    Err(Error::HostOnly { reason: msg!("live-host-only-undo", seq = last.seq, summary = last.summary.clone()) })
}

/// Refuses `command` when the game moved on since the guest saw entry `seen` in a
/// way that changes what the command means; says what changed.
///
/// Only a write that races another pays for it: the game as it was at `seen` is
/// replayed from its entries.
///
/// # Errors
/// [`Error::ChangedElsewhere`] with the entries new or gone since `seen`;
/// [`Error::InvalidInput`] on `seen` for an entry the game has not reached.
pub fn seen_still_holds(game: &Game, seen: u64, command: &Command) -> Result<()> {
    let now = game.entries().len() as u64;
    if seen == now {
        return Ok(());
    }
    if seen > now {
        return Err(Error::invalid("seen", msg!("live-seen-ahead", seen = seen, now = now)));
    }
    let then = Game::from_entries(game.setup().clone(), game.entries()[..seen as usize].iter().cloned())?;
    if !means_the_same(&then, game, command) {
        let changes = what_changed(&then, game);
        return Err(Error::ChangedElsewhere {
            reason: msg!("live-changed-since-seen", seen = seen, changes = changes),
        });
    }
    Ok(())
}

/// Whether `command`, given on the table of `then`, means the same on the table of
/// `now`.
fn means_the_same(then: &Game, now: &Game, command: &Command) -> bool {
    let (before, after) = (then.table(), now.table());
    match command {
        Command::Undo => then.log().last().map(|item| item.seq) == now.log().last().map(|item| item.seq),
        Command::PlaceRobber { space, .. } => {
            same_moment(before, after) && on_space(before, *space) == on_space(after, *space)
        }
        _ => same_moment(before, after),
    }
}

/// The same turn (and part of it), the same phase and the same question waiting.
fn same_moment(before: &TableState, after: &TableState) -> bool {
    before.phase == after.phase
        && before.turn == after.turn
        && before.turn_part == after.turn_part
        && before.active == after.active
        && before.pending == after.pending
}

/// Which players have a scoring figure on `space`, in turn order.
fn on_space(table: &TableState, space: u32) -> Vec<&str> {
    table
        .players
        .iter()
        .filter(|player| player.figures.iter().any(|figure| figure.space == space))
        .map(|player| &*player.id)
        .collect()
}

/// The entries new, changed or gone between `then` and `now`, in entry order.
fn what_changed(then: &Game, now: &Game) -> Message {
    let LogChange::Replace { removed, changed } = crate::session::game::difference(then.log(), now.log()) else {
        return Message::join("list-semicolon", std::iter::empty());
    };
    let mut changes: Vec<(u64, Message)> =
        removed.iter().map(|seq| (*seq, msg!("changed-elsewhere-gone", seq = *seq))).collect();
    for item in changed {
        let message = if then.log().iter().any(|old| old.seq == item.seq) {
            msg!("changed-elsewhere-now", seq = item.seq, summary = item.summary)
        } else {
            msg!("changed-elsewhere-new", seq = item.seq, summary = item.summary)
        };
        changes.push((item.seq, message));
    }
    changes.sort_by_key(|(seq, _)| *seq);
    if changes.is_empty() {
        // Entries undone and redone: the log reads as it did, the table does not.
        let last = now.entries().len() as u64;
        changes
            .push((last, msg!("live-changed-since-seen-entries", from = then.entries().len() as u64 + 1, to = last)));
    }
    Message::join("list-semicolon", changes.into_iter().map(|(_, message)| message))
}
