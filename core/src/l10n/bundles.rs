//! The Fluent resources of every language, compiled into the library from
//! `core/locales/<language>/<file>.ftl` (the same files in every language), and the
//! one bundle per language that renders messages ([`Bundles`], which a front-end
//! also uses for texts of its own). A message a language lacks is
//! rendered in English; one English lacks too shows its id (a test keeps every id
//! of the code in every language).
//!
//! Bundles render without Unicode isolation marks around arguments (the texts go to
//! terminals and plain labels) and know one function besides Fluent's own:
//! `LOWER($name)`, the text in lower case, for a name in the middle of a sentence
//! ("nobody scores this city") in the languages that write it so.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::LANGUAGES;
use super::message::{Arg, Message};

/// The Fluent files of every language Tally speaks, compiled in, as [`Bundles::new`]
/// takes them: `fluent_sources!("../locales", ["cli.ftl"])` reads
/// `<dir>/<language>/<file>` for each language of [`LANGUAGES`], in that order, with
/// paths relative to the file that calls it (as `include_str!`'s).
///
/// ```ignore
/// static SOURCES: [&[(&str, &str)]; LANGUAGES.len()] = tally_core::fluent_sources!("../locales", ["cli.ftl"]);
/// pub static CLI: Bundles = Bundles::new(&SOURCES);
/// ```
#[macro_export]
macro_rules! fluent_sources {
    ($dir:literal, [$($file:literal),+ $(,)?]) => {
        $crate::fluent_sources!(@languages $dir, [$($file),+], ["en", "de", "fr", "ro", "cs", "ru", "nl"])
    };
    (@languages $dir:literal, $files:tt, [$($language:literal),+]) => {
        [$($crate::fluent_sources!(@files $dir, $language, $files)),+]
    };
    (@files $dir:literal, $language:literal, [$($file:literal),+]) => {
        &[$(($file, include_str!(concat!($dir, "/", $language, "/", $file)))),+]
    };
}

/// Every language's resource files, in the order they are added.
static SOURCES: [&[(&str, &str)]; LANGUAGES.len()] = crate::fluent_sources!(
    "../../locales",
    [
        "lists.ftl",
        "errors.ftl",
        "table.ftl",
        "catalog.ftl",
        "rule-names.ftl",
        "features.ftl",
        "feature-rows.ftl",
        "events.ftl",
        "event-rows.ftl",
        "dispatches.ftl",
        "live.ftl",
        "share.ftl",
    ]
);

type Bundle = FluentBundle<FluentResource>;

/// The core's own messages.
pub(super) static CORE: Bundles = Bundles::new(&SOURCES);

/// One Fluent bundle per language of [`LANGUAGES`], built the first time one is
/// used from Fluent sources known when the program is built, with the core's
/// options: no isolation marks, the function `LOWER`, English behind every other
/// language, the id itself where English lacks a message too.
///
/// The core renders its own messages with one of these; a front-end that has texts
/// of its own (the command line) keeps them in another and renders them with
/// [`Bundles::render`]. A [`Message`] argument of such a text is looked up in the
/// same bundles first, then in the core's (an edition's or a feature's name).
///
/// ```
/// use tally_core::l10n::{Bundles, Message};
///
/// static MINE: Bundles = Bundles::new(&[
///     &[("mine.ftl", "hello = Hello, { $name }!")],
///     &[("mine.ftl", "hello = Hallo, { $name }!")],
///     &[], &[], &[], &[], &[],
/// ]);
/// let hello = Message::new("hello").with("name", "Ann");
/// assert_eq!(MINE.render_in("de", &hello), "Hallo, Ann!");
/// assert_eq!(MINE.render_in("fr", &hello), "Hello, Ann!", "English where a language lacks it");
/// let edition = Message::new("hello").with("name", Message::keyed("edition", "c3"));
/// assert_eq!(MINE.render_in("en", &edition), "Hello, Third edition (C3)!");
/// ```
pub struct Bundles {
    /// The `(file, text)` sources of each language, in the order of [`LANGUAGES`].
    sources: &'static [&'static [(&'static str, &'static str)]; LANGUAGES.len()],
    /// The bundles, built when first used.
    built: OnceLock<Vec<Bundle>>,
}

