//! Help in the session: what can be scored now (the table model's features and
//! events, the events of one step), every command with what it does (clap's own
//! descriptions, so that each has a `help <command>`), the form of one item, and the
//! dispatch tiles.

use tally_core::l10n::Conjunction;
use tally_core::rules::{InputKind, Step};
use tally_core::table::{Form, Scorable, TableCatalogue, TileForm, TileOption};

use super::columns::{Align, Cell, Columns};
use super::{BOLD, DIM};

/// General help: what can be scored (events of step `view`, their steps from the
/// game's catalogue), then the commands as `(name, what it does)`.
pub fn general(
    scorable: &Scorable,
    catalogue: &TableCatalogue,
    view: Option<Step>,
    commands: &[(String, String)],
) -> String {
    let at_step =
        |key: &str, step: &Step| catalogue.events.iter().any(|event| event.key == key && event.steps.contains(step));
    let mut out = format!("{BOLD}{}{BOLD:#} {}\n", say!("cli-help-score"), say!("cli-help-score-how"));
    if let Some(why) = &scorable.refused {
        out.push_str(&format!("  {}\n", say!("cli-help-nothing-now", why = why)));
    }
    let features: Vec<String> = scorable.features.iter().map(|key| typed(key)).collect();
    if !features.is_empty() {
        out.push_str(&format!("  {}\n", say!("cli-help-features", keys = features.join(", "))));
    }
    match view {
        Some(step) => {
            let at: Vec<String> = scorable
                .events
                .iter()
                .filter(|event| at_step(&event.key, &step))
                .map(|event| typed(&event.key))
                .collect();
            if at.is_empty() {
                out.push_str(&format!("  {}\n", say!("cli-help-events-none", step = step.code())));
            } else {
                out.push_str(&format!("  {}\n", say!("cli-help-events", step = step.code(), keys = at.join(", "))));
            }
            let others: Vec<&str> = Step::TURN
                .iter()
                .filter(|other| **other != step && scorable.events.iter().any(|event| at_step(&event.key, other)))
                .map(|other| other.code())
                .collect();
            if !others.is_empty() {
                out.push_str(&format!("  {}\n", say!("cli-help-other-steps", steps = others.join(", "))));
            }
        }
        None => {
            let items: Vec<String> = scorable.events.iter().map(|event| typed(&event.key)).collect();
            out.push_str(&format!("  {}\n", say!("cli-help-end-game-items", keys = items.join(", "))));
        }
    }
    let eg = say!("cli-help-eg");
    out.push_str(&format!("  {eg} {}\n", say!("cli-help-example")));
    let indent = " ".repeat(super::columns::width(&eg) + 3);
    out.push_str(&format!("{indent}{}\n", say!("cli-help-example-words")));
    out.push_str(&format!("{BOLD}{}{BOLD:#} {}\n", say!("cli-help-commands"), say!("cli-help-commands-how")));
    let mut rows = Columns::new(&[Align::Left, Align::Left]);
    for (name, about) in commands {
        rows.row("  ", vec![Cell::new(name.clone()), Cell::new(about.clone())]);
    }
    out.push_str(&rows.render());
    out
}

/// What a player types for a feature, an event or an input: its English key, and
/// the language's word where it has one (`city/stadt`, `after_game.king/könig`),
/// which the command line reads as well ([`crate::words::native`]).
fn typed(key: &str) -> String {
    let last = key.rsplit('.').next().unwrap_or(key);
    match crate::words::native::native_of(last) {
        Some(native) => format!("{key}/{native}"),
        None => key.to_owned(),
    }
}

/// The form of one item: its fields, what each takes, and the rule it feeds.
pub fn item(form: &Form, steps: Option<&[Step]>) -> String {
    let mut out = format!("{BOLD}{}{BOLD:#} ({})\n", form.name, typed(&form.key));
    if let Some(steps) = steps {
        let codes = crate::l10n::list(Conjunction::Or, steps.iter().map(|step| step.code().to_owned()));
        out.push_str(&format!("  {}\n", say!("cli-help-item-steps", steps = codes)));
    }
    if form.fields.is_empty() {
        out.push_str(&format!("  {}\n", say!("cli-help-item-no-inputs")));
    }
    let mut rows = Columns::new(&[Align::Left, Align::Left, Align::Left]);
    for field in &form.fields {
        let kind = match field.kind {
            InputKind::Count => format!("{}..{}", field.min, field.max),
            InputKind::Toggle => say!("cli-help-kind-toggle"),
            InputKind::Choice => field.options.iter().map(|option| option.key.as_str()).collect::<Vec<_>>().join("|"),
            InputKind::Player => say!("cli-help-kind-player"),
            InputKind::PerPlayerCount => say!(
                "cli-help-kind-per-player-count",
                range = format!("{}..{}", field.min, field.max),
                input = &field.name
            ),
            InputKind::PerPlayerToggle => say!("cli-help-kind-per-player-toggle", input = &field.name),
        };
        let required = if field.required { format!(", {}", say!("cli-help-kind-required")) } else { String::new() };
        rows.row(
            "  ",
            vec![
                Cell::new(typed(&field.name)),
                Cell::new(field.label.clone()),
                Cell::styled(format!("{} · {kind}{required}", field.rule), DIM),
            ],
        );
        if !field.help.is_empty() {
            rows.row("  ", vec![Cell::new(""), Cell::styled(field.help.clone(), DIM)]);
        }
    }
    out.push_str(&rows.render());
    out
}

/// The dispatch tiles with what each asks.
pub fn dispatch_tiles(tiles: &[TileOption]) -> String {
    let mut out = format!("{}\n", say!("cli-help-dispatch-tiles"));
    let mut rows = Columns::new(&[Align::Left, Align::Left]);
    for tile in tiles {
        let usage = match &tile.form {
            TileForm::Fixed { .. } => tile.key.clone(),
            TileForm::Count { .. } => format!("{} N", tile.key),
            TileForm::Smallest { feature } => {
                format!("{} <{}>", tile.key, say!("cli-help-dispatch-feature-words", feature = &feature.key))
            }
            TileForm::Meeple { features } => {
                let keys: Vec<&str> = features.iter().map(|feature| feature.key.as_str()).collect();
                format!("{} <{}> <{}>", tile.key, keys.join("|"), say!("cli-help-dispatch-words"))
            }
        };
        rows.row("  ", vec![Cell::new(usage), Cell::new(tile.name.clone())]);
        rows.row("  ", vec![Cell::new(""), Cell::styled(tile.help.clone(), DIM)]);
    }
    out.push_str(&rows.render());
    out
}
