//! [`Message`]: a text a player reads, kept as a Fluent message id with its
//! arguments until it is shown. It renders in the language in use when it is
//! displayed, serialised (JSON) or handed to the apps (the UniFFI custom type lowers
//! it to its text), so what the core keeps — a game's log, a breakdown row — stays
//! language-neutral.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::bundles;

/// A text a player reads: a message id and its arguments.
///
/// Two messages are equal when they have the same id and arguments (whatever they
/// read in one language).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    /// The message id, or the text itself for a message shown as it is.
    id: Cow<'static, str>,
    /// Whether `id` is the text itself ([`Message::verbatim`], [`Message::code`]).
    verbatim: bool,
    args: Vec<(&'static str, Arg)>,
    /// The count of the breakdown row the message labels (`$quantity`), kept apart
    /// from the other arguments so that a row's label costs no allocation.
    quantity: Option<i64>,
}

/// An argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A number: plural rules choose its words (`1 tile`, `2 tiles`; Czech and
    /// Russian have more forms).
    Number(i64),
    /// Text shown as it is, never translated: a player's name or id, a key, what
    /// SQLite or the JSON parser said. Also the selector of a Fluent select
    /// expression (`small` / `large`).
    Text(String),
    /// Another message, rendered in the same language (an item's name in an error).
    Message(Box<Message>),
}

impl Message {
    /// The message `id` (an id of `core/locales/en/*.ftl`), with no arguments yet.
    pub const fn new(id: &'static str) -> Message {
        Message { id: Cow::Borrowed(id), verbatim: false, args: Vec::new(), quantity: None }
    }

    /// The message whose id is `prefix` and `key` joined by `-`, every `.` of the
    /// key made a `-` (`feature` + `road` is `feature-road`; `event` +
    /// `tower.prisoner_ransom` is `event-tower-prisoner_ransom`): the names of
    /// catalog entries, rules and error codes.
    pub fn keyed(prefix: &str, key: &str) -> Message {
        Message { id: Cow::Owned(keyed_id(prefix, key)), verbatim: false, args: Vec::new(), quantity: None }
    }

    /// Text shown as it is in every language (what a player typed, a technical
    /// explanation from a library).
    pub fn verbatim(text: impl Into<String>) -> Message {
        Message { id: Cow::Owned(text.into()), verbatim: true, args: Vec::new(), quantity: None }
    }

    /// A code shown as it is in every language (a component key such as
    /// `exp01_inns_cathedrals.inns`); costs no allocation.
    pub const fn code(code: &'static str) -> Message {
        Message { id: Cow::Borrowed(code), verbatim: true, args: Vec::new(), quantity: None }
    }

    /// No text at all (a field with no help line).
    pub const fn empty() -> Message {
        Message::code("")
    }

    /// `items` joined in the language's way: `a, b or c` for `list-or`, `a and b`
    /// for `list-and` (each message of `core/locales/*/lists.ftl` joins two).
    pub fn join(list_id: &'static str, items: impl IntoIterator<Item = Message>) -> Message {
        items
            .into_iter()
            .reduce(|head, last| Message::new(list_id).with("head", head).with("last", last))
            .unwrap_or_else(Message::empty)
    }

    /// The message with one more argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The message with `quantity`, the count of the breakdown row it labels: the
    /// argument `$quantity` of every `row-...` message (see [`crate::rules::Row::new`]).
    #[must_use]
    pub fn with_quantity(mut self, quantity: i64) -> Message {
        self.quantity = Some(quantity);
        self
    }

    /// The count of the breakdown row it labels, if it labels one.
    pub fn quantity(&self) -> Option<i64> {
        self.quantity
    }

    /// Its id (for a message shown as it is, its text).
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Its arguments, in the order given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The argument called `name`.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(given, _)| *given == name).map(|(_, value)| value)
    }

    /// Whether it reads as nothing (see [`Message::empty`]).
    pub fn is_empty(&self) -> bool {
        self.verbatim && self.id.is_empty()
    }

    /// Its text in `language` (a code of [`LANGUAGES`](super::LANGUAGES); English
    /// for any other, and for a message the language lacks).
    pub fn render(&self, language: &str) -> String {
        if self.verbatim {
            return self.id.clone().into_owned();
        }
        bundles::format(language, &self.id, &self.args, self.quantity)
    }

    /// Its text in `language` exactly, or what went wrong: the language lacks the
    /// message, or Fluent met an error (an argument or a term missing). For tests
    /// and tools; players get [`Message::render`], which falls back to English.
    ///
    /// # Errors
    /// A description of the first problems met.
    pub fn render_strict(&self, language: &str) -> Result<String, String> {
        if self.verbatim {
            return Ok(self.render(language));
        }
        bundles::format_strict(language, &self.id, &self.args, self.quantity)
    }

    /// Its text in the language in use ([`super::language`]).
    pub fn text(&self) -> String {
        self.render(super::language())
    }
}

/// `prefix-key`, with the dots of `key` as dashes.
pub(super) fn keyed_id(prefix: &str, key: &str) -> String {
    let mut id = String::with_capacity(prefix.len() + 1 + key.len());
    id.push_str(prefix);
    id.push('-');
    id.extend(key.chars().map(|c| if c == '.' { '-' } else { c }));
    id
}

impl fmt::Display for Message {
    /// The text in the language in use; width and alignment apply (`{:<40}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.text())
    }
}

impl Serialize for Message {
    /// Serialised as its text in the language in use.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text())
    }
}

impl<'de> Deserialize<'de> for Message {
    /// A text read back stays as it is ([`Message::verbatim`]).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Message, D::Error> {
        String::deserialize(deserializer).map(Message::verbatim)
    }
}

impl From<i64> for Arg {
    fn from(value: i64) -> Arg {
        Arg::Number(value)
    }
}

impl From<i32> for Arg {
    fn from(value: i32) -> Arg {
        Arg::Number(i64::from(value))
    }
}

impl From<u32> for Arg {
    fn from(value: u32) -> Arg {
        Arg::Number(i64::from(value))
    }
}

impl From<u64> for Arg {
    fn from(value: u64) -> Arg {
        Arg::Number(i64::try_from(value).unwrap_or(i64::MAX))
    }
}

impl From<usize> for Arg {
    fn from(value: usize) -> Arg {
        Arg::Number(i64::try_from(value).unwrap_or(i64::MAX))
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg::Text(value)
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg::Text(value.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Arg {
        Arg::Text(value.clone())
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Arg {
        Arg::Message(Box::new(value))
    }
}

impl From<&Message> for Arg {
    fn from(value: &Message) -> Arg {
        Arg::Message(Box::new(value.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyed_ids_turn_dots_into_dashes() {
        assert_eq!(Message::keyed("event", "tower.prisoner_ransom").id(), "event-tower-prisoner_ransom");
    }

    #[test]
    fn verbatim_text_reads_the_same_in_every_language() {
        let typed = Message::verbatim("Ann forgot a farmer");
        for language in super::super::LANGUAGES {
            assert_eq!(typed.render(language), "Ann forgot a farmer");
        }
        assert!(Message::empty().is_empty() && Message::verbatim("").is_empty());
        assert!(!typed.is_empty());
    }

    #[test]
    fn display_pads_the_text() {
        assert_eq!(format!("[{:<6}]", Message::verbatim("abc")), "[abc   ]");
    }
}
