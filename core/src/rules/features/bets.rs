//! Betting office (The Bets): Part B B.1.17, settled at the end of the game before
//! the remaining features are scored.
//!
//! At the end each betting chip is settled on its own, against a completed road or
//! city its owner chooses (Appendix 2 #3, #4). One request settles, for one chosen
//! feature size, the chips each player settles against it: a per-player switch per
//! chip type. Each player has one chip of each of the six types.
//!
//! The chips ([`Chip`]), their arithmetic ([`chip_points`]) and the settlement row
//! are shared with the in-game settlement of step 3C (`bets.office`, `bets.chip_*`,
//! in [`crate::rules::events::bets`]), whose rules on timing, on how many chips
//! settle against one feature and on who chooses the feature differ.

use crate::Result;
use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::{Awards, Score};
use crate::rules::input::Ctx;
use crate::rules::schema::{ChoiceInput, CountInput, MAX_COUNT, PerPlayerCount, PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, FeatureDef, When, shared};
use crate::ruleset::Element;
use crate::text;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "bets",
    name: "Betting office",
    category: Category::Bonuses,
    needs: &[Element::Bets],
    with: &[],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

/// One type of betting chip (3C rows 2a-2f, B.1.17 rows 1a-1f).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chip {
    /// 2 if exactly 2 tiles; 6 if exactly 6.
    TwoSix,
    /// 3 if exactly 3 tiles; 5 if exactly 5.
    ThreeFive,
    /// 3 if exactly 3 tiles; 6 if exactly 6.
    ThreeSix,
    /// 4 if exactly 4 tiles; 7 if 7 or more.
    FourSevenPlus,
    /// 8 if exactly 4 tiles.
    Four,
    /// 5 if exactly 5 tiles; 8 if 8 or more.
    FiveEightPlus,
}

impl Chip {
    /// Every chip type, in the reference's order.
    pub const ALL: [Chip; 6] =
        [Chip::TwoSix, Chip::ThreeFive, Chip::ThreeSix, Chip::FourSevenPlus, Chip::Four, Chip::FiveEightPlus];

    /// The input name (`chip_2_6`...), also the middle of the row ids.
    pub fn key(self) -> &'static str {
        match self {
            Chip::TwoSix => "chip_2_6",
            Chip::ThreeFive => "chip_3_5",
            Chip::ThreeSix => "chip_3_6",
            Chip::FourSevenPlus => "chip_4_7plus",
            Chip::Four => "chip_4",
            Chip::FiveEightPlus => "chip_5_8plus",
        }
    }

    /// The in-game input: chips of this type on the office, per player (3C).
    pub fn count_input(self) -> PerPlayerCount {
        PerPlayerCount::new(self.key())
    }

    /// The end-of-game input: this chip settled against the feature, per player
    /// (B.1.17).
    pub fn toggle_input(self) -> PerPlayerToggle {
        PerPlayerToggle::new(self.key())
    }

    /// What the player reads.
    pub fn label(self) -> Text {
        match self {
            Chip::TwoSix => text!("bets-chip-2-6"),
            Chip::ThreeFive => text!("bets-chip-3-5"),
            Chip::ThreeSix => text!("bets-chip-3-6"),
            Chip::FourSevenPlus => text!("bets-chip-4-7"),
            Chip::Four => text!("bets-chip-4-8"),
            Chip::FiveEightPlus => text!("bets-chip-5-8"),
        }
    }

    /// The row id: `bets.chip_2_6` during the game (3C), `bets.chip_2_6.end_of_game`
    /// at the end (B.1.17).
    pub fn rule(self, when: When) -> &'static str {
        match self {
            Chip::TwoSix => when.pick("bets.chip_2_6", "bets.chip_2_6.end_of_game"),
            Chip::ThreeFive => when.pick("bets.chip_3_5", "bets.chip_3_5.end_of_game"),
            Chip::ThreeSix => when.pick("bets.chip_3_6", "bets.chip_3_6.end_of_game"),
            Chip::FourSevenPlus => when.pick("bets.chip_4_7plus", "bets.chip_4_7plus.end_of_game"),
            Chip::Four => when.pick("bets.chip_4", "bets.chip_4.end_of_game"),
            Chip::FiveEightPlus => when.pick("bets.chip_5_8plus", "bets.chip_5_8plus.end_of_game"),
        }
    }
}

