//! What a player is filling in (DESIGN.md principle 10): a [`ScoringDraft`] is the
//! items of one scoring round (or one event) with what the player entered, the
//! figure each receiver chose, and the entry being edited, if any. It is a plain
//! value the front-end keeps (Android in its `SavedStateHandle`, iOS in its model,
//! the command line for one line); every change is a [`DraftAction`] the core
//! applies, and what comes back is the [`DraftView`] a screen draws: each form with
//! its current values and limits, what is required and missing, the live preview,
//! the figure choices, what may be added to the round, and whether it can be
//! submitted and why not. [`TableModel::submit_draft`] turns the draft into the
//! command, so the same taps record the same entry on every phone.
//!
//! - [`fill`]: an item's form against the game: starting values, what was entered,
//!   the item of the command;
//! - [`view`]: the view of a whole draft;
//! - [`from_entry`]: the draft of a recorded scoring, which an edit opens;
//! - [`dispatch`]: the draft of a Messages dispatch (the tile, its count or its
//!   feature), which submits as `ResolveDispatch`.
//!
//! Starting values are the core's and a draft remembers none of them: the active
//! player's follower on a feature completed during their turn (one knight on a
//! city, one highwayman on a road), each count at its form's starting value (its
//! smallest legal value), the active player in an input that is theirs. A count the
//! players must know (a road's tiles) starts empty and is asked for (principle 9).

mod dispatch;
mod fill;
mod from_entry;
mod view;

use serde::{Deserialize, Serialize};

use crate::rules::events::ItemKind;
use crate::rules::{InputValue, Inputs, PlayerInputs, Step, When};
use crate::session::{FigureChoices, LogItem};
use crate::{Error, Result, msg};

use super::forms::FormField;
use super::summary::Action;
use super::{ChangePreview, TableModel};

pub use dispatch::{DispatchPick, DispatchView};
pub use fill::starting_followers;

/// One feature or event of a draft, with what the player entered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DraftItem {
    /// A feature or an event (turn step or end-game item).
    pub kind: ItemKind,
    /// Its key.
    pub key: String,
    /// The step an event is recorded at, where the player chose one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Step>,
    /// The item-level values the player entered, by field name.
    #[serde(default, skip_serializing_if = "Inputs::is_empty")]
    pub inputs: Inputs,
    /// The per-player values the player entered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<PlayerInputs>,
    /// The figure a player chose for this item's points alone (Messages: a tile
    /// completing a road and a city, each scored on another figure); the round's
    /// choice stands for the others.
    #[serde(default, skip_serializing_if = "FigureChoices::is_empty")]
    pub figures: FigureChoices,
}

/// A scoring being filled in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScoringDraft {
    /// The items of the round, in the order they are scored.
    pub items: Vec<DraftItem>,
    /// The item whose form is open.
    #[serde(default)]
    pub current: u32,
    /// How the round's features count: completed during the turns, or incomplete
    /// at the end (an edit keeps its entry's).
    pub moment: When,
    /// Which scoring figure takes each receiver's points (Messages), by player id:
    /// the player's own choice; others take the core's default.
    #[serde(default, skip_serializing_if = "FigureChoices::is_empty")]
    pub figures: FigureChoices,
    /// The players confirmed that nobody scores it.
    #[serde(default)]
    pub nobody_scores: bool,
    /// The entry this draft replaces, if it is an edit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub editing: Option<u64>,
    /// Whether the core's starting values are shown and recorded (a phone's form);
    /// a command line types every value and gets none.
    #[serde(default)]
    pub prefill: bool,
    /// The dispatch tile chosen, when this draft answers a Messages dispatch (its
    /// feature, if the tile scores one, is the draft's one item).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub dispatch: Option<DispatchPick>,
}

/// How a draft begins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "start", rename_all = "snake_case", deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum DraftStart {
    /// A new scoring of one feature or event, with the core's starting values (more
    /// items may be added to the round).
    Item {
        /// Feature or event.
        kind: ItemKind,
        /// Its key.
        key: String,
        /// The step an event is recorded at, where it belongs to several.
        #[serde(default)]
        step: Option<Step>,
    },
    /// An edit of the scoring recorded as entry `seq`: its values, as recorded.
    Edit {
        /// The entry.
        seq: u64,
    },
    /// An empty round typed value by value, with no starting values (the command
    /// line), replacing entry `editing` if given.
    Typed {
        /// The entry it replaces, if any.
        #[serde(default)]
        editing: Option<u64>,
    },
    /// The answer to the dispatch waiting (Messages): the 2 points chosen, a tile
    /// may be chosen instead.
    Dispatch,
}

