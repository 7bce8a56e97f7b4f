//! Numbers as players type them, refused in their words: a count that is not whole
//! (`3.5`), one too large for any form (a 20-digit count), an entry number, a track
//! space, a scoring figure (1 or 2).

use crate::failure::{Failure, Outcome};
use crate::view::safe::safe;

/// Whether `word` looks like a number (a count), not a name.
pub fn looks_numeric(word: &str) -> bool {
    let unsigned = word.strip_prefix(['-', '+']).unwrap_or(word);
    let unsigned = unsigned.strip_prefix('.').unwrap_or(unsigned);
    unsigned.starts_with(|c: char| c.is_ascii_digit())
}

/// A whole number for `what`, at most `max` when given.
///
/// # Errors
/// Not a number, not whole, too large.
pub fn whole(word: &str, what: &str, max: Option<i64>) -> Outcome<i64> {
    if let Ok(number) = word.parse::<i64>() {
        return Ok(number);
    }
    let unsigned = word.strip_prefix(['-', '+']).unwrap_or(word);
    let shown = safe(word);
    if !unsigned.is_empty() && unsigned.chars().all(|c| c.is_ascii_digit()) {
        let word = shown.into_owned();
        return Err(Failure::bad(match max {
            Some(max) => say!("cli-number-too-large-max", word = word, what = what.to_owned(), max = max),
            None => say!("cli-number-too-large", word = word, what = what.to_owned()),
        }));
    }
    if unsigned.contains(['.', ',']) && unsigned.chars().all(|c| c.is_ascii_digit() || c == '.' || c == ',') {
        return Err(Failure::bad(say!("cli-number-not-whole", word = shown.into_owned(), what = what.to_owned())));
    }
    Err(Failure::bad(say!("cli-number-not-a-number", word = shown.into_owned(), what = what.to_owned())))
}

/// An entry number as `log` shows it (`4` or `#4`).
///
/// # Errors
/// Not an entry number.
pub fn entry(word: &str, what: &str) -> Outcome<u64> {
    let digits = word.strip_prefix('#').unwrap_or(word);
    digits.parse::<u64>().ok().filter(|seq| *seq > 0).ok_or_else(|| {
        Failure::bad(say!("cli-number-not-an-entry", what = what.to_owned(), word = safe(word).into_owned()))
    })
}

/// A track space, 0 to 49.
///
/// # Errors
/// Not a number from 0 to 49.
pub fn space(word: &str) -> Outcome<u32> {
    word.parse::<u32>()
        .ok()
        .filter(|space| *space < 50)
        .ok_or_else(|| Failure::bad(say!("cli-number-not-a-space", word = safe(word).into_owned())))
}

/// A scoring figure as players number it (1 or 2), as the core numbers it (0 or 1).
///
/// # Errors
/// Not a figure number.
pub fn figure(word: &str, what: &str) -> Outcome<u32> {
    match word.parse::<u32>() {
        Ok(number @ 1..=2) => Ok(number - 1),
        _ => Err(Failure::bad(say!("cli-number-not-a-figure", what = what.to_owned(), word = safe(word).into_owned()))),
    }
}

/// The figure of a word `figure=N`, if it is one.
///
/// # Errors
/// `figure=` with something other than 1 or 2.
pub fn figure_word(word: &str) -> Outcome<Option<u32>> {
    match word.to_lowercase().strip_prefix("figure=") {
        Some(value) => figure(value, "figure").map(Some),
        None => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_refused_in_the_players_words() {
        assert_eq!(whole("12", "tiles", Some(500)).ok(), Some(12));
        assert_eq!(whole("-2", "tiles", None).ok(), Some(-2));
        let message = |word| whole(word, "City tiles", Some(500)).unwrap_err().to_string();
        assert_eq!(message("3.5"), "`3.5` is not a whole number (City tiles)");
        assert_eq!(message("99999999999999999999"), "`99999999999999999999` is too large (City tiles: at most 500)");
        assert_eq!(message("3x"), "`3x` is not a number (City tiles)");
    }

    #[test]
    fn figures_are_one_and_two() {
        assert_eq!(figure("1", "figure").ok(), Some(0));
        assert_eq!(figure("2", "figure").ok(), Some(1));
        assert!(figure("0", "figure").is_err());
        assert_eq!(figure_word("figure=2").ok(), Some(Some(1)));
        assert_eq!(figure_word("figures").ok(), Some(None));
    }
}
