//! Wheel of Fortune: the events of the wheel when the crown lands on a sector (1B
//! rows 1-7). Taxes are scored one city per request and famine one field per
//! request ("calculated per city / per field").

use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::features::{city, field};
use crate::rules::schema::{ChoiceInput, CountInput, PerPlayerCount, PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

use super::{Event, EventDef, Limit, common};

/// Taxes: own knights in the city.
const KNIGHTS: PerPlayerCount = PerPlayerCount::new("knights");
/// Famine: completed cities next to the field.
const COMPLETED_CITIES: CountInput = CountInput::new("completed_cities");
/// Famine: castles next to the field.
const CASTLES: CountInput = CountInput::new("castles");
/// Famine: own farmers in the field.
const FARMERS: PerPlayerCount = PerPlayerCount::new("farmers");
/// Famine: own pig in the field.
const PIG: PerPlayerToggle = PerPlayerToggle::new("pig");
/// Storm: meeples in the player's supply.
const SUPPLY: PerPlayerCount = PerPlayerCount::new("supply");
/// Inquisition: own monks.
const MONKS: PerPlayerCount = PerPlayerCount::new("monks");
/// Crown space: the active crown sector.
const CROWN_SPACES: ChoiceInput = ChoiceInput::new("crown_spaces");
/// Crown space: own meeples in the crown spaces.
const CROWN_MEEPLES: PerPlayerCount = PerPlayerCount::new("crown_meeples");

const fn def(
    key: &'static str,
    name: &'static str,
    inputs: fn(&mut SchemaBuilder<'_>),
    score: fn(&Event<'_>) -> Result<Score>,
) -> EventDef {
    EventDef {
        key,
        name,
        section: "Step 1B",
        category: Category::Bonuses,
        needs: &[Element::WheelOfFortune],
        with: &[],
        steps: &[Step::DrawTile],
        automatic: false,
        limit: Limit::Repeatable,
        active_player: None,
        inputs,
        score,
    }
}

/// Row 1: 3 points to the active player.
pub(crate) const FORTUNA: EventDef = EventDef {
    active_player: Some(common::PLAYER.name()),
    ..def("wheel_of_fortune.fortuna", "Wheel of Fortune: Fortuna", fortuna_inputs, fortuna)
};
/// Row 2: per city, (1 per coat of arms + 1 per own knight) for each own knight.
pub(crate) const TAXES: EventDef = def("wheel_of_fortune.taxes", "Wheel of Fortune: taxes", taxes_inputs, taxes);
/// Row 3: per field, for each farmer: 1 per completed city, 2 per castle, +1 per
/// castle or city with a pig, +1 with a pig-herd.
pub(crate) const FAMINE: EventDef = def("wheel_of_fortune.famine", "Wheel of Fortune: famine", famine_inputs, famine);
/// Row 4: 1 point per meeple in the player's supply.
pub(crate) const STORM: EventDef = def("wheel_of_fortune.storm", "Wheel of Fortune: storm", storm_inputs, storm);
/// Row 5: 2 points per own monk.
pub(crate) const INQUISITION: EventDef =
    def("wheel_of_fortune.inquisition", "Wheel of Fortune: inquisition", inquisition_inputs, inquisition);
/// Row 6: 0 points; every player removes a meeple without scoring.
pub(crate) const PLAGUE: EventDef = def("wheel_of_fortune.plague", "Wheel of Fortune: plague", |_| {}, plague);
/// Row 7: the meeples in the active crown sector.
pub(crate) const CROWN_SPACE: EventDef =
    def("wheel_of_fortune.crown_space", "Wheel of Fortune: crown space", crown_inputs, crown_space);

fn fortuna_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-active-player"), "wheel_of_fortune.fortuna");
}

fn fortuna(ctx: &Event<'_>) -> Result<Score> {
    common::to_player(
        ctx,
        text!("row-common-active-player"),
        "wheel_of_fortune.fortuna",
        msg!("row-wheel-of-fortune-fortuna-3-points"),
        3,
    )
}

fn taxes_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "wheel_of_fortune.taxes";
    s.input(
        city::COATS_OF_ARMS
            .spec(text!("wheel-of-fortune-coats-arms-city"), rule)
            .range(0, 100)
            .help(text!("wheel-of-fortune-help-one-city-scoring")),
    );
    s.input(KNIGHTS.spec(text!("wheel-of-fortune-own-knights-city"), rule));
}

fn taxes(ctx: &Event<'_>) -> Result<Score> {
    let coats = ctx.count(city::COATS_OF_ARMS);
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        let knights = ctx.of(player, KNIGHTS);
        if knights > 0 {
            let label = msg!("row-wheel-taxes", knights = knights, coats = coats);
            awards.row(player, "wheel_of_fortune.taxes", label, knights, knights * (coats + knights));
        }
    }
    Ok(awards.finish_event())
}

