//! Scores and their explanation: breakdown rows (rule id, label, quantity, points),
//! per-player awards, and the [`Sheet`] on which a feature's value rows are summed
//! in the reference's order. A row's label is a [`Message`]: it is rendered in the
//! player's language when it is shown, never while scoring.

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::l10n::Message;
use crate::rules::RuleId;

/// One line of a breakdown: which rule, what was counted, how many points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Row {
    /// The reference row id.
    pub rule: RuleId,
    /// What the player reads: a message, which receives the row's `quantity` as an
    /// argument besides its own (for the plural forms of languages that show it).
    pub label: Message,
    /// How many of the counted thing (tiles, coats of arms, ghosts...).
    pub quantity: i64,
    /// Points this row adds (negative for penalties and halving).
    pub points: i64,
}

impl Row {
    /// A row; its label receives `quantity` as the argument `quantity`.
    pub fn new(rule: impl Into<RuleId>, label: Message, quantity: i64, points: i64) -> Row {
        Row { rule: rule.into(), label: label.with_quantity(quantity), quantity, points }
    }
}

pub use crate::track::Floor;

/// What one player receives from one scoring.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Award {
    /// The player's id.
    pub player: String,
    /// The sum of the rows.
    pub points: i64,
    /// The explanation.
    pub rows: Vec<Row>,
    /// How low this award may take the score.
    #[serde(default, skip_serializing_if = "Floor::is_zero")]
    pub floor: Floor,
}

/// The result of scoring a feature, an event or an end-game item.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// The feature value the majority holders receive (for events and end-game
    /// items: the sum of all awards).
    pub value: i64,
    /// Per player, in request order; players who receive nothing are left out.
    pub awards: Vec<Award>,
}

impl Score {
    /// The award of `player`, if any.
    pub fn award(&self, player: &str) -> Option<&Award> {
        self.awards.iter().find(|award| award.player == player)
    }

    /// Points of `player` (0 if absent).
    pub fn points_of(&self, player: &str) -> i64 {
        self.award(player).map_or(0, |award| award.points)
    }
}

/// The value rows of a feature, in order, with the running total the modifiers act on.
#[derive(Clone, Debug, Default)]
pub struct Sheet {
    rows: Vec<Row>,
}

impl Sheet {
    /// An empty sheet.
    pub fn new() -> Sheet {
        Sheet::default()
    }

    /// Adds a row as is (kept even when it scores 0, for base rows).
    pub fn row(&mut self, rule: impl Into<RuleId>, label: Message, quantity: i64, points: i64) -> &mut Self {
        self.rows.push(Row::new(rule, label, quantity, points));
        self
    }

    /// Adds `quantity × per` points, unless `quantity` is 0 (the row does not apply).
    pub fn per(&mut self, rule: impl Into<RuleId>, label: Message, quantity: i64, per: i64) -> &mut Self {
        if quantity != 0 {
            self.row(rule, label, quantity, quantity.saturating_mul(per));
        }
        self
    }

    /// The total so far.
    pub fn total(&self) -> i64 {
        sum_points(self.rows.iter().map(|row| row.points))
    }

    /// "(xN)": multiplies everything above; the row shows the difference.
    pub fn multiply_previous(&mut self, rule: impl Into<RuleId>, label: Message, factor: i64) -> &mut Self {
        let total = self.total();
        self.row(rule, label, factor, total.saturating_mul(factor).saturating_sub(total))
    }

    /// "1/2 points (rounded up)": halves everything above and rounds up; the row
    /// shows the difference.
    pub fn halve_previous(&mut self, rule: impl Into<RuleId>, label: Message) -> &mut Self {
        let total = self.total();
        self.row(rule, label, 1, half_rounded_up(total).saturating_sub(total))
    }

    /// The rows.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }
}

/// The sum of some points, saturating: inputs are bounded by their schemas far
/// below `i64`, and a sum must never wrap round to the other sign.
pub fn sum_points(points: impl IntoIterator<Item = i64>) -> i64 {
    points.into_iter().fold(0, i64::saturating_add)
}

/// Half of `points`, rounded up (towards positive infinity).
pub fn half_rounded_up(points: i64) -> i64 {
    points.div_euclid(2) + points.rem_euclid(2)
}

