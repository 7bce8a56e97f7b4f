//! The command line's own messages (`locales/<language>/cli.ftl`): every file
//! parses; every language has every message with the same variables; every
//! `say!("id", name = ...)` of the sources names a message of English with exactly
//! the variables it uses, and every message is named by the code (the arguments'
//! help, named from clap's ids, is checked by the unit tests of `src/clap_l10n.rs`);
//! every message renders in every language without a Fluent error for 1, 2, 5 and
//! 22 (every plural form) and for text.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::{ast, parser};
use tally_core::l10n::{Arg, Bundles, LANGUAGES, Message};

#[path = "../../../core/tests/support/macro_calls.rs"]
mod macro_calls;

use macro_calls::{id_and_names, rust_sources};

/// The text of `locales/<language>/cli.ftl`.
fn source(language: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(language).join("cli.ftl");
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// Message id → the variables its text uses, in one language.
fn messages(language: &str) -> BTreeMap<String, BTreeSet<String>> {
    let text = source(language);
    let resource = parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{language}/cli.ftl does not parse: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut variables);
                }
                let id = message.id.name.to_owned();
                assert!(found.insert(id.clone(), variables).is_none(), "{language}: {id} twice");
            }
            ast::Entry::Term(term) => panic!("{language}: the command line's files hold no terms ({})", term.id.name),
            ast::Entry::Junk { content } => panic!("{language}: junk {content:?}"),
            _ => {}
        }
    }
    found
}

fn pattern_variables(pattern: &ast::Pattern<&str>, variables: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, variables);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, variables: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, variables);
            for variant in variants {
                pattern_variables(&variant.value, variables);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, variables),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, variables: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { id, arguments } => {
            assert!(["LOWER", "DE", "Z"].contains(&id.name), "the bundles know LOWER, DE and Z only, not {}", id.name);
            for argument in &arguments.positional {
                inline_variables(argument, variables);
            }
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            panic!("a message refers to {}: give it as text", id.name)
        }
        ast::InlineExpression::TermReference { id, .. } => panic!("a message refers to the term {}", id.name),
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, variables),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = messages("en");
    assert!(english.len() > 200, "the English file holds every message");
    for language in LANGUAGES {
        let theirs = messages(language);
        let missing: Vec<&String> = english.keys().filter(|id| !theirs.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{language} lacks {} messages: {missing:?}", missing.len());
        let extra: Vec<&String> = theirs.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(extra.is_empty(), "{language} has messages English lacks: {extra:?}");
        for (id, variables) in &english {
            assert_eq!(&theirs[id], variables, "{language}: the variables of {id}");
        }
    }
}

/// The `say!("id", name = value, ...)` calls of the command line's sources: id →
/// the names of the values given.
fn code_messages() -> BTreeMap<String, BTreeSet<String>> {
    let mut found = BTreeMap::new();
    for (path, text) in rust_sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src")) {
        // Comments apart (documentation shows calls as examples).
        let source: String =
            text.lines().filter(|line| !line.trim_start().starts_with("//")).map(|line| format!("{line}\n")).collect();
        let opening = "say!(";
        for (start, _) in source.match_indices(opening) {
            let call = &source[start + opening.len() - 1..];
            if call[1..].trim_start().starts_with('$') {
                continue; // the macro's own definition
            }
            let (id, names) = id_and_names(call);
            assert!(id.starts_with('"') && id.ends_with('"'), "{}: say! takes a literal id: {id}", path.display());
            let id = id.trim_matches('"').to_owned();
            if let Some(previous) = found.insert(id.clone(), names.clone()) {
                assert_eq!(previous, names, "{id} is given different values in two places");
            }
        }
    }
    found
}

