//! What is being played: the edition, the expansions (or their components) and the
//! rule variants.
//!
//! - [`catalog`]: the expansion selector of Part C (keys, names, components).
//! - [`presets`]: the quick selections (Big Box 1-7, limited editions...).
//! - [`variants`]: rule variants and house-rule options.
//!
//! A [`Ruleset`] is built from a [`RulesetSpec`] (the JSON form, with keys) and
//! validated: an unknown expansion key is an error.

pub mod catalog;
pub mod choices;
pub mod presets;
pub mod variants;

use serde::{Deserialize, Serialize};

pub use catalog::{Element, Group};
pub use variants::Variants;

use crate::Error;

/// The edition of the tiles and rules (C1, C2, C3 or the Winter edition).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Edition {
    /// First edition.
    C1,
    /// Second edition (2014 on); grouped with C3 as "new edition".
    C2,
    /// Third edition (2021 on); grouped with C2 as "new edition".
    #[default]
    C3,
    /// Winter edition.
    Winter,
}

impl Edition {
    /// Every edition, in the reference's order.
    pub const ALL: [Edition; 4] = [Edition::C1, Edition::C2, Edition::C3, Edition::Winter];

    /// The key used in JSON and on the command line.
    pub fn key(self) -> &'static str {
        match self {
            Edition::C1 => "c1",
            Edition::C2 => "c2",
            Edition::C3 => "c3",
            Edition::Winter => "winter",
        }
    }

    /// The English name.
    pub fn name(self) -> &'static str {
        match self {
            Edition::C1 => "First edition (C1)",
            Edition::C2 => "Second edition (C2)",
            Edition::C3 => "Third edition (C3)",
            Edition::Winter => "Winter edition (WE)",
        }
    }

    /// Picks the alternative of a three-way row "C1 / C2+C3 / WE".
    pub fn pick<T>(self, c1: T, new_edition: T, winter: T) -> T {
        match self {
            Edition::C1 => c1,
            Edition::C2 | Edition::C3 => new_edition,
            Edition::Winter => winter,
        }
    }

    /// Parses a key ("c1", "c2", "c3", "winter"; "we" is accepted too).
    ///
    /// # Errors
    /// [`Error::UnknownEdition`] for anything else.
    pub fn parse(key: &str) -> Result<Edition, Error> {
        match key.to_ascii_lowercase().as_str() {
            "c1" => Ok(Edition::C1),
            "c2" => Ok(Edition::C2),
            "c3" => Ok(Edition::C3),
            "winter" | "we" => Ok(Edition::Winter),
            _ => Err(Error::UnknownEdition { key: key.to_owned() }),
        }
    }
}

/// A ruleset as JSON carries it: the edition, expansion or component keys, variants.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RulesetSpec {
    /// Edition key.
    #[serde(default)]
    pub edition: Edition,
    /// Expansion keys (all components) or component keys (`expansion.component`).
    #[serde(default)]
    pub expansions: Vec<String>,
    /// Rule variants.
    #[serde(default)]
    pub variants: Variants,
}

/// A validated ruleset: the edition, the set of elements in play and the variants.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ruleset {
    edition: Edition,
    elements: Elements,
    variants: Variants,
}

/// The elements in play, one bit per [`Element`]: the rules ask "is this in play?"
/// for every input of every form, so it is a mask, not a tree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Elements(u128);

impl Elements {
    fn bit(element: Element) -> u128 {
        1u128 << (element as u32)
    }

    fn insert(&mut self, element: Element) {
        self.0 |= Elements::bit(element);
    }

    fn contains(self, element: Element) -> bool {
        self.0 & Elements::bit(element) != 0
    }
}

// Every element has its bit: the last one declared is below 128.
const _: () = assert!((Element::FanWetlands as u32) < u128::BITS);

impl Extend<Element> for Elements {
    fn extend<I: IntoIterator<Item = Element>>(&mut self, elements: I) {
        for element in elements {
            self.insert(element);
        }
    }
}

impl FromIterator<Element> for Elements {
    fn from_iter<I: IntoIterator<Item = Element>>(elements: I) -> Elements {
        let mut set = Elements::default();
        set.extend(elements);
        set
    }
}

impl Ruleset {
    /// The base game of `edition` with no expansion and default variants.
    pub fn base(edition: Edition) -> Ruleset {
        Ruleset { edition, elements: Elements::default(), variants: Variants::default() }
    }

    /// Validates a spec.
    ///
    /// # Errors
    /// [`Error::UnknownExpansion`] for a key that names neither an expansion nor a
    /// component.
    pub fn from_spec(spec: &RulesetSpec) -> Result<Ruleset, Error> {
        let mut ruleset = Ruleset::base(spec.edition);
        ruleset.variants = spec.variants;
        for key in &spec.expansions {
            ruleset.enable_key(key)?;
        }
        Ok(ruleset)
    }

    /// Every element of the catalog, with default variants: what "select all" gives.
    pub fn everything(edition: Edition) -> Ruleset {
        let mut ruleset = Ruleset::base(edition);
        ruleset.elements = catalog::components().map(|component| component.element).collect();
        ruleset
    }

