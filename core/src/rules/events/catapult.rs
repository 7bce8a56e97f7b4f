//! The Catapult: the two throwing games of a catapult tile (4A rows 1, 1a, 1b).

use crate::rules::breakdown::Score;
use crate::rules::schema::{InputSpec, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::{Error, Result};

use super::{Event, EventDef, common};

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
    limit: crate::rules::events::Limit::Repeatable,
    active_player: None,
    inputs,
    score,
};

const GAMES: &[(&str, &str)] = &[("target_tournament", "Target throwing tournament"), ("catch", "Catch game")];

const CATCH_RESULTS: &[(&str, &str)] = &[
    ("caught", "Caught: the catcher scores 5"),
    ("short", "Not caught and not far enough: the catcher scores 5"),
    ("far", "Not caught but far enough: the thrower scores 5"),
    ("touched", "Touched but not caught: the thrower scores 5"),
];

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(InputSpec::choice("game", "Catapult token", "catapult", GAMES));
    let winner = InputSpec::player(
        "winner",
        "Tournament: thrower whose token lands closest to the target",
        "catapult.target_tournament",
    );
    s.input(winner);
    s.input(InputSpec::player("thrower", "Catch game: thrower", "catapult.catch"));
    s.input(InputSpec::player("catcher", "Catch game: catcher", "catapult.catch"));
    s.input(InputSpec::choice("catch_result", "Catch game: result", "catapult.catch", CATCH_RESULTS));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let mut awards = common::awards(ctx);
    if ctx.choice("game") == Some("catch") {
        if ctx.player("winner").is_some() {
            return Err(Error::invalid("winner", "is for the target tournament, not the catch game"));
        }
        let (thrower, catcher) = common::two_players(ctx, ("thrower", "the thrower"), ("catcher", "the catcher"))?;
        let (player, label) = match ctx.choice("catch_result") {
            Some("short") => (catcher, "Catch game, not caught and not far enough: 5 to the catcher"),
            Some("far") => (thrower, "Catch game, not caught but far enough: 5 to the thrower"),
            Some("touched") => (thrower, "Catch game, touched but not caught: 5 to the thrower"),
            _ => (catcher, "Catch game, caught: 5 to the catcher"),
        };
        awards.row(player, "catapult.catch", label, 1, 5);
    } else {
        for field in ["thrower", "catcher"] {
            if ctx.player(field).is_some() {
                return Err(Error::invalid(field, "is for the catch game, not the target tournament"));
            }
        }
        let winner = common::required_player(ctx, "winner", "the thrower closest to the target")?;
        awards.row(winner, "catapult.target_tournament", "Target tournament: 5 to the closest throw", 1, 5);
    }
    Ok(awards.finish_event())
}
