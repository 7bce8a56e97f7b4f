//! Acrobats (pyramid), Exp. 10 - Under the Big Top: Part B B.1.19, a pyramid still
//! standing at the end of the game.
//!
//! Every player scores 5 points per meeple of theirs in the pyramid; ghosts on their
//! acrobats cost the end-of-game ghost penalty (B.0: -1 by default). \[002\]\[003\]
//! hit every player with ghosts, \[004\] only the majority holders (Appendix 2 #2):
//! the variant `acrobat_ghosts_majority_only` picks the latter. The pyramid's
//! arithmetic ([`points`], [`PER_MEEPLE`], [`PYRAMID_SIZE`]) and its rows
//! (`check_pyramid`, `pyramid_rows`) are shared with the in-game pyramid of step
//! 2B-1 (`acrobats.pyramid`, in [`crate::rules::events::acrobats`]), whose
//! per-player input is `acrobats`.

use crate::msg;
use crate::rules::breakdown::{Awards, Score};
use crate::rules::input::Ctx;
use crate::rules::schema::{InputSpec, PerPlayerCount, SchemaBuilder};
use crate::rules::{Category, FeatureDef, shared};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "acrobats",
    name: "Acrobat pyramid",
    category: Category::Bonuses,
    needs: &[Element::Acrobats],
    with: &[],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

/// Points per meeple in the pyramid.
pub const PER_MEEPLE: i64 = 5;

/// Meeples a pyramid holds: two at the bottom, one on top.
pub const PYRAMID_SIZE: i64 = 3;

/// Ghosts one meeple can carry: the third removes it.
const GHOSTS_PER_MEEPLE: i64 = 2;

/// The player's meeples in the pyramid at the end (the in-game event calls them
/// `acrobats`).
const MEEPLES: PerPlayerCount = PerPlayerCount::new("meeples");

/// Points for `meeples` of one player in a pyramid.
pub fn points(meeples: i64) -> i64 {
    PER_MEEPLE * meeples
}

/// The per-player count of meeples in the pyramid (`input`), feeding row `rule`.
pub(crate) fn meeples_input(input: PerPlayerCount, rule: &'static str) -> InputSpec {
    input.spec(text!("acrobats-own-meeples-pyramid"), rule).range(0, PYRAMID_SIZE)
}

/// All players' meeples (per-player `input`) must fit one pyramid.
///
/// # Errors
/// [`Error::InvalidInput`] on `input`.
pub(crate) fn check_pyramid(ctx: &Ctx<'_>, input: PerPlayerCount) -> Result<()> {
    let total: i64 = ctx.players().map(|player| ctx.of(player, input)).sum();
    if total > PYRAMID_SIZE {
        return Err(Error::invalid(
            input.name(),
            msg!("acrobats-error-pyramid-full", total = total, most = PYRAMID_SIZE),
        ));
    }
    Ok(())
}

/// One row `rule` per player with meeples (per-player `input`) in the pyramid.
pub(crate) fn pyramid_rows(ctx: &Ctx<'_>, awards: &mut Awards, input: PerPlayerCount, rule: &'static str) {
    for player in ctx.players() {
        let meeples = ctx.of(player, input);
        if meeples > 0 {
            let label = msg!("row-acrobats-pyramid", per = PER_MEEPLE);
            awards.row(player, rule, label, meeples, points(meeples));
        }
    }
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(meeples_input(MEEPLES, "acrobats.pyramid.end_of_game"));
    let ghosts = shared::GHOSTS
        .spec(text!("acrobats-ghosts-players-acrobats"), "acrobats.ghosts.end_of_game")
        .range(0, GHOSTS_PER_MEEPLE * PYRAMID_SIZE);
    s.needs(Element::Ghosts, ghosts);
}

fn check(ctx: &Ctx<'_>) -> Result<()> {
    check_pyramid(ctx, MEEPLES)?;
    for player in ctx.players() {
        let (meeples, ghosts) = (ctx.of(player, MEEPLES), ctx.of(player, shared::GHOSTS));
        if ghosts > GHOSTS_PER_MEEPLE * meeples {
            return Err(Error::invalid(
                format!("players[{player}].{}", shared::GHOSTS.name()),
                msg!("acrobats-error-ghosts", ghosts = ghosts, meeples = meeples, most = GHOSTS_PER_MEEPLE),
            ));
        }
    }
    Ok(())
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    check(ctx)?;
    let mut awards = shared::awards(ctx);
    pyramid_rows(ctx, &mut awards, MEEPLES, "acrobats.pyramid.end_of_game");
    let most = ctx.players().map(|player| ctx.of(player, MEEPLES)).max().unwrap_or(0);
    let majority_only = ctx.ruleset.variants().acrobat_ghosts_majority_only;
    let per_ghost = shared::ghost_penalty(ctx);
    for player in ctx.players() {
        let meeples = ctx.of(player, MEEPLES);
        let penalised = !majority_only || (meeples > 0 && meeples == most);
        if penalised {
            let label = msg!("row-acrobats-ghosts", per = per_ghost);

            awards.per(player, "acrobats.ghosts.end_of_game", label, ctx.of(player, shared::GHOSTS), per_ghost);
        }
    }
    Ok(awards.finish_event())
}
