//! La Porxada: Part B B.1.2, at the end of the game only.
//!
//! The city containing La Porxada was completed during the game and scored then, as
//! any city (3B.2). Its bonus comes at the end: every player who had knights in it
//! scores their *other, uncompleted* cities as completed, with the rows of 3B.2
//! instead of B.1.3. The usual majority of each uncompleted city still decides who
//! scores it (inferred in the reference: the bonus changes how a city is scored,
//! not who scores it).
//!
//! So `la_porxada` is one uncompleted city at the end of the game with a per-player
//! switch, `porxada_knights`: the player had knights in La Porxada's city. Each
//! majority holder with the switch receives the completed city's rows (2 per tile
//! and coat of arms, the in-game modifiers and ghost penalty), after a 0-point
//! `la_porxada.incomplete` row saying why; a holder without it receives the
//! ordinary incomplete city's rows (B.1.3), as `city` at the end would give. A city
//! none of whose holders had knights in La Porxada's city is refused: it is an
//! ordinary `city`. The rows keep their city ids; the feature's `value` is the
//! completed value.
//!
//! The form is the completed city's ([`super::city`], [`city::Form::LaPorxada`])
//! without what only happens when a city is completed during a turn: the
//! Gingerbread Man leaving it (`city.gingerbread_man`), the watchtower prolog
//! (`city.watchtower.*`) and a one-tile city closed by a city gate
//! (`city.one_tile_city`). It also leaves out the fairy and the ringmaster
//! (`city.fairy`, `city.ringmaster`): after the game they are scored once, by the
//! B.2 items `after_game.fairy` and `after_game.ringmaster`, for this city as for
//! every other feature, so they cannot count twice. The teacher and the Coiners
//! quarter of the completed scoring stay.

use crate::msg;
use crate::rules::breakdown::{Awards, Row, Score};
use crate::rules::input::Ctx;
use crate::rules::schema::{PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, FeatureDef, When};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

use super::city;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "la_porxada",
    name: "City of a player with knights in La Porxada's city",
    category: Category::Cities,
    needs: &[Element::LaPorxada],
    with: &[],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

const RULE: &str = "la_porxada.incomplete";

/// The player had knights in the city containing La Porxada when it was completed.
const PORXADA_KNIGHTS: PerPlayerToggle = PerPlayerToggle::new("porxada_knights");

/// The epilog rows of the completed scoring: they go to whom they name (the
/// teacher's holder, players in the Coiners quarter), whoever holds the city.
const EPILOG: [&str; 2] = ["city.teacher", "city.leipzig.coiners"];

/// The completed city's form (3B.2) whatever the moment of scoring, as
/// [`city::Form::LaPorxada`] trims it, and who had knights in La Porxada's city.
fn inputs(s: &mut SchemaBuilder<'_>) {
    let mut completed = SchemaBuilder::new(s.ruleset(), When::Completed);
    let knights = PORXADA_KNIGHTS
        .spec(text!("la-porxada-had-knights-completed"), RULE)
        .help(text!("la-porxada-help-this-uncompleted-city"));
    completed.input(knights);
    city::form_inputs(&mut completed, city::Form::LaPorxada);
    *s = completed;
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let holders = city::holders(ctx);
    if !holders.iter().any(|&player| ctx.is(player, PORXADA_KNIGHTS)) {
        return Err(Error::invalid(PORXADA_KNIGHTS.name(), msg!("la-porxada-error-no-majority-holder")));
    }
    let mut as_completed = *ctx;
    as_completed.when = When::Completed;
    let completed = city::form_score(&as_completed, city::Form::LaPorxada)?;
    let mut at_end = *ctx;
    at_end.when = When::EndOfGame;
    let incomplete = city::form_score(&at_end, city::Form::LaPorxada)?;

    let mut awards = Awards::new(ctx.players().map(|player| ctx.player_id(player)));
    for player in ctx.players() {
        let id = ctx.player_id(player);
        let rows_of = |score: &Score| score.award(id).map(|award| award.rows.clone()).unwrap_or_default();
        let epilog = |rows: Vec<Row>| rows.into_iter().filter(|row| EPILOG.contains(&row.rule.as_str()));
        let rows: Vec<Row> = if !holders.contains(&player) {
            epilog(rows_of(&completed)).collect()
        } else if ctx.is(player, PORXADA_KNIGHTS) {
            let why = Row::new(RULE, msg!("row-la-porxada-la-porxada-your"), 1, 0);
            std::iter::once(why).chain(rows_of(&completed)).collect()
        } else {
            rows_of(&incomplete).into_iter().chain(epilog(rows_of(&completed))).collect()
        };
        if holders.contains(&player) {
            awards.include(player);
        }
        for row in rows {
            awards.row(player, &row.rule, row.label, row.quantity, row.points);
        }
    }
    Ok(awards.finish(completed.value))
}
