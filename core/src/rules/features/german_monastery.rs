//! German monasteries, Dutch & Belgian monasteries and Japanese buildings with an
//! abbot: Part B B.1.12, at the end of the game only (during the game, and with a
//! monk at the end, these buildings are scored as cloisters: see [`super::cloister`]).
//!
//! 1 point for the building and 1 per tile in a direct row or column, little
//! buildings on the tiles that count, ghosts.

use crate::Result;
use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::{Score, Sheet};
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, FeatureDef, shared};
use crate::ruleset::{Edition, Element};
use crate::text;

use super::{area, garden};

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "german_monastery",
    name: "German monastery or Japanese building (abbot)",
    category: Category::Cloisters,
    needs: &[Element::Monasteries],
    with: &[],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

const BASE: &str = "german_monastery.abbot.incomplete";

/// Tiles in a direct row or column from the building.
const LINE_TILES: CountInput = CountInput::new("line_tiles");

fn help(edition: Edition) -> Text {
    match edition {
        Edition::C1 => {
            text!("german-monastery-every-tile-straight")
        }
        _ => {
            text!("german-monastery-every-tile-straight-line")
        }
    }
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(garden::ABBOT.spec(text!("german-monastery-abbot-monastery-japanese"), BASE));
    let help = help(s.ruleset().edition());
    let line = LINE_TILES.spec(text!("german-monastery-tiles-direct-row"), BASE).help(help);
    s.input(line.required(text!("german-monastery-ask-say-how-many")));
    shared::little_buildings_inputs(s, "german_monastery.little_buildings.incomplete");
    shared::ghosts_input(s, "german_monastery.ghosts.incomplete");
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let holders = garden::abbot_holder(ctx, text!("german-monastery-who-monastery-japanese-building"))?;
    let tiles = ctx.count(LINE_TILES);
    area::check_little_buildings(ctx, 1 + tiles, text!("german-monastery-that-count"))?;
    let mut awards = shared::awards(ctx);
    let mut sheet = Sheet::new();
    sheet.row(BASE, msg!("row-german-monastery-monastery-japanese-building"), 1, 1);
    sheet.per(BASE, msg!("row-german-monastery-tiles-direct-row"), tiles, 1);
    shared::little_buildings(ctx, &mut sheet, "german_monastery.little_buildings.incomplete");
    let value = sheet.total();
    shared::value_to_holders(ctx, &mut awards, &holders, &sheet, "german_monastery.ghosts.incomplete");
    Ok(awards.finish(value))
}
