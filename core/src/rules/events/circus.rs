//! Under the Big Top: scoring the big top when it moves on (3C row 1). The
//! end-of-game circus (B.1.18) is a feature of its own; both use the form and the
//! scoring of [`features::circus`](crate::rules::features::circus).

use crate::Result;
use crate::rules::breakdown::Score;
use crate::rules::features::circus;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;

use super::{Event, EventDef, Limit};

/// 3C row 1: the animal token's points for each meeple in the big top's vicinity.
pub(crate) const BIG_TOP: EventDef = EventDef {
    key: "circus.big_top",
    name: "Circus (big top)",
    section: "Step 3C",
    category: Category::Bonuses,
    needs: &[Element::BigTop],
    with: &[],
    steps: &[Step::TileScoring],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

const RULE: &str = "circus.big_top";

/// The animal token's input here (the end-of-game item calls it `animal_token`).
const TOKEN: CountInput = CountInput::new("animal_points");

fn inputs(s: &mut SchemaBuilder<'_>) {
    circus::inputs_for(s, TOKEN, RULE);
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    Ok(circus::score_for(ctx, TOKEN, RULE))
}
