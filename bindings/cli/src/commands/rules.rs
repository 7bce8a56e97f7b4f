//! `tally rules <topic>`: editions, expansions, presets, features and variants.

use tally_core::Edition;
use tally_core::rules;
use tally_core::ruleset::{catalog, presets};

use crate::cli::RulesArgs;
use crate::failure::{Failure, Outcome};

/// Prints the topic as text or JSON.
pub fn run(args: &RulesArgs) -> Outcome {
    match args.topic.as_str() {
        "editions" => editions(args.json),
        "expansions" => expansions(args.json),
        "presets" => presets(args.json),
        "features" => features(args.json),
        "variants" => variants(args.json),
        other => Err(Failure::BadInput(format!(
            "unknown topic `{other}` (expected editions, expansions, presets, features or variants)"
        ))),
    }
}

fn editions(json: bool) -> Outcome {
    if json {
        let list: Vec<_> = Edition::ALL.iter().map(|e| serde_json::json!({"key": e.key(), "name": e.name()})).collect();
        println!("{}", serde_json::to_string_pretty(&list)?);
    } else {
        for edition in Edition::ALL {
            println!("{:<8} {}", edition.key(), edition.name());
        }
    }
    Ok(())
}

fn expansions(json: bool) -> Outcome {
    if json {
        println!("{}", serde_json::to_string_pretty(catalog::EXPANSIONS)?);
        return Ok(());
    }
    for expansion in catalog::EXPANSIONS {
        println!("{:<34} {}", expansion.key, expansion.name);
        if expansion.components.len() > 1 {
            for component in expansion.components {
                println!("  {:<32} {}", component.key, component.name);
            }
        }
    }
    Ok(())
}

fn presets(json: bool) -> Outcome {
    if json {
        println!("{}", serde_json::to_string_pretty(presets::PRESETS)?);
        return Ok(());
    }
    for preset in presets::PRESETS {
        let unconfirmed = if preset.confirmed { "" } else { " (contents unconfirmed)" };
        println!("{:<22} {} [{}]{unconfirmed}", preset.key, preset.name, preset.edition.key());
        println!(
            "    {}",
            if preset.expansions.is_empty() { "base game".into() } else { preset.expansions.join(", ") }
        );
    }
    Ok(())
}

fn features(json: bool) -> Outcome {
    if json {
        let list: Vec<_> = rules::features()
            .iter()
            .map(|f| {
                serde_json::json!({"key": f.key, "name": f.name, "in_game": f.in_game, "end_of_game": f.end_of_game})
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(());
    }
    for feature in rules::features() {
        let when = match (feature.in_game, feature.end_of_game) {
            (true, true) => "completed, end_of_game",
            (true, false) => "completed",
            _ => "end_of_game",
        };
        println!("{:<20} {:<30} {when}", feature.key, feature.name);
    }
    Ok(())
}

fn variants(json: bool) -> Outcome {
    let defaults = tally_core::Variants::default();
    if json {
        println!("{}", serde_json::to_string_pretty(&defaults)?);
    } else {
        println!("Rule variants and their defaults (pass with --variants '{{\"name\": value}}'):");
        let value = serde_json::to_value(defaults)?;
        for (name, default) in value.as_object().into_iter().flatten() {
            println!("  {name:<30} {default}");
        }
    }
    Ok(())
}