/// Collects the rows each player receives, then builds the [`Score`]. The players'
/// ids are borrowed from the request: only those who receive an award are copied
/// into the score. The players are kept in place (a table seats at most eight, most
/// six), so that only the awards themselves allocate.
#[derive(Clone, Debug)]
pub struct Awards<'a> {
    seats: SmallVec<[Seat<'a>; 6]>,
}

/// One player of [`Awards`]: the rows received so far (`None`: no award yet) and how
/// low the award may take the score.
#[derive(Clone, Debug)]
struct Seat<'a> {
    player: &'a str,
    rows: Option<Vec<Row>>,
    floor: Floor,
}

/// Rows an award is made room for at its first: a feature's value (tiles, coats of
/// arms, a cathedral or an inn...) and a few of the player's own rows.
const ROWS_OF_AN_AWARD: usize = 6;

impl<'a> Awards<'a> {
    /// No awards yet, for these player ids in request order.
    pub fn new(players: impl IntoIterator<Item = &'a str>) -> Awards<'a> {
        let seats = players.into_iter().map(|player| Seat { player, rows: None, floor: Floor::Zero }).collect();
        Awards { seats }
    }

    /// The rows of `player`'s award, which it now has.
    fn rows_of(&mut self, player: usize) -> &mut Vec<Row> {
        self.seats[player].rows.get_or_insert_with(|| Vec::with_capacity(ROWS_OF_AN_AWARD))
    }

    /// Gives `player` a row.
    pub fn row(
        &mut self,
        player: usize,
        rule: impl Into<RuleId>,
        label: Message,
        quantity: i64,
        points: i64,
    ) -> &mut Self {
        self.rows_of(player).push(Row::new(rule, label, quantity, points));
        self
    }

    /// Gives `player` `quantity × per` points, unless `quantity` is 0.
    pub fn per(
        &mut self,
        player: usize,
        rule: impl Into<RuleId>,
        label: Message,
        quantity: i64,
        per: i64,
    ) -> &mut Self {
        if quantity != 0 {
            self.row(player, rule, label, quantity, quantity.saturating_mul(per));
        }
        self
    }

    /// Gives `player` every row of the sheet: the feature value.
    pub fn sheet(&mut self, player: usize, sheet: &Sheet) -> &mut Self {
        self.rows_of(player).extend(sheet.rows().iter().cloned());
        self
    }

    /// Makes sure `player` appears in the result, even with no row (a majority
    /// holder of a feature worth nothing).
    pub fn include(&mut self, player: usize) -> &mut Self {
        self.rows_of(player);
        self
    }

    /// Sets how low `player`'s award may take the score.
    pub fn floor(&mut self, player: usize, floor: Floor) -> &mut Self {
        self.seats[player].floor = floor;
        self
    }

    /// Points `player` has received so far.
    pub fn points_of(&self, player: usize) -> i64 {
        sum_points(self.seats[player].rows.iter().flatten().map(|row| row.points))
    }

    /// The score with `value` as the feature value.
    pub fn finish(self, value: i64) -> Score {
        let awards = self
            .seats
            .into_iter()
            .filter_map(|Seat { player, rows, floor }| {
                let rows = rows?;
                Some(Award {
                    player: player.to_owned(),
                    points: sum_points(rows.iter().map(|row| row.points)),
                    rows,
                    floor,
                })
            })
            .collect();
        Score { value, awards }
    }

    /// The score of an event or end-game item: the value is the sum of the awards.
    pub fn finish_event(self) -> Score {
        let mut score = self.finish(0);
        score.value = sum_points(score.awards.iter().map(|award| award.points));
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halving_rounds_up() {
        assert_eq!(half_rounded_up(9), 5);
        assert_eq!(half_rounded_up(8), 4);
        assert_eq!(half_rounded_up(0), 0);
        assert_eq!(half_rounded_up(-3), -1);
    }

    #[test]
    fn modifiers_act_on_the_rows_above() {
        let mut sheet = Sheet::new();
        let label = || Message::verbatim("row");
        sheet.per("road.base", label(), 5, 1).per("road.inn", label(), 5, 1);
        sheet.halve_previous("road.witch", label());
        assert_eq!(sheet.total(), 5);
        sheet.per("road.german_castle", label(), 1, 3);
        assert_eq!(sheet.total(), 8);
        assert_eq!(sheet.rows()[2].points, -5);
    }
}
