//! The words of one feature or event, read against its form (the rules' schema for
//! the ruleset in play, at the moment the table model gives):
//!
//! - a bare number gives the form's first count (`road 3`: the tiles);
//! - `name=value` gives an input (unique prefixes and `coa` work); a bare name
//!   switches a toggle on or picks an option of a choice;
//! - a player (colour or name) has a follower on it; `red red` is two, `red=2` too;
//! - `red.<input>=value` gives a per-player input; `red.figure=2` is the figure
//!   that takes red's points (Messages);
//! - `nobody` confirms that nobody scores it; `step=2B-1` picks the step.
//!
//! Nothing is guessed: an input given twice, a count that is not there, an input of
//! an expansion not in play are refused with what to type instead.

use std::collections::BTreeSet;

use tally_core::rules::events::EventDef;
use tally_core::rules::majority::FOLLOWERS;
use tally_core::rules::{FeatureDef, InputKind, InputSpec, InputValue, Inputs, PlayerInputs, Schema, Step};
use tally_core::ruleset::catalog;
use tally_core::session::FigureChoices;

use super::numbers;
use super::players::{Named, Players};
use crate::failure::{Failure, Outcome};
use crate::view::safe::safe;

/// Short names for inputs players say often.
const ALIASES: &[(&str, &str)] = &[("coa", "coats_of_arms"), ("coats", "coats_of_arms"), ("pennants", "coats_of_arms")];

/// The word that confirms a scoring that gives nobody points.
pub const NOBODY: &str = "nobody";

/// What is scored: a feature or an event.
#[derive(Clone, Copy, Debug)]
pub enum Subject {
    /// A feature.
    Feature(&'static FeatureDef),
    /// A turn-step event or end-game item.
    Event(&'static EventDef),
}

impl Subject {
    /// Its key.
    pub fn key(self) -> &'static str {
        match self {
            Subject::Feature(def) => def.key,
            Subject::Event(def) => def.key,
        }
    }

    /// Its name, in the language in use.
    pub fn name(self) -> String {
        match self {
            Subject::Feature(def) => def.title().text(),
            Subject::Event(def) => def.title().text(),
        }
    }
}

/// One feature or event as the words gave it.
#[derive(Debug)]
pub struct DraftItem {
    /// What is scored.
    pub subject: Subject,
    /// Its form.
    pub schema: Schema,
    /// The item's inputs.
    pub inputs: Inputs,
    /// The players' inputs (followers...).
    pub players: Vec<PlayerInputs>,
    /// The step, when given.
    pub step: Option<Step>,
    /// The players confirmed that nobody scores it.
    pub nobody: bool,
    /// The figure each player chose for their points (`red.figure=2`).
    pub figures: FigureChoices,
}

impl DraftItem {
    /// The counts the players must give that the words left out.
    pub fn missing(&self) -> Vec<&InputSpec> {
        self.schema
            .inputs()
            .iter()
            .filter(|spec| spec.required && spec.kind == InputKind::Count && !self.inputs.contains_key(spec.name))
            .collect()
    }

    /// Gives the count `name`.
    pub fn give(&mut self, name: &str, value: i64) {
        self.inputs.insert(name.to_owned(), InputValue::Int(value));
    }
}

/// Where the words of an item are read.
#[derive(Debug)]
pub struct Context<'a> {
    /// The players of the game.
    pub players: &'a Players,
    /// Whether players may be named (not for a dispatch's smallest feature).
    pub allow_players: bool,
}

/// What has been given already, to refuse it twice.
#[derive(Default)]
struct Given {
    inputs: BTreeSet<String>,
    player_inputs: BTreeSet<(String, String)>,
    followers_counted: BTreeSet<String>,
}

/// Reads `words` as the inputs of `subject` with `schema`.
///
/// # Errors
/// A word that is not an input, a player or a count of the form, or one given twice.
pub fn read(subject: Subject, schema: Schema, words: &[String], context: &Context<'_>) -> Outcome<DraftItem> {
    let mut item = DraftItem {
        subject,
        schema,
        inputs: Inputs::new(),
        players: Vec::new(),
        step: None,
        nobody: false,
        figures: FigureChoices::new(),
    };
    let mut given = Given::default();
    for word in words {
        read_word(&mut item, word, context, &mut given)?;
    }
    Ok(item)
}