/// One change to a draft. Items are numbered from 0 in the draft's order; a
/// per-player value names its player by id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum DraftAction {
    /// Adds a feature or event to the round ("another feature completed by this
    /// tile"); it becomes the open item.
    Add {
        /// Feature or event.
        kind: ItemKind,
        /// Its key.
        key: String,
        /// The step an event is recorded at, where it belongs to several.
        #[serde(default)]
        step: Option<Step>,
    },
    /// Removes an item from the round.
    Remove {
        /// The item.
        item: u32,
    },
    /// Opens an item's form.
    Select {
        /// The item.
        item: u32,
    },
    /// Sets a value: typed or picked (a number, a switch, an option, a player).
    Set {
        /// The item.
        item: u32,
        /// The field's name.
        field: String,
        /// The player, for a per-player field.
        #[serde(default)]
        player: Option<String>,
        /// The value.
        value: InputValue,
    },
    /// Steps a count up or down from the value shown (the + and − of a stepper).
    Adjust {
        /// The item.
        item: u32,
        /// The field's name.
        field: String,
        /// The player, for a per-player field.
        #[serde(default)]
        player: Option<String>,
        /// How far (1, -1).
        by: i64,
    },
    /// Forgets an entered value: the field shows its starting value again (empty
    /// for a count the players must give, nobody for a player).
    Clear {
        /// The item.
        item: u32,
        /// The field's name.
        field: String,
        /// The player, for a per-player field.
        #[serde(default)]
        player: Option<String>,
    },
    /// The scoring figure that takes `player`'s points (Messages): in the whole
    /// round (robbers' steals included), or, with `item`, that item's alone.
    ChooseFigure {
        /// The player.
        player: String,
        /// The figure: 0 or 1.
        figure: u32,
        /// The item whose points alone it takes, if not the whole round's.
        #[serde(default)]
        item: Option<u32>,
    },
    /// The step an event is recorded at.
    ChooseStep {
        /// The item.
        item: u32,
        /// The step.
        step: Step,
    },
    /// Confirms (or takes back) that nobody scores it: recorded with no points.
    ConfirmNobodyScores {
        /// Confirmed.
        confirmed: bool,
    },
    /// A dispatch's tile (and, for the meeple tile, the feature its meeple stands
    /// on: the first one when not given); what was entered for another tile is
    /// dropped.
    ChooseTile {
        /// The tile's key.
        tile: String,
        /// The meeple tile's feature.
        #[serde(default)]
        feature: Option<String>,
    },
    /// Sets (or, with none, forgets) a count tile's count.
    SetCount {
        /// The count.
        #[serde(default)]
        count: Option<i64>,
    },
    /// Steps a count tile's count up or down from the count shown.
    AdjustCount {
        /// How far (1, -1).
        by: i64,
    },
}

/// A player's value of a per-player field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DraftPlayerValue {
    /// The player's id.
    pub player: String,
    /// The value shown (toggles: 0 or 1).
    pub value: i64,
    /// Whether the player entered it (otherwise it is the starting value).
    pub entered: bool,
}

/// One field of an item's form with its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DraftField {
    /// The field: name, kind, limits, label, rule id, help, what to ask for a count
    /// the players must give, options (a player field's options are the game's
    /// players).
    pub field: FormField,
    /// An item-level field's value as shown; none: empty (a count still to give, no
    /// option, nobody).
    pub value: Option<InputValue>,
    /// Whether the player entered it.
    pub entered: bool,
    /// Required and not given: the draft cannot be submitted.
    pub missing: bool,
    /// Filled in by the core and not changeable (the active player's own input).
    pub locked: bool,
    /// A per-player field's values, one per player in turn order.
    pub players: Vec<DraftPlayerValue>,
}

/// One item of the draft as its form shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DraftItemView {
    /// Feature or event.
    pub kind: ItemKind,
    /// Its key.
    pub key: String,
    /// Its name.
    pub name: String,
    /// The step it is recorded at, where known (chosen, its only one, or none yet).
    pub step: Option<Step>,
    /// The steps the player may choose from, where the event belongs to several.
    pub steps: Vec<Step>,
    /// Its fields, item-level and per-player, in form order.
    pub fields: Vec<DraftField>,
    /// Scored alone now, it gives nobody points (no follower named): when the draft
    /// is refused because nobody scores, these are the items to confirm.
    pub scores_nobody: bool,
}

/// Where a figure stands and where this round's points would take it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FigurePlace {
    /// Its space now.
    pub space: u32,
    /// The space it would stop on with this round's points.
    pub lands_on: u32,
    /// That space is a dark dispatch space.
    pub dark: bool,
}

