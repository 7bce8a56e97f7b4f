//! Tile counting (reference 0.2 and the counting rows of roads and cities): wooden
//! bridges, tunnels, labyrinths, ferries, Leipzig long roads, double-sized,
//! triangular and wonder tiles.
//!
//! The player enters ordinary tiles and, separately, the tiles whose count depends
//! on the edition or which the reference names; each gives its own breakdown row so
//! that every point is explained.

use crate::rules::breakdown::Sheet;
use crate::rules::input::Ctx;
use crate::rules::schema::{InputSpec, SchemaBuilder};
use crate::ruleset::{Edition, Element};
use crate::{Error, Result};

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
pub fn road_help(edition: Edition) -> &'static str {
    match edition {
        Edition::C1 => {
            "A double-sized tile counts as 1 tile; each triangular tile counts as 1 tile; a wonder tile counts as 1 tile."
        }
        _ => {
            "Each half of a double-sized tile counts as a tile; a square with one or two triangular tiles counts as 1 tile; each square of a wonder tile counts as 1 tile."
        }
    }
}

/// How the tiles of a city are counted in this edition (0.2).
pub fn city_help(edition: Edition) -> &'static str {
    match edition {
        Edition::C1 => {
            "Each triangular tile counts as 1 tile; a wonder tile counts as 1 tile (double-sized tiles: no impact on cities)."
        }
        _ => {
            "A square with one or two triangular tiles counts as 1 tile; each square of a wonder tile counts as 1 tile (double-sized tiles: no impact on cities)."
        }
    }
}

/// The inputs of the road counting rows, each shown with the element it needs.
pub fn road_inputs(s: &mut SchemaBuilder<'_>, ids: &RoadIds) {
    let c1 = s.ruleset().edition() == Edition::C1;
    s.needs(
        Element::Bridges,
        InputSpec::count("wooden_bridges", "Tiles with a wooden bridge (1 road tile each)", ids.wooden_bridge)
            .range(0, 50),
    );
    s.needs(Element::Tunnel, InputSpec::count("tunnels", "Tunnel tiles (1 road tile each)", ids.tunnel).range(0, 50));
    s.needs(
        Element::Labyrinth,
        InputSpec::count("labyrinths", "Labyrinth tiles (1 road tile each)", ids.labyrinth).range(0, 20),
    );
    s.needs(Element::Ferries, InputSpec::count("ferries", "Ferry tiles (1 road tile each)", ids.ferry).range(0, 20));
    let leipzig_label = match s.ruleset().edition() {
        Edition::C3 => "Long roads on Leipzig tiles (2 road tiles each in C3)",
        _ => "Long roads on Leipzig tiles (1 road tile each)",
    };
    s.needs(Element::MarketsOfLeipzig, InputSpec::count("leipzig_long_roads", leipzig_label, ids.leipzig).range(0, 20));
    let double_label = if c1 {
        "Other double-sized tiles (1 tile each in C1)"
    } else {
        "Other double-sized tiles (each half counts: 2 each)"
    };
    s.needs(
        Element::MarketsOfLeipzig,
        InputSpec::count("double_sized_tiles", double_label, "tilecount.double_sized").range(0, 20),
    );
    triangular_input(s);
    s.needs(Element::WondersOfHumanity, InputSpec::toggle("notre_dame", "Notre-Dame's long forking road", ids.wonder));
    s.needs(Element::WondersOfHumanity, InputSpec::toggle("stonehenge", "Stonehenge's long forking road", ids.wonder));
}

fn triangular_input(s: &mut SchemaBuilder<'_>) {
    let spec = if s.ruleset().edition() == Edition::C1 {
        InputSpec::count("triangular", "Triangular tiles (1 tile each)", "tilecount.triangular")
    } else {
        InputSpec::count("triangular", "Squares holding triangular tiles (1 tile each)", "tilecount.triangular")
    };
    s.needs(Element::Halflings, spec.range(0, 50));
}

/// Adds the road counting rows and returns the road's tile count (German cathedral
/// segments apart).
pub fn road_tiles(ctx: &Ctx<'_>, sheet: &mut Sheet, ids: &RoadIds) -> i64 {
    let new_edition = ctx.ruleset.edition() != Edition::C1;
    let tiles = ctx.count("tiles");
    sheet.row(ids.base, "Road tiles (1 point each)", tiles, tiles);
    sheet.per(ids.wooden_bridge, "Wooden bridges (1 road tile each)", ctx.count("wooden_bridges"), 1);
    sheet.per(ids.tunnel, "Tunnel tiles (1 road tile each)", ctx.count("tunnels"), 1);
    sheet.per(ids.labyrinth, "Labyrinth tiles (1 road tile each)", ctx.count("labyrinths"), 1);
    sheet.per(ids.ferry, "Ferry tiles (1 road tile each)", ctx.count("ferries"), 1);
    let leipzig = if ctx.ruleset.edition() == Edition::C3 { 2 } else { 1 };
    sheet.per(
        ids.leipzig,
        format!("Long roads on Leipzig tiles ({leipzig} road tiles each)"),
        ctx.count("leipzig_long_roads"),
        leipzig,
    );
    let double = if new_edition { 2 } else { 1 };
    sheet.per(
        "tilecount.double_sized",
        format!("Double-sized tiles ({double} tiles each)"),
        ctx.count("double_sized_tiles"),
        double,
    );
    sheet.per("tilecount.triangular", "Triangular tiles (1 tile each)", ctx.count("triangular"), 1);
    let wonder = if new_edition { 2 } else { 1 };
    let wonders = i64::from(ctx.flag("notre_dame")) + i64::from(ctx.flag("stonehenge"));
    sheet.per(ids.wonder, format!("Wonder forking roads ({wonder} road tiles each)"), wonders, wonder);
    sheet.total()
}

/// The inputs of the city counting rows (triangular and wonder tiles).
pub fn city_inputs(s: &mut SchemaBuilder<'_>, wonder_rule: &'static str) {
    triangular_input(s);
    s.needs(Element::WondersOfHumanity, InputSpec::toggle("notre_dame", "Notre-Dame's large city", wonder_rule));
    s.needs(
        Element::WondersOfHumanity,
        InputSpec::toggle("circus_maximus", "Circus Maximus's large city", wonder_rule),
    );
    s.needs(Element::WondersOfHumanity, InputSpec::toggle("alhambra", "Alhambra's large city", wonder_rule));
}

/// The city's tile count: ordinary and triangular tiles, plus the large cities of
/// wonder tiles (C1: 1 each; C2+C3: Notre-Dame 2, Circus Maximus 4, Alhambra 3).
/// Returns `(tiles, wonder tiles)`, the latter for its own breakdown row.
pub fn city_tiles(ctx: &Ctx<'_>) -> (i64, i64) {
    let new_edition = ctx.ruleset.edition() != Edition::C1;
    let tiles = ctx.count("tiles") + ctx.count("triangular");
    let wonders = [("notre_dame", 2), ("circus_maximus", 4), ("alhambra", 3)]
        .iter()
        .filter(|(name, _)| ctx.flag(name))
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
    let tiles = ctx.count("german_cathedral_tiles");
    let segments = ctx.count("german_cathedral_segments");
    if segments < tiles || segments > 4 * tiles {
        return Err(Error::invalid(
            "german_cathedral_segments",
            format!("{segments} segments do not fit {tiles} German cathedral tile(s) (1 to 4 segments each)"),
        ));
    }
    Ok(())
}
