//! Tile counting (reference 0.2 and the counting rows of roads and cities): wooden
//! bridges, tunnels, labyrinths, ferries, Leipzig long roads, double-sized,
//! triangular and wonder tiles.
//!
//! The player enters ordinary tiles and, separately, the tiles whose count depends
//! on the edition or which the reference names; each gives its own breakdown row so
//! that every point is explained.

use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::Sheet;
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, SchemaBuilder, ToggleInput};
use crate::ruleset::{Edition, Element};
use crate::text;
use crate::{Error, Result};

/// Ordinary tiles of a road or a city (German cathedral tiles apart).
pub const TILES: CountInput = CountInput::new("tiles");
/// Tiles with a wooden bridge.
pub const WOODEN_BRIDGES: CountInput = CountInput::new("wooden_bridges");
/// Tunnel tiles.
pub const TUNNELS: CountInput = CountInput::new("tunnels");
/// Labyrinth tiles.
pub const LABYRINTHS: CountInput = CountInput::new("labyrinths");
/// Ferry tiles.
pub const FERRIES: CountInput = CountInput::new("ferries");
/// Long roads on Leipzig tiles.
pub const LEIPZIG_LONG_ROADS: CountInput = CountInput::new("leipzig_long_roads");
/// Other double-sized tiles.
pub const DOUBLE_SIZED_TILES: CountInput = CountInput::new("double_sized_tiles");
/// Triangular tiles (C1) or squares holding them (C2+C3).
pub const TRIANGULAR: CountInput = CountInput::new("triangular");
/// Notre-Dame's long forking road or large city.
pub const NOTRE_DAME: ToggleInput = ToggleInput::new("notre_dame");
/// Stonehenge's long forking road.
pub const STONEHENGE: ToggleInput = ToggleInput::new("stonehenge");
/// Circus Maximus's large city.
pub const CIRCUS_MAXIMUS: ToggleInput = ToggleInput::new("circus_maximus");
/// Alhambra's large city.
pub const ALHAMBRA: ToggleInput = ToggleInput::new("alhambra");
/// German cathedral tiles a road ends at / roads reach.
pub const GERMAN_CATHEDRAL_TILES: CountInput = CountInput::new("german_cathedral_tiles");
/// Road segments on German cathedral tiles.
pub const GERMAN_CATHEDRAL_SEGMENTS: CountInput = CountInput::new("german_cathedral_segments");

/// The row ids a road count uses: they differ between roads and the roads of a
/// German cathedral, and between the game and its end.
#[derive(Debug)]
pub struct RoadIds {
    /// "1 point / tile".
    pub base: &'static str,
    /// Wooden bridge = 1 road tile.
    pub wooden_bridge: &'static str,
    /// Tunnel tile = 1 road tile.
    pub tunnel: &'static str,
    /// Labyrinth tile = 1 road tile.
    pub labyrinth: &'static str,
    /// Ferry tile = 1 road tile.
    pub ferry: &'static str,
    /// Long road on a Leipzig tile.
    pub leipzig: &'static str,
    /// Notre-Dame and Stonehenge forking roads.
    pub wonder: &'static str,
}

/// 3B.1 rows 3 and 5-10.
pub const ROAD: RoadIds = RoadIds {
    base: "road.base",
    wooden_bridge: "road.wooden_bridge",
    tunnel: "road.tunnel",
    labyrinth: "road.labyrinth.tile",
    ferry: "road.ferry",
    leipzig: "road.leipzig_tile",
    wonder: "road.wonder_tiles",
};

/// B.1.1 rows 1-6 (the reference has no Leipzig row there: 0.2 applies).
pub const ROAD_END: RoadIds = RoadIds {
    base: "road.base.incomplete",
    wooden_bridge: "road.wooden_bridge.incomplete",
    tunnel: "road.tunnel.incomplete",
    labyrinth: "road.labyrinth.incomplete",
    ferry: "road.ferry.incomplete",
    leipzig: "tilecount.leipzig_long_road",
    wonder: "road.wonder_tiles.incomplete",
};

