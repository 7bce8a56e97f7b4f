//! Road (highwayman / thief): Part A 3B.1 when completed, Part B B.1.1 at the end.
//!
//! Order as in the reference: prolog bonuses (watchtower, tollkeepers), tile-count
//! rows, value rows top to bottom (German cathedral, inn, mage, witch, ...), ghosts,
//! then epilog bonuses (teacher, Wainwrights quarter, ringmaster, fairy).

use crate::Result;
use crate::rules::breakdown::{Awards, Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{ChoiceInput, CountInput, PerPlayerCount, PerPlayerToggle, SchemaBuilder, ToggleInput};
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::Element;

use super::tiles::{self, GERMAN_CATHEDRAL_SEGMENTS, GERMAN_CATHEDRAL_TILES, LABYRINTHS, TILES};
use super::watchtower;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "road",
    name: "Road",
    category: Category::Roads,
    needs: &[],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

/// Small tollhouses (toll 1) of each player at the road's ends.
const TOLL_SMALL: PerPlayerCount = PerPlayerCount::new("toll_small");
/// Large tollhouses (toll 2) of each player at the road's ends.
const TOLL_LARGE: PerPlayerCount = PerPlayerCount::new("toll_large");
/// Farmhouses, sheds, gardens and highwaymen on the road (tollkeepers).
pub(super) const TOLL_BUILDINGS: CountInput = CountInput::new("toll_buildings");
/// Groups of travelers on the road (tollkeepers).
pub(super) const TRAVELER_GROUPS: CountInput = CountInput::new("traveler_groups");
/// The active road scoring tile (Land Surveyors).
const LAND_SURVEYOR_TILE: ChoiceInput = ChoiceInput::new("land_surveyor");
/// Tiles with a farmhouse (Peasant Uprising).
const FARMHOUSE_TILES: CountInput = CountInput::new("farmhouse_tiles");
/// Inn on the road.
const INN: ToggleInput = ToggleInput::new("inn");
/// Mage on the road or city.
pub(super) const MAGE: ToggleInput = ToggleInput::new("mage");
/// Witch on the road or city.
pub(super) const WITCH: ToggleInput = ToggleInput::new("witch");
/// Different German castles the road ends at / closing the city.
pub(super) const GERMAN_CASTLES: CountInput = CountInput::new("german_castles");
/// Sum of the numbers on the feature's bathhouses.
pub(super) const BATHHOUSE_POINTS: CountInput = CountInput::new("bathhouse_points");
/// Signposts pointing in the correct direction.
const SIGNPOSTS: CountInput = CountInput::new("signposts");
/// Correct signpost types (in game).
const SIGNPOST_TYPES: CountInput = CountInput::new("signpost_types");
/// Meeples on the labyrinth's road network (advanced rules).
const LABYRINTH_MEEPLES: CountInput = CountInput::new("labyrinth_meeples");
/// Meeple in the Wainwrights quarter.
const WAINWRIGHTS_QUARTER: PerPlayerToggle = PerPlayerToggle::new("wainwrights_quarter");

const LAND_SURVEYOR: &[(&str, &str)] = &[
    ("none", "No road scoring tile"),
    ("highway", "Highway: the road counts as 5 tiles"),
    ("peasant_uprising", "Peasant Uprising: -1 per tile with a farmhouse"),
    ("street_fair", "Street Fair: +1 per tile"),
    ("poverty", "Poverty: -3"),
];

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    let in_game = when == When::Completed;
    let ids = when.pick(&tiles::ROAD, &tiles::ROAD_END);
    if in_game {
        watchtower::inputs(s, "road.watchtower");
        let small = TOLL_SMALL.spec("Small tollhouses (toll 1) at the road's ends", "road.tollkeepers.toll_1");
        s.needs(Element::Tollkeepers, small.range(0, 2));
        let large = TOLL_LARGE.spec("Large tollhouses (toll 2) at the road's ends", "road.tollkeepers.toll_2");
        s.needs(Element::Tollkeepers, large.range(0, 2));
        let buildings =
            TOLL_BUILDINGS.spec("Farmhouses, sheds, gardens and highwaymen on the road", "road.tollkeepers");
        s.needs(Element::Tollkeepers, buildings.range(0, 100));
        let travelers = TRAVELER_GROUPS.spec("Groups of travelers on the road", "road.tollkeepers");
        s.needs(Element::Tollkeepers, travelers.range(0, 50));
    }
    majority::inputs(s, "Highwaymen on the road", ids.base);
    let help = tiles::road_help(s.ruleset().edition());
    let tiles = TILES.spec("Road tiles (German cathedral tiles apart)", ids.base).default(2).help(help);
    s.input(tiles.required("say how many tiles the road has"));
    tiles::road_inputs(s, ids);
    let segment_rule = when.pick("road.german_cathedral_segment", "road.german_cathedral.incomplete");
    let cathedral_rule = when.pick("road.german_cathedral", "road.german_cathedral.incomplete");
    let cathedral_tiles = GERMAN_CATHEDRAL_TILES
        .spec("German cathedral tiles the road ends at", cathedral_rule)
        .help("A road that ends at a German cathedral gets +1 per tile; roads that start and end at the same cathedral count once.");
    s.needs(Element::GermanCathedrals, cathedral_tiles.range(0, 20));
    let segments = GERMAN_CATHEDRAL_SEGMENTS.spec("Road segments on German cathedral tiles", segment_rule);
    s.needs(Element::GermanCathedrals, segments.range(0, 80));
    let surveyor = LAND_SURVEYOR_TILE.spec("Active road scoring tile", "road.land_surveyor.highway", LAND_SURVEYOR);
    shared::in_game_only(s, Element::PnpLandSurveyors, surveyor);
    let farmhouses =
        FARMHOUSE_TILES.spec("Tiles with a farmhouse (Peasant Uprising)", "road.land_surveyor.peasant_uprising");
    shared::in_game_only(s, Element::PnpLandSurveyors, farmhouses.range(0, 100));
    s.needs(Element::Inns, INN.spec("Inn on the road", when.pick("road.inn", "road.inn.incomplete")));
    s.needs(Element::Mage, MAGE.spec("Mage on the road", when.pick("road.mage", "road.mage.incomplete")));
    s.needs(Element::Witch, WITCH.spec("Witch on the road", when.pick("road.witch", "road.witch.incomplete")));
    shared::little_buildings_inputs(s, when.pick("road.little_buildings", "road.little_buildings.incomplete"));
    let castles = GERMAN_CASTLES.spec("Different German castles the road ends at", "road.german_castle");
    shared::in_game_only(s, Element::GermanCastles, castles.range(0, 2));
    let bathhouses = BATHHOUSE_POINTS.spec("Sum of the numbers on the road's bathhouses", "road.bathhouse");
    shared::in_game_only(s, Element::BarberSurgeons, bathhouses.range(0, 100));
    let signposts = SIGNPOSTS
        .spec("Signposts pointing in the correct direction", when.pick("road.signpost", "road.signpost.incomplete"));
    s.needs(Element::Signposts, signposts.range(0, 50));
    shared::in_game_only(
        s,
        Element::Signposts,
        SIGNPOST_TYPES.spec("Correct signpost types", "road.signpost").range(0, 3),
    );
    let advanced = s.ruleset().has(Element::Labyrinth) && s.ruleset().variants().labyrinth_advanced && in_game;
    let network = LABYRINTH_MEEPLES.spec("Meeples on the labyrinth's road network", "road.labyrinth.meeples");
    s.only(advanced, "labyrinth with the advanced rules variant", network.range(0, 60));
    shared::ghosts_input(s, when.pick("road.ghosts", "road.ghosts.incomplete"));
    if in_game {
        shared::teacher_input(s, "road.teacher");
        let quarter = WAINWRIGHTS_QUARTER.spec("Meeple in the Wainwrights quarter", "road.leipzig.wainwrights");
        s.needs(Element::MarketsOfLeipzig, quarter);
        shared::ringmaster_inputs(s, "road.ringmaster");
        shared::fairy_input(s, "road.fairy");
    }
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    tiles::check_cathedral_segments(ctx)?;
    let mut awards = shared::awards(ctx);
    if ctx.when == When::Completed {
        watchtower::score(ctx, &mut awards, "road.watchtower");
        tollkeepers(ctx, &mut awards);
    }

    let holders = majority::holders(ctx, |_| 0);
    let mut sheet = Sheet::new();
    let actual_tiles = match ctx.when {
        When::Completed => value_in_game(ctx, &mut sheet),
        When::EndOfGame => value_at_end(ctx, &mut sheet),
    };
    let value = sheet.total();
    shared::value_to_holders(
        ctx,
        &mut awards,
        &holders,
        &sheet,
        ctx.when.pick("road.ghosts", "road.ghosts.incomplete"),
    );

    if ctx.when == When::Completed {
        shared::teacher(ctx, &mut awards, value, "road.teacher");
        for player in holders.iter().copied().filter(|&p| ctx.is(p, WAINWRIGHTS_QUARTER)) {
            awards.row(
                player,
                "road.leipzig.wainwrights",
                "Wainwrights quarter: +1 per actual road tile",
                actual_tiles,
                actual_tiles,
            );
        }
        shared::ringmaster(ctx, &mut awards, "road.ringmaster");
        shared::fairy(ctx, &mut awards, "road.fairy");
    }
    Ok(awards.finish(value))
}

