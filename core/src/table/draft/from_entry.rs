//! The draft of a recorded scoring, which an edit of its entry opens: the items with
//! their values as recorded (every one counts as entered), the figures chosen, the
//! entry's moment (a dispatch's: [`super::dispatch::draft_of`]).

use crate::rules::events::ItemKind;
use crate::session::{Command, RoundItem};
use crate::{Error, Result, msg};

use super::{DraftItem, ScoringDraft, TableModel};

/// The draft that edits entry `seq`.
///
/// # Errors
/// [`Error::UnknownEntry`]; an entry that is not a scoring (a correction is edited
/// as a correction, anything else is deleted, not edited).
pub(super) fn draft_of(model: &TableModel<'_>, seq: u64) -> Result<ScoringDraft> {
    let moment = model.entry_moment(seq)?;
    let command = model.game.effective_command(seq)?;
    // One item's choices are the round's; a round's items keep their own.
    let (items, figures) = match command {
        Command::ScoreFeature(mut scoring) => {
            let figures = std::mem::take(&mut scoring.figures);
            (vec![RoundItem::Feature(scoring)], figures)
        }
        Command::RecordEvent(mut recording) => {
            let figures = std::mem::take(&mut recording.figures);
            (vec![RoundItem::Event(recording)], figures)
        }
        Command::ScoreRound(round) => (round.items, round.figures),
        Command::ResolveDispatch { choice, figure } => return super::dispatch::draft_of(model, seq, choice, figure),
        _ => return Err(Error::invalid("seq", msg!("draft-entry-not-a-scoring", seq = seq))),
    };
    let nobody_scores = items.iter().any(|item| match item {
        RoundItem::Feature(scoring) => scoring.nobody_scores,
        RoundItem::Event(recording) => recording.nobody_scores,
    });
    let items = items
        .into_iter()
        .map(|item| match item {
            RoundItem::Feature(scoring) => DraftItem {
                kind: ItemKind::Feature,
                key: scoring.feature,
                step: None,
                inputs: scoring.inputs,
                players: scoring.players,
                figures: scoring.figures,
            },
            RoundItem::Event(recording) => DraftItem {
                kind: ItemKind::Event,
                key: recording.event,
                step: recording.step,
                inputs: recording.inputs,
                players: recording.players,
                figures: recording.figures,
            },
        })
        .collect();
    Ok(ScoringDraft {
        items,
        current: 0,
        moment,
        figures,
        nobody_scores,
        editing: Some(seq),
        prefill: false,
        dispatch: None,
    })
}
