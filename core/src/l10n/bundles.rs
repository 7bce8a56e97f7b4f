//! The bundles that render messages, one per language ([`Bundles`], which a
//! front-end also uses for texts of its own), made from Fluent resources compiled
//! into the program: the core's `core/locales/<language>/<file>.ftl` (the same files
//! in every language) packed by `core/build.rs` (`pack.rs`), a front-end's as they
//! are ([`fluent_sources!`](crate::fluent_sources)). Only the language a message is
//! rendered in is parsed, and of the core's only the file that holds it. A message a
//! language lacks is rendered in English; one English lacks too shows its id (a test
//! keeps every id of the code in every language).
//!
//! Bundles render without Unicode isolation marks around arguments (the texts go to
//! terminals and plain labels) and know three functions besides Fluent's own:
//! `LOWER($name)`, the text in lower case, for a name in the middle of a sentence
//! ("nobody scores this city") in the languages that write it so; `DE($x)`, French
//! "de" before a name or a noun with its article ("d'Ann", "du jardin", "de
//! l'abbaye": `french.rs`); and `Z($n)`, Czech "z" or "ze" before a number ("z 5",
//! "ze 4": `czech.rs`).

use std::borrow::Cow;
use std::sync::{OnceLock, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::LANGUAGES;
use super::lists::{self, Conjunction};
use super::message::{Arg, Message};
use super::pack::{PACK, Pack, inflate_packed};

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

/// The core's own messages, packed by `core/build.rs` ([`Pack`]).
pub(super) static CORE: Bundles = Bundles::packed(&PACK);

type Bundle = FluentBundle<FluentResource>;

/// One Fluent bundle per language of [`LANGUAGES`], built from Fluent sources known
/// when the program is built, with the core's options: no isolation marks, the
/// function `LOWER`, English behind every other language, the id itself where
/// English lacks a message too.
///
/// Only what is rendered is parsed: a language's bundle is made when a message is
/// first rendered in it, and of the core's packed resources only the file that holds
/// the message is inflated and added to it; English is parsed only when another
/// language lacks a message ([`Bundles::loaded`] says what was).
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
    /// Where the texts come from.
    texts: Texts,
    /// Each language's bundle, in the order of [`LANGUAGES`], once a message was
    /// looked up in it.
    languages: [RwLock<Option<Loaded>>; LANGUAGES.len()],
    /// [`Texts::Deflated`]: each language's texts, inflated once for the tests and
    /// tools that list its messages ([`Bundles::message_ids`]; rendering never
    /// keeps them).
    inflated: [OnceLock<Vec<String>>; LANGUAGES.len()],
}

/// The Fluent sources of a [`Bundles`].
#[derive(Clone, Copy)]
enum Texts {
    /// `(file, text)` of each language, compiled in as they are; a language's files
    /// are parsed together.
    Plain(&'static [&'static [(&'static str, &'static str)]; LANGUAGES.len()]),
    /// The core's packed resources; a language's files are parsed one at a time.
    Packed(&'static Pack),
    /// `(file, deflated text)` of each language, as a front-end's build script packs
    /// them ([`Bundles::deflated`]: English alone, the others against it); a
    /// language's files are inflated and parsed together.
    Deflated(&'static [&'static [(&'static str, &'static [u8])]; LANGUAGES.len()]),
}

/// A language's bundle and the files added to it.
struct Loaded {
    bundle: Bundle,
    /// Bit `i` is set once file `i` of the language was added ([`Texts::Plain`]:
    /// every file at once).
    files: u64,
}

impl std::fmt::Debug for Bundles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Bundles").field("loaded", &self.loaded()).finish()
    }
}

