//! The Bets: settling a betting office during the game (3C rows 2, 2a-2f). The
//! end-of-game settlement (B.1.17, each chip on its own) is a feature of its own;
//! both settle chips with [`features::bets`](crate::rules::features::bets).
//!
//! In-game rule: bets are settled after all features have been scored; all chips on
//! one office apply to the same completed road or city, which the active player
//! picks when there are several. So one request is one office and one feature.

use crate::Result;
use crate::rules::breakdown::Score;
use crate::rules::features::bets::{self, Chip};
use crate::rules::schema::{CountInput, MAX_COUNT, SchemaBuilder};
use crate::rules::{Category, Step, When};
use crate::ruleset::Element;
use crate::text;

use super::{Event, EventDef, Limit, common};

/// 3C row 2: every chip on the office against the tiles of one completed feature.
pub(crate) const OFFICE: EventDef = EventDef {
    key: "bets.office",
    name: "Betting office",
    section: "Step 3C",
    category: Category::Bonuses,
    needs: &[Element::Bets],
    with: &[],
    steps: &[Step::TileScoring],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

/// Largest count of one chip type per player on one office, as the in-game form
/// has always accepted (the end-of-game form takes one chip per type: see
/// `docs/rules-decisions.md`, Appendix 2 #4).
const MAX_CHIPS: i64 = 6;

/// Tiles of the completed road or city the office's chips apply to.
const TILES: CountInput = CountInput::new("tiles");

fn inputs(s: &mut SchemaBuilder<'_>) {
    let tiles = TILES
        .spec(text!("bets-tiles-completed-road"), "bets.office")
        .range(1, MAX_COUNT)
        .default(2)
        .help(text!("bets-help-all-chips-this"))
        .required(text!("common-ask-say-how-many"));
    s.input(tiles);
    for chip in Chip::ALL {
        s.input(chip.count_input().spec(chip.label(), chip.rule(When::Completed)).range(0, MAX_CHIPS));
    }
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let tiles = ctx.count(TILES);
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        for chip in Chip::ALL {
            let chips = ctx.of(player, chip.count_input());
            if chips > 0 {
                bets::settle(&mut awards, player, (chip, chips), ("road_or_city", tiles), When::Completed);
            }
        }
    }
    Ok(awards.finish_event())
}
