//! The Barber-Surgeons: buying back a meeple from a bathhouse (2A row 1). The
//! player may go below 0 ([`Floor::Negative`]).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::{Floor, Score};
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::{Event, EventDef, Limit, common};

/// 2A row 1: minus the number on the bathhouse.
pub(crate) const BUY_BACK: EventDef = EventDef {
    key: "bathhouse.buy_back",
    name: "Buy back a meeple from a bathhouse",
    section: "Step 2A",
    category: Category::Bonuses,
    needs: &[Element::BarberSurgeons],
    with: &[],
    steps: &[Step::MoveWoodProlog],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: Some(common::PLAYER.name()),
    inputs,
    score,
};

const RULE: &str = "bathhouse.buy_back";

/// The number on the bathhouse (the sum with several).
const BATHHOUSE_POINTS: CountInput = CountInput::new("bathhouse_points");

fn inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-active-player"), RULE);
    s.input(
        BATHHOUSE_POINTS
            .spec(text!("bathhouse-number-bathhouse"), RULE)
            .range(1, 100)
            .default(1)
            .help(text!("bathhouse-help-several-bathhouses-sum"))
            .required(text!("bathhouse-ask-say-number-bathhouse")),
    );
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("common-who-active-player"))?;
    let number = ctx.count(BATHHOUSE_POINTS);
    let mut awards = common::awards(ctx);
    let label = msg!("row-bathhouse-meeple-bought-back");
    awards.row(player, RULE, label, number, -number).floor(player, Floor::Negative);
    Ok(awards.finish_event())
}
