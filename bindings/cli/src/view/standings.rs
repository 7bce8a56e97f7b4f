//! The standings: rank, name, score and the points by category.

use tally_core::session::Standing;

use super::columns::{Align, Cell, Columns};
use super::safe::safe;
use super::{BOLD, DIM, category};

/// The standings, best first.
pub fn standings(standings: &[Standing]) -> String {
    let mut rows = Columns::new(&[Align::Left, Align::Right, Align::Left]);
    for standing in standings {
        let categories: Vec<String> = standing
            .by_category
            .iter()
            .map(|entry| say!("cli-standings-category", category = category(entry.category), points = entry.points))
            .collect();
        rows.row(
            "",
            vec![
                Cell::new(say!("cli-standings-rank", rank = standing.rank, name = safe(&standing.name).into_owned())),
                Cell::styled(standing.score.to_string(), BOLD),
                Cell::styled(categories.join(", "), DIM),
            ],
        );
    }
    format!("{}\n{}", say!("cli-standings"), rows.render())
}
