//! Wheel of Fortune: the events of the wheel when the crown lands on a sector (1B
//! rows 1-7). Taxes are scored one city per request and famine one field per
//! request ("calculated per city / per field").

use crate::rules::breakdown::Score;
use crate::rules::features::{city, field};
use crate::rules::schema::{ChoiceInput, CountInput, PerPlayerCount, PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
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
    common::player_input(s, "Active player", "wheel_of_fortune.fortuna");
}

fn fortuna(ctx: &Event<'_>) -> Result<Score> {
    common::to_player(ctx, "the active player", "wheel_of_fortune.fortuna", "Fortuna: 3 points to the active player", 3)
}

fn taxes_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "wheel_of_fortune.taxes";
    s.input(
        city::COATS_OF_ARMS
            .spec("Coats of arms in the city", rule)
            .range(0, 100)
            .help("One city per scoring: repeat for every city with knights."),
    );
    s.input(KNIGHTS.spec("Own knights in the city", rule));
}

fn taxes(ctx: &Event<'_>) -> Result<Score> {
    let coats = ctx.count(city::COATS_OF_ARMS);
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        let knights = ctx.of(player, KNIGHTS);
        if knights > 0 {
            let label = format!(
                "Taxes: (1 per coat of arms + 1 per own knight) for each own knight ({knights} x ({coats} + {knights}))"
            );
            awards.row(player, "wheel_of_fortune.taxes", label, knights, knights * (coats + knights));
        }
    }
    Ok(awards.finish_event())
}

fn famine_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "wheel_of_fortune.famine";
    s.input(
        COMPLETED_CITIES
            .spec("Completed cities next to the field", rule)
            .range(0, 100)
            .help("One field per scoring: repeat for every field with farmers.")
            .required("say how many completed cities touch the field"),
    );
    s.needs(Element::Castles, CASTLES.spec("Castles next to the field", rule).range(0, 50));
    field::pig_herd_input(s, field::PIG_HERD.spec("Pig-herd in the field", rule));
    s.input(FARMERS.spec("Own farmers in the field", rule));
    s.needs(Element::Pig, PIG.spec("Own pig in the field", rule));
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
        awards.per(player, rule, "Completed cities: 1 per city for each farmer", farmers * cities, 1);
        awards.per(player, rule, "Castles: 2 per castle for each farmer", farmers * castles, 2);
        if ctx.is(player, PIG) {
            let label = "Pig: +1 per castle or completed city for each farmer";
            awards.per(player, rule, label, farmers * (cities + castles), 1);
        }
        // Pig-herds do not stack: one toggle for the field.
        if ctx.flag(field::PIG_HERD) {
            let label = "Pig-herd: +1 per castle or completed city for each farmer";
            awards.per(player, rule, label, farmers * (cities + castles), 1);
        }
    }
    Ok(awards.finish_event())
}

fn storm_inputs(s: &mut SchemaBuilder<'_>) {
    s.input(SUPPLY.spec("Meeples in the player's supply", "wheel_of_fortune.storm"));
}

fn storm(ctx: &Event<'_>) -> Result<Score> {
    Ok(common::per_player(ctx, SUPPLY, "wheel_of_fortune.storm", "Storm: 1 per meeple in the supply", 1))
}

fn inquisition_inputs(s: &mut SchemaBuilder<'_>) {
    s.input(MONKS.spec("Own monks", "wheel_of_fortune.inquisition"));
}

fn inquisition(ctx: &Event<'_>) -> Result<Score> {
    Ok(common::per_player(ctx, MONKS, "wheel_of_fortune.inquisition", "Inquisition: 2 per own monk", 2))
}

fn plague(ctx: &Event<'_>) -> Result<Score> {
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        awards.row(player, "wheel_of_fortune.plague", "Plague: remove one of your meeples without scoring", 1, 0);
    }
    Ok(awards.finish_event())
}

const CROWN_SECTORS: &[(&str, &str)] =
    &[("one_space", "A crown space with only one space"), ("two_spaces", "A crown space with two spaces")];

fn crown_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "wheel_of_fortune.crown_space";
    s.input(CROWN_SPACES.spec("The active crown sector", rule, CROWN_SECTORS));
    s.input(CROWN_MEEPLES.spec("Own meeples in the crown spaces", rule).range(0, 2));
}

fn crown_space(ctx: &Event<'_>) -> Result<Score> {
    let rule = "wheel_of_fortune.crown_space";
    let spaces = match ctx.choice(CROWN_SPACES) {
        Some("one_space") => 1,
        _ => 2,
    };
    let total: i64 = ctx.players().map(|player| ctx.of(player, CROWN_MEEPLES)).sum();
    if total > spaces {
        let reason = format!("{total} meeples in the crown sector, which has {spaces} space(s)");
        return Err(Error::invalid(CROWN_MEEPLES.name(), reason));
    }
    let (per, label) = match (spaces, total) {
        (1, _) => (3, "Crown space with one space: 3 points"),
        (_, 1) => (6, "Alone in a crown space with two spaces: 6 points"),
        _ => (3, "Two meeples in a crown space with two spaces: 3 per meeple"),
    };
    let mut awards = common::awards(ctx);
    for player in ctx.players() {
        awards.per(player, rule, label, ctx.of(player, CROWN_MEEPLES), per);
    }
    Ok(awards.finish_event())
}
