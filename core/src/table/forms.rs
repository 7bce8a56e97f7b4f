//! Forms as screens draw them: the inputs of a feature, an event, an end-game item
//! or a dispatch tile, rendered from the rules' schemas for the ruleset in play.
//! Both apps and the command line draw every form from these, so a rule added to
//! the core appears everywhere with no front-end code.

use serde::Serialize;

use crate::l10n::Message;
use crate::rules::{InputKind, InputSpec, Schema};

/// How a field is entered.
pub type FieldKind = InputKind;

/// One option of a choice field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FieldOption {
    /// The value sent back.
    pub key: String,
    /// What the player reads.
    pub label: String,
}

/// One field of a form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FormField {
    /// Name used in commands (`inputs.<name>` or a player's `<name>`).
    pub name: String,
    /// How it is entered.
    pub kind: FieldKind,
    /// Smallest value (counts; 0 for toggles).
    pub min: i64,
    /// Largest value (counts; 1 for toggles).
    pub max: i64,
    /// The value a form may show before the player changes it (counts, toggles).
    pub default: i64,
    /// Whether the players must give it (a count only they know): a form may
    /// prefill it, but the command must carry it.
    pub required: bool,
    /// For a required field, what to ask ("say how many tiles the road has"); empty
    /// otherwise.
    pub ask: String,
    /// The default option (choices).
    pub default_option: Option<String>,
    /// The options (choices).
    pub options: Vec<FieldOption>,
    /// What the player reads.
    pub label: String,
    /// The reference row id the field feeds.
    pub rule: String,
    /// One line that helps count, or empty.
    pub help: String,
}

impl From<&InputSpec> for FormField {
    fn from(spec: &InputSpec) -> FormField {
        FormField {
            name: spec.name.to_owned(),
            kind: spec.kind,
            min: spec.min,
            max: spec.max,
            default: spec.default,
            required: spec.required,
            ask: if spec.required { spec.ask.text() } else { String::new() },
            default_option: spec.default_option.map(str::to_owned),
            options: spec
                .options
                .iter()
                .map(|option| FieldOption { key: option.key.to_owned(), label: option.label.text() })
                .collect(),
            label: spec.label.text(),
            rule: spec.rule.to_owned(),
            help: spec.help.text(),
        }
    }
}

/// A whole form: its fields in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Form {
    /// The feature, event or tile key.
    pub key: String,
    /// Its name.
    pub name: String,
    /// The fields, item-level and per-player, in form order.
    pub fields: Vec<FormField>,
}

impl Form {
    /// The form of the item `key` called `name` from its schema, every text in the
    /// player's language.
    pub fn new(key: &str, name: &Message, schema: &Schema) -> Form {
        Form { key: key.to_owned(), name: name.text(), fields: schema.inputs().iter().map(FormField::from).collect() }
    }
}