/// 3B.1 rows 3-23. Returns the actual number of road tiles, German cathedrals
/// counted as one tile each (mage, Wainwrights quarter).
fn value_in_game(ctx: &Ctx<'_>, sheet: &mut Sheet) -> i64 {
    let tiles = tiles::road_tiles(ctx, sheet, &tiles::ROAD);
    let segments = ctx.count(GERMAN_CATHEDRAL_SEGMENTS);
    sheet.per("road.german_cathedral_segment", "Road segments on German cathedral tiles (1 each)", segments, 1);
    let actual_tiles = tiles + ctx.count(GERMAN_CATHEDRAL_TILES);

    let surveyor = ctx.choice(LAND_SURVEYOR_TILE).unwrap_or("none");
    // Highway sets the count to 5 for every later row that counts tiles (German
    // cathedrals and inns included); the mage and the Wainwrights quarter use the
    // real length.
    let (tiles, segments) = if surveyor == "highway" {
        sheet.row("road.land_surveyor.highway", "Highway: the road counts as 5 tiles", 5, 5 - (tiles + segments));
        (5, 0)
    } else {
        (tiles, segments)
    };
    if surveyor == "peasant_uprising" {
        let farmhouses = ctx.count(FARMHOUSE_TILES);
        sheet.per(
            "road.land_surveyor.peasant_uprising",
            "Peasant Uprising: -1 per tile with a farmhouse",
            farmhouses,
            -1,
        );
    }
    if surveyor == "street_fair" {
        sheet.per("road.land_surveyor.street_fair", "Street Fair: +1 per tile", tiles, 1);
        sheet.per(
            "road.land_surveyor.street_fair",
            "Street Fair: +1 per segment on German cathedral tiles",
            segments,
            1,
        );
    }
    // German cathedrals do not stack: one or more give the bonus once.
    if ctx.count(GERMAN_CATHEDRAL_TILES) > 0 {
        sheet.per("road.german_cathedral", "Ends at a German cathedral: +1 per tile", tiles, 1);
        sheet.per(
            "road.german_cathedral",
            "Ends at a German cathedral: +1 per segment on cathedral tiles",
            segments,
            1,
        );
    }
    if ctx.flag(INN) {
        sheet.per("road.inn", "Inn: +1 per tile", tiles, 1);
        sheet.per("road.inn", "Inn: +1 per road segment on German cathedral tiles", segments, 1);
    }
    if ctx.flag(MAGE) {
        sheet.per("road.mage", "Mage: +1 per actual tile", actual_tiles, 1);
    }
    if ctx.flag(WITCH) {
        sheet.halve_previous("road.witch", "Witch: half of the points above, rounded up");
    }
    if surveyor == "poverty" {
        sheet.row("road.land_surveyor.poverty", "Poverty: -3 for the feature", 1, -3);
    }
    shared::little_buildings(ctx, sheet, "road.little_buildings");
    sheet.per("road.german_castle", "German castles at the road's ends (+3 each)", ctx.count(GERMAN_CASTLES), 3);
    let bathhouse = ctx.count(BATHHOUSE_POINTS);
    sheet.per("road.bathhouse", "Bathhouses (+ the numbers on them)", bathhouse, 1);
    let types = ctx.count(SIGNPOST_TYPES);
    let label = format!("Signposts in the correct direction ({types} each: correct signpost types)");
    sheet.per("road.signpost", label, ctx.count(SIGNPOSTS), types);
    if ctx.count(LABYRINTHS) > 0 {
        let meeples = ctx.count(LABYRINTH_MEEPLES);
        sheet.per("road.labyrinth.meeples", "Labyrinth, advanced rules: +2 per meeple on the network", meeples, 2);
    }
    actual_tiles
}

