//! Cloister family: Part A 3B.3 when completed, Part B B.1.4 at the end.
//!
//! One form for the cloister (monastery), shrine, abbey, German monastery, Dutch &
//! Belgian monastery, Japanese building and Darmstadt church: the building is a
//! choice offering those whose expansion is in play. The monk (heretic on a shrine)
//! or the abbot scores the base row by edition (C1 / C2+C3 / WE), then the
//! land-surveyor tiles, vineyards, little buildings, ghosts and the shrine
//! challenge; the epilog follows (teacher, Darmstadt church majority, Bookbinders
//! quarter, ringmaster on basic cloisters only, fairy).

use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::{Awards, Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{ChoiceInput, CountInput, PerPlayerCount, PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::{Element, catalog};
use crate::text;
use crate::{Error, Result};

use super::area;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "cloister",
    name: "Cloister",
    category: Category::Cloisters,
    needs: &[],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

/// One building of the family: option key, option label, noun for row labels, and
/// the element that brings it (`None`: the base game).
struct Building {
    key: &'static str,
    label: Text,
    noun: Text,
    needs: Option<Element>,
}

const BUILDINGS: &[Building] = &[
    Building {
        key: "cloister",
        label: text!("cloister-cloister-monastery"),
        noun: text!("cloister-noun-cloister"),
        needs: None,
    },
    Building {
        key: "shrine",
        label: text!("cloister-shrine"),
        noun: text!("cloister-noun-shrine"),
        needs: Some(Element::Shrines),
    },
    Building {
        key: "abbey",
        label: text!("cloister-abbey"),
        noun: text!("cloister-noun-abbey"),
        needs: Some(Element::Abbey),
    },
    Building {
        key: "german_monastery",
        label: text!("cloister-german-monastery"),
        noun: text!("cloister-noun-german-monastery"),
        needs: Some(Element::Monasteries),
    },
    Building {
        key: "dutch_belgian_monastery",
        label: text!("cloister-dutch-belgian-monastery"),
        noun: text!("cloister-noun-dutch-belgian-monastery"),
        needs: Some(Element::Monasteries),
    },
    Building {
        key: "japanese_building",
        label: text!("cloister-japanese-building"),
        noun: text!("cloister-noun-japanese-building"),
        needs: Some(Element::Monasteries),
    },
    Building {
        key: "darmstadt_church",
        label: text!("cloister-darmstadt-church"),
        noun: text!("cloister-noun-darmstadt-church"),
        needs: Some(Element::Darmstadt),
    },
];

/// Which building of the family.
const BUILDING: ChoiceInput = ChoiceInput::new("building");
/// The abbot on the building (strength 1, like a monk).
pub(super) const ABBOT: PerPlayerToggle = PerPlayerToggle::new("abbot");
/// The active monastic scoring tile (Land Surveyors).
const LAND_SURVEYOR_TILE: ChoiceInput = ChoiceInput::new("land_surveyor");
/// Tiles with city segments in the area (Hermit Monastery).
const CITY_SEGMENT_TILES: CountInput = CountInput::new("city_segment_tiles");
/// Tiles with road segments or a wooden bridge in the area (Pilgrimage Route).
const ROAD_SEGMENT_TILES: CountInput = CountInput::new("road_segment_tiles");
/// Neighbouring vineyards.
const VINEYARDS: CountInput = CountInput::new("vineyards");
/// A challenge between a shrine and a cloister.
const CHALLENGE: ChoiceInput = ChoiceInput::new("challenge");
/// Meeples of each player on the Darmstadt church tile and the 8 around it.
const CHURCH_MEEPLES: PerPlayerCount = PerPlayerCount::new("church_meeples");
/// Meeple in the Bookbinders quarter.
const BOOKBINDERS_QUARTER: PerPlayerToggle = PerPlayerToggle::new("bookbinders_quarter");

const LAND_SURVEYOR: &[(&str, Text)] = &[
    ("none", text!("cloister-option-no-monastic-scoring")),
    ("hermit_monastery", text!("cloister-option-hermit-monastery-1")),
    ("pilgrimage_route", text!("cloister-option-pilgrimage-route-plus")),
    ("wealth", text!("common-option-wealth-plus-3")),
];

const CHALLENGE_IN_GAME: &[(&str, Text)] = &[
    ("none", text!("cloister-option-no-challenge")),
    ("won", text!("cloister-option-won-this-building")),
    ("lost", text!("cloister-option-lost-rival-building")),
];

const CHALLENGE_AT_END: &[(&str, Text)] =
    &[("none", text!("cloister-option-no-challenge")), ("unresolved", text!("cloister-option-challenge-not-resolved"))];

/// The building choice, offering the buildings whose expansion is in play; hidden
/// when only the cloister is.
fn building_input(s: &mut SchemaBuilder<'_>, rule: &'static str) {
    let ruleset = s.ruleset();
    let options: Vec<(&'static str, Text)> = BUILDINGS
        .iter()
        .filter(|building| building.needs.is_none_or(|element| ruleset.has(element)))
        .map(|building| (building.key, building.label))
        .collect();
    let spec = BUILDING.spec(text!("cloister-building"), rule, &options);
    if options.len() > 1 {
        s.input(spec);
        return;
    }
    let mut others: Vec<&str> = Vec::new();
    for element in BUILDINGS.iter().filter_map(|building| building.needs) {
        let key = catalog::component_of(element).key;
        if !others.contains(&key) {
            others.push(key);
        }
    }
    s.only(false, msg!("needs-one-of", elements = others.join(", ")), spec);
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    let in_game = when == When::Completed;
    let base = when.pick("cloister.base", "cloister.base.incomplete");
    building_input(s, base);
    majority::inputs(s, text!("cloister-monks-building-heretic"), base);
    s.needs(Element::Abbot, ABBOT.spec(text!("cloister-abbot-building-scores"), base));
    if !in_game {
        area::around_input(s, base);
    }
    let surveyor = LAND_SURVEYOR_TILE.spec(
        text!("cloister-active-monastic-scoring"),
        "cloister.land_surveyor.hermit_monastery",
        LAND_SURVEYOR,
    );
    shared::in_game_only(s, Element::PnpLandSurveyors, surveyor);
    let area_max = area::max_area(s.ruleset());
    let city_tiles =
        CITY_SEGMENT_TILES.spec(text!("cloister-tiles-city-segments"), "cloister.land_surveyor.hermit_monastery");
    shared::in_game_only(s, Element::PnpLandSurveyors, city_tiles.range(0, area_max));
    let road_tiles =
        ROAD_SEGMENT_TILES.spec(text!("cloister-tiles-road-segments"), "cloister.land_surveyor.pilgrimage_route");
    shared::in_game_only(s, Element::PnpLandSurveyors, road_tiles.range(0, area_max));
    let vineyards = VINEYARDS.spec(
        when.pick(text!("cloister-neighbouring-vineyards-plus"), text!("cloister-neighbouring-vineyards-plus-0")),
        when.pick("cloister.vineyard", "cloister.vineyard.incomplete"),
    );
    s.needs(Element::Vineyards, vineyards.range(0, 8));
    shared::little_buildings_inputs(s, when.pick("cloister.little_buildings", "cloister.little_buildings.incomplete"));
    shared::ghosts_input(s, when.pick("cloister.ghosts", "cloister.ghosts.incomplete"));
    let challenge = CHALLENGE.spec(
        text!("cloister-challenge-between-shrine"),
        when.pick("cloister.challenge", "cloister.challenge.incomplete"),
        when.pick(CHALLENGE_IN_GAME, CHALLENGE_AT_END),
    );
    s.needs(Element::Shrines, challenge);
    if in_game {
        shared::teacher_input(s, "cloister.teacher");
        let church = CHURCH_MEEPLES
            .spec(text!("cloister-meeples-darmstadt-church"), "cloister.darmstadt_church")
            .range(0, 60)
            .help(text!("cloister-help-not-those-city"));
        s.needs(Element::Darmstadt, church);
        let quarter =
            BOOKBINDERS_QUARTER.spec(text!("cloister-meeple-bookbinders-quarter"), "cloister.leipzig.bookbinders");
        s.needs(Element::MarketsOfLeipzig, quarter);
        shared::ringmaster_inputs(s, "cloister.ringmaster");
        shared::fairy_input(s, "cloister.fairy");
    }
}

fn building(ctx: &Ctx<'_>) -> &'static Building {
    let key = ctx.choice(BUILDING).unwrap_or("cloister");
    BUILDINGS.iter().find(|building| building.key == key).unwrap_or(&BUILDINGS[0])
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let building = building(ctx);
    check(ctx, building)?;
    let mut awards = shared::awards(ctx);
    let holders = majority::holders(ctx, |player| i64::from(ctx.is(player, ABBOT)));
    let challenge = ctx.choice(CHALLENGE).unwrap_or("none");

    let mut sheet = Sheet::new();
    match ctx.when {
        When::Completed => value_in_game(ctx, &mut sheet, building, challenge),
        When::EndOfGame => value_at_end(ctx, &mut sheet, building, challenge),
    }
    let value = sheet.total();

    if challenge == "lost" {
        // The loser is not scored: its holder sees why it gets 0, nothing else.
        for &player in &holders {
            awards.sheet(player, &sheet);
        }
        return Ok(awards.finish(value));
    }
    shared::value_to_holders(
        ctx,
        &mut awards,
        &holders,
        &sheet,
        ctx.when.pick("cloister.ghosts", "cloister.ghosts.incomplete"),
    );

    if ctx.when == When::Completed {
        shared::teacher(ctx, &mut awards, value, "cloister.teacher");
        if building.key == "darmstadt_church" {
            darmstadt_church(ctx, &mut awards);
        }
        if !holders.is_empty() {
            for player in ctx.players().filter(|&p| ctx.is(p, BOOKBINDERS_QUARTER)) {
                awards.row(player, "cloister.leipzig.bookbinders", msg!("row-cloister-bookbinders-quarter-plus"), 1, 4);
            }
        }
        if building.key == "cloister" {
            shared::ringmaster(ctx, &mut awards, "cloister.ringmaster");
        } else if let Some(player) = ctx.player(shared::RINGMASTER) {
            let label = msg!("row-cloister-ringmaster-no-bonus", building = building.noun);
            awards.row(player, "cloister.ringmaster", label, 0, 0);
        }
        shared::fairy(ctx, &mut awards, "cloister.fairy");
    }
    Ok(awards.finish(value))
}

/// Cross-field checks: what the area can hold, and inputs that belong to another
/// building.
fn check(ctx: &Ctx<'_>, building: &Building) -> Result<()> {
    let area = match ctx.when {
        When::Completed => area::max_area(ctx.ruleset),
        When::EndOfGame => 1 + ctx.count(area::AROUND),
    };
    area::check_little_buildings(ctx, area, text!("cloister-area"))?;
    if ctx.when == When::EndOfGame && ctx.count(VINEYARDS) > ctx.count(area::AROUND) {
        return Err(Error::invalid(
            VINEYARDS.name(),
            msg!(
                "cloister-error-vineyards-do-not-fit",
                vineyards = ctx.count(VINEYARDS),
                tiles = ctx.count(area::AROUND),
                building = building.noun
            ),
        ));
    }
    if ctx.when == When::Completed && building.key != "darmstadt_church" {
        if let Some(player) = ctx.players().find(|&p| ctx.of(p, CHURCH_MEEPLES) > 0) {
            return Err(Error::invalid(
                format!("players[{player}].{}", CHURCH_MEEPLES.name()),
                msg!("cloister-error-church-bonus", building = building.noun),
            ));
        }
    }
    Ok(())
}

/// 3B.3 rows 1-6 and 8.
fn value_in_game(ctx: &Ctx<'_>, sheet: &mut Sheet, building: &Building, challenge: &str) {
    area::completed_row(ctx, sheet, "cloister.base", building.noun);
    match ctx.choice(LAND_SURVEYOR_TILE).unwrap_or("none") {
        "hermit_monastery" => {
            let tiles = ctx.count(CITY_SEGMENT_TILES);
            sheet.per("cloister.land_surveyor.hermit_monastery", msg!("row-cloister-hermit-monastery-1"), tiles, -1);
        }
        "pilgrimage_route" => {
            let tiles = ctx.count(ROAD_SEGMENT_TILES);
            sheet.per("cloister.land_surveyor.pilgrimage_route", msg!("row-cloister-pilgrimage-route-plus"), tiles, 1);
        }
        "wealth" => {
            sheet.row("cloister.land_surveyor.wealth", msg!("row-common-wealth-plus-3"), 1, 3);
        }
        _ => {}
    }
    sheet.per("cloister.vineyard", msg!("row-cloister-neighbouring-vineyards-plus"), ctx.count(VINEYARDS), 3);
    shared::little_buildings(ctx, sheet, "cloister.little_buildings");
    match challenge {
        "won" => {
            sheet.row("cloister.challenge", msg!("row-cloister-challenge-won-completed"), 1, 0);
        }
        "lost" => {
            sheet.multiply_previous("cloister.challenge", msg!("row-cloister-challenge-lost-rival"), 0);
        }
        _ => {}
    }
}

/// B.1.4 rows 1-3 and 5 (ghosts are per player).
fn value_at_end(ctx: &Ctx<'_>, sheet: &mut Sheet, building: &Building, challenge: &str) {
    area::incomplete_rows(ctx, sheet, "cloister.base.incomplete", building.noun);
    sheet.per(
        "cloister.vineyard.incomplete",
        msg!("row-cloister-neighbouring-vineyards-plus-0"),
        ctx.count(VINEYARDS),
        0,
    );
    shared::little_buildings(ctx, sheet, "cloister.little_buildings.incomplete");
    if challenge == "unresolved" {
        sheet.row("cloister.challenge.incomplete", msg!("row-cloister-unresolved-challenge-both"), 1, 0);
    }
}

/// 3B.3 row 10: +3 to the majority of meeples on the church tile and the 8 around
/// it; tied players all receive it.
fn darmstadt_church(ctx: &Ctx<'_>, awards: &mut Awards) {
    let best = ctx.players().map(|p| ctx.of(p, CHURCH_MEEPLES)).max().unwrap_or(0);
    if best <= 0 {
        return;
    }
    let label = ctx.ruleset.edition().pick(
        msg!("row-cloister-darmstadt-church-plus"),
        msg!("row-cloister-darmstadt-church-plus-3"),
        msg!("row-cloister-darmstadt-church-plus-3"),
    );
    for player in ctx.players().filter(|&p| ctx.of(p, CHURCH_MEEPLES) == best) {
        awards.row(player, "cloister.darmstadt_church", label.clone(), 1, 3);
    }
}
