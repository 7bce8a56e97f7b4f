//! The rules of the table: how one command changes the table. [`apply`] is pure: it
//! returns the next table and the log item, or an error and changes nothing. A game
//! is the fold of its effective log with it.
//!
//! Scoring is done in rounds ([`super::round`]); this file holds the moves of the
//! game itself (turns, the builder's second part, the end-game scoring, the finish,
//! corrections) and what they require.

use crate::l10n::Message;
use crate::msg;
use crate::rules::{Floor, Row, Step};
use crate::ruleset::Element;
use crate::shared_str::SharedStr;
use crate::{Error, Result};

use super::checks::{require_no_prompt, require_playing};
use super::command::{Command, MAX_CORRECTION, MAX_REASON, ScoringRound};
use super::figures::{choose_figure, move_figure};
use super::round::ItemRef;
use super::setup::GameSetup;
use super::state::{CategoryTotals, FigureState, LogItem, Phase, PlayerState, TableState};
use super::{robbers, round, settle, tallies::Tallies};

/// The table before the first command.
pub(crate) fn initial(setup: &GameSetup) -> TableState {
    let messages = setup.ruleset.has(Element::Messages);
    let figures = if messages { 2 } else { 1 };
    TableState {
        players: setup
            .players
            .iter()
            .map(|player| PlayerState {
                id: SharedStr::from_static(player.id()),
                name: SharedStr::from(&player.name),
                colour: player.colour,
                score: 0,
                figures: smallvec::smallvec![FigureState::at(0, messages); figures],
                robber: None,
                by_category: CategoryTotals::new(),
            })
            .collect(),
        turn: 1,
        turn_part: 1,
        active: 0,
        step: Step::BeginTurn,
        phase: Phase::Playing,
        pending: None,
        recorded: Tallies::default(),
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
        kind: SharedStr::from_static(command.kind()),
        edit: super::state::EntryEdit::of(command),
        subject: None,
        summary: Message::empty(),
        awards: Vec::new(),
    };
    match command {
        Command::ScoreFeature(scoring) => {
            round::score(setup, &mut next, &mut item, &[ItemRef::Feature(scoring)], &scoring.figures)?;
        }
        Command::RecordEvent(recording) => {
            round::score(setup, &mut next, &mut item, &[ItemRef::Event(recording)], &recording.figures)?;
        }
        Command::ScoreRound(ScoringRound { items, figures }) => {
            let items: Vec<ItemRef<'_>> = items.iter().map(ItemRef::from).collect();
            round::score(setup, &mut next, &mut item, &items, figures)?;
        }
        Command::PlaceRobber { owner, space } => {
            robbers::place(setup, &mut next, owner, *space)?;
            item.summary = msg!("log-robber-placed", owner = setup.name_of(owner), space = *space);
        }
        Command::ChooseRobberVictim { victim, figure } => {
            item.awards = settle::choose_victim(setup, &mut next, victim, *figure)?;
            item.summary = msg!("log-robber-steals", victim = setup.name_of(victim));
        }
        Command::ResolveDispatch { choice, figure } => {
            round::resolve_dispatch(setup, &mut next, &mut item, choice, *figure)?;
        }
        Command::Correct { player, points, reason, figure } => {
            correct(setup, &mut next, &mut item, player, *points, reason, *figure)?
        }
        Command::EndTurn => {
            require_playing(&next, msg!("what-ending-a-turn"))?;
            require_no_prompt(&next)?;
            next.turn += 1;
            next.turn_part = 1;
            next.active = (next.active + 1) % next.players.len();
            next.step = Step::BeginTurn;
            item.summary = msg!("log-turn-ends", turn = table.turn, player = &next.active_player().name);
        }
        Command::SecondPart => {
            require_playing(&next, msg!("what-a-double-turn"))?;
            require_no_prompt(&next)?;
            if !setup.ruleset.has(Element::Builder) {
                return Err(Error::NotAvailable {
                    item: "second part".to_owned(),
                    reason: msg!("reason-double-turn-needs-builder"),
                });
            }
            if next.turn_part == 2 {
                return Err(Error::SecondPartTaken);
            }
            next.turn_part = 2;
            next.step = Step::DrawTile;
            item.summary = msg!("log-second-part", player = &next.active_player().name);
        }
        Command::StartEndGame => {
            require_playing(&next, msg!("what-starting-the-end-game"))?;
            require_no_prompt(&next)?;
            next.phase = Phase::EndGame;
            next.step = Step::EndOfGame;
            item.step = Step::EndOfGame;
            item.summary = msg!("log-end-game-begins");
        }
        Command::Finish { figures } => {
            if next.phase == Phase::Finished {
                return Err(Error::GameFinished);
            }
            require_no_prompt(&next)?;
            next.phase = Phase::Finished;
            next.step = Step::EndOfGame;
            item.step = Step::EndOfGame;
            item.awards = robbers::remaining(setup, &mut next, figures)?;
            item.summary = msg!("log-final-standings");
        }
        Command::Reopen => {
            if next.phase != Phase::Finished {
                return Err(Error::NotFinished);
            }
            next.phase = Phase::EndGame;
            item.summary = msg!("log-reopened");
        }
        Command::Undo | Command::Redo | Command::Edit { .. } | Command::Delete { .. } => {
            return Err(Error::invalid("command", msg!("command-changes-the-log")));
        }
    }
    Ok((next, item))
}

fn correct(
    setup: &GameSetup,
    next: &mut TableState,
    item: &mut LogItem,
    player: &str,
    points: i64,
    reason: &str,
    figure: Option<u32>,
) -> Result<()> {
    if next.phase == Phase::Finished {
        return Err(Error::GameFinished);
    }
    require_no_prompt(next)?;
    let index = setup.index_of(player)?;
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(Error::invalid("reason", msg!("correction-say-why")));
    }
    if reason.chars().count() > MAX_REASON {
        return Err(Error::invalid("reason", msg!("correction-reason-too-long", most = MAX_REASON)));
    }
    if points == 0 {
        return Err(Error::invalid("points", msg!("correction-zero")));
    }
    if !(-MAX_CORRECTION..=MAX_CORRECTION).contains(&points) {
        return Err(Error::invalid("points", msg!("correction-too-large", most = MAX_CORRECTION, points = points)));
    }
    let figure = choose_figure(next, index, figure.as_ref(), points, false)?;
    let row = Row::new("correction", msg!("row-correction", reason = reason.to_owned()), 1, points);
    let award = crate::rules::Award { player: player.to_owned(), points, rows: vec![row], floor: Floor::Negative };
    let (applied, _) = move_figure(setup, next, index, figure, &award, crate::rules::Category::Corrections)?;
    item.awards.push(applied);
    item.summary = msg!(
        "log-correction",
        player = setup.name_of(player),
        points = format!("{points:+}"),
        reason = reason.to_owned()
    );
    Ok(())
}
