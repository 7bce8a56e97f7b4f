//! One item of a draft against the game: its form (the rules' schema for the
//! ruleset at the draft's moment), the core's starting values, what the player
//! entered, the checks of an edit, and the item of the command it records.

use crate::l10n::{Conjunction, Message};
use crate::rules::events::{EventDef, ItemKind, find_event, not_the_active_player};
use crate::rules::majority::FOLLOWERS;
use crate::rules::{InputKind, InputSpec, InputValue, PlayerInputs, Schema, Step, When, find_feature};
use crate::session::{
    Command, EventRecording, FeatureScoring, Phase, RoundItem, ScoringRound, moment_of, require_no_prompt,
};
use crate::{Error, Result, msg};

use super::{DraftItem, ScoringDraft, TableModel, no_such_item};

/// An item's form and what the game says about it.
pub(super) struct ItemForm {
    pub name: Message,
    pub schema: Schema,
    /// An event's definition (features: none).
    pub event: Option<&'static EventDef>,
}

impl ItemForm {
    /// The player input the core fills with the active player, if any.
    pub fn active_input(&self) -> Option<&'static str> {
        self.event.and_then(|def| def.active_player)
    }

    /// The steps an event belongs to (features: none).
    pub fn steps(&self) -> &'static [Step] {
        self.event.map_or(&[], |def| def.steps)
    }
}

/// The form of `kind` `key` at `moment` for `model`'s game.
pub(super) fn form_of(model: &TableModel<'_>, kind: ItemKind, key: &str, moment: When) -> Result<ItemForm> {
    let ruleset = &model.game.setup().ruleset;
    match kind {
        ItemKind::Feature => {
            let def = find_feature(key)?;
            Ok(ItemForm { name: def.title(), schema: def.schema(ruleset, moment)?, event: None })
        }
        ItemKind::Event => {
            let def = find_event(key)?;
            Ok(ItemForm { name: def.title(), schema: def.schema(ruleset)?, event: Some(def) })
        }
    }
}

/// The form of the draft's item `item`.
pub(super) fn item_form<'d>(
    model: &TableModel<'_>,
    draft: &'d ScoringDraft,
    item: u32,
) -> Result<(&'d DraftItem, ItemForm)> {
    let entry = draft.items.get(item as usize).ok_or_else(|| no_such_item(item, draft.items.len()))?;
    Ok((entry, form_of(model, entry.kind, &entry.key, draft.moment)?))
}

/// How many followers the active player starts with on a feature of this draft: one
/// on a feature completed during their turn (the knight on their city, the
/// highwayman on their road), none otherwise, and none when the draft takes no
/// starting values.
pub fn starting_followers(draft: &ScoringDraft, kind: ItemKind, phase: Phase) -> i64 {
    let own_feature = draft.prefill && kind == ItemKind::Feature && draft.moment == When::Completed;
    i64::from(own_feature && phase == Phase::Playing)
}

/// The starting value of a per-player field for `player` (an index in turn order).
pub(super) fn starting_player_value(
    model: &TableModel<'_>,
    draft: &ScoringDraft,
    kind: ItemKind,
    spec: &InputSpec,
    player: usize,
) -> i64 {
    let table = model.game.table();
    if spec.name == FOLLOWERS.name() && super::dispatch::drawer_starts_with_meeple(model, draft, player) {
        return 1.clamp(spec.min, spec.max);
    }
    if spec.name == FOLLOWERS.name() && player == table.active {
        let followers = starting_followers(draft, kind, table.phase);
        if followers > 0 {
            return followers.clamp(spec.min, spec.max);
        }
    }
    spec.default.clamp(spec.min, spec.max)
}

/// The starting value of an item-level field: a count its starting value (its
/// smallest legal one) unless the players must give it, a switch off, the default
/// option, the active player in their own input, nobody otherwise.
pub(super) fn starting_value(model: &TableModel<'_>, form: &ItemForm, spec: &InputSpec) -> Option<InputValue> {
    match spec.kind {
        InputKind::Count if spec.required => None,
        InputKind::Count => Some(InputValue::Int(spec.default.clamp(spec.min, spec.max))),
        InputKind::Toggle => Some(InputValue::Bool(spec.default != 0)),
        InputKind::Choice => spec.default_option.map(InputValue::from),
        InputKind::Player if form.active_input() == Some(spec.name) => {
            Some(InputValue::from(model.game.table().active_player().id.as_str()))
        }
        InputKind::Player | InputKind::PerPlayerCount | InputKind::PerPlayerToggle => None,
    }
}

