//! Haunted castle (castle owner), Exp. 11 - Ghosts, Castles & Cemeteries: Part A
//! 3B.12 when completed, Part B B.1.15 at the end.
//!
//! The castle scores per tile with mist in its area (its tile and the 8 spaces
//! around it): 2 points each during the game, 1 at the end (Appendix 2 #11). The
//! 2x2 starting tile counts as 1 tile in C1 and as 4 separate tiles in the new
//! editions (`tilecount.haunted_castle_start`). Then little buildings and ghosts;
//! the reference has no teacher, ringmaster or fairy row for this feature.

use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, SchemaBuilder, ToggleInput};
use crate::rules::{Category, FeatureDef, majority, shared};
use crate::ruleset::{Edition, Element};
use crate::text;
use crate::{Error, Result};

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "haunted_castle",
    name: "Haunted castle",
    category: Category::Features,
    needs: &[Element::HauntedCastles],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

/// The castle's space and the 8 around it.
const AREA: i64 = 9;

/// Tiles with mist in the area, the starting tile apart.
const MIST_TILES: CountInput = CountInput::new("mist_tiles");
/// The 2x2 starting tile is in the area.
const STARTING_TILE: ToggleInput = ToggleInput::new("starting_tile");

/// How many tiles the 2x2 starting tile counts as (0.2 `tilecount.haunted_castle_start`).
fn starting_tile_count(edition: Edition) -> i64 {
    match edition {
        Edition::C1 => 1,
        _ => 4,
    }
}

fn area_help(edition: Edition) -> Text {
    edition.pick(
        text!("haunted-castle-haunted-castles-tile"),
        text!("haunted-castle-haunted-castles-tile-tiles"),
        text!("haunted-castle-haunted-castles-tile-eight"),
    )
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    let edition = s.ruleset().edition();
    let base = when.pick("haunted_castle.base", "haunted_castle.base.incomplete");
    majority::inputs(s, text!("haunted-castle-followers-haunted-castle"), base);
    let mist = MIST_TILES
        .spec(text!("haunted-castle-tiles-mist-area"), base)
        .range(0, AREA)
        .help(area_help(edition))
        .required(text!("haunted-castle-ask-say-how-many"));
    s.input(mist);
    let start_label = match edition {
        Edition::C1 => text!("haunted-castle-2x2-starting-tile"),
        _ => text!("haunted-castle-2x2-starting-tile-area"),
    };
    s.input(STARTING_TILE.spec(start_label, "tilecount.haunted_castle_start"));
    shared::little_buildings_inputs(
        s,
        when.pick("haunted_castle.little_buildings", "haunted_castle.little_buildings.incomplete"),
    );
    shared::ghosts_input(s, when.pick("haunted_castle.ghosts", "haunted_castle.ghosts.incomplete"));
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mist = ctx.count(MIST_TILES);
    let starting_tile = ctx.flag(STARTING_TILE);
    // The starting tile fills at least one of the 8 spaces around the castle.
    if starting_tile && mist > AREA - 1 {
        return Err(Error::invalid(
            MIST_TILES.name(),
            msg!("haunted-castle-error-area-full", mist = mist, most = AREA - 1),
        ));
    }
    let mut awards = shared::awards(ctx);
    let holders = majority::holders(ctx, |_| 0);
    let per = ctx.when.pick(2, 1);
    let base = ctx.when.pick("haunted_castle.base", "haunted_castle.base.incomplete");
    let mut sheet = Sheet::new();
    sheet.row(base, msg!("row-haunted-castle-mist", per = per), mist, mist * per);
    if starting_tile {
        let counted = starting_tile_count(ctx.ruleset.edition());
        let label = msg!("row-haunted-castle-starting-tile", counted = counted, per = per);

        sheet.per("tilecount.haunted_castle_start", label, counted, per);
    }
    shared::little_buildings(
        ctx,
        &mut sheet,
        ctx.when.pick("haunted_castle.little_buildings", "haunted_castle.little_buildings.incomplete"),
    );
    let value = sheet.total();
    let ghost_rule = ctx.when.pick("haunted_castle.ghosts", "haunted_castle.ghosts.incomplete");
    shared::value_to_holders(ctx, &mut awards, &holders, &sheet, ghost_rule);
    // No epilog: the reference gives the haunted castle no teacher, ringmaster or fairy row.
    Ok(awards.finish(value))
}
