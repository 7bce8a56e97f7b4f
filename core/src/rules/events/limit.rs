//! How often an event or end-game item may be recorded ([`Limit`]), as the
//! reference allows it. The game session enforces it; the rules engine only says
//! it (`EventDef::limit`). The choice for each item is in `docs/rules-decisions.md`
//! ("How often an item may be recorded").

use serde::{Deserialize, Serialize};

/// How often an event or end-game item may be recorded in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Limit {
    /// As often as it happens (one city, field, office... per recording).
    #[default]
    Repeatable,
    /// Once per turn of the active player, both parts of a builder's double turn
    /// together (the tower ransom, reference 0.3.3).
    OncePerTurn,
    /// Once per game: one recording settles every player at once (the end-game
    /// majorities and tokens, the King...).
    OncePerGame,
    /// Once per player: each player may receive points from the item once (each
    /// player's own figure, such as their ringmaster after the game); a recording
    /// that would give points again to a player it already paid is refused.
    OncePerPlayer,
}
