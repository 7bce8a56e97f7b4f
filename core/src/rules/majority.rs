//! Who holds the majority on a feature: strength per player (a large meeple counts
//! 2, a mayor counts the city's coats of arms), ties all score, hills break ties, and
//! the Citizens' Jury shares the majority among everyone present.

use crate::l10n::Text;
use crate::text;

use crate::ruleset::Element;

use super::input::Ctx;
use super::schema::{PerPlayerCount, PerPlayerToggle, SchemaBuilder};

/// Per-player input: ordinary followers on the feature.
pub const FOLLOWERS: PerPlayerCount = PerPlayerCount::new("followers");
/// Per-player input: large meeples on the feature (strength 2 each).
pub const LARGE_FOLLOWERS: PerPlayerCount = PerPlayerCount::new("large_followers");
/// Per-player input: the player has a follower on a hill on the feature.
pub const ON_HILL: PerPlayerToggle = PerPlayerToggle::new("on_hill");

/// Declares the inputs every majority needs: followers, large meeples, hills.
///
/// `who` names the followers for the form ("Knights in the city"); `rule` is the
/// base row they feed.
pub fn inputs(s: &mut SchemaBuilder<'_>, who: Text, rule: &'static str) {
    s.input(FOLLOWERS.spec(who, rule));
    s.needs(Element::LargeMeeple, LARGE_FOLLOWERS.spec(text!("majority-large-meeples-count"), rule));
    s.needs(Element::Hills, ON_HILL.spec(text!("majority-follower-hill-wins"), rule));
}

/// Strength of player `index` from the standard inputs.
pub fn strength(ctx: &Ctx<'_>, index: usize) -> i64 {
    ctx.of(index, FOLLOWERS) + 2 * ctx.of(index, LARGE_FOLLOWERS)
}

/// The majority holders, strongest first in request order: every player with the
/// highest strength above 0; among tied players, those with a follower on a hill
/// win if any has one. `extra` adds strength (a mayor's coats of arms).
pub fn holders(ctx: &Ctx<'_>, extra: impl Fn(usize) -> i64) -> Vec<usize> {
    let strengths: Vec<i64> = ctx.players().map(|index| strength(ctx, index) + extra(index)).collect();
    let best = strengths.iter().copied().max().unwrap_or(0);
    if best <= 0 {
        return Vec::new();
    }
    let tied: Vec<usize> = ctx.players().filter(|&index| strengths[index] == best).collect();
    let on_hill: Vec<usize> = tied.iter().copied().filter(|&index| ctx.is(index, ON_HILL)).collect();
    if tied.len() > 1 && !on_hill.is_empty() { on_hill } else { tied }
}

/// Everyone with any strength on the feature (Citizens' Jury; dispatches that do not
/// apply the majority).
pub fn present(ctx: &Ctx<'_>, extra: impl Fn(usize) -> i64) -> Vec<usize> {
    ctx.players().filter(|&index| strength(ctx, index) + extra(index) > 0).collect()
}
