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
///
/// It is kept small (48 bytes), because breakdown rows and errors carry one or two
/// and scoring moves them around: a message without arguments costs no allocation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    /// The message id, or the text itself for a message shown as it is.
    id: Id,
    /// The arguments, if any.
    args: Option<Box<[(&'static str, Arg)]>>,
    /// The count of the breakdown row the message labels (`$quantity`), kept apart
    /// from the other arguments so that a row's label costs no allocation;
    /// [`NO_QUANTITY`] when it labels none.
    quantity: i64,
}

/// The `quantity` of a message that labels no breakdown row.
const NO_QUANTITY: i64 = i64::MIN;

/// A message's id, or its text when it is shown as it is. Two ids are equal when they
/// read the same, whether known when the core is built or made up later.
#[derive(Clone, Debug)]
enum Id {
    /// A message id known when the core is built.
    Static(&'static str),
    /// A message id made up when the message is (`feature-road`).
    Owned(Box<str>),
    /// Text shown as it is, known when the core is built (a code).
    Code(&'static str),
    /// Text shown as it is (what a player typed).
    Verbatim(Box<str>),
    /// The arguments, joined as a list of the language ([`Message::list`]).
    List(super::Conjunction),
}

impl Id {
    fn as_str(&self) -> &str {
        match self {
            Id::Static(id) | Id::Code(id) => id,
            Id::Owned(id) | Id::Verbatim(id) => id,
            Id::List(conjunction) => conjunction.id(),
        }
    }

    fn is_verbatim(&self) -> bool {
        matches!(self, Id::Code(_) | Id::Verbatim(_))
    }

    /// What the id stands for: text shown as it is, a message, or a list.
    fn kind(&self) -> u8 {
        match self {
            Id::Code(_) | Id::Verbatim(_) => 0,
            Id::Static(_) | Id::Owned(_) => 1,
            Id::List(_) => 2,
        }
    }
}

impl PartialEq for Id {
    fn eq(&self, other: &Id) -> bool {
        self.kind() == other.kind() && self.as_str() == other.as_str()
    }
}

impl Eq for Id {}

impl std::hash::Hash for Id {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.kind().hash(state);
        self.as_str().hash(state);
    }
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
    Text(Cow<'static, str>),
    /// Another message, rendered in the same language (an item's name in an error).
    Message(Box<Message>),
    /// A message with no arguments, rendered in the same language (a noun in a
    /// breakdown row: "the cloister"); unlike [`Arg::Message`], costs no allocation.
    Name(super::Text),
    /// Text of the table shown as it is (a player's name), shared rather than copied.
    Shared(crate::shared_str::SharedStr),
}

impl Message {
    /// The message `id` (an id of `core/locales/en/*.ftl`), with no arguments yet.
    pub const fn new(id: &'static str) -> Message {
        Message { id: Id::Static(id), args: None, quantity: NO_QUANTITY }
    }

    /// The message whose id is `prefix` and `key` joined by `-`, every `.` of the
    /// key made a `-` (`feature` + `road` is `feature-road`; `event` +
    /// `tower.prisoner_ransom` is `event-tower-prisoner_ransom`): the names of
    /// catalog entries, rules and error codes.
    pub fn keyed(prefix: &str, key: &str) -> Message {
        Message { id: Id::Owned(keyed_id(prefix, key).into_boxed_str()), args: None, quantity: NO_QUANTITY }
    }

    /// [`Message::keyed`] for a prefix and key known when the core is built (a
    /// catalogue entry's name): the id is made once per process and kept
    /// ([`super::interned`]), so the message costs no allocation after that.
    pub fn keyed_static(prefix: &'static str, key: &'static str) -> Message {
        Message::new(super::interned::keyed_id(prefix, key))
    }

    /// Text shown as it is in every language (what a player typed, a technical
    /// explanation from a library).
    pub fn verbatim(text: impl Into<String>) -> Message {
        Message { id: Id::Verbatim(text.into().into_boxed_str()), args: None, quantity: NO_QUANTITY }
    }

    /// A code shown as it is in every language (a component key such as
    /// `exp01_inns_cathedrals.inns`); costs no allocation.
    pub const fn code(code: &'static str) -> Message {
        Message { id: Id::Code(code), args: None, quantity: NO_QUANTITY }
    }

    /// No text at all (a field with no help line).
    pub const fn empty() -> Message {
        Message::code("")
    }

    /// `items` as a list of the language, joined by CLDR's pattern when shown: "Ann,
    /// Ben and Cleo", "Ann, Ben a\u{a0}Cleo", "Ann, Ben или Cleo" (`lists.rs`). One item
    /// is that item; none, [`Message::empty`].
    pub fn list(conjunction: super::Conjunction, items: impl IntoIterator<Item = Message>) -> Message {
        let mut items: Vec<(&'static str, Arg)> = items.into_iter().map(|item| ("item", Arg::from(item))).collect();
        match items.len() {
            0 => Message::empty(),
            1 => match items.pop() {
                Some((_, Arg::Message(item))) => *item,
                Some((_, Arg::Name(text))) => text.message(),
                // `Arg::from` of a message gives one of the two above.
                _ => Message::empty(),
            },
            _ => Message { id: Id::List(conjunction), args: Some(items.into_boxed_slice()), quantity: NO_QUANTITY },
        }
    }

    /// The conjunction of a list made by [`Message::list`].
    pub(super) fn conjunction(&self) -> Option<super::Conjunction> {
        match self.id {
            Id::List(conjunction) => Some(conjunction),
            _ => None,
        }
    }

    /// `items` joined by the message `list_id` of `core/locales/*/lists.ftl`, each
    /// message of which joins two (`a; b; c` for `list-semicolon`, `a, b` for
    /// `list-comma`): the separators that are no conjunction ([`Message::list`]
    /// joins "and" and "or" lists).
    pub fn join(list_id: &'static str, items: impl IntoIterator<Item = Message>) -> Message {
        items
            .into_iter()
            .reduce(|head, last| Message::new(list_id).with("head", head).with("last", last))
            .unwrap_or_else(Message::empty)
    }

    /// The message with `args` added, in one allocation ([`msg!`](crate::msg) gives
    /// all its arguments at once).
    #[must_use]
    pub fn with_args<const N: usize>(mut self, args: [(&'static str, Arg); N]) -> Message {
        self.args = Some(match self.args.take() {
            None => Box::new(args),
            Some(given) => given.into_vec().into_iter().chain(args).collect(),
        });
        self
    }

    /// The message with one more argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        let mut args = self.args.take().map(Vec::from).unwrap_or_default();
        args.push((name, value.into()));
        self.args = Some(args.into_boxed_slice());
        self
    }

    /// The message with its `$player` argument — a player's id, as the rules give
    /// it, who know no names — replaced by the name `name_of` gives; `None` when it
    /// has no such argument (a game session names the players of its rows so).
    pub fn naming_player(&self, name_of: impl Fn(&str) -> String) -> Option<Message> {
        let at = self.args().iter().position(|(name, _)| *name == "player")?;
        let id = match &self.args()[at].1 {
            Arg::Text(id) => id.to_string(),
            Arg::Shared(id) => id.as_str().to_owned(),
            _ => return None,
        };
        let mut args = self.args().to_vec();
        args[at].1 = Arg::Text(Cow::Owned(name_of(&id)));
        Some(Message { id: self.id.clone(), args: Some(args.into_boxed_slice()), quantity: self.quantity })
    }

    /// The message with `quantity`, the count of the breakdown row it labels: the
    /// argument `$quantity` of every `row-...` message (see [`crate::rules::Row::new`]).
    #[must_use]
    pub fn with_quantity(mut self, quantity: i64) -> Message {
        self.quantity = quantity;
        self
    }

    /// The count of the breakdown row it labels, if it labels one.
    pub fn quantity(&self) -> Option<i64> {
        (self.quantity != NO_QUANTITY).then_some(self.quantity)
    }

    /// Its id (for a message shown as it is, its text).
    pub fn id(&self) -> &str {
        self.id.as_str()
    }

    /// Its arguments, in the order given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        self.args.as_deref().unwrap_or_default()
    }

    /// The argument called `name`.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args().iter().find(|(given, _)| *given == name).map(|(_, value)| value)
    }

    /// Whether it reads as nothing (see [`Message::empty`]).
    pub fn is_empty(&self) -> bool {
        self.id.is_verbatim() && self.id.as_str().is_empty()
    }

    /// Its text in `language` (a code of [`LANGUAGES`](super::LANGUAGES); English
    /// for any other, and for a message the language lacks).
    pub fn render(&self, language: &str) -> String {
        if self.id.is_verbatim() {
            return self.id.as_str().to_owned();
        }
        bundles::CORE.render_in(language, self)
    }

    /// Its text in `language` exactly, or what went wrong: the language lacks the
    /// message, or Fluent met an error (an argument or a term missing). For tests
    /// and tools; players get [`Message::render`], which falls back to English.
    ///
    /// # Errors
    /// A description of the first problems met.
    pub fn render_strict(&self, language: &str) -> Result<String, String> {
        if self.id.is_verbatim() {
            return Ok(self.render(language));
        }
        bundles::CORE.render_strict(language, self)
    }

    /// Whether it is shown as it is (a code or verbatim text), not looked up.
    pub(super) fn is_verbatim(&self) -> bool {
        self.id.is_verbatim()
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
        Arg::Text(Cow::Owned(value))
    }
}

/// Text known when the core is built (a selector such as `match`) costs no
/// allocation; other text is given as a `String`.
impl From<&'static str> for Arg {
    fn from(value: &'static str) -> Arg {
        Arg::Text(Cow::Borrowed(value))
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Arg {
        Arg::Text(Cow::Owned(value.clone()))
    }
}

impl From<crate::shared_str::SharedStr> for Arg {
    fn from(value: crate::shared_str::SharedStr) -> Arg {
        Arg::Shared(value)
    }
}

impl From<&crate::shared_str::SharedStr> for Arg {
    fn from(value: &crate::shared_str::SharedStr) -> Arg {
        Arg::Shared(value.clone())
    }
}

impl From<Message> for Arg {
    /// A message with nothing but an id known when the core is built (an item's name)
    /// is passed as a [`Arg::Name`], which costs no allocation.
    fn from(value: Message) -> Arg {
        match value {
            Message { id: Id::Static(id), args: None, quantity: NO_QUANTITY } => Arg::Name(super::Text::new(id)),
            value => Arg::Message(Box::new(value)),
        }
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
        assert_eq!(Message::code("a.b"), Message::verbatim("a.b"), "equal when they read the same");
        assert_eq!(Message::keyed("feature", "road"), Message::new("feature-road"));
        assert_ne!(Message::code("feature-road"), Message::new("feature-road"));
        assert!(!typed.is_empty());
    }

    #[test]
    fn messages_stay_small() {
        assert_eq!(std::mem::size_of::<Message>(), 48);
    }

    #[test]
    fn a_row_quantity_is_apart_from_the_arguments() {
        let label = Message::new("row-vodyanoy-vodyanoy-2-follower").with_quantity(3);
        assert_eq!(label.quantity(), Some(3));
        assert!(label.args().is_empty());
        assert_eq!(Message::new("x").quantity(), None);
        assert_eq!(msg_with_two().args().len(), 2);
    }

    fn msg_with_two() -> Message {
        Message::new("row-ghosts-each").with("per", -2).with("name", "x")
    }

    #[test]
    fn a_name_passed_by_id_or_shared_reads_as_the_message_or_text_it_stands_for() {
        use crate::msg;
        use crate::shared_str::SharedStr;
        let by_id = msg!("log-no-points", item = Message::new("feature-road"));
        assert!(matches!(by_id.arg("item"), Some(Arg::Name(_))), "a bare catalogue name costs no allocation");
        let boxed =
            Message::new("log-no-points").with_args([("item", Arg::Message(Box::new(Message::new("feature-road"))))]);
        let ann = SharedStr::from(String::from("Ann"));
        let shared = msg!("log-turn-ends", turn = 3, player = &ann);
        let text = msg!("log-turn-ends", turn = 3, player = "Ann");
        for language in super::super::LANGUAGES {
            assert_eq!(by_id.render(language), boxed.render(language), "{language}");
            assert_eq!(shared.render(language), text.render(language), "{language}");
        }
        // The words of core/locales/{en,de}/table.ftl.
        assert_eq!(by_id.render("en"), "Road: no points");
        assert_eq!(by_id.render("de"), "Straße: keine Punkte");
        // A message with arguments of its own is still passed whole.
        let nested = msg!("log-no-points", item = msg_with_two());
        assert!(matches!(nested.arg("item"), Some(Arg::Message(_))));
    }

    #[test]
    fn display_pads_the_text() {
        assert_eq!(format!("[{:<6}]", Message::verbatim("abc")), "[abc   ]");
    }
}