/// One figure a receiver may move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FigureOption {
    /// The figure: 0 or 1.
    pub figure: u32,
    /// Where it stands and would stop (a new scoring; an edit replays the game from
    /// its entry, where the figures stood elsewhere).
    pub place: Option<FigurePlace>,
}

/// The figure a player chose for one item's points alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ItemFigure {
    /// The item.
    pub item: u32,
    /// The figure.
    pub figure: u32,
}

/// A receiver with two scoring figures (Messages): which one moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FigureRow {
    /// The player.
    pub player: String,
    /// The figure that moves for the round: the player's choice, or the core's
    /// default.
    pub figure: u32,
    /// Whether the player chose it.
    pub chosen: bool,
    /// Items whose points the player sent to a figure of their own choice.
    pub items: Vec<ItemFigure>,
    /// Both figures.
    pub options: Vec<FigureOption>,
}

/// Everything a scoring screen draws for a draft.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DraftView {
    /// The items, in order.
    pub items: Vec<DraftItemView>,
    /// The open item.
    pub current: u32,
    /// How the round's features count.
    pub moment: When,
    /// The entry being edited, if any.
    pub editing: Option<u64>,
    /// What the round would give (a new scoring), when it can be scored.
    pub preview: Option<LogItem>,
    /// What the edit would change, when it can be made.
    pub change: Option<ChangePreview>,
    /// Which figure each receiver moves (Messages; empty without it).
    pub figures: Vec<FigureRow>,
    /// Feature keys that may be added to the round (their names are the
    /// catalogue's).
    pub addable_features: Vec<String>,
    /// Event keys that may be added.
    pub addable_events: Vec<String>,
    /// Whether it can be submitted now, and why not.
    pub submit: Action,
    /// Why not, as the error a submit would give: its code and the field it is
    /// about (a screen focuses a missing count).
    pub refusal: Option<DraftRefusal>,
    /// The core refuses it because nobody scores: the screen offers to record it
    /// anyway.
    pub nobody_scores_offered: bool,
    /// The players confirmed that nobody scores.
    pub nobody_scores: bool,
    /// A dispatch's tiles and the tile chosen, when the draft answers one.
    pub dispatch: Option<DispatchView>,
}

/// Why a draft cannot be submitted, as the error submitting it would give.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DraftRefusal {
    /// The error's code.
    pub code: crate::ErrorCode,
    /// The field it is about, if any.
    pub field: Option<String>,
}

/// A draft after an action, and its view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DraftUpdate {
    /// The draft to keep.
    pub draft: ScoringDraft,
    /// What to draw.
    pub view: DraftView,
}

impl ScoringDraft {
    /// The draft as JSON, to keep across process death (`SavedStateHandle`).
    ///
    /// # Errors
    /// Never in practice (a draft is plain data).
    pub fn to_json(&self) -> Result<String> {
        serde_json::to_string(self).map_err(|error| Error::InvalidRequest { reason: error.to_string() })
    }

    /// A draft kept with [`ScoringDraft::to_json`].
    ///
    /// # Errors
    /// [`Error::InvalidRequest`] for text that is not a draft.
    pub fn from_json(json: &str) -> Result<ScoringDraft> {
        if json.len() > crate::limits::MAX_DRAFT_BYTES {
            return Err(Error::TooLarge {
                what: msg!("too-large-draft-bytes"),
                found: json.len() as u64,
                limit: crate::limits::MAX_DRAFT_BYTES as u64,
            });
        }
        serde_json::from_str(json).map_err(|error| Error::InvalidRequest { reason: error.to_string() })
    }

    fn item_mut(&mut self, item: u32) -> Result<&mut DraftItem> {
        let count = self.items.len();
        self.items.get_mut(item as usize).ok_or_else(|| no_such_item(item, count))
    }
}

fn no_such_item(item: u32, count: usize) -> Error {
    Error::invalid("item", msg!("draft-no-such-item", item = i64::from(item) + 1, count = count))
}

