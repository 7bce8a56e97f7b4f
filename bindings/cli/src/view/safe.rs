//! Text from players and files shown on a terminal: names, reasons of corrections and
//! imported games stored by an earlier version may hold control characters (an
//! escape sequence that clears the screen), bidi overrides (text that reads
//! backwards) or invisible characters. They are shown escaped (`\u{1b}`), never sent
//! to the terminal as they are.

use std::borrow::Cow;
use std::fmt::Write as _;

/// What the core refuses in typed text ([`tally_core::typed_text::is_refused`]):
/// controls, bidi and other format characters, line and paragraph separators,
/// invisible fillers. Names and reasons stored by an earlier version may hold them.
fn is_unsafe(c: char) -> bool {
    tally_core::typed_text::is_refused(c)
}

/// `text` (a name, a reason, a summary) with every control character, line break
/// included, and bidi control escaped.
pub fn safe(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_unsafe(c) {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A whole screen of text as the terminal may receive it: line breaks and tabs, and
/// Tally's own colour codes (`ESC [ digits ; m`), pass; every other control
/// character and bidi control is escaped. The last guard after [`safe`] on each field.
pub fn screen(text: &str) -> Cow<'_, str> {
    let needs = text.chars().any(|c| is_unsafe(c) && c != '\n' && c != '\t');
    if !needs {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c == '\u{1b}'
            && let Some(length) = colour_code_length(rest)
        {
            out.push_str(&rest[..length]);
            rest = &rest[length..];
            continue;
        }
        if is_unsafe(c) && c != '\n' && c != '\t' {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        } else {
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    Cow::Owned(out)
}

/// The length of a colour code (SGR: `ESC [` digits and `;`, then `m`) at the start
/// of `text`.
fn colour_code_length(text: &str) -> Option<usize> {
    let body = text.strip_prefix("\u{1b}[")?;
    let digits = body.bytes().take_while(|b| b.is_ascii_digit() || *b == b';').count();
    (body.as_bytes().get(digits) == Some(&b'm')).then_some(2 + digits + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_would_drive_the_terminal() {
        assert_eq!(safe("Ann"), "Ann");
        assert_eq!(safe("A\u{1b}[2J\u{1b}[Hnn"), "A\\u{1b}[2J\\u{1b}[Hnn");
        assert_eq!(safe("\u{202e}nnA"), "\\u{202e}nnA");
        assert_eq!(safe("a\nb\u{9b}"), "a\\u{a}b\\u{9b}");
        assert_eq!(safe("李雷 🐱"), "李雷 🐱");
    }

    #[test]
    fn a_screen_keeps_its_own_colours_and_lines() {
        assert_eq!(screen("\u{1b}[1mbold\u{1b}[0m\nnext\tcol"), "\u{1b}[1mbold\u{1b}[0m\nnext\tcol");
        assert_eq!(screen("x\u{1b}]0;title\u{7}"), "x\\u{1b}]0;title\\u{7}");
        assert_eq!(screen("\u{2067}x"), "\\u{2067}x");
    }
}
