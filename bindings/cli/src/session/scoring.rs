//! Scoring words and edits: the counts the players must give are asked for, a
//! scoring that gives nobody points is confirmed, a figure chosen for a player who
//! scores nothing is refused.

use tally_core::ErrorCode;
use tally_core::session::Command;

use super::{Asker, Reply, Session};
use crate::args::EditArgs;
use crate::failure::{Failure, Outcome};
use crate::line;
use crate::request::Request;
use crate::view::changes::Made;
use crate::view::questions;
use crate::words::item::DraftItem;
use crate::words::{self, Draft, numbers};

impl Session {
    /// Scores a round, asking for the counts the words left out and whether a
    /// scoring that gives nobody points is meant; `edit`: the entry it replaces.
    pub(super) fn score(&mut self, mut draft: Draft, edit: Option<u64>, asker: &mut dyn Asker) -> Outcome<Reply> {
        for item in &mut draft.items {
            ask_missing(item, asker)?;
        }
        if edit.is_none() {
            self.check_figures(&draft)?;
        }
        loop {
            let command = draft.command();
            let (command, made) = match edit {
                Some(seq) => (Command::Edit { seq, command: Box::new(command) }, Made::Edit(seq)),
                None => (command, Made::Play),
            };
            match self.run(command, made) {
                Err(failure) if failure.code() == Some(ErrorCode::NobodyScores) => {
                    let nobody = self.scoring_nobody(&draft, edit.is_some());
                    let names: Vec<String> = nobody.iter().map(|index| draft.items[*index].subject.name()).collect();
                    match asker.ask(&questions::nobody_scores(&names)) {
                        None => return Err(failure),
                        Some(answer) if questions::is_yes(&answer) => {
                            for index in nobody {
                                draft.items[index].nobody = true;
                            }
                        }
                        Some(_) => return Err(Failure::Cancelled),
                    }
                }
                other => return other,
            }
        }
    }

    /// The items of `draft` that give nobody points (all unconfirmed ones in an edit,
    /// which is judged at its entry's place).
    fn scoring_nobody(&self, draft: &Draft, editing: bool) -> Vec<usize> {
        let unconfirmed = (0..draft.items.len()).filter(|index| !draft.items[*index].nobody);
        if editing {
            return unconfirmed.collect();
        }
        let nobody: Vec<usize> = unconfirmed
            .clone()
            .filter(|index| {
                let single = words::single(&draft.items[*index]);
                self.active.game.preview(&single).err().is_some_and(|error| error.code() == ErrorCode::NobodyScores)
            })
            .collect();
        if nobody.is_empty() { unconfirmed.collect() } else { nobody }
    }

    /// Refuses a figure chosen for a player who scores nothing in the round.
    fn check_figures(&self, draft: &Draft) -> Outcome {
        if draft.choices().next().is_none() {
            return Ok(());
        }
        let Ok(item) = self.active.game.preview(&draft.command()) else { return Ok(()) };
        for (player, figure) in draft.choices() {
            if !item.awards.iter().any(|award| award.player == *player) {
                return Err(Failure::bad(say!(
                    "cli-figure-scores-nothing",
                    player = player,
                    figure = crate::view::figure_number(*figure)
                )));
            }
        }
        Ok(())
    }

    pub(super) fn edit(&mut self, args: &EditArgs, asker: &mut dyn Asker) -> Outcome<Reply> {
        let seq = numbers::entry(&args.entry, "edit")?;
        words::check_size(&args.command)?;
        let first = args.command.first().map(String::as_str).unwrap_or_default();
        if line::is_command(first) {
            let command = match line::parse(&args.command)? {
                Request::Dispatch(dispatch) => self.complete_dispatch(&dispatch, asker)?,
                request => self.command_of(request)?,
            };
            return self.run(Command::Edit { seq, command: Box::new(command) }, Made::Edit(seq));
        }
        let scorable = self.model().replaceable(seq)?;
        let draft = words::round(&args.command, &self.active.game, &scorable)?;
        self.score(draft, Some(seq), asker)
    }
}

/// Asks for every count the players must give that the words left out.
pub(super) fn ask_missing(item: &mut DraftItem, asker: &mut dyn Asker) -> Outcome {
    let missing: Vec<(&'static str, String, String, i64)> =
        item.missing().iter().map(|spec| (spec.name, spec.ask.text(), spec.label.text(), spec.max)).collect();
    for (name, ask, label, max) in missing {
        loop {
            let Some(answer) = asker.ask(&questions::missing_count(&item.subject.name(), &ask)) else { return Ok(()) };
            let answer = answer.trim();
            if answer.is_empty() {
                return Err(Failure::Cancelled);
            }
            match numbers::whole(answer, &label, Some(max)) {
                Ok(value) => {
                    item.give(name, value);
                    break;
                }
                Err(failure) => asker.tell(&failure.to_string()),
            }
        }
    }
    Ok(())
}
