//! Reading the calls of a message macro (`msg!`, `say!`) out of Rust source text,
//! for the tests that keep every message the code names in every language (the
//! core's `tests/l10n.rs` and the command line's `tests/l10n.rs`, which includes
//! this file by path).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The `.rs` files under `root`, with their text.
pub fn rust_sources(root: &Path) -> Vec<(PathBuf, String)> {
    let mut found = Vec::new();
    let mut pending = vec![root.to_path_buf()];
    while let Some(path) = pending.pop() {
        if path.is_dir() {
            pending.extend(std::fs::read_dir(&path).unwrap().map(|entry| entry.unwrap().path()));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            found.push((path, text));
        }
    }
    found
}

/// The id (as written, quotes included) and the argument names of the macro call
/// whose opening parenthesis `call` starts with: `("id", name = value, ...)`.
pub fn id_and_names(call: &str) -> (String, BTreeSet<String>) {
    let inside = &call[1..closing_paren(call)];
    let mut parts = top_level_split(inside).into_iter();
    let id = parts.next().unwrap().trim().to_owned();
    let names = parts
        .filter(|part| !part.trim().is_empty())
        .map(|part| part.split('=').next().unwrap().trim().to_owned())
        .collect();
    (id, names)
}

/// The characters of `text` that are code, not inside a string literal, with their
/// index and the bracket depth after them: `(` `[` `{` open, `)` `]` `}` close.
fn code_chars(text: &str) -> impl Iterator<Item = (usize, char, i32)> + '_ {
    let (mut depth, mut in_string, mut escaped) = (0, false, false);
    text.char_indices().filter_map(move |(index, c)| {
        match (in_string, escaped, c) {
            (true, true, _) => escaped = false,
            (true, false, '\\') => escaped = true,
            (_, false, '"') => in_string = !in_string,
            (false, _, '(' | '[' | '{') => depth += 1,
            (false, _, ')' | ']' | '}') => depth -= 1,
            (false, _, _) => {}
            (true, false, _) => {}
        }
        (!in_string && c != '"').then_some((index, c, depth))
    })
}

/// The index of the parenthesis closing the one `text` starts with.
pub fn closing_paren(text: &str) -> usize {
    code_chars(text)
        .find(|&(_, c, depth)| depth == 0 && matches!(c, ')' | ']' | '}'))
        .map_or_else(|| panic!("unclosed macro call: {text:.80}"), |(index, _, _)| index)
}

/// `text` split at the commas outside parentheses, brackets, braces and strings.
pub fn top_level_split(text: &str) -> Vec<&str> {
    let commas: Vec<usize> =
        code_chars(text).filter(|&(_, c, depth)| c == ',' && depth == 0).map(|(index, _, _)| index).collect();
    let mut parts = Vec::with_capacity(commas.len() + 1);
    let mut start = 0;
    for comma in commas {
        parts.push(&text[start..comma]);
        start = comma + 1;
    }
    parts.push(&text[start..]);
    parts
}