impl Bundles {
    /// Bundles of the `(file, text)` Fluent sources of each language, in the order
    /// of [`LANGUAGES`] (English first); a language may have none. Nothing is parsed
    /// until a message is rendered, and then only the files of its language.
    pub const fn new(sources: &'static [&'static [(&'static str, &'static str)]; LANGUAGES.len()]) -> Bundles {
        Bundles::of(Texts::Plain(sources))
    }

    /// Bundles of `(file, text)` Fluent sources deflated (zlib-less deflate, as
    /// `miniz_oxide` writes it) by a build script, in the order of [`LANGUAGES`]:
    /// English's files each alone, every other language's file against the English
    /// file at the same place (the `deflate_against` of
    /// `core/src/l10n/deflate_against.rs`, which the build script includes). A
    /// front-end's texts take a fifth of their size in the binary, and only the
    /// language rendered is inflated (with English's text of the same file, not
    /// parsed).
    pub const fn deflated(sources: &'static [&'static [(&'static str, &'static [u8])]; LANGUAGES.len()]) -> Bundles {
        Bundles::of(Texts::Deflated(sources))
    }

    /// Bundles of the core's packed resources.
    const fn packed(pack: &'static Pack) -> Bundles {
        Bundles::of(Texts::Packed(pack))
    }

    const fn of(texts: Texts) -> Bundles {
        Bundles {
            texts,
            languages: [const { RwLock::new(None) }; LANGUAGES.len()],
            inflated: [const { OnceLock::new() }; LANGUAGES.len()],
        }
    }

    /// The Fluent sources of `language` as `(file, text)` (for the parity tests and
    /// tools); empty for a language Tally does not speak.
    pub fn sources(&self, language: &str) -> Vec<(&'static str, Cow<'static, str>)> {
        let Some(index) = index_of(language) else { return Vec::new() };
        match self.texts {
            Texts::Plain(sources) => sources[index].iter().map(|(file, text)| (*file, Cow::Borrowed(*text))).collect(),
            Texts::Deflated(sources) => (0..sources[index].len())
                .map(|file| (sources[index][file].0, Cow::Owned(inflate_deflated(sources, index, file))))
                .collect(),
            Texts::Packed(pack) => {
                let texts = (0..pack.files.len()).map(|file| Cow::Owned(pack.text(index, file)));
                pack.files.iter().copied().zip(texts).collect()
            }
        }
    }

    /// Every message id of `language`: in file order for plain sources, file by
    /// file in id order for the core's.
    pub fn message_ids(&'static self, language: &str) -> Vec<&'static str> {
        let Some(index) = index_of(language) else { return Vec::new() };
        match self.texts {
            Texts::Plain(sources) => sources[index].iter().flat_map(|(_, text)| ids_in(text)).collect(),
            Texts::Deflated(sources) => self.inflated[index]
                .get_or_init(|| (0..sources[index].len()).map(|file| inflate_deflated(sources, index, file)).collect())
                .iter()
                .flat_map(|text| ids_in(text))
                .collect(),
            Texts::Packed(pack) => pack.ids_of(index),
        }
    }

    /// Whether `language` (or English behind it) has the message `id`.
    pub fn has_message(&self, language: &str, id: &str) -> bool {
        let index = index_of(language).unwrap_or(0);
        self.holds(index, id) || self.holds(0, id)
    }

    /// The files parsed so far, by language: `("de", ["errors.ftl", "table.ftl"])`.
    /// A process that renders one language has parsed that language's files only.
    pub fn loaded(&self) -> Vec<(&'static str, Vec<&'static str>)> {
        let mut loaded = Vec::new();
        for (language, slot) in LANGUAGES.iter().zip(&self.languages) {
            let Some(state) = &*read(slot) else { continue };
            let names: Vec<&'static str> = match self.texts {
                Texts::Plain(sources) => {
                    sources[index_of(language).unwrap_or(0)].iter().map(|(file, _)| *file).collect()
                }
                Texts::Deflated(sources) => {
                    sources[index_of(language).unwrap_or(0)].iter().map(|(file, _)| *file).collect()
                }
                Texts::Packed(pack) => pack.files.to_vec(),
            };
            let files = names.into_iter().enumerate().filter(|(at, _)| state.files & (1 << at) != 0);
            loaded.push((*language, files.map(|(_, name)| name).collect()));
        }
        loaded
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
        if let Some(conjunction) = message.conjunction() {
            let index = index_of(language).unwrap_or(0);
            return self.list(index, conjunction, message, &mut Vec::new());
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
        if let Some(conjunction) = message.conjunction() {
            let index = index_of(language).ok_or_else(|| format!("no language {language}"))?;
            let mut errors = Vec::new();
            let text = self.list(index, conjunction, message, &mut errors);
            return if errors.is_empty() { Ok(text) } else { Err(errors.join("; ")) };
        }
        self.format_strict(language, message.id(), message.args(), message.quantity())
    }

    /// The items of the list `message` (each looked up as [`Bundles::nested`] does),
    /// joined as the language at `index` joins them.
    fn list(&self, index: usize, conjunction: Conjunction, message: &Message, errors: &mut Vec<String>) -> String {
        let items: Vec<String> = message
            .args()
            .iter()
            .map(|(_, item)| match item {
                Arg::Number(number) => number.to_string(),
                Arg::Text(text) => text.to_string(),
                Arg::Shared(text) => text.as_str().to_owned(),
                Arg::Message(item) => self.nested(index, item, errors),
                Arg::Name(text) => self.nested(index, &text.message(), errors),
            })
            .collect();
        lists::join(conjunction, LANGUAGES[index], &items)
    }

    /// Whether the language at `index` has the message `id`; its bundle is made
    /// (and the file holding `id` added to it) if needed.
    fn holds(&self, index: usize, id: &str) -> bool {
        let file = match self.texts {
            Texts::Plain(_) | Texts::Deflated(_) => None,
            Texts::Packed(pack) => match pack.file_of(index, id) {
                Some(file) => Some(file),
                None => return false,
            },
        };
        let wanted = file.map_or(u64::MAX, |file| 1 << file);
        if read(&self.languages[index]).as_ref().is_none_or(|state| state.files & wanted == 0) {
            self.load(index, file);
        }
        read(&self.languages[index]).as_ref().is_some_and(|state| state.bundle.has_message(id))
    }

    /// Adds file `file` of the language at `index` to its bundle (every file of
    /// plain sources when `None`), making the bundle first if needed.
    fn load(&self, index: usize, file: Option<usize>) {
        let mut slot = self.languages[index].write().unwrap_or_else(std::sync::PoisonError::into_inner);
        let state = slot.get_or_insert_with(|| Loaded { bundle: bundle(LANGUAGES[index]), files: 0 });
        match (self.texts, file) {
            (Texts::Packed(pack), Some(file)) if state.files & (1 << file) == 0 => {
                add(&mut state.bundle, pack.text(index, file));
                state.files |= 1 << file;
            }
            (Texts::Plain(sources), _) if state.files == 0 => {
                for (_, text) in sources[index] {
                    add(&mut state.bundle, (*text).to_owned());
                }
                state.files = (1 << sources[index].len()) - 1;
            }
            (Texts::Deflated(sources), _) if state.files == 0 => {
                for file in 0..sources[index].len() {
                    add(&mut state.bundle, inflate_deflated(sources, index, file));
                }
                state.files = (1 << sources[index].len()) - 1;
            }
            _ => {}
        }
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
        let index = index_of(language).unwrap_or(0);
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
        let index = index_of(language).ok_or_else(|| format!("no language {language}"))?;
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
        if let Some(conjunction) = message.conjunction() {
            return self.list(index, conjunction, message, errors);
        }
        let own = !std::ptr::eq(self, &CORE)
            && !message.is_verbatim()
            && [index, 0].iter().any(|at| self.holds(*at, message.id()));
        let owner = if own { self } else { &CORE };
        owner.render_strict(language, message).unwrap_or_else(|error| {
            errors.push(error);
            owner.render_in(language, message)
        })
    }

    /// Message `id` of the bundle at `index`, if it has it; Fluent's errors (and
    /// those of argument messages) are added to `errors`.
    fn format_in(&self, index: usize, (id, args, quantity): Parts<'_>, errors: &mut Vec<String>) -> Option<String> {
        if !self.holds(index, id) {
            return None;
        }
        // The arguments' own messages first: rendering one may parse a file, which
        // needs the bundles unlocked.
        let mut fluent_args = FluentArgs::with_capacity(args.len() + 1);
        if let Some(quantity) = quantity {
            fluent_args.set("quantity", quantity);
        }
        for (name, value) in args {
            let value = match value {
                Arg::Number(number) => FluentValue::from(*number),
                Arg::Text(text) => FluentValue::from(text.as_ref()),
                Arg::Shared(text) => FluentValue::from(text.as_str()),
                Arg::Message(message) => FluentValue::from(self.nested(index, message, errors)),
                Arg::Name(text) => FluentValue::from(self.nested(index, &text.message(), errors)),
            };
            fluent_args.set(*name, value);
        }
        let slot = read(&self.languages[index]);
        let bundle = &slot.as_ref()?.bundle;
        let pattern = bundle.get_message(id)?.value()?;
        let mut fluent_errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut fluent_errors).into_owned();
        errors.extend(fluent_errors.iter().map(ToString::to_string));
        Some(text)
    }
}

