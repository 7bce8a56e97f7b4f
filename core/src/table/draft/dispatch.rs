//! The draft of a Messages dispatch (`messages.dispatch.*`): the tile the player
//! drew, its count or the feature it scores, and which figure moves. A dispatch
//! draft is a [`ScoringDraft`] whose `dispatch` says the tile; the feature a tile
//! scores (the smallest road, city or cloister, or the feature of a meeple) is its
//! one item, filled in like any feature's form at the end-of-game moment the tile
//! scores it as (reference 0.3.1). Submitting it gives the `ResolveDispatch`
//! command, so no front-end builds a dispatch's choice. An edit of a dispatch's
//! entry opens the same draft on the table as it was before that entry.

use serde::{Deserialize, Serialize};

use crate::rules::events::ItemKind;
use crate::rules::messages::{DispatchChoice, DispatchForm, DispatchTile, find_tile, meeple_features};
use crate::rules::{InputValue, Inputs};
use crate::session::{Command, FigureChoices, Prompt, TableState};
use crate::table::DispatchOptions;
use crate::table::dispatch::TILE_MOMENT;
use crate::table::forms::FormField;
use crate::{Error, Result, msg};

use super::{DraftField, DraftItem, ScoringDraft, TableModel};

/// The tile of a dispatch draft and its count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DispatchPick {
    /// The tile's key (`two_points`, `knights`...).
    pub tile: String,
    /// The count of a count tile (coats of arms, knights, farmers), once entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<i64>,
}

/// What a dispatch screen draws besides the feature's form (the draft's item).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DispatchView {
    /// Who draws, on which space, and every tile with its form.
    pub options: DispatchOptions,
    /// The tile chosen.
    pub tile: String,
    /// A count tile's count, with its limits and whether it is still to give.
    pub count: Option<DraftField>,
    /// The feature a meeple tile scores (the draft's item), if the tile scores one.
    pub feature: Option<String>,
}

/// The table the dispatch is answered at: now, or, in an edit, just before the
/// entry that answered it.
fn table_of<'m>(model: &'m TableModel<'_>, draft: &ScoringDraft) -> Result<&'m TableState> {
    match draft.editing {
        Some(seq) => model.game.table_before(seq),
        None => Ok(model.game.table()),
    }
}

/// Who draws the dispatch the draft answers.
fn drawer(table: &TableState) -> Result<String> {
    match &table.pending {
        Some(Prompt::Dispatch { player, .. }) => Ok(player.clone()),
        _ => Err(Error::NoPrompt { question: msg!("question-dispatch") }),
    }
}

/// The draft that edits entry `seq`, the dispatch answered by `choice`: its tile,
/// count and feature's values as recorded, the figure chosen.
pub(super) fn draft_of(
    model: &TableModel<'_>,
    seq: u64,
    choice: DispatchChoice,
    figure: Option<u32>,
) -> Result<ScoringDraft> {
    let player = drawer(model.game.table_before(seq)?)?;
    let tile = find_tile(&choice.tile)?;
    let feature = match &tile.form {
        DispatchForm::Smallest { feature } => Some((*feature).to_owned()),
        DispatchForm::Meeple => choice.feature.clone(),
        DispatchForm::Fixed { .. } | DispatchForm::Count { .. } => None,
    };
    let items = feature
        .map(|key| DraftItem { inputs: choice.inputs.clone(), players: choice.players.clone(), ..feature_item(&key) })
        .into_iter()
        .collect();
    Ok(ScoringDraft {
        items,
        current: 0,
        moment: TILE_MOMENT,
        figures: figure.map(|figure| (player, figure)).into_iter().collect(),
        nobody_scores: false,
        editing: Some(seq),
        prefill: false,
        dispatch: Some(DispatchPick { tile: tile.key.to_owned(), count: choice.count }),
    })
}

/// A dispatch action on a draft that is not a dispatch's.
fn not_a_dispatch() -> Error {
    Error::NoPrompt { question: msg!("question-dispatch") }
}

fn takes_no(tile: &str, field: &'static str) -> Error {
    Error::invalid(field, msg!("dispatch-error-takes-no", tile = tile.to_owned(), field = field))
}

/// A new dispatch draft: the 2 points chosen, nothing entered.
pub(super) fn start(model: &TableModel<'_>) -> Result<ScoringDraft> {
    drawer(model.game.table())?;
    Ok(ScoringDraft {
        items: Vec::new(),
        current: 0,
        moment: TILE_MOMENT,
        figures: FigureChoices::new(),
        nobody_scores: false,
        editing: None,
        prefill: true,
        dispatch: Some(DispatchPick { tile: "two_points".to_owned(), count: None }),
    })
}

fn pick_mut(draft: &mut ScoringDraft) -> Result<&mut DispatchPick> {
    draft.dispatch.as_mut().ok_or_else(not_a_dispatch)
}

/// `draft` with tile `tile` chosen (and, for a meeple tile, the feature its meeple
/// stands on, the first one by default). What was entered for another tile is
/// dropped; the figure chosen stays.
pub(super) fn choose_tile(
    model: &TableModel<'_>,
    draft: &mut ScoringDraft,
    tile: &str,
    feature: Option<&str>,
) -> Result<()> {
    pick_mut(draft)?;
    let found = find_tile(tile)?;
    let item = match (&found.form, feature) {
        (DispatchForm::Smallest { feature: key }, None) => Some(*key),
        (DispatchForm::Meeple, chosen) => {
            let features = meeple_features(&model.game.setup().ruleset);
            match chosen {
                Some(key) => Some(*features.iter().find(|known| **known == key).ok_or_else(|| {
                    Error::invalid("feature", msg!("dispatch-error-not-scored-at-end", key = key.to_owned()))
                })?),
                None => features.first().copied(),
            }
        }
        (_, Some(_)) => return Err(takes_no(found.key, "feature")),
        (_, None) => None,
    };
    draft.items = item.into_iter().map(feature_item).collect();
    draft.current = 0;
    draft.nobody_scores = false;
    *pick_mut(draft)? = DispatchPick { tile: found.key.to_owned(), count: None };
    Ok(())
}

