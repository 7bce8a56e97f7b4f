//! What a scoring round leaves to settle once its items have moved the figures
//! (reference 0.3.1, 0.3.2, 0.5): the primary points that moved (robbers may steal
//! from those), the robbers still to settle, every forward move (a dispatch may
//! follow from those), and the figures the players chose. Plain data: the table
//! keeps it while a robber's owner is asked to choose.

use super::command::FigureChoices;

/// A figure moved forward in the current round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Moved {
    pub player: usize,
    pub figure: usize,
    pub from: i64,
    pub points: i64,
}

/// A round being settled: the primary points that moved (robbers may steal from
/// those), the robbers still to settle, every forward move including stolen points
/// (a dispatch may follow from those), and the figures the players chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Settling {
    pub moved: Vec<Moved>,
    pub robbers_left: Vec<usize>,
    pub dispatch_moves: Vec<Moved>,
    pub figures: FigureChoices,
}
