//! What a new-game screen offers, as screens draw it: editions, expansions with
//! their components, quick selections, rule variants with their options, colours,
//! and the turn steps. Rendered from the catalog for the apps and the command line,
//! every name in the player's language (messages `edition-<key>`,
//! `expansion-<key>`, `component-<key>`, `preset-<key>`, `variant-<key>`,
//! `variant-<key>-<option>`, `step-<code>` of `core/locales/*/catalog.ftl`).

use serde::Serialize;

use crate::l10n::Message;

use crate::colour::Colour;

use super::catalog::{self, Group};
use super::{Edition, presets, variants};

/// An edition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct EditionChoice {
    /// The edition.
    pub edition: Edition,
    /// Its key (`c3`).
    pub key: String,
    /// Its name.
    pub name: String,
}

/// A component of an expansion (what the selector's "[+]" opens).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ComponentChoice {
    /// `<expansion>.<component>`, or the expansion key for a single-element one.
    pub key: String,
    /// Its name.
    pub name: String,
}

/// An expansion of the selector (Part C).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ExpansionChoice {
    /// Its key.
    pub key: String,
    /// Its name.
    pub name: String,
    /// The selector tab.
    pub group: Group,
    /// Its components.
    pub components: Vec<ComponentChoice>,
}

/// A quick selection (Part C.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PresetChoice {
    /// Its key (`big_box_6`).
    pub key: String,
    /// Its name.
    pub name: String,
    /// The edition of the set.
    pub edition: Edition,
    /// Expansion or component keys.
    pub expansions: Vec<String>,
    /// Whether a published contents list confirmed the selection.
    pub confirmed: bool,
}

/// One option of a rule variant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct VariantOption {
    /// The option's key (`true`/`false` for a switch).
    pub key: String,
    /// What the player reads.
    pub label: String,
}

/// A rule variant with its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct VariantChoice {
    /// Its key in the ruleset's variants.
    pub key: String,
    /// What the player reads.
    pub label: String,
    /// Its options; the first is the default.
    pub options: Vec<VariantOption>,
    /// The option chosen in the variants it was read from (the default for
    /// [`variants`]).
    pub selected: String,
}

/// A meeple colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ColourChoice {
    /// The colour.
    pub colour: Colour,
    /// Its key (a player's id in a game).
    pub key: String,
    /// 0xRRGGBB for drawing the meeple.
    pub rgb: u32,
}

/// The editions.
pub fn editions() -> Vec<EditionChoice> {
    Edition::ALL
        .iter()
        .map(|edition| EditionChoice {
            edition: *edition,
            key: edition.key().to_owned(),
            name: Message::keyed("edition", edition.key()).text(),
        })
        .collect()
}

/// The expansions in the selector's order, with their components.
pub fn expansions() -> Vec<ExpansionChoice> {
    catalog::EXPANSIONS
        .iter()
        .map(|expansion| ExpansionChoice {
            key: expansion.key.to_owned(),
            name: Message::keyed("expansion", expansion.key).text(),
            group: expansion.group,
            components: expansion
                .components
                .iter()
                .map(|component| ComponentChoice {
                    key: component.key.to_owned(),
                    name: catalog::title_of(component.key).text(),
                })
                .collect(),
        })
        .collect()
}

/// The quick selections.
pub fn presets() -> Vec<PresetChoice> {
    presets::PRESETS
        .iter()
        .map(|preset| PresetChoice {
            key: preset.key.to_owned(),
            name: Message::keyed("preset", preset.key).text(),
            edition: preset.edition,
            expansions: preset.expansions.iter().map(|key| (*key).to_owned()).collect(),
            confirmed: preset.confirmed,
        })
        .collect()
}

/// The rule variants with their options.
pub fn variants() -> Vec<VariantChoice> {
    variants_of(&variants::Variants::default())
}

/// The rule variants with their options and the one chosen in `chosen`.
pub fn variants_of(chosen: &variants::Variants) -> Vec<VariantChoice> {
    let settings = chosen.settings();
    variants::descriptions()
        .into_iter()
        .map(|description| VariantChoice {
            selected: settings
                .iter()
                .find(|(key, _)| *key == description.key)
                .map(|(_, value)| value.clone())
                .unwrap_or_default(),
            key: description.key.to_owned(),
            label: description.title().text(),
            options: description
                .options
                .iter()
                .map(|(key, _)| VariantOption { key: (*key).to_owned(), label: description.option_title(key).text() })
                .collect(),
        })
        .collect()
}

/// The meeple colours, in the order a new game offers them.
pub fn colours() -> Vec<ColourChoice> {
    Colour::ALL
        .iter()
        .map(|colour| ColourChoice { colour: *colour, key: colour.key().to_owned(), rgb: colour.rgb() })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_shows_the_option_chosen() {
        let defaults = variants();
        let zmg = defaults.iter().find(|variant| variant.key == "messages_zmg").expect("the ZMG rule");
        assert_eq!(zmg.selected, "false");
        let chosen = variants::Variants::default().with_setting("messages_zmg", "true").expect("a setting");
        let shown = variants_of(&chosen);
        assert_eq!(
            shown.iter().find(|variant| variant.key == "messages_zmg").map(|v| v.selected.as_str()),
            Some("true")
        );
        let ghosts = shown.iter().find(|variant| variant.key == "end_game_ghost_penalty").expect("ghosts");
        assert_eq!(ghosts.selected, "one", "the others keep their default");
    }
}
