//! The end-game walkthrough as the table model gives it: every item of the end-game
//! scoring in the reference's order, with how often it was scored, what is done and
//! what the game scores by itself.

use tally_core::table::{TableCatalogue, Walkthrough};

use super::DIM;
use super::columns::{Align, Cell, Columns};

/// The walkthrough (its names and sections from the game's catalogue), then how to
/// finish.
pub fn walkthrough(walkthrough: &Walkthrough, catalogue: &TableCatalogue) -> String {
    let mut out = format!("{}\n", say!("cli-walkthrough"));
    let mut rows = Columns::new(&[Align::Left, Align::Left, Align::Left, Align::Left]);
    for item in &walkthrough.items {
        let Some(entry) = catalogue.end_game.iter().find(|entry| entry.key == item.key) else { continue };
        let state = if item.automatic {
            item.note.clone().unwrap_or_default()
        } else if item.done {
            say!("cli-walkthrough-done")
        } else if item.scored > 0 {
            say!("cli-walkthrough-scored", times = item.scored)
        } else {
            String::new()
        };
        rows.row(
            "  ",
            vec![
                Cell::new(entry.section.clone()),
                Cell::new(item.key.clone()),
                Cell::new(entry.name.clone()),
                Cell::styled(state, DIM),
            ],
        );
    }
    out.push_str(&rows.render());
    out.push_str(&format!("  {}\n", say!("cli-walkthrough-finish")));
    out
}
