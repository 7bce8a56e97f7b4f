//! Bridges, Castles & Bazaars: the bazaar auction (4A row 5). The paying player may
//! go below 0 ([`Floor::Negative`]).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::{Floor, Score};
use crate::rules::schema::{CountInput, PlayerInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::{Event, EventDef, Limit, common};

/// 4A row 5: + the points to the seller, - the points to the buyer.
pub(crate) const AUCTION: EventDef = EventDef {
    key: "bazaar.auction",
    name: "Bazaar auction",
    section: "Step 4A",
    category: Category::Bonuses,
    needs: &[Element::Bazaars],
    with: &[],
    steps: &[Step::TileActions],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

const RULE: &str = "bazaar.auction";

/// The player receiving the points.
const SELLER: PlayerInput = PlayerInput::new("seller");
/// The player paying the points.
const BUYER: PlayerInput = PlayerInput::new("buyer");
/// The points of the bid.
const POINTS: CountInput = CountInput::new("points");

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(SELLER.spec(text!("bazaar-player-receiving-points"), RULE));
    s.input(BUYER.spec(text!("bazaar-player-paying-points"), RULE));
    let points =
        POINTS.spec(text!("bazaar-points-bid"), RULE).range(0, 200).help(text!("bazaar-help-auctioneer-who-buys"));
    s.input(points.required(text!("bazaar-ask-say-how-many")));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let (seller, buyer) =
        common::two_players(ctx, (SELLER, text!("bazaar-player-receiving")), (BUYER, text!("bazaar-player-paying")))?;
    let points = ctx.count(POINTS);
    let mut awards = common::awards(ctx);
    awards.row(seller, RULE, msg!("row-bazaar-auction-points-received"), points, points);
    awards.row(buyer, RULE, msg!("row-bazaar-auction-points-paid"), points, -points).floor(buyer, Floor::Negative);
    Ok(awards.finish_event())
}
