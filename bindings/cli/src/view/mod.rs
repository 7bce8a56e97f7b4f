//! What `tally` prints, drawn from the core's table model: the board, breakdowns and
//! the log, what a command changed, standings, the end-game walkthrough and help.
//! The layout of every screen is here, one file per screen; its words are messages
//! of `locales/<language>/cli.ftl` ([`crate::l10n`]). Names and reasons pass [`safe::safe`]; columns are
//! aligned by display width ([`columns`]).

pub mod board;
pub mod changes;
pub mod charts;
pub mod columns;
pub mod entries;
pub mod help;
pub mod questions;
pub mod safe;
pub mod standings;
pub mod statistics;
pub mod walkthrough;

use anstyle::{AnsiColor, Style};
use tally_core::rules::{Category, Step};
use tally_core::session::Colour;

/// Headings and totals.
pub const BOLD: Style = Style::new().bold();
/// Rule ids and details.
pub const DIM: Style = Style::new().dimmed();
/// What the game waits on.
pub const WARN: Style = AnsiColor::Yellow.on_default().bold();

/// A player's colour, named in the player's language, from the player's id (the
/// colour's key); an id that is no colour as it is.
pub fn colour_name(id: &str) -> String {
    Colour::parse(id).map_or_else(|_| id.to_owned(), |colour| colour.title().text())
}

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

/// A category as players read it (`cities`), in the language in use.
pub fn category(category: Category) -> String {
    match category {
        Category::Roads => say!("cli-category-roads"),
        Category::Cities => say!("cli-category-cities"),
        Category::Cloisters => say!("cli-category-cloisters"),
        Category::Fields => say!("cli-category-fields"),
        Category::Features => say!("cli-category-features"),
        Category::Bonuses => say!("cli-category-bonuses"),
        Category::Dispatches => say!("cli-category-dispatches"),
        Category::Robbers => say!("cli-category-robbers"),
        Category::Corrections => say!("cli-category-corrections"),
    }
}

/// A step of the turn as the log and the history show it: its code (`2B-1`, typed
/// as it is), or, for the two that are no step of the turn, words in the language in
/// use ("end of game", "any time").
pub fn step_label(step: Step) -> String {
    match step {
        Step::EndOfGame => say!("cli-prompt-end-game"),
        Step::AnyTime => say!("cli-step-any-time"),
        step => step.code().to_owned(),
    }
}

/// A scoring figure as players number it.
pub fn figure_number(figure: u32) -> u32 {
    figure + 1
}
