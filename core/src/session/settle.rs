//! Settling a scoring round once its items have moved the figures (reference 0.3.1,
//! 0.3.2, 0.5): first the robbers take from the first eligible scoring (their owner
//! chooses among several figures, [`Prompt::RobberChoice`]), then, if one of the
//! active player's figures moved and stopped on a dark space, one dispatch is drawn
//! ([`crate::rules::messages::draws_dispatch`]). Settling stops at a question and
//! goes on when it is answered.

use crate::msg;
use crate::rules::{self, messages::DispatchStop};
use crate::ruleset::Element;
use crate::{Error, Result};

use super::robbers;
use super::settling::{Moved, Settling};
use super::setup::GameSetup;
use super::state::{AppliedAward, Phase, Prompt, TableState};

/// Settles the robbers of a round, then looks for a dispatch; stops at a prompt.
///
/// # Errors
/// Only what moving a figure can raise.
pub(crate) fn settle(setup: &GameSetup, next: &mut TableState, mut settling: Settling) -> Result<Vec<AppliedAward>> {
    let applied = robbers::rob(setup, next, &mut settling)?;
    if next.pending.is_some() {
        next.round = Some(settling);
    } else {
        check_dispatch(setup, next, &settling.dispatch_moves);
    }
    Ok(applied)
}

/// The robber's owner picks the victim of a pending choice (and the figure that
/// takes the points); the round then goes on.
///
/// # Errors
/// No choice pending, a victim who is not a candidate, a figure the owner lacks.
pub(crate) fn choose_victim(
    setup: &GameSetup,
    next: &mut TableState,
    victim: &str,
    figure: Option<u32>,
) -> Result<Vec<AppliedAward>> {
    let no_choice = || Error::NoPrompt { question: msg!("question-robber-choice") };
    let Some(Prompt::RobberChoice { owner, .. }) = next.pending.clone() else { return Err(no_choice()) };
    let owner = setup.index_of(&owner)?;
    let victim_index = setup.index_of(victim)?;
    let mut settling = next.round.take().ok_or_else(no_choice)?;
    let Some(chosen) =
        robbers::candidates(next, owner, &settling).into_iter().find(|moved| moved.player == victim_index).cloned()
    else {
        next.round = Some(settling);
        return Err(Error::invalid("victim", msg!("robber-victim-did-not-score", victim = setup.name_of(victim))));
    };
    next.pending = None;
    let mut applied = vec![robbers::steal(setup, next, owner, &chosen, &mut settling, figure)?];
    settling.robbers_left.remove(0);
    applied.extend(settle(setup, next, settling)?);
    Ok(applied)
}

/// After a round: the first of the active player's moves that draws a dispatch
/// ([`rules::messages::draws_dispatch`]) leaves one pending; one per round, "even if
/// both of your scoring figures ended on dark spaces".
pub(crate) fn check_dispatch(setup: &GameSetup, next: &mut TableState, moved: &[Moved]) {
    if !setup.ruleset.has(Element::Messages) {
        return;
    }
    let active = next.active;
    let found = moved.iter().find_map(|entry| {
        let space = next.players[entry.player].figures[entry.figure].space;
        let shared =
            next.players.iter().enumerate().any(|(index, player)| {
                index != entry.player && player.figures.iter().any(|other| other.space == space)
            });
        let stop = DispatchStop {
            space,
            points: entry.points,
            active_player: entry.player == active,
            during_turns: next.phase == Phase::Playing,
            shared,
            zmg: setup.ruleset.variants().messages_zmg,
        };
        rules::messages::draws_dispatch(stop).then_some((entry.figure, space))
    });
    if let Some((figure, space)) = found {
        let figure = u32::try_from(figure).unwrap_or(0);
        next.pending = Some(Prompt::Dispatch { player: next.players[active].id.to_string(), figure, space });
    }
}
