//! The view of a whole draft: each item's fields with the values shown, what is
//! missing, the preview of the round (or of the edit), the figure choices, what
//! may be added, and whether it can be submitted.

use crate::rules::events::ItemKind;
use crate::rules::{InputKind, InputValue};
use crate::session::{AppliedAward, LogChange, LogItem};
use crate::table::forms::{FieldOption, FormField};
use crate::table::summary::Action;
use crate::track;
use crate::{ErrorCode, Result};

use super::fill::{self, ItemForm};
use super::{
    DraftField, DraftItem, DraftItemView, DraftPlayerValue, DraftRefusal, DraftView, FigureOption, FigurePlace,
    FigureRow, ItemFigure, ScoringDraft, TableModel,
};

pub(super) fn view(model: &TableModel<'_>, draft: &ScoringDraft) -> Result<DraftView> {
    fill::check_moment(model, draft)?;
    let mut items = Vec::with_capacity(draft.items.len());
    for entry in &draft.items {
        let form = fill::form_of(model, entry.kind, &entry.key, draft.moment)?;
        items.push(item_view(model, draft, entry, &form));
    }
    let (mut preview, mut change, mut submit, mut refusal) = (None, None, allowed(), None);
    let outcome = fill::command(model, draft).and_then(|command| match draft.editing {
        None => model.game.preview(&command).map(|item| preview = Some(item)),
        Some(_) => model.preview_change(command).map(|found| change = Some(found)),
    });
    if let Err(error) = outcome {
        submit = Action { allowed: false, why_not: Some(error.to_string()) };
        refusal = Some(DraftRefusal { code: error.code(), field: error.field().map(str::to_owned) });
    }
    let refused_for_nobody =
        draft.dispatch.is_none() && refusal.as_ref().is_some_and(|refusal| refusal.code == ErrorCode::NobodyScores);
    if refused_for_nobody {
        mark_nobody_scores(model, draft, &mut items);
    }
    let awards = match (&preview, &change, draft.editing) {
        (Some(item), _, _) => item.awards.as_slice(),
        (_, Some(found), Some(seq)) => edited(&found.change, seq).map_or(&[][..], |item| item.awards.as_slice()),
        _ => &[],
    };
    let figures = figure_rows(model, draft, awards, preview.is_some());
    let (addable_features, addable_events) = match (draft.editing, &draft.dispatch) {
        (_, Some(_)) => (Vec::new(), Vec::new()),
        (Some(seq), None) => addable(model.replaceable(seq)?),
        (None, None) => addable(model.scorable()),
    };
    let dispatch = match &draft.dispatch {
        Some(pick) => Some(super::dispatch::view(model, draft, pick)?),
        None => None,
    };
    Ok(DraftView {
        items,
        current: draft.current,
        moment: draft.moment,
        editing: draft.editing,
        preview,
        change,
        figures,
        addable_features,
        addable_events,
        submit,
        refusal,
        nobody_scores_offered: refused_for_nobody || draft.nobody_scores,
        nobody_scores: draft.nobody_scores,
        dispatch,
    })
}

fn addable(offered: crate::table::Scorable) -> (Vec<String>, Vec<String>) {
    let events = offered.events.into_iter().filter(|event| event.refused.is_none()).map(|event| event.key).collect();
    (offered.features, events)
}

fn allowed() -> Action {
    Action { allowed: true, why_not: None }
}

/// Marks the items that alone give nobody points (a new scoring; in an edit, judged
/// at its entry's place, every item of the round).
fn mark_nobody_scores(model: &TableModel<'_>, draft: &ScoringDraft, items: &mut [DraftItemView]) {
    for (index, item) in items.iter_mut().enumerate() {
        item.scores_nobody = match draft.editing {
            Some(_) => true,
            None => fill::single_command(model, draft, u32::try_from(index).unwrap_or(u32::MAX))
                .and_then(|command| model.game.preview(&command))
                .is_err_and(|error| error.code() == ErrorCode::NobodyScores),
        };
    }
}

/// The edited entry among what an edit changes.
fn edited(change: &LogChange, seq: u64) -> Option<&LogItem> {
    match change {
        LogChange::Push { item } if item.seq == seq => Some(item),
        LogChange::Replace { changed, .. } => changed.iter().find(|item| item.seq == seq),
        _ => None,
    }
}