impl std::fmt::Debug for Bundles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let files: Vec<usize> = self.sources.iter().map(|files| files.len()).collect();
        f.debug_struct("Bundles").field("files", &files).field("built", &self.built.get().is_some()).finish()
    }
}

impl Bundles {
    /// Bundles of the `(file, text)` Fluent sources of each language, in the order
    /// of [`LANGUAGES`] (English first); a language may have none. Nothing is parsed
    /// until a message is rendered.
    pub const fn new(sources: &'static [&'static [(&'static str, &'static str)]; LANGUAGES.len()]) -> Bundles {
        Bundles { sources, built: OnceLock::new() }
    }

    /// The Fluent sources of `language` as `(file, text)` (for the parity tests and
    /// tools); empty for a language Tally does not speak.
    pub fn sources(&self, language: &str) -> &'static [(&'static str, &'static str)] {
        LANGUAGES.iter().position(|code| *code == language).map_or(&[], |index| self.sources[index])
    }

    /// Every message id of `language`, in file order.
    pub fn message_ids(&self, language: &str) -> Vec<&'static str> {
        self.sources(language).iter().flat_map(|(_, text)| ids_in(text)).collect()
    }

    /// Whether `language` (or English behind it) has the message `id`.
    pub fn has_message(&self, language: &str, id: &str) -> bool {
        let index = LANGUAGES.iter().position(|code| *code == language).unwrap_or(0);
        self.bundles()[index].has_message(id)
    }

    /// The text of `message` in the language in use ([`super::language`]).
    pub fn render(&self, message: &Message) -> String {
        self.render_in(super::language(), message)
    }

    /// The text of `message` in `language`: English where the language lacks it,
    /// the id itself where English does too; a message shown as it is, as it is.
    pub fn render_in(&self, language: &str, message: &Message) -> String {
        if message.is_verbatim() {
            return message.render(language);
        }
        self.format(language, message.id(), message.args(), message.quantity())
    }

    /// The text of `message` in `language` exactly, or what went wrong: the
    /// language lacks the message, or Fluent met an error (an argument or a term
    /// missing). For the tests and tools.
    ///
    /// # Errors
    /// A description of the problems met.
    pub fn render_strict(&self, language: &str, message: &Message) -> Result<String, String> {
        if message.is_verbatim() {
            return Ok(message.render(language));
        }
        self.format_strict(language, message.id(), message.args(), message.quantity())
    }

    fn bundles(&self) -> &[Bundle] {
        self.built.get_or_init(|| {
            LANGUAGES.iter().zip(self.sources.iter()).map(|(code, files)| bundle(code, files)).collect()
        })
    }

    /// The text of message `id` with `args` in `language`; English where the
    /// language lacks it, the id itself where English does too.
    pub(super) fn format(
        &self,
        language: &str,
        id: &str,
        args: &[(&'static str, Arg)],
        quantity: Option<i64>,
    ) -> String {
        let index = LANGUAGES.iter().position(|code| *code == language).unwrap_or(0);
        [index, 0]
            .into_iter()
            .find_map(|bundle| self.format_in(bundle, (id, args, quantity), &mut Vec::new()))
            .unwrap_or_else(|| id.to_owned())
    }

    /// The text of message `id` with `args` in `language` exactly, or what went
    /// wrong (see [`Bundles::render_strict`]).
    pub(super) fn format_strict(
        &self,
        language: &str,
        id: &str,
        args: &[(&'static str, Arg)],
        quantity: Option<i64>,
    ) -> Result<String, String> {
        let index =
            LANGUAGES.iter().position(|code| *code == language).ok_or_else(|| format!("no language {language}"))?;
        let mut errors = Vec::new();
        let text = self
            .format_in(index, (id, args, quantity), &mut errors)
            .ok_or_else(|| format!("{language} has no message {id}"))?;
        match errors.is_empty() {
            true => Ok(text),
            false => Err(format!("{language} {id}: {}", errors.join("; "))),
        }
    }

    /// An argument's `message` in the language of the bundle at `index`: from these
    /// bundles when they have it, else from the core's; what went wrong is added to
    /// `errors`.
    fn nested(&self, index: usize, message: &Message, errors: &mut Vec<String>) -> String {
        let language = LANGUAGES[index];
        let own = !std::ptr::eq(self, &CORE)
            && !message.is_verbatim()
            && [index, 0].iter().any(|at| self.bundles()[*at].has_message(message.id()));
        let owner = if own { self } else { &CORE };
        owner.render_strict(language, message).unwrap_or_else(|error| {
            errors.push(error);
            owner.render_in(language, message)
        })
    }

    /// Message `id` of the bundle at `index`, if it has it; Fluent's errors (and
    /// those of argument messages) are added to `errors`.
    fn format_in(&self, index: usize, (id, args, quantity): Parts<'_>, errors: &mut Vec<String>) -> Option<String> {
        let bundle = &self.bundles()[index];
        let pattern = bundle.get_message(id)?.value()?;
        let mut fluent_args = FluentArgs::with_capacity(args.len() + 1);
        if let Some(quantity) = quantity {
            fluent_args.set("quantity", quantity);
        }
        for (name, value) in args {
            let value = match value {
                Arg::Number(number) => FluentValue::from(*number),
                Arg::Text(text) => FluentValue::from(text.as_ref()),
                Arg::Message(message) => FluentValue::from(self.nested(index, message, errors)),
                Arg::Name(text) => FluentValue::from(self.nested(index, &text.message(), errors)),
            };
            fluent_args.set(*name, value);
        }
        let mut fluent_errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut fluent_errors).into_owned();
        errors.extend(fluent_errors.iter().map(ToString::to_string));
        Some(text)
    }
}

/// The Fluent sources of `language` as `(file, text)` (for the parity tests and
/// tools); empty for a language Tally does not speak.
pub fn sources(language: &str) -> &'static [(&'static str, &'static str)] {
    CORE.sources(language)
}

/// Every message id of `language`, in file order.
pub fn message_ids(language: &str) -> Vec<&'static str> {
    CORE.message_ids(language)
}

