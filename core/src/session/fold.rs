//! The rules of the table: how one command changes the table. [`apply`] is pure: it
//! returns the next table and the log item, or an error and changes nothing. A game
//! is the fold of its effective log with it.
//!
//! A scoring round moves figures (floors of Appendix 1), then settles the robbers
//! (first eligible event; the owner chooses among several figures) and then checks
//! the active player's figures for a dark space (Messages, one dispatch per round).

use std::collections::BTreeMap;

use crate::rules::{self, Award, Category, Floor, PlayerInputs, Row, Step, When};
use crate::ruleset::Element;
use crate::track;
use crate::{Error, Result};

use super::command::{Command, FeatureScoring, FigureChoices, MAX_CORRECTION};
use super::setup::GameSetup;
use super::state::{AppliedAward, FigureState, LogItem, Phase, PlayerState, Prompt, TableState};
use super::{dispatch, robbers};

/// A figure moved forward by primary points in the current round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Moved {
    pub player: usize,
    pub figure: usize,
    pub from: i64,
    pub points: i64,
}

/// A scoring round being settled: what primary points moved (robbers may steal
/// from those), the robbers still to settle, and every forward move including
/// stolen points (a dispatch may follow from those).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Round {
    pub moved: Vec<Moved>,
    pub robbers_left: Vec<usize>,
    pub dispatch_moves: Vec<Moved>,
}

/// The table before the first command.
pub(crate) fn initial(setup: &GameSetup) -> TableState {
    let figures = if setup.ruleset.has(Element::Messages) { 2 } else { 1 };
    TableState {
        players: setup
            .players
            .iter()
            .map(|player| PlayerState {
                id: player.id().to_owned(),
                name: player.name.clone(),
                colour: player.colour,
                score: 0,
                figures: vec![FigureState::at(0); figures],
                robber: None,
                by_category: BTreeMap::new(),
            })
            .collect(),
        turn: 1,
        turn_part: 1,
        active: 0,
        step: Step::BeginTurn,
        phase: Phase::Playing,
        pending: None,
        ransom_turn: None,
        round: None,
    }
}

/// Carries out `command` (never a meta command) on `table`.
///
/// # Errors
/// Any [`Error`] naming why; `table` is unchanged.
pub(crate) fn apply(
    setup: &GameSetup,
    table: &TableState,
    seq: u64,
    command: &Command,
) -> Result<(TableState, LogItem)> {
    let mut next = table.clone();
    let mut item = LogItem {
        seq,
        turn: table.turn,
        turn_part: table.turn_part,
        active: table.active_player().id.clone(),
        step: table.step,
        kind: command.kind().to_owned(),
        subject: None,
        summary: String::new(),
        size: None,
        awards: Vec::new(),
    };
    match command {
        Command::ScoreFeature(scoring) => score_feature(setup, &mut next, &mut item, scoring)?,
        Command::RecordEvent(recording) => super::events::record(setup, &mut next, &mut item, recording)?,
        Command::PlaceRobber { owner, space } => {
            robbers::place(setup, &mut next, owner, *space)?;
            item.summary = format!("{owner}'s robber to space {space}");
        }
        Command::ChooseRobberVictim { victim } => {
            item.awards = robbers::choose(setup, &mut next, victim)?;
            item.summary = format!("Robber steals from {victim}");
        }
        Command::ResolveDispatch { choice, figure } => {
            let Some(Prompt::Dispatch { player, .. }) = next.pending.clone() else {
                return Err(invalid("no dispatch is pending"));
            };
            next.pending = None;
            let awards = dispatch::awards(setup, &player, choice)?;
            item.subject = Some(dispatch::rule_of(choice).to_owned());
            item.summary = format!("Dispatch for {player}: {}", dispatch::describe(choice));
            let figures: FigureChoices = figure.map(|figure| (player.clone(), figure)).into_iter().collect();
            item.awards = round(setup, &mut next, awards, Category::Dispatches, &figures)?;
        }
        Command::Correct { player, points, reason, figure } => {
            if next.phase == Phase::Finished {
                return Err(invalid("the game is finished: reopen it first"));
            }
            require_no_prompt(&next)?;
            let index = setup.index_of(player)?;
            let reason = reason.trim();
            if reason.is_empty() {
                return Err(Error::invalid("reason", "say why the score is corrected"));
            }
            if *points == 0 {
                return Err(Error::invalid("points", "a correction of 0 points changes nothing"));
            }
            if !(-MAX_CORRECTION..=MAX_CORRECTION).contains(points) {
                return Err(Error::invalid(
                    "points",
                    format!("a correction is at most {MAX_CORRECTION} points either way, not {points}"),
                ));
            }
            let figure = match figure {
                Some(figure) => check_figure(&next, index, *figure)?,
                None => default_figure(&next, index, *points, false),
            };
            let row = Row::new("correction", format!("Correction: {reason}"), 1, *points);
            let award = Award { player: player.clone(), points: *points, rows: vec![row], floor: Floor::Negative };
            item.awards.push(move_figure(&mut next, index, figure, &award, Category::Corrections)?.0);
            item.summary = format!("Correction for {player}: {points:+} ({reason})");
        }
        Command::EndTurn => {
            require_playing(&next)?;
            require_no_prompt(&next)?;
            next.turn += 1;
            next.turn_part = 1;
            next.active = (next.active + 1) % next.players.len();
            next.step = Step::BeginTurn;
            item.summary = format!("Turn {} ends; {} begins", table.turn, next.active_player().name);
        }
        Command::SecondPart => {
            require_playing(&next)?;
            require_no_prompt(&next)?;
            if !setup.ruleset.has(Element::Builder) {
                return Err(invalid("a double turn needs the builder (exp02_traders_builders.builder)"));
            }
            if next.turn_part == 2 {
                return Err(invalid("this turn already has its second part"));
            }
            next.turn_part = 2;
            next.step = Step::DrawTile;
            item.summary = format!("{} takes the second part of the turn (builder)", next.active_player().name);
        }
        Command::StartEndGame => {
            require_playing(&next)?;
            require_no_prompt(&next)?;
            next.phase = Phase::EndGame;
            next.step = Step::EndOfGame;
            item.step = Step::EndOfGame;
            item.summary = "The end-game scoring begins".to_owned();
        }
        Command::Finish => {
            if next.phase == Phase::Finished {
                return Err(invalid("the game is already finished"));
            }
            require_no_prompt(&next)?;
            next.phase = Phase::Finished;
            next.step = Step::EndOfGame;
            item.step = Step::EndOfGame;
            item.awards = robbers::remaining(&mut next)?;
            item.summary = "Final standings".to_owned();
        }
        Command::Reopen => {
            if next.phase != Phase::Finished {
                return Err(invalid("only a finished game can be reopened"));
            }
            next.phase = Phase::EndGame;
            item.summary = "The game is reopened".to_owned();
        }
        Command::Undo | Command::Redo | Command::Edit { .. } | Command::Delete { .. } => {
            return Err(invalid("undo, redo, edit and delete change the log, not the table"));
        }
    }
    Ok((next, item))
}

