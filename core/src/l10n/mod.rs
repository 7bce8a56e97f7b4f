//! The language Tally speaks, and every text a player reads as a message of
//! Project Fluent: an id with its arguments, rendered in the chosen language only
//! when it is shown (docs/l10n.md says how to add a language or a message).
//!
//! - [`Message`] (in `message.rs`): what the core hands out instead of finished
//!   text — breakdown rows, log lines, form labels, errors. A game recorded in one
//!   language reads in another, because rows keep their message, never its text.
//! - `pack.rs`: the Fluent resources of `core/locales/<language>/*.ftl`, packed into
//!   the library by `core/build.rs`: each file compressed, with an index of the file
//!   that holds each message.
//! - [`Bundles`] (in `bundles.rs`): one bundle per language, with English behind every
//!   other language, made when a message is first rendered in that language, with
//!   only the files of the messages rendered ([`loaded`] says which); a front-end
//!   with texts of its own (the command line) keeps them in one and renders its
//!   messages with it.
//! - [`msg!`](crate::msg): a message from its id and named arguments.
//! - `lists.rs`: lists joined by CLDR's patterns of each language ("A, B and C",
//!   "A, B a C"), for [`Message::list`].
//!
//! The language is chosen once from the system's locale ([`set_locale`]); English
//! until then, and for a language Tally does not speak. [`in_language`] renders in
//! another language on one thread only (tests, a preview in another language).

mod bundles;
mod czech;
mod french;
mod interned;
mod lists;
mod message;
mod pack;
mod text;

use std::cell::Cell;
use std::sync::RwLock;

pub use bundles::{Bundles, has_message, loaded, message_ids, sources};
pub use czech::z as czech_z;
pub use french::de as french_de;
pub use lists::Conjunction;
pub use message::{Arg, Message};
pub use text::Text;

/// The languages Tally speaks, by their BCP 47 language code; English first.
pub const LANGUAGES: [&str; 7] = ["en", "de", "fr", "ro", "cs", "ru", "nl"];

static CURRENT: RwLock<&str> = RwLock::new("en");

thread_local! {
    /// The language [`in_language`] chose on this thread, over the global one.
    static SCOPED: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// The language code Tally uses for a locale tag (`fr-FR`, `cs_CZ.UTF-8`, `de`):
/// the tag's language when Tally speaks it, English otherwise.
pub fn language_of(tag: &str) -> &'static str {
    let code = tag.split(['-', '_', '.', '@']).next().unwrap_or_default().to_ascii_lowercase();
    LANGUAGES.into_iter().find(|language| *language == code).unwrap_or("en")
}

/// Chooses the language from a locale tag (`fr-FR`, `cs_CZ.UTF-8`, `de`); returns
/// the language code used (English when Tally does not speak it).
pub fn set_locale(tag: &str) -> &'static str {
    let chosen = language_of(tag);
    *CURRENT.write().unwrap_or_else(std::sync::PoisonError::into_inner) = chosen;
    chosen
}

/// The language code in use on this thread.
pub fn language() -> &'static str {
    SCOPED.with(Cell::get).unwrap_or_else(|| *CURRENT.read().unwrap_or_else(std::sync::PoisonError::into_inner))
}

/// Runs `body` with texts rendered in the language of `tag` on this thread only
/// (the global choice of [`set_locale`] is left as it is).
pub fn in_language<T>(tag: &str, body: impl FnOnce() -> T) -> T {
    /// Puts the previous choice back, even when `body` panics.
    struct Restore(Option<&'static str>);
    impl Drop for Restore {
        fn drop(&mut self) {
            SCOPED.with(|scoped| scoped.set(self.0));
        }
    }
    let _restore = Restore(SCOPED.with(|scoped| scoped.replace(Some(language_of(tag)))));
    body()
}

/// `value` with `digits` decimals, as the language in use writes a number: "56.0"
/// in English, "56,0" in German, French, Romanian, Czech, Russian and Dutch (an
/// average of the statistics; Fluent's `NUMBER` writes no decimal comma).
pub fn decimal(value: f64, digits: usize) -> String {
    let text = format!("{value:.digits$}");
    match language() {
        "en" => text,
        _ => text.replace('.', ","),
    }
}

/// The name of the reference row `rule` (`road.inn` reads "Road: inn"): the message
/// `rule-<id>` of `rule-names.ftl`.
pub fn rule_name(rule: &str) -> Message {
    Message::keyed("rule", rule)
}

/// A message from its id and named arguments:
/// `msg!("row-ghosts-each", per = -2)` is `Message::new("row-ghosts-each").with("per", -2)`.
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        $crate::l10n::Message::new($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::l10n::Message::new($id).with_args([$((stringify!($name), $crate::l10n::Arg::from($value))),+])
    };
}

/// A [`Text`] (a message with no arguments) from its id: `text!("city-city-tiles")`.
/// Only a literal id, so that the parity tests find every id the core uses.
#[macro_export]
macro_rules! text {
    ($id:literal) => {
        $crate::l10n::Text::new($id)
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_tag_picks_its_language() {
        assert_eq!(language_of("fr-FR"), "fr");
        assert_eq!(language_of("cs_CZ.UTF-8"), "cs");
        assert_eq!(language_of("RU"), "ru");
        assert_eq!(language_of("nl_BE@euro"), "nl");
        assert_eq!(language_of("pt-BR"), "en", "a language Tally does not speak falls back to English");
        assert_eq!(language_of(""), "en");
    }

    #[test]
    fn decimals_are_written_as_the_language_writes_them() {
        assert_eq!(in_language("en", || decimal(56.0, 1)), "56.0");
        for language in ["de", "fr", "ro", "cs", "ru", "nl"] {
            assert_eq!(in_language(language, || decimal(56.0, 1)), "56,0", "{language}");
        }
        assert_eq!(in_language("de", || decimal(66.666, 0)), "67");
        assert_eq!(in_language("fr", || decimal(-2.25, 2)), "-2,25");
    }

    #[test]
    fn a_scoped_language_stays_on_its_thread() {
        let inside = in_language("de-AT", || (language(), std::thread::spawn(language).join().ok()));
        assert_eq!(inside.0, "de");
        assert_eq!(inside.1, Some("en"), "another thread keeps the global language");
        assert_eq!(language(), "en", "the scoped language ends with its body");
    }
}
