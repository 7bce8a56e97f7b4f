//! The Peasant Revolts: protected meeples score when a revolt strikes (1B row 8);
//! protecting a meeple (2B-1 row 3) or the phantom (2B-2 row 1) costs points and
//! may take the player below 0 ([`Floor::Negative`]).

use crate::Result;
use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::{Floor, Score};
use crate::rules::schema::{ChoiceInput, PerPlayerCount, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::{Event, EventDef, Limit, common};

/// 1B row 8: 2 points per protected meeple on the features the revolt hits.
pub(crate) const PROTECTED: EventDef = EventDef {
    key: "peasant_revolts.protected",
    name: "Peasant revolt: protected meeples",
    section: "Step 1B",
    category: Category::Bonuses,
    needs: &[Element::PeasantRevolts],
    with: &[],
    steps: &[Step::DrawTile],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: None,
    inputs: protected_inputs,
    score: protected,
};

/// 2B-1 row 3: -4 to protect a meeple while placing it, -2 for one already placed.
pub(crate) const PROTECT_MEEPLE: EventDef = EventDef {
    key: "peasant_revolts.protect_meeple",
    name: "Protect a meeple against peasant revolts",
    section: "Step 2B-1",
    category: Category::Bonuses,
    needs: &[Element::PeasantRevolts],
    with: &[],
    steps: &[Step::MoveWoodPhase1],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: Some(common::PLAYER.name()),
    inputs: protect_meeple_inputs,
    score: protect_meeple,
};

/// 2B-2 row 1: -4 to protect the phantom while placing it (with The Phantom).
pub(crate) const PROTECT_PHANTOM: EventDef = EventDef {
    key: "peasant_revolts.protect_phantom",
    name: "Protect the phantom against peasant revolts",
    section: "Step 2B-2",
    category: Category::Bonuses,
    needs: &[Element::PeasantRevolts],
    with: &[Element::Phantom],
    steps: &[Step::MoveWoodPhase2],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: Some(common::PLAYER.name()),
    inputs: protect_phantom_inputs,
    score: protect_phantom,
};

/// Protected meeples of each player on the features the revolt hits.
const PROTECTED_MEEPLES: PerPlayerCount = PerPlayerCount::new("protected");
/// Which meeple is protected (while placing it, or one already placed).
const PROTECTION: ChoiceInput = ChoiceInput::new("protection");

fn protected_inputs(s: &mut SchemaBuilder<'_>) {
    let spec = PROTECTED_MEEPLES.spec(text!("peasant-revolts-protected-meeples-features"), "peasant_revolts.protected");
    s.input(spec);
}

fn protected(ctx: &Event<'_>) -> Result<Score> {
    let label = msg!("row-peasant-revolts-protected-against-revolt");
    Ok(common::per_player(ctx, PROTECTED_MEEPLES, "peasant_revolts.protected", label, 2))
}

const PROTECTIONS: &[(&str, Text)] = &[
    ("while_placing", text!("peasant-revolts-option-while-placing-meeple")),
    ("already_placed", text!("peasant-revolts-option-meeple-already-placed")),
];

fn protect_meeple_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "peasant_revolts.protect_meeple";
    common::player_input(s, text!("common-active-player"), rule);
    s.input(PROTECTION.spec(text!("peasant-revolts-which-meeple-protected"), rule, PROTECTIONS));
}

fn protect_meeple(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("common-who-active-player"))?;
    let (points, label) = match ctx.choice(PROTECTION) {
        Some("already_placed") => (-2, msg!("peasant-revolts-protecting-meeple-already")),
        _ => (-4, msg!("peasant-revolts-protecting-meeple-while")),
    };
    let mut awards = common::awards(ctx);
    awards.row(player, "peasant_revolts.protect_meeple", label, 1, points).floor(player, Floor::Negative);
    Ok(awards.finish_event())
}

fn protect_phantom_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-active-player"), "peasant_revolts.protect_phantom");
}

fn protect_phantom(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("common-who-active-player"))?;
    let mut awards = common::awards(ctx);
    let label = msg!("row-peasant-revolts-protecting-phantom-while");
    awards.row(player, "peasant_revolts.protect_phantom", label, 1, -4).floor(player, Floor::Negative);
    Ok(awards.finish_event())
}
