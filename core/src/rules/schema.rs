//! Form schemas: the inputs a feature, event or end-game item takes, filtered by the
//! ruleset in play. The apps render their forms from these; the validator checks
//! requests against them. Inputs are declared through typed handles
//! ([`CountInput`], [`ToggleInput`]...), the only way to make an [`InputSpec`].

use serde::Serialize;

use crate::l10n::{Message, Text};
use crate::ruleset::{Element, Ruleset, catalog};

use super::When;

pub(crate) mod cache;
mod handles;
mod lookup;

pub use handles::{ChoiceInput, CountInput, InputHandle, PerPlayerCount, PerPlayerToggle, PlayerInput, ToggleInput};

/// The kind of an input, which decides how a form draws it and what values it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum InputKind {
    /// A whole number between `min` and `max` (a stepper).
    Count,
    /// Yes or no (a switch).
    Toggle,
    /// One of `options` (a segmented control or menu).
    Choice,
    /// One of the players, or nobody (a player picker).
    Player,
    /// A whole number per player (a stepper in each player's row).
    PerPlayerCount,
    /// Yes or no per player (a switch in each player's row).
    PerPlayerToggle,
}

impl InputKind {
    /// Whether values of this kind are given per player.
    pub fn is_per_player(self) -> bool {
        matches!(self, InputKind::PerPlayerCount | InputKind::PerPlayerToggle)
    }
}

/// One option of a [`InputKind::Choice`] input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChoiceOption {
    /// The value sent back.
    pub key: &'static str,
    /// What the player reads.
    pub label: Text,
}

/// One input of a form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InputSpec {
    /// Name used in requests (`inputs.<name>` or `players[i].<name>`).
    pub name: &'static str,
    /// How it is entered.
    pub kind: InputKind,
    /// Smallest value (counts; 0 for toggles).
    pub min: i64,
    /// Largest value (counts; 1 for toggles).
    pub max: i64,
    /// Default value (counts and toggles, toggles as 0 or 1). For a `required`
    /// input it is only a prefill for forms; it is also the value requests of event
    /// format 1, which could leave the input out, relied on (see
    /// `FeatureDef::fill_legacy_defaults`): do not change it.
    pub default: i64,
    /// Default option key (choices).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default_option: Option<&'static str>,
    /// The options (choices).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<ChoiceOption>,
    /// A count the players must know: a request that leaves it out is refused
    /// (forms may still show `default` as a prefill).
    pub required: bool,
    /// For a required input, what to tell the player who left it out ("say how many
    /// tiles the road has").
    #[serde(skip)]
    pub ask: Text,
    /// What the player reads.
    pub label: Text,
    /// The reference row id this input feeds.
    pub rule: &'static str,
    /// One line that helps count (how double-sized tiles count in this edition...).
    #[serde(skip_serializing_if = "Text::is_empty")]
    pub help: Text,
}

/// Largest count any input accepts unless it says otherwise: more tiles than any
/// collection of Carcassonne boxes holds.
pub const MAX_COUNT: i64 = 500;

/// Largest number of figures of one player on one feature.
pub const MAX_FIGURES: i64 = 30;

impl InputSpec {
    /// A spec of `kind`; only the handles of [`handles`] call it, so that an input's
    /// kind is its handle's.
    fn new(name: &'static str, kind: InputKind, label: Text, rule: &'static str) -> Self {
        InputSpec {
            name,
            kind,
            min: 0,
            max: if matches!(kind, InputKind::Toggle | InputKind::PerPlayerToggle) { 1 } else { MAX_COUNT },
            default: 0,
            default_option: None,
            options: Vec::new(),
            required: false,
            ask: Text::EMPTY,
            label,
            rule,
            help: Text::EMPTY,
        }
    }

    /// Sets the range of a count.
    #[must_use]
    pub fn range(mut self, min: i64, max: i64) -> Self {
        self.min = min;
        self.max = max;
        self.default = self.default.clamp(min, max);
        self
    }

    /// Adds a line of help.
    #[must_use]
    pub fn help(mut self, help: Text) -> Self {
        self.help = help;
        self
    }

    /// Sets the default of a count or toggle (toggles: 0 or 1).
    #[must_use]
    pub fn default(mut self, default: i64) -> Self {
        self.default = default;
        self
    }

    /// Makes the input required: a request must give it; `ask` says, in the player's
    /// words, what to give ("say how many tiles the road has").
    #[must_use]
    pub fn required(mut self, ask: Text) -> Self {
        self.required = true;
        self.ask = ask;
        self
    }

    /// Sets the default option of a choice.
    #[must_use]
    pub fn default_option(mut self, key: &'static str) -> Self {
        self.default_option = Some(key);
        self
    }
}

