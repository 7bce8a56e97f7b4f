//! Scoring rounds: what one moment of the table scores together (one tile's
//! completed road and city, the events of one step, a dispatch), moved onto the
//! track and then settled once (reference 0.3.1, 0.3.2, 0.5):
//!
//! 1. every item is scored and its awards move the figures the receivers chose
//!    (Messages: "a player who receives points chooses which figure moves");
//! 2. the robbers take from the first eligible scoring of the round (their
//!    owner chooses among several figures, `Prompt::RobberChoice`);
//! 3. if one of the active player's figures moved and stopped on a dark space, one
//!    dispatch is drawn, "even if both of your scoring figures ended on dark spaces".

use crate::rules::{self, Award, Category, PlayerInputs, Score, Step, When};
use crate::ruleset::Element;
use crate::track;
use crate::{Error, Result};

use super::command::{DispatchChoice, FeatureScoring, FigureChoices, MAX_ROUND_ITEMS, RoundItem};
use super::fold::{all_players, require_no_prompt};
use super::setup::GameSetup;
use super::state::{AppliedAward, FigureState, LogItem, Phase, Prompt, TableState, add_to_category};
use super::{events, robbers};

/// A figure moved forward in the current round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Moved {
    pub player: usize,
    pub figure: usize,
    pub from: i64,
    pub points: i64,
}

/// A round being settled: the primary points that moved (robbers may steal from
/// those), the robbers still to settle, every forward move including stolen points
/// (a dispatch may follow from those), and the figures the players chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Settling {
    pub moved: Vec<Moved>,
    pub robbers_left: Vec<usize>,
    pub dispatch_moves: Vec<Moved>,
    pub figures: FigureChoices,
}

/// One item scored and ready to move figures.
struct Scored {
    subject: &'static str,
    name: &'static str,
    when: When,
    step: Step,
    category: Category,
    size: Option<i64>,
    awards: Vec<Award>,
    figures: FigureChoices,
    /// An event, counted towards its limits.
    is_event: bool,
}

/// The moment a feature is scored at when the command does not say: completed
/// during the turns, incomplete once the end-game scoring has begun.
pub(crate) fn moment_of(phase: Phase) -> When {
    match phase {
        Phase::Playing => When::Completed,
        Phase::EndGame | Phase::Finished => When::EndOfGame,
    }
}

/// Scores `items` as one round on `next`, filling `item`.
///
/// # Errors
/// Any item's refusal (the first), items of different steps, an empty or too large
/// round, a pending prompt, a finished game; nothing changes.
pub(crate) fn score(
    setup: &GameSetup,
    next: &mut TableState,
    item: &mut LogItem,
    items: &[RoundItem],
    round_figures: &FigureChoices,
) -> Result<()> {
    if next.phase == Phase::Finished {
        return Err(Error::GameFinished);
    }
    require_no_prompt(next)?;
    if items.is_empty() {
        return Err(Error::invalid("items", "a scoring round scores at least one feature or event"));
    }
    if items.len() > MAX_ROUND_ITEMS {
        return Err(Error::invalid("items", format!("a scoring round holds at most {MAX_ROUND_ITEMS} items")));
    }
    check_players(setup, round_figures)?;
    let mut scored = Vec::with_capacity(items.len());
    for round_item in items {
        let entry = match round_item {
            RoundItem::Feature(scoring) => feature(setup, next, scoring)?,
            RoundItem::Event(recording) => {
                let event = events::check(next, recording)?;
                let players = all_players(setup, &recording.players)?;
                let score = event.def.score(&setup.ruleset, &event.inputs, &players)?;
                require_someone(&score, event.def.name, recording.nobody_scores)?;
                events::check_paid_once(event.def, next, &score)?;
                Scored {
                    subject: event.def.key,
                    name: event.def.name,
                    when: event.def.when(),
                    step: event.step,
                    category: event.def.category,
                    size: None,
                    awards: score.awards,
                    figures: recording.figures.clone(),
                    is_event: true,
                }
            }
        };
        check_players(setup, &entry.figures)?;
        if let Some(first) = scored.first().map(|first: &Scored| (first.step, first.name))
            && first.0 != entry.step
        {
            return Err(Error::invalid(
                "items",
                format!(
                    "a scoring round scores one step: {} belongs to {}, {} to {}",
                    first.1,
                    first.0.code(),
                    entry.name,
                    entry.step.code()
                ),
            ));
        }
        scored.push(entry);
    }
    let step = scored[0].step;
    if step != Step::AnyTime {
        next.step = step;
    }
    item.step = step;
    if let [only] = scored.as_slice() {
        item.subject = Some(only.subject.to_owned());
    }
    item.summary = scored.iter().map(summary).collect::<Vec<_>>().join("; ");
    let mut moved = Vec::new();
    for (position, entry) in scored.iter().enumerate() {
        for award in &entry.awards {
            let index = setup.index_of(&award.player)?;
            let chosen = entry.figures.get(&award.player).or_else(|| round_figures.get(&award.player));
            let dispatch_possible = index == next.active && setup.ruleset.has(Element::Messages);
            let figure = choose_figure(next, index, chosen, award.points, dispatch_possible)?;
            let (mut applied, from) = move_figure(setup, next, index, figure, award, entry.category)?;
            applied.subject = Some(entry.subject.to_owned());
            applied.size = entry.size;
            applied.item = u32::try_from(position).ok();
            if applied.moved > 0 {
                moved.push(Moved { player: index, figure, from, points: award.points });
            }
            item.awards.push(applied);
        }
        // Events count towards their limits; features scored at the end towards the
        // end-game walkthrough.
        if entry.is_event || entry.when == When::EndOfGame {
            let players = entry.awards.iter().map(|award| award.player.as_str());
            next.recorded.note(entry.subject, next.turn, players);
        }
    }
    let settling = Settling {
        dispatch_moves: moved.clone(),
        moved,
        robbers_left: robbers::watching(next),
        figures: round_figures.clone(),
    };
    item.awards.extend(settle(setup, next, settling)?);
    Ok(())
}

