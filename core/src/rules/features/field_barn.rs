//! Field & barn: Part A 3B.4 (scenario 1, placing a barn), 3B.5 (scenario 2,
//! connecting a field without a barn to a field with a barn), and Part B B.1.6 (the
//! special case: meeples deployed from the City of Carcassonne to a field with a
//! barn at the end of the game).
//!
//! The value rows are those of the field ([`super::field`]) with other rates:
//! 3 / 4 (scenario 1), 1 / 2 (scenario 2 and the special case) per completed city /
//! castle. The special case has no pig and no ghost row. The barn's own final
//! scoring (`after_game.barn`) is an after-game item, not here.

use crate::Result;
use crate::rules::breakdown::Score;
use crate::rules::input::Ctx;
use crate::rules::schema::SchemaBuilder;
use crate::rules::{Category, FeatureDef, shared};
use crate::ruleset::Element;

use super::field::{self, FieldRows};

/// 3B.4: a barn placed on a field, the majority of farmers scores.
pub(crate) const S1: FeatureDef = FeatureDef {
    key: "field_barn_s1",
    name: "Field & barn: placing a barn",
    category: Category::Fields,
    needs: &[Element::Barn],
    with: &[],
    in_game: true,
    end_of_game: false,
    inputs: inputs_s1,
    score: score_s1,
};

/// 3B.5: a field without a barn joined to a field with a barn.
pub(crate) const S2: FeatureDef = FeatureDef {
    key: "field_barn_s2",
    name: "Field & barn: joining a field to a barn",
    category: Category::Fields,
    needs: &[Element::Barn],
    with: &[],
    in_game: true,
    end_of_game: false,
    inputs: inputs_s2,
    score: score_s2,
};

/// B.1.6: needs the Count of Carcassonne and the barn.
pub(crate) const SPECIAL: FeatureDef = FeatureDef {
    key: "field_barn_special",
    name: "Field & barn: farmers from the City of Carcassonne",
    category: Category::Fields,
    needs: &[Element::Count],
    with: &[Element::Barn],
    in_game: false,
    end_of_game: true,
    inputs: inputs_special,
    score: score_special,
};

/// The epilog row ids of an in-game barn scenario.
#[derive(Debug)]
struct Epilog {
    teacher: &'static str,
    ringmaster: &'static str,
    fairy: &'static str,
}

const S1_ROWS: FieldRows = FieldRows {
    city: "field_barn_s1.city",
    per_city: 3,
    castle: "field_barn_s1.castle",
    per_castle: 4,
    pig: Some("field_barn_s1.pig"),
    pig_herd: "field_barn_s1.pig_herd",
    cathars: "field_barn_s1.cathars",
    little_buildings: "field_barn_s1.little_buildings",
    ghosts: Some("field_barn_s1.ghosts"),
};

const S1_EPILOG: Epilog =
    Epilog { teacher: "field_barn_s1.teacher", ringmaster: "field_barn_s1.ringmaster", fairy: "field_barn_s1.fairy" };

const S2_ROWS: FieldRows = FieldRows {
    city: "field_barn_s2.city",
    per_city: 1,
    castle: "field_barn_s2.castle",
    per_castle: 2,
    pig: Some("field_barn_s2.pig"),
    pig_herd: "field_barn_s2.pig_herd",
    cathars: "field_barn_s2.cathars",
    little_buildings: "field_barn_s2.little_buildings",
    ghosts: Some("field_barn_s2.ghosts"),
};

const S2_EPILOG: Epilog =
    Epilog { teacher: "field_barn_s2.teacher", ringmaster: "field_barn_s2.ringmaster", fairy: "field_barn_s2.fairy" };

const SPECIAL_ROWS: FieldRows = FieldRows {
    city: "field_barn_special.city",
    per_city: 1,
    castle: "field_barn_special.castle",
    per_castle: 2,
    pig: None,
    pig_herd: "field_barn_special.pig_herd",
    cathars: "field_barn_special.cathars",
    little_buildings: "field_barn_special.little_buildings",
    ghosts: None,
};

fn inputs_s1(s: &mut SchemaBuilder<'_>) {
    in_game_inputs(s, &S1_ROWS, &S1_EPILOG);
}

fn inputs_s2(s: &mut SchemaBuilder<'_>) {
    in_game_inputs(s, &S2_ROWS, &S2_EPILOG);
}

fn in_game_inputs(s: &mut SchemaBuilder<'_>, rows: &FieldRows, epilog: &Epilog) {
    field::value_inputs(s, rows);
    shared::teacher_input(s, epilog.teacher);
    shared::ringmaster_inputs(s, epilog.ringmaster);
    shared::fairy_input(s, epilog.fairy);
}

fn score_s1(ctx: &Ctx<'_>) -> Result<Score> {
    score_in_game(ctx, &S1_ROWS, &S1_EPILOG)
}

fn score_s2(ctx: &Ctx<'_>) -> Result<Score> {
    score_in_game(ctx, &S2_ROWS, &S2_EPILOG)
}

fn score_in_game(ctx: &Ctx<'_>, rows: &FieldRows, epilog: &Epilog) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    let (_, value) = field::value_to_farmers(ctx, rows, &mut awards)?;
    shared::teacher(ctx, &mut awards, value, epilog.teacher);
    shared::ringmaster(ctx, &mut awards, epilog.ringmaster);
    shared::fairy(ctx, &mut awards, epilog.fairy);
    Ok(awards.finish(value))
}

fn inputs_special(s: &mut SchemaBuilder<'_>) {
    field::value_inputs(s, &SPECIAL_ROWS);
}

fn score_special(ctx: &Ctx<'_>) -> Result<Score> {
    let mut awards = shared::awards(ctx);
    let (_, value) = field::value_to_farmers(ctx, &SPECIAL_ROWS, &mut awards)?;
    Ok(awards.finish(value))
}
