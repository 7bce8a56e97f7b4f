//! Bridges, Castles & Bazaars: the bazaar auction (4A row 5). The paying player may
//! go below 0 ([`Floor::Negative`]).

use crate::Result;
use crate::rules::breakdown::{Floor, Score};
use crate::rules::schema::{CountInput, PlayerInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;

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
    s.input(SELLER.spec("Player receiving the points", RULE));
    s.input(BUYER.spec("Player paying the points", RULE));
    let points = POINTS.spec("Points of the bid", RULE).range(0, 200).help(
        "The auctioneer who buys the tile pays the highest bidder; otherwise the highest bidder pays the auctioneer.",
    );
    s.input(points.required("say how many points the bid is"));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let (seller, buyer) = common::two_players(ctx, (SELLER, "the player receiving"), (BUYER, "the player paying"))?;
    let points = ctx.count(POINTS);
    let mut awards = common::awards(ctx);
    awards.row(seller, RULE, "Auction: points received from the buyer", points, points);
    awards.row(buyer, RULE, "Auction: points paid to the seller", points, -points).floor(buyer, Floor::Negative);
    Ok(awards.finish_event())
}
