//! The BoardGameGeek ids of Carcassonne and of the expansions whose id Tally knows.
//! BG Stats and BoardGameGeek match a game by this id. Each id below was read in a
//! record that BoardGameGeek itself produced (its XML API's answer); an expansion not
//! listed has no id here because none was found in such a record, and is exported by
//! name alone rather than under a guessed id. `docs/exports.md` names the sources.

use crate::ruleset::catalog::{EXPANSIONS, Expansion};

/// A game or expansion on BoardGameGeek.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BggItem {
    /// Its BoardGameGeek id (`objectid`).
    pub id: u32,
    /// Its primary name on BoardGameGeek.
    pub name: &'static str,
}

/// Carcassonne: every edition Tally knows is this one game on BoardGameGeek, the
/// Winter edition included (its own entry's id is not known here; see the docs).
pub const CARCASSONNE: BggItem = BggItem { id: 822, name: "Carcassonne" };

/// Expansion keys of the catalog with the BoardGameGeek item they are.
/// Source: a BoardGameGeek collection as its XML API returns it (objectid and name
/// of each item), and, for The Plague, a record of BoardGameGeek's entries in a
/// public retrieval test report; see `docs/exports.md`.
const KNOWN: &[(&str, BggItem)] = &[
    ("exp01_inns_cathedrals", BggItem { id: 2993, name: "Carcassonne: Inns & Cathedrals" }),
    ("exp02_traders_builders", BggItem { id: 5405, name: "Carcassonne: Traders & Builders" }),
    ("exp03_princess_dragon", BggItem { id: 15158, name: "Carcassonne: The Princess & the Dragon" }),
    ("river", BggItem { id: 2591, name: "Carcassonne: The River" }),
    ("plague", BggItem { id: 85003, name: "Carcassonne: The Plague" }),
];

/// The BoardGameGeek item of an expansion of the catalog, when its id is known.
pub fn of_expansion(expansion: &Expansion) -> Option<BggItem> {
    KNOWN.iter().find(|(key, _)| *key == expansion.key).map(|(_, item)| *item)
}

/// The name an expansion is exported under: BoardGameGeek's when its id is known,
/// otherwise "Carcassonne: " and the catalog's English name.
pub fn export_name(expansion: &Expansion) -> String {
    of_expansion(expansion).map_or_else(|| format!("Carcassonne: {}", expansion.name), |item| item.name.to_owned())
}

/// Every expansion of the catalog with a known id (tests, docs).
pub fn known() -> impl Iterator<Item = (&'static Expansion, BggItem)> {
    EXPANSIONS.iter().filter_map(|expansion| of_expansion(expansion).map(|item| (expansion, item)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_known_id_names_an_expansion_of_the_catalog() {
        for (key, _) in KNOWN {
            assert!(crate::ruleset::catalog::expansion(key).is_some(), "{key} is not an expansion of the catalog");
        }
        assert_eq!(known().count(), KNOWN.len());
    }

    #[test]
    fn the_ids_are_the_ones_boardgamegeek_gives() {
        // Source: BoardGameGeek's XML API (collection items' objectid), docs/exports.md.
        let id = |key| crate::ruleset::catalog::expansion(key).and_then(of_expansion).map(|item| item.id);
        assert_eq!(CARCASSONNE.id, 822);
        assert_eq!(id("exp01_inns_cathedrals"), Some(2993));
        assert_eq!(id("exp02_traders_builders"), Some(5405));
        assert_eq!(id("exp03_princess_dragon"), Some(15158));
        assert_eq!(id("river"), Some(2591));
        assert_eq!(id("exp04_tower"), None, "no BoardGameGeek record found: exported by name");
    }
}
