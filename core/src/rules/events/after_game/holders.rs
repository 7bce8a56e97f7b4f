//! The King and the Robber Baron tiles after the game (B.3 rows 2-3).

use crate::Result;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::{CountInput, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::super::{Event, EventDef, Limit, common};

/// Row 2: 1 point per completed city to the holder of the King tile.
pub(crate) const KING: EventDef = EventDef {
    key: "after_game.king",
    name: "King",
    section: "B.3",
    category: Category::Bonuses,
    needs: &[Element::KingRobberBaron],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::OncePerGame,
    active_player: None,
    inputs: king_inputs,
    score: king,
};

/// Row 3: 1 point per completed road to the holder of the Robber Baron tile.
pub(crate) const ROBBER_BARON: EventDef = EventDef {
    key: "after_game.robber_baron",
    name: "Robber Baron",
    section: "B.3",
    category: Category::Bonuses,
    needs: &[Element::KingRobberBaron],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::OncePerGame,
    active_player: None,
    inputs: baron_inputs,
    score: robber_baron,
};

/// King: completed cities in the game.
const COMPLETED_CITIES: CountInput = CountInput::new("completed_cities");
/// Robber Baron: completed roads in the game.
const COMPLETED_ROADS: CountInput = CountInput::new("completed_roads");

fn king_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("after-game-holders-holder-king-tile"), "after_game.king");
    let cities = COMPLETED_CITIES
        .spec(text!("after-game-holders-completed-cities-game"), "after_game.king")
        .range(0, 200)
        .help(text!("common-help-city-carcassonne-city"))
        .required(text!("after-game-holders-ask-say-how-many"));
    s.input(cities);
}

fn king(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("after-game-holders-who-holder-king-tile"))?;
    let mut awards = common::awards(ctx);
    let cities = ctx.count(COMPLETED_CITIES);
    awards.row(player, "after_game.king", msg!("row-after-game-holders-king-1-completed"), cities, cities);
    Ok(awards.finish_event())
}

fn baron_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("after-game-holders-holder-robber-baron"), "after_game.robber_baron");
    let roads =
        COMPLETED_ROADS.spec(text!("after-game-holders-completed-roads-game"), "after_game.robber_baron").range(0, 300);
    s.input(roads.required(text!("after-game-holders-ask-say-how-many-roads")));
}

fn robber_baron(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("after-game-holders-who-holder-robber-baron"))?;
    let mut awards = common::awards(ctx);
    let roads = ctx.count(COMPLETED_ROADS);
    awards.row(player, "after_game.robber_baron", msg!("row-after-game-holders-robber-baron-1"), roads, roads);
    Ok(awards.finish_event())
}
