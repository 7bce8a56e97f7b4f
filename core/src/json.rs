//! JSON as Tally writes it: serde_json's pretty printer, with every character that
//! typed text may not hold ([`typed_text::is_refused`]) written as a JSON `\u`
//! escape. serde_json escapes only quotes, backslashes and C0 controls; a name or
//! reason stored by an earlier version may hold DEL, C1 controls, ALM or U+2028,
//! which would drive or reorder a terminal the JSON is printed on. Escaped, the
//! output is still JSON, shows every character, and parses back to the same text.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::{Formatter, PrettyFormatter};

use crate::typed_text;

/// `value` as pretty JSON, every refused character escaped.
///
/// # Errors
/// What serde_json says when `value` cannot be serialised (a map with keys that
/// are not strings).
pub fn to_string_pretty(value: &impl Serialize) -> serde_json::Result<String> {
    let mut out = Vec::with_capacity(256);
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, Escaping(PrettyFormatter::new()));
    value.serialize(&mut serializer)?;
    // serde_json writes UTF-8 only; the escapes are ASCII.
    String::from_utf8(out).map_err(serde::ser::Error::custom)
}

/// serde_json's pretty layout; string text passes [`escape_refused`].
struct Escaping<'a>(PrettyFormatter<'a>);

impl Formatter for Escaping<'_> {
    fn write_string_fragment<W: ?Sized + Write>(&mut self, writer: &mut W, fragment: &str) -> io::Result<()> {
        escape_refused(writer, fragment)
    }

    fn begin_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0.begin_array(writer)
    }

    fn end_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0.end_array(writer)
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_array_value(writer, first)
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0.end_array_value(writer)
    }

    fn begin_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0.begin_object(writer)
    }

    fn end_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0.end_object(writer)
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_object_key(writer, first)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0.begin_object_value(writer)
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0.end_object_value(writer)
    }
}

/// Writes `fragment` (text serde_json did not escape itself) with each refused
/// character as `\uXXXX`, UTF-16 surrogate pairs beyond the first plane, as JSON
/// writes them.
fn escape_refused<W: ?Sized + Write>(writer: &mut W, fragment: &str) -> io::Result<()> {
    let mut start = 0;
    for (index, c) in fragment.char_indices().filter(|(_, c)| typed_text::is_refused(*c)) {
        writer.write_all(&fragment.as_bytes()[start..index])?;
        let mut units = [0_u16; 2];
        for unit in c.encode_utf16(&mut units) {
            write!(writer, "\\u{unit:04x}")?;
        }
        start = index + c.len_utf8();
    }
    writer.write_all(&fragment.as_bytes()[start..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refused_characters_are_json_escapes_and_read_back() {
        let text = "a\u{61c}b\u{2028}c\u{7f}d\u{9b}e\u{1b}f\u{e0041}g李";
        let json = to_string_pretty(&serde_json::json!({ "reason": text })).unwrap();
        assert_eq!(json, "{\n  \"reason\": \"a\\u061cb\\u2028c\\u007fd\\u009be\\u001bf\\udb40\\udc41g李\"\n}");
        let back: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(back["reason"], text);
    }

    #[test]
    fn the_layout_is_serde_json_pretty_layout() {
        let value = serde_json::json!({"a": [1, {"b": null}], "c": "Zoë 🐑", "d": []});
        assert_eq!(to_string_pretty(&value).unwrap(), serde_json::to_string_pretty(&value).unwrap());
    }
}