/// The game's players as a request names them (what a player input may name).
fn table_players(model: &TableModel<'_>) -> Vec<PlayerInputs> {
    model.game.table().players.iter().map(|player| PlayerInputs::new(player.id.clone())).collect()
}

/// Refuses an item the draft may not take: one the moment does not score, an event
/// past its limit, anything while a question waits or once the game is finished.
pub(super) fn check_addable(
    model: &TableModel<'_>,
    draft: &ScoringDraft,
    kind: ItemKind,
    key: &str,
    step: Option<Step>,
) -> Result<()> {
    let form = form_of(model, kind, key, draft.moment)?;
    let table = model.game.table();
    let offered = match draft.editing {
        Some(seq) => model.replaceable(seq)?,
        None => {
            if table.phase == Phase::Finished {
                return Err(Error::GameFinished);
            }
            require_no_prompt(table)?;
            model.scorable()
        }
    };
    match kind {
        ItemKind::Feature if offered.features.iter().any(|feature| feature == key) => {}
        ItemKind::Event => match offered.events.iter().find(|event| event.key == key) {
            Some(event) => {
                if let Some(why) = &event.refused {
                    return Err(Error::NotAvailable { item: key.to_owned(), reason: Message::verbatim(why.clone()) });
                }
            }
            None => return Err(Error::NotAvailable { item: key.to_owned(), reason: not_now(draft.moment) }),
        },
        ItemKind::Feature => return Err(Error::NotAvailable { item: key.to_owned(), reason: not_now(draft.moment) }),
    }
    if let (Some(step), Some(def)) = (step, form.event) {
        check_event_step(def, step)?;
    }
    Ok(())
}

fn not_now(moment: When) -> Message {
    match moment {
        When::Completed => msg!("draft-not-during-turns"),
        When::EndOfGame => msg!("draft-not-at-end"),
    }
}

/// Refuses a step the event does not belong to.
pub(super) fn check_step(item: &DraftItem, key: &str, step: Step) -> Result<()> {
    match item.kind {
        ItemKind::Event => check_event_step(find_event(key)?, step),
        ItemKind::Feature => Err(Error::invalid("step", msg!("draft-step-of-an-event"))),
    }
}

fn check_event_step(def: &EventDef, step: Step) -> Result<()> {
    if def.steps.contains(&step) {
        return Ok(());
    }
    let codes = Message::list(Conjunction::Or, def.steps.iter().map(|step| Message::verbatim(step.code())));
    Err(Error::invalid("step", msg!("step-wrong", item = def.title(), steps = codes, given = step.code())))
}

/// Refuses a figure `player` does not have, or a player not at the table.
pub(super) fn check_figure(model: &TableModel<'_>, player: &str, figure: u32) -> Result<()> {
    let index = model.game.setup().index_of(player)?;
    let count = model.game.table().players[index].figures.len();
    if (figure as usize) < count {
        return Ok(());
    }
    let name = model.game.setup().name_of(player);
    let reason = msg!("figure-out-of-range", player = name, count = count, figure = figure + 1);
    Err(Error::invalid("figure", reason))
}

/// The number a stepper steps to from the field's value as shown (entered or
/// starting); from a count still to give, its smallest legal value.
pub(super) fn adjusted(
    model: &TableModel<'_>,
    draft: &ScoringDraft,
    item: u32,
    (field, player): (&str, Option<&str>),
    by: i64,
) -> Result<i64> {
    let (entry, form) = item_form(model, draft, item)?;
    let spec = find_spec(&form, &entry.key, field)?;
    if !matches!(spec.kind, InputKind::Count | InputKind::PerPlayerCount) {
        return Err(Error::invalid(field, msg!("input-expected-number")));
    }
    let shown = match player {
        Some(id) => {
            let index = model.game.setup().index_of(id)?;
            let entered = entry.players.iter().find(|p| p.id == id).and_then(|p| p.inputs.get(field));
            Some(number_of(entered).unwrap_or_else(|| starting_player_value(model, draft, entry.kind, spec, index)))
        }
        None => number_of(entry.inputs.get(field)).or_else(|| number_of(starting_value(model, &form, spec).as_ref())),
    };
    Ok(shown.map_or(spec.min, |number| number.saturating_add(by)))
}

