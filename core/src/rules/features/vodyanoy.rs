//! Vodyanoy (Russian Promos): Part B B.1.9, scored only at the end of the game.
//!
//! Every follower still on the Vodyanoy tile costs its owner 2 points. The seeds do
//! not say who loses the points nor whether a score may drop below 0 (Appendix 3
//! #11): the owner of each follower pays, and the award keeps the usual floor (the
//! points may be negative, the scoring figure stays at 0 or above), as for ghosts,
//! the other penalty on followers. See `docs/rules-decisions.md` (Appendix 3 #11).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::{Floor, Score};
use crate::rules::input::Ctx;
use crate::rules::schema::SchemaBuilder;
use crate::rules::{Category, FeatureDef, majority::FOLLOWERS, shared};
use crate::ruleset::Element;
use crate::text;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "vodyanoy",
    name: "Vodyanoy",
    category: Category::Features,
    needs: &[Element::Vodyanoy],
    with: &[],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

/// Points per follower on the tile.
const PER_FOLLOWER: i64 = -2;

/// Followers one player can have on one tile: one per feature of the tile, and a
/// tile has fewer than ten.
const MAX_ON_TILE: i64 = 10;

fn inputs(s: &mut SchemaBuilder<'_>) {
    let followers = FOLLOWERS
        .spec(text!("vodyanoy-followers-vodyanoy-tile"), "vodyanoy.incomplete")
        .range(0, MAX_ON_TILE)
        .help(text!("vodyanoy-help-every-follower-player"));
    s.input(followers);
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    for player in ctx.players() {
        let followers = ctx.of(player, FOLLOWERS);
        awards.per(player, "vodyanoy.incomplete", msg!("row-vodyanoy-vodyanoy-2-follower"), followers, PER_FOLLOWER);
        awards.floor(player, Floor::Zero);
    }
    Ok(awards.finish_event())
}
