//! Garden (abbot): Part A 3B.8 when completed, Part B B.1.10 at the end.
//!
//! Only the abbot stands on a garden. Base row by edition (C1 / C2+C3 / WE; vineyards
//! do not affect gardens), little buildings, ghosts, then the epilog (teacher, fairy;
//! the reference has no ringmaster row for gardens).

use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, FeatureDef, When, shared};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

use super::area;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "garden",
    name: "Garden",
    category: Category::Features,
    needs: &[Element::Gardens],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

/// The abbot on the garden (or on a German monastery at the end).
pub(crate) const ABBOT: PerPlayerToggle = PerPlayerToggle::new("abbot");

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    let base = when.pick("garden.base", "garden.base.incomplete");
    let abbot = ABBOT.spec(text!("garden-abbot-garden"), base).help(text!("garden-help-vineyards-do-not"));
    s.input(abbot);
    if when == When::EndOfGame {
        area::around_input(s, base);
    }
    shared::little_buildings_inputs(s, when.pick("garden.little_buildings", "garden.little_buildings.incomplete"));
    shared::ghosts_input(s, when.pick("garden.ghosts", "garden.ghosts.incomplete"));
    if when == When::Completed {
        shared::teacher_input(s, "garden.teacher");
        shared::fairy_input(s, "garden.fairy");
    }
}

/// The abbot's owner: a garden holds one figure, the abbot.
///
/// # Errors
/// [`Error::InvalidInput`] when two players have their abbot on it.
pub(crate) fn abbot_holder(ctx: &Ctx<'_>, feature: Text) -> Result<Vec<usize>> {
    let holders: Vec<usize> = ctx.players().filter(|&p| ctx.is(p, ABBOT)).collect();
    if let [_, second, ..] = holders.as_slice() {
        return Err(Error::invalid(
            format!("players[{second}].{}", ABBOT.name()),
            msg!("garden-error-one-abbot", feature = feature),
        ));
    }
    Ok(holders)
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let holders = abbot_holder(ctx, text!("garden-noun-garden"))?;
    let mut awards = shared::awards(ctx);
    let mut sheet = Sheet::new();
    let area = match ctx.when {
        When::Completed => {
            area::completed_row(ctx, &mut sheet, "garden.base", text!("garden-noun-garden"));
            area::max_area(ctx.ruleset)
        }
        When::EndOfGame => {
            area::incomplete_rows(ctx, &mut sheet, "garden.base.incomplete", text!("garden-noun-garden"))
        }
    };
    area::check_little_buildings(ctx, area, text!("garden-gardens-area"))?;
    shared::little_buildings(
        ctx,
        &mut sheet,
        ctx.when.pick("garden.little_buildings", "garden.little_buildings.incomplete"),
    );
    let value = sheet.total();
    shared::value_to_holders(
        ctx,
        &mut awards,
        &holders,
        &sheet,
        ctx.when.pick("garden.ghosts", "garden.ghosts.incomplete"),
    );
    if ctx.when == When::Completed {
        shared::teacher(ctx, &mut awards, value, "garden.teacher");
        shared::fairy(ctx, &mut awards, "garden.fairy");
    }
    Ok(awards.finish(value))
}
