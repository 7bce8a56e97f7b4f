//! [`SharedStr`]: the text of the table that is copied with every table a game keeps
//! (a player's id and name, a log entry's kind and subject), copied without an
//! allocation. An edit replays every entry after the one it changes and keeps the
//! table before each: with `String`s, most of that work was copying these texts.
//! The apps receive it as a string (`uniffi_types.rs`).

use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

use serde::{Serialize, Serializer};

/// Text known when the core is built (a colour key, a command kind, a feature key),
/// or made at run time and shared by its copies (a player's name).
#[derive(Clone)]
pub struct SharedStr(Repr);

#[derive(Clone)]
enum Repr {
    Static(&'static str),
    Shared(Arc<str>),
}

impl SharedStr {
    /// Text known when the core is built; costs nothing.
    pub const fn from_static(text: &'static str) -> SharedStr {
        SharedStr(Repr::Static(text))
    }

    /// The text, when it is known when the core is built.
    pub fn as_static(&self) -> Option<&'static str> {
        match &self.0 {
            Repr::Static(text) => Some(text),
            Repr::Shared(_) => None,
        }
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Static(text) => text,
            Repr::Shared(text) => text,
        }
    }
}

impl Deref for SharedStr {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for SharedStr {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for SharedStr {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl Default for SharedStr {
    fn default() -> SharedStr {
        SharedStr::from_static("")
    }
}

impl From<&'static str> for SharedStr {
    fn from(text: &'static str) -> SharedStr {
        SharedStr::from_static(text)
    }
}

impl From<String> for SharedStr {
    fn from(text: String) -> SharedStr {
        SharedStr(Repr::Shared(Arc::from(text)))
    }
}

impl From<&String> for SharedStr {
    fn from(text: &String) -> SharedStr {
        SharedStr(Repr::Shared(Arc::from(text.as_str())))
    }
}

impl From<SharedStr> for String {
    fn from(text: SharedStr) -> String {
        text.as_str().to_owned()
    }
}

impl From<&SharedStr> for String {
    fn from(text: &SharedStr) -> String {
        text.as_str().to_owned()
    }
}

impl PartialEq for SharedStr {
    fn eq(&self, other: &SharedStr) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for SharedStr {}

impl PartialEq<str> for SharedStr {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for SharedStr {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for SharedStr {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<SharedStr> for str {
    fn eq(&self, other: &SharedStr) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<SharedStr> for &str {
    fn eq(&self, other: &SharedStr) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<SharedStr> for String {
    fn eq(&self, other: &SharedStr) -> bool {
        self == other.as_str()
    }
}

impl PartialOrd for SharedStr {
    fn partial_cmp(&self, other: &SharedStr) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for SharedStr {
    fn cmp(&self, other: &SharedStr) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl std::hash::Hash for SharedStr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl fmt::Debug for SharedStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for SharedStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl Serialize for SharedStr {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl rusqlite::ToSql for SharedStr {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        Ok(rusqlite::types::ToSqlOutput::Borrowed(rusqlite::types::ValueRef::Text(self.as_bytes())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_share_the_text_and_compare_by_it() {
        let name = SharedStr::from(String::from("Ann"));
        let copy = name.clone();
        assert!(std::ptr::eq(name.as_str(), copy.as_str()), "a copy shares the text");
        assert_eq!(copy, SharedStr::from_static("Ann"));
        assert_eq!(copy, "Ann");
        assert_eq!("Ann", copy);
        assert_eq!(String::from(copy.clone()), "Ann");
        let (ann, ben) = (SharedStr::from(String::from("Ann")), SharedStr::from_static("Ben"));
        assert!(ann < ben && ann.cmp(&ben) == std::cmp::Ordering::Less);
        assert_eq!(format!("{copy:>5}|{copy:?}"), "  Ann|\"Ann\"");
        assert_eq!(serde_json::to_string(&copy).unwrap(), "\"Ann\"");
    }
}
