//! Final standings: players ranked by score, tied players sharing a rank (1, 1, 3),
//! each with their points by category.

use serde::Serialize;

use super::state::{CategoryPoints, TableState};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Standing {
    /// 1 for the winner(s); tied players share a rank.
    pub rank: u32,
    /// Player id.
    pub player: String,
    /// Player name.
    pub name: String,
    /// Final score.
    pub score: i64,
    /// Points by category.
    pub by_category: Vec<CategoryPoints>,
}

/// The standings of the table, best first (ties keep turn order).
pub fn standings(table: &TableState) -> Vec<Standing> {
    let mut order: Vec<usize> = (0..table.players.len()).collect();
    order.sort_by_key(|&index| std::cmp::Reverse(table.players[index].score));
    let mut result: Vec<Standing> = Vec::with_capacity(order.len());
    for (position, &index) in order.iter().enumerate() {
        let player = &table.players[index];
        let rank = match result.last() {
            Some(previous) if previous.score == player.score => previous.rank,
            _ => u32::try_from(position + 1).unwrap_or(u32::MAX),
        };
        result.push(Standing {
            rank,
            player: player.id.to_string(),
            name: player.name.to_string(),
            score: player.score,
            by_category: player.by_category.iter().filter(|entry| entry.points != 0).copied().collect(),
        });
    }
    result
}
