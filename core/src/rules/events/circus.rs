//! Under the Big Top: scoring the big top when it moves on (3C row 1). The
//! end-of-game circus (B.1.18) is a feature of its own.

use crate::Result;
use crate::rules::breakdown::Score;
use crate::rules::schema::{InputSpec, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::{Edition, Element};

use super::{Event, EventDef, common};

/// 3C row 1: the animal token's points for each meeple in the big top's vicinity.
pub(crate) const BIG_TOP: EventDef = EventDef {
    key: "circus.big_top",
    name: "Circus (big top)",
    section: "Step 3C",
    category: Category::Bonuses,
    needs: &[Element::BigTop],
    with: &[],
    steps: &[Step::TileScoring],
    inputs,
    score,
};

const RULE: &str = "circus.big_top";

/// Who counts in the vicinity (0.2 `tilecount.vicinity_double` and the exclusions).
pub fn vicinity_help(edition: Edition) -> &'static str {
    match edition {
        Edition::C1 => {
            "Meeples on the big-top tile and the 8 tiles around it, also in castles overlapping them; a double-sized tile counts as 1 tile with all its meeples on regular features. Not in Carcassonne, the Wheel of Fortune or Leipzig."
        }
        _ => {
            "Meeples on the big-top tile and the 8 spaces around it, also in castles overlapping them; all meeples on regular features of both halves of an adjacent double-sized tile. Not in Carcassonne, the Wheel of Fortune or Leipzig."
        }
    }
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    let help = vicinity_help(s.ruleset().edition());
    s.input(InputSpec::count("animal_points", "Points on the animal token", RULE).range(1, 10).default(1));
    s.input(InputSpec::per_player_count("meeples", "Own meeples in the big top's vicinity", RULE).help(help));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let animal = ctx.count("animal_points");
    let label = format!("Big top: {animal} (animal token) per meeple in the vicinity");
    Ok(common::per_player(ctx, "meeples", RULE, &label, animal))
}
