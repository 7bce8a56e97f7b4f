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

/// The index of the parenthesis closing the one `text` starts with.
pub fn closing_paren(text: &str) -> usize {
    let (mut depth, mut in_string, mut escaped) = (0, false, false);
    for (index, c) in text.char_indices() {
        match (in_string, escaped, c) {
            (true, true, _) => escaped = false,
            (true, false, '\\') => escaped = true,
            (_, false, '"') => in_string = !in_string,
            (false, _, '(' | '[' | '{') => depth += 1,
            (false, _, ')' | ']' | '}') => {
                depth -= 1;
                if depth == 0 {
                    return index;
                }
            }
            _ => {}
        }
    }
    panic!("unclosed macro call: {text:.80}");
}

/// `text` split at the commas outside parentheses, brackets, braces and strings.
pub fn top_level_split(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut in_string, mut escaped, mut start) = (0, false, false, 0);
    for (index, c) in text.char_indices() {
        match (in_string, escaped, c) {
            (true, true, _) => escaped = false,
            (true, false, '\\') => escaped = true,
            (_, false, '"') => in_string = !in_string,
            (false, _, '(' | '[' | '{') => depth += 1,
            (false, _, ')' | ']' | '}') => depth -= 1,
            (false, _, ',') if depth == 0 => {
                parts.push(&text[start..index]);
                start = index + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}