fn read_word(item: &mut DraftItem, word: &str, context: &Context<'_>, given: &mut Given) -> Outcome {
    let shown = safe(word).into_owned();
    let lower = word.to_lowercase();
    let (name, value) = match lower.split_once('=') {
        Some((name, value)) => (name.to_owned(), Some(value.to_owned())),
        None => (lower.clone(), None),
    };
    if name == NOBODY && value.is_none() && item.schema.get(NOBODY).is_none() {
        item.nobody = true;
        return Ok(());
    }
    if name == "step" {
        let code = value.ok_or_else(|| Failure::bad(say!("cli-word-step-needs-code")))?;
        item.step = Some(Step::parse(&code).ok_or_else(|| {
            Failure::bad(say!("cli-word-step-unknown", word = shown.clone(), code = safe(&code).into_owned()))
        })?);
        return Ok(());
    }
    if value.is_none() && numbers::looks_numeric(&name) {
        return first_count(item, word, given);
    }
    if let Some((player, input)) = name.split_once('.') {
        match context.players.named(player) {
            Named::Player(id) => return player_input(item, id, input, value.as_deref(), word, context, given),
            Named::AbsentColour(colour) => {
                return Err(Failure::bad(say!(
                    "cli-word-no-such-colour",
                    word = shown,
                    colour = colour.title(),
                    players = context.players.listing()
                )));
            }
            Named::Nobody => {}
        }
    }
    match context.players.named(&name) {
        Named::Player(id) => {
            if context.players.is_name(&name) && names_an_input(&item.schema, &name) {
                return Err(Failure::bad(say!(
                    "cli-word-name-and-input",
                    word = shown,
                    colour = crate::view::colour_name(id)
                )));
            }
            return followers(item, id, value.as_deref(), word, context, given);
        }
        Named::AbsentColour(colour) => {
            return Err(Failure::bad(say!(
                "cli-word-no-such-colour",
                word = shown,
                colour = colour.title(),
                players = context.players.listing()
            )));
        }
        Named::Nobody => {}
    }
    if value.is_none()
        && let Some((spec_name, option)) = option_word(item.schema.inputs(), &name)
    {
        return set_input(item, spec_name, InputValue::Text(option.to_owned()), word, given);
    }
    let spec = find_spec(item, &name, false, word)?;
    let typed = typed(&spec, value.as_deref(), word, context)?;
    set_input(item, spec.name, typed, word, given)
}

/// A bare number: the form's first count.
fn first_count(item: &mut DraftItem, word: &str, given: &mut Given) -> Outcome {
    let shown = safe(word);
    let name = item.subject.name();
    let Some(spec) = item.schema.inputs().iter().find(|spec| spec.kind == InputKind::Count).cloned() else {
        return Err(Failure::bad(say!(
            "cli-word-no-count",
            word = shown.into_owned(),
            item = name,
            inputs = inputs_list(item)
        )));
    };
    if given.inputs.contains(spec.name) {
        let others: Vec<&str> = item
            .schema
            .inputs()
            .iter()
            .filter(|other| other.kind == InputKind::Count && other.name != spec.name)
            .map(|other| other.name)
            .collect();
        let given =
            say!("cli-word-count-given", word = shown.clone().into_owned(), label = spec.label, input = spec.name);
        return Err(Failure::bad(match others.first() {
            Some(other) => {
                format!("{given}; {}", say!("cli-word-count-others", input = *other, value = shown.into_owned()))
            }
            None => given,
        }));
    }
    let number = numbers::whole(word, &spec.label.text(), Some(spec.max))?;
    set_input(item, spec.name, InputValue::Int(number), word, given)
}

fn player_input(
    item: &mut DraftItem,
    id: &'static str,
    input: &str,
    value: Option<&str>,
    word: &str,
    context: &Context<'_>,
    given: &mut Given,
) -> Outcome {
    let shown = safe(word);
    if !context.allow_players {
        return Err(Failure::bad(say!("cli-word-no-players-here", word = shown.into_owned())));
    }
    if input == "figure" {
        let value = value.ok_or_else(|| {
            Failure::bad(say!("cli-word-which-figure", word = shown.clone().into_owned(), player = id))
        })?;
        let figure = numbers::figure(value, &format!("`{shown}`"))?;
        if item.figures.insert(id.to_owned(), figure).is_some() {
            return Err(Failure::bad(say!("cli-figure-chosen-twice", word = shown.into_owned(), player = id)));
        }
        return Ok(());
    }
    let spec = find_spec(item, input, true, word)?;
    let typed = typed(&spec, value, word, context)?;
    if !given.player_inputs.insert((id.to_owned(), spec.name.to_owned())) {
        return Err(Failure::bad(say!(
            "cli-word-player-input-given",
            word = shown.into_owned(),
            player = id,
            input = spec.name
        )));
    }
    entry(&mut item.players, id).inputs.insert(spec.name.to_owned(), typed);
    Ok(())
}

