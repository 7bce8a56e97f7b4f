//! German cathedral (archbishop) of German Cathedrals: Part A 3B.10 when completed,
//! Part B B.1.13 at the end.
//!
//! The archbishop scores all roads leading to the cathedral (a road that starts and
//! ends at the same cathedral counts once): 1 per road segment on German cathedral
//! tiles, 1 per road tile counted as for roads (0.2, [`super::tiles`]), then inns:
//! during the game +1 per tile and per segment of the roads with an inn; at the end
//! the same for completed roads with an inn, while an uncompleted road with an inn
//! gives the archbishop nothing (x0). Little buildings, ghosts, then (in game) the
//! teacher, ringmaster and fairy.
//!
//! Labyrinths at the end follow [`CathedralLabyrinthRule`] (Appendix 2 #7): they
//! merge the roads connected to them (\[003\]\[004\], default), or score only when every
//! road leading out of them is closed (\[002\]).

use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::Element;
use crate::ruleset::variants::CathedralLabyrinthRule;
use crate::text;
use crate::{Error, Result};

use super::tiles::{self, GERMAN_CATHEDRAL_SEGMENTS, GERMAN_CATHEDRAL_TILES, LABYRINTHS, TILES};

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "german_cathedral",
    name: "German cathedral",
    category: Category::Features,
    needs: &[Element::GermanCathedrals],
    with: &[],
    in_game: true,
    end_of_game: true,
    inputs,
    score,
};

/// Of the labyrinth tiles, those with a road leading out still open (\[002\] reading).
const OPEN_LABYRINTHS: CountInput = CountInput::new("open_labyrinths");
/// In game: road tiles of the roads with an inn.
const INN_TILES: CountInput = CountInput::new("inn_tiles");
/// In game: cathedral road segments of the roads with an inn.
const INN_SEGMENTS: CountInput = CountInput::new("inn_segments");
/// At the end: road tiles of completed roads with an inn.
const INN_TILES_COMPLETED: CountInput = CountInput::new("inn_tiles_completed");
/// At the end: cathedral road segments of completed roads with an inn.
const INN_SEGMENTS_COMPLETED: CountInput = CountInput::new("inn_segments_completed");
/// At the end: road tiles of uncompleted roads with an inn.
const INN_TILES_OPEN: CountInput = CountInput::new("inn_tiles_open");
/// At the end: cathedral road segments of uncompleted roads with an inn.
const INN_SEGMENTS_OPEN: CountInput = CountInput::new("inn_segments_open");

/// Row ids that differ between the game and its end.
#[derive(Debug)]
struct Ids {
    base: &'static str,
    segment: &'static str,
    road: &'static tiles::RoadIds,
    inn: &'static str,
    little_buildings: &'static str,
    ghosts: &'static str,
}

const IN_GAME: Ids = Ids {
    base: "german_cathedral.base",
    segment: "german_cathedral.road_segment",
    road: &tiles::CATHEDRAL,
    inn: "german_cathedral.inn",
    little_buildings: "german_cathedral.little_buildings",
    ghosts: "german_cathedral.ghosts",
};

const AT_END: Ids = Ids {
    base: "german_cathedral.base.incomplete",
    segment: "german_cathedral.road_segment.incomplete",
    road: &tiles::CATHEDRAL_END,
    inn: "german_cathedral.inn.incomplete",
    little_buildings: "german_cathedral.little_buildings.incomplete",
    ghosts: "german_cathedral.ghosts.incomplete",
};

