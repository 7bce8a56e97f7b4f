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
        "events" => events(args.json),
        "variants" => variants(args.json),
        other => Err(Failure::BadInput(format!(
            "unknown topic `{other}` (expected editions, expansions, presets, features, events or variants)"
        ))),
    }
}

fn editions(json: bool) -> Outcome {
    if json {
        let list: Vec<_> = Edition::ALL.iter().map(|e| serde_json::json!({"key": e.key(), "name": e.name()})).collect();
        anstream::println!("{}", serde_json::to_string_pretty(&list)?);
    } else {
        for edition in Edition::ALL {
            anstream::println!("{:<8} {}", edition.key(), edition.name());
        }
    }
    Ok(())
}

fn expansions(json: bool) -> Outcome {
    if json {
        anstream::println!("{}", serde_json::to_string_pretty(catalog::EXPANSIONS)?);
        return Ok(());
    }
    for expansion in catalog::EXPANSIONS {
        anstream::println!("{:<34} {}", expansion.key, expansion.name);
        if expansion.components.len() > 1 {
            for component in expansion.components {
                anstream::println!("  {:<32} {}", component.key, component.name);
            }
        }
    }
    Ok(())
}

fn presets(json: bool) -> Outcome {
    if json {
        anstream::println!("{}", serde_json::to_string_pretty(presets::PRESETS)?);
        return Ok(());
    }
    for preset in presets::PRESETS {
        let unconfirmed = if preset.confirmed { "" } else { " (contents unconfirmed)" };
        anstream::println!("{:<22} {} [{}]{unconfirmed}", preset.key, preset.name, preset.edition.key());
        anstream::println!(
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
        anstream::println!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(());
    }
    for feature in rules::features() {
        let when = match (feature.in_game, feature.end_of_game) {
            (true, true) => "completed, end_of_game",
            (true, false) => "completed",
            _ => "end_of_game",
        };
        anstream::println!("{:<20} {:<30} {when}", feature.key, feature.name);
    }
    Ok(())
}

fn events(json: bool) -> Outcome {
    let all = tally_core::rules::events::events();
    if json {
        let list: Vec<_> = all
            .iter()
            .map(|e| serde_json::json!({"key": e.key, "name": e.name, "section": e.section, "steps": e.steps}))
            .collect();
        anstream::println!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(());
    }
    for event in all {
        let steps: Vec<&str> = event.steps.iter().map(|step| step.code()).collect();
        anstream::println!("{:<36} {:<40} {}", event.key, event.name, steps.join(", "));
    }
    Ok(())
}

fn variants(json: bool) -> Outcome {
    let defaults = tally_core::Variants::default();
    if json {
        anstream::println!("{}", serde_json::to_string_pretty(&defaults)?);
    } else {
        anstream::println!("Rule variants and their defaults (pass with --variants '{{\"name\": value}}'):");
        let value = serde_json::to_value(defaults)?;
        for (name, default) in value.as_object().into_iter().flatten() {
            anstream::println!("  {name:<30} {default}");
        }
    }
    Ok(())
}
