//! City (knight): Part A 3B.2 when completed, Part B B.1.3 at the end.
//!
//! Prolog (Gingerbread Man, watchtower), the Citizens' Jury majority, base and
//! tile-count rows, value rows in order (siege, Cathars, cathedral, mage, witch,
//! wealth, poverty, little buildings, German castle, bathhouse, Darmstadtium),
//! ghosts, then the epilog (teacher, Coiners quarter, ringmaster, fairy).

use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{ChoiceInput, CountInput, PerPlayerCount, PerPlayerToggle, SchemaBuilder, ToggleInput};
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

use super::road::{BATHHOUSE_POINTS, GERMAN_CASTLES, MAGE, WITCH};
use super::tiles::{self, TILES};
use super::watchtower;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "city",
    name: "City",
    category: Category::Cities,
    needs: &[],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

/// The Gingerbread Man leaves this completed city.
const GINGERBREAD_MAN: ToggleInput = ToggleInput::new("gingerbread_man");
/// Mayors of each player in the city.
const MAYORS: PerPlayerCount = PerPlayerCount::new("mayors");
/// Coats of arms (pennants) in the city.
pub(crate) const COATS_OF_ARMS: CountInput = CountInput::new("coats_of_arms");
/// A one-tile city closed by a city gate.
const ONE_TILE_CITY: ToggleInput = ToggleInput::new("one_tile_city");
/// The active city scoring tile (Land Surveyors).
const LAND_SURVEYOR_TILE: ChoiceInput = ChoiceInput::new("land_surveyor");
/// Tiles with only semicircular city segments (Bad Neighborhood).
const SEMICIRCLE_TILES: CountInput = CountInput::new("semicircle_tiles");
/// Cathars / siege / besiegers in the city.
const BESIEGED: ToggleInput = ToggleInput::new("besieged");
/// Cathedral in the city.
const CATHEDRAL: ToggleInput = ToggleInput::new("cathedral");
/// Darmstadtium in the city.
const DARMSTADTIUM: ToggleInput = ToggleInput::new("darmstadtium");
/// Meeple in the Coiners quarter.
const COINERS_QUARTER: PerPlayerToggle = PerPlayerToggle::new("coiners_quarter");

const LAND_SURVEYOR: &[(&str, Text)] = &[
    ("none", text!("city-option-no-city-scoring")),
    ("citizens_jury", text!("city-option-citizens-jury-everyone")),
    ("bad_neighborhood", text!("city-option-bad-neighborhood-tiles")),
    ("siege", text!("city-option-siege-plus-1")),
    ("wealth", text!("common-option-wealth-plus-3")),
    ("poverty", text!("common-option-poverty-3")),
];

/// Which form of the city: its own (completed or at the end), or La Porxada's
/// (B.1.2: an incomplete city scored at the end as completed for some players).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Form {
    /// 3B.2 or B.1.3.
    City,
    /// B.1.2: an uncompleted city scored at the end as completed for the players
    /// who had knights in the completed city with La Porxada: the 3B.2 form without
    /// what only happens when a city is completed during a turn (the Gingerbread
    /// Man leaving it, the watchtower prolog, a one-tile city closed by a gate), and
    /// without the fairy and ringmaster, which the B.2 items `after_game.fairy` and
    /// `after_game.ringmaster` score after the game for every feature still on the
    /// board.
    LaPorxada,
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    form_inputs(s, Form::City);
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    form_score(ctx, Form::City)
}

