//! The players' own words for what they type (`stadt 4 wappen=1` for `city 4
//! coa=1`), from the glossary (`core/locales/glossary.toml`): for every concept that
//! lists the English words a player `typed`, its word in each language (lower case,
//! spaces as `_`), and its `matches` without spaces (the word with any ending when
//! it has none). Written to
//! `$OUT_DIR/native_words.rs` for `src/words/native.rs`, in the order of the
//! languages of `tally_core::l10n::LANGUAGES`: `(form, english, prefix)`, where a
//! `prefix` form also reads the words that start with it (`erb` of `erb*`: `erby`).

use std::fmt::Write as _;

const LANGUAGES: [&str; 7] = ["en", "de", "fr", "ro", "cs", "ru", "nl"];

fn main() {
    let path = "../../core/locales/glossary.toml";
    println!("cargo::rerun-if-changed={path}");
    let text = std::fs::read_to_string(path).expect("core/locales/glossary.toml");
    let glossary: toml::Table = text.parse().expect("the glossary is TOML");
    let concepts = glossary.get("concept").and_then(toml::Value::as_array).expect("[[concept]]");
    let mut out = String::from(
        "/// Written by build.rs from core/locales/glossary.toml.\npub static WORDS: [&[(&str, &str, bool)]; 7] = [\n",
    );
    let english_forms: Vec<(String, bool)> = concepts
        .iter()
        .filter(|concept| concept.get("typed").is_some())
        .flat_map(|concept| forms(&concept["en"]))
        .collect();
    for language in LANGUAGES {
        out.push_str("    &[\n");
        for concept in concepts {
            let Some(typed) = concept.get("typed").and_then(toml::Value::as_array) else { continue };
            let Some(english) = typed.first().and_then(toml::Value::as_str) else { continue };
            for (form, prefix) in forms(&concept[language]) {
                // A form English has too (`meeple*` in German) is English's.
                if language != "en" && english_forms.contains(&(form.clone(), prefix)) {
                    continue;
                }
                writeln!(out, "        ({form:?}, {english:?}, {prefix}),").expect("a string");
            }
        }
        out.push_str("    ],\n");
    }
    out.push_str("];\n");
    let target = std::path::Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("native_words.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}

/// The forms of one language's word of a concept: `(form, prefix)`.
fn forms(word: &toml::Value) -> Vec<(String, bool)> {
    let main = word["word"].as_str().expect("a word").to_lowercase().replace(' ', "_");
    let mut forms = vec![(main.clone(), false)];
    let matches = word.get("matches").and_then(toml::Value::as_array);
    // No `matches`: the word with any ending, as the glossary reads it.
    if matches.is_none_or(|matches| matches.is_empty()) && !main.contains('_') {
        forms.push((main, true));
    }
    for pattern in matches.into_iter().flatten() {
        let pattern = pattern.as_str().expect("a pattern").to_lowercase();
        if pattern.contains(' ') {
            continue;
        }
        match pattern.strip_suffix('*') {
            Some(stem) if !stem.contains('*') => forms.push((stem.to_owned(), true)),
            Some(_) => {}
            None if !pattern.contains('*') => forms.push((pattern, false)),
            None => {}
        }
    }
    forms
}
