//! Text a player types — player names and the reasons of corrections: which
//! characters it may hold, and the key two names are compared by.
//!
//! One rule for every such field, so that what is stored is safe to print on a
//! terminal and reads back as it was written: a character that drives a terminal
//! (controls), reorders the text around it (bidi controls, ALM), breaks a line
//! where none is seen (U+2028, U+2029) or cannot be seen at all (zero-width
//! spaces and joiners, the soft hyphen, the byte-order mark, word joiners, tags,
//! Hangul fillers) is refused, naming it as `U+XXXX`.
//!
//! Names are compared by [`name_key`]: what cannot be seen removed, spaces
//! collapsed, case ignored. Names stored by an earlier version may still hold a
//! refused character; through the key, "Ben" and "\u{200B}Ben" are one person.

use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// Invisible characters of other categories than format (Cf): the Hangul fillers,
/// the combining grapheme joiner and the Khmer inherent vowels, which render as
/// nothing or as a blank the same width as a letter.
const INVISIBLE_LETTERS: [char; 7] =
    ['\u{034F}', '\u{115F}', '\u{1160}', '\u{17B4}', '\u{17B5}', '\u{3164}', '\u{FFA0}'];

/// Whether `c` may not appear in typed text: a control (Cc), a format character
/// (Cf: bidi controls and ALM, zero-width spaces and joiners, the soft hyphen, the
/// BOM, word joiners, tags...), a line or paragraph separator, or an invisible
/// filler letter.
pub fn is_refused(c: char) -> bool {
    matches!(
        c.general_category(),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
    ) || INVISIBLE_LETTERS.contains(&c)
}

/// The first character of `text` that [`is_refused`], if any.
pub fn first_refused(text: &str) -> Option<char> {
    text.chars().find(|c| is_refused(*c))
}

/// `c` as Unicode writes it: `U+061C`.
pub fn code_point(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// Whether `c` changes nothing a reader sees: a refused character that is not a
/// line break, or a variation selector (which picks the look of the character
/// before it: `❤️` is U+2764 U+FE0F, allowed but compared without it).
fn is_unseen(c: char) -> bool {
    let selector = matches!(c, '\u{180B}'..='\u{180F}' | '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}');
    selector || (is_refused(c) && !c.is_whitespace())
}

/// The key two names are compared by: what cannot be seen removed, every run of
/// white space one space, no space at either end, lower case. `Ann`, ` ANN ` and
/// `A\u{200B}nn` have one key.
pub fn name_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    let mut space = false;
    for c in name.chars().filter(|c| !is_unseen(*c)) {
        if c.is_whitespace() {
            space = !key.is_empty();
            continue;
        }
        if std::mem::take(&mut space) {
            key.push(' ');
        }
        key.extend(c.to_lowercase());
    }
    key
}

/// Whether two names are one person's ([`name_key`]).
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_of_every_script_and_emoji_are_allowed() {
        for text in ["Zoë", "李雷", "O'Brien", "Åsa-Marie", "🐑 Sam", "José María", "Ann ❤️", "محمد", "Ελένη"]
        {
            assert_eq!(first_refused(text), None, "{text}");
        }
    }

    #[test]
    fn the_invisible_and_the_reordering_are_refused() {
        for c in [
            '\u{0}',
            '\u{1b}',
            '\u{7f}',
            '\u{9b}',
            '\n',
            '\t',
            '\u{ad}',
            '\u{61c}',
            '\u{200b}',
            '\u{200c}',
            '\u{200d}',
            '\u{200e}',
            '\u{200f}',
            '\u{2028}',
            '\u{2029}',
            '\u{202a}',
            '\u{202e}',
            '\u{2060}',
            '\u{2064}',
            '\u{2066}',
            '\u{2069}',
            '\u{feff}',
            '\u{3164}',
            '\u{115f}',
            '\u{e0041}',
            '\u{180e}',
        ] {
            assert!(is_refused(c), "{}", code_point(c));
        }
        assert_eq!(code_point('\u{61c}'), "U+061C");
        assert_eq!(code_point('\u{e0041}'), "U+E0041");
    }

    #[test]
    fn names_are_compared_as_they_are_seen() {
        assert!(same_name("Ben", "\u{200b}Ben"));
        assert!(same_name("Ben", " BEN\u{feff} "));
        assert!(same_name("Anne Marie", "anne \u{a0}\u{2003}marie"));
        assert!(same_name("Ann ❤", "ann ❤\u{fe0f}"));
        assert!(same_name("Be\u{ad}n", "Ben"));
        assert!(!same_name("Ben", "Benn"));
        assert!(!same_name("Anne Marie", "AnneMarie"));
        assert_eq!(name_key("  \u{200b} Zoë  Ann "), "zoë ann");
    }
}
