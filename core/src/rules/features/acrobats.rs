//! Acrobats (pyramid), Exp. 10 - Under the Big Top: Part B B.1.19, a pyramid still
//! standing at the end of the game.
//!
//! Every player scores 5 points per meeple of theirs in the pyramid; ghosts on their
//! acrobats cost the end-of-game ghost penalty (B.0: -1 by default). [002][003] hit
//! every player with ghosts, [004] only the majority holders (Appendix 2 #2): the
//! variant `acrobat_ghosts_majority_only` picks the latter. [`points`] is shared with
//! the in-game retrieval of step 2B-1 (`acrobats.pyramid`).

use crate::rules::breakdown::{Awards, Score};
use crate::rules::input::Ctx;
use crate::rules::schema::{InputSpec, SchemaBuilder};
use crate::rules::{Category, FeatureDef, shared};
use crate::ruleset::Element;
use crate::{Error, Result};

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "acrobats",
    name: "Acrobat pyramid",
    category: Category::Bonuses,
    needs: &[Element::Acrobats],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

/// Points per meeple in the pyramid.
pub(crate) const PER_MEEPLE: i64 = 5;

/// Meeples a pyramid holds: two at the bottom, one on top.
pub(crate) const PYRAMID_SIZE: i64 = 3;

/// Ghosts one meeple can carry: the third removes it.
const GHOSTS_PER_MEEPLE: i64 = 2;

/// Points for `meeples` of one player in a pyramid.
pub(crate) fn points(meeples: i64) -> i64 {
    PER_MEEPLE * meeples
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    let meeples = InputSpec::per_player_count("meeples", "Meeples in the pyramid", "acrobats.pyramid.end_of_game")
        .range(0, PYRAMID_SIZE);
    s.input(meeples);
    let ghosts =
        InputSpec::per_player_count("ghosts", "Ghosts on the player's acrobats", "acrobats.ghosts.end_of_game")
            .range(0, GHOSTS_PER_MEEPLE * PYRAMID_SIZE);
    s.needs(Element::Ghosts, ghosts);
}

fn check(ctx: &Ctx<'_>) -> Result<()> {
    let total: i64 = ctx.players().map(|player| ctx.of(player, "meeples")).sum();
    if total > PYRAMID_SIZE {
        return Err(Error::invalid(
            "meeples",
            format!("{total} meeples do not fit one pyramid (at most {PYRAMID_SIZE})"),
        ));
    }
    for player in ctx.players() {
        let (meeples, ghosts) = (ctx.of(player, "meeples"), ctx.of(player, "ghosts"));
        if ghosts > GHOSTS_PER_MEEPLE * meeples {
            return Err(Error::invalid(
                format!("players[{player}].ghosts"),
                format!("{ghosts} ghosts do not fit {meeples} acrobat(s) (at most {GHOSTS_PER_MEEPLE} each)"),
            ));
        }
    }
    Ok(())
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    check(ctx)?;
    let mut awards = Awards::new(ctx.players().map(|p| ctx.player_id(p)));
    let most = ctx.players().map(|player| ctx.of(player, "meeples")).max().unwrap_or(0);
    let majority_only = ctx.ruleset.variants().acrobat_ghosts_majority_only;
    let per_ghost = shared::ghost_penalty(ctx);
    for player in ctx.players() {
        let meeples = ctx.of(player, "meeples");
        if meeples > 0 {
            let label = format!("Acrobat pyramid: {PER_MEEPLE} per meeple");
            awards.row(player, "acrobats.pyramid.end_of_game", label, meeples, points(meeples));
        }
        let penalised = !majority_only || (meeples > 0 && meeples == most);
        if penalised {
            let label = format!("Ghosts on the acrobats ({per_ghost} each)");
            awards.per(player, "acrobats.ghosts.end_of_game", label, ctx.of(player, "ghosts"), per_ghost);
        }
    }
    Ok(awards.finish_event())
}
