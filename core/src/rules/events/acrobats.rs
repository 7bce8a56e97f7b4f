//! Under the Big Top: scoring an acrobat pyramid during the game (2B-1 row 2). The
//! end-of-game pyramid (B.1.19) is a feature of its own; both use the pyramid of
//! [`features::acrobats`](crate::rules::features::acrobats).

use crate::Result;
use crate::rules::breakdown::Score;
use crate::rules::features::acrobats;
use crate::rules::schema::{PerPlayerCount, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;

use super::{Event, EventDef, Limit, common};

/// 2B-1 row 2: 5 points per own meeple in the pyramid.
pub(crate) const PYRAMID: EventDef = EventDef {
    key: "acrobats.pyramid",
    name: "Acrobat pyramid",
    section: "Step 2B-1",
    category: Category::Bonuses,
    needs: &[Element::Acrobats],
    with: &[],
    steps: &[Step::MoveWoodPhase1],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

const RULE: &str = "acrobats.pyramid";

/// The per-player input here (the end-of-game item calls it `meeples`).
const ACROBATS: PerPlayerCount = PerPlayerCount::new("acrobats");

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(acrobats::meeples_input(ACROBATS, RULE));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    acrobats::check_pyramid(ctx, ACROBATS)?;
    let mut awards = common::awards(ctx);
    acrobats::pyramid_rows(ctx, &mut awards, ACROBATS, RULE);
    Ok(awards.finish_event())
}
