//! La Porxada: Part B B.1.2, at the end of the game only.
//!
//! An uncompleted city containing La Porxada is scored as a completed city: the
//! form and the scoring are those of 3B.2 ([`super::city`] when completed), every
//! row keeps its city id, and each award opens with a `la_porxada.incomplete` row
//! that says why.
//!
//! The form leaves out what only happens when a city is completed during a turn:
//! the Gingerbread Man leaving it (`city.gingerbread_man`), the watchtower prolog
//! (`city.watchtower.*`) and a one-tile city closed by a city gate
//! (`city.one_tile_city`). It also leaves out the fairy and the ringmaster
//! (`city.fairy`, `city.ringmaster`): after the game they are scored once, by the
//! B.2 items `after_game.fairy` and `after_game.ringmaster`, for La Porxada's city
//! as for every other feature, so they cannot count twice.

use crate::Result;
use crate::rules::breakdown::{Row, Score};
use crate::rules::input::Ctx;
use crate::rules::schema::SchemaBuilder;
use crate::rules::{Category, FeatureDef, When};
use crate::ruleset::Element;

use super::city;

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "la_porxada",
    name: "City with La Porxada",
    category: Category::Cities,
    needs: &[Element::LaPorxada],
    with: &[],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

/// The completed city's form (3B.2) whatever the moment of scoring, as
/// [`city::Form::LaPorxada`] trims it.
fn inputs(s: &mut SchemaBuilder<'_>) {
    let mut completed = SchemaBuilder::new(s.ruleset(), When::Completed);
    city::form_inputs(&mut completed, city::Form::LaPorxada);
    *s = completed;
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let mut completed = *ctx;
    completed.when = When::Completed;
    let mut score = city::form_score(&completed, city::Form::LaPorxada)?;
    for award in &mut score.awards {
        let row =
            Row::new("la_porxada.incomplete", "La Porxada: this incomplete city is scored as a completed city", 1, 0);
        award.rows.insert(0, row);
    }
    Ok(score)
}