/// 3B.10 rows 3-8 (no wonder row there: 0.2 applies).
pub const CATHEDRAL: RoadIds = RoadIds {
    base: "german_cathedral.road",
    wooden_bridge: "german_cathedral.wooden_bridge",
    tunnel: "german_cathedral.tunnel",
    labyrinth: "german_cathedral.labyrinth",
    ferry: "german_cathedral.ferry",
    leipzig: "german_cathedral.leipzig_tile",
    wonder: "tilecount.wonder_roads",
};

/// B.1.13 rows 3-8.
pub const CATHEDRAL_END: RoadIds = RoadIds {
    base: "german_cathedral.road.incomplete",
    wooden_bridge: "german_cathedral.wooden_bridge.incomplete",
    tunnel: "german_cathedral.tunnel.incomplete",
    labyrinth: "german_cathedral.labyrinth.incomplete",
    ferry: "german_cathedral.ferry.incomplete",
    leipzig: "german_cathedral.leipzig_tile.incomplete",
    wonder: "tilecount.wonder_roads",
};

/// How the ordinary tiles of a road are counted in this edition (0.2).
pub fn road_help(edition: Edition) -> Text {
    match edition {
        Edition::C1 => {
            text!("common-double-sized-tile")
        }
        _ => {
            text!("tiles-half-double-sized")
        }
    }
}

/// How the tiles of a city are counted in this edition (0.2).
pub fn city_help(edition: Edition) -> Text {
    match edition {
        Edition::C1 => {
            text!("tiles-triangular-tile-counts")
        }
        _ => {
            text!("tiles-square-one-two")
        }
    }
}

/// The inputs of the road counting rows, each shown with the element it needs.
pub fn road_inputs(s: &mut SchemaBuilder<'_>, ids: &RoadIds) {
    let c1 = s.ruleset().edition() == Edition::C1;
    s.needs(Element::Bridges, WOODEN_BRIDGES.spec(text!("tiles-tiles-wooden-bridge"), ids.wooden_bridge).range(0, 50));
    s.needs(Element::Tunnel, TUNNELS.spec(text!("tiles-tunnel-tiles-1"), ids.tunnel).range(0, 50));
    s.needs(Element::Labyrinth, LABYRINTHS.spec(text!("tiles-labyrinth-tiles-1"), ids.labyrinth).range(0, 20));
    s.needs(Element::Ferries, FERRIES.spec(text!("tiles-ferry-tiles-1"), ids.ferry).range(0, 20));
    let leipzig_label = match s.ruleset().edition() {
        Edition::C3 => text!("tiles-long-roads-leipzig"),
        _ => text!("tiles-long-roads-leipzig-tiles"),
    };
    s.needs(Element::MarketsOfLeipzig, LEIPZIG_LONG_ROADS.spec(leipzig_label, ids.leipzig).range(0, 20));
    let double_label = if c1 { text!("tiles-other-double-sized") } else { text!("tiles-other-double-sized-tiles") };
    s.needs(Element::MarketsOfLeipzig, DOUBLE_SIZED_TILES.spec(double_label, "tilecount.double_sized").range(0, 20));
    triangular_input(s);
    s.needs(Element::WondersOfHumanity, NOTRE_DAME.spec(text!("tiles-notre-dames-long"), ids.wonder));
    s.needs(Element::WondersOfHumanity, STONEHENGE.spec(text!("tiles-stonehenges-long-forking"), ids.wonder));
}

fn triangular_input(s: &mut SchemaBuilder<'_>) {
    let spec = if s.ruleset().edition() == Edition::C1 {
        TRIANGULAR.spec(text!("tiles-triangular-tiles-1"), "tilecount.triangular")
    } else {
        TRIANGULAR.spec(text!("tiles-squares-holding-triangular"), "tilecount.triangular")
    };
    s.needs(Element::Halflings, spec.range(0, 50));
}

