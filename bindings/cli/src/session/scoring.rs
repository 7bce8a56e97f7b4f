//! Scoring words and edits: the counts the players must give are asked for, a
//! scoring that gives nobody points is confirmed, a figure chosen for a player who
//! scores nothing is refused.

use tally_core::ErrorCode;
use tally_core::session::{Command, Game};
use tally_core::table::{DraftAction, DraftUpdate, TableModel};

use super::{Asker, Reply, Session};
use crate::args::EditArgs;
use crate::failure::{Failure, Outcome};
use crate::line;
use crate::request::Request;
use crate::view::changes::Made;
use crate::view::questions;
use crate::words::item::{DraftTarget, Target};
use crate::words::{self, numbers};

impl Session {
    /// Scores a round (or edits the entry the draft replaces), asking for the counts
    /// the words left out and whether a scoring that gives nobody points is meant.
    pub(super) fn score(&mut self, mut update: DraftUpdate, asker: &mut dyn Asker) -> Outcome<Reply> {
        ask_missing_in_draft(&self.model(), &mut update, asker)?;
        if update.draft.editing.is_none() {
            check_figures(&update, &self.active.game)?;
        }
        let refused_for_nobody =
            update.view.refusal.as_ref().is_some_and(|refusal| refusal.code == ErrorCode::NobodyScores);
        if refused_for_nobody {
            let names: Vec<String> =
                update.view.items.iter().filter(|item| item.scores_nobody).map(|item| item.name.clone()).collect();
            match asker.ask(&questions::nobody_scores(&names)) {
                // Nobody to ask: recorded as it is, the core refuses it and says why.
                None => {}
                Some(answer) if questions::is_yes(&answer) => {
                    let confirm = DraftAction::ConfirmNobodyScores { confirmed: true };
                    update = self.model().apply_draft(update.draft, confirm)?;
                }
                Some(_) => return Err(Failure::Cancelled),
            }
        }
        let made = update.draft.editing.map_or(Made::Play, Made::Edit);
        let command = self.model().submit_draft(&update.draft)?;
        self.run(command, made)
    }

    pub(super) fn edit(&mut self, args: &EditArgs, asker: &mut dyn Asker) -> Outcome<Reply> {
        let seq = numbers::entry(&args.entry, "edit")?;
        words::check_size(&args.command)?;
        let first = args.command.first().map(String::as_str).unwrap_or_default();
        if line::is_command(first) {
            let command = match line::parse(&args.command)? {
                Request::Dispatch(dispatch) => self.complete_dispatch(&dispatch, Some(seq), asker)?,
                request => Command::Edit { seq, command: Box::new(self.command_of(request)?) },
            };
            return self.run(command, Made::Edit(seq));
        }
        let draft = words::round(&args.command, &self.active.game, Some(seq))?;
        self.score(draft, asker)
    }
}

/// Refuses a figure chosen for a player who scores nothing in the round.
pub(super) fn check_figures(update: &DraftUpdate, game: &Game) -> Outcome {
    let chosen = update.draft.figures.iter().chain(update.draft.items.iter().flat_map(|item| &item.figures));
    for (player, figure) in chosen {
        if update.view.preview.is_some() && !update.view.figures.iter().any(|row| row.player == *player) {
            return Err(Failure::bad(say!(
                "cli-figure-scores-nothing",
                id = player.clone(),
                player = crate::view::safe::safe(&game.setup().name_of(player)).into_owned(),
                figure = crate::view::figure_number(*figure)
            )));
        }
    }
    Ok(())
}

/// Asks for every count the players must give that the words left out, item by
/// item of the draft.
fn ask_missing_in_draft(model: &TableModel<'_>, update: &mut DraftUpdate, asker: &mut dyn Asker) -> Outcome {
    for index in 0..update.view.items.len() {
        let mut target = DraftTarget { model, update: update.clone(), index: u32::try_from(index).unwrap_or(0) };
        ask_missing(&mut target, asker)?;
        *update = target.update;
    }
    Ok(())
}

/// Asks for every count of `target`'s form the players must give and the words left
/// out.
pub(super) fn ask_missing(target: &mut dyn Target, asker: &mut dyn Asker) -> Outcome {
    let missing: Vec<(String, String, String, i64)> = target
        .item()
        .fields
        .iter()
        .filter(|field| field.missing)
        .map(|field| (field.field.name.clone(), field.field.ask.clone(), field.field.label.clone(), field.field.max))
        .collect();
    let item = target.item().name.clone();
    for (name, ask, label, max) in missing {
        loop {
            let Some(answer) = asker.ask(&questions::missing_count(&item, &ask)) else { return Ok(()) };
            let answer = answer.trim();
            if answer.is_empty() {
                return Err(Failure::Cancelled);
            }
            match numbers::whole(answer, &label, Some(max)) {
                Ok(value) => {
                    let index = target.index();
                    target.apply(DraftAction::Set {
                        item: index,
                        field: name.clone(),
                        player: None,
                        value: value.into(),
                    })?;
                    break;
                }
                Err(failure) => asker.tell(&failure.to_string()),
            }
        }
    }
    Ok(())
}