/// Whether open labyrinths are asked for: at the end, with the labyrinth, under the
/// \[002\] reading.
fn closed_only(when: When, ruleset: &crate::Ruleset) -> bool {
    when == When::EndOfGame
        && ruleset.has(Element::Labyrinth)
        && ruleset.variants().cathedral_labyrinth == CathedralLabyrinthRule::ClosedOnly
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    let when = s.when();
    let in_game = when == When::Completed;
    let ids = when.pick(&IN_GAME, &AT_END);
    majority::inputs(s, text!("german-cathedral-archbishops-german-cathedral"), ids.base);
    let cathedrals = GERMAN_CATHEDRAL_TILES
        .spec(text!("german-cathedral-german-cathedral-tiles"), ids.base)
        .range(1, 20)
        .default(1)
        .help(text!("german-cathedral-help-archbishops-cathedral-any"));
    s.input(cathedrals);
    let segments = GERMAN_CATHEDRAL_SEGMENTS
        .spec(text!("common-road-segments-german"), ids.segment)
        .range(1, 80)
        .default(4)
        .help(text!("german-cathedral-help-archbishops-cathedral-has"))
        .required(text!("german-cathedral-ask-say-how-many"));
    s.input(segments);
    let road_tiles = TILES
        .spec(text!("german-cathedral-road-tiles-all"), ids.road.base)
        .default(4)
        .help(tiles::road_help(s.ruleset().edition()))
        .required(text!("german-cathedral-ask-say-how-many-road"));
    s.input(road_tiles);
    tiles::road_inputs(s, ids.road);
    let open = OPEN_LABYRINTHS
        .spec(text!("german-cathedral-those-labyrinth-tiles"), ids.road.labyrinth)
        .range(0, 20)
        .help(text!("german-cathedral-help-this-rule-labyrinth"));
    s.only(closed_only(when, s.ruleset()), msg!("german-cathedral-needs-labyrinth-closed-only"), open);
    if in_game {
        let inn_tiles = INN_TILES
            .spec(text!("german-cathedral-road-tiles-roads"), ids.inn)
            .range(0, 500)
            .help(text!("german-cathedral-help-counted-above-road"));
        s.needs(Element::Inns, inn_tiles);
        let inn_segments = INN_SEGMENTS.spec(text!("german-cathedral-cathedral-road-segments"), ids.inn).range(0, 80);
        s.needs(Element::Inns, inn_segments);
    } else {
        let done_tiles = INN_TILES_COMPLETED
            .spec(text!("german-cathedral-road-tiles-completed"), ids.inn)
            .range(0, 500)
            .help(text!("german-cathedral-help-counted-above-plus"));
        s.needs(Element::Inns, done_tiles);
        let done_segments = INN_SEGMENTS_COMPLETED
            .spec(text!("german-cathedral-cathedral-road-segments-completed"), ids.inn)
            .range(0, 80);
        s.needs(Element::Inns, done_segments);
        let open_tiles = INN_TILES_OPEN
            .spec(text!("german-cathedral-road-tiles-uncompleted"), ids.inn)
            .range(0, 500)
            .help(text!("german-cathedral-help-these-give-archbishop"));
        s.needs(Element::Inns, open_tiles);
        let open_segments =
            INN_SEGMENTS_OPEN.spec(text!("german-cathedral-cathedral-road-segments-uncompleted"), ids.inn).range(0, 80);
        s.needs(Element::Inns, open_segments);
    }
    shared::little_buildings_inputs(s, ids.little_buildings);
    shared::ghosts_input(s, ids.ghosts);
    if in_game {
        shared::teacher_input(s, "german_cathedral.teacher");
        shared::ringmaster_inputs(s, "german_cathedral.ringmaster");
        shared::fairy_input(s, "german_cathedral.fairy");
    }
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    tiles::check_cathedral_segments(ctx)?;
    let ids = ctx.when.pick(&IN_GAME, &AT_END);
    let mut awards = shared::awards(ctx);
    let holders = majority::holders(ctx, |_| 0);

    let mut sheet = Sheet::new();
    let segments = ctx.count(GERMAN_CATHEDRAL_SEGMENTS);
    sheet.row(ids.segment, msg!("row-common-road-segments-german"), segments, segments);
    let mut road_tiles = tiles::road_tiles(ctx, &mut sheet, ids.road) - segments;
    let open_labyrinths = ctx.count(OPEN_LABYRINTHS);
    if open_labyrinths > ctx.count(LABYRINTHS) {
        return Err(Error::invalid(
            OPEN_LABYRINTHS.name(),
            msg!("german-cathedral-error-open-labyrinths", open = open_labyrinths, labyrinths = ctx.count(LABYRINTHS)),
        ));
    }
    sheet.per(ids.road.labyrinth, msg!("row-german-cathedral-labyrinth-tiles-road"), open_labyrinths, -1);
    road_tiles -= open_labyrinths;

    match ctx.when {
        When::Completed => {
            let (inn_tiles, inn_segments) = inn_counts(ctx, (INN_TILES, INN_SEGMENTS), road_tiles, segments, (0, 0))?;
            sheet.per(ids.inn, msg!("row-german-cathedral-roads-inn-plus"), inn_tiles, 1);
            sheet.per(ids.inn, msg!("row-german-cathedral-roads-inn-plus-1"), inn_segments, 1);
        }
        When::EndOfGame => {
            let (open_tiles, open_segments) =
                inn_counts(ctx, (INN_TILES_OPEN, INN_SEGMENTS_OPEN), road_tiles, segments, (0, 0))?;
            let (done_tiles, done_segments) = inn_counts(
                ctx,
                (INN_TILES_COMPLETED, INN_SEGMENTS_COMPLETED),
                road_tiles,
                segments,
                (open_tiles, open_segments),
            )?;
            sheet.per(ids.inn, msg!("row-german-cathedral-completed-roads-inn"), done_tiles, 1);
            sheet.per(ids.inn, msg!("row-german-cathedral-completed-roads-inn-plus"), done_segments, 1);
            sheet.per(ids.inn, msg!("row-german-cathedral-uncompleted-roads-inn"), open_tiles + open_segments, -1);
        }
    }
    shared::little_buildings(ctx, &mut sheet, ids.little_buildings);
    let value = sheet.total();
    shared::value_to_holders(ctx, &mut awards, &holders, &sheet, ids.ghosts);

    if ctx.when == When::Completed {
        shared::teacher(ctx, &mut awards, value, "german_cathedral.teacher");
        shared::ringmaster(ctx, &mut awards, "german_cathedral.ringmaster");
        shared::fairy(ctx, &mut awards, "german_cathedral.fairy");
    }
    Ok(awards.finish(value))
}

/// Reads a pair of inn inputs (tiles, segments) and checks that, with the tiles and
/// segments already claimed by other inn inputs, they fit the roads' counts.
fn inn_counts(
    ctx: &Ctx<'_>,
    (tiles_input, segments_input): (CountInput, CountInput),
    road_tiles: i64,
    segments: i64,
    (claimed_tiles, claimed_segments): (i64, i64),
) -> Result<(i64, i64)> {
    let inn_tiles = ctx.count(tiles_input);
    let inn_segments = ctx.count(segments_input);
    if inn_tiles + claimed_tiles > road_tiles {
        return Err(Error::invalid(
            tiles_input.name(),
            msg!("german-cathedral-error-inn-tiles", inn = inn_tiles + claimed_tiles, tiles = road_tiles),
        ));
    }
    if inn_segments + claimed_segments > segments {
        return Err(Error::invalid(
            segments_input.name(),
            msg!("german-cathedral-error-inn-segments", inn = inn_segments + claimed_segments, segments = segments),
        ));
    }
    Ok((inn_tiles, inn_segments))
}