/// Whether `language` (or English behind it) has the message `id`.
pub fn has_message(language: &str, id: &str) -> bool {
    CORE.has_message(language, id)
}

/// The ids of the messages of one Fluent source (lines that start an entry; terms,
/// comments, attributes and continuation lines apart).
fn ids_in(text: &'static str) -> impl Iterator<Item = &'static str> {
    text.lines().filter_map(|line| {
        let (id, _) = line.split_once('=')?;
        let id = id.trim_end();
        let starts_well = id.starts_with(|c: char| c.is_ascii_alphabetic());
        let is_id = id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        (starts_well && is_id).then_some(id)
    })
}

fn bundle(code: &str, files: &[(&str, &'static str)]) -> Bundle {
    let language: LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![language]);
    bundle.set_use_isolating(false);
    // A resource with a syntax error keeps its good entries; the tests parse every
    // file strictly.
    for (_, text) in files {
        let resource = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(resource, _)| resource);
        bundle.add_resource_overriding(resource);
    }
    // Added to a new bundle, the one function cannot clash.
    let _ = bundle.add_function("LOWER", |positional, _named| match positional.first() {
        Some(FluentValue::String(text)) => FluentValue::String(text.to_lowercase().into()),
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    bundle
}

/// A message's id, arguments and row quantity.
type Parts<'m> = (&'m str, &'m [(&'static str, Arg)], Option<i64>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fluent_sources_reads_the_languages_in_their_order() {
        // `fluent_sources!` writes the languages out; they must be LANGUAGES, in order.
        assert_eq!(LANGUAGES, ["en", "de", "fr", "ro", "cs", "ru", "nl"]);
        let english = SOURCES[0].iter().find(|(file, _)| *file == "errors.ftl").map(|(_, text)| *text);
        let german = SOURCES[1].iter().find(|(file, _)| *file == "errors.ftl").map(|(_, text)| *text);
        assert_eq!(english, Some(include_str!("../../locales/en/errors.ftl")));
        assert_eq!(german, Some(include_str!("../../locales/de/errors.ftl")));
    }
}