/// The Fluent sources of `language` as `(file, text)` (for the parity tests and
/// tools); empty for a language Tally does not speak.
pub fn sources(language: &str) -> Vec<(&'static str, Cow<'static, str>)> {
    CORE.sources(language)
}

/// Every message id of `language`.
pub fn message_ids(language: &str) -> Vec<&'static str> {
    CORE.message_ids(language)
}

/// Whether `language` (or English behind it) has the message `id`.
pub fn has_message(language: &str, id: &str) -> bool {
    CORE.has_message(language, id)
}

/// The core's files parsed so far in this process, by language (see
/// [`Bundles::loaded`]).
pub fn loaded() -> Vec<(&'static str, Vec<&'static str>)> {
    CORE.loaded()
}

/// File `file` of the language at `index` of [`Texts::Deflated`] sources, inflated.
fn inflate_deflated(sources: &[&[(&str, &[u8])]; LANGUAGES.len()], index: usize, file: usize) -> String {
    let english = sources[0].get(file).map_or(&[][..], |(_, bytes)| *bytes);
    inflate_packed(index, sources[index][file].1, english)
}

/// The index of `language` in [`LANGUAGES`].
fn index_of(language: &str) -> Option<usize> {
    LANGUAGES.iter().position(|code| *code == language)
}

