//! What `tally` prints, drawn from the core's table model: the board, breakdowns and
//! the log, what a command changed, standings, the end-game walkthrough and help.
//! Every text a player reads is written here, one file per screen, so that it can be
//! translated in one place. Names and reasons pass [`safe::safe`]; columns are
//! aligned by display width ([`columns`]).

pub mod board;
pub mod changes;
pub mod columns;
pub mod entries;
pub mod help;
pub mod questions;
pub mod safe;
pub mod standings;
pub mod walkthrough;

use anstyle::{AnsiColor, Style};
use tally_core::rules::Category;
use tally_core::session::Colour;

/// Headings and totals.
pub const BOLD: Style = Style::new().bold();
/// Rule ids and details.
pub const DIM: Style = Style::new().dimmed();
/// What the game waits on.
pub const WARN: Style = AnsiColor::Yellow.on_default().bold();

/// The terminal colour closest to a meeple colour.
pub fn colour_style(colour: Colour) -> Style {
    let ansi = match colour {
        Colour::Red | Colour::Pink | Colour::Orange => AnsiColor::Red,
        Colour::Yellow => AnsiColor::Yellow,
        Colour::Green => AnsiColor::Green,
        Colour::Blue | Colour::Purple => AnsiColor::Blue,
        Colour::Black | Colour::Grey => AnsiColor::BrightBlack,
        Colour::White => AnsiColor::White,
    };
    ansi.on_default().bold()
}

/// `1 game`, `2 games`.
pub fn plural(count: impl Into<i64>, one: &str, many: &str) -> String {
    let count = count.into();
    format!("{count} {}", if count == 1 { one } else { many })
}

/// A category as players read it (`cities`).
pub fn category(category: Category) -> String {
    serde_json::to_value(category).ok().and_then(|value| value.as_str().map(str::to_owned)).unwrap_or_default()
}

/// A scoring figure as players number it.
pub fn figure_number(figure: u32) -> u32 {
    figure + 1
}