/// The inputs of one item under one ruleset, plus those the ruleset hides (kept so
/// that a request using one gets "needs X" rather than "unknown").
#[derive(Clone, Debug, Default)]
pub struct Schema {
    inputs: Vec<InputSpec>,
    hidden: Vec<(InputSpec, Message)>,
    /// Every input's name and where it is, found by the address of the name's text
    /// (the rules' reads) or by its text (a request's names): [`lookup`].
    by_address: lookup::Table<lookup::ByAddress>,
    by_text: lookup::Table<lookup::ByText>,
}

/// Where a [`Schema`] keeps an input: its index among the shown or the hidden ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Shown(usize),
    Hidden(usize),
}

impl Schema {
    /// The inputs shown under this ruleset, in form order.
    pub fn inputs(&self) -> &[InputSpec] {
        &self.inputs
    }

    /// Consumes the schema, giving the shown inputs.
    pub fn into_inputs(self) -> Vec<InputSpec> {
        self.inputs
    }

    /// The shown input called `name`.
    pub fn get(&self, name: &str) -> Option<&InputSpec> {
        match self.place(name)? {
            Place::Shown(index) => Some(&self.inputs[index]),
            Place::Hidden(_) => None,
        }
    }

    /// Why an input that exists for this item is hidden under this ruleset.
    pub fn hidden_reason(&self, name: &str) -> Option<&Message> {
        match self.place(name)? {
            Place::Hidden(index) => Some(&self.hidden[index].1),
            Place::Shown(_) => None,
        }
    }

    /// The input called `name`, shown or hidden, and whether it is shown.
    pub fn find(&self, name: &str) -> Option<(&InputSpec, bool)> {
        match self.place(name)? {
            Place::Shown(index) => Some((&self.inputs[index], true)),
            Place::Hidden(index) => Some((&self.hidden[index].0, false)),
        }
    }

    /// Whether `name` is an input of this item at all, shown or hidden.
    pub fn knows(&self, name: &str) -> bool {
        self.place(name).is_some()
    }

    /// Where the input `name` is: found in the [`lookup`] tables once the schema is
    /// built, one by one while it is being built.
    fn place(&self, name: &str) -> Option<Place> {
        if self.by_text.is_empty() {
            let shown = self.inputs.iter().position(|spec| spec.name == name).map(Place::Shown);
            return shown.or_else(|| self.hidden.iter().position(|(spec, _)| spec.name == name).map(Place::Hidden));
        }
        self.by_address.get(name).or_else(|| self.by_text.get(name))
    }
}

/// Builds a [`Schema`] for one ruleset and moment of scoring.
#[derive(Debug)]
pub struct SchemaBuilder<'r> {
    ruleset: &'r Ruleset,
    when: When,
    schema: Schema,
}

impl<'r> SchemaBuilder<'r> {
    /// A builder for `ruleset` at `when`.
    pub fn new(ruleset: &'r Ruleset, when: When) -> Self {
        SchemaBuilder { ruleset, when, schema: Schema::default() }
    }

    /// The ruleset in play.
    pub fn ruleset(&self) -> &'r Ruleset {
        self.ruleset
    }

    /// The moment of scoring.
    pub fn when(&self) -> When {
        self.when
    }

    /// Adds an input that is always shown.
    pub fn input(&mut self, spec: InputSpec) -> &mut Self {
        self.only(true, Message::empty(), spec)
    }

    /// Adds an input shown only when `element` is in play.
    pub fn needs(&mut self, element: Element, spec: InputSpec) -> &mut Self {
        if self.ruleset.has(element) {
            return self.input(spec);
        }
        self.only(false, Message::code(catalog::component_of(element).key), spec)
    }

    /// Adds an input shown only when `shown`; otherwise `needs` says what is missing.
    pub fn only(&mut self, shown: bool, needs: Message, spec: InputSpec) -> &mut Self {
        debug_assert!(!self.schema.knows(spec.name), "input `{}` declared twice", spec.name);
        if shown {
            self.schema.inputs.push(spec);
        } else {
            self.schema.hidden.push((spec, needs));
        }
        self
    }

    /// Makes an input already declared (shown or hidden) required, with `ask` saying
    /// what to give (see [`InputSpec::required`]).
    pub fn require(&mut self, input: impl InputHandle, ask: Text) -> &mut Self {
        let shown = self.schema.inputs.iter_mut();
        let hidden = self.schema.hidden.iter_mut().map(|(spec, _)| spec);
        for spec in shown.chain(hidden).filter(|spec| spec.name == input.name()) {
            spec.required = true;
            spec.ask = ask;
        }
        self
    }

    /// The finished schema.
    pub fn build(self) -> Schema {
        let mut schema = self.schema;
        let shown = schema.inputs.iter().enumerate().map(|(index, spec)| (spec.name, Place::Shown(index)));
        let hidden = schema.hidden.iter().enumerate().map(|(index, (spec, _))| (spec.name, Place::Hidden(index)));
        let names: Vec<(&'static str, Place)> = shown.chain(hidden).collect();
        schema.by_address = lookup::Table::new(&names);
        schema.by_text = lookup::Table::new(&names);
        schema
    }
}
