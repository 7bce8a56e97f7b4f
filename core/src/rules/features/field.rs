//! Field (farmer) at the end of the game: Part B B.1.5.
//!
//! The value rows of a field are the same in every field scoring of the reference
//! (B.1.5 here, the barn scenarios 3B.4 and 3B.5 and the Count's special case B.1.6
//! in [`super::field_barn`]); only the rates and row ids differ. They are declared and
//! scored once here, from a `FieldRows`:
//!
//! completed cities, castles, the pig (the owner's own bonus), the pig-herd (does not
//! stack), Cathars (x2 of the value each besieged city got in the rows above),
//! little buildings, then ghosts. B.1.5 ends with the Tanners quarter of Leipzig.

use crate::l10n::{Message, Text};
use crate::msg;
use crate::rules::breakdown::{Awards, Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, InputSpec, PerPlayerToggle, SchemaBuilder, ToggleInput};
use crate::rules::{Category, FeatureDef, majority, shared};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "field",
    name: "Field",
    category: Category::Fields,
    needs: &[],
    with: &[],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

/// Row ids and rates of one field scoring.
#[derive(Debug)]
pub(super) struct FieldRows {
    /// City adjacent to the field: `per_city` points per completed city.
    pub city: &'static str,
    /// Points per completed city.
    pub per_city: i64,
    /// Castle adjacent to the field: `per_castle` points per castle.
    pub castle: &'static str,
    /// Points per castle.
    pub per_castle: i64,
    /// Field with pig (+1 per castle or completed city); `None` where the block has no
    /// pig row (B.1.6).
    pub pig: Option<&'static str>,
    /// Field with pig-herd (+1 per castle or completed city, does not stack).
    pub pig_herd: &'static str,
    /// City with Cathars: x2 of that city's value from the rows above.
    pub cathars: &'static str,
    /// LITTLE_BUILDINGS on field tiles.
    pub little_buildings: &'static str,
    /// GHOST_RULE; `None` where the block has no ghost row (B.1.6).
    pub ghosts: Option<&'static str>,
}

/// B.1.5 rows 1-6 and 8.
const END: FieldRows = FieldRows {
    city: "field.city.incomplete",
    per_city: 3,
    castle: "field.castle.incomplete",
    per_castle: 4,
    pig: Some("field.pig.incomplete"),
    pig_herd: "field.pig_herd.incomplete",
    cathars: "field.cathars.incomplete",
    little_buildings: "field.little_buildings.incomplete",
    ghosts: Some("field.ghosts.incomplete"),
};

const TANNERS: &str = "field.leipzig.tanners.incomplete";

/// Completed cities next to the field.
const CITIES: CountInput = CountInput::new("cities");
/// Castles next to the field.
const CASTLES: CountInput = CountInput::new("castles");
/// The player's own pig in the field.
const PIG: PerPlayerToggle = PerPlayerToggle::new("pig");
/// Pig-herd (pigsty) in the field; does not stack.
pub(crate) const PIG_HERD: ToggleInput = ToggleInput::new("pig_herd");
/// Of the completed cities, those with Cathars / siege.
const BESIEGED_CITIES: CountInput = CountInput::new("besieged_cities");
/// Meeple in the Tanners quarter.
const TANNERS_QUARTER: PerPlayerToggle = PerPlayerToggle::new("tanners_quarter");
/// Sheds and farmhouses in the field (Tanners quarter).
const TANNERS_BUILDINGS: CountInput = CountInput::new("tanners_buildings");

fn inputs(s: &mut SchemaBuilder<'_>) {
    value_inputs(s, &END);
    let quarter = TANNERS_QUARTER.spec(text!("field-meeple-tanners-quarter"), TANNERS);
    s.needs(Element::MarketsOfLeipzig, quarter);
    let buildings = TANNERS_BUILDINGS
        .spec(text!("field-sheds-farmhouses-field"), TANNERS)
        .range(0, 100)
        .help(text!("field-help-tanners-quarter-plus"));
    s.needs(Element::MarketsOfLeipzig, buildings);
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    let (holders, value) = value_to_farmers(ctx, &END, &mut awards)?;
    // [002][004] list the Tanners quarter after the ghosts; it is a bonus to a
    // majority holder, not part of the field's value.
    let buildings = ctx.count(TANNERS_BUILDINGS);
    for player in holders.iter().copied().filter(|&p| ctx.is(p, TANNERS_QUARTER)) {
        awards.per(player, TANNERS, msg!("row-field-tanners-quarter-plus"), buildings, 2);
    }
    Ok(awards.finish(value))
}

const CITIES_HELP: Text = text!("field-city-carcassonne-city");
const CITIES_HELP_CASTLES: Text = text!("field-city-carcassonne-city-leipzig");

