//! Hills & Sheep: the shepherd herds the flock into the stable (2C row 1).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::{Event, EventDef, Limit, common};

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
    limit: Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

const RULE: &str = "shepherd.herd_into_stable";

/// Sheep depicted on the flock's tokens.
const SHEEP: CountInput = CountInput::new("sheep");

fn inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("shepherd-shepherds-owner"), RULE);
    s.input(
        SHEEP
            .spec(text!("shepherd-sheep-depicted-flocks"), RULE)
            .range(0, 100)
            .help(text!("shepherd-help-add-up-sheep"))
            .required(text!("shepherd-ask-say-how-many")),
    );
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("shepherd-who-shepherds-owner"))?;
    let mut awards = common::awards(ctx);
    let sheep = ctx.count(SHEEP);
    awards.row(player, RULE, msg!("row-shepherd-flock-herded-into"), sheep, sheep);
    Ok(awards.finish_event())
}
