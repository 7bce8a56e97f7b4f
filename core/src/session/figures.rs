//! Moving the scoring figures: which figure a receiver's points go to (the one they
//! chose, else the default of DESIGN.md's track rules: a loss off the figure with
//! more points, a gain to the one figure that would stop on a dark space), and one
//! award moved on the track under its floor (Appendix 1).

use crate::msg;
use crate::rules::{Award, Category, Row};
use crate::ruleset::Element;
use crate::track;
use crate::{Error, Result};

use super::setup::GameSetup;
use super::state::{AppliedAward, FigureState, TableState, add_to_category};

/// The figure a player's points go to: the one they chose (checked), else the
/// default.
///
/// # Errors
/// [`Error::InvalidInput`] on `figure` for a figure the player does not have.
pub(crate) fn choose_figure(
    table: &TableState,
    player: usize,
    chosen: Option<&u32>,
    points: i64,
    dispatch_possible: bool,
) -> Result<usize> {
    let count = table.players[player].figures.len();
    match chosen {
        Some(&figure) if (figure as usize) < count => Ok(figure as usize),
        Some(&figure) => Err(Error::invalid(
            "figure",
            msg!("figure-out-of-range", player = &table.players[player].name, count = count, figure = figure + 1),
        )),

        None => Ok(default_figure(table, player, points, dispatch_possible)),
    }
}

/// Which figure takes points when the receiver does not say: a loss comes off the
/// figure with more points; a gain goes to the figure that would stop on a dark
/// space if exactly one would (when a dispatch is possible), else the first figure.
pub(crate) fn default_figure(table: &TableState, player: usize, points: i64, dispatch_possible: bool) -> usize {
    let figures = &table.players[player].figures;
    if figures.len() < 2 {
        return 0;
    }
    if points < 0 {
        return usize::from(figures[1].points > figures[0].points);
    }
    if dispatch_possible && points > 0 {
        let dark: Vec<usize> = (0..figures.len())
            .filter(|&f| track::is_dark(track::space_of(figures[f].points.saturating_add(points))))
            .collect();
        if dark.len() == 1 {
            return dark[0];
        }
    }
    0
}

/// Moves one figure by an award under its floor; returns what happened and the
/// figure's points before.
///
/// # Errors
/// [`Error::WouldGoNegative`] for a refused loss.
pub(crate) fn move_figure(
    setup: &GameSetup,
    next: &mut TableState,
    player: usize,
    figure: usize,
    award: &Award,
    category: Category,
) -> Result<(AppliedAward, i64)> {
    let messages = setup.ruleset.has(Element::Messages);
    let state = &mut next.players[player];
    let from = state.figures[figure].points;
    let to = track::move_figure(from, award.points, award.floor).map_err(|_| Error::WouldGoNegative {
        player: state.name.to_string(),
        points: award.points,
        score: from,
    })?;
    state.figures[figure] = FigureState::at(to, messages);
    state.score = state.figures.iter().map(|figure| figure.points).sum();
    add_to_category(&mut state.by_category, category, to - from);
    let applied = AppliedAward {
        player: state.id.clone(),
        name: state.name.clone(),
        figure: u32::try_from(figure).unwrap_or(0),
        points: award.points,
        moved: to - from,
        floor: award.floor,
        category,
        subject: None,
        size: None,
        item: None,
        rows: award.rows.iter().map(|row| named(row, setup)).collect(),
    };
    Ok((applied, from))
}

/// A breakdown row with the player its label names (`$player`: an id, as the rules,
/// which know no names, give it) named by name.
fn named(row: &Row, setup: &GameSetup) -> Row {
    match row.label.naming_player(|id| setup.name_of(id)) {
        Some(label) => Row { label, ..row.clone() },
        None => row.clone(),
    }
}
