//! What `tally` prints: the board (totals, figures on the track with their 50/100
//! tiles, robbers, the pending prompt), breakdowns, the log, standings and help.
//! Colours come from anstream, which drops them when the output is not a terminal.

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use tally_core::rules::events;
use tally_core::rules::{InputKind, Schema};
use tally_core::session::{AppliedAward, Game, LogItem, Phase, Prompt, standings};
use tally_core::track;

use crate::words::{self, Item};

const BOLD: Style = Style::new().bold();
const DIM: Style = Style::new().dimmed();
const WARN: Style = AnsiColor::Yellow.on_default().bold();

fn colour_style(colour: tally_core::session::Colour) -> Style {
    use tally_core::session::Colour::*;
    let ansi = match colour {
        Red | Pink | Orange => AnsiColor::Red,
        Yellow => AnsiColor::Yellow,
        Green => AnsiColor::Green,
        Blue | Purple => AnsiColor::Blue,
        Black | Grey => AnsiColor::BrightBlack,
        White => AnsiColor::White,
    };
    ansi.on_default().bold()
}

/// The board: header, one line per player, robbers and the pending prompt.
pub fn board(game: &Game, id: i64) -> String {
    let table = game.table();
    let mut out = String::new();
    let ruleset = &game.setup().ruleset;
    let phase = match table.phase {
        Phase::Playing => format!(
            "turn {}{}, {}'s turn, step {}",
            table.turn,
            if table.turn_part == 2 { " (second part)" } else { "" },
            table.active_player().name,
            table.step.code()
        ),
        Phase::EndGame => "end-game scoring".to_owned(),
        Phase::Finished => "finished".to_owned(),
    };
    let _ = writeln!(out, "{BOLD}Game #{id}{BOLD:#} · {} · {phase}", ruleset.edition().name());
    for player in &table.players {
        let marker = if player.id == table.active_player().id && table.phase == Phase::Playing { "▶" } else { " " };
        let style = colour_style(player.colour);
        let figures: Vec<String> = player
            .figures
            .iter()
            .map(|figure| {
                let dark =
                    if ruleset.has(tally_core::Element::Messages) && track::is_dark(figure.space) { "◆" } else { "" };
                let tiles = match (figure.tiles.hundreds, figure.tiles.fifties) {
                    (0, 0) => String::new(),
                    (h, 0) => format!(" +{h}×100"),
                    (0, f) => format!(" +{f}×50"),
                    (h, f) => format!(" +{h}×100 +{f}×50"),
                };
                format!("space {}{dark}{tiles}", figure.space)
            })
            .collect();
        let robber = player.robber.map(|space| format!("  robber on {space}")).unwrap_or_default();
        let _ = writeln!(
            out,
            "{marker} {style}{:<7}{style:#} {:<12} {BOLD}{:>4}{BOLD:#}  {DIM}{}{DIM:#}{robber}",
            player.id,
            player.name,
            player.score,
            figures.join(" | ")
        );
    }
    match &table.pending {
        Some(Prompt::Dispatch { player, figure, space }) => {
            let _ = writeln!(
                out,
                "{WARN}Dispatch:{WARN:#} {player}'s figure {figure} stopped on dark space {space}. `dispatch two_points`, or a tile: `help dispatch`."
            );
        }
        Some(Prompt::RobberChoice { owner, space, candidates }) => {
            let names: Vec<String> = candidates.iter().map(|c| format!("{} ({} points)", c.player, c.points)).collect();
            let _ = writeln!(
                out,
                "{WARN}Robber:{WARN:#} {owner}'s robber on space {space} may rob {}: `victim <player>`.",
                names.join(" or ")
            );
        }
        None => {}
    }
    out
}

/// The rows of one log item, per player.
pub fn breakdown(item: &LogItem) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "#{} {}", item.seq, item.summary);
    for award in &item.awards {
        out.push_str(&award_rows(award));
    }
    out
}

fn award_rows(award: &AppliedAward) -> String {
    let mut out = String::new();
    let moved =
        if award.moved == award.points { String::new() } else { format!(" (the figure moved {:+})", award.moved) };
    let _ = writeln!(out, "  {BOLD}{} {:+}{BOLD:#}{moved}", award.player, award.points);
    for row in &award.rows {
        let _ =
            writeln!(out, "    {:<44} {:>4} {:>+5}   {DIM}{}{DIM:#}", row.label, row.quantity, row.points, row.rule);
    }
    out
}

/// The effective log, one line per entry.
pub fn log(game: &Game) -> String {
    let mut out = String::new();
    for item in game.log() {
        let _ = writeln!(out, "#{:<3} turn {:<3} {:<11} {}", item.seq, item.turn, item.step.code(), item.summary);
    }
    if out.is_empty() {
        out.push_str("Nothing recorded yet.\n");
    }
    out
}

