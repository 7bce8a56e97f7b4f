//! Obelisk (The Obelisk, fan expansion): Part A 3B.14, scored when completed.
//!
//! \[001\] gives the rows without their heading (Appendix 3 #7): 16 points for the 4
//! square spaces of the obelisk and the 12 spaces around it, plus little buildings
//! there. It is taken as a completed feature scored by its majority holder(s), like
//! the other features of 3B; there is no end-of-game row, so an unfinished obelisk
//! scores nothing.

use crate::Result;
use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::SchemaBuilder;
use crate::rules::{Category, FeatureDef, majority, shared};
use crate::ruleset::Element;
use crate::text;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "obelisk",
    name: "Obelisk",
    category: Category::Features,
    needs: &[Element::FanObelisk],
    with: &[],
    in_game: true,
    end_of_game: false,
    inputs,
    score,
};

/// The 4 spaces of the obelisk and the 12 around it, 1 point each.
const BASE_POINTS: i64 = 16;

fn inputs(s: &mut SchemaBuilder<'_>) {
    majority::inputs(s, text!("obelisk-followers-obelisk"), "obelisk.base");
    shared::little_buildings_inputs(s, "obelisk.little_buildings");
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    let holders = majority::holders(ctx, |_| 0);
    let mut sheet = Sheet::new();
    sheet.row("obelisk.base", msg!("row-obelisk-obelisk-4-spaces"), 1, BASE_POINTS);
    shared::little_buildings(ctx, &mut sheet, "obelisk.little_buildings");
    let value = sheet.total();
    for &player in &holders {
        awards.sheet(player, &sheet);
    }
    Ok(awards.finish(value))
}
