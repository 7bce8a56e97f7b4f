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
    /// A command that cannot be carried out in the game's current state.
    #[error("{reason}")]
    InvalidCommand {
        /// Why not (what to do first).
        reason: String,
    },
    /// Undo with nothing left to take back.
    #[error("nothing to undo")]
    NothingToUndo,
    /// Redo with nothing taken back.
    #[error("nothing to redo")]
    NothingToRedo,
    /// A log entry that does not exist or cannot be edited.
    #[error("entry #{seq} does not exist or cannot be changed")]
    UnknownEntry {
        /// The entry number given.
        seq: u64,
    },
    /// An edit or deletion that would make a later entry invalid.
    #[error("changing entry #{seq} would make entry #{invalid} invalid: {reason}")]
    EditRefused {
        /// The entry edited or deleted.
        seq: u64,
        /// The later entry that would no longer be valid.
        invalid: u64,
        /// Why it would be invalid.
        reason: String,
    },
    /// A score that would take a player below 0 where the rule forbids it (the tower
    /// ransom payer): refused as a whole, nothing changes.
    #[error("`{player}` has {score} points and cannot lose {}: the score may not go below 0", -points)]
    WouldGoNegative {
        /// The player.
        player: String,
        /// Points the award would take (negative).
        points: i64,
        /// Points the player has.
        score: i64,
    },
    /// The database could not be read or written.
    #[error("storage error: {message}")]
    Storage {
        /// What SQLite said.
        message: String,
    },
    /// A file that is not a Tally database (left untouched).
    #[error("{path} is not a Tally database: {reason}")]
    NotATallyDatabase {
        /// The file.
        path: String,
        /// What gave it away.
        reason: String,
    },
    /// A Tally database that fails SQLite's checks (left untouched).
    #[error("{path} is damaged and was left untouched: {reason}")]
    DamagedDatabase {
        /// The file.
        path: String,
        /// What the check found, and what to do.
        reason: String,
    },
    /// A database opened read-only (explicitly, or because the file, its directory or
    /// its `-shm` / `-wal` files cannot be written): it can be read, not changed.
    #[error("{path} is open read-only ({reason}): it can be read but not changed")]
    ReadOnlyDatabase {
        /// The file.
        path: String,
        /// Why it was opened read-only, and what to do to write again.
        reason: String,
    },
    /// More than a documented limit allows (`tally_core::limits`): refused, nothing
    /// changed.
    #[error("{what}: {found} is more than the limit of {limit}")]
    TooLarge {
        /// What was counted ("bytes in the import document", "entries in this game").
        what: String,
        /// How many there were.
        found: u64,
        /// The most allowed.
        limit: u64,
    },
    /// A database written by a newer Tally (left untouched).
    #[error("the database has schema version {found}; this Tally reads up to {supported}: update Tally")]
    SchemaTooNew {
        /// Its version.
        found: i64,
        /// The newest version this build knows.
        supported: i64,
    },
    /// An import document that cannot be imported (nothing was written).
    #[error("cannot import: {reason}")]
    InvalidImport {
        /// Why.
        reason: String,
    },
    /// A game id that is not in the store.
    #[error("no game with id {id}")]
    UnknownGame {
        /// The id given.
        id: i64,
    },
    /// A roster player id that is not in the store.
    #[error("no player with id {id} in the roster")]
    UnknownRosterPlayer {
        /// The id given.
        id: i64,
    },
    /// A request document that is not valid JSON of the expected shape.
    #[error("invalid request: {reason}")]
    InvalidRequest {
        /// The parser's explanation.
        reason: String,
    },
}

impl From<rusqlite::Error> for Error {
    fn from(error: rusqlite::Error) -> Self {
        let message = match error.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DatabaseCorrupt) => "the database file is corrupt".to_owned(),
            Some(rusqlite::ErrorCode::NotADatabase) => "the file is not a database".to_owned(),
            Some(rusqlite::ErrorCode::DiskFull) => "the disk is full".to_owned(),
            Some(rusqlite::ErrorCode::ReadOnly) => "the database is read-only".to_owned(),
            _ => error.to_string(),
        };
        Error::Storage { message }
    }
}

/// `Result` with [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// A stable code for the variant (`invalid_input`, `unknown_player`...), the
    /// same in the JSON output, the scenario files and the apps.
    pub fn code(&self) -> &'static str {
        match self {
            Error::UnknownEdition { .. } => "unknown_edition",
            Error::UnknownExpansion { .. } => "unknown_expansion",
            Error::UnknownPreset { .. } => "unknown_preset",
            Error::UnknownFeature { .. } => "unknown_feature",
            Error::UnknownEvent { .. } => "unknown_event",
            Error::NotAvailable { .. } => "not_available",
            Error::UnknownInput { .. } => "unknown_input",
            Error::InputNotEnabled { .. } => "input_not_enabled",
            Error::InvalidInput { .. } => "invalid_input",
            Error::NoPlayers => "no_players",
            Error::UnknownPlayer { .. } => "unknown_player",
            Error::DuplicatePlayer { .. } => "duplicate_player",
            Error::InvalidCommand { .. } => "invalid_command",
            Error::NothingToUndo => "nothing_to_undo",
            Error::NothingToRedo => "nothing_to_redo",
            Error::UnknownEntry { .. } => "unknown_entry",
            Error::EditRefused { .. } => "edit_refused",
            Error::WouldGoNegative { .. } => "would_go_negative",
            Error::InvalidRequest { .. } => "invalid_request",
            Error::Storage { .. } => "storage",
            Error::NotATallyDatabase { .. } => "not_a_tally_database",
            Error::DamagedDatabase { .. } => "damaged_database",
            Error::SchemaTooNew { .. } => "schema_too_new",
            Error::ReadOnlyDatabase { .. } => "read_only_database",
            Error::TooLarge { .. } => "too_large",
            Error::InvalidImport { .. } => "invalid_import",
            Error::UnknownGame { .. } => "unknown_game",
            Error::UnknownRosterPlayer { .. } => "unknown_roster_player",
        }
    }

    /// The input field the error is about, where there is one.
    pub fn field(&self) -> Option<&str> {
        match self {
            Error::UnknownInput { field, .. }
            | Error::InputNotEnabled { field, .. }
            | Error::InvalidInput { field, .. } => Some(field),
            _ => None,
        }
    }

    /// Whether the error comes from storage rather than from what was asked.
    pub fn is_storage(&self) -> bool {
        matches!(
            self,
            Error::Storage { .. }
                | Error::NotATallyDatabase { .. }
                | Error::DamagedDatabase { .. }
                | Error::SchemaTooNew { .. }
                | Error::ReadOnlyDatabase { .. }
        )
    }

    /// Shorthand for [`Error::InvalidInput`].
    pub fn invalid(field: impl Into<String>, reason: impl Into<String>) -> Error {
        Error::InvalidInput { field: field.into(), reason: reason.into() }
    }
}
