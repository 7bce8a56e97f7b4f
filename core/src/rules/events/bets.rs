//! The Bets: settling a betting office during the game (3C rows 2, 2a-2f). The
//! end-of-game settlement (B.1.17, each chip on its own) is a feature of its own.
//!
//! In-game rule: bets are settled after all features have been scored; all chips on
//! one office apply to the same completed road or city, which the active player
//! picks when there are several. So one request is one office and one feature.

use crate::Result;
use crate::rules::breakdown::Score;
use crate::rules::schema::{InputSpec, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;

use super::{Event, EventDef, common};

/// 3C row 2: every chip on the office against the tiles of one completed feature.
pub(crate) const OFFICE: EventDef = EventDef {
    key: "bets.office",
    name: "Betting office",
    section: "Step 3C",
    category: Category::Bonuses,
    needs: &[Element::Bets],
    with: &[],
    steps: &[Step::TileScoring],
    inputs,
    score,
};

/// One kind of betting chip: its input, row id, label and points by tile count.
struct Chip {
    input: &'static str,
    rule: &'static str,
    name: &'static str,
    pays: fn(i64) -> i64,
}

/// Rows 2a-2f.
const CHIPS: [Chip; 6] = [
    Chip { input: "chip_2_6", rule: "bets.chip_2_6", name: "Chip 2/6", pays: |t| exactly(t, &[(2, 2), (6, 6)]) },
    Chip { input: "chip_3_5", rule: "bets.chip_3_5", name: "Chip 3/5", pays: |t| exactly(t, &[(3, 3), (5, 5)]) },
    Chip { input: "chip_3_6", rule: "bets.chip_3_6", name: "Chip 3/6", pays: |t| exactly(t, &[(3, 3), (6, 6)]) },
    Chip {
        input: "chip_4_7plus",
        rule: "bets.chip_4_7plus",
        name: "Chip 4/7+",
        pays: |t| if t >= 7 { 7 } else { exactly(t, &[(4, 4)]) },
    },
    Chip { input: "chip_4", rule: "bets.chip_4", name: "Chip 4", pays: |t| exactly(t, &[(4, 8)]) },
    Chip {
        input: "chip_5_8plus",
        rule: "bets.chip_5_8plus",
        name: "Chip 5/8+",
        pays: |t| if t >= 8 { 8 } else { exactly(t, &[(5, 5)]) },
    },
];

/// The points of the first `(tiles, points)` bet whose tile count is `tiles`.
fn exactly(tiles: i64, bets: &[(i64, i64)]) -> i64 {
    bets.iter().find(|(count, _)| *count == tiles).map_or(0, |(_, points)| *points)
}

/// Points one chip of `input` pays for a feature of `tiles` tiles (rows 2a-2f).
pub fn chip_points(input: &str, tiles: i64) -> Option<i64> {
    CHIPS.iter().find(|chip| chip.input == input).map(|chip| (chip.pays)(tiles))
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    let tiles =
        InputSpec::count("tiles", "Tiles of the completed road or city the office's chips apply to", "bets.office")
            .range(1, 500)
            .default(2)
            .help("All chips on this office apply to the same feature; the active player picks it.");
    s.input(tiles);
    for chip in &CHIPS {
        s.input(InputSpec::per_player_count(chip.input, chip.name, chip.rule).range(0, 6));
    }
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let tiles = ctx.count("tiles");
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        for chip in &CHIPS {
            let chips = ctx.of(player, chip.input);
            if chips == 0 {
                continue;
            }
            let pays = (chip.pays)(tiles);
            let label = if pays > 0 {
                format!("{}: {pays} for {tiles} tiles", chip.name)
            } else {
                format!("{}: no bet matches {tiles} tiles", chip.name)
            };
            awards.row(player, chip.rule, label, chips, chips * pays);
        }
    }
    Ok(awards.finish_event())
}