    /// Switches on an expansion (all components) or one component by key.
    ///
    /// # Errors
    /// [`Error::UnknownExpansion`] if the key is not in the catalog.
    pub fn enable_key(&mut self, key: &str) -> Result<(), Error> {
        if let Some(expansion) = catalog::expansion(key) {
            self.elements.extend(expansion.components.iter().map(|component| component.element));
            return Ok(());
        }
        let component = catalog::components()
            .find(|component| component.key == key)
            .ok_or_else(|| Error::UnknownExpansion { key: key.to_owned() })?;
        self.elements.insert(component.element);
        Ok(())
    }

    /// Switches on one element.
    pub fn enable(&mut self, element: Element) -> &mut Ruleset {
        self.elements.insert(element);
        self
    }

    /// Builder form of [`Ruleset::enable`].
    #[must_use]
    pub fn with(mut self, element: Element) -> Ruleset {
        self.elements.insert(element);
        self
    }

    /// Builder form replacing the variants.
    #[must_use]
    pub fn with_variants(mut self, variants: Variants) -> Ruleset {
        self.variants = variants;
        self
    }

    /// The edition.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// The rule variants.
    pub fn variants(&self) -> &Variants {
        &self.variants
    }

    /// Whether an element is in play.
    pub fn has(&self, element: Element) -> bool {
        self.elements.contains(element)
    }

    /// Whether any of the elements is in play.
    pub fn has_any(&self, elements: &[Element]) -> bool {
        elements.iter().any(|element| self.has(*element))
    }

    /// The spec form: an expansion key where all its components are on, otherwise
    /// component keys, in catalog order.
    pub fn to_spec(&self) -> RulesetSpec {
        let mut expansions = Vec::new();
        for expansion in catalog::EXPANSIONS {
            let on: Vec<_> = expansion.components.iter().filter(|component| self.has(component.element)).collect();
            if on.len() == expansion.components.len() {
                expansions.push(expansion.key.to_owned());
            } else {
                expansions.extend(on.iter().map(|component| component.key.to_owned()));
            }
        }
        RulesetSpec { edition: self.edition, expansions, variants: self.variants }
    }
}

impl Serialize for Ruleset {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_spec().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Ruleset {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let spec = RulesetSpec::deserialize(deserializer)?;
        Ruleset::from_spec(&spec).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_element_is_its_own_bit() {
        let all: Vec<Element> = catalog::components().map(|component| component.element).collect();
        for (index, element) in all.iter().enumerate() {
            let mut ruleset = Ruleset::base(Edition::C3);
            ruleset.elements.insert(*element);
            assert!(ruleset.has(*element));
            let others = all.iter().enumerate().filter(|(other, _)| *other != index);
            assert!(others.filter(|(_, other)| **other != *element).all(|(_, other)| !ruleset.has(*other)));
        }
    }

    #[test]
    fn a_whole_expansion_switches_on_every_component() {
        let spec = RulesetSpec {
            edition: Edition::C2,
            expansions: vec!["exp01_inns_cathedrals".into()],
            variants: Variants::default(),
        };
        let ruleset = Ruleset::from_spec(&spec).unwrap();
        assert!(ruleset.has(Element::Inns));
        assert!(ruleset.has(Element::Cathedrals));
        assert!(ruleset.has(Element::LargeMeeple));
        assert!(!ruleset.has(Element::Pig));
        assert_eq!(ruleset.to_spec(), spec);
    }

    #[test]
    fn one_component_is_kept_as_its_key() {
        let spec = RulesetSpec {
            edition: Edition::C1,
            expansions: vec!["exp05_abbey_mayor.barn".into(), "tunnel".into()],
            variants: Variants::default(),
        };
        let ruleset = Ruleset::from_spec(&spec).unwrap();
        assert!(ruleset.has(Element::Barn));
        assert!(!ruleset.has(Element::Mayor));
        assert_eq!(ruleset.to_spec().expansions, vec!["exp05_abbey_mayor.barn", "tunnel"]);
    }

    #[test]
    fn an_unknown_key_is_named_in_the_error() {
        let spec =
            RulesetSpec { edition: Edition::C3, expansions: vec!["exp99_space".into()], variants: Variants::default() };
        let error = Ruleset::from_spec(&spec).unwrap_err();
        assert_eq!(error, Error::UnknownExpansion { key: "exp99_space".into() });
    }

    #[test]
    fn an_unknown_variant_is_refused() {
        let json = r#"{"edition":"c3","variants":{"little_buildings":"variant","free_points":true}}"#;
        let error = serde_json::from_str::<RulesetSpec>(json).unwrap_err();
        assert!(error.to_string().contains("free_points"), "{error}");
    }

    #[test]
    fn edition_alternatives_follow_the_ordering_convention() {
        assert_eq!(Edition::C1.pick(1, 2, 3), 1);
        assert_eq!(Edition::C2.pick(1, 2, 3), 2);
        assert_eq!(Edition::C3.pick(1, 2, 3), 2);
        assert_eq!(Edition::Winter.pick(1, 2, 3), 3);
    }
}
