//! Fortune teller tent (fortune teller), The Fortune Teller (PnP): Part A 3B.13 when
//! completed, Part B B.1.16 at the end.
//!
//! The tent itself is worth 0 points; little buildings on its tile and the
//! horizontally and vertically adjacent tiles add to it, ghosts cost the majority
//! holders, and in-game the epilog follows: teacher, ringmaster, fairy, then 3
//! points to the player who completed the tent, whoever occupies it.

use crate::Result;
use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{PlayerInput, SchemaBuilder};
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::Element;
use crate::text;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "fortune_teller",
    name: "Fortune teller tent",
    category: Category::Features,
    needs: &[Element::PnpFortuneTeller],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

/// Points to the player completing the tent.
const COMPLETER_BONUS: i64 = 3;

/// The player who completed the tent.
const COMPLETER: PlayerInput = PlayerInput::new("completer");

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    majority::inputs(
        s,
        text!("fortune-teller-fortune-tellers-tent"),
        when.pick("fortune_teller.base", "fortune_teller.base.incomplete"),
    );
    let little_buildings = when.pick("fortune_teller.little_buildings", "fortune_teller.little_buildings.incomplete");
    shared::little_buildings_inputs(s, little_buildings);
    shared::ghosts_input(s, when.pick("fortune_teller.ghosts", "fortune_teller.ghosts.incomplete"));
    if when == When::Completed {
        shared::teacher_input(s, "fortune_teller.teacher");
        shared::ringmaster_inputs(s, "fortune_teller.ringmaster");
        shared::fairy_input(s, "fortune_teller.fairy");
        let completer = COMPLETER
            .spec(text!("fortune-teller-player-who-completed"), "fortune_teller.completer")
            .help(text!("fortune-teller-help-scores-3-points"));
        s.input(completer);
    }
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    let holders = majority::holders(ctx, |_| 0);
    let mut sheet = Sheet::new();
    let base = ctx.when.pick("fortune_teller.base", "fortune_teller.base.incomplete");
    sheet.row(base, msg!("row-fortune-teller-fortune-teller-tent"), 1, 0);
    shared::little_buildings(
        ctx,
        &mut sheet,
        ctx.when.pick("fortune_teller.little_buildings", "fortune_teller.little_buildings.incomplete"),
    );
    let value = sheet.total();
    let ghost_rule = ctx.when.pick("fortune_teller.ghosts", "fortune_teller.ghosts.incomplete");
    shared::value_to_holders(ctx, &mut awards, &holders, &sheet, ghost_rule);
    if ctx.when == When::Completed {
        shared::teacher(ctx, &mut awards, value, "fortune_teller.teacher");
        shared::ringmaster(ctx, &mut awards, "fortune_teller.ringmaster");
        shared::fairy(ctx, &mut awards, "fortune_teller.fairy");
        if let Some(player) = ctx.player(COMPLETER) {
            awards.row(
                player,
                "fortune_teller.completer",
                msg!("row-fortune-teller-completed-fortune-teller"),
                1,
                COMPLETER_BONUS,
            );
        }
    }
    Ok(awards.finish(value))
}
