//! Entries of the log: one with its breakdown (every award, the figure it moved and
//! the rows with their rule ids), and the log, one line per entry.

use tally_core::session::{AppliedAward, LogItem};
use tally_core::table::LogPage;

use super::columns::{Align, Cell, Columns};
use super::safe::safe;
use super::{BOLD, DIM, figure_number};

/// `#4 City: Anna +12`.
pub fn headline(item: &LogItem) -> String {
    format!("#{} {}", item.seq, safe(&item.summary.text()))
}

/// An entry with its breakdown. `two_figures`: the players have two scoring figures
/// (the figure that moved is named).
pub fn breakdown(item: &LogItem, two_figures: bool) -> String {
    let mut out = format!("{}\n", headline(item));
    for award in &item.awards {
        out.push_str(&award_rows(award, two_figures));
    }
    out
}

fn award_rows(award: &AppliedAward, two_figures: bool) -> String {
    let moved = if award.moved == award.points {
        String::new()
    } else {
        format!(" ({})", say!("cli-award-moved", moved = format!("{:+}", award.moved)))
    };
    let figure = if two_figures {
        format!(", {}", say!("cli-award-figure", figure = figure_number(award.figure)))
    } else {
        String::new()
    };
    let mut out = format!("  {BOLD}{} {:+}{BOLD:#}{figure}{moved}\n", safe(&award.name), award.points);
    let mut rows = Columns::new(&[Align::Left, Align::Right, Align::Right, Align::Left]);
    for row in &award.rows {
        rows.row(
            "    ",
            vec![
                Cell::new(safe(&row.label.text())),
                Cell::new(row.quantity.to_string()),
                Cell::new(format!("{:+}", row.points)),
                Cell::styled(row.rule.clone(), DIM),
            ],
        );
    }
    out.push_str(&rows.render());
    out
}

/// The log, oldest first, one line per entry.
pub fn log(page: &LogPage) -> String {
    if page.items.is_empty() {
        return format!("{}\n", say!("cli-log-empty"));
    }
    let mut rows = Columns::new(&[Align::Left, Align::Left, Align::Left, Align::Left]);
    for item in page.items.iter().rev() {
        rows.row(
            "",
            vec![
                Cell::new(format!("#{}", item.seq)),
                Cell::new(say!("cli-log-turn", turn = item.turn)),
                Cell::new(super::step_label(item.step)),
                Cell::new(safe(&item.summary.text())),
            ],
        );
    }
    let mut out = rows.render();
    if page.next_before.is_some() {
        out.push_str(&format!("({})\n", say!("cli-log-latest", shown = page.items.len(), total = page.total)));
    }
    out
}