/// The elements that bring the pig-herd (C1) / pigsty (C2) land tile: Traders &
/// Builders, whichever of its components is on.
const PIG_HERD_ELEMENTS: &[Element] = &[Element::TradeGoods, Element::Builder, Element::Pig];

/// Adds a pig-herd input, shown when the land tile is in play (any component of
/// Traders & Builders): field scorings and the Wheel of Fortune's famine.
pub(crate) fn pig_herd_input(s: &mut SchemaBuilder<'_>, spec: InputSpec) {
    s.only(s.ruleset().has_any(PIG_HERD_ELEMENTS), Message::code("exp02_traders_builders"), spec);
}

/// Declares the inputs of the value rows, in form order: farmers, cities, castles,
/// pig, pig-herd, Cathars, little buildings, ghosts.
pub(super) fn value_inputs(s: &mut SchemaBuilder<'_>, rows: &FieldRows) {
    majority::inputs(s, text!("field-farmers-field"), rows.city);
    let help = if s.ruleset().has(Element::Castles) { CITIES_HELP_CASTLES } else { CITIES_HELP };
    let cities = CITIES.spec(text!("common-completed-cities-next"), rows.city).range(0, 100).help(help);
    s.input(cities.required(text!("common-ask-say-how-many-completed")));
    let castles = CASTLES
        .spec(text!("common-castles-next-field"), rows.castle)
        .range(0, 50)
        .help(text!("field-help-towns-converted-into"));
    s.needs(Element::Castles, castles);
    if let Some(pig) = rows.pig {
        let spec = PIG.spec(text!("common-own-pig-field"), pig).help(text!("field-help-pig-helps-only"));
        s.needs(Element::Pig, spec);
    }
    let herd = PIG_HERD.spec(text!("field-pig-herd-pigsty"), rows.pig_herd).help(text!("field-help-pig-herds-do"));
    pig_herd_input(s, herd);
    let besieged = BESIEGED_CITIES
        .spec(text!("field-those-cities-cities"), rows.cathars)
        .range(0, 100)
        .help(text!("field-help-such-city-worth"));
    s.needs(Element::Cathars, besieged);
    shared::little_buildings_inputs(s, rows.little_buildings);
    if let Some(ghosts) = rows.ghosts {
        shared::ghosts_input(s, ghosts);
    }
}

/// Scores the value rows and gives them to the majority of farmers, each holder
/// with their own pig if they have one, then the ghost penalties. Returns the
/// holders and the field's value (without any pig: the pig belongs to a player).
///
/// # Errors
/// [`Error::InvalidInput`] on `besieged_cities` when more cities are besieged than
/// completed cities touch the field.
pub(super) fn value_to_farmers(ctx: &Ctx<'_>, rows: &FieldRows, awards: &mut Awards) -> Result<(Vec<usize>, i64)> {
    let cities = ctx.count(CITIES);
    let besieged = ctx.count(BESIEGED_CITIES);
    if besieged > cities {
        return Err(Error::invalid(
            BESIEGED_CITIES.name(),
            msg!("field-error-besieged-cities", besieged = besieged, cities = cities),
        ));
    }
    let holders = majority::holders(ctx, |_| 0);
    let value = sheet(ctx, rows, None);
    for &player in &holders {
        match rows.pig.filter(|_| ctx.is(player, PIG)) {
            Some(pig) => awards.sheet(player, &sheet(ctx, rows, Some(pig))),
            None => awards.sheet(player, &value),
        };
    }
    if let Some(ghosts) = rows.ghosts {
        shared::ghosts(ctx, awards, &holders, ghosts);
    }
    Ok((holders, value.total()))
}

/// The value rows in the reference's order; `pig` is the pig row id when the
/// holder scored for has a pig in the field.
fn sheet(ctx: &Ctx<'_>, rows: &FieldRows, pig: Option<&'static str>) -> Sheet {
    let mut sheet = Sheet::new();
    let cities = ctx.count(CITIES);
    let castles = ctx.count(CASTLES);
    let label = msg!("row-field-completed-cities", per = rows.per_city);
    sheet.row(rows.city, label, cities, cities * rows.per_city);
    let label = msg!("row-field-castles", per = rows.per_castle);
    sheet.per(rows.castle, label, castles, rows.per_castle);
    // What one completed city is worth so far: the Cathars row doubles it.
    let mut per_city = rows.per_city;
    if let Some(pig) = pig {
        sheet.per(pig, msg!("row-field-own-pig-plus"), cities + castles, 1);
        per_city += 1;
    }
    if ctx.flag(PIG_HERD) {
        sheet.per(rows.pig_herd, msg!("row-field-pig-herd-plus"), cities + castles, 1);
        per_city += 1;
    }
    let label = msg!("row-field-cathars", per = per_city);

    sheet.per(rows.cathars, label, ctx.count(BESIEGED_CITIES), per_city);
    shared::little_buildings(ctx, &mut sheet, rows.little_buildings);
    sheet
}