/// Final (or current) standings with points by category.
pub fn standings_text(game: &Game) -> String {
    let mut out = String::new();
    for standing in standings(game.table()) {
        let categories: Vec<String> = standing
            .by_category
            .iter()
            .map(|(category, points)| {
                format!(
                    "{}: {points}",
                    serde_json::to_value(category).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "{BOLD}{}.{BOLD:#} {:<12} {BOLD}{:>4}{BOLD:#}  {DIM}{}{DIM:#}",
            standing.rank,
            standing.name,
            standing.score,
            categories.join(", ")
        );
    }
    out
}

/// General help: the commands, and what can be scored now.
pub fn help(game: &Game, view: tally_core::rules::Step) -> String {
    let mut out = String::new();
    let table = game.table();
    let _ = writeln!(out, "{BOLD}Score{BOLD:#} (words after the item fill its form; `help <item>` shows it):");
    let items = words::possible_items(game);
    let features: Vec<&str> = items.iter().filter(|item| matches!(item, Item::Feature(_))).map(Item::key).collect();
    if !features.is_empty() {
        let _ = writeln!(out, "  features: {}", features.join(", "));
    }
    let ruleset = &game.setup().ruleset;
    match table.phase {
        Phase::Playing => {
            let at: Vec<&str> = events::events_at(view, ruleset).iter().map(|event| event.key).collect();
            if at.is_empty() {
                let _ = writeln!(out, "  events at step {}: none with these expansions", view.code());
            } else {
                let _ = writeln!(out, "  events at step {}: {}", view.code(), at.join(", "));
            }
            let steps: Vec<&str> = tally_core::rules::Step::TURN
                .iter()
                .filter(|step| **step != view && !events::events_at(**step, ruleset).is_empty())
                .map(|step| step.code())
                .collect();
            if !steps.is_empty() {
                let _ = writeln!(out, "  other steps with events (`step <code>` to list): {}", steps.join(", "));
            }
        }
        _ => {
            let items: Vec<&str> = events::events_at(tally_core::rules::Step::EndOfGame, ruleset)
                .iter()
                .filter(|event| event.is_recordable())
                .map(|event| event.key)
                .collect();
            let _ = writeln!(out, "  end-game items: {}", items.join(", "));
        }
    }
    let _ = writeln!(out, "  example: city 5 coa=2 cathedral red=2 blue=1   (red.ghosts=1, red.figure=1, step=2B-1)");
    let _ = writeln!(out, "{BOLD}Table{BOLD:#}: turn, double (builder), end (end-game scoring), finish, reopen");
    let _ = writeln!(
        out,
        "  robber <player> <space>, victim <player>, dispatch <tile> [..], correct <player> <points> <reason>"
    );
    let _ = writeln!(out, "{BOLD}Log{BOLD:#}: undo, redo, log, edit <#> <command>, delete <#>");
    let _ =
        writeln!(out, "{BOLD}Other{BOLD:#}: board, todo (end-game walkthrough), step <code>, new, help <item>, quit");
    out
}

/// Help about one item: its inputs.
pub fn item_help(key: &str, name: &str, schema: &Schema) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{BOLD}{name}{BOLD:#} ({key})");
    if schema.inputs().is_empty() {
        let _ = writeln!(out, "  no inputs");
    }
    for spec in schema.inputs() {
        let kind = match spec.kind {
            InputKind::Count => format!("{}..{}", spec.min, spec.max),
            InputKind::Toggle => "yes/no".to_owned(),
            InputKind::Choice => spec.options.iter().map(|option| option.key).collect::<Vec<_>>().join("|"),
            InputKind::Player => "player".to_owned(),
            InputKind::PerPlayerCount => format!("per player {}..{} (<player>.{}=N)", spec.min, spec.max, spec.name),
            InputKind::PerPlayerToggle => format!("per player (<player>.{})", spec.name),
        };
        let _ = writeln!(out, "  {:<26} {:<40} {DIM}{} · {kind}{DIM:#}", spec.name, spec.label, spec.rule);
        if !spec.help.is_empty() {
            let _ = writeln!(out, "  {:<26} {DIM}{}{DIM:#}", "", spec.help);
        }
    }
    out
}

/// Help on dispatches.
pub fn dispatch_help() -> String {
    let mut out = String::from("dispatch <tile> [..] [figure=N]:\n");
    for (key, description) in words::DISPATCH_TILES {
        let _ = writeln!(out, "  {key:<18} {description}");
    }
    out
}

/// The end-game walkthrough: every item the ruleset offers, in the reference's order.
pub fn walkthrough(game: &Game) -> String {
    let mut out =
        String::from("End-game scoring, in order (score each incomplete feature; skip what does not apply):\n");
    for item in events::end_game_items(&game.setup().ruleset) {
        if events::find_event(item.key).is_ok_and(|event| event.automatic) {
            continue;
        }
        let done = game
            .log()
            .iter()
            .filter(|entry| {
                entry.subject.as_deref() == Some(item.key) && entry.step == tally_core::rules::Step::EndOfGame
            })
            .count();
        let mark = if done > 0 { format!("{DIM}(scored {done}×){DIM:#}") } else { String::new() };
        let _ = writeln!(out, "  {} {:<28} {} {mark}", item.section, item.key, item.name);
    }
    out.push_str("  then `finish` for the standings (robbers still on the track score 3 by themselves).\n");
    out
}
