//! JSON read strictly: a key repeated in one object is refused. serde_json keeps
//! the last of two equal keys in a map without a word (`"tiles": 3, "tiles": 500`
//! would score 500), and derived structs see only the value that reached them, so
//! documents are walked once for repeated keys before they are parsed.

use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// Refuses a JSON text in which an object holds the same key twice; says which key
/// and where. Nesting is bounded by serde_json (128 levels).
///
/// # Errors
/// The parser's message (which also reports text that is not JSON at all).
pub(crate) fn refuse_repeated_keys(json: &str) -> Result<(), serde_json::Error> {
    serde_json::from_str::<AnyValue>(json).map(|_| ())
}

/// Any JSON value, read and dropped, objects checked for repeated keys.
struct AnyValue;

impl<'de> Deserialize<'de> for AnyValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(AnyVisitor)
    }
}

struct AnyVisitor;

impl<'de> Visitor<'de> for AnyVisitor {
    type Value = AnyValue;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }

    fn visit_i64<E>(self, _: i64) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }

    fn visit_u64<E>(self, _: u64) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }

    fn visit_f64<E>(self, _: f64) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }

    fn visit_str<E>(self, _: &str) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }

    fn visit_unit<E>(self) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<AnyValue, A::Error> {
        while seq.next_element::<AnyValue>()?.is_some() {}
        Ok(AnyValue)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<AnyValue, A::Error> {
        let mut keys = HashSet::new();
        while let Some(Key(key)) = map.next_key::<Key<'de>>()? {
            map.next_value::<AnyValue>()?;
            if !keys.insert(key.clone()) {
                return Err(de::Error::custom(format!("the key `{key}` appears twice in one object")));
            }
        }
        Ok(AnyValue)
    }
}

/// An object key, borrowed from the text when it holds no escape.
struct Key<'de>(Cow<'de, str>);

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl<'de> Visitor<'de> for KeyVisitor {
            type Value = Key<'de>;

            fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
                formatter.write_str("an object key")
            }

            fn visit_borrowed_str<E>(self, key: &'de str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Borrowed(key)))
            }

            fn visit_str<E>(self, key: &str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Owned(key.to_owned())))
            }
        }
        deserializer.deserialize_str(KeyVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::refuse_repeated_keys;

    #[test]
    fn a_repeated_key_is_refused_at_any_depth() {
        assert!(refuse_repeated_keys(r#"{"a": [1, {"b": {"tiles": 3, "t": 1}}], "c": null}"#).is_ok());
        let error = refuse_repeated_keys(r#"{"a": [1, {"b": {"tiles": 3, "tiles": 500}}]}"#).unwrap_err();
        assert!(error.to_string().contains("the key `tiles` appears twice"), "{error}");
        // The same key once escaped and once not is still the same key.
        let error = refuse_repeated_keys(r#"{"tiles": 3, "ti\u006ces": 500}"#).unwrap_err();
        assert!(error.to_string().contains("`tiles` appears twice"), "{error}");
        // Equal keys in different objects are fine.
        assert!(refuse_repeated_keys(r#"[{"tiles": 3}, {"tiles": 500}]"#).is_ok());
        assert!(refuse_repeated_keys("{\"a\": ").is_err(), "not JSON");
    }
}
