//! The Catapult: the two throwing games of a catapult tile (4A rows 1, 1a, 1b).

use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::{ChoiceInput, PlayerInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;
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

const GAMES: &[(&str, Text)] = &[
    ("target_tournament", text!("catapult-option-target-throwing-tournament")),
    ("catch", text!("catapult-option-catch-game")),
];

const CATCH_RESULTS: &[(&str, Text)] = &[
    ("caught", text!("catapult-option-caught-catcher-scores")),
    ("short", text!("catapult-option-not-caught-not")),
    ("far", text!("catapult-option-not-caught-but")),
    ("touched", text!("catapult-option-touched-but-not")),
];

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(GAME.spec(text!("catapult-catapult-token"), "catapult", GAMES));
    let winner = WINNER.spec(text!("catapult-tournament-thrower-whose"), "catapult.target_tournament");
    s.input(winner);
    s.input(THROWER.spec(text!("catapult-catch-game-thrower"), "catapult.catch"));
    s.input(CATCHER.spec(text!("catapult-catch-game-catcher"), "catapult.catch"));
    s.input(CATCH_RESULT.spec(text!("catapult-catch-game-result"), "catapult.catch", CATCH_RESULTS));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let mut awards = common::awards(ctx);
    if ctx.choice(GAME) == Some("catch") {
        if ctx.player(WINNER).is_some() {
            return Err(Error::invalid(WINNER.name(), msg!("catapult-error-target-tournament-not")));
        }
        let (thrower, catcher) =
            common::two_players(ctx, (THROWER, text!("catapult-thrower")), (CATCHER, text!("catapult-catcher")))?;
        let (player, label) = match ctx.choice(CATCH_RESULT) {
            Some("short") => (catcher, msg!("catapult-catch-game-not")),
            Some("far") => (thrower, msg!("catapult-catch-game-not-caught")),
            Some("touched") => (thrower, msg!("catapult-catch-game-touched")),
            _ => (catcher, msg!("catapult-catch-game-caught")),
        };
        awards.row(player, "catapult.catch", label, 1, 5);
    } else {
        for field in [THROWER, CATCHER] {
            if ctx.player(field).is_some() {
                return Err(Error::invalid(field.name(), msg!("catapult-error-catch-game-not")));
            }
        }
        let winner = common::required_player(ctx, WINNER, text!("catapult-who-thrower-closest-target"))?;
        awards.row(winner, "catapult.target_tournament", msg!("row-catapult-target-tournament-5"), 1, 5);
    }
    Ok(awards.finish_event())
}
