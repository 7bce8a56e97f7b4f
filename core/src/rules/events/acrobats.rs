//! Under the Big Top: scoring an acrobat pyramid during the game (2B-1 row 2). The
//! end-of-game pyramid (B.1.19) is a feature of its own.

use crate::rules::breakdown::Score;
use crate::rules::schema::{InputSpec, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::{Error, Result};

use super::{Event, EventDef, common};

/// 2B-1 row 2: 5 points per own meeple in the pyramid.
pub(crate) const PYRAMID: EventDef = EventDef {
    key: "acrobats.pyramid",
    name: "Acrobat pyramid",
    section: "Step 2B-1",
    category: Category::Bonuses,
    needs: &[Element::Acrobats],
    with: &[],
    steps: &[Step::MoveWoodPhase1],
    inputs,
    score,
};

const RULE: &str = "acrobats.pyramid";

/// Meeples in a full pyramid.
pub const PYRAMID_SIZE: i64 = 3;

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(InputSpec::per_player_count("acrobats", "Own meeples in the pyramid", RULE).range(0, PYRAMID_SIZE));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let total: i64 = ctx.players().map(|player| ctx.of(player, "acrobats")).sum();
    if total > PYRAMID_SIZE {
        return Err(Error::invalid("acrobats", format!("{total} meeples, but a pyramid holds {PYRAMID_SIZE}")));
    }
    Ok(common::per_player(ctx, "acrobats", RULE, "Acrobat pyramid: 5 per own meeple", 5))
}
