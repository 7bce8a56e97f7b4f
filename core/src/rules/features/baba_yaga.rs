//! Baba Yaga's hut (Russian Promos): Part A 3B.7 when completed, Part B B.1.8 at the
//! end.
//!
//! The hut is worth 1 point for its tile plus 1 point per empty square space around
//! it. When it is completed there is no empty space left, so during the game it
//! scores 1 + 0 (Appendix 2 #10); at the end of the game the empty spaces count.
//! Then little buildings, ghosts, and in-game the epilog (teacher, ringmaster,
//! fairy).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::Element;
use crate::text;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "baba_yaga",
    name: "Baba Yaga's hut",
    category: Category::Features,
    needs: &[Element::BabaYaga],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

/// Square spaces around the hut.
const SPACES_AROUND: i64 = 8;

/// Empty square spaces around the hut (end of game).
const EMPTY_SPACES: CountInput = CountInput::new("empty_spaces");

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    let base = when.pick("baba_yaga.base", "baba_yaga.base.incomplete");
    majority::inputs(s, text!("baba-yaga-followers-baba-yagas"), base);
    if when == When::EndOfGame {
        let empty = EMPTY_SPACES
            .spec(text!("baba-yaga-empty-square-spaces"), base)
            .range(0, SPACES_AROUND)
            .help(text!("baba-yaga-help-8-square-spaces"))
            .required(text!("baba-yaga-ask-say-how-many"));
        s.input(empty);
    }
    shared::little_buildings_inputs(
        s,
        when.pick("baba_yaga.little_buildings", "baba_yaga.little_buildings.incomplete"),
    );
    shared::ghosts_input(s, when.pick("baba_yaga.ghosts", "baba_yaga.ghosts.incomplete"));
    if when == When::Completed {
        shared::teacher_input(s, "baba_yaga.teacher");
        shared::ringmaster_inputs(s, "baba_yaga.ringmaster");
        shared::fairy_input(s, "baba_yaga.fairy");
    }
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    let holders = majority::holders(ctx, |_| 0);
    let mut sheet = Sheet::new();
    match ctx.when {
        When::Completed => {
            sheet.row("baba_yaga.base", msg!("row-baba-yaga-baba-yagas-hut"), 1, 1);
            shared::little_buildings(ctx, &mut sheet, "baba_yaga.little_buildings");
        }
        When::EndOfGame => {
            sheet.row("baba_yaga.base.incomplete", msg!("row-baba-yaga-baba-yagas-hut-1"), 1, 1);
            let empty = ctx.count(EMPTY_SPACES);
            sheet.per("baba_yaga.base.incomplete", msg!("row-baba-yaga-empty-square-spaces"), empty, 1);
            shared::little_buildings(ctx, &mut sheet, "baba_yaga.little_buildings.incomplete");
        }
    }
    let value = sheet.total();
    let ghost_rule = ctx.when.pick("baba_yaga.ghosts", "baba_yaga.ghosts.incomplete");
    shared::value_to_holders(ctx, &mut awards, &holders, &sheet, ghost_rule);
    if ctx.when == When::Completed {
        shared::teacher(ctx, &mut awards, value, "baba_yaga.teacher");
        shared::ringmaster(ctx, &mut awards, "baba_yaga.ringmaster");
        shared::fairy(ctx, &mut awards, "baba_yaga.fairy");
    }
    Ok(awards.finish(value))
}
