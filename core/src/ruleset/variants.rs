//! Rule variants the reference names, and the house-rule options that settle its
//! disagreements (see `docs/rules-decisions.md`).

use serde::{Deserialize, Serialize};

use crate::l10n::Message;
use crate::msg;

/// How little buildings score (LITTLE_BUILDINGS in the reference).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum LittleBuildingsRule {
    /// Basic rules: +1 point per little building.
    #[default]
    Basic,
    /// Variant rules: +1 per shed, +2 per house, +3 per tower.
    Variant,
}

/// Which Spiel Doch! 02/2018 rules are played (`spiel_doch_2018.order`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SpielDochRule {
    /// Basic rules: placing the tiles in order scores 0.
    #[default]
    Basic,
    /// Variant rules: placing the tiles in order scores 5.
    Variant,
}

/// How a labyrinth tile on a road to a German cathedral counts at the end of the game
/// (Appendix 2 #7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum CathedralLabyrinthRule {
    /// \[003\]\[004\]: the labyrinth tile merges all roads connected to it.
    #[default]
    Merge,
    /// \[002\]: the labyrinth tile scores only when every road leading out of it is closed.
    ClosedOnly,
}

/// Ghost penalty per ghost at the end of the game (Appendix 2 #1, B.0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum EndGameGhostPenalty {
    /// -1 per ghost: \[002\] and \[003\], the complete end-game seed.
    #[default]
    One,
    /// -2 per ghost, as during the game (\[004\] for most features).
    Two,
}

impl EndGameGhostPenalty {
    /// Points per ghost (negative).
    pub fn per_ghost(self) -> i64 {
        match self {
            Self::One => -1,
            Self::Two => -2,
        }
    }
}

/// The rule variants in play. Every field has the default a player would expect; an
/// unknown field is an error, so a misspelt option never passes silently.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Variants {
    /// Little buildings: basic or variant scoring.
    pub little_buildings: LittleBuildingsRule,
    /// The Labyrinth's advanced rules (`road.labyrinth.meeples`).
    pub labyrinth_advanced: bool,
    /// Spiel Doch! 02/2018: basic or variant rules.
    pub spiel_doch: SpielDochRule,
    /// Messages, ZMG rule: no dispatch when another player's scoring figure stands on
    /// the dark space.
    pub messages_zmg: bool,
    /// Ghost penalty at the end of the game.
    pub end_game_ghost_penalty: EndGameGhostPenalty,
    /// Ghosts on acrobats at the end of the game hit only majority holders (\[004\]).
    pub acrobat_ghosts_majority_only: bool,
    /// Labyrinth tiles on roads to a German cathedral at the end of the game.
    pub cathedral_labyrinth: CathedralLabyrinthRule,
}

/// One rule variant as a form shows it: its key in [`Variants`], a label, and its
/// options (`true`/`false` for a switch).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VariantDescription {
    /// Field name in [`Variants`].
    pub key: &'static str,
    /// What the player reads, in English (the message `variant-<key>` in the
    /// player's language: [`VariantDescription::title`]).
    pub label: &'static str,
    /// Option keys and English labels (messages `variant-<key>-<option>`); a switch
    /// has `false` and `true`.
    pub options: &'static [(&'static str, &'static str)],
}

impl VariantDescription {
    /// Its label in the player's language.
    pub fn title(&self) -> Message {
        Message::keyed("variant", self.key)
    }

    /// The label of its option `option` in the player's language.
    pub fn option_title(&self, option: &str) -> Message {
        Message::keyed("variant", &format!("{}-{option}", self.key))
    }
}

const SWITCH: &[(&str, &str)] = &[("false", "Off"), ("true", "On")];

/// Every rule variant, in form order.
pub fn descriptions() -> Vec<VariantDescription> {
    vec![
        VariantDescription {
            key: "little_buildings",
            label: "Little buildings scoring",
            options: &[("basic", "Basic: +1 per little building"), ("variant", "Variant: shed +1, house +2, tower +3")],
        },
        VariantDescription {
            key: "labyrinth_advanced",
            label: "Labyrinth advanced rules (+2 per meeple)",
            options: SWITCH,
        },
        VariantDescription {
            key: "spiel_doch",
            label: "Spiel Doch! 02/2018 rules",
            options: &[("basic", "Basic: 0 points"), ("variant", "Variant: 5 points")],
        },
        VariantDescription {
            key: "messages_zmg",
            label: "Messages: no dispatch beside another player's figure (ZMG rule)",
            options: SWITCH,
        },
        VariantDescription {
            key: "end_game_ghost_penalty",
            label: "Ghosts at the end of the game",
            options: &[("one", "-1 per ghost"), ("two", "-2 per ghost")],
        },
        VariantDescription {
            key: "acrobat_ghosts_majority_only",
            label: "Ghosts on acrobats hit only the majority at the end",
            options: SWITCH,
        },
        VariantDescription {
            key: "cathedral_labyrinth",
            label: "Labyrinth on roads to a German cathedral at the end",
            options: &[
                ("merge", "Merges the roads connected to it"),
                ("closed_only", "Scores only when every road out is closed"),
            ],
        },
    ]
}

impl Variants {
    /// The variants with one option set by key and option key (the form's values).
    ///
    /// # Errors
    /// [`crate::Error::InvalidInput`] naming the variant for an unknown key or option.
    pub fn with_setting(&self, key: &str, option: &str) -> crate::Result<Variants> {
        let description = descriptions()
            .into_iter()
            .find(|description| description.key == key)
            .ok_or_else(|| crate::Error::invalid(key, msg!("variant-error-unknown")))?;
        if !description.options.iter().any(|(value, _)| *value == option) {
            let keys: Vec<&str> = description.options.iter().map(|(value, _)| *value).collect();
            return Err(crate::Error::invalid(
                key,
                msg!("input-not-an-option", key = option.to_owned(), options = keys.join(", ")),
            ));
        }
        let invalid = |error: serde_json::Error| crate::Error::invalid(key, Message::verbatim(error.to_string()));
        let mut json = serde_json::to_value(self).map_err(invalid)?;
        let value = match option {
            "true" => serde_json::Value::Bool(true),
            "false" => serde_json::Value::Bool(false),
            other => serde_json::Value::String(other.to_owned()),
        };
        json[key] = value;
        serde_json::from_value(json).map_err(invalid)
    }

    /// The option key of every variant, in form order.
    pub fn settings(&self) -> Vec<(&'static str, String)> {
        let json = serde_json::to_value(self).unwrap_or_default();
        descriptions()
            .into_iter()
            .map(|description| {
                let value = match &json[description.key] {
                    serde_json::Value::Bool(on) => on.to_string(),
                    serde_json::Value::String(key) => key.clone(),
                    other => other.to_string(),
                };
                (description.key, value)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_has_a_description_and_round_trips() {
        let json = serde_json::to_value(Variants::default()).unwrap();
        let keys: Vec<&str> = descriptions().iter().map(|description| description.key).collect();
        assert_eq!(json.as_object().unwrap().len(), keys.len());
        for description in descriptions() {
            for (option, _) in description.options {
                let variants = Variants::default().with_setting(description.key, option).unwrap();
                let settings = variants.settings();
                assert!(settings.contains(&(description.key, (*option).to_owned())), "{}={option}", description.key);
            }
        }
        assert!(Variants::default().with_setting("little_buildings", "huge").is_err());
        assert!(Variants::default().with_setting("free_points", "true").is_err());
    }
}