/// Resolves the pending dispatch: its points move a figure as a round of their
/// own, which may draw the next dispatch (reference 0.3.1 #5).
///
/// # Errors
/// No dispatch pending, the choice's own validation, a figure that does not exist.
pub(crate) fn resolve_dispatch(
    setup: &GameSetup,
    next: &mut TableState,
    item: &mut LogItem,
    choice: &DispatchChoice,
    figure: Option<u32>,
) -> Result<()> {
    let Some(Prompt::Dispatch { player, .. }) = next.pending.clone() else {
        return Err(Error::NoPrompt { question: "dispatch".to_owned() });
    };
    let players: Vec<PlayerInputs> = setup.players.iter().map(|seat| PlayerInputs::new(seat.id())).collect();
    let award = rules::messages::score(&setup.ruleset, &player, &players, choice)?;
    let tile = rules::messages::find_tile(&choice.tile)?;
    next.pending = None;
    item.subject = Some(tile.rule.to_owned());
    item.summary = format!("Dispatch for {player}: {} ({:+})", tile.name, award.points);
    let index = setup.index_of(&player)?;
    let figure = choose_figure(next, index, figure.as_ref(), award.points, true)?;
    let (mut applied, from) = move_figure(setup, next, index, figure, &award, Category::Dispatches)?;
    applied.subject = Some(tile.rule.to_owned());
    let moved: Vec<Moved> = (applied.moved > 0)
        .then_some(Moved { player: index, figure, from, points: award.points })
        .into_iter()
        .collect();
    item.awards.push(applied);
    let chosen: FigureChoices = figure_choice(&player, figure);
    let settling =
        Settling { dispatch_moves: moved.clone(), moved, robbers_left: robbers::watching(next), figures: chosen };
    item.awards.extend(settle(setup, next, settling)?);
    Ok(())
}

fn figure_choice(player: &str, figure: usize) -> FigureChoices {
    [(player.to_owned(), u32::try_from(figure).unwrap_or(0))].into_iter().collect()
}

/// Settles the robbers of a round, then looks for a dispatch; stops at a prompt.
///
/// # Errors
/// Only what moving a figure can raise.
pub(crate) fn settle(setup: &GameSetup, next: &mut TableState, mut settling: Settling) -> Result<Vec<AppliedAward>> {
    let applied = robbers::settle(setup, next, &mut settling)?;
    if next.pending.is_some() {
        next.round = Some(settling);
    } else {
        check_dispatch(setup, next, &settling.dispatch_moves);
    }
    Ok(applied)
}

