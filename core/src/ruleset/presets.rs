//! Quick selections (Part C.3): predefined sets of expansions with their edition.
//!
//! The seeds list the names but not what each set selects; the contents below come
//! from the boxes' published contents (see `docs/rules-decisions.md`, "Presets").
//! Where no source confirmed a box's contents, `confirmed` is false and the app
//! says so; the players can always adjust the selection by hand. Every preset
//! includes the base game.

use serde::Serialize;

use super::{Edition, Ruleset, RulesetSpec, Variants};
use crate::{Error, Result};

/// One quick selection.
#[derive(Debug, Serialize)]
pub struct Preset {
    /// Key (C.3).
    pub key: &'static str,
    /// English name.
    pub name: &'static str,
    /// The edition the set belongs to.
    pub edition: Edition,
    /// Expansion or component keys.
    pub expansions: &'static [&'static str],
    /// Whether a published contents list confirmed the selection.
    pub confirmed: bool,
}

const MINIS: [&str; 7] = [
    "mini1_flying_machines",
    "mini2_messages",
    "mini3_ferries",
    "mini4_gold_mines",
    "mini5_mage_witch",
    "mini6_robbers",
    "mini7_crop_circles",
];

/// Every quick selection in C.3 order.
pub static PRESETS: &[Preset] = &[
    Preset {
        key: "all_c1",
        name: "Select all C1",
        edition: Edition::C1,
        expansions: &[
            "exp01_inns_cathedrals",
            "exp02_traders_builders",
            "exp03_princess_dragon",
            "exp04_tower",
            "exp05_abbey_mayor",
            "exp06_count_king_robber",
            "exp07_catapult",
            "exp08_bridges_castles_bazaars",
            "exp09_hills_sheep",
            "wheel_of_fortune",
            MINIS[0],
            MINIS[1],
            MINIS[2],
            MINIS[3],
            MINIS[4],
            MINIS[5],
            MINIS[6],
            "river",
            "cathars_siege",
            "gq11",
            "phantom",
            "halflings",
            "plague",
            "tunnel",
            "festival",
            "wind_roses",
            "little_buildings",
            "darmstadt_promo",
            "school",
            "russian_promos",
            "la_porxada",
            "german_castles",
            "german_cathedrals",
            "monasteries_de_nl_be_japan",
        ],
        confirmed: false,
    },
    Preset {
        key: "all_c2c3",
        name: "Select all C2+C3",
        edition: Edition::C3,
        expansions: &[
            "exp01_inns_cathedrals",
            "exp02_traders_builders",
            "exp03_princess_dragon",
            "exp04_tower",
            "exp05_abbey_mayor",
            "exp06_count_king_robber",
            "exp08_bridges_castles_bazaars",
            "exp09_hills_sheep",
            "exp10_under_the_big_top",
            "exp11_ghosts_castles_cemeteries",
            MINIS[0],
            MINIS[1],
            MINIS[2],
            MINIS[3],
            MINIS[4],
            MINIS[5],
            MINIS[6],
            "river",
            "river_20th_anniversary",
            "german_castles",
            "spiel_promo_tiles",
            "labyrinth",
            "abbot",
            "watchtowers",
            "markets_of_leipzig",
            "fruit_trees",
            "barber_surgeons",
            "spiel_doch_2018",
            "tollkeepers",
            "peasant_revolts",
            "anniversary20_expansion",
            "gifts",
            "signposts",
            "bets",
            "ukraine_promo",
            "wonders_of_humanity",
            "spell_circles",
            "drawbridges",
        ],
        confirmed: false,
    },
    Preset {
        key: "all_we",
        name: "Select all WE",
        edition: Edition::Winter,
        expansions: &["mini7_crop_circles", "we_gingerbread_man"],
        confirmed: false,
    },
    Preset {
        key: "edition_neutral",
        name: "Select edition-neutral material",
        edition: Edition::C3,
        expansions: &["phantom", "tunnel", "little_buildings", "plague"],
        confirmed: false,
    },
    Preset {
        key: "big_box_1",
        name: "Big Box 1",
        edition: Edition::C1,
        expansions: &["river", "exp01_inns_cathedrals", "exp02_traders_builders", "exp03_princess_dragon"],
        confirmed: false,
    },
    Preset {
        key: "big_box_1_rgg",
        name: "Big Box 1 (Rio Grande Games)",
        edition: Edition::C1,
        expansions: &["river", "exp01_inns_cathedrals", "exp02_traders_builders", "exp03_princess_dragon"],
        confirmed: false,
    },
    Preset {
        key: "big_box_2",
        name: "Big Box 2",
        edition: Edition::C1,
        expansions: &[
            "river",
            "exp01_inns_cathedrals",
            "exp02_traders_builders",
            "exp03_princess_dragon",
            "exp04_tower",
        ],
        confirmed: true,
    },
    Preset {
        key: "big_box_3",
        name: "Big Box 3",
        edition: Edition::C1,
        expansions: &[
            "river",
            "exp01_inns_cathedrals",
            "exp02_traders_builders",
            "exp03_princess_dragon",
            "exp04_tower",
            "exp05_abbey_mayor",
        ],
        confirmed: false,
    },
    Preset {
        key: "big_box_4",
        name: "Big Box 4",
        edition: Edition::C1,
        expansions: &[
            "river",
            "exp01_inns_cathedrals",
            "exp02_traders_builders",
            MINIS[0],
            MINIS[1],
            MINIS[2],
            MINIS[3],
            MINIS[4],
            MINIS[5],
        ],
        confirmed: false,
    },
    Preset {
        key: "big_box_5",
        name: "Big Box 5",
        edition: Edition::C1,
        expansions: &[
            "river",
            "exp01_inns_cathedrals",
            "exp02_traders_builders",
            "exp09_hills_sheep",
            "wheel_of_fortune",
        ],
        confirmed: true,
    },
    Preset {
        key: "big_box_6",
        name: "Big Box 6",
        edition: Edition::C2,
        expansions: &[
            "river",
            "abbot",
            "exp01_inns_cathedrals",
            "exp02_traders_builders",
            MINIS[0],
            MINIS[1],
            MINIS[2],
            MINIS[3],
            MINIS[4],
            MINIS[5],
            MINIS[6],
        ],
        confirmed: true,
    },
    Preset {
        key: "big_box_7",
        name: "Big Box 7",
        edition: Edition::C3,
        expansions: &[
            "river",
            "abbot",
            "exp01_inns_cathedrals",
            "exp02_traders_builders",
            MINIS[0],
            MINIS[1],
            MINIS[2],
            MINIS[3],
            MINIS[4],
            MINIS[5],
            MINIS[6],
        ],
        confirmed: true,
    },
    Preset {
        key: "le_2003",
        name: "Limited Edition 2003",
        edition: Edition::C1,
        expansions: &["exp01_inns_cathedrals"],
        confirmed: false,
    },
    Preset {
        key: "le_traders_builders",
        name: "LE Traders And Builders",
        edition: Edition::C1,
        expansions: &["exp02_traders_builders"],
        confirmed: false,
    },
    Preset {
        key: "le_princess_dragon",
        name: "LE Princess And Dragon",
        edition: Edition::C1,
        expansions: &["exp03_princess_dragon"],
        confirmed: false,
    },
    Preset {
        key: "le_crop_circles",
        name: "LE Crop Circles",
        edition: Edition::C1,
        expansions: &["mini7_crop_circles"],
        confirmed: true,
    },
    Preset {
        key: "le_10th_anniversary",
        name: "LE 10th Anniversary",
        edition: Edition::C1,
        expansions: &["festival"],
        confirmed: true,
    },
    Preset {
        key: "le_mueller_exclusive",
        name: "LE Müller Exclusive",
        edition: Edition::C1,
        expansions: &[],
        confirmed: false,
    },
    Preset {
        key: "anniversary20_edition",
        name: "20th Anniversary Edition",
        edition: Edition::C3,
        expansions: &["river_20th_anniversary", "abbot", "anniversary20_expansion"],
        confirmed: true,
    },
];

