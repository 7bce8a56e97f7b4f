//! Majorities after the game (B.3 rows 1 and 9): trade goods (10 to the most of
//! each good) and Easter eggs (10 to the most, 5 to the second most). Tied players
//! all score.

use crate::Result;
use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::input::Ctx;
use crate::rules::schema::{PerPlayerCount, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::super::{Event, EventDef, Limit, common};

/// Row 1: 10 points per good type to the player(s) with the most tokens of it.
pub(crate) const TRADE_GOODS: EventDef = EventDef {
    key: "after_game.trade_goods",
    name: "Trade goods",
    section: "B.3",
    category: Category::Bonuses,
    needs: &[Element::TradeGoods],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::OncePerGame,
    active_player: None,
    inputs: trade_inputs,
    score: trade_goods,
};

/// Row 9: 10 to the player(s) with the most uneaten eggs, 5 to the second most.
pub(crate) const EASTER_EGGS: EventDef = EventDef {
    key: "after_game.easter_eggs",
    name: "Easter eggs",
    section: "B.3",
    category: Category::Bonuses,
    needs: &[Element::PnpEaster],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::OncePerGame,
    active_player: None,
    inputs: eggs_inputs,
    score: easter_eggs,
};

const GOODS: [(PerPlayerCount, Text, &str); 3] = [
    (PerPlayerCount::new("wine"), text!("after-game-majorities-wine-tokens"), "wine"),
    (PerPlayerCount::new("grain"), text!("after-game-majorities-grain-tokens"), "grain"),
    (PerPlayerCount::new("cloth"), text!("after-game-majorities-cloth-tokens"), "cloth"),
];

/// Easter eggs left (uneaten).
const EGGS: PerPlayerCount = PerPlayerCount::new("eggs");

/// The distinct counts above 0 of `input`, highest first.
fn levels(ctx: &Ctx<'_>, input: PerPlayerCount) -> Vec<i64> {
    let mut counts: Vec<i64> = ctx.players().map(|player| ctx.of(player, input)).filter(|count| *count > 0).collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    counts.dedup();
    counts
}

fn trade_inputs(s: &mut SchemaBuilder<'_>) {
    for (input, label, _) in GOODS {
        s.input(input.spec(label, "after_game.trade_goods").range(0, 30));
    }
}

fn trade_goods(ctx: &Event<'_>) -> Result<Score> {
    let mut awards = common::awards(ctx);
    for (input, _, good) in GOODS {
        let Some(&most) = levels(ctx, input).first() else { continue };
        for player in ctx.players().filter(|&player| ctx.of(player, input) == most) {
            let label = msg!("row-trade-goods-most", good = good, tokens = most);
            awards.row(player, "after_game.trade_goods", label, 1, 10);
        }
    }
    Ok(awards.finish_event())
}

fn eggs_inputs(s: &mut SchemaBuilder<'_>) {
    let spec = EGGS
        .spec(text!("after-game-majorities-easter-eggs-left"), "after_game.easter_eggs")
        .range(0, 100)
        .help(text!("after-game-majorities-help-only-eggs-still"));
    s.input(spec);
}

fn easter_eggs(ctx: &Event<'_>) -> Result<Score> {
    let levels = levels(ctx, EGGS);
    let mut awards = common::awards(ctx);
    for (level, points, place) in [(levels.first(), 10, "most"), (levels.get(1), 5, "second")] {
        let Some(&eggs) = level else { continue };
        for player in ctx.players().filter(|&player| ctx.of(player, EGGS) == eggs) {
            let label = msg!("row-easter-eggs-most", place = place, eggs = eggs, points = points);

            awards.row(player, "after_game.easter_eggs", label, 1, points);
        }
    }
    Ok(awards.finish_event())
}