/// The inputs of the city `form`, in form order.
pub(super) fn form_inputs(s: &mut SchemaBuilder<'_>, form: Form) {
    let when = s.when();
    let in_game = when == When::Completed;
    let city = form == Form::City;
    let base = when.pick("city.base", "city.base.incomplete");
    if in_game && city {
        let gingerbread = GINGERBREAD_MAN.spec(text!("city-gingerbread-man-leaves"), "city.gingerbread_man");
        s.needs(Element::WeGingerbreadMan, gingerbread);
        watchtower::inputs(s, "city.watchtower");
    }
    majority::inputs(s, text!("city-knights-city"), base);
    let mayors = MAYORS.spec(text!("city-mayors-city-strength"), base);
    s.needs(Element::Mayor, mayors.range(0, 10));
    let help = tiles::city_help(s.ruleset().edition());
    let tiles = TILES.spec(text!("city-city-tiles"), base).range(1, 500).default(2).help(help);
    s.input(tiles.required(text!("common-ask-say-how-many-tiles")));
    s.input(COATS_OF_ARMS.spec(text!("city-coats-arms-pennants"), base).range(0, 100));
    tiles::city_inputs(s, when.pick("city.wonder_tiles", "city.wonder_tiles.incomplete"));
    if city {
        let one_tile = ONE_TILE_CITY.spec(text!("city-one-tile-city"), "city.one_tile_city");
        shared::in_game_only(s, Element::PnpCityGates, one_tile);
    }
    let surveyor =
        LAND_SURVEYOR_TILE.spec(text!("city-active-city-scoring"), "city.land_surveyor.citizens_jury", LAND_SURVEYOR);
    shared::in_game_only(s, Element::PnpLandSurveyors, surveyor);
    let semicircles =
        SEMICIRCLE_TILES.spec(text!("city-tiles-only-semicircular"), "city.land_surveyor.bad_neighborhood");
    shared::in_game_only(s, Element::PnpLandSurveyors, semicircles.range(0, 100));
    let siege_rule = when.pick("city.cathars", "city.cathars.incomplete");
    s.needs(Element::Cathars, BESIEGED.spec(text!("city-cathars-siege-besiegers"), siege_rule));
    let cathedral_rule = when.pick("city.cathedral", "city.cathedral.incomplete");
    s.needs(Element::Cathedrals, CATHEDRAL.spec(text!("city-cathedral-city"), cathedral_rule));
    s.needs(Element::Mage, MAGE.spec(text!("city-mage-city"), when.pick("city.mage", "city.mage.incomplete")));
    s.needs(Element::Witch, WITCH.spec(text!("city-witch-city"), when.pick("city.witch", "city.witch.incomplete")));
    shared::little_buildings_inputs(s, when.pick("city.little_buildings", "city.little_buildings.incomplete"));
    let castles = GERMAN_CASTLES.spec(text!("city-german-castles-closing"), "city.german_castle");
    shared::in_game_only(s, Element::GermanCastles, castles.range(0, 10));
    let bathhouses = BATHHOUSE_POINTS.spec(text!("city-sum-numbers-citys"), "city.bathhouse");
    shared::in_game_only(s, Element::BarberSurgeons, bathhouses.range(0, 100));
    let darmstadtium = DARMSTADTIUM.spec(text!("city-darmstadtium-city"), "city.darmstadtium");
    shared::in_game_only(s, Element::Darmstadt, darmstadtium);
    shared::ghosts_input(s, when.pick("city.ghosts", "city.ghosts.incomplete"));
    if in_game {
        shared::teacher_input(s, "city.teacher");
        let quarter = COINERS_QUARTER.spec(text!("city-meeple-coiners-quarter"), "city.leipzig.coiners");
        s.needs(Element::MarketsOfLeipzig, quarter);
        if city {
            shared::ringmaster_inputs(s, "city.ringmaster");
            shared::fairy_input(s, "city.fairy");
        }
    }
}

/// Scores the city `form`; reads only the inputs [`form_inputs`] declares for it.
pub(super) fn form_score(ctx: &Ctx<'_>, form: Form) -> Result<Score> {
    let city = form == Form::City;
    let coats = ctx.count(COATS_OF_ARMS);
    let mut awards = shared::awards(ctx);
    let (tiles, wonder_tiles) = tiles::city_tiles(ctx);
    let surveyor = ctx.choice(LAND_SURVEYOR_TILE).unwrap_or("none");

    if ctx.when == When::Completed && city {
        if ctx.flag(GINGERBREAD_MAN) {
            for player in ctx.players() {
                let meeples = figures(ctx, player);
                let label = msg!("row-city-gingerbread-man", meeples = meeples);
                awards.per(player, "city.gingerbread_man", label, meeples * (tiles + wonder_tiles), 1);
            }
        }
        watchtower::score(ctx, &mut awards, "city.watchtower");
    }

    let holders = holders(ctx);
    let mut sheet = Sheet::new();
    match ctx.when {
        When::Completed => value_in_game(ctx, &mut sheet, (tiles, wonder_tiles), surveyor, city)?,
        When::EndOfGame => value_at_end(ctx, &mut sheet, tiles, wonder_tiles),
    }
    let value = sheet.total();
    shared::value_to_holders(
        ctx,
        &mut awards,
        &holders,
        &sheet,
        ctx.when.pick("city.ghosts", "city.ghosts.incomplete"),
    );

    if ctx.when == When::Completed {
        shared::teacher(ctx, &mut awards, value, "city.teacher");
        for player in ctx.players() {
            if figures(ctx, player) > 0 && ctx.is(player, COINERS_QUARTER) {
                awards.per(player, "city.leipzig.coiners", msg!("row-city-coiners-quarter-plus"), coats, 3);
            }
        }
        if city {
            shared::ringmaster(ctx, &mut awards, "city.ringmaster");
            shared::fairy(ctx, &mut awards, "city.fairy");
        }
    }
    Ok(awards.finish(value))
}

/// The players who score the city: the majority (a mayor's strength is the city's
/// coats of arms), or with the Citizens' Jury everyone with a figure in it.
pub(super) fn holders(ctx: &Ctx<'_>) -> Vec<usize> {
    if ctx.choice(LAND_SURVEYOR_TILE) == Some("citizens_jury") {
        // Everyone with a figure in the city, whatever its strength.
        majority::present(ctx, |player| ctx.of(player, MAYORS))
    } else {
        let coats = ctx.count(COATS_OF_ARMS);
        majority::holders(ctx, |player| ctx.of(player, MAYORS) * coats)
    }
}

