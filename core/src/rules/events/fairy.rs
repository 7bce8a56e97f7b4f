//! Princess & Dragon: the fairy's point at the start of a turn (1A).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::features::acrobats;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::{Event, EventDef, Limit, common};

/// 1A row 1: 1 point to the player whose meeple has the fairy, at the start of the
/// turn (only in the first part of a double turn: the session's rule). With the
/// fairy on an acrobat, every acrobat of that player in the pyramid scores it.
pub(crate) const START_OF_TURN: EventDef = EventDef {
    key: "fairy.start_of_turn",
    name: "Fairy at the start of the turn",
    section: "Step 1A",
    category: Category::Bonuses,
    needs: &[Element::Fairy],
    with: &[],
    steps: &[Step::BeginTurn],
    automatic: false,
    limit: Limit::OncePerTurn,
    active_player: Some(common::PLAYER.name()),
    inputs,
    score,
};

const RULE: &str = "fairy.start_of_turn";

/// The player's acrobats in the fairy's pyramid (the fairy on an acrobat).
const PYRAMID_ACROBATS: CountInput = CountInput::new("pyramid_acrobats");

fn inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-player-whose-meeple"), RULE);
    let acrobats = PYRAMID_ACROBATS
        .spec(text!("fairy-players-acrobats-fairys"), RULE)
        .range(0, acrobats::PYRAMID_SIZE)
        .help(text!("fairy-help-only-when-fairy"));
    s.needs(Element::Acrobats, acrobats);
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("common-who-player-whose-meeple"))?;
    let acrobats = ctx.count(PYRAMID_ACROBATS);
    let mut awards = common::awards(ctx);
    if acrobats > 0 {
        awards.per(player, RULE, msg!("row-fairy-fairy-acrobat-1"), acrobats, 1);
    } else {
        awards.row(player, RULE, msg!("row-fairy-fairy-1-point"), 1, 1);
    }
    Ok(awards.finish_event())
}
