//! Lists joined as each language joins them — "A, B and C", "A, B a C", "A, B и C",
//! "A, B și C", "A, B et C", "A, B und C", "A, B en C" — by ICU4X's list formatter
//! with CLDR's patterns ([`Message::list`](super::Message::list) keeps a list as a
//! message until it is shown). The patterns of the seven languages are ICU4X's own,
//! baked into `lists/data/` by `scripts/list-data/run` so that the library carries
//! these seven and not every locale's.

use icu_list::options::ListFormatterOptions;
use icu_list::{ListFormatter, ListFormatterPreferences};
use icu_locale_core::LanguageIdentifier;

use super::LANGUAGES;

/// How the last item of a list is joined to the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Conjunction {
    /// "A, B and C": every item.
    And,
    /// "A, B or C": one of them.
    Or,
}

impl Conjunction {
    /// The message id a list of this kind is known by (its [`Message::id`](super::Message::id)).
    pub(super) const fn id(self) -> &'static str {
        match self {
            Conjunction::And => "list-and",
            Conjunction::Or => "list-or",
        }
    }
}

/// The baked data, as `scripts/list-data` writes it (its zero-copy structures are
/// built with `unsafe`, checked when the data was made).
#[allow(unsafe_code, unused_imports, unused_macros, clippy::all, clippy::pedantic, missing_docs)]
mod data {
    include!("lists/data/mod.rs");

    /// The CLDR list patterns of Tally's languages: exactly the seven, looked up
    /// without fallback.
    #[derive(Debug)]
    pub(super) struct SevenLanguages;

    make_provider!(SevenLanguages);
    impl_list_and_v1!(SevenLanguages);
    impl_list_or_v1!(SevenLanguages);
}

use data::SevenLanguages;

/// `items` joined as `language` joins them ("Ann, Ben and Cleo"); English's way
/// for a language Tally does not speak.
pub fn join(conjunction: Conjunction, language: &str, items: &[String]) -> String {
    let index = LANGUAGES.iter().position(|code| *code == language).unwrap_or(0);
    match formatter(conjunction, index) {
        Some(formatter) => formatter.format_to_string(items.iter()),
        // Not reached: a test loads every language's formatter.
        None => items.join(", "),
    }
}

/// The formatter of a language (its index in [`LANGUAGES`]): made for each list,
/// a lookup in the baked data that copies nothing.
fn formatter(conjunction: Conjunction, index: usize) -> Option<ListFormatter> {
    // Tally writes British English ("colour"): CLDR's `en-GB` joins "A, B and C".
    let tag = match LANGUAGES[index] {
        "en" => "en-GB",
        language => language,
    };
    let language = LanguageIdentifier::try_from_str(tag).ok()?;
    let preferences = ListFormatterPreferences::from(&language);
    let options = ListFormatterOptions::default();
    match conjunction {
        Conjunction::And => ListFormatter::try_new_and_unstable(&SevenLanguages, preferences, options),
        Conjunction::Or => ListFormatter::try_new_or_unstable(&SevenLanguages, preferences, options),
    }
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn three(conjunction: Conjunction, language: &str) -> String {
        join(conjunction, language, &["A".into(), "B".into(), "C".into()])
    }

    /// Source: CLDR's list patterns (the "standard" and "or" lists, wide; British
    /// English), for en, cs and ru ("A, B and C", "A, B a C", "A, B и C") and for
    /// the four others ("A, B și C", "A, B et C", "A, B und C",
    /// "A, B en C"). Czech keeps its one-letter "a" off the end of a line with a
    /// no-break space.
    #[test]
    fn every_language_joins_a_list_its_own_way() {
        let and = [
            ("en", "A, B and C"),
            ("de", "A, B und C"),
            ("fr", "A, B et C"),
            ("ro", "A, B și C"),
            ("cs", "A, B a\u{a0}C"),
            ("ru", "A, B и C"),
            ("nl", "A, B en C"),
        ];
        for (language, expected) in and {
            assert_eq!(three(Conjunction::And, language), expected, "{language}");
        }
        let or = [
            ("en", "A, B or C"),
            ("de", "A, B oder C"),
            ("fr", "A, B ou C"),
            ("ro", "A, B sau C"),
            ("cs", "A, B nebo C"),
            ("ru", "A, B или C"),
            ("nl", "A, B of C"),
        ];
        for (language, expected) in or {
            assert_eq!(three(Conjunction::Or, language), expected, "{language}");
        }
        assert_eq!(join(Conjunction::And, "en", &["Ann".into(), "Ben".into()]), "Ann and Ben");
        assert_eq!(join(Conjunction::And, "de", &["Ann".into()]), "Ann");
        assert_eq!(join(Conjunction::And, "pt", &["A".into(), "B".into(), "C".into()]), "A, B and C");
    }
}