/// The figures player `index` has in the city, whatever their strength: knights,
/// large meeples and mayors (a mayor in a city without coats of arms has no
/// strength, but it is a meeple in the city).
fn figures(ctx: &Ctx<'_>, index: usize) -> i64 {
    ctx.of(index, majority::FOLLOWERS) + ctx.of(index, majority::LARGE_FOLLOWERS) + ctx.of(index, MAYORS)
}

/// 3B.2 rows 4-18; `city` is false for La Porxada's form, which has no one-tile city.
fn value_in_game(
    ctx: &Ctx<'_>,
    sheet: &mut Sheet,
    (tiles, wonder_tiles): (i64, i64),
    surveyor: &str,
    city: bool,
) -> Result<()> {
    let coats = ctx.count(COATS_OF_ARMS);
    if city && ctx.flag(ONE_TILE_CITY) {
        if tiles + wonder_tiles != 1 {
            let counted = tiles + wonder_tiles;
            return Err(Error::invalid(TILES.name(), msg!("city-error-one-tile-city", counted = counted)));
        }
        sheet.row("city.one_tile_city", msg!("row-city-one-tile-city"), 1, 4);
    } else {
        sheet.row("city.base", msg!("row-city-city-tiles-2"), tiles, 2 * tiles);
        sheet.per("city.base", msg!("row-city-coats-arms-2"), coats, 2);
        sheet.per("city.wonder_tiles", msg!("row-city-large-city-wonder"), wonder_tiles, 2);
    }
    let actual_tiles = tiles + wonder_tiles;
    // Bad Neighborhood changes the count for the base row and for the Cathars and
    // cathedral rows, not for the mage.
    let mut counted = actual_tiles;
    if surveyor == "bad_neighborhood" {
        let ignored = ctx.count(SEMICIRCLE_TILES).min(actual_tiles);
        sheet.per("city.land_surveyor.bad_neighborhood", msg!("row-city-bad-neighborhood-tiles"), ignored, -2);
        counted -= ignored;
    }
    if surveyor == "siege" {
        sheet.per("city.land_surveyor.siege", msg!("row-city-siege-plus-0"), coats, 1);
    }
    if ctx.flag(BESIEGED) {
        sheet.per("city.cathars", msg!("row-city-cathars-siege-1"), counted, -1);
        sheet.per("city.cathars", msg!("row-city-cathars-siege-1-coat"), coats, -1);
    }
    if ctx.flag(CATHEDRAL) {
        sheet.per("city.cathedral", msg!("row-city-cathedral-plus-1"), counted, 1);
        sheet.per("city.cathedral", msg!("row-city-cathedral-plus-1-coat"), coats, 1);
    }
    if ctx.flag(MAGE) {
        sheet.per("city.mage", msg!("row-common-mage-plus-1"), actual_tiles, 1);
    }
    if ctx.flag(WITCH) {
        sheet.halve_previous("city.witch", msg!("row-common-witch-half-points"));
    }
    if surveyor == "wealth" {
        sheet.row("city.land_surveyor.wealth", msg!("row-common-wealth-plus-3"), 1, 3);
    }
    if surveyor == "poverty" {
        sheet.row("city.land_surveyor.poverty", msg!("row-common-poverty-3-feature"), 1, -3);
    }
    shared::little_buildings(ctx, sheet, "city.little_buildings");
    sheet.per("city.german_castle", msg!("row-city-german-castles-plus"), ctx.count(GERMAN_CASTLES), 3);
    sheet.per("city.bathhouse", msg!("row-common-bathhouses-plus-numbers"), ctx.count(BATHHOUSE_POINTS), 1);
    if ctx.flag(DARMSTADTIUM) {
        sheet.row("city.darmstadtium", msg!("row-city-darmstadtium-plus-3"), 1, 3);
    }
    Ok(())
}

/// B.1.3 rows 1-7.
fn value_at_end(ctx: &Ctx<'_>, sheet: &mut Sheet, tiles: i64, wonder_tiles: i64) {
    let coats = ctx.count(COATS_OF_ARMS);
    sheet.row("city.base.incomplete", msg!("row-city-city-tiles-1"), tiles, tiles);
    sheet.per("city.base.incomplete", msg!("row-city-coats-arms-1"), coats, 1);
    sheet.per("city.wonder_tiles.incomplete", msg!("row-city-large-city-wonder-tiles"), wonder_tiles, 1);
    let all_tiles = tiles + wonder_tiles;
    if ctx.flag(BESIEGED) {
        sheet.per("city.cathars.incomplete", msg!("row-city-cathars-siege-1"), all_tiles, -1);
        sheet.per("city.cathars.incomplete", msg!("row-city-cathars-siege-1-coat"), coats, -1);
    }
    if ctx.flag(CATHEDRAL) {
        sheet.multiply_previous("city.cathedral.incomplete", msg!("row-city-cathedral-incomplete-city"), 0);
    }
    if ctx.flag(MAGE) {
        sheet.per("city.mage.incomplete", msg!("row-city-mage-plus-1"), all_tiles, 1);
    }
    if ctx.flag(WITCH) {
        sheet.halve_previous("city.witch.incomplete", msg!("row-common-witch-half-points"));
    }
    shared::little_buildings(ctx, sheet, "city.little_buildings.incomplete");
}
