//! The scoring track as on the table: 50 spaces (0 to 49), laps recorded with 50/100
//! tiles, the dark dispatch spaces of Messages, and the floors of Appendix 1.

use serde::{Deserialize, Serialize};

/// Spaces on the track.
pub const SPACES: i64 = 50;

/// Where a figure with `points` stands: its space (0-49) and completed laps.
/// Negative scores wrap backwards: -3 points is space 47 with -1 lap.
pub fn space_of(points: i64) -> u8 {
    u8::try_from(points.rem_euclid(SPACES)).unwrap_or(0)
}

/// Completed laps of a figure with `points` (negative below 0).
pub fn laps_of(points: i64) -> i64 {
    points.div_euclid(SPACES)
}

/// Whether a space is one of the dark dispatch spaces of Messages (0, 5, ..., 45).
pub fn is_dark(space: u8) -> bool {
    space % 5 == 0
}

/// The dark dispatch spaces of Messages, in order.
pub fn dark_spaces() -> impl Iterator<Item = u8> {
    (0..50).filter(|space| is_dark(*space))
}

/// The 50/100 tiles beside a figure after `laps` laps: the first lap is a 50 tile,
/// the second flips it to 100, the third adds another 50 tile, and so on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LapTiles {
    /// Tiles showing their 100 side.
    pub hundreds: i64,
    /// Tiles showing their 50 side (0 or 1).
    pub fifties: i64,
}

/// The tiles for `laps` completed laps (none for 0 or fewer).
pub fn lap_tiles(laps: i64) -> LapTiles {
    let laps = laps.max(0);
    LapTiles { hundreds: laps / 2, fifties: laps % 2 }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BelowZero {
    /// Points the figure has.
    pub points: i64,
    /// Points it would lose.
    pub delta: i64,
}

/// How low an award may take a player's score (Appendix 1 of the reference).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Floor {
    /// The points may be negative, but the scoring figure never goes below 0
    /// (ghosts, and every row that does not say otherwise).
    #[default]
    Zero,
    /// The score may go below 0 (bathhouse, peasant revolts, bazaar).
    Negative,
    /// The award is refused if it would take the score below 0 (tower ransom).
    Refuse,
}

impl Floor {
    pub(crate) fn is_zero(&self) -> bool {
        *self == Floor::Zero
    }
}

/// The points of a figure after adding `delta` under `floor`:
///
/// - [`Floor::Zero`]: a loss never takes the figure below 0 (a figure already below
///   0, after a bathhouse, does not move further down);
/// - [`Floor::Negative`]: anything goes;
/// - [`Floor::Refuse`]: a loss that would take it below 0 is refused.
///
/// # Errors
/// [`BelowZero`] under [`Floor::Refuse`].
pub fn move_figure(points: i64, delta: i64, floor: Floor) -> Result<i64, BelowZero> {
    // Saturating: points are bounded far below i64 (`crate::limits`), and a sum
    // must never wrap round to the other end of the track.
    let target = points.saturating_add(delta);
    if delta >= 0 {
        return Ok(target);
    }
    match floor {
        Floor::Negative => Ok(target),
        Floor::Zero => Ok(target.max(points.min(0))),
        Floor::Refuse if target < 0 => Err(BelowZero { points, delta }),
        Floor::Refuse => Ok(target),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_and_laps() {
        assert_eq!((space_of(0), laps_of(0)), (0, 0));
        assert_eq!((space_of(49), laps_of(49)), (49, 0));
        assert_eq!((space_of(50), laps_of(50)), (0, 1));
        assert_eq!((space_of(123), laps_of(123)), (23, 2));
        assert_eq!((space_of(-3), laps_of(-3)), (47, -1));
    }

    #[test]
    fn lap_tiles_flip_then_add() {
        assert_eq!(lap_tiles(0), LapTiles { hundreds: 0, fifties: 0 });
        assert_eq!(lap_tiles(1), LapTiles { hundreds: 0, fifties: 1 });
        assert_eq!(lap_tiles(2), LapTiles { hundreds: 1, fifties: 0 });
        assert_eq!(lap_tiles(3), LapTiles { hundreds: 1, fifties: 1 });
        assert_eq!(lap_tiles(-1), LapTiles::default());
    }

    #[test]
    fn dark_spaces_every_five() {
        let dark: Vec<u8> = (0..50).filter(|space| is_dark(*space)).collect();
        assert_eq!(dark, vec![0, 5, 10, 15, 20, 25, 30, 35, 40, 45]);
    }

    #[test]
    fn floors() {
        assert_eq!(move_figure(2, -5, Floor::Zero), Ok(0));
        assert_eq!(move_figure(-4, -2, Floor::Zero), Ok(-4));
        assert_eq!(move_figure(2, -5, Floor::Negative), Ok(-3));
        assert_eq!(move_figure(2, -3, Floor::Refuse), Err(BelowZero { points: 2, delta: -3 }));
        assert_eq!(move_figure(3, -3, Floor::Refuse), Ok(0));
    }

    #[test]
    fn sums_saturate_instead_of_wrapping() {
        assert_eq!(move_figure(i64::MAX - 1, 5, Floor::Zero), Ok(i64::MAX));
        assert_eq!(move_figure(i64::MIN + 1, -5, Floor::Negative), Ok(i64::MIN));
        assert_eq!(move_figure(1, i64::MIN, Floor::Refuse), Err(BelowZero { points: 1, delta: i64::MIN }));
    }
}
