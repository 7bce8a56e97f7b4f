//! The Gifts: opening a gift card after drawing a tile (1B rows 9-10).
//!
//! The road sweeper hands its request to the road feature at the end of the game
//! (B.1.1): its form is that of an incomplete road, and each majority holder
//! receives the road's rows after one `gifts.road_sweeper` row saying why.

use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::{CountInput, MAX_FIGURES, SchemaBuilder};
use crate::rules::{Category, Step, When, find_feature};
use crate::ruleset::{Element, Ruleset};
use crate::text;
use crate::{Error, Result};

use super::{Event, EventDef, Limit, common};

/// 1B row 9: a chosen incomplete road is scored as at the end of the game, with
/// the majority applied as usual.
pub(crate) const ROAD_SWEEPER: EventDef = EventDef {
    key: "gifts.road_sweeper",
    name: "Gift: road sweeper",
    section: "Step 1B",
    category: Category::Roads,
    needs: &[Element::Gifts],
    with: &[],
    steps: &[Step::DrawTile],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs: sweeper_inputs,
    score: sweeper,
};

/// 1B row 10: 2 points per meeple on the chosen feature, the removed one counted.
pub(crate) const CASH_OUT: EventDef = EventDef {
    key: "gifts.cash_out",
    name: "Gift: cash out",
    section: "Step 1B",
    category: Category::Bonuses,
    needs: &[Element::Gifts],
    with: &[],
    steps: &[Step::DrawTile],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: Some(common::PLAYER.name()),
    inputs: cash_out_inputs,
    score: cash_out,
};

/// The road feature's form at the end of the game, as is; the inputs the ruleset
/// hides stay known, so that using one says which expansion it needs.
fn sweeper_inputs(s: &mut SchemaBuilder<'_>) {
    let Ok(road) = find_feature("road") else { return };
    let Ok(shown) = road.schema(s.ruleset(), When::EndOfGame) else { return };
    let Ok(all) = road.schema(&Ruleset::everything(s.ruleset().edition()), When::EndOfGame) else { return };
    for spec in all.into_inputs() {
        match shown.get(spec.name) {
            Some(shown_spec) => s.input(shown_spec.clone()),
            None => {
                let needs = shown.hidden_reason(spec.name).cloned().unwrap_or(msg!("gifts-needs-another-expansion"));
                s.only(false, needs, spec)
            }
        };
    }
}

fn sweeper(ctx: &Event<'_>) -> Result<Score> {
    let road = find_feature("road")?.score(ctx.ruleset, When::EndOfGame, ctx.raw_inputs(), ctx.raw_players())?;
    let mut awards = common::awards(ctx);
    for award in &road.awards {
        let player = ctx
            .players()
            .find(|&index| ctx.player_id(index) == award.player)
            .ok_or_else(|| Error::UnknownPlayer { player: award.player.clone() })?;
        let label = msg!("row-gifts-road-sweeper-incomplete");
        awards.row(player, "gifts.road_sweeper", label, 1, 0);
        for row in &award.rows {
            awards.row(player, &row.rule, row.label.clone(), row.quantity, row.points);
        }
        awards.floor(player, award.floor);
    }
    Ok(awards.finish_event())
}

/// Cash out: every player's meeples on the chosen feature.
const MEEPLES: CountInput = CountInput::new("meeples");

fn cash_out_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "gifts.cash_out";
    common::player_input(s, text!("gifts-player-opening-gift"), rule);
    let meeples = MEEPLES
        .spec(text!("gifts-meeples-chosen-feature"), rule)
        .range(1, MAX_FIGURES * 6)
        .default(1)
        .help(text!("gifts-help-every-players-meeples"))
        .required(text!("gifts-ask-say-how-many"));
    s.input(meeples);
}

fn cash_out(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("gifts-who-player-opening-gift"))?;
    let mut awards = common::awards(ctx);
    let label = msg!("row-gifts-cash-out-2");
    awards.per(player, "gifts.cash_out", label, ctx.count(MEEPLES), 2);
    Ok(awards.finish_event())
}