fn invalid(reason: impl Into<String>) -> Error {
    Error::InvalidCommand { reason: reason.into() }
}

pub(crate) fn require_playing(table: &TableState) -> Result<()> {
    match table.phase {
        Phase::Playing => Ok(()),
        Phase::EndGame => Err(invalid("the end-game scoring has begun")),
        Phase::Finished => Err(invalid("the game is finished: reopen it first")),
    }
}

pub(crate) fn require_no_prompt(table: &TableState) -> Result<()> {
    match &table.pending {
        None => Ok(()),
        Some(Prompt::Dispatch { player, .. }) => Err(invalid(format!("{player} has a dispatch to resolve first"))),
        Some(Prompt::RobberChoice { owner, .. }) => {
            Err(invalid(format!("{owner} must first choose whom the robber steals from")))
        }
    }
}

/// The per-player inputs of every game player, in turn order: those given, and an
/// empty entry for the others.
///
/// # Errors
/// [`Error::UnknownPlayer`] or [`Error::DuplicatePlayer`].
pub(crate) fn all_players(setup: &GameSetup, given: &[PlayerInputs]) -> Result<Vec<PlayerInputs>> {
    // One pass: each entry is a seat of the game (at most 8), marked once.
    let mut seen = 0_u64;
    for entry in given {
        let seat = 1_u64 << setup.index_of(&entry.id)?;
        if seen & seat != 0 {
            return Err(Error::DuplicatePlayer { player: entry.id.clone() });
        }
        seen |= seat;
    }
    Ok(setup
        .players
        .iter()
        .map(|player| {
            given
                .iter()
                .find(|entry| entry.id == player.id())
                .cloned()
                .unwrap_or_else(|| PlayerInputs::new(player.id()))
        })
        .collect())
}

