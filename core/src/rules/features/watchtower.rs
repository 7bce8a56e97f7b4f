//! The Watchtowers prolog of roads and cities (3B.1 rows 1a-1e, 3B.2 rows 2a-2e):
//! the player with a meeple on the completed feature next to a watchtower scores by
//! the symbol on it, counting in the watchtower's area (its tile and the 8 around).

use crate::l10n::{Message, Text};
use crate::msg;
use crate::rules::breakdown::Awards;
use crate::rules::input::Ctx;
use crate::rules::schema::{ChoiceInput, CountInput, PlayerInput, SchemaBuilder};
use crate::ruleset::Element;
use crate::text;

/// The player with a meeple next to the watchtower.
const WATCHTOWER: PlayerInput = PlayerInput::new("watchtower");
/// The symbol on the watchtower.
const SYMBOL: ChoiceInput = ChoiceInput::new("watchtower_symbol");
/// Things with that symbol in the watchtower's area.
const COUNT: CountInput = CountInput::new("watchtower_count");

const SYMBOLS: &[(&str, Text)] = &[
    ("meeple", text!("watchtower-option-meeple-2-meeple")),
    ("road", text!("watchtower-option-road-1-tile")),
    ("cloister", text!("watchtower-option-cloister-3-monastic")),
    ("coat_of_arms", text!("watchtower-option-coat-arms-2")),
    ("city", text!("watchtower-option-city-1-tile")),
];

/// Points per counted thing, and the row label, for each symbol.
fn rate(symbol: &str) -> (i64, Message) {
    match symbol {
        "meeple" => (2, msg!("row-watchtower-meeple-symbol")),
        "road" => (1, msg!("row-watchtower-road-symbol")),
        "cloister" => (3, msg!("row-watchtower-cloister-symbol")),
        "coat_of_arms" => (2, msg!("row-watchtower-coat-arms")),
        _ => (1, msg!("row-watchtower-city-symbol")),
    }
}

/// Declares the watchtower inputs; `prefix` is `road.watchtower` or `city.watchtower`.
pub fn inputs(s: &mut SchemaBuilder<'_>, prefix: &'static str) {
    s.needs(Element::Watchtowers, WATCHTOWER.spec(text!("watchtower-player-meeple-next"), prefix));
    s.needs(Element::Watchtowers, SYMBOL.spec(text!("watchtower-symbol-watchtower"), prefix, SYMBOLS));
    s.needs(
        Element::Watchtowers,
        COUNT
            .spec(text!("watchtower-things-that-symbol"), prefix)
            .range(0, 60)
            .help(text!("watchtower-help-all-players-meeples")),
    );
}

/// Rows `<prefix>.<symbol>_symbol` for the player next to the watchtower.
pub fn score(ctx: &Ctx<'_>, awards: &mut Awards, prefix: &str) {
    let Some(player) = ctx.player(WATCHTOWER) else { return };
    let symbol = ctx.choice(SYMBOL).unwrap_or("meeple");
    let (per, label) = rate(symbol);
    let count = ctx.count(COUNT);
    awards.row(player, format!("{prefix}.{symbol}_symbol"), label, count, count * per);
}
