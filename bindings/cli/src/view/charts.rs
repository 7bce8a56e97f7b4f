//! Small text charts: bars, sparklines and a bar stacked by category. On a terminal
//! that allows it (stdout a terminal, no `NO_COLOR`, `TERM` not `dumb`) they are
//! drawn with Unicode blocks (eighths for bars, ▁ to █ for sparklines, a block
//! of its own and a colour per category); otherwise with plain ASCII characters and the
//! numbers themselves, which a script or a screen reader reads as well.

use std::io::IsTerminal;

use anstyle::{AnsiColor, Style};
use tally_core::rules::Category;

/// How charts are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// Unicode blocks and colours.
    Blocks,
    /// ASCII characters and numbers.
    Plain,
}

impl Drawing {
    /// Blocks on a terminal that allows them, plain otherwise.
    pub fn for_stdout() -> Drawing {
        let no_colour = std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty());
        let dumb = std::env::var_os("TERM").is_some_and(|term| term == "dumb");
        if std::io::stdout().is_terminal() && !no_colour && !dumb { Drawing::Blocks } else { Drawing::Plain }
    }
}

const EIGHTHS: [char; 8] = ['▏', '▎', '▍', '▌', '▋', '▊', '▉', '█'];
const SPARKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// A bar `share` (0 to 1) of `width` columns long.
pub fn bar(drawing: Drawing, share: f64, width: usize) -> String {
    let share = if share.is_finite() { share.clamp(0.0, 1.0) } else { 0.0 };
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss)]
    let eighths = (share * (width * 8) as f64).round() as usize;
    match drawing {
        Drawing::Plain => "#".repeat((eighths + 4) / 8),
        Drawing::Blocks => {
            let mut text = "█".repeat(eighths / 8);
            if eighths % 8 > 0 {
                text.push(EIGHTHS[eighths % 8 - 1]);
            }
            text
        }
    }
}

/// A line of `values`: ▁ to █ from the lowest to the highest with blocks, the
/// numbers themselves in plain text.
pub fn sparkline(drawing: Drawing, values: &[f64], decimals: usize) -> String {
    match drawing {
        Drawing::Plain => {
            values.iter().map(|value| tally_core::l10n::decimal(*value, decimals)).collect::<Vec<_>>().join(" ")
        }
        Drawing::Blocks => {
            let low = values.iter().copied().fold(f64::INFINITY, f64::min);
            let high = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            values
                .iter()
                .map(|value| {
                    let share = if high > low { (value - low) / (high - low) } else { 0.5 };
                    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                    SPARKS[(share * 7.0).round() as usize]
                })
                .collect()
        }
    }
}

/// The character and colour a category is drawn with.
pub fn category_mark(drawing: Drawing, category: Category) -> (char, Style) {
    let (block, plain, colour) = match category {
        Category::Roads => ('▒', '=', AnsiColor::White),
        Category::Cities => ('█', '#', AnsiColor::Red),
        Category::Cloisters => ('▓', '+', AnsiColor::Yellow),
        Category::Fields => ('░', '%', AnsiColor::Green),
        Category::Features => ('▚', '*', AnsiColor::Blue),
        Category::Bonuses => ('▞', 'o', AnsiColor::Magenta),
        Category::Dispatches => ('▙', '~', AnsiColor::Cyan),
        Category::Robbers => ('▟', '!', AnsiColor::BrightBlack),
        Category::Corrections => ('▪', '.', AnsiColor::BrightWhite),
    };
    match drawing {
        Drawing::Blocks => (block, colour.on_default()),
        Drawing::Plain => (plain, Style::new()),
    }
}

/// A bar of the positive points of each category, one column per `per_column`
/// points (at least one column for a category with points).
pub fn stacked(drawing: Drawing, segments: &[(Category, i64)], per_column: f64) -> String {
    let mut text = String::new();
    for (category, points) in segments {
        if *points <= 0 {
            continue;
        }
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss)]
        let columns = ((*points as f64 / per_column).round() as usize).max(1);
        let (mark, style) = category_mark(drawing, *category);
        let run: String = std::iter::repeat_n(mark, columns).collect();
        text.push_str(&format!("{style}{run}{style:#}"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_are_as_long_as_their_share() {
        assert_eq!(bar(Drawing::Plain, 0.5, 10), "#####");
        assert_eq!(bar(Drawing::Blocks, 0.5, 10), "█████");
        assert_eq!(bar(Drawing::Blocks, 0.25 + 1.0 / 80.0, 2), "▌", "4 of 16 eighths, rounded: half a column");
        assert_eq!(bar(Drawing::Blocks, 1.0, 3), "███");
        assert_eq!(bar(Drawing::Plain, 0.0, 10), "");
    }

    #[test]
    fn a_sparkline_runs_from_the_lowest_to_the_highest() {
        assert_eq!(sparkline(Drawing::Blocks, &[10.0, 24.0, 80.0], 0), "▁▂█");
        assert_eq!(sparkline(Drawing::Plain, &[10.0, 24.0, 80.0], 0), "10 24 80");
    }

    #[test]
    fn a_stacked_bar_draws_each_category_in_its_character() {
        let segments = [(Category::Roads, 4), (Category::Cities, 10), (Category::Corrections, -2)];
        assert_eq!(stacked(Drawing::Plain, &segments, 2.0), "==#####", "2 columns of roads, 5 of cities, no negative");
    }
}
