//! Gingerbread Man (Winter edition): leaving an incomplete city (3C row 3). Leaving
//! a completed city is the city's prolog (`city.gingerbread_man`).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::features::tiles;
use crate::rules::schema::{CountInput, PerPlayerCount, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::{Event, EventDef, Limit, common};

/// 3C row 3: 1 point per tile of the city for each meeple the player has in it.
pub(crate) const INCOMPLETE_CITY: EventDef = EventDef {
    key: "gingerbread_man.incomplete_city",
    name: "Gingerbread Man leaves an incomplete city",
    section: "Step 3C",
    category: Category::Bonuses,
    needs: &[Element::WeGingerbreadMan],
    with: &[],
    steps: &[Step::TileScoring],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

const RULE: &str = "gingerbread_man.incomplete_city";

/// Tiles of the city the Gingerbread Man leaves.
const TILES: CountInput = CountInput::new("tiles");
/// The player's meeples in the city.
const MEEPLES: PerPlayerCount = PerPlayerCount::new("meeples");

fn inputs(s: &mut SchemaBuilder<'_>) {
    let help = tiles::city_help(s.ruleset().edition());
    let tiles = TILES.spec(text!("gingerbread-man-tiles-city-gingerbread"), RULE).range(1, 500).default(2).help(help);
    s.input(tiles.required(text!("common-ask-say-how-many-tiles")));
    s.input(MEEPLES.spec(text!("gingerbread-man-own-meeples-city"), RULE));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let tiles = ctx.count(TILES);
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        let meeples = ctx.of(player, MEEPLES);
        let label = msg!("row-gingerbread-man", tiles = tiles, meeples = meeples);

        awards.per(player, RULE, label, meeples * tiles, 1);
    }
    Ok(awards.finish_event())
}
