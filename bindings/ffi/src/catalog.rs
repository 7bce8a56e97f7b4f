//! Free functions over the rules, for the new-game screen and the forms.

use tally_core::rules::{self as core_rules, When};
use tally_core::ruleset::{catalog, presets};
use tally_core::session::Colour as CoreColour;

use crate::TallyError;
use crate::error::guard;
use crate::game_types::ColourInfo;
use crate::rules_types::{
    EditionInfo, EndGameItem, ExpansionInfo, InputSpec, ItemInfo, PresetInfo, RulesetInput, Step, StepInfo,
    VariantOption,
};

/// The editions.
#[uniffi::export]
pub fn editions() -> Vec<EditionInfo> {
    tally_core::Edition::ALL
        .iter()
        .map(|edition| EditionInfo {
            edition: (*edition).into(),
            key: edition.key().to_owned(),
            name: edition.name().to_owned(),
        })
        .collect()
}

/// Every expansion with its components, grouped by selector tab, in the
/// reference's order (Part C).
#[uniffi::export]
pub fn expansions() -> Vec<ExpansionInfo> {
    catalog::EXPANSIONS.iter().map(ExpansionInfo::from).collect()
}

/// The quick selections (Big Box 1-7, limited editions...).
#[uniffi::export]
pub fn presets() -> Vec<PresetInfo> {
    presets::PRESETS.iter().map(PresetInfo::from).collect()
}

/// The ruleset of a preset, with default variants.
///
/// # Errors
/// An unknown preset.
#[uniffi::export]
pub fn preset_ruleset(key: String) -> Result<RulesetInput, TallyError> {
    guard(|| {
        let preset = presets::find(&key)?;
        Ok(RulesetInput::from(&preset.ruleset(tally_core::Variants::default())))
    })
}

/// Every rule variant with its options and default.
#[uniffi::export]
pub fn variant_options() -> Vec<VariantOption> {
    crate::rules_types::describe_variants()
}

/// The meeple colours.
#[uniffi::export]
pub fn colours() -> Vec<ColourInfo> {
    CoreColour::ALL.iter().map(|colour| ColourInfo::from(*colour)).collect()
}

/// The turn steps in order, then the end of the game.
#[uniffi::export]
pub fn steps() -> Vec<StepInfo> {
    core_rules::Step::TURN
        .iter()
        .chain([core_rules::Step::EndOfGame].iter())
        .map(|step| StepInfo::from(*step))
        .collect()
}

/// Checks a ruleset.
///
/// # Errors
/// Unknown expansions or variants.
#[uniffi::export]
pub fn validate_ruleset(ruleset: RulesetInput) -> Result<RulesetInput, TallyError> {
    guard(|| Ok(RulesetInput::from(&ruleset.to_core()?)))
}

/// The features that can be scored completed during the game, or at its end.
///
/// # Errors
/// An invalid ruleset.
#[uniffi::export]
pub fn features(ruleset: RulesetInput, end_of_game: bool) -> Result<Vec<ItemInfo>, TallyError> {
    guard(|| {
        let ruleset = ruleset.to_core()?;
        let when = if end_of_game { When::EndOfGame } else { When::Completed };
        Ok(core_rules::features().iter().filter(|def| def.is_available(&ruleset, when)).map(ItemInfo::from).collect())
    })
}

/// The events that can happen at `step`, in the reference's order.
///
/// # Errors
/// An invalid ruleset.
#[uniffi::export]
pub fn events_at(ruleset: RulesetInput, step: Step) -> Result<Vec<ItemInfo>, TallyError> {
    guard(|| {
        let ruleset = ruleset.to_core()?;
        Ok(core_rules::events::events_at(step.into(), &ruleset).into_iter().map(ItemInfo::from).collect())
    })
}

/// The end-game walkthrough: B.1 features, then B.2 and B.3 items.
///
/// # Errors
/// An invalid ruleset.
#[uniffi::export]
pub fn end_game_items(ruleset: RulesetInput) -> Result<Vec<EndGameItem>, TallyError> {
    guard(|| Ok(core_rules::events::end_game_items(&ruleset.to_core()?).iter().map(EndGameItem::from).collect()))
}

/// A feature's form.
///
/// # Errors
/// Unknown feature, invalid ruleset, or not available then.
#[uniffi::export]
pub fn feature_schema(ruleset: RulesetInput, feature: String, end_of_game: bool) -> Result<Vec<InputSpec>, TallyError> {
    guard(|| {
        let when = if end_of_game { When::EndOfGame } else { When::Completed };
        let schema = core_rules::find_feature(&feature)?.schema(&ruleset.to_core()?, when)?;
        Ok(schema.inputs().iter().map(InputSpec::from).collect())
    })
}

/// An event's form.
///
/// # Errors
/// Unknown event, invalid ruleset, or not available.
#[uniffi::export]
pub fn event_schema(ruleset: RulesetInput, event: String) -> Result<Vec<InputSpec>, TallyError> {
    guard(|| {
        let schema = core_rules::events::find_event(&event)?.schema(&ruleset.to_core()?)?;
        Ok(schema.inputs().iter().map(InputSpec::from).collect())
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
        serde_json::to_string(&score).map_err(|error| TallyError::internal(error.to_string()))
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
        serde_json::to_string(&score).map_err(|error| TallyError::internal(error.to_string()))
    })
}
