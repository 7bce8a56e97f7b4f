//! The Catapult: the two throwing games of a catapult tile (4A rows 1, 1a, 1b).

use crate::rules::breakdown::Score;
use crate::rules::schema::{ChoiceInput, PlayerInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::{Error, Result};

use super::{Event, EventDef, Limit, common};

/// 4A row 1: depends on the token; rows 1a (target tournament) and 1b (catch game).
pub(crate) const DEF: EventDef = EventDef {
    key: "catapult",
    name: "Catapult",
    section: "Step 4A",
    category: Category::Bonuses,
    needs: &[Element::Catapult],
    with: &[],
    steps: &[Step::TileActions],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

/// Which catapult token: the target tournament or the catch game.
const GAME: ChoiceInput = ChoiceInput::new("game");
/// Tournament: the thrower closest to the target.
const WINNER: PlayerInput = PlayerInput::new("winner");
/// Catch game: the thrower.
const THROWER: PlayerInput = PlayerInput::new("thrower");
/// Catch game: the catcher.
const CATCHER: PlayerInput = PlayerInput::new("catcher");
/// Catch game: the result.
const CATCH_RESULT: ChoiceInput = ChoiceInput::new("catch_result");

const GAMES: &[(&str, &str)] = &[("target_tournament", "Target throwing tournament"), ("catch", "Catch game")];

const CATCH_RESULTS: &[(&str, &str)] = &[
    ("caught", "Caught: the catcher scores 5"),
    ("short", "Not caught and not far enough: the catcher scores 5"),
    ("far", "Not caught but far enough: the thrower scores 5"),
    ("touched", "Touched but not caught: the thrower scores 5"),
];

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(GAME.spec("Catapult token", "catapult", GAMES));
    let winner =
        WINNER.spec("Tournament: thrower whose token lands closest to the target", "catapult.target_tournament");
    s.input(winner);
    s.input(THROWER.spec("Catch game: thrower", "catapult.catch"));
    s.input(CATCHER.spec("Catch game: catcher", "catapult.catch"));
    s.input(CATCH_RESULT.spec("Catch game: result", "catapult.catch", CATCH_RESULTS));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let mut awards = common::awards(ctx);
    if ctx.choice(GAME) == Some("catch") {
        if ctx.player(WINNER).is_some() {
            return Err(Error::invalid(WINNER.name(), "is for the target tournament, not the catch game"));
        }
        let (thrower, catcher) = common::two_players(ctx, (THROWER, "the thrower"), (CATCHER, "the catcher"))?;
        let (player, label) = match ctx.choice(CATCH_RESULT) {
            Some("short") => (catcher, "Catch game, not caught and not far enough: 5 to the catcher"),
            Some("far") => (thrower, "Catch game, not caught but far enough: 5 to the thrower"),
            Some("touched") => (thrower, "Catch game, touched but not caught: 5 to the thrower"),
            _ => (catcher, "Catch game, caught: 5 to the catcher"),
        };
        awards.row(player, "catapult.catch", label, 1, 5);
    } else {
        for field in [THROWER, CATCHER] {
            if ctx.player(field).is_some() {
                return Err(Error::invalid(field.name(), "is for the catch game, not the target tournament"));
            }
        }
        let winner = common::required_player(ctx, WINNER, "the thrower closest to the target")?;
        awards.row(winner, "catapult.target_tournament", "Target tournament: 5 to the closest throw", 1, 5);
    }
    Ok(awards.finish_event())
}
