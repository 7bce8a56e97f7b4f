//! Every Fluent file of the repository — the core's (`core/locales`), the command
//! line's (`bindings/cli/locales`), the apps' (`bindings/ffi/locales`) and any
//! other front-end's that appears under a `locales/<language>/` folder — with its
//! messages parsed, for the tests that hold every front-end to the glossary and to
//! the languages' plural rules (`tests/glossary.rs`, `tests/plurals.rs`).

#![allow(dead_code)] // each test binary uses a part of it

use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use fluent_syntax::parser;
use tally_core::l10n::LANGUAGES;

/// One `.ftl` file of a language.
pub struct FluentFile {
    /// Its path from the repository's root (`core/locales/fr/errors.ftl`).
    pub path: String,
    /// Its language (a code of [`LANGUAGES`]).
    pub language: &'static str,
    /// Its text.
    pub text: String,
}

impl FluentFile {
    /// Its messages, parsed; the test fails on a syntax error.
    pub fn messages(&self) -> Vec<ast::Message<&str>> {
        let resource = parser::parse(self.text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", self.path));
        resource
            .body
            .into_iter()
            .filter_map(|entry| match entry {
                ast::Entry::Message(message) => Some(message),
                _ => None,
            })
            .collect()
    }

    /// Its terms (`-rule-item-road = ...`), parsed.
    pub fn terms(&self) -> Vec<ast::Term<&str>> {
        let resource = parser::parse(self.text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", self.path));
        resource
            .body
            .into_iter()
            .filter_map(|entry| match entry {
                ast::Entry::Term(term) => Some(term),
                _ => None,
            })
            .collect()
    }
}

/// The repository's root (the folder above `core/`).
pub fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("core/ has a parent").to_path_buf()
}

/// Folders that hold no source: build outputs and tools' caches.
const SKIPPED_FOLDERS: [&str; 8] =
    ["target", ".git", "node_modules", "build", ".gradle", ".build", "DerivedData", "fuzz"];

/// Every `.ftl` file under a `locales/<language>/` folder of the repository, in
/// path order.
pub fn every_fluent_file() -> Vec<FluentFile> {
    let root = repository_root();
    let mut found = Vec::new();
    let mut pending = vec![root.clone()];
    while let Some(path) = pending.pop() {
        if path.is_dir() {
            let skipped =
                path.file_name().and_then(|name| name.to_str()).is_some_and(|name| SKIPPED_FOLDERS.contains(&name));
            if !skipped {
                pending.extend(std::fs::read_dir(&path).unwrap().map(|entry| entry.unwrap().path()));
            }
            continue;
        }
        if path.extension().is_none_or(|ext| ext != "ftl") {
            continue;
        }
        let folder = path.parent().and_then(|parent| parent.file_name()).and_then(|name| name.to_str());
        let Some(language) = LANGUAGES.into_iter().find(|code| Some(*code) == folder) else { continue };
        let text = std::fs::read_to_string(&path).unwrap();
        let relative = path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
        found.push(FluentFile { path: relative, language, text });
    }
    found.sort_by(|a, b| a.path.cmp(&b.path));
    found
}

/// The words of a pattern as a player reads them, in lower case: its text, the
/// texts of every variant of its selections, a placeable of a variable or a
/// message as a space.
pub fn words_of(pattern: &ast::Pattern<&str>) -> String {
    let mut text = String::new();
    collect_words(pattern, &mut text);
    text.to_lowercase()
}

fn collect_words(pattern: &ast::Pattern<&str>, text: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => text.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                text.push(' ');
                match expression {
                    ast::Expression::Select { variants, .. } => {
                        for variant in variants {
                            collect_words(&variant.value, text);
                            text.push(' ');
                        }
                    }
                    ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => text.push_str(value),
                    ast::Expression::Inline(_) => {}
                }
                text.push(' ');
            }
        }
    }
}
