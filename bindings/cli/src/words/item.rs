//! The words of one feature or event, read against its form as the core's scoring
//! draft shows it ([`tally_core::table::DraftItemView`]) and turned into the draft's
//! actions, which the core checks and applies one by one:
//!
//! - a bare number gives the form's first count (`road 3`: the tiles);
//! - `name=value` gives an input (unique prefixes and `coa` work); a bare name
//!   switches a toggle on or picks an option of a choice;
//! - a player (colour or name) has a follower on it (in a barn's final scoring, a
//!   barn); `red red` is two, `red=2` too;
//! - `red.<input>=value` gives a per-player input; `red.figure=2` is the figure
//!   that takes red's points in the round (Messages);
//! - `nobody` confirms that nobody scores it; `step=2B-1` picks the step.
//!
//! Nothing is guessed or dropped: every word becomes an action of the draft or is
//! refused. An input given twice, a count that is not there, an input of an
//! expansion not in play are refused with what to type instead; another player in
//! an input that is the active player's own (Fortuna's player) is refused by the
//! core, naming both players.

use std::collections::BTreeSet;

use tally_core::rules::events::ItemKind;
use tally_core::rules::{InputKind, InputValue, Step};
use tally_core::ruleset::catalog;
use tally_core::session::Colour;
use tally_core::table::{DraftAction, DraftField, DraftItemView, DraftUpdate, FormField, TableModel};

use super::numbers;
use super::players::{Named, Players};
use crate::failure::{Failure, Outcome};
use crate::view::safe::safe;

/// Short names for inputs players say often.
const ALIASES: &[(&str, &str)] = &[("coa", "coats_of_arms"), ("coats", "coats_of_arms"), ("pennants", "coats_of_arms")];

/// The word that confirms a scoring that gives nobody points.
pub const NOBODY: &str = "nobody";

/// The per-player inputs a player named alone counts one piece in: followers, or
/// the barns of a barn's final scoring (a barn field holds no followers). No form
/// has both.
const PIECES: [&str; 2] = ["followers", "barns"];

/// What is scored: a feature or an event, by key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subject {
    /// Feature or event.
    pub kind: ItemKind,
    /// Its key.
    pub key: String,
}

/// Where the words of an item are read.
#[derive(Debug)]
pub struct Context<'a> {
    /// The players of the game.
    pub players: &'a Players,
    /// Whether players may be named (not for a dispatch's smallest feature).
    pub allow_players: bool,
}

/// What the words of an item fill: an item of the core's scoring draft (a dispatch
/// tile's feature is its draft's one item).
pub trait Target {
    /// The item's form with its values.
    fn item(&self) -> &DraftItemView;
    /// The item's number in its draft.
    fn index(&self) -> u32;
    /// Carries out one action of the words.
    ///
    /// # Errors
    /// What the core refuses.
    fn apply(&mut self, action: DraftAction) -> Outcome;
    /// Why `name` cannot be given, when it is an input of an expansion not in play.
    fn not_in_play(&self, name: &str) -> Option<String>;
}

/// Item `index` of a scoring draft: each action is the core's.
#[derive(Debug)]
pub struct DraftTarget<'a> {
    /// The game's table model.
    pub model: &'a TableModel<'a>,
    /// The draft and its view.
    pub update: DraftUpdate,
    /// The item.
    pub index: u32,
}

impl Target for DraftTarget<'_> {
    fn item(&self) -> &DraftItemView {
        &self.update.view.items[self.index as usize]
    }

    fn index(&self) -> u32 {
        self.index
    }

    fn apply(&mut self, action: DraftAction) -> Outcome {
        self.update = self.model.apply_draft(self.update.draft.clone(), action)?;
        Ok(())
    }

    fn not_in_play(&self, name: &str) -> Option<String> {
        let probe =
            DraftAction::Set { item: self.index, field: name.to_owned(), player: None, value: InputValue::Int(0) };
        match self.model.apply_draft(self.update.draft.clone(), probe) {
            Err(tally_core::Error::InputNotEnabled { needs, .. }) => Some(needs.text()),
            _ => None,
        }
    }
}

/// What has been given already, to refuse it twice.
#[derive(Default)]
struct Given {
    inputs: BTreeSet<String>,
    player_inputs: BTreeSet<(String, String)>,
    followers_counted: BTreeSet<String>,
    figures: BTreeSet<String>,
}

/// Reads `words` as the inputs of `target`'s item, carrying out each as an action.
///
/// # Errors
/// A word that is not an input, a player or a count of the form, one given twice, a
/// value the core refuses.
pub fn read(target: &mut dyn Target, words: &[String], context: &Context<'_>) -> Outcome {
    let mut given = Given::default();
    for word in words {
        for action in actions_of(target, word, context, &mut given)? {
            target.apply(action)?;
        }
    }
    Ok(())
}

