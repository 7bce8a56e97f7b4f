//! The Abbot: taking the abbot back instead of placing a figure (2B-1 row 1).
//!
//! Scoring the abbot is not a scoring of its cloister or garden: vineyards,
//! little buildings and the fairy do not count. The abbot cannot be taken back
//! when its feature is completely surrounded by tiles. The tiles around are
//! counted as for an incomplete cloister or garden (0.2; up to 8, or 16 in C1 with
//! Halflings, see `features::area::max_around`).

use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::features::area;
use crate::rules::schema::{SchemaBuilder, ToggleInput};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

use super::{Event, EventDef, Limit, common};

/// 2B-1 row 1: C1 1 for the feature tile + 1 per tile around it; C2+C3 1 for the
/// tile in the feature's space + 1 per tile in the 8 spaces around; WE 1 for the
/// feature's space + 1 per occupied space around.
pub(crate) const RETRIEVE: EventDef = EventDef {
    key: "abbot.retrieve",
    name: "Take the abbot back",
    section: "Step 2B-1",
    category: Category::Bonuses,
    needs: &[Element::Abbot],
    with: &[],
    steps: &[Step::MoveWoodPhase1],
    automatic: false,
    limit: Limit::Repeatable,
    active_player: Some(common::PLAYER.name()),
    inputs,
    score,
};

const RULE: &str = "abbot.retrieve";

/// The feature is completely surrounded by tiles.
const SURROUNDED: ToggleInput = ToggleInput::new("surrounded");

fn inputs(s: &mut SchemaBuilder<'_>) {
    let edition = s.ruleset().edition();
    common::player_input(s, text!("abbot-owner-abbot-taken"), RULE);
    let label = edition.pick(
        text!("abbot-tiles-around-abbots"),
        text!("abbot-tiles-8-spaces"),
        text!("abbot-occupied-spaces-around"),
    );
    let help =
        edition.pick(text!("abbot-c1-double-sized"), text!("abbot-c2-plus-c3"), text!("abbot-winter-edition-count"));
    let max = area::max_around(s.ruleset());
    let ask = edition.pick(
        text!("abbot-say-how-many"),
        text!("abbot-say-how-many-tiles"),
        text!("abbot-say-how-many-spaces"),
    );
    s.input(area::AROUND.spec(label, RULE).range(0, max).help(help).required(ask));
    s.input(SURROUNDED.spec(text!("abbot-feature-completely-surrounded"), RULE));
}

fn score(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("abbot-who-abbots-owner"))?;
    let around = ctx.count(area::AROUND);
    let refused = msg!("abbot-abbot-cannot-taken");
    if ctx.flag(SURROUNDED) {
        return Err(Error::invalid(SURROUNDED.name(), refused.clone()));
    }
    // Where each counted tile fills a space, 8 tiles around surround the feature; in
    // C1 with Halflings two triangular tiles may share a space, so only the toggle
    // says so.
    if around == 8 && area::max_around(ctx.ruleset) == 8 {
        return Err(Error::invalid(area::AROUND.name(), msg!("abbot-error-eight-around", reason = refused)));
    }
    let (centre, per) = ctx.ruleset.edition().pick(
        (msg!("abbot-abbot-taken-back"), msg!("abbot-1-tile-around")),
        (msg!("abbot-abbot-taken-back-1"), msg!("abbot-1-tile-8")),
        (msg!("abbot-abbot-taken-back-1-features"), msg!("abbot-1-occupied-space")),
    );
    let mut awards = common::awards(ctx);
    awards.row(player, RULE, centre, 1, 1);
    awards.per(player, RULE, per, around, 1);
    Ok(awards.finish_event())
}
