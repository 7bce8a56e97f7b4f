//! Points for placing the tile (1C rows 1-3): wind roses, Spiel Doch! 02/2018
//! tiles in order, the 20th-anniversary arrow.

use crate::Result;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::SchemaBuilder;
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::ruleset::variants::SpielDochRule;
use crate::text;

use super::{Event, EventDef, Limit, common};

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
        section: "Step 1C",
        category: Category::Bonuses,
        needs,
        with: &[],
        steps: &[Step::PlaceTile],
        automatic: false,
        limit: Limit::Repeatable,
        active_player: Some(common::PLAYER.name()),
        inputs,
        score,
    }
}

/// Row 1: 3 points for a wind rose placed with its quadrant correctly oriented.
pub(crate) const WIND_ROSES: EventDef =
    def("wind_roses.placement", "Wind rose placed correctly", &[Element::WindRoses], wind_inputs, wind_roses);
/// Row 2: Spiel Doch! 02/2018 tiles in the correct order: basic rules 0, variant 5.
pub(crate) const SPIEL_DOCH: EventDef = def(
    "spiel_doch_2018.order",
    "Spiel Doch! 02/2018 tiles in order",
    &[Element::SpielDoch2018],
    spiel_doch_inputs,
    spiel_doch,
);
/// Row 3: 2 points for a not-yet-activated arrow on the tile just placed.
pub(crate) const ANNIVERSARY_ARROW: EventDef =
    def("anniversary20.arrow", "20th-anniversary arrow", &[Element::Anniversary20], arrow_inputs, anniversary_arrow);

fn wind_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-active-player"), "wind_roses.placement");
}

fn wind_roses(ctx: &Event<'_>) -> Result<Score> {
    let label = msg!("row-placement-wind-rose-placed");
    common::to_player(ctx, text!("row-common-active-player"), "wind_roses.placement", label, 3)
}

fn spiel_doch_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-active-player"), "spiel_doch_2018.order");
}

fn spiel_doch(ctx: &Event<'_>) -> Result<Score> {
    let (points, label) = match ctx.ruleset.variants().spiel_doch {
        SpielDochRule::Basic => (0, msg!("placement-spiel-doch-tiles")),
        SpielDochRule::Variant => (5, msg!("placement-spiel-doch-tiles-correct")),
    };
    common::to_player(ctx, text!("row-common-active-player"), "spiel_doch_2018.order", label, points)
}

fn arrow_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-active-player"), "anniversary20.arrow");
}

fn anniversary_arrow(ctx: &Event<'_>) -> Result<Score> {
    let label = msg!("row-placement-arrow-tile-just");
    common::to_player(ctx, text!("row-common-active-player"), "anniversary20.arrow", label, 2)
}
