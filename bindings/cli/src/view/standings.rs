//! The standings: rank, name, score and the points by category.

use tally_core::table::TableSummary;

use super::columns::{Align, Cell, Columns};
use super::safe::safe;
use super::{BOLD, DIM, category};

/// The standings of the table, best first (names and points by category are the
/// players').
pub fn standings(table: &TableSummary) -> String {
    let mut rows = Columns::new(&[Align::Left, Align::Right, Align::Left]);
    for placing in &table.standings {
        let Some(player) = table.players.iter().find(|player| player.id == placing.player) else { continue };
        let categories: Vec<String> = player
            .by_category
            .iter()
            .map(|entry| say!("cli-standings-category", category = category(entry.category), points = entry.points))
            .collect();
        rows.row(
            "",
            vec![
                Cell::new(say!("cli-standings-rank", rank = placing.rank, name = safe(&player.name).into_owned())),
                Cell::styled(placing.score.to_string(), BOLD),
                Cell::styled(categories.join(", "), DIM),
            ],
        );
    }
    format!("{}\n{}", say!("cli-standings"), rows.render())
}