/// A player named alone (`red`, `red red`) or with a number (`red=2`): followers.
fn followers(
    item: &mut DraftItem,
    id: &'static str,
    value: Option<&str>,
    word: &str,
    context: &Context<'_>,
    given: &mut Given,
) -> Outcome {
    let shown = safe(word);
    if !context.allow_players {
        return Err(Failure::bad(say!("cli-word-no-players-here", word = shown.into_owned())));
    }
    let followers = FOLLOWERS.name();
    if item.schema.get(followers).is_none() {
        let per_player: Vec<String> = item
            .schema
            .inputs()
            .iter()
            .filter(|spec| spec.kind.is_per_player())
            .map(|spec| format!("{id}.{}=", spec.name))
            .collect();
        let player_inputs: Vec<String> = item
            .schema
            .inputs()
            .iter()
            .filter(|spec| spec.kind == InputKind::Player)
            .map(|spec| format!("{}={id}", spec.name))
            .collect();
        let hints: Vec<String> = per_player.into_iter().chain(player_inputs).collect();
        let refusal = say!("cli-word-no-followers", word = shown.into_owned(), item = item.subject.name());
        return Err(Failure::bad(if hints.is_empty() {
            refusal
        } else {
            let or = format!(" {} ", say!("cli-or"));
            format!("{refusal}: {}", say!("cli-word-give", words = hints.join(&or)))
        }));
    }
    let key = (id.to_owned(), followers.to_owned());
    let current =
        item.players.iter().find(|entry| entry.id == id).and_then(|entry| entry.inputs.get(followers)).cloned();
    match (value, current) {
        (None, None) => {
            given.player_inputs.insert(key);
            given.followers_counted.insert(id.to_owned());
            entry(&mut item.players, id).inputs.insert(followers.to_owned(), InputValue::Int(1));
        }
        (None, Some(InputValue::Int(count))) if given.followers_counted.contains(id) => {
            entry(&mut item.players, id).inputs.insert(followers.to_owned(), InputValue::Int(count + 1));
        }
        (Some(value), None) => {
            given.player_inputs.insert(key);
            let spec = item.schema.get(followers).cloned().unwrap_or_else(|| unreachable!("checked above"));
            let number = numbers::whole(value, &say!("cli-word-followers-of", player = id), Some(spec.max))?;
            entry(&mut item.players, id).inputs.insert(followers.to_owned(), InputValue::Int(number));
        }
        _ => return Err(Failure::bad(say!("cli-word-followers-given", word = shown.into_owned(), player = id))),
    }
    Ok(())
}

fn entry<'p>(players: &'p mut Vec<PlayerInputs>, id: &str) -> &'p mut PlayerInputs {
    let index = match players.iter().position(|entry| entry.id == id) {
        Some(index) => index,
        None => {
            players.push(PlayerInputs::new(id));
            players.len() - 1
        }
    };
    &mut players[index]
}

fn set_input(item: &mut DraftItem, name: &str, value: InputValue, word: &str, given: &mut Given) -> Outcome {
    if !given.inputs.insert(name.to_owned()) {
        return Err(Failure::bad(say!("cli-word-input-given", word = safe(word).into_owned(), input = name)));
    }
    item.inputs.insert(name.to_owned(), value);
    Ok(())
}

fn names_an_input(schema: &Schema, word: &str) -> bool {
    schema.inputs().iter().any(|spec| spec.name == word || spec.options.iter().any(|option| option.key == word))
}