/// Adds the road counting rows and returns the road's tile count (German cathedral
/// segments apart).
pub fn road_tiles(ctx: &Ctx<'_>, sheet: &mut Sheet, ids: &RoadIds) -> i64 {
    let new_edition = ctx.ruleset.edition() != Edition::C1;
    let tiles = ctx.count(TILES);
    sheet.row(ids.base, msg!("row-tiles-road-tiles-1"), tiles, tiles);
    sheet.per(ids.wooden_bridge, msg!("row-tiles-wooden-bridges-1"), ctx.count(WOODEN_BRIDGES), 1);
    sheet.per(ids.tunnel, msg!("row-tiles-tunnel-tiles-1"), ctx.count(TUNNELS), 1);
    sheet.per(ids.labyrinth, msg!("row-tiles-labyrinth-tiles-1"), ctx.count(LABYRINTHS), 1);
    sheet.per(ids.ferry, msg!("row-tiles-ferry-tiles-1"), ctx.count(FERRIES), 1);
    // The labels that carry a number are made only for a row that applies: a
    // message with arguments is an allocation, and most scorings have none of these.
    let leipzig_roads = ctx.count(LEIPZIG_LONG_ROADS);
    if leipzig_roads != 0 {
        let leipzig = if ctx.ruleset.edition() == Edition::C3 { 2 } else { 1 };
        sheet.per(ids.leipzig, msg!("row-tiles-leipzig-long-roads", per = leipzig), leipzig_roads, leipzig);
    }
    let double_sized = ctx.count(DOUBLE_SIZED_TILES);
    if double_sized != 0 {
        let double = if new_edition { 2 } else { 1 };
        sheet.per("tilecount.double_sized", msg!("row-tiles-double-sized", per = double), double_sized, double);
    }
    sheet.per("tilecount.triangular", msg!("row-tiles-triangular-tiles-1"), ctx.count(TRIANGULAR), 1);
    let wonders = i64::from(ctx.flag(NOTRE_DAME)) + i64::from(ctx.flag(STONEHENGE));
    if wonders != 0 {
        let wonder = if new_edition { 2 } else { 1 };
        sheet.per(ids.wonder, msg!("row-tiles-wonder-forking-roads", per = wonder), wonders, wonder);
    }
    sheet.total()
}

/// The inputs of the city counting rows (triangular and wonder tiles).
pub fn city_inputs(s: &mut SchemaBuilder<'_>, wonder_rule: &'static str) {
    triangular_input(s);
    s.needs(Element::WondersOfHumanity, NOTRE_DAME.spec(text!("tiles-notre-dames-large"), wonder_rule));
    s.needs(Element::WondersOfHumanity, CIRCUS_MAXIMUS.spec(text!("tiles-circus-maximuss-large"), wonder_rule));
    s.needs(Element::WondersOfHumanity, ALHAMBRA.spec(text!("tiles-alhambras-large-city"), wonder_rule));
}

/// The city's tile count: ordinary and triangular tiles, plus the large cities of
/// wonder tiles (C1: 1 each; C2+C3: Notre-Dame 2, Circus Maximus 4, Alhambra 3).
/// Returns `(tiles, wonder tiles)`, the latter for its own breakdown row.
pub fn city_tiles(ctx: &Ctx<'_>) -> (i64, i64) {
    let new_edition = ctx.ruleset.edition() != Edition::C1;
    let tiles = ctx.count(TILES) + ctx.count(TRIANGULAR);
    let wonders = [(NOTRE_DAME, 2), (CIRCUS_MAXIMUS, 4), (ALHAMBRA, 3)]
        .iter()
        .filter(|&&(input, _)| ctx.flag(input))
        .map(|&(_, new_count)| if new_edition { new_count } else { 1 })
        .sum();
    (tiles, wonders)
}

/// German cathedral tiles carry 3 or 4 road segments each: the segment count must
/// fit the tile count.
///
/// # Errors
/// [`Error::InvalidInput`] on `german_cathedral_segments`.
pub fn check_cathedral_segments(ctx: &Ctx<'_>) -> Result<()> {
    let tiles = ctx.count(GERMAN_CATHEDRAL_TILES);
    let segments = ctx.count(GERMAN_CATHEDRAL_SEGMENTS);
    if segments < tiles || segments > 4 * tiles {
        return Err(Error::invalid(
            GERMAN_CATHEDRAL_SEGMENTS.name(),
            msg!("tiles-error-segments-do-not-fit", segments = segments, tiles = tiles),
        ));
    }
    Ok(())
}
