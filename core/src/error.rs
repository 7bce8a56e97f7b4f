//! The one public error type of `tally-core`. Every variant says what was wrong and
//! why, with the field it concerns where there is one, so that the command line and
//! the apps can show it as is.

/// Everything that can go wrong in `tally-core`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// An edition key that is not c1, c2, c3 or winter.
    #[error("unknown edition `{key}` (expected c1, c2, c3 or winter)")]
    UnknownEdition {
        /// The key given.
        key: String,
    },
    /// An expansion or component key that is not in the catalog.
    #[error("unknown expansion `{key}` (see `tally rules expansions`)")]
    UnknownExpansion {
        /// The key given.
        key: String,
    },
    /// A preset key that is not a quick selection.
    #[error("unknown preset `{key}` (see `tally rules presets`)")]
    UnknownPreset {
        /// The key given.
        key: String,
    },
    /// A feature kind that does not exist.
    #[error("unknown feature `{key}` (see `tally rules features`)")]
    UnknownFeature {
        /// The key given.
        key: String,
    },
    /// A turn-step event or end-game item that does not exist.
    #[error("unknown event `{key}` (see `tally rules events`)")]
    UnknownEvent {
        /// The key given.
        key: String,
    },
    /// The item exists but cannot be scored now (wrong moment or expansion missing).
    #[error("`{item}` cannot be scored here: {reason}")]
    NotAvailable {
        /// Feature or event key.
        item: String,
        /// Why not.
        reason: String,
    },
    /// An input name the item does not have under any ruleset.
    #[error("`{field}` is not an input of `{item}`")]
    UnknownInput {
        /// The input name given.
        field: String,
        /// Feature or event key.
        item: String,
    },
    /// An input that exists only with an expansion or variant not in play.
    #[error("`{field}` needs {needs}, which is not in play")]
    InputNotEnabled {
        /// The input name given.
        field: String,
        /// What has to be in play.
        needs: String,
    },
    /// An input value of the wrong type or out of range.
    #[error("`{field}`: {reason}")]
    InvalidInput {
        /// The input name (or `players[i].name`).
        field: String,
        /// Why it is refused.
        reason: String,
    },
    /// A request that names no player.
    #[error("no players: at least one player is needed")]
    NoPlayers,
    /// A player id that is not in the game or request.
    #[error("unknown player `{player}`")]
    UnknownPlayer {
        /// The id given.
        player: String,
    },
    /// The same player id twice.
    #[error("player `{player}` is listed twice")]
    DuplicatePlayer {
        /// The id given twice.
        player: String,
    },
    /// A score that would take a player below 0 where the rule forbids it (the tower
    /// ransom payer): refused as a whole, nothing changes.
    #[error("`{player}` has {score} points and cannot lose {}: the score may not go below 0", -points)]
    WouldGoNegative {
        /// The player who cannot pay.
        player: String,
        /// The points the award would add (negative).
        points: i64,
        /// The player's current total.
        score: i64,
    },
    /// A request document that is not valid JSON of the expected shape.
    #[error("invalid request: {reason}")]
    InvalidRequest {
        /// The parser's explanation.
        reason: String,
    },
}

/// `Result` with [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// Shorthand for [`Error::InvalidInput`].
    pub fn invalid(field: impl Into<String>, reason: impl Into<String>) -> Error {
        Error::InvalidInput { field: field.into(), reason: reason.into() }
    }
}
