//! Easter in Carcassonne (PnP): the Easter nest and the Easter bunny (4A rows 3-4).
//!
//! They give Easter eggs, not points: each row's `quantity` is the number of eggs
//! and its `points` are 0. The eggs a player still has after the game are scored by
//! `after_game.easter_eggs` (10 for the most, 5 for the second most).

use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::{PerPlayerCount, PlayerInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

use super::{Event, EventDef, Limit, common};

/// 4A row 3: 2 eggs to the player completing the nest, 1 egg per meeple around it.
pub(crate) const NEST: EventDef = EventDef {
    key: "easter.nest",
    name: "Easter nest completed",
    section: "Step 4A",
    category: Category::Bonuses,
    needs: &[Element::PnpEaster],
    with: &[],
    steps: &[Step::TileActions],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: Some(COMPLETER.name()),
    inputs: nest_inputs,
    score: nest,
};

/// 4A row 4: 1 egg per meeple on the tiles the bunny lands on or jumps over.
pub(crate) const BUNNY_MOVE: EventDef = EventDef {
    key: "easter.bunny_move",
    name: "Easter bunny moves",
    section: "Step 4A",
    category: Category::Bonuses,
    needs: &[Element::PnpEaster],
    with: &[],
    steps: &[Step::TileActions],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs: bunny_inputs,
    score: bunny,
};

/// The player completing the Easter nest.
const COMPLETER: PlayerInput = PlayerInput::new("completer");
/// Own meeples around the nest.
const MEEPLES_AROUND: PerPlayerCount = PerPlayerCount::new("meeples_around");
/// Own meeples the bunny meets.
const MEEPLES_MET: PerPlayerCount = PerPlayerCount::new("meeples_met");

fn nest_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "easter.nest";
    let area = s.ruleset().edition().pick(
        text!("easter-own-meeples-nests"),
        text!("easter-own-meeples-nests-tile"),
        text!("easter-own-meeples-nests-space"),
    );
    s.input(COMPLETER.spec(text!("easter-player-completing-easter"), rule));
    s.input(MEEPLES_AROUND.spec(area, rule));
}

fn nest(ctx: &Event<'_>) -> Result<Score> {
    let rule = "easter.nest";
    let completer = ctx
        .player(COMPLETER)
        .ok_or_else(|| Error::invalid(COMPLETER.name(), msg!("easter-error-choose-who-completed")))?;
    let mut awards = common::awards(ctx);
    awards.row(completer, rule, msg!("row-easter-easter-eggs-2"), 2, 0);
    for player in ctx.players() {
        let label = msg!("row-easter-easter-eggs-1");
        awards.per(player, rule, label, ctx.of(player, MEEPLES_AROUND), 0);
    }
    Ok(awards.finish_event())
}

fn bunny_inputs(s: &mut SchemaBuilder<'_>) {
    let label = text!("row-easter-own-meeples-tiles");
    s.input(MEEPLES_MET.spec(label, "easter.bunny_move"));
}

fn bunny(ctx: &Event<'_>) -> Result<Score> {
    let label = msg!("row-easter-easter-eggs-1-meeple");
    Ok(common::per_player(ctx, MEEPLES_MET, "easter.bunny_move", label, 0))
}

/// The Easter eggs a score gives `player`: the quantities of its `easter.*` rows.
pub fn eggs_of(score: &Score, player: &str) -> i64 {
    score.award(player).map_or(0, |award| {
        award.rows.iter().filter(|row| row.rule.starts_with("easter.")).map(|row| row.quantity).sum()
    })
}