fn famine_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "wheel_of_fortune.famine";
    s.input(
        COMPLETED_CITIES
            .spec(text!("common-completed-cities-next"), rule)
            .range(0, 100)
            .help(text!("wheel-of-fortune-help-one-field-scoring"))
            .required(text!("common-ask-say-how-many-completed")),
    );
    s.needs(Element::Castles, CASTLES.spec(text!("common-castles-next-field"), rule).range(0, 50));
    field::pig_herd_input(s, field::PIG_HERD.spec(text!("wheel-of-fortune-pig-herd-field"), rule));
    s.input(FARMERS.spec(text!("wheel-of-fortune-own-farmers-field"), rule));
    s.needs(Element::Pig, PIG.spec(text!("common-own-pig-field"), rule));
}

fn famine(ctx: &Event<'_>) -> Result<Score> {
    let rule = "wheel_of_fortune.famine";
    let cities = ctx.count(COMPLETED_CITIES);
    let castles = ctx.count(CASTLES);
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        let farmers = ctx.of(player, FARMERS);
        if farmers == 0 {
            continue;
        }
        awards.per(player, rule, msg!("row-wheel-of-fortune-completed-cities-1"), farmers * cities, 1);
        awards.per(player, rule, msg!("row-wheel-of-fortune-castles-2-castle"), farmers * castles, 2);
        if ctx.is(player, PIG) {
            let label = msg!("row-wheel-of-fortune-pig-plus-1");
            awards.per(player, rule, label, farmers * (cities + castles), 1);
        }
        // Pig-herds do not stack: one toggle for the field.
        if ctx.flag(field::PIG_HERD) {
            let label = msg!("row-wheel-of-fortune-pig-herd-plus");
            awards.per(player, rule, label, farmers * (cities + castles), 1);
        }
    }
    Ok(awards.finish_event())
}

fn storm_inputs(s: &mut SchemaBuilder<'_>) {
    s.input(SUPPLY.spec(text!("wheel-of-fortune-meeples-players-supply"), "wheel_of_fortune.storm"));
}

fn storm(ctx: &Event<'_>) -> Result<Score> {
    Ok(common::per_player(ctx, SUPPLY, "wheel_of_fortune.storm", msg!("row-wheel-of-fortune-storm-1-meeple"), 1))
}

fn inquisition_inputs(s: &mut SchemaBuilder<'_>) {
    s.input(MONKS.spec(text!("wheel-of-fortune-own-monks"), "wheel_of_fortune.inquisition"));
}

fn inquisition(ctx: &Event<'_>) -> Result<Score> {
    Ok(common::per_player(
        ctx,
        MONKS,
        "wheel_of_fortune.inquisition",
        msg!("row-wheel-of-fortune-inquisition-2-own"),
        2,
    ))
}

fn plague(ctx: &Event<'_>) -> Result<Score> {
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        awards.row(player, "wheel_of_fortune.plague", msg!("row-wheel-of-fortune-plague-remove-one"), 1, 0);
    }
    Ok(awards.finish_event())
}

const CROWN_SECTORS: &[(&str, Text)] = &[
    ("one_space", text!("wheel-of-fortune-option-crown-space-only")),
    ("two_spaces", text!("wheel-of-fortune-option-crown-space-two")),
];

fn crown_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "wheel_of_fortune.crown_space";
    s.input(CROWN_SPACES.spec(text!("wheel-of-fortune-active-crown-sector"), rule, CROWN_SECTORS));
    s.input(CROWN_MEEPLES.spec(text!("wheel-of-fortune-own-meeples-crown"), rule).range(0, 2));
}

fn crown_space(ctx: &Event<'_>) -> Result<Score> {
    let rule = "wheel_of_fortune.crown_space";
    let spaces = match ctx.choice(CROWN_SPACES) {
        Some("one_space") => 1,
        _ => 2,
    };
    let total: i64 = ctx.players().map(|player| ctx.of(player, CROWN_MEEPLES)).sum();
    if total > spaces {
        let reason = msg!("wheel-error-crown-sector", total = total, spaces = spaces);
        return Err(Error::invalid(CROWN_MEEPLES.name(), reason));
    }
    let (per, label) = match (spaces, total) {
        (1, _) => (3, msg!("row-wheel-of-fortune-crown-space-one")),
        (_, 1) => (6, msg!("row-wheel-of-fortune-alone-crown-space")),
        _ => (3, msg!("row-wheel-of-fortune-two-meeples-crown")),
    };
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        awards.per(player, rule, label.clone(), ctx.of(player, CROWN_MEEPLES), per);
    }
    Ok(awards.finish_event())
}
