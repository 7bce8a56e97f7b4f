//! Scoring figures after the game (B.2 rows 1, 3, 4, 5).

use crate::Result;
use crate::rules::breakdown::Score;
use crate::rules::schema::{ChoiceInput, PerPlayerCount, PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, Step, shared};
use crate::ruleset::Element;

use super::super::{Event, EventDef, Limit, common};

/// Row 1: 3 points per feature scored to the player with the fairy's meeple; not
/// for meeples in castles (removed before final scoring) nor for acrobats.
pub(crate) const FAIRY: EventDef = EventDef {
    key: "after_game.fairy",
    name: "Fairy after the game",
    section: "B.2",
    category: Category::Bonuses,
    needs: &[Element::Fairy],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::OncePerGame,
    active_player: None,
    inputs: fairy_inputs,
    score: fairy,
};

/// Row 3: 3 points for a robber still on the scoring track.
pub(crate) const ROBBER_REMAINING: EventDef = EventDef {
    key: "after_game.robber_remaining",
    name: "Robber left on the scoring track",
    section: "B.2",
    category: Category::Robbers,
    needs: &[Element::Robbers],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: true,
    limit: Limit::OncePerGame,
    active_player: None,
    inputs: robber_inputs,
    score: robber,
};

/// Row 4: 0 points per sheep of a shepherd still on a field.
pub(crate) const SHEPHERD_REMAINING: EventDef = EventDef {
    key: "after_game.shepherd_remaining",
    name: "Shepherd left on a field",
    section: "B.2",
    category: Category::Bonuses,
    needs: &[Element::Shepherd],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::OncePerGame,
    active_player: None,
    inputs: shepherd_inputs,
    score: shepherd,
};

/// Row 5: 2 points per circus or acrobat tile under or next to a ringmaster on an
/// uncompleted road, city, cloister or field (scored after that feature), or on a
/// fortune teller tent (B.1.16: "a fortune teller may receive ringmaster points").
pub(crate) const RINGMASTER: EventDef = EventDef {
    key: "after_game.ringmaster",
    name: "Ringmaster after the game",
    section: "B.2",
    category: Category::Bonuses,
    needs: &[Element::Ringmaster],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::OncePerPlayer,
    active_player: None,
    inputs: ringmaster_inputs,
    score: ringmaster,
};

/// Fairy: where the fairy's meeple stands.
const MEEPLE_ON: ChoiceInput = ChoiceInput::new("meeple_on");
/// Robber: the player's robber is still on the scoring track.
const ROBBER_ON_TRACK: PerPlayerToggle = PerPlayerToggle::new("robber_on_track");
/// Shepherd: sheep in the flock of the player's shepherd.
const SHEEP: PerPlayerCount = PerPlayerCount::new("sheep");
/// Ringmaster: the feature the ringmaster stands on.
const FEATURE: ChoiceInput = ChoiceInput::new("feature");

const FAIRY_PLACES: &[(&str, &str)] = &[
    ("feature", "A feature scored at the end of the game"),
    ("castle", "A castle (its meeples are removed before final scoring)"),
    ("acrobats", "An acrobat pyramid"),
];

fn fairy_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, "Player whose meeple has the fairy", "after_game.fairy");
    s.input(MEEPLE_ON.spec("Where the fairy's meeple stands", "after_game.fairy", FAIRY_PLACES));
}

fn fairy(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, "the player whose meeple has the fairy")?;
    let (points, label) = match ctx.choice(MEEPLE_ON) {
        Some("castle") => (0, "Fairy: no bonus, meeples in castles are removed before final scoring"),
        Some("acrobats") => (0, "Fairy: no bonus for acrobats in a pyramid"),
        _ => (3, "Fairy next to the meeple: 3 per feature scored"),
    };
    let mut awards = common::awards(ctx);
    awards.row(player, "after_game.fairy", label, 1, points);
    Ok(awards.finish_event())
}

fn robber_inputs(s: &mut SchemaBuilder<'_>) {
    let spec = ROBBER_ON_TRACK.spec("The player's robber is still on the scoring track", "after_game.robber_remaining");
    s.input(spec);
}

fn robber(ctx: &Event<'_>) -> Result<Score> {
    let label = "Robber still on the scoring track: 3 points";
    let mut awards = common::awards(ctx);
    for player in ctx.players().filter(|&player| ctx.is(player, ROBBER_ON_TRACK)) {
        awards.row(player, "after_game.robber_remaining", label, 1, 3);
    }
    Ok(awards.finish_event())
}

fn shepherd_inputs(s: &mut SchemaBuilder<'_>) {
    let spec = SHEEP.spec("Sheep in the flock of the player's shepherd", "after_game.shepherd_remaining").range(0, 100);
    s.input(spec);
}

fn shepherd(ctx: &Event<'_>) -> Result<Score> {
    let label = "Shepherd still on a field: 0 per sheep";
    Ok(common::per_player(ctx, SHEEP, "after_game.shepherd_remaining", label, 0))
}

/// The features a ringmaster may stand on after the game. B.2 row 5 pays only on the
/// basic-game features; the fortune teller is offered with its expansion because
/// all three end-game seeds say "a fortune teller may receive ringmaster points"
/// (B.1.16), the specific sentence over the general limit.
const BASIC_FEATURES: &[(&str, &str)] =
    &[("road", "Road"), ("city", "City"), ("cloister", "Cloister"), ("field", "Field")];
const FORTUNE_TELLER: (&str, &str) =
    ("fortune_teller", "Fortune teller tent (a fortune teller may receive ringmaster points)");
const OTHER: (&str, &str) = ("other", "Another feature (no ringmaster points)");

fn ringmaster_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "after_game.ringmaster";
    let mut options = BASIC_FEATURES.to_vec();
    if s.ruleset().has(Element::PnpFortuneTeller) {
        options.push(FORTUNE_TELLER);
    }
    options.push(OTHER);
    s.input(FEATURE.spec("Feature the ringmaster stands on", rule, &options));
    shared::ringmaster_inputs(s, rule);
    s.require(shared::RINGMASTER_TILES, "say how many circus or acrobat tiles are under or next to the ringmaster");
}

fn ringmaster(ctx: &Event<'_>) -> Result<Score> {
    let rule = "after_game.ringmaster";
    let player = common::required_player(ctx, shared::RINGMASTER, "the ringmaster's owner")?;
    let tiles = ctx.count(shared::RINGMASTER_TILES);
    let mut awards = common::awards(ctx);
    match ctx.choice(FEATURE) {
        Some("other") => {
            let label = "Ringmaster: only on roads, cities, cloisters and fields (basic-game features)";
            awards.row(player, rule, label, tiles, 0);
        }
        Some("fortune_teller") => {
            let label = "Ringmaster on a fortune teller tent: 2 per circus or acrobat tile (a fortune teller may receive ringmaster points)";
            awards.row(player, rule, label, tiles, 2 * tiles);
        }
        _ => {
            shared::ringmaster(ctx, &mut awards, rule);
        }
    }
    Ok(awards.finish_event())
}
