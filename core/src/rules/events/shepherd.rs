//! Hills & Sheep: the shepherd herds the flock into the stable (2C row 1).

use crate::Result;
use crate::rules::breakdown::Score;
use crate::rules::schema::{InputSpec, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;

use super::{Event, EventDef, common};

/// 2C row 1: 1 point per sheep depicted on the flock's tokens.
pub(crate) const HERD_INTO_STABLE: EventDef = EventDef {
    key: "shepherd.herd_into_stable",
    name: "Herd the flock into the stable",
    section: "Step 2C",
    category: Category::Bonuses,
    needs: &[Element::Shepherd],
    with: &[],
    steps: &[Step::ResolveMoveWood],
    automatic: false,
    limit: crate::rules::events::Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

const RULE: &str = "shepherd.herd_into_stable";

fn inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, "Shepherd's owner", RULE);
    s.input(
        InputSpec::count("sheep", "Sheep depicted on the flock's tokens", RULE)
            .range(0, 100)
            .help("Add up the sheep shown on every token of the flock."),
    );
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, "the shepherd's owner")?;
    let mut awards = common::awards(ctx);
    awards.row(player, RULE, "Flock herded into the stable: 1 per sheep", ctx.count("sheep"), ctx.count("sheep"));
    Ok(awards.finish_event())
}