/// The draft's actions one word stands for.
fn actions_of(target: &dyn Target, word: &str, context: &Context<'_>, given: &mut Given) -> Outcome<Vec<DraftAction>> {
    let item = target.item();
    let index = target.index();
    let shown = safe(word).into_owned();
    let lower = word.to_lowercase();
    let (name, value) = match lower.split_once('=') {
        Some((name, value)) => (name.to_owned(), Some(value.to_owned())),
        None => (lower.clone(), None),
    };
    if name == NOBODY && value.is_none() && field(item, NOBODY).is_none() {
        return Ok(vec![DraftAction::ConfirmNobodyScores { confirmed: true }]);
    }
    if name == "step" {
        let code = value.ok_or_else(|| Failure::bad(say!("cli-word-step-needs-code")))?;
        let step = Step::parse(&code).ok_or_else(|| {
            Failure::bad(say!("cli-word-step-unknown", word = shown.clone(), code = safe(&code).into_owned()))
        })?;
        return Ok(vec![DraftAction::ChooseStep { item: index, step }]);
    }
    if value.is_none() && numbers::looks_numeric(&name) {
        return first_count(item, index, word, given);
    }
    if let Some((player, input)) = name.split_once('.') {
        match context.players.named(player) {
            Named::Player(id) => {
                return player_input((item, index), id, (input, value.as_deref()), word, context, given);
            }
            Named::AbsentColour(colour) => return Err(no_such_colour(&shown, colour, context)),
            Named::Nobody => {}
        }
    }
    match context.players.named(&name) {
        Named::Player(id) => {
            if context.players.is_name(&name) && names_an_input(item, &name) {
                return Err(Failure::bad(say!(
                    "cli-word-name-and-input",
                    word = shown,
                    colour = crate::view::colour_name(id)
                )));
            }
            return followers((item, index), id, value.as_deref(), word, context, given);
        }
        Named::AbsentColour(colour) => return Err(no_such_colour(&shown, colour, context)),
        Named::Nobody => {}
    }
    if value.is_none()
        && let Some((field_name, option)) = option_word(item, &name)
    {
        return set(index, field_name, InputValue::Text(option), word, given);
    }
    not_in_play(target, &name, word)?;
    let found = find_field(item, &name, false, word)?;
    let typed = typed(found, value.as_deref(), word, context)?;
    let field_name = found.name.clone();
    set(index, field_name, typed, word, given)
}

/// Refuses an input of an expansion not in play, saying which (the core's form
/// knows the inputs the ruleset hides).
fn not_in_play(target: &dyn Target, name: &str, word: &str) -> Outcome {
    let name = ALIASES.iter().find(|(alias, _)| *alias == name).map_or(name, |(_, real)| real);
    if field(target.item(), name).is_some() {
        return Ok(());
    }
    let Some(needs) = target.not_in_play(name) else { return Ok(()) };
    let needs = match catalog::components().find(|component| component.key == needs) {
        Some(component) => format!("{} ({needs})", catalog::title_of(component.key).text()),
        None => needs,
    };
    Err(Failure::bad(say!("cli-word-not-in-play", word = safe(word).into_owned(), input = name, needs = needs)))
}

fn no_such_colour(shown: &str, colour: Colour, context: &Context<'_>) -> Failure {
    Failure::bad(say!(
        "cli-word-no-such-colour",
        word = shown.to_owned(),
        colour = colour.title(),
        players = context.players.listing()
    ))
}

fn field<'v>(item: &'v DraftItemView, name: &str) -> Option<&'v DraftField> {
    item.fields.iter().find(|field| field.field.name == name)
}

fn is_per_player(field: &FormField) -> bool {
    matches!(field.kind, InputKind::PerPlayerCount | InputKind::PerPlayerToggle)
}

/// A bare number: the form's first count.
fn first_count(item: &DraftItemView, index: u32, word: &str, given: &mut Given) -> Outcome<Vec<DraftAction>> {
    let shown = safe(word);
    let counts: Vec<&FormField> =
        item.fields.iter().map(|field| &field.field).filter(|field| field.kind == InputKind::Count).collect();
    let Some(spec) = counts.first() else {
        return Err(Failure::bad(say!(
            "cli-word-no-count",
            word = shown.into_owned(),
            item = item.name.clone(),
            inputs = inputs_list(item)
        )));
    };
    if given.inputs.contains(&spec.name) {
        let given_text = say!(
            "cli-word-count-given",
            word = shown.clone().into_owned(),
            label = spec.label.clone(),
            input = spec.name.clone()
        );
        return Err(Failure::bad(match counts.get(1) {
            Some(other) => format!(
                "{given_text}; {}",
                say!("cli-word-count-others", input = other.name.clone(), value = shown.into_owned())
            ),
            None => given_text,
        }));
    }
    let number = numbers::whole(word, &spec.label, Some(spec.max))?;
    set(index, spec.name.clone(), InputValue::Int(number), word, given)
}

