//! Floors (Appendix 1 of the reference): a score whose [`Floor::Refuse`] award would
//! take its player below 0 is refused as a whole (the tower ransom payer). Awards
//! with [`Floor::Negative`] may go below 0; those with [`Floor::Zero`] are clamped
//! by the scoring track, not here.

use crate::rules::breakdown::{Floor, Score};
use crate::{Error, Result};

/// Refuses `score` if one of its [`Floor::Refuse`] awards would take its player
/// below 0, given each player's current total.
///
/// # Errors
/// [`Error::WouldGoNegative`] naming the player; [`Error::InvalidInput`] on
/// `scores.<player>` for a total so large that the sum would overflow. Nothing is
/// to be applied.
pub fn check_floors(score: &Score, current_score: impl Fn(&str) -> i64) -> Result<()> {
    for award in score.awards.iter().filter(|award| award.floor == Floor::Refuse) {
        let current = current_score(&award.player);
        let Some(after) = current.checked_add(award.points) else {
            return Err(Error::invalid(
                format!("scores.{}", award.player),
                crate::msg!("score-beyond-any", current = current, points = award.points),
            ));
        };
        if after < 0 {
            return Err(Error::WouldGoNegative { player: award.player.clone(), points: award.points, score: current });
        }
    }
    Ok(())
}
