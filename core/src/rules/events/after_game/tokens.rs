//! Tokens and cards left after the game (B.3 rows 4-6): gold pieces, fruit tokens,
//! unopened gifts.

use crate::Result;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::{PerPlayerCount, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::super::{Event, EventDef, Limit, common};

const fn def(
    key: &'static str,
    name: &'static str,
    needs: &'static [Element],
    inputs: fn(&mut SchemaBuilder<'_>),
    score: fn(&Event<'_>) -> Result<Score>,
) -> EventDef {
    EventDef {
        key,
        name,
        section: "B.3",
        category: Category::Bonuses,
        needs,
        with: &[],
        steps: &[Step::EndOfGame],
        automatic: false,
        limit: Limit::OncePerGame,
        active_player: None,
        inputs,
        score,
    }
}

/// Row 4: 1-3 pieces 1 each, 4-6 2 each, 7-9 3 each, 10+ 4 each (the tier applies to
/// every piece).
pub(crate) const GOLD: EventDef = def("after_game.gold", "Gold pieces", &[Element::GoldMines], gold_inputs, gold);
/// Row 5: 1 point per remaining fruit token.
pub(crate) const FRUIT: EventDef = def("after_game.fruit", "Fruit tokens", &[Element::FruitTrees], fruit_inputs, fruit);
/// Row 6: 2 points per unopened gift.
pub(crate) const GIFTS: EventDef = def("after_game.gifts", "Unopened gifts", &[Element::Gifts], gifts_inputs, gifts);

/// Gold pieces of each player.
const GOLD_PIECES: PerPlayerCount = PerPlayerCount::new("gold");
/// Fruit tokens left to each player.
const FRUIT_TOKENS: PerPlayerCount = PerPlayerCount::new("fruit_tokens");
/// Unopened gift cards of each player.
const GIFT_CARDS: PerPlayerCount = PerPlayerCount::new("gifts");

/// Points per gold piece for a player holding `pieces`.
pub fn gold_tier(pieces: i64) -> i64 {
    match pieces {
        i64::MIN..=0 => 0,
        1..=3 => 1,
        4..=6 => 2,
        7..=9 => 3,
        _ => 4,
    }
}

fn gold_inputs(s: &mut SchemaBuilder<'_>) {
    s.input(GOLD_PIECES.spec(text!("after-game-tokens-gold-pieces"), "after_game.gold").range(0, 100));
}

fn gold(ctx: &Event<'_>) -> Result<Score> {
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        let pieces = ctx.of(player, GOLD_PIECES);
        let tier = gold_tier(pieces);
        let label = msg!("row-gold", pieces = pieces, per = tier);

        awards.per(player, "after_game.gold", label, pieces, tier);
    }
    Ok(awards.finish_event())
}

fn fruit_inputs(s: &mut SchemaBuilder<'_>) {
    s.input(FRUIT_TOKENS.spec(text!("after-game-tokens-fruit-tokens-left"), "after_game.fruit").range(0, 50));
}

fn fruit(ctx: &Event<'_>) -> Result<Score> {
    Ok(common::per_player(ctx, FRUIT_TOKENS, "after_game.fruit", msg!("row-after-game-tokens-fruit-tokens-left"), 1))
}

fn gifts_inputs(s: &mut SchemaBuilder<'_>) {
    s.input(GIFT_CARDS.spec(text!("after-game-tokens-unopened-gift-cards"), "after_game.gifts").range(0, 25));
}

fn gifts(ctx: &Event<'_>) -> Result<Score> {
    Ok(common::per_player(ctx, GIFT_CARDS, "after_game.gifts", msg!("row-after-game-tokens-unopened-gifts-2"), 2))
}