fn player_input(
    (item, index): (&DraftItemView, u32),
    id: &'static str,
    (input, value): (&str, Option<&str>),
    word: &str,
    context: &Context<'_>,
    given: &mut Given,
) -> Outcome<Vec<DraftAction>> {
    let shown = safe(word);
    if !context.allow_players {
        return Err(Failure::bad(say!("cli-word-no-players-here", word = shown.into_owned())));
    }
    if input == "figure" {
        let value = value.ok_or_else(|| {
            Failure::bad(say!("cli-word-which-figure", word = shown.clone().into_owned(), player = id))
        })?;
        let figure = numbers::figure(value, &format!("`{shown}`"))?;
        if !given.figures.insert(id.to_owned()) {
            let player = context.players.name_of(id);
            return Err(Failure::bad(say!("cli-figure-chosen-twice", word = shown.into_owned(), player = player)));
        }
        return Ok(vec![DraftAction::ChooseFigure { player: id.to_owned(), figure, item: Some(index) }]);
    }
    let found = find_field(item, input, true, word)?;
    let typed = typed(found, value, word, context)?;
    if !given.player_inputs.insert((id.to_owned(), found.name.clone())) {
        return Err(Failure::bad(say!(
            "cli-word-player-input-given",
            word = shown.into_owned(),
            player = id,
            input = found.name.clone()
        )));
    }
    Ok(vec![DraftAction::Set { item: index, field: found.name.clone(), player: Some(id.to_owned()), value: typed }])
}

/// A player named alone (`red`, `red red`) or with a number (`red=2`): followers
/// (or barns, where the form counts barns).
fn followers(
    (item, index): (&DraftItemView, u32),
    id: &'static str,
    value: Option<&str>,
    word: &str,
    context: &Context<'_>,
    given: &mut Given,
) -> Outcome<Vec<DraftAction>> {
    let shown = safe(word);
    if !context.allow_players {
        return Err(Failure::bad(say!("cli-word-no-players-here", word = shown.into_owned())));
    }
    let Some(spec) = PIECES.iter().find_map(|name| field(item, name)).map(|found| &found.field) else {
        let per_player = item
            .fields
            .iter()
            .filter(|found| is_per_player(&found.field))
            .map(|found| format!("{id}.{}=", found.field.name));
        let player_inputs = item
            .fields
            .iter()
            .filter(|found| found.field.kind == InputKind::Player && !found.locked)
            .map(|found| format!("{}={id}", found.field.name));
        let hints: Vec<String> = per_player.chain(player_inputs).collect();
        let refusal = say!("cli-word-no-followers", word = shown.into_owned(), item = item.name.clone());
        return Err(Failure::bad(if hints.is_empty() {
            refusal
        } else {
            let or = format!(" {} ", say!("cli-or"));
            format!("{refusal}: {}", say!("cli-word-give", words = hints.join(&or)))
        }));
    };
    let pieces = spec.name.as_str();
    let key = (id.to_owned(), pieces.to_owned());
    let counted = given.followers_counted.contains(id);
    let set = |value: i64| DraftAction::Set {
        item: index,
        field: pieces.into(),
        player: Some(id.into()),
        value: value.into(),
    };
    match (value, given.player_inputs.contains(&key)) {
        (None, false) => {
            given.player_inputs.insert(key);
            given.followers_counted.insert(id.to_owned());
            Ok(vec![set(1)])
        }
        (None, true) if counted => {
            Ok(vec![DraftAction::Adjust { item: index, field: pieces.into(), player: Some(id.into()), by: 1 }])
        }
        (Some(value), false) => {
            given.player_inputs.insert(key);
            let what =
                if pieces == PIECES[0] { say!("cli-word-followers-of", player = id) } else { format!("{id}.{pieces}") };
            Ok(vec![set(numbers::whole(value, &what, Some(spec.max))?)])
        }
        _ if pieces == PIECES[0] => {
            Err(Failure::bad(say!("cli-word-followers-given", word = shown.into_owned(), player = id)))
        }
        _ => Err(Failure::bad(say!(
            "cli-word-player-input-given",
            word = shown.into_owned(),
            player = id,
            input = pieces
        ))),
    }
}

/// An item-level value, given once: the core's draft checks it, the active
/// player's own input included (another player there is refused, not dropped).
fn set(index: u32, name: String, value: InputValue, word: &str, given: &mut Given) -> Outcome<Vec<DraftAction>> {
    if !given.inputs.insert(name.clone()) {
        return Err(Failure::bad(say!("cli-word-input-given", word = safe(word).into_owned(), input = name)));
    }
    Ok(vec![DraftAction::Set { item: index, field: name, player: None, value }])
}