/// A word that is an option of exactly one choice input.
fn option_word(specs: &[InputSpec], word: &str) -> Option<(&'static str, &'static str)> {
    let found: Vec<(&'static str, &'static str)> = specs
        .iter()
        .filter(|spec| spec.kind == InputKind::Choice)
        .flat_map(|spec| spec.options.iter().filter(|option| option.key == word).map(|option| (spec.name, option.key)))
        .collect();
    match found.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

fn inputs_list(item: &DraftItem) -> String {
    let names: Vec<&str> = item.schema.inputs().iter().map(|spec| spec.name).collect();
    if names.is_empty() { say!("cli-word-no-inputs") } else { say!("cli-word-inputs", inputs = names.join(", ")) }
}

fn find_spec(item: &DraftItem, name: &str, per_player: bool, word: &str) -> Outcome<InputSpec> {
    let shown = safe(word);
    let name = ALIASES.iter().find(|(alias, _)| *alias == name).map_or(name, |(_, real)| real);
    let candidates: Vec<&InputSpec> =
        item.schema.inputs().iter().filter(|spec| spec.kind.is_per_player() == per_player).collect();
    if let Some(spec) = candidates.iter().find(|spec| spec.name == name) {
        return Ok((*spec).clone());
    }
    if let Some((_, false)) = item.schema.find(name) {
        let needs = item.schema.hidden_reason(name).map(|needs| needs.text()).unwrap_or_default();
        let component = catalog::components().find(|component| component.key == needs);
        let needs = match component {
            Some(component) => format!("{} ({needs})", catalog::title_of(component.key).text()),
            None => needs,
        };
        return Err(Failure::bad(say!("cli-word-not-in-play", word = shown.into_owned(), input = name, needs = needs)));
    }
    if let Some(other) = item.schema.get(name) {
        let word = shown.into_owned();
        return Err(Failure::bad(if other.kind.is_per_player() {
            say!("cli-word-per-player", word = word, input = name)
        } else {
            say!("cli-word-not-per-player", word = word, input = name)
        }));
    }
    let prefixed: Vec<&&InputSpec> = candidates.iter().filter(|spec| spec.name.starts_with(name)).collect();
    match prefixed.as_slice() {
        [one] => Ok((**one).clone()),
        [] => Err(Failure::bad(say!(
            "cli-word-not-an-input",
            word = shown.into_owned(),
            item = item.subject.name(),
            inputs = inputs_list(item)
        ))),
        several => {
            let names: Vec<&str> = several.iter().map(|spec| spec.name).collect();
            let or = format!(" {} ", say!("cli-or"));
            Err(Failure::bad(say!("cli-word-could-be", word = shown.into_owned(), words = names.join(&or))))
        }
    }
}

fn typed(spec: &InputSpec, value: Option<&str>, word: &str, context: &Context<'_>) -> Outcome<InputValue> {
    let shown = safe(word);
    Ok(match spec.kind {
        InputKind::Count | InputKind::PerPlayerCount => {
            let value = value.ok_or_else(|| {
                Failure::bad(say!("cli-word-give-number", word = shown.clone().into_owned(), input = spec.name))
            })?;
            InputValue::Int(numbers::whole(value, &spec.label.text(), Some(spec.max))?)
        }
        InputKind::Toggle | InputKind::PerPlayerToggle => match value {
            None | Some("yes" | "true" | "on" | "1") => InputValue::Bool(true),
            Some("no" | "false" | "off" | "0") => InputValue::Bool(false),
            Some(other) => {
                return Err(Failure::bad(say!(
                    "cli-word-not-yes-no",
                    word = shown.into_owned(),
                    input = spec.name,
                    value = safe(other).into_owned()
                )));
            }
        },
        InputKind::Choice => {
            let value = value.ok_or_else(|| {
                Failure::bad(say!("cli-word-which-option", word = shown.clone().into_owned(), input = spec.name))
            })?;
            let matches: Vec<&str> =
                spec.options.iter().map(|option| option.key).filter(|key| key.starts_with(value)).collect();
            match matches.as_slice() {
                [one] => InputValue::Text((*one).to_owned()),
                _ => {
                    let keys: Vec<&str> = spec.options.iter().map(|option| option.key).collect();
                    return Err(Failure::bad(say!(
                        "cli-word-not-an-option",
                        word = shown.into_owned(),
                        input = spec.name,
                        value = safe(value).into_owned(),
                        options = keys.join(", ")
                    )));
                }
            }
        }
        InputKind::Player => {
            let value = value.ok_or_else(|| {
                Failure::bad(say!("cli-word-which-player", word = shown.clone().into_owned(), input = spec.name))
            })?;
            InputValue::Text(context.players.resolve(value, &format!("`{shown}`"))?.to_owned())
        }
    })
}
