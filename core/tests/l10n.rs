//! Localisation: every message of the code exists in every language with the same
//! arguments, every name of the catalog and every reference row id has a text in
//! every language, and every message renders without a Fluent error.
//!
//! The arguments of a message are the variables its English text uses; every other
//! language uses the same ones. Breakdown rows (ids `row-...`) also receive
//! `$quantity`, the row's count, which a language may use for its plural forms.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use fluent_syntax::parser;
use tally_core::l10n::{self, Arg, LANGUAGES, Message};
use tally_core::rules::{Step, events::events, features};
use tally_core::ruleset::{catalog, presets, variants};

mod support {
    pub mod macro_calls;
}

use support::macro_calls::{id_and_names, rust_sources};

/// The argument every breakdown row receives besides its own.
const ROW_QUANTITY: &str = "quantity";

/// What one language's resources hold: message id → variables its text uses, and
/// the terms it defines and references.
#[derive(Default)]
struct Language {
    messages: BTreeMap<String, BTreeSet<String>>,
    terms_defined: BTreeSet<String>,
    terms_used: BTreeSet<String>,
}

fn language(code: &str) -> Language {
    let mut found = Language::default();
    for (file, text) in l10n::sources(code) {
        let resource = parser::parse(text.as_ref())
            .unwrap_or_else(|(_, errors)| panic!("{code}/{file} does not parse: {errors:?}"));
        let (mut defined, mut used) = (BTreeSet::new(), BTreeSet::new());
        for entry in resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let mut variables = BTreeSet::new();
                    if let Some(pattern) = &message.value {
                        pattern_refs(pattern, &mut variables, &mut used);
                    }
                    let id = message.id.name.to_owned();
                    defined.insert(id.clone());
                    assert!(found.messages.insert(id.clone(), variables).is_none(), "{code}: {id} twice");
                }
                ast::Entry::Term(term) => {
                    pattern_refs(&term.value, &mut BTreeSet::new(), &mut used);
                    defined.insert(format!("-{}", term.id.name));
                    found.terms_defined.insert(term.id.name.to_owned());
                }
                _ => {}
            }
        }
        // A process parses only the files of the messages it renders (l10n/pack.rs):
        // a file may refer to no term or message of another file.
        let elsewhere: Vec<&String> = used.difference(&defined).collect();
        assert!(elsewhere.is_empty(), "{code}/{file} refers to what another file defines: {elsewhere:?}");
        found.terms_used.extend(used.into_iter().filter_map(|name| name.strip_prefix('-').map(str::to_owned)));
    }
    found
}

fn pattern_refs(pattern: &ast::Pattern<&str>, variables: &mut BTreeSet<String>, terms: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_refs(expression, variables, terms);
        }
    }
}

fn expression_refs(expression: &ast::Expression<&str>, variables: &mut BTreeSet<String>, terms: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_refs(selector, variables, terms);
            for variant in variants {
                pattern_refs(&variant.value, variables, terms);
            }
        }
        ast::Expression::Inline(inline) => inline_refs(inline, variables, terms),
    }
}

fn inline_refs(inline: &ast::InlineExpression<&str>, variables: &mut BTreeSet<String>, terms: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_refs(argument, variables, terms);
            }
        }
        ast::InlineExpression::TermReference { id, .. } => {
            terms.insert(format!("-{}", id.name));
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            terms.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_refs(expression, variables, terms),
        _ => {}
    }
}

/// The variables of a message that every language must use alike.
fn arguments(id: &str, variables: &BTreeSet<String>) -> BTreeSet<String> {
    variables.iter().filter(|name| !(id.starts_with("row-") && *name == ROW_QUANTITY)).cloned().collect()
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = language("en");
    assert!(english.messages.len() > 1000, "the English resources hold every message");
    for code in LANGUAGES {
        let other = language(code);
        let missing: Vec<&String> = english.messages.keys().filter(|id| !other.messages.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{code} lacks {} messages: {missing:?}", missing.len());
        let extra: Vec<&String> = other.messages.keys().filter(|id| !english.messages.contains_key(*id)).collect();
        assert!(extra.is_empty(), "{code} has messages English lacks: {extra:?}");
        for (id, variables) in &english.messages {
            let theirs = &other.messages[id];
            assert_eq!(arguments(id, theirs), arguments(id, variables), "{code}: arguments of {id}");
            if !id.starts_with("row-") {
                assert!(!theirs.contains(ROW_QUANTITY) || variables.contains(ROW_QUANTITY), "{code}: {id}");
            }
        }
        let undefined: Vec<&String> = other.terms_used.difference(&other.terms_defined).collect();
        assert!(undefined.is_empty(), "{code} uses terms it does not define: {undefined:?}");
        // Fluent keeps terms and messages in one namespace: a term named like a
        // message would hide one of them.
        let clashing: Vec<&String> =
            other.terms_defined.iter().filter(|term| other.messages.contains_key(*term)).collect();
        assert!(clashing.is_empty(), "{code} has terms named like messages: {clashing:?}");
    }
}

/// The `msg!("id", name = value, ...)` and `text!("id")` calls of the core's
/// sources: id → argument names.
fn code_messages() -> BTreeMap<String, BTreeSet<String>> {
    let mut found = BTreeMap::new();
    for (_, source) in rust_sources(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")) {
        // `msg!("id", ...)`, also with the id on the next line as rustfmt writes it.
        let opening = |name: &'static str| {
            source
                .match_indices(name)
                .map(move |(start, _)| start + name.len() - 1)
                .filter(|&start| source[start + 1..].trim_start().starts_with('"'))
        };
        for start in opening("msg!(").chain(opening("text!(")) {
            let (id, names) = id_and_names(&source[start..]);
            let id = id.trim_matches('"').to_owned();
            if let Some(previous) = found.insert(id.clone(), names.clone()) {
                assert_eq!(previous, names, "{id} is called with different arguments");
            }
        }
    }
    found
}

