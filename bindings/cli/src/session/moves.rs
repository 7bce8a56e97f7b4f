//! The requests that are one move of the game: what they become as a command of the
//! core (robber, victim, dispatch, correct, turn, double, end, reopen, finish).

use tally_core::session::{Command, FigureChoices};

use super::{Asker, Reply, Session};
use crate::args::{CorrectArgs, DispatchArgs, VictimArgs};
use crate::failure::{Failure, Outcome};
use crate::request::Request;
use crate::view::changes::Made;
use crate::view::questions;
use crate::words;
use crate::words::numbers;
use crate::words::players::Players;

impl Session {
    /// The command of a request that is one move of the game.
    pub(super) fn command_of(&self, request: Request) -> Outcome<Command> {
        let players = Players::of(&self.active.game);
        Ok(match request {
            Request::Robber(args) => Command::PlaceRobber {
                owner: players.resolve(&args.owner, "robber")?.to_owned(),
                space: numbers::space(&args.space)?,
            },
            Request::Victim(args) => victim(&players, &args)?,
            Request::Dispatch(args) => {
                let model = self.model();
                let draft = words::dispatch::read(&args.words, &self.active.game, &model, None)?;
                if draft.missing_count().is_some() {
                    return Err(draft.count_refusal());
                }
                draft.command()?
            }
            Request::Correct(args) => correct(&players, &args)?,
            Request::Turn => Command::EndTurn,
            Request::Double => Command::SecondPart,
            Request::End => Command::StartEndGame,
            Request::Reopen => Command::Reopen,
            Request::Finish { figures, .. } => Command::Finish { figures: figure_choices(&players, &figures)? },
            Request::Score(_) | Request::Edit(_) | Request::Delete(_) | Request::Undo | Request::Redo => {
                return Err(Failure::bad(say!("cli-edit-not-a-move")));
            }
            _ => return Err(Failure::bad(say!("cli-not-a-move"))),
        })
    }

    /// The dispatch of `args` (the answer to the dispatch waiting, or, with
    /// `editing`, the new answer of that entry's), with the counts its words left out
    /// asked of the players (the count of a counting tile, those of a tile's
    /// feature); a script, which nobody can ask, is refused with what to give.
    pub(super) fn complete_dispatch(
        &self,
        args: &DispatchArgs,
        editing: Option<u64>,
        asker: &mut dyn Asker,
    ) -> Outcome<Command> {
        let model = self.model();
        let mut draft = words::dispatch::read(&args.words, &self.active.game, &model, editing)?;
        if draft.has_feature() {
            super::scoring::ask_missing(&mut draft.target, asker)?;
        }
        if let Some(field) = draft.missing_count().cloned() {
            loop {
                let question = questions::missing_count(draft.name(), &field.label.to_lowercase());
                let Some(answer) = asker.ask(&question) else { return Err(draft.count_refusal()) };
                let answer = answer.trim();
                if answer.is_empty() {
                    return Err(Failure::Cancelled);
                }
                match numbers::whole(answer, &field.label, Some(field.max)).and_then(|count| draft.give_count(count)) {
                    Ok(()) => break,
                    Err(failure) => asker.tell(&failure.to_string()),
                }
            }
        }
        draft.command()
    }

    pub(super) fn finish(&mut self, figures: &[String], now: bool, asker: &mut dyn Asker) -> Outcome<Reply> {
        let players = Players::of(&self.active.game);
        let figures = figure_choices(&players, figures)?;
        if self.model().summary().actions.start_end_game.allowed && !now {
            match asker.ask(&questions::finish_during_the_turns()).map(|answer| answer.trim().to_lowercase()) {
                None => return Err(Failure::bad(questions::finish_during_the_turns_in_a_script())),
                Some(answer) if answer == questions::START_END => return self.run(Command::StartEndGame, Made::Play),
                Some(answer) if answer == questions::FINISH_NOW => {}
                Some(_) => return Err(Failure::Cancelled),
            }
        }
        self.run(Command::Finish { figures }, Made::Play)
    }
}

fn victim(players: &Players, args: &VictimArgs) -> Outcome<Command> {
    let victim = players.resolve(&args.victim, "victim")?.to_owned();
    let figure = match &args.figure {
        Some(word) => Some(numbers::figure_word(word)?.ok_or_else(|| {
            Failure::bad(say!("cli-victim-figure", word = crate::view::safe::safe(word).into_owned()))
        })?),
        None => None,
    };
    Ok(Command::ChooseRobberVictim { victim, figure })
}

fn correct(players: &Players, args: &CorrectArgs) -> Outcome<Command> {
    let player = players.resolve(&args.player, "correct")?.to_owned();
    let points = numbers::whole(&args.points, &say!("cli-correction-points"), None)?;
    let mut figure = None;
    let mut reason = Vec::new();
    for word in &args.reason {
        match numbers::figure_word(word)? {
            Some(chosen) if figure.replace(chosen).is_some() => {
                return Err(Failure::bad(say!("cli-correct-figure-twice")));
            }
            Some(_) => {}
            None => reason.push(word.as_str()),
        }
    }
    Ok(Command::Correct { player, points, reason: reason.join(" "), figure })
}

/// `green.figure=2` words: the figure of each player.
fn figure_choices(players: &Players, words: &[String]) -> Outcome<FigureChoices> {
    let mut figures = FigureChoices::new();
    for word in words {
        let shown = crate::view::safe::safe(word);
        let lower = word.to_lowercase();
        let Some((player, value)) = lower.split_once(".figure=") else {
            return Err(Failure::bad(say!("cli-figure-choice-how", word = shown.into_owned())));
        };
        let id = players.resolve(player, &format!("`{shown}`"))?;
        if figures.insert(id.to_owned(), numbers::figure(value, &format!("`{shown}`"))?).is_some() {
            let player = players.name_of(id);
            return Err(Failure::bad(say!("cli-figure-chosen-twice", word = shown.into_owned(), player = player)));
        }
    }
    Ok(figures)
}