fn feature(setup: &GameSetup, next: &TableState, scoring: &FeatureScoring) -> Result<Scored> {
    let def = rules::find_feature(&scoring.feature)?;
    let when = scoring.when.unwrap_or_else(|| moment_of(next.phase));
    let step = match (when, next.phase) {
        (When::Completed, Phase::Playing) => Step::ScoreFeatures,
        (When::EndOfGame, Phase::EndGame) => Step::EndOfGame,
        (When::Completed, _) => {
            return Err(Error::EndGameStarted { what: "a feature completed during the game".to_owned() });
        }
        (When::EndOfGame, _) => {
            return Err(Error::EndGameNotStarted { what: "incomplete features are scored".to_owned() });
        }
    };
    if let Some(given) = scoring.step
        && given != step
    {
        return Err(Error::invalid(
            "step",
            format!("a feature is scored at step {}, not {}", step.code(), given.code()),
        ));
    }
    let players = all_players(setup, &scoring.players)?;
    let score = def.score(&setup.ruleset, when, &scoring.inputs, &players)?;
    require_someone(&score, def.name, scoring.nobody_scores)?;
    let size = match scoring.inputs.get("tiles") {
        Some(rules::InputValue::Int(tiles)) => Some(*tiles),
        _ => None,
    };
    Ok(Scored {
        subject: def.key,
        name: def.name,
        when,
        step,
        category: def.category,
        size,
        awards: score.awards,
        figures: scoring.figures.clone(),
        is_event: false,
    })
}

/// Refuses a scoring that gives nobody anything unless the players said so.
fn require_someone(score: &Score, name: &str, confirmed: bool) -> Result<()> {
    if score.awards.is_empty() && !confirmed {
        return Err(Error::NobodyScores {
            item: name.to_lowercase(),
            hint: "name the players with followers on it (or confirm that nobody scores to record it anyway)"
                .to_owned(),
        });
    }
    Ok(())
}

fn check_players(setup: &GameSetup, figures: &FigureChoices) -> Result<()> {
    figures.keys().try_for_each(|player| setup.index_of(player).map(|_| ()))
}

/// "City: red +12, blue +12"; "City (at the end): no points".
fn summary(entry: &Scored) -> String {
    let when = entry.when.pick("", " (at the end)");
    if entry.awards.is_empty() {
        return format!("{}{when}: no points", entry.name);
    }
    let parts: Vec<String> = entry.awards.iter().map(|award| format!("{} {:+}", award.player, award.points)).collect();
    format!("{}{when}: {}", entry.name, parts.join(", "))
}

/// After a round: if one of the active player's figures moved forward and stopped on
/// a dark space (and, with the ZMG rule, no other player's figure stands there), a
/// dispatch is pending. Dispatches belong to the turns, not the end-game scoring.
pub(crate) fn check_dispatch(setup: &GameSetup, next: &mut TableState, moved: &[Moved]) {
    if !setup.ruleset.has(Element::Messages) || next.phase != Phase::Playing {
        return;
    }
    let active = next.active;
    let zmg = setup.ruleset.variants().messages_zmg;
    let found = moved.iter().filter(|entry| entry.player == active).find_map(|entry| {
        let space = next.players[active].figures[entry.figure].space;
        let crowded = next
            .players
            .iter()
            .enumerate()
            .any(|(index, player)| index != active && player.figures.iter().any(|other| other.space == space));
        let dark = u8::try_from(space).is_ok_and(track::is_dark);
        (dark && !(zmg && crowded)).then_some((entry.figure, space))
    });
    if let Some((figure, space)) = found {
        let figure = u32::try_from(figure).unwrap_or(0);
        next.pending = Some(Prompt::Dispatch { player: next.players[active].id.clone(), figure, space });
    }
}

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
            format!("{} has {count} scoring figure(s), not a figure {}", table.players[player].id, figure + 1),
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
        player: state.id.clone(),
        points: award.points,
        score: from,
    })?;
    state.figures[figure] = FigureState::at(to, messages);
    state.score = state.figures.iter().map(|figure| figure.points).sum();
    add_to_category(&mut state.by_category, category, to - from);
    let applied = AppliedAward {
        player: award.player.clone(),
        figure: u32::try_from(figure).unwrap_or(0),
        points: award.points,
        moved: to - from,
        floor: award.floor,
        category,
        subject: None,
        size: None,
        item: None,
        rows: award.rows.clone(),
    };
    Ok((applied, from))
}
