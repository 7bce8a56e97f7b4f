//! Free functions for the new-game screen and for rule lookups outside a game:
//! what the catalog offers, a ruleset checked, the forms of a ruleset, and the
//! JSON contracts of `tally score` / `tally event`.

use tally_core::rules::{self as core_rules, When};
use tally_core::ruleset::choices::{
    self, ColourChoice, EditionChoice, ExpansionChoice, PresetChoice, StepChoice, VariantChoice,
};
use tally_core::ruleset::presets;
use tally_core::table::{FeatureInfo, Form};
use tally_core::{Ruleset, RulesetSpec, Variants};

use crate::TallyError;
use crate::error::{core, guard};

/// Chooses the language of every text the core produces from a locale tag (the
/// system's: `fr-FR`, `cs`); returns the language used (English for one Tally
/// does not speak).
#[uniffi::export]
pub fn set_locale(tag: String) -> String {
    tally_core::l10n::set_locale(&tag).to_owned()
}

/// The editions.
#[uniffi::export]
pub fn editions() -> Vec<EditionChoice> {
    choices::editions()
}

/// Every expansion with its components, in the selector's order (Part C).
#[uniffi::export]
pub fn expansions() -> Vec<ExpansionChoice> {
    choices::expansions()
}

/// The quick selections (Big Box 1-7, limited editions...).
#[uniffi::export]
pub fn presets() -> Vec<PresetChoice> {
    choices::presets()
}

/// Every rule variant with its options.
#[uniffi::export]
pub fn variant_choices() -> Vec<VariantChoice> {
    choices::variants()
}

/// The rule variants with the option chosen in `variants` (a ruleset being set up).
#[uniffi::export]
pub fn variant_choices_of(variants: Variants) -> Vec<VariantChoice> {
    choices::variants_of(&variants)
}

/// The largest correction by hand, either way (points).
#[uniffi::export]
pub fn correction_limit() -> i64 {
    tally_core::session::MAX_CORRECTION
}

/// The meeple colours.
#[uniffi::export]
pub fn colours() -> Vec<ColourChoice> {
    choices::colours()
}

/// The turn steps in order, then the end of the game.
#[uniffi::export]
pub fn steps() -> Vec<StepChoice> {
    choices::steps()
}

/// The ruleset of a preset, with default variants.
///
/// # Errors
/// An unknown preset.
#[uniffi::export]
pub fn preset_ruleset(key: String) -> Result<RulesetSpec, TallyError> {
    core(|| Ok(presets::find(&key)?.ruleset(Variants::default()).to_spec()))
}

/// `variants` with the variant `key` set to `option`.
///
/// # Errors
/// An unknown variant or option.
#[uniffi::export]
pub fn with_variant(variants: Variants, key: String, option: String) -> Result<Variants, TallyError> {
    core(|| variants.with_setting(&key, &option))
}

/// A ruleset checked, written the canonical way.
///
/// # Errors
/// Unknown expansions.
#[uniffi::export]
pub fn validate_ruleset(ruleset: RulesetSpec) -> Result<RulesetSpec, TallyError> {
    core(|| Ok(Ruleset::from_spec(&ruleset)?.to_spec()))
}

/// The features a ruleset scores at `when`.
///
/// # Errors
/// An invalid ruleset.
#[uniffi::export]
pub fn features(ruleset: RulesetSpec, when: When) -> Result<Vec<FeatureInfo>, TallyError> {
    core(|| {
        let ruleset = Ruleset::from_spec(&ruleset)?;
        Ok(core_rules::features()
            .iter()
            .filter(|def| def.is_available(&ruleset, when))
            .map(FeatureInfo::from)
            .collect())
    })
}

/// A feature's form under a ruleset.
///
/// # Errors
/// Unknown feature, invalid ruleset, or not scored then.
#[uniffi::export]
pub fn feature_form(ruleset: RulesetSpec, feature: String, when: When) -> Result<Form, TallyError> {
    core(|| {
        let def = core_rules::find_feature(&feature)?;
        Ok(Form::new(def.key, &def.title(), &def.schema(&Ruleset::from_spec(&ruleset)?, when)?))
    })
}

/// The `tally score` contract: a JSON request, the JSON score.
///
/// # Errors
/// As `tally score`.
#[uniffi::export]
pub fn score_feature_json(request: String) -> Result<String, TallyError> {
    guard(|| {
        let score = core_rules::score_feature_json(&request)?;
        serde_json::to_string(&score).map_err(|error| TallyError::Internal { reason: error.to_string() })
    })
}

/// The `tally event` contract: a JSON request, the JSON score.
///
/// # Errors
/// As `tally event`.
#[uniffi::export]
pub fn score_event_json(request: String) -> Result<String, TallyError> {
    guard(|| {
        let score = core_rules::events::score_event_json(&request)?;
        serde_json::to_string(&score).map_err(|error| TallyError::Internal { reason: error.to_string() })
    })
}
