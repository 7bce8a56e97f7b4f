//! Castle (castle occupier / knight / lord) of Bridges, Castles & Bazaars: Part A
//! 3B.6 when the first feature next to it is completed, Part B B.1.7 at the end.
//!
//! During the game the occupiers score the full value of the first completed
//! feature next to the castle (entered as a number: that feature's own scoring
//! gives it), a castle held only by a mayor scores 0 (a castle has no coats of
//! arms); ghosts, teacher, ringmaster and fairy follow. At the end a castle still
//! occupied scores 0: its meeples are removed before final scoring.

use crate::Result;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::Element;
use crate::text;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "castle",
    name: "Castle",
    category: Category::Features,
    needs: &[Element::Castles],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

/// A mayor of the player in the castle.
const MAYOR: PerPlayerToggle = PerPlayerToggle::new("mayor");
/// Points of the first completed feature next to the castle.
const FEATURE_POINTS: CountInput = CountInput::new("feature_points");

fn inputs(s: &mut SchemaBuilder<'_>) {
    let base = s.when().pick("castle.base", "castle.incomplete");
    majority::inputs(s, text!("castle-meeples-castle"), base);
    let mayor = MAYOR.spec(text!("castle-mayor-castle-scores"), base);
    s.needs(Element::Mayor, mayor);
    if s.when() == When::Completed {
        let points = FEATURE_POINTS
            .spec(text!("castle-points-first-completed"), base)
            .range(-50, 500)
            .help(text!("castle-help-that-features-value"))
            .required(text!("castle-ask-say-how-many"));
        s.input(points);
        shared::ghosts_input(s, "castle.ghosts");
        shared::teacher_input(s, "castle.teacher");
        shared::ringmaster_inputs(s, "castle.ringmaster");
        shared::fairy_input(s, "castle.fairy");
    }
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    // A mayor's strength is the coats of arms of its feature: 0 in a castle, so a
    // mayor never holds the majority here.
    let holders = majority::holders(ctx, |_| 0);
    let mayors: Vec<usize> = ctx.players().filter(|&p| ctx.is(p, MAYOR) && !holders.contains(&p)).collect();
    match ctx.when {
        When::Completed => {
            let value = ctx.count(FEATURE_POINTS);
            for &player in &holders {
                awards.row(player, "castle.base", msg!("row-castle-castle-full-value"), 1, value);
            }
            if holders.is_empty() {
                for &player in &mayors {
                    awards.row(player, "castle.base", msg!("row-castle-mayor-castle-0"), 1, 0);
                }
            }
            shared::ghosts(ctx, &mut awards, &holders, "castle.ghosts");
            let value = if holders.is_empty() { 0 } else { value };
            shared::teacher(ctx, &mut awards, value, "castle.teacher");
            shared::ringmaster(ctx, &mut awards, "castle.ringmaster");
            shared::fairy(ctx, &mut awards, "castle.fairy");
            Ok(awards.finish(value))
        }
        When::EndOfGame => {
            for player in holders.iter().chain(&mayors).copied() {
                awards.row(player, "castle.incomplete", msg!("row-castle-castle-still-occupied"), 1, 0);
            }
            Ok(awards.finish(0))
        }
    }
}
