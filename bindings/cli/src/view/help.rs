//! Help in the session: what can be scored now (the table model's features and
//! events, the events of one step), every command with what it does (clap's own
//! descriptions, so that each has a `help <command>`), the form of one item, and the
//! dispatch tiles.

use tally_core::rules::{InputKind, Step};
use tally_core::table::{Form, Scorable, TileForm, TileOption};

use super::columns::{Align, Cell, Columns};
use super::{BOLD, DIM};

/// General help: what can be scored (events of step `view`), then the commands as
/// `(name, what it does)`.
pub fn general(scorable: &Scorable, view: Option<Step>, commands: &[(String, String)]) -> String {
    let mut out = format!("{BOLD}Score{BOLD:#} (the words after an item fill its form; `help <item>` shows it):\n");
    if let Some(why) = &scorable.refused {
        out.push_str(&format!("  nothing now: {why}\n"));
    }
    let features: Vec<&str> = scorable.features.iter().map(|feature| feature.key.as_str()).collect();
    if !features.is_empty() {
        out.push_str(&format!("  features: {}\n", features.join(", ")));
    }
    match view {
        Some(step) => {
            let at: Vec<&str> = scorable
                .events
                .iter()
                .filter(|event| event.steps.contains(&step))
                .map(|event| event.key.as_str())
                .collect();
            if at.is_empty() {
                out.push_str(&format!("  events at step {}: none with these expansions\n", step.code()));
            } else {
                out.push_str(&format!("  events at step {}: {}\n", step.code(), at.join(", ")));
            }
            let others: Vec<&str> = Step::TURN
                .iter()
                .filter(|other| **other != step && scorable.events.iter().any(|event| event.steps.contains(other)))
                .map(|other| other.code())
                .collect();
            if !others.is_empty() {
                out.push_str(&format!("  other steps with events (`step <code>` lists them): {}\n", others.join(", ")));
            }
        }
        None => {
            let items: Vec<&str> = scorable.events.iter().map(|event| event.key.as_str()).collect();
            out.push_str(&format!("  end-game items: {}\n", items.join(", ")));
        }
    }
    out.push_str("  e.g. city 5 coa=2 cathedral red=2 blue · road 3 red + city 4 coa=1 red (one tile, one round)\n");
    out.push_str("       red.figure=2 (the figure that moves) · nobody (nobody scores it) · step=2B-1\n");
    out.push_str(&format!("{BOLD}Commands{BOLD:#} (`help <command>` for one):\n"));
    let mut rows = Columns::new(&[Align::Left, Align::Left]);
    for (name, about) in commands {
        rows.row("  ", vec![Cell::new(name.clone()), Cell::new(about.clone())]);
    }
    out.push_str(&rows.render());
    out
}

/// The form of one item: its fields, what each takes, and the rule it feeds.
pub fn item(form: &Form, steps: Option<&[Step]>) -> String {
    let mut out = format!("{BOLD}{}{BOLD:#} ({})\n", form.name, form.key);
    if let Some(steps) = steps {
        let codes: Vec<&str> = steps.iter().map(|step| step.code()).collect();
        out.push_str(&format!("  step {}\n", codes.join(" or ")));
    }
    if form.fields.is_empty() {
        out.push_str("  no inputs: name the players\n");
    }
    let mut rows = Columns::new(&[Align::Left, Align::Left, Align::Left]);
    for field in &form.fields {
        let kind = match field.kind {
            InputKind::Count => format!("{}..{}", field.min, field.max),
            InputKind::Toggle => "yes/no".to_owned(),
            InputKind::Choice => field.options.iter().map(|option| option.key.as_str()).collect::<Vec<_>>().join("|"),
            InputKind::Player => "a player".to_owned(),
            InputKind::PerPlayerCount => format!("per player {}..{} (<player>.{}=N)", field.min, field.max, field.name),
            InputKind::PerPlayerToggle => format!("per player (<player>.{})", field.name),
        };
        let required = if field.required { ", must be given" } else { "" };
        rows.row(
            "  ",
            vec![
                Cell::new(field.name.clone()),
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
    let mut out =
        String::from("Dispatch tiles (Messages): `dispatch <tile> ...`; `figure=2` moves the other figure.\n");
    let mut rows = Columns::new(&[Align::Left, Align::Left]);
    for tile in tiles {
        let usage = match &tile.form {
            TileForm::Fixed { .. } => tile.key.clone(),
            TileForm::Count { .. } => format!("{} N", tile.key),
            TileForm::Smallest { feature } => format!("{} <{} words>", tile.key, feature.key),
            TileForm::Meeple { features } => {
                let keys: Vec<&str> = features.iter().map(|feature| feature.key.as_str()).collect();
                format!("{} <{}> <words>", tile.key, keys.join("|"))
            }
        };
        rows.row("  ", vec![Cell::new(usage), Cell::new(tile.name.clone())]);
        rows.row("  ", vec![Cell::new(""), Cell::styled(tile.help.clone(), DIM)]);
    }
    out.push_str(&rows.render());
    out
}
