//! Rows of text in aligned columns, measured by what a terminal shows: a CJK
//! character or an emoji takes two columns, a combining accent none
//! (`unicode-width`), so names in any script line up.

use anstyle::Style;
use unicode_width::UnicodeWidthStr;

/// How a column is aligned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// Text: padded on the right.
    Left,
    /// Numbers: padded on the left.
    Right,
}

/// One cell: its text and how it is drawn.
#[derive(Clone, Debug, Default)]
pub struct Cell {
    text: String,
    style: Style,
}

impl Cell {
    /// A plain cell.
    pub fn new(text: impl Into<String>) -> Cell {
        Cell { text: text.into(), style: Style::new() }
    }

    /// A cell drawn in `style`.
    pub fn styled(text: impl Into<String>, style: Style) -> Cell {
        Cell { text: text.into(), style }
    }
}

/// The columns of a table with no borders.
#[derive(Debug)]
pub struct Columns {
    aligns: Vec<Align>,
    rows: Vec<(String, Vec<Cell>)>,
}

/// The width `text` takes on a terminal.
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

impl Columns {
    /// A table whose columns are aligned as `aligns` says (more cells than that are
    /// left-aligned).
    pub fn new(aligns: &[Align]) -> Columns {
        Columns { aligns: aligns.to_vec(), rows: Vec::new() }
    }

    /// Adds a row after `indent`.
    pub fn row(&mut self, indent: &str, cells: Vec<Cell>) -> &mut Columns {
        self.rows.push((indent.to_owned(), cells));
        self
    }

    /// The rows, one per line, columns two spaces apart, no trailing spaces.
    pub fn render(&self) -> String {
        let count = self.rows.iter().map(|(_, cells)| cells.len()).max().unwrap_or(0);
        // A row's last left-aligned cell is never padded, so it does not widen its
        // column: a long note under a table stays out of the columns' widths.
        let measured = |column: usize, cells: &[Cell]| {
            let last = cells.iter().rposition(|cell| !cell.text.is_empty());
            let align = self.aligns.get(column).copied().unwrap_or(Align::Left);
            Some(column) != last || align == Align::Right
        };
        let widths: Vec<usize> = (0..count)
            .map(|column| {
                self.rows
                    .iter()
                    .filter_map(|(_, cells)| cells.get(column).filter(|_| measured(column, cells)))
                    .map(|cell| width(&cell.text))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = String::new();
        for (indent, cells) in &self.rows {
            let mut line = indent.clone();
            let last = cells.iter().rposition(|cell| !cell.text.is_empty());
            for (column, cell) in cells.iter().enumerate() {
                let gap = " ".repeat(widths[column].saturating_sub(width(&cell.text)));
                let align = self.aligns.get(column).copied().unwrap_or(Align::Left);
                if column > 0 {
                    line.push_str("  ");
                }
                let style = cell.style;
                match align {
                    Align::Right => line.push_str(&format!("{gap}{style}{}{style:#}", cell.text)),
                    Align::Left if Some(column) >= last => line.push_str(&format!("{style}{}{style:#}", cell.text)),
                    Align::Left => line.push_str(&format!("{style}{}{style:#}{gap}", cell.text)),
                }
                if Some(column) >= last {
                    break;
                }
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_characters_line_up() {
        let mut table = Columns::new(&[Align::Left, Align::Right]);
        table.row("", vec![Cell::new("李雷"), Cell::new("7")]);
        table.row("", vec![Cell::new("Ann"), Cell::new("12")]);
        table.row("", vec![Cell::new("🐱 Cat"), Cell::new("3")]);
        assert_eq!(table.render(), "李雷     7\nAnn     12\n🐱 Cat   3\n");
    }

    #[test]
    fn a_note_in_the_last_cell_does_not_widen_its_column() {
        let mut table = Columns::new(&[Align::Left, Align::Left, Align::Left]);
        table.row("", vec![Cell::new("tiles"), Cell::new("City tiles"), Cell::new("1..500")]);
        table.row("", vec![Cell::new(""), Cell::new("a long line of help under the label")]);
        assert_eq!(table.render(), "tiles  City tiles  1..500\n       a long line of help under the label\n");
    }
}
