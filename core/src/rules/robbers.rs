//! The Robbers mini-expansion (Mini 6, reference 0.3.2): what a robber takes. A
//! robber standing beside another player's scoring figure takes half of that
//! figure's next primary points, rounded up (the robbed player keeps them all); a
//! robber still on the track at the end scores `after_game.robber_remaining` (B.2).
//! Which moves a robber robs ([`robs`]) and what a steal is worth live here; where
//! a robber stands and the order of the round are the game session's
//! (`session::robbers`).

use crate::Result;
use crate::msg;
use crate::ruleset::Ruleset;

use super::breakdown::{Row, Score, half_rounded_up};
use super::events::after_game::figures::ROBBER_REMAINING;
use super::input::{Inputs, PlayerInputs};

/// The row id of a steal.
pub const STEAL: &str = "robbers.steal";

/// The key (and row id) of a robber left on the track at the end.
pub const LEFT_ON_TRACK: &str = ROBBER_REMAINING.key;

/// `robbers.steal`: whether a robber standing on `robber_space` robs a figure that
/// started its move on `from_space` with `primary` points. Only another player's
/// figure is robbed, only when it stood beside the robber, and only by points it
/// received itself (a move of zero or fewer points is no "primary points received").
pub fn robs(robber_space: u32, from_space: u8, primary: i64, same_owner: bool) -> bool {
    !same_owner && u32::from(from_space) == robber_space && primary > 0
}

/// `robbers.steal`: the row of the robber's owner when `victim` received `primary`
/// points (half, rounded up).
pub fn steal(victim: &str, primary: i64) -> Row {
    Row::new(
        STEAL,
        msg!("row-robber-steal", victim = victim.to_owned(), points = primary),
        primary,
        half_rounded_up(primary),
    )
}

/// `after_game.robber_remaining` for the robbers still on the track: `owners` are
/// the players whose robber is there, `players` every player of the game.
///
/// # Errors
/// Only if the ruleset does not play the Robbers.
pub fn left_on_track(ruleset: &Ruleset, players: &[&str], owners: &[&str]) -> Result<Score> {
    let players: Vec<PlayerInputs> = players
        .iter()
        .map(|id| {
            let player = PlayerInputs::new(*id);
            if owners.contains(id) { player.with("robber_on_track", true) } else { player }
        })
        .collect();
    ROBBER_REMAINING.score(ruleset, &Inputs::new(), &players)
}
