//! The 3x3 area of a cloister or a garden (reference 0.2 `tilecount.area_3x3`): the
//! feature's square space and the eight spaces around it, worded by edition
//! (C1 / C2+C3 / WE), and the checks of what fits in it.

use crate::l10n::Text;
use crate::msg;
use crate::text;

use crate::rules::breakdown::Sheet;
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::shared;
use crate::ruleset::{Edition, Element, Ruleset};
use crate::{Error, Result};

/// Input name: what is around the feature at the end of the game.
pub(crate) const AROUND: CountInput = CountInput::new("tiles_around");

/// Largest count around the feature: 8 spaces; in C1 each triangular tile counts
/// on its own, so a space may hold two (0.2 `tilecount.triangular`).
pub(crate) fn max_around(ruleset: &Ruleset) -> i64 {
    if ruleset.edition() == Edition::C1 && ruleset.has(Element::Halflings) { 16 } else { 8 }
}

/// Largest number of tiles in the whole area (the feature's tile and those around).
pub(crate) fn max_area(ruleset: &Ruleset) -> i64 {
    1 + max_around(ruleset)
}

/// The end-of-game input: tiles around the feature (C1, C2+C3) or occupied spaces
/// around it (WE).
pub(crate) fn around_input(s: &mut SchemaBuilder<'_>, rule: &'static str) {
    let (label, help, ask) = s.ruleset().edition().pick(
        (text!("area-tiles-around"), text!("common-double-sized-tile"), text!("area-say-how-many")),
        (text!("area-tiles-8-spaces"), text!("area-half-double-sized"), text!("area-say-how-many-tiles")),
        (text!("area-occupied-spaces-around"), text!("area-count-spaces-around"), text!("area-say-how-many-spaces")),
    );
    let max = max_around(s.ruleset());
    s.input(AROUND.spec(label, rule).range(0, max).help(help).required(ask));
}

/// The base row of a completed area (3B): C1 "9 points (the feature tile and the
/// eight tiles around it)", C2+C3 "1 point per tile in the square space with the
/// feature and the 8 spaces around it", WE "9 points (the square space with the
/// feature and the eight spaces around it)". A completed area has all nine.
/// `name` is a noun for labels ("cloister", "Darmstadt church").
pub(crate) fn completed_row(ctx: &Ctx<'_>, sheet: &mut Sheet, rule: &'static str, name: Text) {
    let label = match ctx.ruleset.edition() {
        Edition::C1 => msg!("row-area-completed-c1", name = name),
        Edition::C2 | Edition::C3 => msg!("row-area-completed-c2-c3", name = name),
        Edition::Winter => msg!("row-area-completed-winter", name = name),
    };
    sheet.row(rule, label, 9, 9);
}

/// The base rows of an incomplete area (B.1): 1 point for the feature and 1 per
/// tile around it (C1), per tile in the 8 spaces around it (C2+C3), per occupied
/// space around it (WE). Returns the number of tiles in the area.
pub(crate) fn incomplete_rows(ctx: &Ctx<'_>, sheet: &mut Sheet, rule: &'static str, name: Text) -> i64 {
    let around = ctx.count(AROUND);
    let (own, others) = match ctx.ruleset.edition() {
        Edition::C1 => (msg!("row-area-own-tile-c1", name = name), msg!("row-common-tiles-around-1")),
        Edition::C2 | Edition::C3 => {
            (msg!("row-area-own-tile-c2-c3", name = name), msg!("row-area-tiles-8-spaces-around"))
        }
        Edition::Winter => (msg!("row-area-own-tile-winter", name = name), msg!("row-common-occupied-spaces-around")),
    };
    sheet.row(rule, own, 1, 1);
    sheet.per(rule, others, around, 1);
    1 + around
}

/// Little buildings stand on tiles, one per tile: no more than the tiles counted.
///
/// # Errors
/// [`Error::InvalidInput`] on the little-buildings input.
pub(crate) fn check_little_buildings(ctx: &Ctx<'_>, tiles: i64, where_: Text) -> Result<()> {
    let inputs = shared::LITTLE_BUILDING_COUNTS;
    let count: i64 = inputs.iter().map(|&input| ctx.count(input)).sum();
    if count > tiles {
        let field = inputs.iter().find(|&&input| ctx.count(input) > 0).copied().unwrap_or(shared::LITTLE_BUILDINGS);
        return Err(Error::invalid(
            field.name(),
            msg!("area-error-little-buildings-do-not-fit", count = count, tiles = tiles, place = where_),
        ));
    }
    Ok(())
}
