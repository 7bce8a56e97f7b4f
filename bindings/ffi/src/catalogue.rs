//! Free functions for the new-game screen and for rule lookups outside a game:
//! what the catalog offers, a ruleset checked, a scoring draft kept as JSON, and
//! the JSON contracts of `tally score` / `tally event`. What a game's table offers
//! is its session's catalogue.

use tally_core::rules as core_rules;
use tally_core::ruleset::choices::{self, ColourChoice, EditionChoice, ExpansionChoice, PresetChoice, VariantChoice};
use tally_core::ruleset::presets;
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

/// A scoring draft as JSON, to keep across process death.
///
/// # Errors
/// Only an internal error.
#[uniffi::export]
pub fn draft_to_json(draft: tally_core::table::ScoringDraft) -> Result<String, TallyError> {
    core(|| draft.to_json())
}

/// A scoring draft kept with [`draft_to_json`].
///
/// # Errors
/// Text that is not a kept draft.
#[uniffi::export]
pub fn draft_from_json(json: String) -> Result<tally_core::table::ScoringDraft, TallyError> {
    core(|| tally_core::table::ScoringDraft::from_json(&json))
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

/// The turn steps in order, then the end of the game, with their codes and names
/// (a stored game's history is read with them).
#[uniffi::export]
pub fn steps() -> Vec<tally_core::table::StepInfo> {
    tally_core::table::step_infos()
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
