//! The Tower: prisoner ransom, any time during your turn (A.0, 0.3.3).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::{Floor, Score};
use crate::rules::schema::{PlayerInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::{Event, EventDef, Limit, common};

/// A.0 row 1: the payer buys back an imprisoned meeple for 3 points, paid to the
/// captor. The payer may not go negative ([`Floor::Refuse`], see
/// [`super::check_floors`]); once per turn (the game session's rule).
pub(crate) const PRISONER_RANSOM: EventDef = EventDef {
    key: "tower.prisoner_ransom",
    name: "Prisoner ransom (The Tower)",
    section: "A.0",
    category: Category::Bonuses,
    needs: &[Element::Tower],
    with: &[],
    steps: &[Step::AnyTime],
    automatic: false,
    limit: Limit::OncePerTurn,
    active_player: Some(PAYER.name()),
    inputs,
    score,
};

const RULE: &str = "tower.prisoner_ransom";

/// The player buying back an imprisoned meeple: the active player.
pub(crate) const PAYER: PlayerInput = PlayerInput::new("payer");
/// The player whose tower holds the meeple.
const CAPTOR: PlayerInput = PlayerInput::new("captor");

fn inputs(s: &mut SchemaBuilder<'_>) {
    s.input(PAYER.spec(text!("tower-player-buying-back"), RULE));
    s.input(CAPTOR.spec(text!("tower-player-whose-tower"), RULE));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let (payer, captor) =
        common::two_players(ctx, (PAYER, text!("tower-paying-player")), (CAPTOR, text!("tower-captor")))?;
    let mut awards = common::awards(ctx);
    awards.row(payer, RULE, msg!("row-tower-ransom-paid-imprisoned"), 1, -3).floor(payer, Floor::Refuse);
    awards.row(captor, RULE, msg!("row-tower-ransom-received-prisoner"), 1, 3);
    Ok(awards.finish_event())
}
