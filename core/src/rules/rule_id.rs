//! [`RuleId`]: the reference row id a breakdown row names (`city.tiles`). Nearly
//! every row is made by a rule from an id compiled into the core, so the id is
//! borrowed, not copied: a scoring allocates no text for its rows' ids. An id read
//! back from a stored game (or made up at run time) is owned.

use std::borrow::Cow;
use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A reference row id, as a row carries it.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct RuleId(Cow<'static, str>);

impl RuleId {
    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Deref for RuleId {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for RuleId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl From<&'static str> for RuleId {
    fn from(id: &'static str) -> RuleId {
        RuleId(Cow::Borrowed(id))
    }
}

impl From<String> for RuleId {
    fn from(id: String) -> RuleId {
        RuleId(Cow::Owned(id))
    }
}

impl From<&RuleId> for RuleId {
    fn from(id: &RuleId) -> RuleId {
        id.clone()
    }
}

impl From<RuleId> for String {
    fn from(id: RuleId) -> String {
        id.0.into_owned()
    }
}

impl PartialEq<str> for RuleId {
    fn eq(&self, other: &str) -> bool {
        *self.0 == *other
    }
}

impl PartialEq<&str> for RuleId {
    fn eq(&self, other: &&str) -> bool {
        *self.0 == **other
    }
}

impl PartialEq<String> for RuleId {
    fn eq(&self, other: &String) -> bool {
        *self.0 == **other
    }
}

impl PartialEq<RuleId> for &str {
    fn eq(&self, other: &RuleId) -> bool {
        **self == *other.0
    }
}

impl PartialEq<RuleId> for str {
    fn eq(&self, other: &RuleId) -> bool {
        *self == *other.0
    }
}

impl Serialize for RuleId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for RuleId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RuleId, D::Error> {
        String::deserialize(deserializer).map(RuleId::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_reads_and_round_trips_as_its_text() {
        let id = RuleId::from("city.tiles");
        assert_eq!(id, "city.tiles");
        assert_eq!(serde_json::to_string(&id).unwrap(), r#""city.tiles""#);
        let read: RuleId = serde_json::from_str(r#""city.coat_of_arms""#).unwrap();
        assert_eq!(read, RuleId::from("city.coat_of_arms".to_owned()));
        assert_eq!(format!("{read} {read:?}"), r#"city.coat_of_arms "city.coat_of_arms""#);
    }
}
