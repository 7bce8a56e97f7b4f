//! Turns `--edition`, `--expansions`, `--preset` and `--variants` into a ruleset.

use tally_core::ruleset::presets;
use tally_core::{Edition, Ruleset, RulesetSpec, Variants};

use crate::cli::RulesetArgs;
use crate::failure::{Failure, Outcome};

/// The ruleset the arguments describe.
pub fn ruleset(args: &RulesetArgs) -> Outcome<Ruleset> {
    let preset = args.preset.as_deref().map(presets::find).transpose()?;
    let edition = match (&args.edition, preset) {
        (Some(key), _) => Edition::parse(key)?,
        (None, Some(preset)) => preset.edition,
        (None, None) => Edition::default(),
    };
    let variants: Variants = match &args.variants {
        Some(json) => serde_json::from_str(json).map_err(|error| Failure::BadInput(format!("--variants: {error}")))?,
        None => Variants::default(),
    };
    let mut expansions: Vec<String> =
        preset.map(|preset| preset.expansions.iter().map(|key| (*key).to_owned()).collect()).unwrap_or_default();
    expansions.extend(args.expansions.iter().filter(|key| !key.is_empty()).cloned());
    Ok(Ruleset::from_spec(&RulesetSpec { edition, expansions, variants })?)
}
