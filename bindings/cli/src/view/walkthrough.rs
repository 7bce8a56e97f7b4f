//! The end-game walkthrough as the table model gives it: every item of the end-game
//! scoring in the reference's order, with how often it was scored, what is done and
//! what the game scores by itself.

use tally_core::table::Walkthrough;

use super::columns::{Align, Cell, Columns};
use super::{DIM, plural};

/// The walkthrough, then how to finish.
pub fn walkthrough(walkthrough: &Walkthrough) -> String {
    let mut out =
        String::from("End-game scoring, in order (score each incomplete feature; skip what does not apply):\n");
    let mut rows = Columns::new(&[Align::Left, Align::Left, Align::Left, Align::Left]);
    for item in &walkthrough.items {
        let state = if item.automatic {
            item.note.clone()
        } else if item.done {
            "done".to_owned()
        } else if item.scored > 0 {
            format!("scored {}", plural(item.scored, "time", "times"))
        } else {
            String::new()
        };
        rows.row(
            "  ",
            vec![
                Cell::new(item.section.clone()),
                Cell::new(item.key.clone()),
                Cell::new(item.name.clone()),
                Cell::styled(state, DIM),
            ],
        );
    }
    out.push_str(&rows.render());
    out.push_str("  then `finish` for the standings.\n");
    out
}