/// The preset called `key`.
///
/// # Errors
/// [`Error::UnknownPreset`].
pub fn find(key: &str) -> Result<&'static Preset> {
    PRESETS.iter().find(|preset| preset.key == key).ok_or_else(|| Error::UnknownPreset { key: key.to_owned() })
}

impl Preset {
    /// The ruleset this preset selects, with the given variants.
    pub fn ruleset(&self, variants: Variants) -> Ruleset {
        let spec = RulesetSpec {
            edition: self.edition,
            expansions: self.expansions.iter().map(|key| (*key).to_owned()).collect(),
            variants,
        };
        Ruleset::from_spec(&spec).unwrap_or_else(|error| unreachable!("preset {} is valid: {error}", self.key))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Element;

    #[test]
    fn every_preset_names_known_expansions() {
        for preset in PRESETS {
            let _ = preset.ruleset(Variants::default());
        }
        assert_eq!(PRESETS.len(), 19, "C.3 lists 19 quick selections");
    }

    #[test]
    fn big_box_6_is_second_edition_with_the_minis() {
        let ruleset = find("big_box_6").unwrap().ruleset(Variants::default());
        assert_eq!(ruleset.edition(), Edition::C2);
        assert!(ruleset.has(Element::Messages) && ruleset.has(Element::Robbers) && ruleset.has(Element::Abbot));
        assert!(!ruleset.has(Element::Princess));
    }

    #[test]
    fn unknown_preset_is_an_error() {
        assert_eq!(find("big_box_9").unwrap_err(), Error::UnknownPreset { key: "big_box_9".into() });
    }
}