/// B.1.1 rows 1-12.
fn value_at_end(ctx: &Ctx<'_>, sheet: &mut Sheet) -> i64 {
    let tiles = tiles::road_tiles(ctx, sheet, &tiles::ROAD_END);
    let segments = ctx.count(GERMAN_CATHEDRAL_SEGMENTS);
    sheet.per(
        "road.german_cathedral.incomplete",
        "Road segments on German cathedral tiles (1 each; +0 per tile)",
        segments,
        1,
    );
    let actual_tiles = tiles + ctx.count(GERMAN_CATHEDRAL_TILES);
    if ctx.flag(INN) {
        sheet.multiply_previous("road.inn.incomplete", "Inn on an incomplete road: no points up to here (x0)", 0);
    }
    if ctx.flag(MAGE) {
        sheet.per("road.mage.incomplete", "Mage: +1 per tile (also with an inn)", actual_tiles, 1);
    }
    if ctx.flag(WITCH) {
        sheet.halve_previous("road.witch.incomplete", "Witch: half of the points above, rounded up");
    }
    shared::little_buildings(ctx, sheet, "road.little_buildings.incomplete");
    sheet.per("road.signpost.incomplete", "Signposts in the correct direction (+1 each)", ctx.count(SIGNPOSTS), 1);
    actual_tiles
}

/// Rows 2a/2b: each tollhouse at an end of the completed road raises its toll.
fn tollkeepers(ctx: &Ctx<'_>, awards: &mut Awards) {
    let buildings = ctx.count(TOLL_BUILDINGS);
    let travelers = ctx.count(TRAVELER_GROUPS);
    for player in ctx.players() {
        for (input, rule, per_building, per_group, toll) in [
            (TOLL_SMALL, "road.tollkeepers.toll_1", 1, 3, "small toll"),
            (TOLL_LARGE, "road.tollkeepers.toll_2", 2, 6, "large toll"),
        ] {
            let houses = ctx.of(player, input);
            let label = format!("Tollhouse, {toll}: {per_building} per farmhouse, shed, garden and highwayman");
            awards.per(player, rule, label, houses * buildings, per_building);
            let label = format!("Tollhouse, {toll}: {per_group} per group of travelers");
            awards.per(player, rule, label, houses * travelers, per_group);
        }
    }
}