/// A language's bundle, read; a panic elsewhere leaves it usable.
fn read(slot: &RwLock<Option<Loaded>>) -> std::sync::RwLockReadGuard<'_, Option<Loaded>> {
    slot.read().unwrap_or_else(std::sync::PoisonError::into_inner)
}

include!("message_ids.rs");

/// An empty bundle for the language `code` with the core's options.
fn bundle(code: &str) -> Bundle {
    let language: LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![language]);
    bundle.set_use_isolating(false);
    // Added to a new bundle, the functions cannot clash.
    let _ = bundle.add_function("LOWER", |positional, _named| match positional.first() {
        Some(FluentValue::String(text)) => FluentValue::String(text.to_lowercase().into()),
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    let _ = bundle.add_function("DE", |positional, _named| match positional.first() {
        Some(FluentValue::String(text)) => FluentValue::String(super::french::de(text).into()),
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    let _ = bundle.add_function("Z", |positional, _named| match positional.first() {
        Some(FluentValue::Number(number)) => FluentValue::String(super::czech::z(number.value as i64).into()),
        _ => FluentValue::String("z".into()),
    });
    bundle
}

/// Adds one Fluent source to `bundle`. A resource with a syntax error keeps its
/// good entries; the tests parse every file strictly.
fn add(bundle: &mut Bundle, text: String) {
    let resource = FluentResource::try_new(text).unwrap_or_else(|(resource, _)| resource);
    bundle.add_resource_overriding(resource);
}

/// A message's id, arguments and row quantity.
type Parts<'m> = (&'m str, &'m [(&'static str, Arg)], Option<i64>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_packed_texts_are_the_files_in_the_languages_order() {
        // `fluent_sources!` and `core/build.rs` write the languages out; they must be
        // LANGUAGES, in order.
        assert_eq!(LANGUAGES, ["en", "de", "fr", "ro", "cs", "ru", "nl"]);
        let errors = |language| sources(language).into_iter().find(|(file, _)| *file == "errors.ftl");
        assert_eq!(errors("en").map(|(_, text)| text), Some(include_str!("../../locales/en/errors.ftl").into()));
        assert_eq!(errors("de").map(|(_, text)| text), Some(include_str!("../../locales/de/errors.ftl").into()));
        assert_eq!(PACK.file_of(1, "error-unknown_feature"), PACK.files.iter().position(|file| *file == "errors.ftl"));
        assert_eq!(PACK.file_of(1, "no-such-message"), None);
    }

    #[test]
    fn every_packed_text_inflates_to_its_file() {
        // English's files are packed alone, the others against English's
        // (`deflate_against.rs`): each must come back byte for byte.
        for language in LANGUAGES {
            let texts = sources(language);
            assert_eq!(texts.len(), PACK.files.len(), "{language}");
            for (file, text) in texts {
                let path = format!("{}/locales/{language}/{file}", env!("CARGO_MANIFEST_DIR"));
                let expected = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
                assert!(!expected.is_empty(), "{path}");
                assert!(text == expected, "{language}/{file} does not inflate to its file");
            }
        }
    }
}
