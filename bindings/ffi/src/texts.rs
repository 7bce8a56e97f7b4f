//! The apps' own texts — titles, buttons, hints, confirmations — as Project Fluent
//! messages of `bindings/ffi/locales/<language>/app.ftl`, in the core's seven
//! languages, rendered with the core's machinery ([`Bundles`]: English behind
//! every other language, the language's plural rules) in the language
//! [`set_locale`](crate::catalogue::set_locale) chose. Both apps draw every text a
//! player reads from here or from the core, so one glossary and one set of plural
//! rules hold everywhere (DESIGN.md principle 11); they cache what they render.

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::sync::Mutex;

use tally_core::l10n::{Arg, Bundles, LANGUAGES, Message};

/// Every language's `app.ftl`, deflated by `build.rs`.
static SOURCES: [&[(&str, &[u8])]; LANGUAGES.len()] = include!(concat!(env!("OUT_DIR"), "/app_texts.rs"));

/// The apps' messages in every language.
pub static APP: Bundles = Bundles::deflated(&SOURCES);

/// A value given to an app text.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum TextValue {
    /// A number: the language's plural rules choose the words ("1 game", "5 games").
    Number {
        /// The number.
        value: i64,
    },
    /// Text shown as it is (a player's name).
    Text {
        /// The text.
        value: String,
    },
    /// The name of a core message (an edition, a feature: `feature-city`), in the
    /// same language.
    Name {
        /// The message id.
        id: String,
    },
}

/// One named argument of an app text.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct TextArg {
    /// The variable's name in the message (`count` for `{ $count }`).
    pub name: String,
    /// Its value.
    pub value: TextValue,
}

/// Most distinct argument names kept: far more than the messages use.
const MAX_NAMES: usize = 256;

/// Argument names live as long as the program (messages take `&'static str`); the
/// apps name only the few their messages use, so each is kept once.
fn interned(name: &str) -> Option<&'static str> {
    static NAMES: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut names = crate::lock(&NAMES);
    if let Some(found) = names.get(name) {
        return Some(found);
    }
    if names.len() >= MAX_NAMES || name.len() > 64 {
        return None;
    }
    let kept: &'static str = Box::leak(name.to_owned().into_boxed_str());
    names.insert(kept);
    Some(kept)
}

/// The app text `id` with `args` in the language in use: English where the language
/// lacks it, the id itself where English does too.
#[uniffi::export]
pub fn app_text(id: String, args: Vec<TextArg>) -> String {
    let Some(key) = id.strip_prefix("app-") else { return id };
    let mut message = Message::keyed("app", key);
    for arg in args {
        let Some(name) = interned(&arg.name) else { continue };
        let value = match arg.value {
            TextValue::Number { value } => Arg::Number(value),
            TextValue::Text { value } => Arg::Text(Cow::Owned(value)),
            TextValue::Name { id } => Arg::Message(Box::new(name_of(&id))),
        };
        message = message.with(name, value);
    }
    APP.render(&message)
}

/// The core message `id` (`feature-city`, `edition-c3`) as a name.
fn name_of(id: &str) -> Message {
    match id.split_once('-') {
        Some((prefix, key)) => Message::keyed(prefix, key),
        None => Message::verbatim(id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_holds_its_own_app_ftl() {
        for language in LANGUAGES {
            let path = format!("{}/locales/{language}/app.ftl", env!("CARGO_MANIFEST_DIR"));
            let file = std::fs::read_to_string(&path).unwrap();
            assert_eq!(APP.sources(language), [("app.ftl", Cow::Owned::<str>(file))], "{language}");
        }
    }

    #[test]
    fn every_language_has_every_app_text() {
        let english = APP.message_ids("en");
        assert!(english.contains(&"app-score-it"));
        for language in LANGUAGES {
            let ids = APP.message_ids(language);
            for id in &english {
                assert!(ids.contains(id), "{language} lacks {id}");
            }
            for id in &ids {
                // Every variable the message names gets a number, which both a
                // plural selector and a plain placeable take.
                let mut message = Message::keyed("app", id.trim_start_matches("app-"));
                for name in variables(language, id) {
                    // A message's argument names are 'static; a test may leak a few.
                    message = message.with(name.leak(), Arg::Number(2));
                }
                let text = APP.render_strict(language, &message);
                assert!(text.is_ok(), "{language} {id}: {text:?}");
            }
        }
    }

    /// The variables (`$name`) of message `id` in `language`'s source.
    fn variables(language: &str, id: &str) -> Vec<String> {
        let mut found: Vec<String> = Vec::new();
        for (_, text) in APP.sources(language) {
            let mut lines = text.lines().skip_while(|line| !line.starts_with(&format!("{id} =")));
            let Some(first) = lines.next() else { continue };
            let block = std::iter::once(first).chain(lines.take_while(|line| line.starts_with([' ', '}'])));
            for line in block {
                for piece in line.split('$').skip(1) {
                    let name = piece.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-')).next();
                    if let Some(name) = name.filter(|name| !name.is_empty() && !found.iter().any(|known| known == name))
                    {
                        found.push(name.to_owned());
                    }
                }
            }
        }
        found
    }

    #[test]
    fn an_app_text_renders_in_the_language_in_use() {
        tally_core::l10n::in_language("de", || {
            assert_eq!(app_text("app-score-it".into(), Vec::new()), "Werten");
        });
        assert_eq!(app_text("not-an-app-text".into(), Vec::new()), "not-an-app-text");
    }
}
