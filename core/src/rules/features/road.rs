//! Road (highwayman / thief): Part A 3B.1 when completed, Part B B.1.1 at the end.
//!
//! Order as in the reference: prolog bonuses (watchtower, tollkeepers), tile-count
//! rows, value rows top to bottom (German cathedral, inn, mage, witch, ...), ghosts,
//! then epilog bonuses (teacher, Wainwrights quarter, ringmaster, fairy).

use crate::Result;
use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::{Awards, Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{ChoiceInput, CountInput, PerPlayerCount, PerPlayerToggle, SchemaBuilder, ToggleInput};
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::Element;
use crate::text;

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

const LAND_SURVEYOR: &[(&str, Text)] = &[
    ("none", text!("road-option-no-road-scoring")),
    ("highway", text!("road-option-highway-road-counts")),
    ("peasant_uprising", text!("road-option-peasant-uprising-1")),
    ("street_fair", text!("road-option-street-fair-plus")),
    ("poverty", text!("common-option-poverty-3")),
];

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    let in_game = when == When::Completed;
    let ids = when.pick(&tiles::ROAD, &tiles::ROAD_END);
    if in_game {
        watchtower::inputs(s, "road.watchtower");
        let small = TOLL_SMALL.spec(text!("road-small-tollhouses-toll"), "road.tollkeepers.toll_1");
        s.needs(Element::Tollkeepers, small.range(0, 2));
        let large = TOLL_LARGE.spec(text!("road-large-tollhouses-toll"), "road.tollkeepers.toll_2");
        s.needs(Element::Tollkeepers, large.range(0, 2));
        let buildings = TOLL_BUILDINGS.spec(text!("common-farmhouses-sheds-gardens"), "road.tollkeepers");
        s.needs(Element::Tollkeepers, buildings.range(0, 100));
        let travelers = TRAVELER_GROUPS.spec(text!("common-groups-travelers-road"), "road.tollkeepers");
        s.needs(Element::Tollkeepers, travelers.range(0, 50));
    }
    majority::inputs(s, text!("road-highwaymen-road"), ids.base);
    let help = tiles::road_help(s.ruleset().edition());
    let tiles = TILES.spec(text!("road-road-tiles-german"), ids.base).default(2).help(help);
    s.input(tiles.required(text!("road-ask-say-how-many")));
    tiles::road_inputs(s, ids);
    let segment_rule = when.pick("road.german_cathedral_segment", "road.german_cathedral.incomplete");
    let cathedral_rule = when.pick("road.german_cathedral", "road.german_cathedral.incomplete");
    let cathedral_tiles = GERMAN_CATHEDRAL_TILES
        .spec(text!("road-german-cathedral-tiles"), cathedral_rule)
        .help(text!("road-help-road-that-ends"));
    s.needs(Element::GermanCathedrals, cathedral_tiles.range(0, 20));
    let segments = GERMAN_CATHEDRAL_SEGMENTS.spec(text!("common-road-segments-german"), segment_rule);
    s.needs(Element::GermanCathedrals, segments.range(0, 80));
    let surveyor =
        LAND_SURVEYOR_TILE.spec(text!("road-active-road-scoring"), "road.land_surveyor.highway", LAND_SURVEYOR);
    shared::in_game_only(s, Element::PnpLandSurveyors, surveyor);
    let farmhouses = FARMHOUSE_TILES.spec(text!("road-tiles-farmhouse-peasant"), "road.land_surveyor.peasant_uprising");
    shared::in_game_only(s, Element::PnpLandSurveyors, farmhouses.range(0, 100));
    s.needs(Element::Inns, INN.spec(text!("road-inn-road"), when.pick("road.inn", "road.inn.incomplete")));
    s.needs(Element::Mage, MAGE.spec(text!("road-mage-road"), when.pick("road.mage", "road.mage.incomplete")));
    s.needs(Element::Witch, WITCH.spec(text!("road-witch-road"), when.pick("road.witch", "road.witch.incomplete")));
    shared::little_buildings_inputs(s, when.pick("road.little_buildings", "road.little_buildings.incomplete"));
    let castles = GERMAN_CASTLES.spec(text!("road-different-german-castles"), "road.german_castle");
    shared::in_game_only(s, Element::GermanCastles, castles.range(0, 2));
    let bathhouses = BATHHOUSE_POINTS.spec(text!("road-sum-numbers-roads"), "road.bathhouse");
    shared::in_game_only(s, Element::BarberSurgeons, bathhouses.range(0, 100));
    let signposts = SIGNPOSTS
        .spec(text!("road-signposts-pointing-correct"), when.pick("road.signpost", "road.signpost.incomplete"));
    s.needs(Element::Signposts, signposts.range(0, 50));
    shared::in_game_only(
        s,
        Element::Signposts,
        SIGNPOST_TYPES.spec(text!("road-correct-signpost-types"), "road.signpost").range(0, 3),
    );
    let advanced = s.ruleset().has(Element::Labyrinth) && s.ruleset().variants().labyrinth_advanced && in_game;
    let network = LABYRINTH_MEEPLES.spec(text!("road-meeples-labyrinths-road"), "road.labyrinth.meeples");
    s.only(advanced, msg!("road-needs-labyrinth-advanced-rules"), network.range(0, 60));
    shared::ghosts_input(s, when.pick("road.ghosts", "road.ghosts.incomplete"));
    if in_game {
        shared::teacher_input(s, "road.teacher");
        let quarter = WAINWRIGHTS_QUARTER.spec(text!("road-meeple-wainwrights-quarter"), "road.leipzig.wainwrights");
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
                msg!("row-road-wainwrights-quarter-plus"),
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
    sheet.per("road.german_cathedral_segment", msg!("row-common-road-segments-german"), segments, 1);
    let actual_tiles = tiles + ctx.count(GERMAN_CATHEDRAL_TILES);

    let surveyor = ctx.choice(LAND_SURVEYOR_TILE).unwrap_or("none");
    // Highway sets the count to 5 for every later row that counts tiles (German
    // cathedrals and inns included); the mage and the Wainwrights quarter use the
    // real length.
    let (tiles, segments) = if surveyor == "highway" {
        sheet.row("road.land_surveyor.highway", msg!("row-road-highway-road-counts"), 5, 5 - (tiles + segments));
        (5, 0)
    } else {
        (tiles, segments)
    };
    if surveyor == "peasant_uprising" {
        let farmhouses = ctx.count(FARMHOUSE_TILES);
        sheet.per("road.land_surveyor.peasant_uprising", msg!("row-road-peasant-uprising-1"), farmhouses, -1);
    }
    if surveyor == "street_fair" {
        sheet.per("road.land_surveyor.street_fair", msg!("row-road-street-fair-plus"), tiles, 1);
        sheet.per("road.land_surveyor.street_fair", msg!("row-road-street-fair-plus-1"), segments, 1);
    }
    // German cathedrals do not stack: one or more give the bonus once.
    if ctx.count(GERMAN_CATHEDRAL_TILES) > 0 {
        sheet.per("road.german_cathedral", msg!("row-road-ends-german-cathedral"), tiles, 1);
        sheet.per("road.german_cathedral", msg!("row-road-ends-german-cathedral-plus"), segments, 1);
    }
    if ctx.flag(INN) {
        sheet.per("road.inn", msg!("row-road-inn-plus-1"), tiles, 1);
        sheet.per("road.inn", msg!("row-road-inn-plus-1-road"), segments, 1);
    }
    if ctx.flag(MAGE) {
        sheet.per("road.mage", msg!("row-common-mage-plus-1"), actual_tiles, 1);
    }
    if ctx.flag(WITCH) {
        sheet.halve_previous("road.witch", msg!("row-common-witch-half-points"));
    }
    if surveyor == "poverty" {
        sheet.row("road.land_surveyor.poverty", msg!("row-common-poverty-3-feature"), 1, -3);
    }
    shared::little_buildings(ctx, sheet, "road.little_buildings");
    sheet.per("road.german_castle", msg!("row-road-german-castles-roads"), ctx.count(GERMAN_CASTLES), 3);
    let bathhouse = ctx.count(BATHHOUSE_POINTS);
    sheet.per("road.bathhouse", msg!("row-common-bathhouses-plus-numbers"), bathhouse, 1);
    let signposts = ctx.count(SIGNPOSTS);
    if signposts != 0 {
        let types = ctx.count(SIGNPOST_TYPES);
        sheet.per("road.signpost", msg!("row-road-signposts", per = types), signposts, types);
    }
    if ctx.count(LABYRINTHS) > 0 {
        let meeples = ctx.count(LABYRINTH_MEEPLES);
        sheet.per("road.labyrinth.meeples", msg!("row-road-labyrinth-advanced-rules"), meeples, 2);
    }
    actual_tiles
}

/// B.1.1 rows 1-12.
fn value_at_end(ctx: &Ctx<'_>, sheet: &mut Sheet) -> i64 {
    let tiles = tiles::road_tiles(ctx, sheet, &tiles::ROAD_END);
    let segments = ctx.count(GERMAN_CATHEDRAL_SEGMENTS);
    sheet.per("road.german_cathedral.incomplete", msg!("row-road-road-segments-german"), segments, 1);
    let actual_tiles = tiles + ctx.count(GERMAN_CATHEDRAL_TILES);
    if ctx.flag(INN) {
        sheet.multiply_previous("road.inn.incomplete", msg!("row-road-inn-incomplete-road"), 0);
    }
    if ctx.flag(MAGE) {
        sheet.per("road.mage.incomplete", msg!("row-road-mage-plus-1"), actual_tiles, 1);
    }
    if ctx.flag(WITCH) {
        sheet.halve_previous("road.witch.incomplete", msg!("row-common-witch-half-points"));
    }
    shared::little_buildings(ctx, sheet, "road.little_buildings.incomplete");
    sheet.per("road.signpost.incomplete", msg!("row-road-signposts-correct-direction"), ctx.count(SIGNPOSTS), 1);
    actual_tiles
}

/// Rows 2a/2b: each tollhouse at an end of the completed road raises its toll.
fn tollkeepers(ctx: &Ctx<'_>, awards: &mut Awards) {
    let buildings = ctx.count(TOLL_BUILDINGS);
    let travelers = ctx.count(TRAVELER_GROUPS);
    for player in ctx.players() {
        for (input, rule, per_building, per_group, toll) in [
            (TOLL_SMALL, "road.tollkeepers.toll_1", 1, 3, "small"),
            (TOLL_LARGE, "road.tollkeepers.toll_2", 2, 6, "large"),
        ] {
            let houses = ctx.of(player, input);
            if houses == 0 {
                continue;
            }
            let label = msg!("row-road-tollhouse-buildings", toll = toll, per = per_building);
            awards.per(player, rule, label, houses * buildings, per_building);
            let label = msg!("row-road-tollhouse-travelers", toll = toll, per = per_group);
            awards.per(player, rule, label, houses * travelers, per_group);
        }
    }
}