#[test]
fn every_message_the_code_names_exists_with_the_variables_it_gives() {
    let english = messages("en");
    let code = code_messages();
    assert!(code.len() > 200, "the sources were read");
    for (id, names) in &code {
        let variables = english.get(id).unwrap_or_else(|| panic!("the code names {id}, which en/cli.ftl lacks"));
        assert_eq!(variables, names, "{id}: the variables of en/cli.ftl, and what the code gives");
    }
    // The arguments' help (`cli-arg-<command>-<argument>`, `cli-arg-<argument>`) and
    // the commands' descriptions (`cli-about-<command>`, `cli-line-about-<command>`)
    // are named from clap's names at run time, with no values (src/clap_l10n.rs); the
    // unit tests there check that every clap argument and command has its message in
    // every language and that every such message is an argument's or a command's.
    let named_at_run_time =
        |id: &str| ["cli-arg-", "cli-about-", "cli-line-about-"].iter().any(|prefix| id.starts_with(prefix));
    for (id, variables) in english.iter().filter(|(id, _)| named_at_run_time(id)) {
        assert!(variables.is_empty(), "{id} is given no values: {variables:?}");
    }
    let unused: Vec<&String> = english.keys().filter(|id| !code.contains_key(*id) && !named_at_run_time(id)).collect();
    assert!(unused.is_empty(), "messages no code names: {unused:?}");
}

macro_rules! language_file {
    ($language:literal) => {
        &[("cli.ftl", include_str!(concat!("../locales/", $language, "/cli.ftl")))]
    };
}

/// The same bundles as the command line's (`src/l10n.rs`).
static CLI: Bundles = Bundles::new(&[
    language_file!("en"),
    language_file!("de"),
    language_file!("fr"),
    language_file!("ro"),
    language_file!("cs"),
    language_file!("ru"),
    language_file!("nl"),
]);

#[test]
fn every_message_renders_in_every_language() {
    let english = messages("en");
    for language in LANGUAGES {
        for (id, variables) in &english {
            let values: Vec<Arg> =
                [1, 2, 5, 22].into_iter().map(Arg::Number).chain([Arg::Text("Text".into())]).collect();
            for value in values {
                let mut message = Message::keyed("cli", id.strip_prefix("cli-").unwrap_or(id));
                for name in variables {
                    message = message.with(static_name(name), value.clone());
                }
                if let Err(error) = CLI.render_strict(language, &message) {
                    panic!("{error}");
                }
            }
        }
    }
}

/// A variable's name as a message argument takes it.
fn static_name(name: &str) -> &'static str {
    Box::leak(name.to_owned().into_boxed_str())
}

#[test]
fn plural_forms_follow_each_language() {
    let scored = |language: &str, times: i64| {
        CLI.render_in(language, &Message::new("cli-walkthrough-scored").with("times", times))
    };
    assert_eq!(scored("en", 1), "scored 1 time");
    assert_eq!(scored("en", 2), "scored 2 times");
    assert_eq!(scored("ru", 1), "подсчитано 1 раз");
    assert_eq!(scored("ru", 3), "подсчитано 3 раза");
    assert_eq!(scored("ru", 5), "подсчитано 5 раз");
    assert_eq!(scored("ru", 22), "подсчитано 22 раза");
    assert_eq!(scored("ro", 1), "evaluat o dată");
    assert_eq!(scored("ro", 3), "evaluat de 3 ori");
    assert_eq!(scored("ro", 20), "evaluat de 20 de ori");
    let entries = |language: &str, count: i64| {
        CLI.render_in(language, &Message::new("cli-elsewhere-first").with("entries", count))
    };
    assert!(entries("cs", 1).contains("(1 nový záznam)"), "{}", entries("cs", 1));
    assert!(entries("cs", 3).contains("(3 nové záznamy)"), "{}", entries("cs", 3));
    assert!(entries("cs", 5).contains("(5 nových záznamů)"), "{}", entries("cs", 5));
    assert!(entries("ru", 21).contains("(21 новая запись)"), "{}", entries("ru", 21));
    assert!(entries("ru", 24).contains("(24 новые записи)"), "{}", entries("ru", 24));
    assert!(entries("ru", 11).contains("(11 новых записей)"), "{}", entries("ru", 11));
}