fn names_an_input(item: &DraftItemView, word: &str) -> bool {
    item.fields.iter().any(|found| {
        found.field.name == word
            || (found.field.kind == InputKind::Choice && found.field.options.iter().any(|option| option.key == word))
    })
}

/// A word that is an option of exactly one choice input.
fn option_word(item: &DraftItemView, word: &str) -> Option<(String, String)> {
    let found: Vec<(String, String)> = item
        .fields
        .iter()
        .filter(|found| found.field.kind == InputKind::Choice)
        .flat_map(|found| {
            found
                .field
                .options
                .iter()
                .filter(|option| option.key == word)
                .map(|option| (found.field.name.clone(), option.key.clone()))
        })
        .collect();
    match found.as_slice() {
        [one] => Some(one.clone()),
        _ => None,
    }
}

fn inputs_list(item: &DraftItemView) -> String {
    let names: Vec<&str> = item.fields.iter().map(|found| found.field.name.as_str()).collect();
    if names.is_empty() { say!("cli-word-no-inputs") } else { say!("cli-word-inputs", inputs = names.join(", ")) }
}

fn find_field<'v>(item: &'v DraftItemView, name: &str, per_player: bool, word: &str) -> Outcome<&'v FormField> {
    let shown = safe(word);
    let name = ALIASES.iter().find(|(alias, _)| *alias == name).map_or(name, |(_, real)| real);
    let candidates: Vec<&FormField> =
        item.fields.iter().map(|found| &found.field).filter(|found| is_per_player(found) == per_player).collect();
    if let Some(found) = candidates.iter().find(|found| found.name == name) {
        return Ok(found);
    }
    if let Some(other) = field(item, name) {
        let word = shown.into_owned();
        return Err(Failure::bad(if is_per_player(&other.field) {
            say!("cli-word-per-player", word = word, input = name)
        } else {
            say!("cli-word-not-per-player", word = word, input = name)
        }));
    }
    let prefixed: Vec<&&FormField> = candidates.iter().filter(|found| found.name.starts_with(name)).collect();
    match prefixed.as_slice() {
        [one] => Ok(one),
        [] => Err(Failure::bad(say!(
            "cli-word-not-an-input",
            word = shown.into_owned(),
            item = item.name.clone(),
            inputs = inputs_list(item)
        ))),
        several => {
            let names: Vec<&str> = several.iter().map(|found| found.name.as_str()).collect();
            let or = format!(" {} ", say!("cli-or"));
            Err(Failure::bad(say!("cli-word-could-be", word = shown.into_owned(), words = names.join(&or))))
        }
    }
}

fn typed(spec: &FormField, value: Option<&str>, word: &str, context: &Context<'_>) -> Outcome<InputValue> {
    let shown = safe(word);
    Ok(match spec.kind {
        InputKind::Count | InputKind::PerPlayerCount => {
            let value = value.ok_or_else(|| {
                Failure::bad(say!("cli-word-give-number", word = shown.clone().into_owned(), input = spec.name.clone()))
            })?;
            InputValue::Int(numbers::whole(value, &spec.label, Some(spec.max))?)
        }
        InputKind::Toggle | InputKind::PerPlayerToggle => match value {
            None | Some("yes" | "true" | "on" | "1") => InputValue::Bool(true),
            Some("no" | "false" | "off" | "0") => InputValue::Bool(false),
            Some(other) => {
                return Err(Failure::bad(say!(
                    "cli-word-not-yes-no",
                    word = shown.into_owned(),
                    input = spec.name.clone(),
                    value = safe(other).into_owned()
                )));
            }
        },
        InputKind::Choice => {
            let value = value.ok_or_else(|| {
                Failure::bad(say!(
                    "cli-word-which-option",
                    word = shown.clone().into_owned(),
                    input = spec.name.clone()
                ))
            })?;
            let matches: Vec<&str> =
                spec.options.iter().map(|option| option.key.as_str()).filter(|key| key.starts_with(value)).collect();
            match matches.as_slice() {
                [one] => InputValue::Text((*one).to_owned()),
                _ => {
                    let keys: Vec<&str> = spec.options.iter().map(|option| option.key.as_str()).collect();
                    return Err(Failure::bad(say!(
                        "cli-word-not-an-option",
                        word = shown.into_owned(),
                        input = spec.name.clone(),
                        value = safe(value).into_owned(),
                        options = keys.join(", ")
                    )));
                }
            }
        }
        InputKind::Player => {
            let value = value.ok_or_else(|| {
                Failure::bad(say!(
                    "cli-word-which-player",
                    word = shown.clone().into_owned(),
                    input = spec.name.clone()
                ))
            })?;
            InputValue::Text(context.players.resolve(value, &format!("`{shown}`"))?.to_owned())
        }
    })
}
