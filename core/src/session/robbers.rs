//! The Robbers on the table (Mini 6, reference 0.3.2): where a robber may be placed
//! (a space with another player's scoring figure, during the turns), which scoring
//! of a round it robs (the first eligible one; its owner chooses among several
//! figures), and the robbers left on the track when the game is finished. What a
//! steal is worth is [`crate::rules::robbers`].

use crate::l10n::Message;
use crate::msg;
use crate::rules::{self, Award, Category, Floor};
use crate::ruleset::Element;
use crate::{Error, Result};

use super::checks::require_no_prompt;
use super::command::FigureChoices;
use super::figures::{choose_figure, move_figure};
use super::settling::{Moved, Settling};
use super::setup::GameSetup;
use super::state::{AppliedAward, Phase, Prompt, RobberCandidate, TableState};

/// The spaces `owner`'s robber may be placed on: those holding another player's
/// scoring figure, in track order.
pub fn placeable_spaces(table: &TableState, owner: usize) -> Vec<u32> {
    let mut spaces: Vec<u32> = table
        .players
        .iter()
        .enumerate()
        .filter(|(index, _)| *index != owner)
        .flat_map(|(_, player)| player.figures.iter().map(|figure| figure.space))
        .collect();
    spaces.sort_unstable();
    spaces.dedup();
    spaces
}

/// Why no robber may be placed now, if none may.
pub(crate) fn placing_refused(setup: &GameSetup, table: &TableState) -> Option<Error> {
    if !setup.ruleset.has(Element::Robbers) {
        let reason = msg!("needs-elements", elements = Message::verbatim("mini6_robbers"));
        return Some(Error::NotAvailable { item: "robbers".to_owned(), reason });
    }
    match table.phase {
        Phase::Playing => require_no_prompt(table).err(),
        Phase::EndGame => Some(Error::EndGameStarted { what: msg!("what-placing-a-robber") }),
        Phase::Finished => Some(Error::GameFinished),
    }
}

/// Puts `owner`'s robber on `space` (moving it if it is already on the track).
///
/// # Errors
/// Robbers not in play, the end-game scoring or a finished game, a pending prompt,
/// an unknown player, a space off the track or one without another player's figure.
pub(crate) fn place(setup: &GameSetup, next: &mut TableState, owner: &str, space: u32) -> Result<()> {
    if let Some(error) = placing_refused(setup, next) {
        return Err(error);
    }
    let owner = setup.index_of(owner)?;
    if space >= 50 {
        return Err(Error::invalid("space", msg!("robber-space-off-track", space = space)));
    }
    if !placeable_spaces(next, owner).contains(&space) {
        return Err(Error::invalid("space", msg!("robber-space-no-figure", space = space)));
    }
    next.players[owner].robber = Some(space);
    Ok(())
}

/// The owners whose robber is on the track, in turn order; robbers only act during
/// the turns (those still on the track at the end score at the finish).
pub(crate) fn watching(table: &TableState) -> Vec<usize> {
    if table.phase != Phase::Playing {
        return Vec::new();
    }
    (0..table.players.len()).filter(|&owner| table.players[owner].robber.is_some()).collect()
}

/// The figures a robber may steal from in this round: other players' figures that
/// stood on its space and moved forward by primary points.
pub(super) fn candidates<'a>(table: &TableState, owner: usize, settling: &'a Settling) -> Vec<&'a Moved> {
    let Some(space) = table.players[owner].robber else { return Vec::new() };
    settling
        .moved
        .iter()
        .filter(|moved| {
            rules::robbers::robs(space, crate::track::space_of(moved.from), moved.points, moved.player == owner)
        })
        .collect()
}

/// Settles the round's robbers in turn order. Where several figures qualify, the
/// owner is asked (a pending [`Prompt::RobberChoice`]) and settling stops there.
///
/// # Errors
/// Only what moving a figure can raise.
pub(crate) fn rob(setup: &GameSetup, next: &mut TableState, settling: &mut Settling) -> Result<Vec<AppliedAward>> {
    let mut applied = Vec::new();
    while let Some(&owner) = settling.robbers_left.first() {
        let found: Vec<Moved> = candidates(next, owner, settling).into_iter().cloned().collect();
        match found.as_slice() {
            [] => {
                settling.robbers_left.remove(0);
            }
            [victim] => {
                applied.push(steal(setup, next, owner, victim, settling, None)?);
                settling.robbers_left.remove(0);
            }
            several => {
                let space = next.players[owner].robber.unwrap_or_default();
                let mut candidates: Vec<RobberCandidate> = Vec::new();
                for moved in several {
                    let player = next.players[moved.player].id.clone();
                    if !candidates.iter().any(|candidate| candidate.player == player) {
                        candidates.push(RobberCandidate { player: player.to_string(), points: moved.points });
                    }
                }
                if candidates.len() == 1 {
                    // Both figures of one player: the first eligible scoring is robbed.
                    applied.push(steal(setup, next, owner, &several[0], settling, None)?);
                    settling.robbers_left.remove(0);
                    continue;
                }
                next.pending =
                    Some(Prompt::RobberChoice { owner: next.players[owner].id.to_string(), space, candidates });
                return Ok(applied);
            }
        }
    }
    Ok(applied)
}

pub(super) fn steal(
    setup: &GameSetup,
    next: &mut TableState,
    owner: usize,
    victim: &Moved,
    settling: &mut Settling,
    figure: Option<u32>,
) -> Result<AppliedAward> {
    let row = rules::robbers::steal(&next.players[victim.player].name, victim.points);
    let owner_id = next.players[owner].id.clone();
    let award = Award { player: owner_id.to_string(), points: row.points, rows: vec![row], floor: Floor::Zero };
    let chosen = figure.or_else(|| settling.figures.get(owner_id.as_str()).copied());
    let dispatch_possible = owner == next.active && setup.ruleset.has(Element::Messages);
    let figure = choose_figure(next, owner, chosen.as_ref(), award.points, dispatch_possible)?;
    let (mut result, from) = move_figure(setup, next, owner, figure, &award, Category::Robbers)?;
    result.subject = Some(rules::robbers::STEAL.into());
    next.players[owner].robber = None;
    settling.dispatch_moves.push(Moved { player: owner, figure, from, points: award.points });
    Ok(result)
}

/// At the finish: each robber still on the track scores `after_game.robber_remaining`
/// for its owner, on the figure the owner chose, and goes home.
///
/// # Errors
/// A figure an owner does not have.
pub(crate) fn remaining(
    setup: &GameSetup,
    next: &mut TableState,
    figures: &FigureChoices,
) -> Result<Vec<AppliedAward>> {
    let owners: Vec<&str> =
        next.players.iter().filter(|player| player.robber.is_some()).map(|player| player.id.as_str()).collect();
    if owners.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<&str> = next.players.iter().map(|player| player.id.as_str()).collect();
    let score = rules::robbers::left_on_track(&setup.ruleset, &ids, &owners)?;
    let mut applied = Vec::new();
    for award in &score.awards {
        let owner = setup.index_of(&award.player)?;
        let figure = choose_figure(next, owner, figures.get(&award.player), award.points, false)?;
        let (mut result, _) = move_figure(setup, next, owner, figure, award, Category::Robbers)?;
        result.subject = Some(rules::robbers::LEFT_ON_TRACK.into());
        next.players[owner].robber = None;
        applied.push(result);
    }
    Ok(applied)
}