/// Points a chip wins against a completed road or city of `tiles` tiles; 0 when the
/// number does not match.
pub fn chip_points(chip: Chip, tiles: i64) -> i64 {
    match (chip, tiles) {
        (Chip::TwoSix, 2) => 2,
        (Chip::TwoSix, 6) => 6,
        (Chip::ThreeFive, 3) | (Chip::ThreeSix, 3) => 3,
        (Chip::ThreeFive, 5) => 5,
        (Chip::ThreeSix, 6) => 6,
        (Chip::FourSevenPlus, 4) => 4,
        (Chip::FourSevenPlus, 7..) => 7,
        (Chip::Four, 4) => 8,
        (Chip::FiveEightPlus, 5) => 5,
        (Chip::FiveEightPlus, 8..) => 8,
        _ => 0,
    }
}

/// Settles `chips` chips of one type of `player` against a completed road or city
/// (`feature`) of `tiles` tiles: one row with the chip's row id at `when`, worth 0
/// when the number does not match (the player sees the bet was settled).
pub(crate) fn settle(
    awards: &mut Awards,
    player: usize,
    (chip, chips): (Chip, i64),
    (feature, tiles): (&'static str, i64),
    when: When,
) {
    let points = chip_points(chip, tiles);
    let outcome = if points == 0 { "no_match" } else { "match" };
    let label = msg!("row-bets-settled", chip = chip.label(), feature = feature, tiles = tiles, outcome = outcome);
    awards.row(player, chip.rule(when), label, chips, chips * points);
}

const FEATURES: &[(&str, Text)] =
    &[("road", text!("bets-option-completed-road")), ("city", text!("bets-option-completed-city"))];

/// The kind of feature the chips are settled against.
const FEATURE_KIND: ChoiceInput = ChoiceInput::new("feature_kind");
/// Tiles of that road or city.
const FEATURE_TILES: CountInput = CountInput::new("feature_tiles");

fn inputs(s: &mut SchemaBuilder<'_>) {
    let office = "bets.office.end_of_game";
    s.input(FEATURE_KIND.spec(text!("bets-feature-chips-settled"), office, FEATURES));
    let tiles = FEATURE_TILES
        .spec(text!("bets-tiles-that-road"), office)
        .range(1, MAX_COUNT)
        .default(2)
        .help(text!("bets-help-counted-when-road"))
        .required(text!("common-ask-say-how-many"));
    s.input(tiles);
    for chip in Chip::ALL {
        let label = match chip {
            Chip::TwoSix => text!("bets-chip-2-6-settled"),
            Chip::ThreeFive => text!("bets-chip-3-5-settled"),
            Chip::ThreeSix => text!("bets-chip-3-6-settled"),
            Chip::FourSevenPlus => text!("bets-chip-4-7-plus"),
            Chip::Four => text!("bets-chip-4-8-points"),
            Chip::FiveEightPlus => text!("bets-chip-5-8-plus"),
        };
        s.input(chip.toggle_input().spec(label, chip.rule(When::EndOfGame)));
    }
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let tiles = ctx.count(FEATURE_TILES);
    let feature = match ctx.choice(FEATURE_KIND) {
        Some("city") => "city",
        _ => "road",
    };
    let mut awards = shared::awards(ctx);
    for player in ctx.players() {
        for chip in Chip::ALL.into_iter().filter(|chip| ctx.is(player, chip.toggle_input())) {
            settle(&mut awards, player, (chip, 1), (feature, tiles), When::EndOfGame);
        }
    }
    Ok(awards.finish_event())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_chip_pays_only_its_numbers() {
        // (chip, [(exact tile count, points)], Some((at least this many tiles, points)))
        type Wins = (Chip, &'static [(i64, i64)], Option<(i64, i64)>);
        let expected: [Wins; 6] = [
            (Chip::TwoSix, &[(2, 2), (6, 6)], None),
            (Chip::ThreeFive, &[(3, 3), (5, 5)], None),
            (Chip::ThreeSix, &[(3, 3), (6, 6)], None),
            (Chip::FourSevenPlus, &[(4, 4)], Some((7, 7))),
            (Chip::Four, &[(4, 8)], None),
            (Chip::FiveEightPlus, &[(5, 5)], Some((8, 8))),
        ];
        for (chip, exact, at_least) in expected {
            for tiles in 0..=40 {
                let want = match (exact.iter().find(|(count, _)| *count == tiles), at_least) {
                    (Some(&(_, points)), _) => points,
                    (None, Some((from, points))) if tiles >= from => points,
                    _ => 0,
                };
                assert_eq!(chip_points(chip, tiles), want, "{chip:?} with {tiles} tiles");
            }
        }
    }

    #[test]
    fn rule_ids_follow_the_moment() {
        assert_eq!(Chip::FourSevenPlus.rule(When::Completed), "bets.chip_4_7plus");
        assert_eq!(Chip::FourSevenPlus.rule(When::EndOfGame), "bets.chip_4_7plus.end_of_game");
        for chip in Chip::ALL {
            assert!(chip.rule(When::Completed).ends_with(chip.key()));
        }
    }
}
