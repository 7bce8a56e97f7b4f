//! [`Text`]: a message without arguments, known when the core is built — a form's
//! label, help line or option. It is a plain `&'static str` id, so the forms the
//! core builds for every scoring cost no allocation and stay small; it renders like
//! a [`Message`] when shown.

use std::fmt;

use serde::{Serialize, Serializer};

use super::Message;

/// A message with no arguments: its id (an id of `core/locales/en/*.ftl`), or
/// nothing ([`Text::EMPTY`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Text(&'static str);

impl Text {
    /// No text at all (a field with no help line).
    pub const EMPTY: Text = Text("");

    /// The message `id`.
    pub const fn new(id: &'static str) -> Text {
        Text(id)
    }

    /// Its message id (empty for [`Text::EMPTY`]).
    pub const fn id(self) -> &'static str {
        self.0
    }

    /// Whether it reads as nothing.
    pub const fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The same text as a [`Message`], to give it arguments or keep it with others.
    pub const fn message(self) -> Message {
        if self.0.is_empty() { Message::empty() } else { Message::new(self.0) }
    }

    /// Its text in `language` (see [`Message::render`]).
    pub fn render(self, language: &str) -> String {
        self.message().render(language)
    }

    /// Its text in the language in use.
    pub fn text(self) -> String {
        self.message().text()
    }
}

impl From<Text> for Message {
    fn from(text: Text) -> Message {
        text.message()
    }
}

impl From<Text> for super::Arg {
    fn from(text: Text) -> super::Arg {
        super::Arg::Name(text)
    }
}

impl fmt::Display for Text {
    /// The text in the language in use; width and alignment apply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.text())
    }
}

impl Serialize for Text {
    /// Serialised as its text in the language in use.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text())
    }
}
