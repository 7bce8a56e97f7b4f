//! What the table asks of a turn-step event or an end-game item before it is
//! scored in a round: the moment (turns or end-game scoring), the step it belongs
//! to (fixed by the reference, or chosen where it belongs to several), items the
//! game scores by itself, how often it may be recorded, and rows that belong to
//! the active player.

use crate::l10n::{Conjunction, Message};
use crate::msg;
use crate::rules::events::{EventDef, Limit, find_event};

use crate::rules::{Inputs, Score, Step};
use crate::{Error, Result};

use super::command::EventRecording;
use super::state::{Phase, TableState};

/// An event that may be recorded now, with its step and its inputs (the active
/// player filled in where the row is theirs).
pub(crate) struct Checked {
    pub def: &'static EventDef,
    pub step: Step,
    pub inputs: Inputs,
}

/// Checks `recording` against the table.
///
/// # Errors
/// An unknown event, the wrong moment or step, an automatic item, a limit reached,
/// another player in an active player's row.
pub(crate) fn check(table: &TableState, recording: &EventRecording) -> Result<Checked> {
    let def = find_event(&recording.event)?;
    match (def.is_end_of_game(), table.phase) {
        (true, Phase::EndGame) | (false, Phase::Playing) => {}
        (_, Phase::Finished) => return Err(Error::GameFinished),
        (true, Phase::Playing) => {
            return Err(Error::EndGameNotStarted { what: msg!("what-item-is-scored", item = def.title()) });
        }
        (false, Phase::EndGame) => {
            return Err(Error::EndGameStarted { what: msg!("what-item-belongs-to-turns", item = def.title()) });
        }
    }
    if def.automatic {
        return Err(Error::ScoredAutomatically { item: def.title(), reason: msg!("reason-scored-when-finished") });
    }
    let step = step_of(def, recording.step)?;
    if step == Step::BeginTurn && table.turn_part == 2 {
        return Err(Error::invalid("step", msg!("step-1a-first-part-only")));
    }
    let active = &table.active_player().id;
    let name_of = |id: &str| table.player(id).map_or_else(|| id.to_owned(), |player| player.name.to_string());
    let inputs = def.with_active_player(&recording.inputs, active, &name_of)?;
    check_limit(def, table)?;
    Ok(Checked { def, step, inputs })
}

/// The step of an event: its only one, or the one given among several.
fn step_of(def: &EventDef, given: Option<Step>) -> Result<Step> {
    match (def.steps, given) {
        ([only], None) => Ok(*only),
        (steps, Some(given)) if steps.contains(&given) => Ok(given),
        (steps, given) => {
            let codes = Message::list(Conjunction::Or, steps.iter().map(|step| Message::verbatim(step.code())));
            let reason = match given {
                Some(given) => msg!("step-wrong", item = def.title(), steps = codes, given = given.code()),
                None => msg!("step-say-which", item = def.title(), steps = codes),
            };
            Err(Error::invalid("step", reason))
        }
    }
}

/// Refuses a recording beyond the event's [`Limit`]; once per player is checked
/// against the players the recording pays ([`check_paid_once`]).
fn check_limit(def: &'static EventDef, table: &TableState) -> Result<()> {
    let already = |limit: Message| Error::AlreadyRecorded { item: def.title(), limit };
    match def.limit {
        Limit::OncePerTurn if table.recorded.in_turn(def.key, table.turn) => Err(already(msg!("limit-once-per-turn"))),
        Limit::OncePerGame if table.recorded.total(def.key) > 0 => Err(already(msg!("limit-once-per-game"))),
        _ => Ok(()),
    }
}

/// Refuses a once-per-player item that would pay a player it already paid.
pub(crate) fn check_paid_once(def: &EventDef, table: &TableState, score: &Score) -> Result<()> {
    if def.limit != Limit::OncePerPlayer {
        return Ok(());
    }
    match score.awards.iter().find(|award| table.recorded.awarded(def.key, &award.player)) {
        Some(award) => Err(Error::AlreadyRecorded {
            item: def.title(),
            limit: msg!("limit-once-per-player-taken", player = super::checks::name_in(table, &award.player)),
        }),
        None => Ok(()),
    }
}