fn feature_item(key: &str) -> DraftItem {
    DraftItem {
        kind: ItemKind::Feature,
        key: key.to_owned(),
        step: None,
        inputs: Inputs::new(),
        players: Vec::new(),
        figures: FigureChoices::new(),
    }
}

fn count_tile(pick: &DispatchPick) -> Result<(DispatchTile, crate::rules::InputSpec)> {
    let tile = find_tile(&pick.tile)?;
    match &tile.form {
        DispatchForm::Count { input, .. } => {
            let input = (**input).clone();
            Ok((tile, input))
        }
        _ => Err(takes_no(tile.key, "count")),
    }
}

/// Sets (or, with `None`, forgets) a count tile's count, within its limits.
pub(super) fn set_count(draft: &mut ScoringDraft, count: Option<i64>) -> Result<()> {
    let pick = pick_mut(draft)?;
    let (_, input) = count_tile(pick)?;
    if let Some(count) = count
        && !(input.min..=input.max).contains(&count)
    {
        let reason = msg!("dispatch-error-count-out-of-range", count = count, min = input.min, max = input.max);
        return Err(Error::invalid("count", reason));
    }
    pick.count = count;
    Ok(())
}

/// The count a stepper steps to: from the count shown, or from the smallest legal
/// one while it is still to give.
pub(super) fn adjusted_count(draft: &ScoringDraft, by: i64) -> Result<i64> {
    let pick = draft.dispatch.as_ref().ok_or_else(not_a_dispatch)?;
    let (_, input) = count_tile(pick)?;
    Ok(pick.count.map_or(input.min, |count| count.saturating_add(by)))
}

/// The missing count, as the error a submit gives.
pub(super) fn missing_count(pick: &DispatchPick) -> Result<Option<Error>> {
    let tile = find_tile(&pick.tile)?;
    Ok(match &tile.form {
        DispatchForm::Count { input, .. } if pick.count.is_none() => {
            Some(Error::invalid("count", msg!("dispatch-error-say-how-many", what = input.label)))
        }
        _ => None,
    })
}

/// The command a dispatch draft records: `ResolveDispatch` with the tile, its
/// count or its feature's values, and the figure the drawer chose.
pub(super) fn command(model: &TableModel<'_>, draft: &ScoringDraft, pick: &DispatchPick) -> Result<Command> {
    let player = drawer(table_of(model, draft)?)?;
    if let Some(error) = missing_count(pick)? {
        return Err(error);
    }
    let tile = find_tile(&pick.tile)?;
    let mut choice = DispatchChoice { count: pick.count, ..DispatchChoice::tile(tile.key) };
    if let Some(item) = draft.items.first() {
        choice.inputs = item.inputs.clone();
        if matches!(tile.form, DispatchForm::Meeple) {
            choice.feature = Some(item.key.clone());
            choice.players = super::fill::item_players(model, draft, item)?;
        }
    }
    let command = Command::ResolveDispatch { choice, figure: draft.figures.get(&player).copied() };
    Ok(match draft.editing {
        Some(seq) => Command::Edit { seq, command: Box::new(command) },
        None => command,
    })
}

/// Whether the field of the draft's feature is drawn: a smallest feature is the
/// drawer's alone, so it takes no per-player values.
pub(super) fn shows_field(draft: &ScoringDraft, per_player: bool) -> bool {
    let smallest = draft
        .dispatch
        .as_ref()
        .and_then(|pick| find_tile(&pick.tile).ok())
        .is_some_and(|tile| matches!(tile.form, DispatchForm::Smallest { .. }));
    !(smallest && per_player)
}

/// The starting value of a per-player field of a meeple tile's feature: the
/// drawer's one meeple on it.
pub(super) fn drawer_starts_with_meeple(model: &TableModel<'_>, draft: &ScoringDraft, player: usize) -> bool {
    let Some(pick) = &draft.dispatch else { return false };
    let meeple = find_tile(&pick.tile).is_ok_and(|tile| matches!(tile.form, DispatchForm::Meeple));
    let Ok(table) = table_of(model, draft) else { return false };
    meeple && drawer(table).is_ok_and(|id| table.players.get(player).is_some_and(|seat| seat.id == id))
}

/// What the screen draws besides the feature's form.
pub(super) fn view(model: &TableModel<'_>, draft: &ScoringDraft, pick: &DispatchPick) -> Result<DispatchView> {
    let options = model
        .dispatch_at(table_of(model, draft)?)
        .ok_or_else(|| Error::NoPrompt { question: msg!("question-dispatch") })?;
    let count = count_tile(pick).ok().map(|(_, input)| DraftField {
        field: FormField::from(&input),
        value: pick.count.map(InputValue::Int),
        entered: pick.count.is_some(),
        missing: pick.count.is_none(),
        locked: false,
        players: Vec::new(),
    });
    let meeple = find_tile(&pick.tile)?.form == DispatchForm::Meeple;
    let feature = if meeple { draft.items.first().map(|item| item.key.clone()) } else { None };
    Ok(DispatchView { options, tile: pick.tile.clone(), count, feature })
}
