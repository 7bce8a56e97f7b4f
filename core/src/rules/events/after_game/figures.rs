//! Scoring figures after the game (B.2 rows 1, 3, 4, 5).

use crate::Result;
use crate::l10n::Text;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::{ChoiceInput, PerPlayerCount, PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, Step, shared};
use crate::ruleset::Element;
use crate::text;

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

const FAIRY_PLACES: &[(&str, Text)] = &[
    ("feature", text!("after-game-figures-option-feature-scored-end")),
    ("castle", text!("after-game-figures-option-castle-meeples-removed")),
    ("acrobats", text!("after-game-figures-option-acrobat-pyramid")),
];

fn fairy_inputs(s: &mut SchemaBuilder<'_>) {
    common::player_input(s, text!("common-player-whose-meeple"), "after_game.fairy");
    s.input(MEEPLE_ON.spec(text!("after-game-figures-where-fairys-meeple"), "after_game.fairy", FAIRY_PLACES));
}

fn fairy(ctx: &Event<'_>) -> Result<Score> {
    let player = common::required_player(ctx, common::PLAYER, text!("common-who-player-whose-meeple"))?;
    let (points, label) = match ctx.choice(MEEPLE_ON) {
        Some("castle") => (0, msg!("after-game-figures-fairy-no-bonus")),
        Some("acrobats") => (0, msg!("after-game-figures-fairy-no-bonus-acrobats")),
        _ => (3, msg!("after-game-figures-fairy-next-meeple")),
    };
    let mut awards = common::awards(ctx);
    awards.row(player, "after_game.fairy", label, 1, points);
    Ok(awards.finish_event())
}

fn robber_inputs(s: &mut SchemaBuilder<'_>) {
    let spec = ROBBER_ON_TRACK.spec(text!("after-game-figures-players-robber-still"), "after_game.robber_remaining");
    s.input(spec);
}

fn robber(ctx: &Event<'_>) -> Result<Score> {
    let label = msg!("row-after-game-figures-robber-still-scoring");
    let mut awards = common::awards(ctx);
    for player in ctx.players().filter(|&player| ctx.is(player, ROBBER_ON_TRACK)) {
        awards.row(player, "after_game.robber_remaining", label.clone(), 1, 3);
    }
    Ok(awards.finish_event())
}

fn shepherd_inputs(s: &mut SchemaBuilder<'_>) {
    let spec =
        SHEEP.spec(text!("after-game-figures-sheep-flock-players"), "after_game.shepherd_remaining").range(0, 100);
    s.input(spec);
}

fn shepherd(ctx: &Event<'_>) -> Result<Score> {
    let label = msg!("row-after-game-figures-shepherd-still-field");
    Ok(common::per_player(ctx, SHEEP, "after_game.shepherd_remaining", label, 0))
}

/// The features a ringmaster may stand on after the game. B.2 row 5 pays only on the
/// basic-game features; the fortune teller is offered with its expansion because
/// all three end-game seeds say "a fortune teller may receive ringmaster points"
/// (B.1.16), the specific sentence over the general limit.
const BASIC_FEATURES: &[(&str, Text)] = &[
    ("road", text!("after-game-figures-option-road")),
    ("city", text!("after-game-figures-option-city")),
    ("cloister", text!("after-game-figures-option-cloister")),
    ("field", text!("after-game-figures-option-field")),
];
const FORTUNE_TELLER: (&str, Text) = ("fortune_teller", text!("after-game-figures-option-fortune-teller-tent"));
const OTHER: (&str, Text) = ("other", text!("after-game-figures-option-another-feature-no"));

fn ringmaster_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "after_game.ringmaster";
    let mut options = BASIC_FEATURES.to_vec();
    if s.ruleset().has(Element::PnpFortuneTeller) {
        options.push(FORTUNE_TELLER);
    }
    options.push(OTHER);
    s.input(FEATURE.spec(text!("after-game-figures-feature-ringmaster-stands"), rule, &options));
    shared::ringmaster_inputs(s, rule);
    s.require(shared::RINGMASTER_TILES, text!("after-game-figures-ask-say-how-many"));
}

fn ringmaster(ctx: &Event<'_>) -> Result<Score> {
    let rule = "after_game.ringmaster";
    let player = common::required_player(ctx, shared::RINGMASTER, text!("after-game-figures-who-ringmasters-owner"))?;
    let tiles = ctx.count(shared::RINGMASTER_TILES);
    let mut awards = common::awards(ctx);
    match ctx.choice(FEATURE) {
        Some("other") => {
            let label = msg!("row-after-game-figures-ringmaster-only-roads");
            awards.row(player, rule, label, tiles, 0);
        }
        Some("fortune_teller") => {
            let label = msg!("row-after-game-figures-ringmaster-fortune-teller");
            awards.row(player, rule, label, tiles, 2 * tiles);
        }
        _ => {
            shared::ringmaster(ctx, &mut awards, rule);
        }
    }
    Ok(awards.finish_event())
}
