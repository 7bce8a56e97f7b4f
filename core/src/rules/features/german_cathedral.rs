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

use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, FeatureDef, When, majority, shared};
use crate::ruleset::Element;
use crate::ruleset::variants::CathedralLabyrinthRule;
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
    majority::inputs(s, "Archbishops on the German cathedral", ids.base);
    let cathedrals = GERMAN_CATHEDRAL_TILES
        .spec("German cathedral tiles these roads reach", ids.base)
        .range(1, 20)
        .default(1)
        .help("The archbishop's cathedral and any other German cathedral at the far end of one of its roads.");
    s.input(cathedrals);
    let segments = GERMAN_CATHEDRAL_SEGMENTS
        .spec("Road segments on German cathedral tiles", ids.segment)
        .range(1, 80)
        .default(4)
        .help("The archbishop's cathedral has 3 or 4; each other cathedral counts the segments of these roads.")
        .required("say how many road segments these roads have on German cathedral tiles");
    s.input(segments);
    let road_tiles = TILES
        .spec("Road tiles of all these roads (cathedral tiles apart; each tile once)", ids.road.base)
        .default(4)
        .help(tiles::road_help(s.ruleset().edition()))
        .required("say how many road tiles these roads have");
    s.input(road_tiles);
    tiles::road_inputs(s, ids.road);
    let open = OPEN_LABYRINTHS
        .spec("Of those labyrinth tiles: tiles with a road leading out still open", ids.road.labyrinth)
        .range(0, 20)
        .help("With this rule a labyrinth tile scores only when every road leading out of it is closed.");
    s.only(closed_only(when, s.ruleset()), "labyrinth with the closed-only German cathedral rule", open);
    if in_game {
        let inn_tiles = INN_TILES
            .spec("Road tiles of the roads with an inn", ids.inn)
            .range(0, 500)
            .help("Counted as above; a road with several inns counts once.");
        s.needs(Element::Inns, inn_tiles);
        let inn_segments = INN_SEGMENTS.spec("Cathedral road segments of the roads with an inn", ids.inn).range(0, 80);
        s.needs(Element::Inns, inn_segments);
    } else {
        let done_tiles = INN_TILES_COMPLETED
            .spec("Road tiles of completed roads with an inn", ids.inn)
            .range(0, 500)
            .help("Counted as above: +1 each. A road with several inns counts once.");
        s.needs(Element::Inns, done_tiles);
        let done_segments =
            INN_SEGMENTS_COMPLETED.spec("Cathedral road segments of completed roads with an inn", ids.inn).range(0, 80);
        s.needs(Element::Inns, done_segments);
        let open_tiles = INN_TILES_OPEN
            .spec("Road tiles of uncompleted roads with an inn", ids.inn)
            .range(0, 500)
            .help("These give the archbishop nothing (x0).");
        s.needs(Element::Inns, open_tiles);
        let open_segments =
            INN_SEGMENTS_OPEN.spec("Cathedral road segments of uncompleted roads with an inn", ids.inn).range(0, 80);
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
    sheet.row(ids.segment, "Road segments on German cathedral tiles (1 each)", segments, segments);
    let mut road_tiles = tiles::road_tiles(ctx, &mut sheet, ids.road) - segments;
    let open_labyrinths = ctx.count(OPEN_LABYRINTHS);
    if open_labyrinths > ctx.count(LABYRINTHS) {
        return Err(Error::invalid(
            OPEN_LABYRINTHS.name(),
            format!("{open_labyrinths} open labyrinth tiles, but only {} labyrinth tiles", ctx.count(LABYRINTHS)),
        ));
    }
    sheet.per(ids.road.labyrinth, "Labyrinth tiles with a road out still open: not scored", open_labyrinths, -1);
    road_tiles -= open_labyrinths;

    match ctx.when {
        When::Completed => {
            let (inn_tiles, inn_segments) = inn_counts(ctx, (INN_TILES, INN_SEGMENTS), road_tiles, segments, (0, 0))?;
            sheet.per(ids.inn, "Roads with an inn: +1 per tile", inn_tiles, 1);
            sheet.per(ids.inn, "Roads with an inn: +1 per road segment on cathedral tiles", inn_segments, 1);
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
            sheet.per(ids.inn, "Completed roads with an inn: +1 per tile", done_tiles, 1);
            sheet.per(ids.inn, "Completed roads with an inn: +1 per road segment on cathedral tiles", done_segments, 1);
            sheet.per(
                ids.inn,
                "Uncompleted roads with an inn: nothing for the archbishop (x0)",
                open_tiles + open_segments,
                -1,
            );
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
            format!("{} road tiles with an inn, but the roads count only {road_tiles}", inn_tiles + claimed_tiles),
        ));
    }
    if inn_segments + claimed_segments > segments {
        return Err(Error::invalid(
            segments_input.name(),
            format!(
                "{} cathedral road segments with an inn, but the roads have only {segments}",
                inn_segments + claimed_segments
            ),
        ));
    }
    Ok((inn_tiles, inn_segments))
}