fn item_view(model: &TableModel<'_>, draft: &ScoringDraft, entry: &DraftItem, form: &ItemForm) -> DraftItemView {
    let table = model.game.table();
    let players = &table.players;
    let fields = form
        .schema
        .inputs()
        .iter()
        .filter(|spec| super::dispatch::shows_field(draft, spec.kind.is_per_player()))
        .map(|spec| {
            let mut field = FormField::from(spec);
            if spec.kind == InputKind::Player {
                field.options = players
                    .iter()
                    .map(|player| FieldOption { key: player.id.to_string(), label: player.name.to_string() })
                    .collect();
            }
            if spec.kind.is_per_player() {
                let values = players
                    .iter()
                    .enumerate()
                    .map(|(index, player)| {
                        let given =
                            entry.players.iter().find(|p| p.id == player.id).and_then(|p| p.inputs.get(spec.name));
                        let value = fill::number_of(given)
                            .unwrap_or_else(|| fill::starting_player_value(model, draft, entry.kind, spec, index));
                        DraftPlayerValue { player: player.id.to_string(), value, entered: given.is_some() }
                    })
                    .collect();
                return DraftField {
                    field,
                    value: None,
                    entered: false,
                    missing: false,
                    locked: false,
                    players: values,
                };
            }
            let locked = form.active_input() == Some(spec.name);
            let given = if locked { None } else { entry.inputs.get(spec.name) };
            let value: Option<InputValue> = given.cloned().or_else(|| fill::starting_value(model, form, spec));
            DraftField {
                field,
                missing: spec.required && given.is_none(),
                value,
                entered: given.is_some(),
                locked,
                players: Vec::new(),
            }
        })
        .collect();
    let steps = form.steps();
    let step = entry.step.or_else(|| match steps {
        [only] => Some(*only),
        several if several.contains(&table.step) => Some(table.step),
        _ => None,
    });
    DraftItemView {
        kind: entry.kind,
        key: entry.key.clone(),
        name: form.name.text(),
        step: if entry.kind == ItemKind::Event { step } else { None },
        steps: if steps.len() > 1 { steps.to_vec() } else { Vec::new() },
        fields,
        scores_nobody: false,
    }
}

/// Which figure each receiver moves (players with two figures: Messages), in the
/// order the round pays them; with `placed`, where each figure stands and would
/// stop.
fn figure_rows(model: &TableModel<'_>, draft: &ScoringDraft, awards: &[AppliedAward], placed: bool) -> Vec<FigureRow> {
    let table = model.game.table();
    let mut rows: Vec<(FigureRow, i64)> = Vec::new();
    for award in awards {
        let Ok(index) = model.game.setup().index_of(&award.player) else { continue };
        let figures = &table.players[index].figures;
        if figures.len() < 2 {
            continue;
        }
        if let Some((_, points)) = rows.iter_mut().find(|(row, _)| row.player == award.player) {
            *points = points.saturating_add(award.points);
            continue;
        }
        let chosen = draft.figures.get(award.player.as_str()).copied();
        let items = draft
            .items
            .iter()
            .enumerate()
            .filter_map(|(index, item)| {
                let figure = *item.figures.get(award.player.as_str())?;
                Some(ItemFigure { item: u32::try_from(index).unwrap_or(0), figure })
            })
            .collect();
        let row = FigureRow {
            player: award.player.to_string(),
            figure: chosen.unwrap_or(award.figure),
            chosen: chosen.is_some(),
            items,
            options: Vec::new(),
        };
        rows.push((row, award.points));
    }
    rows.into_iter()
        .map(|(mut row, points)| {
            let index = model.game.setup().index_of(&row.player).unwrap_or(0);
            row.options = table.players[index]
                .figures
                .iter()
                .enumerate()
                .map(|(figure, state)| {
                    let place = placed.then(|| {
                        let lands_on = track::space_of(state.points.saturating_add(points));
                        FigurePlace {
                            space: state.space,
                            lands_on: u32::from(lands_on),
                            dark: track::is_dark(lands_on),
                        }
                    });
                    FigureOption { figure: u32::try_from(figure).unwrap_or(0), place }
                })
                .collect();
            row
        })
        .collect()
}
