//! The Robbers (Mini 6, reference 0.3.2): placing a robber beside another player's
//! figure, stealing half of that figure's next primary points (rounded up; the
//! robbed player keeps everything), the owner's choice among several figures, and
//! the 3 points of a robber still on the track at the end.

use crate::rules::breakdown::half_rounded_up;
use crate::rules::{Award, Category, Floor, Row};
use crate::ruleset::Element;
use crate::{Error, Result};

use super::fold::{self, Moved, Round};
use super::setup::GameSetup;
use super::state::{AppliedAward, Phase, Prompt, RobberCandidate, TableState};

/// Puts `owner`'s robber on `space` (moving it if it is already on the track).
///
/// # Errors
/// Robbers not in play, an unknown player, a space off the track or one without
/// another player's figure, a pending prompt, a finished game.
pub(crate) fn place(setup: &GameSetup, next: &mut TableState, owner: &str, space: u8) -> Result<()> {
    if !setup.ruleset.has(Element::Robbers) {
        return Err(Error::InvalidCommand { reason: "robbers need mini6_robbers".to_owned() });
    }
    if next.phase == Phase::Finished {
        return Err(Error::InvalidCommand { reason: "the game is finished: reopen it first".to_owned() });
    }
    fold::require_no_prompt(next)?;
    let owner = setup.index_of(owner)?;
    if space >= 50 {
        return Err(Error::invalid("space", format!("the track has spaces 0 to 49, not {space}")));
    }
    let watched = next
        .players
        .iter()
        .enumerate()
        .any(|(index, player)| index != owner && player.figures.iter().any(|figure| figure.space == space));
    if !watched {
        return Err(Error::invalid("space", format!("no other player's scoring figure stands on space {space}")));
    }
    next.players[owner].robber = Some(space);
    Ok(())
}

/// The figures a robber may steal from in this round: other players' figures that
/// stood on its space and moved forward by primary points.
fn candidates<'a>(next: &TableState, owner: usize, round: &'a Round) -> Vec<&'a Moved> {
    let Some(space) = next.players[owner].robber else { return Vec::new() };
    round
        .moved
        .iter()
        .filter(|moved| moved.player != owner && crate::track::space_of(moved.from) == space && moved.points > 0)
        .collect()
}

/// Settles the round's robbers in turn order. Where several figures qualify, the
/// owner is asked (a pending [`Prompt::RobberChoice`]) and settling stops there.
///
/// # Errors
/// Only what moving a figure can raise.
pub(crate) fn settle(next: &mut TableState, round: &mut Round) -> Result<Vec<AppliedAward>> {
    let mut applied = Vec::new();
    while let Some(&owner) = round.robbers_left.first() {
        let found: Vec<Moved> = candidates(next, owner, round).into_iter().cloned().collect();
        match found.as_slice() {
            [] => {
                round.robbers_left.remove(0);
            }
            [victim] => {
                applied.push(steal(next, owner, victim, round)?);
                round.robbers_left.remove(0);
            }
            several => {
                let space = next.players[owner].robber.unwrap_or_default();
                let candidates = several
                    .iter()
                    .map(|moved| RobberCandidate {
                        player: next.players[moved.player].id.clone(),
                        points: moved.points,
                    })
                    .collect();
                next.pending = Some(Prompt::RobberChoice { owner: next.players[owner].id.clone(), space, candidates });
                return Ok(applied);
            }
        }
    }
    Ok(applied)
}

fn steal(next: &mut TableState, owner: usize, victim: &Moved, round: &mut Round) -> Result<AppliedAward> {
    let stolen = half_rounded_up(victim.points);
    let victim_id = next.players[victim.player].id.clone();
    let row = Row::new(
        "robbers.steal",
        format!("Robber: half of {victim_id}'s {} points, rounded up", victim.points),
        victim.points,
        stolen,
    );
    let award = Award { player: next.players[owner].id.clone(), points: stolen, rows: vec![row], floor: Floor::Zero };
    let figure = fold::default_figure(next, owner, stolen, owner == next.active);
    let (result, from) = fold::move_figure(next, owner, figure, &award, Category::Robbers)?;
    next.players[owner].robber = None;
    round.dispatch_moves.push(Moved { player: owner, figure, from, points: stolen });
    Ok(result)
}

/// The robber's owner picks the victim of a pending choice; the round then goes on.
///
/// # Errors
/// No choice pending, or a victim who is not a candidate.
pub(crate) fn choose(setup: &GameSetup, next: &mut TableState, victim: &str) -> Result<Vec<AppliedAward>> {
    let Some(Prompt::RobberChoice { owner, .. }) = next.pending.clone() else {
        return Err(Error::InvalidCommand { reason: "no robber is waiting for a choice".to_owned() });
    };
    let owner = setup.index_of(&owner)?;
    let victim_index = setup.index_of(victim)?;
    let Some(mut round) = next.round.take() else {
        return Err(Error::InvalidCommand { reason: "no robber is waiting for a choice".to_owned() });
    };
    let Some(chosen) = candidates(next, owner, &round).into_iter().find(|moved| moved.player == victim_index).cloned()
    else {
        next.round = Some(round);
        return Err(Error::invalid("victim", format!("{victim} did not score from the robber's space this round")));
    };
    next.pending = None;
    let mut applied = vec![steal(next, owner, &chosen, &mut round)?];
    round.robbers_left.remove(0);
    applied.extend(settle(next, &mut round)?);
    if next.pending.is_some() {
        next.round = Some(round);
    } else {
        fold::check_dispatch(setup, next, &round.dispatch_moves);
    }
    Ok(applied)
}

/// At the end: each robber still on the track scores 3 for its player
/// (`after_game.robber_remaining`) and goes home.
///
/// # Errors
/// Only what moving a figure can raise.
pub(crate) fn remaining(next: &mut TableState) -> Result<Vec<AppliedAward>> {
    let mut applied = Vec::new();
    for owner in 0..next.players.len() {
        if next.players[owner].robber.take().is_some() {
            let row = Row::new("after_game.robber_remaining", "Robber still on the scoring track", 1, 3);
            let award =
                Award { player: next.players[owner].id.clone(), points: 3, rows: vec![row], floor: Floor::Zero };
            applied.push(fold::move_figure(next, owner, 0, &award, Category::Robbers)?.0);
        }
    }
    Ok(applied)
}
