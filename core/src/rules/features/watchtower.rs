//! The Watchtowers prolog of roads and cities (3B.1 rows 1a-1e, 3B.2 rows 2a-2e):
//! the player with a meeple on the completed feature next to a watchtower scores by
//! the symbol on it, counting in the watchtower's area (its tile and the 8 around).

use crate::rules::breakdown::Awards;
use crate::rules::input::Ctx;
use crate::rules::schema::{ChoiceInput, CountInput, PlayerInput, SchemaBuilder};
use crate::ruleset::Element;

/// The player with a meeple next to the watchtower.
const WATCHTOWER: PlayerInput = PlayerInput::new("watchtower");
/// The symbol on the watchtower.
const SYMBOL: ChoiceInput = ChoiceInput::new("watchtower_symbol");
/// Things with that symbol in the watchtower's area.
const COUNT: CountInput = CountInput::new("watchtower_count");

const SYMBOLS: &[(&str, &str)] = &[
    ("meeple", "Meeple: 2 per meeple in the area"),
    ("road", "Road: 1 per tile with a road segment"),
    ("cloister", "Cloister: 3 per monastic building"),
    ("coat_of_arms", "Coat of arms: 2 per coat of arms"),
    ("city", "City: 1 per tile with a city segment"),
];

/// Points per counted thing, and the row label, for each symbol.
fn rate(symbol: &str) -> (i64, &'static str) {
    match symbol {
        "meeple" => (2, "Watchtower, meeple symbol: 2 per meeple in the area"),
        "road" => (1, "Watchtower, road symbol: 1 per tile with a road segment"),
        "cloister" => (3, "Watchtower, cloister symbol: 3 per monastic building"),
        "coat_of_arms" => (2, "Watchtower, coat of arms symbol: 2 per coat of arms"),
        _ => (1, "Watchtower, city symbol: 1 per tile with a city segment"),
    }
}

/// Declares the watchtower inputs; `prefix` is `road.watchtower` or `city.watchtower`.
pub fn inputs(s: &mut SchemaBuilder<'_>, prefix: &'static str) {
    s.needs(Element::Watchtowers, WATCHTOWER.spec("Player with a meeple next to the watchtower", prefix));
    s.needs(Element::Watchtowers, SYMBOL.spec("Symbol on the watchtower", prefix, SYMBOLS));
    s.needs(
        Element::Watchtowers,
        COUNT
            .spec("Things with that symbol in the watchtower's area", prefix)
            .range(0, 60)
            .help("All players' meeples count, also in castles overlapping the area; not in Carcassonne, the Wheel of Fortune or Leipzig. Wooden bridges count as road segments."),
    );
}

/// Rows `<prefix>.<symbol>_symbol` for the player next to the watchtower.
pub fn score(ctx: &Ctx<'_>, awards: &mut Awards, prefix: &str) {
    let Some(player) = ctx.player(WATCHTOWER) else { return };
    let symbol = ctx.choice(SYMBOL).unwrap_or("meeple");
    let (per, label) = rate(symbol);
    let count = ctx.count(COUNT);
    awards.row(player, &format!("{prefix}.{symbol}_symbol"), label, count, count * per);
}
