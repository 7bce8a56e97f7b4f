//! Circus (big top), Exp. 10 - Under the Big Top: Part B B.1.18, the big top still
//! standing at the end of the game.
//!
//! Every player scores the animal token's points for each of their meeples in the
//! big top's vicinity: the big-top tile and the 8 tiles around it, with the
//! counting rules of 0.2 (`tilecount.vicinity_double`). The form (`inputs_for`)
//! and the scoring (`score_for`) are shared with the in-game circus of step 3C
//! (`circus.big_top`, in [`crate::rules::events::circus`]), which names its token
//! input `animal_points`.

use crate::Result;
use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::input::Ctx;
use crate::rules::schema::{CountInput, PerPlayerCount, SchemaBuilder};
use crate::rules::{Category, FeatureDef, shared};
use crate::ruleset::{Edition, Element};
use crate::text;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "circus",
    name: "Circus (big top)",
    category: Category::Bonuses,
    needs: &[Element::BigTop],
    with: &[],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

/// The lowest and highest number on an animal token (flea 1 ... elephant 7).
pub const TOKEN_RANGE: (i64, i64) = (1, 7);

/// Per-player input: the player's meeples in the vicinity.
pub const MEEPLES: PerPlayerCount = PerPlayerCount::new("meeples");

/// The animal token at the end of the game (the in-game event calls it
/// `animal_points`).
const ANIMAL_TOKEN: CountInput = CountInput::new("animal_token");

/// Points a player scores: the animal token's number for each of their meeples in
/// the vicinity.
pub fn points(token: i64, meeples: i64) -> i64 {
    token * meeples
}

/// How the vicinity is counted in this edition (0.2 `tilecount.vicinity_double`,
/// circus exclusions).
pub fn vicinity_help(edition: Edition) -> Text {
    match edition {
        Edition::C1 => {
            text!("circus-big-top-tile")
        }
        _ => {
            text!("circus-big-top-tile-tiles")
        }
    }
}

fn inputs(s: &mut SchemaBuilder<'_>) {
    inputs_for(s, ANIMAL_TOKEN, "circus.big_top.end_of_game");
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    Ok(score_for(ctx, ANIMAL_TOKEN, "circus.big_top.end_of_game"))
}

/// The circus form: the animal token (input `token`, 1 to 7) and each player's
/// meeples in the vicinity ([`MEEPLES`]), both feeding row `rule`.
pub(crate) fn inputs_for(s: &mut SchemaBuilder<'_>, token: CountInput, rule: &'static str) {
    let spec = token
        .spec(text!("circus-number-animal-token"), rule)
        .range(TOKEN_RANGE.0, TOKEN_RANGE.1)
        .default(TOKEN_RANGE.0)
        .required(text!("circus-ask-say-number-animal"));
    s.input(spec);
    let help = vicinity_help(s.ruleset().edition());
    s.input(MEEPLES.spec(text!("circus-meeples-big-tops"), rule).help(help));
}

/// One row `rule` per player with meeples in the vicinity: [`points`].
pub(crate) fn score_for(ctx: &Ctx<'_>, token: CountInput, rule: &'static str) -> Score {
    let token = ctx.count(token);
    let mut awards = shared::awards(ctx);
    for player in ctx.players() {
        let meeples = ctx.of(player, MEEPLES);
        if meeples > 0 {
            let label = msg!("row-circus-big-top", token = token);

            awards.row(player, rule, label, meeples, points(token, meeples));
        }
    }
    awards.finish_event()
}
