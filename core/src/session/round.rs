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

use std::fmt::Write as _;
use std::rc::Rc;

use crate::l10n::Message;
use crate::msg;
use crate::rules::{self, Category, PlayerInputs, Score, Step, When};
use crate::ruleset::Element;
use crate::{Error, Result};

use super::checks::{all_players, moment_of, require_no_prompt};
use super::command::{DispatchChoice, EventRecording, FeatureScoring, FigureChoices, MAX_ROUND_ITEMS, RoundItem};
use super::figures::{choose_figure, move_figure};
use super::settle::settle;
use super::settling::{Moved, Settling};
use super::setup::GameSetup;
use super::state::{LogItem, Phase, Prompt, TableState};
use super::{events, robbers};

/// One item scored and ready to move figures.
struct Scored<'a> {
    subject: &'static str,
    name: Message,
    when: When,
    step: Step,
    category: Category,
    size: Option<i64>,
    /// Shared with the thread's kept scores ([`super::score_memo`]).
    score: Rc<Score>,
    figures: &'a FigureChoices,
    /// An event, counted towards its limits.
    is_event: bool,
}

/// One item of a round, borrowed from the command that scores it (a command of one
/// feature is a round of one item, and is not copied to be one).
#[derive(Clone, Copy, Debug)]
pub(crate) enum ItemRef<'a> {
    /// A feature.
    Feature(&'a FeatureScoring),
    /// An event or end-game item.
    Event(&'a EventRecording),
}

impl<'a> From<&'a RoundItem> for ItemRef<'a> {
    fn from(item: &'a RoundItem) -> ItemRef<'a> {
        match item {
            RoundItem::Feature(scoring) => ItemRef::Feature(scoring),
            RoundItem::Event(recording) => ItemRef::Event(recording),
        }
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
    items: &[ItemRef<'_>],
    round_figures: &FigureChoices,
) -> Result<()> {
    if next.phase == Phase::Finished {
        return Err(Error::GameFinished);
    }
    require_no_prompt(next)?;
    if items.is_empty() {
        return Err(Error::invalid("items", msg!("round-empty")));
    }
    if items.len() > MAX_ROUND_ITEMS {
        return Err(Error::invalid("items", msg!("round-too-many", most = MAX_ROUND_ITEMS)));
    }
    check_players(setup, round_figures)?;
    let mut scored = Vec::with_capacity(items.len());
    for round_item in items {
        let entry = match *round_item {
            ItemRef::Feature(scoring) => feature(setup, next, scoring)?,
            ItemRef::Event(recording) => {
                let event = events::check(next, recording)?;
                let players = all_players(setup, &recording.players)?;
                let score = event.def.score(&setup.ruleset, &event.inputs, &players)?;
                require_someone(&score, event.def.title(), recording.nobody_scores)?;
                events::check_paid_once(event.def, next, &score)?;
                Scored {
                    subject: event.def.key,
                    name: event.def.title(),
                    when: event.def.when(),
                    step: event.step,
                    category: event.def.category,
                    size: None,
                    score: Rc::new(score),
                    figures: &recording.figures,
                    is_event: true,
                }
            }
        };
        check_players(setup, entry.figures)?;
        if let Some(first) = scored.first().map(|first: &Scored| (first.step, first.name.clone()))
            && first.0 != entry.step
        {
            let reason = msg!(
                "round-one-step",
                first = first.1,
                first_step = first.0.code(),
                second = entry.name.clone(),
                second_step = entry.step.code()
            );
            return Err(Error::invalid("items", reason));
        }
        scored.push(entry);
    }
    let step = scored[0].step;
    if step != Step::AnyTime {
        next.step = step;
    }
    item.step = step;
    if let [only] = scored.as_slice() {
        item.subject = Some(only.subject.into());
    }
    item.summary = Message::join("list-semicolon", scored.iter_mut().map(|entry| summary(setup, entry)));
    let mut moved = Vec::new();
    for (position, entry) in scored.iter().enumerate() {
        for award in &entry.score.awards {
            let index = setup.index_of(&award.player)?;
            let chosen = entry.figures.get(&award.player).or_else(|| round_figures.get(&award.player));
            let dispatch_possible = index == next.active && setup.ruleset.has(Element::Messages);
            let figure = choose_figure(next, index, chosen, award.points, dispatch_possible)?;
            let (mut applied, from) = move_figure(setup, next, index, figure, award, entry.category)?;
            applied.subject = Some(entry.subject.into());
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
            let players = entry.score.awards.iter().map(|award| award.player.as_str());
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
        return Err(Error::NoPrompt { question: msg!("question-dispatch") });
    };
    let players: Vec<PlayerInputs> = setup.players.iter().map(|seat| PlayerInputs::new(seat.id())).collect();
    let award = rules::messages::score(&setup.ruleset, &player, &players, choice)?;
    let tile = rules::messages::find_tile(&choice.tile)?;
    next.pending = None;
    item.subject = Some(tile.rule.into());
    let points = format!("{:+}", award.points);
    item.summary = msg!("log-dispatch", player = setup.name_of(&player), tile = tile.name, points = points);
    let index = setup.index_of(&player)?;
    let figure = choose_figure(next, index, figure.as_ref(), award.points, true)?;
    let (mut applied, from) = move_figure(setup, next, index, figure, &award, Category::Dispatches)?;
    applied.subject = Some(tile.rule.into());
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

fn feature<'a>(setup: &GameSetup, next: &TableState, scoring: &'a FeatureScoring) -> Result<Scored<'a>> {
    let def = rules::find_feature(&scoring.feature)?;
    let when = scoring.when.unwrap_or_else(|| moment_of(next.phase));
    let step = match (when, next.phase) {
        (When::Completed, Phase::Playing) => Step::ScoreFeatures,
        (When::EndOfGame, Phase::EndGame) => Step::EndOfGame,
        (When::Completed, _) => {
            return Err(Error::EndGameStarted { what: msg!("what-a-completed-feature") });
        }
        (When::EndOfGame, _) => {
            return Err(Error::EndGameNotStarted { what: msg!("what-incomplete-features") });
        }
    };
    if let Some(given) = scoring.step
        && given != step
    {
        return Err(Error::invalid("step", msg!("step-feature-wrong", step = step.code(), given = given.code())));
    }
    let score = super::score_memo::score(def, setup, when, &scoring.inputs, &scoring.players)?;
    require_someone(&score, def.title(), scoring.nobody_scores)?;
    let size = match scoring.inputs.get("tiles") {
        Some(rules::InputValue::Int(tiles)) => Some(*tiles),
        _ => None,
    };
    Ok(Scored {
        subject: def.key,
        name: def.title(),
        when,
        step,
        category: def.category,
        size,
        score,
        figures: &scoring.figures,
        is_event: false,
    })
}

/// Refuses a scoring that gives nobody anything unless the players said so.
fn require_someone(score: &Score, name: Message, confirmed: bool) -> Result<()> {
    if score.awards.is_empty() && !confirmed {
        return Err(Error::NobodyScores { item: name, hint: msg!("hint-name-the-players") });
    }
    Ok(())
}

fn check_players(setup: &GameSetup, figures: &FigureChoices) -> Result<()> {
    figures.keys().try_for_each(|player| setup.index_of(player).map(|_| ()))
}

/// "City: Anna +12, Ben +12"; "City (at the end): no points". Players by name. The
/// entry's name goes into the summary (nothing reads it after).
fn summary(setup: &GameSetup, entry: &mut Scored<'_>) -> Message {
    // Only the message of the moment is made, in as few allocations as it takes: a
    // game's edit makes one per entry it replays.
    let item = std::mem::replace(&mut entry.name, Message::empty());
    let awards = &entry.score.awards;
    if awards.is_empty() {
        return match entry.when {
            When::Completed => msg!("log-no-points", item = item),
            When::EndOfGame => msg!("log-no-points-at-end", item = item),
        };
    }
    let mut text = String::new();
    for (index, award) in awards.iter().enumerate() {
        let separator = if index == 0 { "" } else { ", " };
        let _ = write!(text, "{separator}{} {:+}", setup.name_or_id(&award.player), award.points);
    }
    let awards = text;
    match entry.when {
        When::Completed => msg!("log-scored", item = item, awards = awards),
        When::EndOfGame => msg!("log-scored-at-end", item = item, awards = awards),
    }
}
