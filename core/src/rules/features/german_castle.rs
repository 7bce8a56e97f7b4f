//! German castle (knight / lord / castle occupant) of German Castles: Part A 3B.9
//! when completed, Part B B.1.11 at the end.
//!
//! The German castle is a double-sized tile (two square spaces) with ten spaces
//! around it. Completed, it is worth 12 in every edition, written three ways:
//! C1 "12 points (2 for the castle + 1 per tile around it)", C2+C3 "2 points + 1 per
//! tile in the 10 spaces around it", WE "12 points (the two spaces and the ten around
//! them)". At the end: 2 + 1 per tile around it (C1, tiles counted the C1 way) / per
//! tile in the 10 spaces (C2+C3) / per occupied space (WE).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::SchemaBuilder;
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::{Edition, Element};
use crate::text;

use super::area::AROUND;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "german_castle",
    name: "German castle",
    category: Category::Features,
    needs: &[Element::GermanCastles],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    let base = when.pick("german_castle.base", "german_castle.base.incomplete");
    majority::inputs(s, text!("german-castle-knights-german-castle"), base);
    if when == When::EndOfGame {
        let around = match s.ruleset().edition() {
            Edition::C1 => AROUND
                .spec(text!("german-castle-tiles-around-german"), base)
                .range(0, 20)
                .help(text!("german-castle-help-c1-double-sized")),
            Edition::C2 | Edition::C3 => AROUND
                .spec(text!("german-castle-tiles-10-spaces"), base)
                .range(0, 9)
                .help(text!("german-castle-help-space-holding-tile")),
            Edition::Winter => AROUND
                .spec(text!("german-castle-occupied-spaces-around"), base)
                .range(0, 9)
                .help(text!("german-castle-help-10-spaces-around")),
        };
        s.input(around.required(text!("german-castle-ask-say-how-many")));
    }
    shared::little_buildings_inputs(
        s,
        when.pick("german_castle.little_buildings", "german_castle.little_buildings.incomplete"),
    );
    shared::ghosts_input(s, when.pick("german_castle.ghosts", "german_castle.ghosts.incomplete"));
    if when == When::Completed {
        shared::teacher_input(s, "german_castle.teacher");
        shared::ringmaster_inputs(s, "german_castle.ringmaster");
        shared::fairy_input(s, "german_castle.fairy");
    }
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    let holders = majority::holders(ctx, |_| 0);
    let edition = ctx.ruleset.edition();
    let mut sheet = Sheet::new();
    match ctx.when {
        When::Completed => {
            let rule = "german_castle.base";
            match edition {
                Edition::C1 => {
                    sheet.row(rule, msg!("row-german-castle-german-castle-completed"), 1, 12);
                }
                Edition::C2 | Edition::C3 => {
                    sheet.row(rule, msg!("row-german-castle-german-castle-2"), 1, 2);
                    sheet.row(rule, msg!("row-german-castle-tiles-10-spaces"), 10, 10);
                }
                Edition::Winter => {
                    sheet.row(rule, msg!("row-german-castle-german-castle-completed-12"), 1, 12);
                }
            }
            shared::little_buildings(ctx, &mut sheet, "german_castle.little_buildings");
        }
        When::EndOfGame => {
            let rule = "german_castle.base.incomplete";
            sheet.row(rule, msg!("row-german-castle-german-castle-2"), 1, 2);
            let around = ctx.count(AROUND);
            let label = edition.pick(
                msg!("row-common-tiles-around-1"),
                msg!("row-german-castle-tiles-10-spaces-around"),
                msg!("row-common-occupied-spaces-around"),
            );
            sheet.row(rule, label, around, around);
            shared::little_buildings(ctx, &mut sheet, "german_castle.little_buildings.incomplete");
        }
    }
    let value = sheet.total();
    let ghosts = ctx.when.pick("german_castle.ghosts", "german_castle.ghosts.incomplete");
    shared::value_to_holders(ctx, &mut awards, &holders, &sheet, ghosts);
    if ctx.when == When::Completed {
        shared::teacher(ctx, &mut awards, value, "german_castle.teacher");
        shared::ringmaster(ctx, &mut awards, "german_castle.ringmaster");
        shared::fairy(ctx, &mut awards, "german_castle.fairy");
    }
    Ok(awards.finish(value))
}
