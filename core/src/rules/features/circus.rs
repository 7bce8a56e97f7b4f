//! Circus (big top), Exp. 10 - Under the Big Top: Part B B.1.18, the big top still
//! standing at the end of the game.
//!
//! Every player scores the animal token's points for each of their meeples in the
//! big top's vicinity: the big-top tile and the 8 tiles around it, with the
//! counting rules of 0.2 (`tilecount.vicinity_double`). [`points`] is shared with
//! the in-game circus of step 3C (`circus.big_top`).

use crate::Result;
use crate::rules::breakdown::{Awards, Score};
use crate::rules::input::Ctx;
use crate::rules::schema::{InputSpec, SchemaBuilder};
use crate::rules::{Category, FeatureDef};
use crate::ruleset::{Edition, Element};

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "circus",
    name: "Circus (big top)",
    category: Category::Bonuses,
    needs: &[Element::BigTop],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

/// The lowest and highest number on an animal token (flea 1 ... elephant 7).
pub(crate) const TOKEN_RANGE: (i64, i64) = (1, 7);

/// Points a player scores: the animal token's number for each of their meeples in
/// the vicinity.
pub(crate) fn points(token: i64, meeples: i64) -> i64 {
    token * meeples
}

/// How the vicinity is counted in this edition (0.2 `tilecount.vicinity_double`,
/// circus exclusions).
pub(crate) fn vicinity_help(edition: Edition) -> &'static str {
    match edition {
        Edition::C1 => {
            "The big-top tile and the 8 tiles around it, meeples in castles overlapping them included. A double-sized tile counts as 1 tile with all its meeples on regular features; a triangular or wonder tile counts as 1 tile. Not counted: meeples in the City of Carcassonne, inside the Wheel of Fortune or in the City of Leipzig."
        }
        _ => {
            "The big-top tile and the tiles on the 8 spaces around it, meeples in castles overlapping those spaces included. Each half of a double-sized tile is a tile, but the meeples on regular features of both halves count even if one half is not adjacent. Not counted: meeples in the City of Carcassonne, inside the Wheel of Fortune or in the City of Leipzig."
        }
    }
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "circus.big_top.end_of_game";
    let token = InputSpec::count("animal_token", "Number on the animal token under the big top", rule)
        .range(TOKEN_RANGE.0, TOKEN_RANGE.1)
        .default(TOKEN_RANGE.0);
    s.input(token);
    let help = vicinity_help(s.ruleset().edition());
    s.input(InputSpec::per_player_count("meeples", "Meeples in the big top's vicinity", rule).help(help));
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let token = ctx.count("animal_token");
    let mut awards = Awards::new(ctx.players().map(|p| ctx.player_id(p)));
    for player in ctx.players() {
        let meeples = ctx.of(player, "meeples");
        if meeples > 0 {
            let label = format!("Big top: {token} per meeple in the vicinity");
            awards.row(player, "circus.big_top.end_of_game", label, meeples, points(token, meeples));
        }
    }
    Ok(awards.finish_event())
}