/// A count's or switch's value as a number.
pub(super) fn number_of(value: Option<&InputValue>) -> Option<i64> {
    match value? {
        InputValue::Int(number) => Some(*number),
        InputValue::Bool(on) => Some(i64::from(*on)),
        InputValue::Text(_) | InputValue::Other(_) => None,
    }
}

fn find_spec<'f>(form: &'f ItemForm, key: &str, field: &str) -> Result<&'f InputSpec> {
    if let Some(spec) = form.schema.get(field) {
        return Ok(spec);
    }
    match form.schema.hidden_reason(field) {
        Some(needs) => Err(Error::InputNotEnabled { field: field.to_owned(), needs: needs.clone() }),
        None => Err(Error::UnknownInput { field: field.to_owned(), item: key.to_owned() }),
    }
}

/// Sets (or, with `None`, forgets) the value of `field` of item `item`, for
/// `player` where it is a per-player field, after checking it as a request would.
pub(super) fn set(
    model: &TableModel<'_>,
    draft: &mut ScoringDraft,
    item: u32,
    field: &str,
    player: Option<&str>,
    value: Option<InputValue>,
) -> Result<()> {
    let (entry, form) = item_form(model, draft, item)?;
    let key = entry.key.clone();
    let spec = find_spec(&form, &key, field)?;
    let players = table_players(model);
    match player {
        Some(id) => {
            model.game.setup().index_of(id)?;
            let named = format!("{id}.{field}");
            if !spec.kind.is_per_player() {
                return Err(Error::invalid(named, msg!("input-not-per-player")));
            }
            if let Some(value) = &value {
                crate::rules::input::check_value(&key, &form.schema, (field, &named), value, &players)?;
            }
            let entry = draft.item_mut(item)?;
            let position = match entry.players.iter().position(|p| p.id == id) {
                Some(position) => position,
                None => {
                    entry.players.push(PlayerInputs::new(id));
                    entry.players.len() - 1
                }
            };
            match value {
                Some(value) => {
                    entry.players[position].inputs.insert(field.to_owned(), value);
                }
                None => {
                    entry.players[position].inputs.remove(field);
                }
            }
            entry.players.retain(|p| !p.inputs.is_empty());
        }
        None => {
            if spec.kind.is_per_player() {
                return Err(Error::invalid(field, msg!("input-given-per-player")));
            }
            if form.active_input() == Some(spec.name) {
                let active = &model.game.table().active_player().id;
                if value.as_ref().is_some_and(|value| *value != InputValue::from(active.as_str())) {
                    let setup = model.game.setup();
                    let player = setup.name_of(&value_text(value.as_ref()));
                    return Err(not_the_active_player(field, form.name.clone(), &setup.name_of(active), &player));
                }
                return Ok(());
            }
            if let Some(value) = &value {
                crate::rules::input::check_value(&key, &form.schema, (field, field), value, &players)?;
            }
            let entry = draft.item_mut(item)?;
            match value {
                Some(value) => entry.inputs.insert(field.to_owned(), value),
                None => entry.inputs.remove(field),
            };
        }
    }
    Ok(())
}

fn value_text(value: Option<&InputValue>) -> String {
    match value {
        Some(InputValue::Text(text)) => text.clone(),
        Some(InputValue::Int(number)) => number.to_string(),
        Some(InputValue::Bool(on)) => on.to_string(),
        Some(InputValue::Other(json)) => json.clone(),
        None => String::new(),
    }
}

/// Refuses a draft started for a moment the table has left (the end-game scoring
/// began on another phone since): its forms are not the table's any more.
pub(super) fn check_moment(model: &TableModel<'_>, draft: &ScoringDraft) -> Result<()> {
    if draft.editing.is_none() && draft.dispatch.is_none() && draft.moment != moment_of(model.game.table().phase) {
        return Err(Error::NotAvailable { item: "draft".to_owned(), reason: msg!("draft-moment-changed") });
    }
    Ok(())
}

/// The first required value still missing, as the error a submit gives.
pub(super) fn first_missing(model: &TableModel<'_>, draft: &ScoringDraft) -> Result<Option<Error>> {
    for index in 0..draft.items.len() {
        let (entry, form) = item_form(model, draft, u32::try_from(index).unwrap_or(u32::MAX))?;
        let missing = form
            .schema
            .inputs()
            .iter()
            .find(|spec| spec.required && !spec.kind.is_per_player() && !entry.inputs.contains_key(spec.name));
        if let Some(spec) = missing {
            return Ok(Some(Error::invalid(spec.name, spec.ask.message())));
        }
    }
    Ok(None)
}