fn score_feature(setup: &GameSetup, next: &mut TableState, item: &mut LogItem, scoring: &FeatureScoring) -> Result<()> {
    require_no_prompt(next)?;
    let feature = rules::find_feature(&scoring.feature)?;
    let step = match (scoring.when, next.phase) {
        (When::Completed, Phase::Playing) => Step::ScoreFeatures,
        (When::EndOfGame, Phase::EndGame) => Step::EndOfGame,
        (When::Completed, _) => return Err(invalid("completed features are scored during the game")),
        (When::EndOfGame, Phase::Playing) => {
            return Err(invalid("incomplete features are scored at the end: start the end-game scoring first"));
        }
        (When::EndOfGame, Phase::Finished) => return Err(invalid("the game is finished: reopen it first")),
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
    let score = feature.score(&setup.ruleset, scoring.when, &scoring.inputs, &players)?;
    next.step = step;
    item.step = step;
    item.subject = Some(feature.key.to_owned());
    item.size = match scoring.inputs.get("tiles") {
        Some(rules::InputValue::Int(tiles)) => Some(*tiles),
        _ => None,
    };
    item.summary = summary(feature.name, scoring.when, &score.awards);
    item.awards = round(setup, next, score.awards, feature.category, &scoring.figures)?;
    Ok(())
}

/// "City (value 12): red 12, blue 12".
pub(crate) fn summary(name: &str, when: When, awards: &[Award]) -> String {
    let when = when.pick("", " (at the end)");
    if awards.is_empty() {
        return format!("{name}{when}: no points");
    }
    let parts: Vec<String> = awards.iter().map(|award| format!("{} {:+}", award.player, award.points)).collect();
    format!("{name}{when}: {}", parts.join(", "))
}

/// A scoring round: moves every award's figure, settles the robbers, then looks
/// for a dispatch. Returns what each award did on the track.
///
/// # Errors
/// Unknown players or figures, and awards a floor refuses.
pub(crate) fn round(
    setup: &GameSetup,
    next: &mut TableState,
    awards: Vec<Award>,
    category: Category,
    figures: &FigureChoices,
) -> Result<Vec<AppliedAward>> {
    for player in figures.keys() {
        setup.index_of(player)?;
    }
    let mut applied = Vec::with_capacity(awards.len());
    let mut moved = Vec::new();
    for award in &awards {
        let index = setup.index_of(&award.player)?;
        let is_active = index == next.active;
        let figure = match figures.get(&award.player) {
            Some(figure) => check_figure(next, index, *figure)?,
            None => default_figure(next, index, award.points, is_active && setup.ruleset.has(Element::Messages)),
        };
        let (result, from) = move_figure(next, index, figure, award, category)?;
        if result.moved > 0 {
            moved.push(Moved { player: index, figure, from, points: award.points });
        }
        applied.push(result);
    }
    // Robbers and dispatches belong to the turns: the end-game scoring neither feeds
    // robbers (those still on the track score 3 at the finish) nor draws dispatches.
    let during_play = next.phase == Phase::Playing;
    let robbers_left =
        (0..next.players.len()).filter(|&owner| during_play && next.players[owner].robber.is_some()).collect();
    let mut round = Round { dispatch_moves: moved.clone(), moved, robbers_left };
    applied.extend(robbers::settle(next, &mut round)?);
    if next.pending.is_some() {
        next.round = Some(round);
    } else {
        check_dispatch(setup, next, &round.dispatch_moves);
    }
    Ok(applied)
}

/// After a round: if one of the active player's figures moved forward and stopped on
/// a dark space (and, with the ZMG rule, no other player's figure stands there), a
/// dispatch is pending.
pub(crate) fn check_dispatch(setup: &GameSetup, next: &mut TableState, moved: &[Moved]) {
    if !setup.ruleset.has(Element::Messages) || next.phase != Phase::Playing {
        return;
    }
    let active = next.active;
    let zmg = setup.ruleset.variants().messages_zmg;
    let found = moved.iter().filter(|entry| entry.player == active).find_map(|entry| {
        let figure = next.players[active].figures[entry.figure];
        let space = figure.space;
        let crowded = next
            .players
            .iter()
            .enumerate()
            .any(|(index, player)| index != active && player.figures.iter().any(|other| other.space == space));
        (track::is_dark(space) && !(zmg && crowded)).then_some((entry.figure, space))
    });
    if let Some((figure, space)) = found {
        next.pending = Some(Prompt::Dispatch { player: next.players[active].id.clone(), figure, space });
    }
}

fn check_figure(table: &TableState, player: usize, figure: usize) -> Result<usize> {
    let count = table.players[player].figures.len();
    if figure < count {
        Ok(figure)
    } else {
        Err(Error::invalid(
            "figure",
            format!("{} has {count} scoring figure(s), numbered from 0", table.players[player].id),
        ))
    }
}

/// Which figure takes points when the caller does not say: a loss comes off the
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
        let dark: Vec<usize> =
            (0..figures.len()).filter(|&f| track::is_dark(track::space_of(figures[f].points + points))).collect();
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
    next: &mut TableState,
    player: usize,
    figure: usize,
    award: &Award,
    category: Category,
) -> Result<(AppliedAward, i64)> {
    let state = &mut next.players[player];
    let from = state.figures[figure].points;
    let to = track::move_figure(from, award.points, award.floor).map_err(|_| Error::WouldGoNegative {
        player: state.id.clone(),
        points: award.points,
        score: from,
    })?;
    state.figures[figure] = FigureState::at(to);
    state.score = state.figures.iter().map(|figure| figure.points).sum();
    *state.by_category.entry(category).or_default() += to - from;
    let applied = AppliedAward {
        player: award.player.clone(),
        figure,
        points: award.points,
        moved: to - from,
        floor: award.floor,
        category,
        rows: award.rows.clone(),
    };
    Ok((applied, from))
}
