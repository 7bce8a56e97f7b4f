//! The player's own words for what they type, read as the English ones before the
//! scoring words are read: with `--lang de`, `stadt 4 wappen=1 rot` is read as
//! `city 4 coats_of_arms=1 rot`, and `rot.geister=1` as `rot.ghosts=1`. The words
//! are the glossary's (`core/locales/glossary.toml`, the concepts that list what a
//! player `typed`; `build.rs` writes them out), so the command line reads the words
//! its texts use. The English words are always read as they are, a player's name or
//! colour is never taken for a word, and a word that could be two things is left as
//! typed (the reading then says what it could be).

use tally_core::l10n::{LANGUAGES, language};

use super::NEXT_ITEM;
use super::players::{Named, Players};

include!(concat!(env!("OUT_DIR"), "/native_words.rs"));

/// The words of the language in use: `(form, english, prefix)`.
fn words() -> &'static [(&'static str, &'static str, bool)] {
    let index = LANGUAGES.iter().position(|code| *code == language()).unwrap_or(0);
    WORDS[index]
}

/// The scoring words' own English words (`nobody`, `red.figure=2`, `step=2B-1`, a
/// toggle's `yes`), which no concept names.
const FIXED: [&str; 5] = [super::item::NOBODY, "figure", "step", "yes", "no"];

/// Whether `word` (lower case) is one of the English words players type.
fn is_english(word: &str) -> bool {
    FIXED.contains(&word) || WORDS[0].iter().any(|(_, english, _)| *english == word)
}

/// The English word `word` stands for in the language in use: the language's word
/// for a feature, an event or an input, in any case; `None` for an English word, a
/// word of no concept, or one that could be two.
pub fn english_of(word: &str) -> Option<&'static str> {
    let lower = word.to_lowercase();
    // English is read as it is; a key with a dot (`after_game.king`) is English.
    if language() == LANGUAGES[0] || lower.contains('.') || is_english(&lower) {
        return None;
    }
    let exact = |(form, _, prefix): &&(&str, &str, bool)| !prefix && *form == lower;
    let starts = |(form, _, prefix): &&(&str, &str, bool)| *prefix && lower.starts_with(form);
    for test in [&exact as &dyn Fn(&&(&str, &str, bool)) -> bool, &starts] {
        let mut found = words().iter().filter(|entry| test(entry)).map(|(_, english, _)| *english);
        if let Some(first) = found.next() {
            return found.all(|other| other == first).then_some(first);
        }
    }
    None
}

/// The language's word for the English word `english` (`stadt` for `city` in
/// German), to show beside it; `None` in English, or where the language has none.
pub fn native_of(english: &str) -> Option<&'static str> {
    if language() == LANGUAGES[0] {
        return None;
    }
    words().iter().find(|(form, word, prefix)| *word == english && !prefix && *form != english).map(|(form, ..)| *form)
}

/// `words` with the player's own words read as English ones: each item's name, an
/// input's name (`wappen=1`, `rot.geister=1`) and a bare word (a toggle, an option)
/// that names no player of the game. Numbers, values and `+` stay as typed.
pub fn to_english(words: &[String], players: &Players) -> Vec<String> {
    words.iter().map(|word| read(word, players)).collect()
}

fn read(word: &str, players: &Players) -> String {
    if word == NEXT_ITEM {
        return word.to_owned();
    }
    if let Some((name, value)) = word.split_once('=') {
        let name = match name.split_once('.') {
            Some((player, input)) => format!("{player}.{}", english_of(input).unwrap_or(input)),
            None => english_of(name).unwrap_or(name).to_owned(),
        };
        return format!("{name}={value}");
    }
    if players.named(word) != Named::Nobody {
        return word.to_owned();
    }
    english_of(word).map_or_else(|| word.to_owned(), str::to_owned)
}

#[cfg(test)]
mod tests {
    use tally_core::l10n::in_language;

    use super::*;

    /// Source: the glossary's words (core/locales/glossary.toml): German Stadt,
    /// Wappen, Kathedrale; Czech město, erb (and its forms erby, erbů); Russian
    /// город, щит; French ville, blason.
    #[test]
    fn the_language_s_words_read_as_the_english_ones() {
        in_language("de", || {
            assert_eq!(english_of("Stadt"), Some("city"));
            assert_eq!(english_of("wappen"), Some("coats_of_arms"));
            assert_eq!(english_of("Kathedrale"), Some("cathedral"));
            assert_eq!(english_of("city"), None, "English stays");
            assert_eq!(native_of("city"), Some("stadt"));
        });
        in_language("cs", || {
            assert_eq!(english_of("město"), Some("city"));
            assert_eq!(english_of("erby"), Some("coats_of_arms"));
            assert_eq!(english_of("erbů"), Some("coats_of_arms"));
        });
        in_language("ru", || {
            assert_eq!(english_of("город"), Some("city"));
            assert_eq!(english_of("щит"), Some("coats_of_arms"));
        });
        in_language("fr", || {
            assert_eq!(english_of("ville"), Some("city"));
            assert_eq!(english_of("blason"), Some("coats_of_arms"));
        });
        in_language("en", || {
            assert_eq!(english_of("stadt"), None, "only the language in use");
            assert_eq!(native_of("city"), None);
        });
    }

    /// Every English word of the items and their inputs, under every edition with
    /// every expansion, and the fixed words of the scoring words.
    fn english_words() -> Vec<String> {
        use tally_core::rules::{When, events::events, features};
        use tally_core::{Edition, Ruleset};
        let mut words: Vec<String> =
            ["nobody", "yes", "no", "figure", "step", "coa", "coats", "pennants"].map(String::from).to_vec();
        for edition in [Edition::C1, Edition::C2, Edition::C3, Edition::Winter] {
            let ruleset = Ruleset::everything(edition);
            for feature in features() {
                words.push(feature.key.to_owned());
                for when in [When::Completed, When::EndOfGame] {
                    if let Ok(schema) = feature.schema(&ruleset, when) {
                        words.extend(schema.inputs().iter().map(|input| input.name.to_owned()));
                    }
                }
            }
            for event in events() {
                words.push(event.key.to_owned());
                words.extend(event.key.rsplit('.').next().map(str::to_owned));
                if let Ok(schema) = event.schema(&ruleset) {
                    words.extend(schema.inputs().iter().map(|input| input.name.to_owned()));
                }
            }
        }
        words.sort();
        words.dedup();
        words
    }

    /// An English word is always read as itself, in every language: none of the
    /// language's words (or their forms) takes it for another.
    #[test]
    fn no_english_word_is_read_as_another() {
        let english = english_words();
        assert!(english.len() > 150, "{}", english.len());
        for language in LANGUAGES {
            in_language(language, || {
                for word in &english {
                    assert_eq!(
                        english_of(word),
                        None,
                        "{language}: the English `{word}` would be read as another word"
                    );
                }
            });
        }
    }

    #[test]
    fn every_language_has_its_words_for_the_main_features() {
        for language in LANGUAGES.iter().skip(1) {
            in_language(language, || {
                for english in ["road", "city", "cloister", "field", "coats_of_arms", "tiles"] {
                    let native = native_of(english).unwrap_or_else(|| panic!("{language}: no word for {english}"));
                    assert_eq!(english_of(native), Some(english), "{language}: {native}");
                }
            });
        }
    }
}
