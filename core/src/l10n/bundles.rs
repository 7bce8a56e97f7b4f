//! The Fluent resources of every language, compiled into the library from
//! `core/locales/<language>/<file>.ftl` (the same files in every language), and the
//! one bundle per language that renders messages. A message a language lacks is
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

/// The resource files of one language, in the order they are added.
pub const FILES: [&str; 10] = [
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
];

/// The files of `FILES` for one language, as `(file, text)`.
macro_rules! language_files {
    ($language:literal) => {
        [
            ("lists.ftl", include_str!(concat!("../../locales/", $language, "/lists.ftl"))),
            ("errors.ftl", include_str!(concat!("../../locales/", $language, "/errors.ftl"))),
            ("table.ftl", include_str!(concat!("../../locales/", $language, "/table.ftl"))),
            ("catalog.ftl", include_str!(concat!("../../locales/", $language, "/catalog.ftl"))),
            ("rule-names.ftl", include_str!(concat!("../../locales/", $language, "/rule-names.ftl"))),
            ("features.ftl", include_str!(concat!("../../locales/", $language, "/features.ftl"))),
            ("feature-rows.ftl", include_str!(concat!("../../locales/", $language, "/feature-rows.ftl"))),
            ("events.ftl", include_str!(concat!("../../locales/", $language, "/events.ftl"))),
            ("event-rows.ftl", include_str!(concat!("../../locales/", $language, "/event-rows.ftl"))),
            ("dispatches.ftl", include_str!(concat!("../../locales/", $language, "/dispatches.ftl"))),
        ]
    };
}

/// Every language's resource files, in the order of [`LANGUAGES`].
static SOURCES: [[(&str, &str); FILES.len()]; LANGUAGES.len()] = [
    language_files!("en"),
    language_files!("de"),
    language_files!("fr"),
    language_files!("ro"),
    language_files!("cs"),
    language_files!("ru"),
    language_files!("nl"),
];

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();

/// The Fluent sources of `language` as `(file, text)` (for the parity tests and
/// tools); empty for a language Tally does not speak.
pub fn sources(language: &str) -> &'static [(&'static str, &'static str)] {
    LANGUAGES.iter().position(|code| *code == language).map_or(&[], |index| &SOURCES[index])
}

/// Every message id of `language`, in file order.
pub fn message_ids(language: &str) -> Vec<&'static str> {
    sources(language).iter().flat_map(|(_, text)| ids_in(text)).collect()
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

/// Whether `language` (or English behind it) has the message `id`.
pub fn has_message(language: &str, id: &str) -> bool {
    let bundles = bundles();
    let index = LANGUAGES.iter().position(|code| *code == language).unwrap_or(0);
    bundles[index].has_message(id)
}

fn bundles() -> &'static [Bundle] {
    BUNDLES.get_or_init(|| LANGUAGES.iter().zip(SOURCES.iter()).map(|(code, files)| bundle(code, files)).collect())
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

/// The text of message `id` with `args` in `language`; English where the language
/// lacks it, the id itself where English does too.
pub(super) fn format(language: &str, id: &str, args: &[(&'static str, Arg)], quantity: Option<i64>) -> String {
    let index = LANGUAGES.iter().position(|code| *code == language).unwrap_or(0);
    [index, 0]
        .into_iter()
        .find_map(|bundle| format_in(bundle, (id, args, quantity), &mut Vec::new()))
        .unwrap_or_else(|| id.to_owned())
}

/// The text of message `id` with `args` in `language` exactly, or what went wrong:
/// the language lacks the message (or speaks no such language), or Fluent met an
/// error (an argument or term missing). For the tests and tools.
pub(super) fn format_strict(
    language: &str,
    id: &str,
    args: &[(&'static str, Arg)],
    quantity: Option<i64>,
) -> Result<String, String> {
    let index = LANGUAGES.iter().position(|code| *code == language).ok_or_else(|| format!("no language {language}"))?;
    let mut errors = Vec::new();
    let text =
        format_in(index, (id, args, quantity), &mut errors).ok_or_else(|| format!("{language} has no message {id}"))?;
    match errors.is_empty() {
        true => Ok(text),
        false => Err(format!("{language} {id}: {}", errors.join("; "))),
    }
}

/// An argument's `message` in the language of the bundle at `index`; what went wrong
/// is added to `errors`.
fn nested(index: usize, message: &Message, errors: &mut Vec<String>) -> String {
    message.render_strict(LANGUAGES[index]).unwrap_or_else(|error| {
        errors.push(error);
        message.render(LANGUAGES[index])
    })
}

/// A message's id, arguments and row quantity.
type Parts<'m> = (&'m str, &'m [(&'static str, Arg)], Option<i64>);

/// Message `id` of the bundle at `index`, if it has it; Fluent's errors (and those of
/// argument messages) are added to `errors`.
fn format_in(index: usize, (id, args, quantity): Parts<'_>, errors: &mut Vec<String>) -> Option<String> {
    let bundle = &bundles()[index];
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::with_capacity(args.len() + 1);
    if let Some(quantity) = quantity {
        fluent_args.set("quantity", quantity);
    }
    for (name, value) in args {
        let value = match value {
            Arg::Number(number) => FluentValue::from(*number),
            Arg::Text(text) => FluentValue::from(text.as_ref()),
            Arg::Message(message) => FluentValue::from(nested(index, message, errors)),
            Arg::Name(text) => FluentValue::from(nested(index, &text.message(), errors)),
        };
        fluent_args.set(*name, value);
    }
    let mut fluent_errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut fluent_errors).into_owned();
    errors.extend(fluent_errors.iter().map(ToString::to_string));
    Some(text)
}
