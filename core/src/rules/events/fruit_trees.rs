//! The Fruit-Bearing Trees: harvesting or selling fruit (2C rows 2-3). The scorer
//! is the active player (inferred in the reference).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::{Event, EventDef, Limit, common};

/// 2C row 2: the points shown on the fruit token.
pub(crate) const HARVEST: EventDef = EventDef {
    key: "fruit_trees.harvest",
    name: "Harvest fruit",
    section: "Step 2C",
    category: Category::Bonuses,
    needs: &[Element::FruitTrees],
    with: &[],
    steps: &[Step::ResolveMoveWood],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: Some(common::PLAYER.name()),
    inputs: harvest_inputs,
    score: harvest,
};

/// 2C row 3: 1, 2, 3 or 4 fruit tokens sold for 3, 6, 10 or 15 points.
pub(crate) const SELL: EventDef = EventDef {
    key: "fruit_trees.sell",
    name: "Sell fruit",
    section: "Step 2C",
    category: Category::Bonuses,
    needs: &[Element::FruitTrees],
    with: &[],
    steps: &[Step::ResolveMoveWood],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: Some(common::PLAYER.name()),
    inputs: sell_inputs,
    score: sell,
};

/// Points for 1, 2, 3 and 4 fruit tokens sold.
pub const SALE_PRICES: [i64; 4] = [3, 6, 10, 15];

/// Harvest: the points shown on the fruit token.
const FRUIT_POINTS: CountInput = CountInput::new("fruit_points");
/// Sell: fruit tokens sold.
const TOKENS: CountInput = CountInput::new("tokens");

fn harvest_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-active-player"), "fruit_trees.harvest");
    let points =
        FRUIT_POINTS.spec(text!("fruit-trees-points-shown-fruit"), "fruit_trees.harvest").range(1, 10).default(1);
    s.input(points.required(text!("fruit-trees-ask-say-points-fruit")));
}

fn harvest(ctx: &Event<'_>) -> Result<Score> {
    let points = ctx.count(FRUIT_POINTS);
    common::to_player(
        ctx,
        text!("row-common-active-player"),
        "fruit_trees.harvest",
        msg!("row-fruit-trees-harvest-points-fruit"),
        points,
    )
}

fn sell_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-active-player"), "fruit_trees.sell");
    let tokens = TOKENS
        .spec(text!("fruit-trees-fruit-tokens-sold"), "fruit_trees.sell")
        .range(1, 4)
        .default(1)
        .help(text!("fruit-trees-help-1-token-3"))
        .required(text!("fruit-trees-ask-say-how-many"));
    s.input(tokens);
}

fn sell(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("common-who-active-player"))?;
    let tokens = ctx.count(TOKENS);
    let points = usize::try_from(tokens - 1).ok().and_then(|index| SALE_PRICES.get(index)).copied().unwrap_or(0);
    let mut awards = common::awards(ctx);
    let label = msg!("row-fruit-sold", tokens = tokens, points = points);

    awards.row(player, "fruit_trees.sell", label, tokens, points);
    Ok(awards.finish_event())
}
