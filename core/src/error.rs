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
    /// A command for a game that is finished.
    #[error("the game is finished: reopen it first")]
    GameFinished,
    /// A command of the turns once the end-game scoring has begun.
    #[error("the end-game scoring has begun: {what} belongs to the turns")]
    EndGameStarted {
        /// What was asked (`ending a turn`, `a completed feature`...).
        what: String,
    },
    /// Something of the end-game scoring while turns are still played.
    #[error("{what} at the end of the game: start the end-game scoring first")]
    EndGameNotStarted {
        /// What was asked (`incomplete features are scored`...).
        what: String,
    },
    /// Reopening a game that is not finished.
    #[error("only a finished game can be reopened")]
    NotFinished,
    /// A command while the game waits on a question.
    #[error("{player} {question} first")]
    PromptPending {
        /// Who is asked.
        player: String,
        /// What they must do (`has a dispatch to resolve`).
        question: String,
    },
    /// An answer to a question nobody asked.
    #[error("no {question} is waiting")]
    NoPrompt {
        /// The question (`dispatch`, `robber's choice`).
        question: String,
    },
    /// The builder's second part, asked twice in one turn.
    #[error("this turn already has its second part")]
    SecondPartTaken,
    /// An item recorded more often than the reference allows.
    #[error("{item} is recorded {limit}: it already is")]
    AlreadyRecorded {
        /// The item's name.
        item: String,
        /// How often (`once per turn, even in a double turn`).
        limit: String,
    },
    /// An item the game scores by itself.
    #[error("{item}: {reason}")]
    ScoredAutomatically {
        /// The item's name.
        item: String,
        /// When it is scored.
        reason: String,
    },
    /// A scoring that gives nobody anything, not confirmed as such.
    #[error("nobody scores this {item}: {hint}")]
    NobodyScores {
        /// What was scored.
        item: String,
        /// What to give, or how to record it anyway.
        hint: String,
    },
    /// The stored game moved on in another process or screen; it was reloaded and
    /// the command was not applied.
    #[error("the game changed elsewhere and was reloaded: {reason}")]
    ChangedElsewhere {
        /// Why the command no longer applies.
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

/// The kind of an [`Error`], stable across versions: `invalid_input`,
/// `prompt_pending`... (its `as_str`), the same in the CLI's JSON, the scenario
/// files and the apps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[allow(missing_docs)]
pub enum ErrorCode {
    UnknownEdition,
    UnknownExpansion,
    UnknownPreset,
    UnknownFeature,
    UnknownEvent,
    NotAvailable,
    UnknownInput,
    InputNotEnabled,
    InvalidInput,
    NoPlayers,
    UnknownPlayer,
    DuplicatePlayer,
    GameFinished,
    EndGameStarted,
    EndGameNotStarted,
    NotFinished,
    PromptPending,
    NoPrompt,
    SecondPartTaken,
    AlreadyRecorded,
    ScoredAutomatically,
    NobodyScores,
    ChangedElsewhere,
    NothingToUndo,
    NothingToRedo,
    UnknownEntry,
    EditRefused,
    WouldGoNegative,
    InvalidRequest,
    Storage,
    NotATallyDatabase,
    DamagedDatabase,
    SchemaTooNew,
    ReadOnlyDatabase,
    TooLarge,
    InvalidImport,
    UnknownGame,
    UnknownRosterPlayer,
}

impl ErrorCode {
    /// The code as text (`invalid_input`).
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::UnknownEdition => "unknown_edition",
            ErrorCode::UnknownExpansion => "unknown_expansion",
            ErrorCode::UnknownPreset => "unknown_preset",
            ErrorCode::UnknownFeature => "unknown_feature",
            ErrorCode::UnknownEvent => "unknown_event",
            ErrorCode::NotAvailable => "not_available",
            ErrorCode::UnknownInput => "unknown_input",
            ErrorCode::InputNotEnabled => "input_not_enabled",
            ErrorCode::InvalidInput => "invalid_input",
            ErrorCode::NoPlayers => "no_players",
            ErrorCode::UnknownPlayer => "unknown_player",
            ErrorCode::DuplicatePlayer => "duplicate_player",
            ErrorCode::GameFinished => "game_finished",
            ErrorCode::EndGameStarted => "end_game_started",
            ErrorCode::EndGameNotStarted => "end_game_not_started",
            ErrorCode::NotFinished => "not_finished",
            ErrorCode::PromptPending => "prompt_pending",
            ErrorCode::NoPrompt => "no_prompt",
            ErrorCode::SecondPartTaken => "second_part_taken",
            ErrorCode::AlreadyRecorded => "already_recorded",
            ErrorCode::ScoredAutomatically => "scored_automatically",
            ErrorCode::NobodyScores => "nobody_scores",
            ErrorCode::ChangedElsewhere => "changed_elsewhere",
            ErrorCode::NothingToUndo => "nothing_to_undo",
            ErrorCode::NothingToRedo => "nothing_to_redo",
            ErrorCode::UnknownEntry => "unknown_entry",
            ErrorCode::EditRefused => "edit_refused",
            ErrorCode::WouldGoNegative => "would_go_negative",
            ErrorCode::InvalidRequest => "invalid_request",
            ErrorCode::Storage => "storage",
            ErrorCode::NotATallyDatabase => "not_a_tally_database",
            ErrorCode::DamagedDatabase => "damaged_database",
            ErrorCode::SchemaTooNew => "schema_too_new",
            ErrorCode::ReadOnlyDatabase => "read_only_database",
            ErrorCode::TooLarge => "too_large",
            ErrorCode::InvalidImport => "invalid_import",
            ErrorCode::UnknownGame => "unknown_game",
            ErrorCode::UnknownRosterPlayer => "unknown_roster_player",
        }
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `Result` with [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// A stable code for the variant, the same in the JSON output, the scenario
    /// files and the apps.
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::UnknownEdition { .. } => ErrorCode::UnknownEdition,
            Error::UnknownExpansion { .. } => ErrorCode::UnknownExpansion,
            Error::UnknownPreset { .. } => ErrorCode::UnknownPreset,
            Error::UnknownFeature { .. } => ErrorCode::UnknownFeature,
            Error::UnknownEvent { .. } => ErrorCode::UnknownEvent,
            Error::NotAvailable { .. } => ErrorCode::NotAvailable,
            Error::UnknownInput { .. } => ErrorCode::UnknownInput,
            Error::InputNotEnabled { .. } => ErrorCode::InputNotEnabled,
            Error::InvalidInput { .. } => ErrorCode::InvalidInput,
            Error::NoPlayers => ErrorCode::NoPlayers,
            Error::UnknownPlayer { .. } => ErrorCode::UnknownPlayer,
            Error::DuplicatePlayer { .. } => ErrorCode::DuplicatePlayer,
            Error::GameFinished => ErrorCode::GameFinished,
            Error::EndGameStarted { .. } => ErrorCode::EndGameStarted,
            Error::EndGameNotStarted { .. } => ErrorCode::EndGameNotStarted,
            Error::NotFinished => ErrorCode::NotFinished,
            Error::PromptPending { .. } => ErrorCode::PromptPending,
            Error::NoPrompt { .. } => ErrorCode::NoPrompt,
            Error::SecondPartTaken => ErrorCode::SecondPartTaken,
            Error::AlreadyRecorded { .. } => ErrorCode::AlreadyRecorded,
            Error::ScoredAutomatically { .. } => ErrorCode::ScoredAutomatically,
            Error::NobodyScores { .. } => ErrorCode::NobodyScores,
            Error::ChangedElsewhere { .. } => ErrorCode::ChangedElsewhere,
            Error::NothingToUndo => ErrorCode::NothingToUndo,
            Error::NothingToRedo => ErrorCode::NothingToRedo,
            Error::UnknownEntry { .. } => ErrorCode::UnknownEntry,
            Error::EditRefused { .. } => ErrorCode::EditRefused,
            Error::WouldGoNegative { .. } => ErrorCode::WouldGoNegative,
            Error::InvalidRequest { .. } => ErrorCode::InvalidRequest,
            Error::Storage { .. } => ErrorCode::Storage,
            Error::NotATallyDatabase { .. } => ErrorCode::NotATallyDatabase,
            Error::DamagedDatabase { .. } => ErrorCode::DamagedDatabase,
            Error::SchemaTooNew { .. } => ErrorCode::SchemaTooNew,
            Error::ReadOnlyDatabase { .. } => ErrorCode::ReadOnlyDatabase,
            Error::TooLarge { .. } => ErrorCode::TooLarge,
            Error::InvalidImport { .. } => ErrorCode::InvalidImport,
            Error::UnknownGame { .. } => ErrorCode::UnknownGame,
            Error::UnknownRosterPlayer { .. } => ErrorCode::UnknownRosterPlayer,
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