#[test]
fn every_message_the_code_names_exists_with_the_arguments_it_gives() {
    let english = language("en");
    let code = code_messages();
    assert!(code.len() > 700, "the scan finds the code's messages ({})", code.len());
    for (id, given) in &code {
        let variables = english.messages.get(id).unwrap_or_else(|| panic!("the code names {id}, English lacks it"));
        assert_eq!(&arguments(id, variables), given, "arguments of {id} (English uses {variables:?})");
    }
}

#[test]
fn every_catalog_name_has_a_message_that_reads_as_the_code_says_in_english() {
    let mut names: Vec<(Message, &str)> = Vec::new();
    names.extend(features().iter().map(|def| (def.title(), def.name)));
    names.extend(events().iter().map(|def| (def.title(), def.name)));
    names.extend(
        tally_core::Edition::ALL.iter().map(|edition| (Message::keyed("edition", edition.key()), edition.name())),
    );
    for expansion in catalog::EXPANSIONS {
        names.push((catalog::title_of(expansion.key), expansion.name));
        names.extend(expansion.components.iter().map(|component| (catalog::title_of(component.key), component.name)));
    }
    names.extend(presets::PRESETS.iter().map(|preset| (Message::keyed("preset", preset.key), preset.name)));
    for description in variants::descriptions() {
        names.push((description.title(), description.label));
        names.extend(description.options.iter().map(|(key, label)| (description.option_title(key), *label)));
    }
    names.extend(Step::TURN.into_iter().chain([Step::EndOfGame]).map(|step| (step.title(), step.name())));
    assert!(names.len() > 250);
    for (message, english) in &names {
        assert_eq!(message.render_strict("en").as_deref(), Ok(*english), "{}", message.id());
        for code in LANGUAGES {
            let text = message.render_strict(code).unwrap_or_else(|error| panic!("{error}"));
            assert!(!text.trim().is_empty(), "{code}: {} is empty", message.id());
        }
    }
}

#[test]
fn every_error_code_has_a_message() {
    let source = include_str!("../src/error.rs");
    let codes: Vec<&str> = source
        .lines()
        .filter_map(|line| line.trim().strip_prefix("ErrorCode::")?.split_once(" => \"")?.1.strip_suffix("\","))
        .collect();
    assert_eq!(codes.len(), 43, "{codes:?}");
    for code in codes {
        for language in LANGUAGES {
            assert!(l10n::has_message(language, &format!("error-{code}")), "{language}: error-{code}");
        }
    }
}

/// Source: tests/reference/row-ids.tsv — every reference row id has a name in every
/// language (`rule-<id>`).
#[test]
fn every_reference_row_id_has_a_label_in_every_language() {
    let table = include_str!("../../tests/reference/row-ids.tsv");
    let ids: BTreeSet<&str> =
        table.lines().filter(|line| !line.starts_with('#')).filter_map(|line| line.split('\t').nth(1)).collect();
    assert_eq!(ids.len(), 308);
    for id in ids {
        for language in LANGUAGES {
            let label = l10n::rule_name(id).render_strict(language).unwrap_or_else(|error| panic!("{error}"));
            assert!(!label.is_empty() && !label.contains(id), "{language}: {id} reads {label:?}");
        }
    }
    assert_eq!(l10n::rule_name("road.inn.incomplete").render("en"), "Road: inn (at the end)");
}

/// Every message renders in every language without a Fluent error, whatever numbers
/// its arguments hold (1, 2, 5, 22: every plural form of the seven languages) or
/// with texts.
#[test]
fn every_message_renders_in_every_language_for_every_plural_form() {
    let english = language("en");
    for (id, variables) in &english.messages {
        let id: &'static str = Box::leak(id.clone().into_boxed_str());
        let mut names: BTreeSet<String> = variables.clone();
        if id.starts_with("row-") {
            names.insert(ROW_QUANTITY.to_owned());
        }
        for sample in [Arg::Number(1), Arg::Number(2), Arg::Number(5), Arg::Number(22), Arg::from("x")] {
            let message = names.iter().fold(Message::new(id), |message, name| {
                message.with(Box::leak(name.clone().into_boxed_str()), sample.clone())
            });
            for language in LANGUAGES {
                let text = message.render_strict(language).unwrap_or_else(|error| panic!("{error}"));
                assert!(!text.contains('{') && !text.contains('}'), "{language} {id}: {text}");
            }
        }
    }
}
