//! `tally rules <topic>`: editions, expansions, presets, features, events and
//! variants, as text or JSON.

use tally_core::Edition;
use tally_core::l10n::Message;
use tally_core::rules;
use tally_core::ruleset::{catalog, presets};

use crate::cli::RulesArgs;
use crate::failure::{Failure, Outcome};
use crate::out;
use crate::view::columns::{Align, Cell, Columns};

/// Prints the topic as text or JSON.
///
/// # Errors
/// An unknown topic.
pub fn run(args: &RulesArgs) -> Outcome {
    match args.topic.as_str() {
        "editions" => editions(args.json),
        "expansions" => expansions(args.json),
        "presets" => presets(args.json),
        "features" => features(args.json),
        "events" => events(args.json),
        "variants" => variants(args.json),
        other => {
            Err(Failure::bad(say!("cli-rules-unknown-topic", topic = crate::view::safe::safe(other).into_owned())))
        }
    }
}

fn table(rows: Vec<(String, Vec<String>)>) -> String {
    let mut columns = Columns::new(&[Align::Left, Align::Left, Align::Left]);
    for (indent, cells) in rows {
        columns.row(&indent, cells.into_iter().map(Cell::new).collect());
    }
    columns.render()
}

fn editions(json: bool) -> Outcome {
    if json {
        let list: Vec<_> = Edition::ALL
            .iter()
            .map(|edition| serde_json::json!({"key": edition.key(), "name": edition.name()}))
            .collect();
        return out::json(&list);
    }
    out::print(&table(
        Edition::ALL
            .iter()
            .map(|edition| {
                (String::new(), vec![edition.key().to_owned(), Message::keyed("edition", edition.key()).text()])
            })
            .collect(),
    ))
}

fn expansions(json: bool) -> Outcome {
    if json {
        return out::json(&catalog::EXPANSIONS);
    }
    let mut rows = Vec::new();
    for expansion in catalog::EXPANSIONS {
        rows.push((String::new(), vec![expansion.key.to_owned(), Message::keyed("expansion", expansion.key).text()]));
        if expansion.components.len() > 1 {
            for component in expansion.components {
                let name = Message::keyed("component", component.key).text();
                rows.push(("  ".to_owned(), vec![component.key.to_owned(), name]));
            }
        }
    }
    out::print(&table(rows))
}

fn presets(json: bool) -> Outcome {
    if json {
        return out::json(&presets::PRESETS);
    }
    let mut text = String::new();
    for preset in presets::PRESETS {
        let unconfirmed =
            if preset.confirmed { String::new() } else { format!(" ({})", say!("cli-rules-preset-unconfirmed")) };
        let name = Message::keyed("preset", preset.key).text();
        text.push_str(&format!("{} — {name} [{}]{unconfirmed}\n", preset.key, preset.edition.key()));
        let contents =
            if preset.expansions.is_empty() { say!("cli-rules-base-game") } else { preset.expansions.join(", ") };
        text.push_str(&format!("    {contents}\n"));
    }
    out::print(&text)
}

fn features(json: bool) -> Outcome {
    if json {
        let list: Vec<_> = rules::features()
            .iter()
            .map(|feature| {
                serde_json::json!({"key": feature.key, "name": feature.name, "in_game": feature.in_game,
                                   "end_of_game": feature.end_of_game})
            })
            .collect();
        return out::json(&list);
    }
    let rows = rules::features()
        .iter()
        .map(|feature| {
            let when = match (feature.in_game, feature.end_of_game) {
                (true, true) => "completed, end_of_game",
                (true, false) => "completed",
                _ => "end_of_game",
            };
            (String::new(), vec![feature.key.to_owned(), feature.title().text(), when.to_owned()])
        })
        .collect();
    out::print(&table(rows))
}

fn events(json: bool) -> Outcome {
    let all = rules::events::events();
    if json {
        let list: Vec<_> = all
            .iter()
            .map(|event| serde_json::json!({"key": event.key, "name": event.name, "section": event.section, "steps": event.steps}))
            .collect();
        return out::json(&list);
    }
    let rows = all
        .iter()
        .map(|event| {
            let steps: Vec<&str> = event.steps.iter().map(|step| step.code()).collect();
            (String::new(), vec![event.key.to_owned(), event.title().text(), steps.join(", ")])
        })
        .collect();
    out::print(&table(rows))
}

fn variants(json: bool) -> Outcome {
    let defaults = tally_core::Variants::default();
    if json {
        return out::json(&defaults);
    }
    let value = serde_json::to_value(defaults).map_err(|error| Failure::bad(error.to_string()))?;
    let rows = value
        .as_object()
        .into_iter()
        .flatten()
        .map(|(name, default)| ("  ".to_owned(), vec![name.clone(), default.to_string()]))
        .collect();
    out::print(&format!("{}\n{}", say!("cli-rules-variants"), table(rows)))
}