impl TableModel<'_> {
    /// A new draft and its view.
    ///
    /// # Errors
    /// An item that cannot be scored now, an entry that is not a scoring.
    pub fn start_draft(&self, start: DraftStart) -> Result<DraftUpdate> {
        let draft = match start {
            DraftStart::Item { kind, key, step } => {
                let mut draft = self.empty_draft(None, true)?;
                draft = self.apply(draft, DraftAction::Add { kind, key, step })?;
                draft
            }
            DraftStart::Edit { seq } => from_entry::draft_of(self, seq)?,
            DraftStart::Typed { editing } => self.empty_draft(editing, false)?,
            DraftStart::Dispatch => dispatch::start(self)?,
        };
        let view = self.draft_view(&draft)?;
        Ok(DraftUpdate { draft, view })
    }

    /// `draft` after `action`, and its view.
    ///
    /// # Errors
    /// An action on an item or field that does not exist, a value outside its
    /// limits, a player who is not at the table, a figure the player does not have,
    /// an item that cannot be added: a typed error naming the field; the draft the
    /// caller holds is unchanged.
    pub fn apply_draft(&self, draft: ScoringDraft, action: DraftAction) -> Result<DraftUpdate> {
        let draft = self.apply(draft, action)?;
        let view = self.draft_view(&draft)?;
        Ok(DraftUpdate { draft, view })
    }

    /// What a screen draws for `draft` (one restored after process death, or after
    /// another phone changed the game).
    ///
    /// # Errors
    /// A draft that does not fit this game (an item it cannot score, a value its
    /// form does not take).
    pub fn draft_view(&self, draft: &ScoringDraft) -> Result<DraftView> {
        view::view(self, draft)
    }

    /// The command `draft` records: one item's own, a round of several, or the edit
    /// of its entry.
    ///
    /// # Errors
    /// A required value still missing (the message says which), a step to choose, no
    /// item, and whatever the draft's view refuses.
    pub fn submit_draft(&self, draft: &ScoringDraft) -> Result<crate::session::Command> {
        fill::command(self, draft)
    }

    fn empty_draft(&self, editing: Option<u64>, prefill: bool) -> Result<ScoringDraft> {
        let moment = match editing {
            Some(seq) => self.entry_moment(seq)?,
            None => crate::session::moment_of(self.game.table().phase),
        };
        Ok(ScoringDraft {
            items: Vec::new(),
            current: 0,
            moment,
            figures: FigureChoices::new(),
            nobody_scores: false,
            editing,
            prefill,
            dispatch: None,
        })
    }

    fn apply(&self, mut draft: ScoringDraft, action: DraftAction) -> Result<ScoringDraft> {
        match action {
            DraftAction::Add { kind, key, step } => {
                fill::check_addable(self, &draft, kind, &key, step)?;
                if draft.items.len() >= crate::session::MAX_ROUND_ITEMS {
                    return Err(Error::invalid(
                        "items",
                        msg!("round-too-many", most = crate::session::MAX_ROUND_ITEMS),
                    ));
                }
                draft.items.push(DraftItem {
                    kind,
                    key,
                    step,
                    inputs: Inputs::new(),
                    players: Vec::new(),
                    figures: FigureChoices::new(),
                });
                draft.current = u32::try_from(draft.items.len() - 1).unwrap_or(0);
            }
            DraftAction::Remove { item } => {
                draft.item_mut(item)?;
                if draft.dispatch.is_some() {
                    return Err(Error::invalid("items", msg!("dispatch-error-keeps-feature")));
                }
                draft.items.remove(item as usize);
                let last = u32::try_from(draft.items.len().saturating_sub(1)).unwrap_or(0);
                draft.current = draft.current.min(last);
            }
            DraftAction::Select { item } => {
                draft.item_mut(item)?;
                draft.current = item;
            }
            DraftAction::Set { item, field, player, value } => {
                fill::set(self, &mut draft, item, &field, player.as_deref(), Some(value))?;
            }
            DraftAction::Adjust { item, field, player, by } => {
                let number = fill::adjusted(self, &draft, item, (&field, player.as_deref()), by)?;
                fill::set(self, &mut draft, item, &field, player.as_deref(), Some(InputValue::Int(number)))?;
            }
            DraftAction::Clear { item, field, player } => {
                fill::set(self, &mut draft, item, &field, player.as_deref(), None)?;
            }
            DraftAction::ChooseFigure { player, figure, item } => {
                fill::check_figure(self, &player, figure)?;
                match item {
                    Some(item) => draft.item_mut(item)?.figures.insert(player, figure),
                    None => draft.figures.insert(player, figure),
                };
            }
            DraftAction::ChooseStep { item, step } => {
                let key = draft.item_mut(item)?.key.clone();
                fill::check_step(&draft.items[item as usize], &key, step)?;
                draft.item_mut(item)?.step = Some(step);
            }
            DraftAction::ConfirmNobodyScores { confirmed } => draft.nobody_scores = confirmed,
            DraftAction::ChooseTile { tile, feature } => {
                dispatch::choose_tile(self, &mut draft, &tile, feature.as_deref())?;
            }
            DraftAction::SetCount { count } => dispatch::set_count(&mut draft, count)?,
            DraftAction::AdjustCount { by } => {
                let count = dispatch::adjusted_count(&draft, by)?;
                dispatch::set_count(&mut draft, Some(count))?;
            }
        }
        Ok(draft)
    }
}
