//! Cemetery (cemetery keeper), Exp. 11 - Ghosts, Castles & Cemeteries: Part A 3B.11
//! when completed, Part B B.1.14 at the end.
//!
//! A completed cemetery is worth 0 points; its keeper takes one extra guard meeple
//! of their colour, if one is available (a row that says so, with no points). Then
//! little buildings, ghosts and the epilog: teacher, ringmaster and fairy, which
//! \[001\] lists and \[000\] leaves out (Appendix 2 #24: kept; \[000\] itself says the
//! keeper may receive the fairy bonus). At the end of the game cemeteries are not
//! scored: the keeper gets a 0-point row.

use crate::Result;
use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::SchemaBuilder;
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::Element;
use crate::text;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "cemetery",
    name: "Cemetery",
    category: Category::Features,
    needs: &[Element::Cemeteries],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    majority::inputs(s, text!("cemetery-cemetery-keepers"), when.pick("cemetery.base", "cemetery.incomplete"));
    if when == When::Completed {
        shared::little_buildings_inputs(s, "cemetery.little_buildings");
        shared::ghosts_input(s, "cemetery.ghosts");
        shared::teacher_input(s, "cemetery.teacher");
        shared::ringmaster_inputs(s, "cemetery.ringmaster");
        shared::fairy_input(s, "cemetery.fairy");
    }
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    let holders = majority::holders(ctx, |_| 0);
    let mut sheet = Sheet::new();
    if ctx.when == When::EndOfGame {
        sheet.row("cemetery.incomplete", msg!("row-cemetery-cemeteries-not-scored"), 1, 0);
        for &player in &holders {
            awards.sheet(player, &sheet);
        }
        return Ok(awards.finish(0));
    }
    let label = if ctx.ruleset.has(Element::Guards) {
        msg!("cemetery-cemetery-0-points")
    } else {
        msg!("cemetery-cemetery-0-points-2")
    };
    sheet.row("cemetery.base", label, 1, 0);
    shared::little_buildings(ctx, &mut sheet, "cemetery.little_buildings");
    let value = sheet.total();
    shared::value_to_holders(ctx, &mut awards, &holders, &sheet, "cemetery.ghosts");
    shared::teacher(ctx, &mut awards, value, "cemetery.teacher");
    shared::ringmaster(ctx, &mut awards, "cemetery.ringmaster");
    shared::fairy(ctx, &mut awards, "cemetery.fairy");
    Ok(awards.finish(value))
}
