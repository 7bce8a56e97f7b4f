//! Barn final scoring (B.2 rows 2, 2a-2d): one field with a barn per request,
//! scored for the player(s) with the most barns in it. A barn field holds no
//! farmers at the end (they were scored and returned when the barn came), so the
//! form counts barns, not followers: one barn each, every owner scores; more barns
//! of one player, that player alone (`docs/rules-decisions.md`).

use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::schema::{CountInput, PerPlayerCount, SchemaBuilder};
use crate::rules::{Category, Step, shared};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

use super::super::{Event, EventDef, Limit, common};

/// Row 2: 4 per completed city, 5 per castle, x2 for a city with Cathars, little
/// buildings (\[002\] only).
pub(crate) const DEF: EventDef = EventDef {
    key: "after_game.barn",
    name: "Barn final scoring",
    section: "B.2",
    category: Category::Fields,
    needs: &[Element::Barn],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

/// A player's barns in the field.
const BARNS: PerPlayerCount = PerPlayerCount::new("barns");
/// Completed cities next to the field.
const COMPLETED_CITIES: CountInput = CountInput::new("completed_cities");
/// Castles next to the field.
const CASTLES: CountInput = CountInput::new("castles");
/// Of those cities, cities with Cathars / siege / besiegers.
const BESIEGED_CITIES: CountInput = CountInput::new("besieged_cities");

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(BARNS.spec(text!("after-game-barn-barns-field"), "after_game.barn"));
    let cities = COMPLETED_CITIES
        .spec(text!("common-completed-cities-next"), "after_game.barn.city")
        .range(0, 100)
        .help(text!("common-help-city-carcassonne-city"))
        .required(text!("common-ask-say-how-many-completed"));
    s.input(cities);
    let castles = CASTLES.spec(text!("common-castles-next-field"), "after_game.barn.castle").range(0, 50);
    s.needs(Element::Castles, castles);
    let besieged =
        BESIEGED_CITIES.spec(text!("after-game-barn-those-cities-cities"), "after_game.barn.cathars").range(0, 100);
    s.needs(Element::Cathars, besieged);
    shared::little_buildings_inputs(s, "after_game.barn.little_buildings");
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let cities = ctx.count(COMPLETED_CITIES);
    let besieged = ctx.count(BESIEGED_CITIES);
    if besieged > cities {
        let reason = msg!("barn-error-besieged-cities", besieged = besieged, cities = cities);

        return Err(Error::invalid(BESIEGED_CITIES.name(), reason));
    }
    let mut sheet = Sheet::new();
    sheet.row("after_game.barn.city", msg!("row-after-game-barn-completed-cities-next"), cities, 4 * cities);
    sheet.per("after_game.barn.castle", msg!("row-after-game-barn-castles-next-field"), ctx.count(CASTLES), 5);
    // x2 on the value of that city in the rows above (4): +4 per besieged city.
    sheet.per("after_game.barn.cathars", msg!("row-after-game-barn-cathars-siege-x2"), besieged, 4);
    shared::little_buildings(ctx, &mut sheet, "after_game.barn.little_buildings");
    let mut awards = common::awards(ctx);
    let most = ctx.players().map(|player| ctx.of(player, BARNS)).max().unwrap_or(0);
    for player in ctx.players().filter(|&player| most > 0 && ctx.of(player, BARNS) == most) {
        awards.sheet(player, &sheet);
    }
    Ok(awards.finish_event())
}