/// The command `draft` records.
pub(super) fn command(model: &TableModel<'_>, draft: &ScoringDraft) -> Result<Command> {
    check_moment(model, draft)?;
    if let Some(pick) = &draft.dispatch {
        if let Some(error) = first_missing(model, draft)? {
            return Err(error);
        }
        return super::dispatch::command(model, draft, pick);
    }
    if draft.items.is_empty() {
        return Err(Error::invalid("items", msg!("draft-empty")));
    }
    if let Some(error) = first_missing(model, draft)? {
        return Err(error);
    }
    let command = if draft.items.len() == 1 {
        single_command(model, draft, 0)?
    } else {
        let mut items = Vec::with_capacity(draft.items.len());
        for index in 0..draft.items.len() {
            items.push(round_item(model, draft, u32::try_from(index).unwrap_or(u32::MAX))?);
        }
        Command::ScoreRound(ScoringRound { items, figures: draft.figures.clone() })
    };
    Ok(match draft.editing {
        Some(seq) => Command::Edit { seq, command: Box::new(command) },
        None => command,
    })
}

/// The command of the draft's item `item` alone: the round's figures, and the
/// item's own choices over them.
pub(super) fn single_command(model: &TableModel<'_>, draft: &ScoringDraft, item: u32) -> Result<Command> {
    let mut figures = draft.figures.clone();
    Ok(match round_item(model, draft, item)? {
        RoundItem::Feature(mut scoring) => {
            figures.append(&mut scoring.figures);
            scoring.figures = figures;
            Command::ScoreFeature(scoring)
        }
        RoundItem::Event(mut recording) => {
            figures.append(&mut recording.figures);
            recording.figures = figures;
            Command::RecordEvent(recording)
        }
    })
}

/// One item of the command: what the player entered, and the starting values
/// where the draft takes them (the core fills the active player's own input).
fn round_item(model: &TableModel<'_>, draft: &ScoringDraft, item: u32) -> Result<RoundItem> {
    let (entry, form) = item_form(model, draft, item)?;
    let players = players_of(model, draft, entry, &form);
    let step = match (entry.step, form.event) {
        (Some(step), _) => Some(step),
        (None, Some(def)) if def.steps.len() > 1 && def.steps.contains(&model.game.table().step) => {
            Some(model.game.table().step)
        }
        _ => None,
    };
    let figures = entry.figures.clone();
    Ok(match entry.kind {
        ItemKind::Feature => RoundItem::Feature(FeatureScoring {
            feature: entry.key.clone(),
            when: None,
            inputs: entry.inputs.clone(),
            players,
            figures,
            step,
            nobody_scores: draft.nobody_scores,
        }),
        ItemKind::Event => RoundItem::Event(EventRecording {
            event: entry.key.clone(),
            inputs: entry.inputs.clone(),
            players,
            figures,
            step,
            nobody_scores: draft.nobody_scores,
        }),
    })
}

/// The per-player values of `entry` the command records: what was entered, and the
/// starting values where the draft takes them.
pub(super) fn item_players(
    model: &TableModel<'_>,
    draft: &ScoringDraft,
    entry: &DraftItem,
) -> Result<Vec<PlayerInputs>> {
    let form = form_of(model, entry.kind, &entry.key, draft.moment)?;
    Ok(players_of(model, draft, entry, &form))
}

fn players_of(model: &TableModel<'_>, draft: &ScoringDraft, entry: &DraftItem, form: &ItemForm) -> Vec<PlayerInputs> {
    let mut players: Vec<PlayerInputs> = Vec::new();
    for (index, player) in model.game.table().players.iter().enumerate() {
        let entered = entry.players.iter().find(|p| p.id == player.id);
        let mut inputs = entered.map(|p| p.inputs.clone()).unwrap_or_default();
        for spec in form.schema.inputs().iter().filter(|spec| spec.kind.is_per_player()) {
            let start = starting_player_value(model, draft, entry.kind, spec, index);
            if !inputs.contains_key(spec.name) && start != spec.default {
                let value = match spec.kind {
                    InputKind::PerPlayerToggle => InputValue::Bool(start != 0),
                    _ => InputValue::Int(start),
                };
                inputs.insert(spec.name.to_owned(), value);
            }
        }
        if !inputs.is_empty() {
            players.push(PlayerInputs { id: player.id.to_string(), inputs });
        }
    }
    players
}
