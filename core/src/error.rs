//! The one public error type of `tally-core`. Every variant says what was wrong and
//! why, with the field it concerns where there is one, so that the command line and
//! the apps can show it as is. Its text is the message `error-<code>` of
//! `core/locales/*/errors.ftl` ([`Error::message`]), in the language in use; the
//! reasons it carries are messages too, rendered with it.

use crate::l10n::Message;

/// Everything that can go wrong in `tally-core`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// An edition key that is not c1, c2, c3 or winter.
    UnknownEdition {
        /// The key given.
        key: String,
    },
    /// An expansion or component key that is not in the catalog.
    UnknownExpansion {
        /// The key given.
        key: String,
    },
    /// A preset key that is not a quick selection.
    UnknownPreset {
        /// The key given.
        key: String,
    },
    /// A feature kind that does not exist.
    UnknownFeature {
        /// The key given.
        key: String,
    },
    /// A turn-step event or end-game item that does not exist.
    UnknownEvent {
        /// The key given.
        key: String,
    },
    /// The item exists but cannot be scored now (wrong moment or expansion missing).
    NotAvailable {
        /// Feature or event key.
        item: String,
        /// Why not.
        reason: Message,
    },
    /// An input name the item does not have under any ruleset.
    UnknownInput {
        /// The input name given.
        field: String,
        /// Feature or event key.
        item: String,
    },
    /// An input that exists only with an expansion or variant not in play.
    InputNotEnabled {
        /// The input name given.
        field: String,
        /// What has to be in play.
        needs: Message,
    },
    /// An input value of the wrong type or out of range.
    InvalidInput {
        /// The input name (or `players[i].name`).
        field: String,
        /// Why it is refused.
        reason: Message,
    },
    /// A request that names no player.
    NoPlayers,
    /// A player id that is not in the game or request.
    UnknownPlayer {
        /// The id given.
        player: String,
    },
    /// The same player id twice.
    DuplicatePlayer {
        /// The id given twice.
        player: String,
    },
    /// A command for a game that is finished.
    GameFinished,
    /// A command of the turns once the end-game scoring has begun.
    EndGameStarted {
        /// Why what was asked cannot be now (`ending a turn belongs to the turns`,
        /// `it cannot begin a second time`).
        what: Message,
    },
    /// Something of the end-game scoring while turns are still played.
    EndGameNotStarted {
        /// What was asked (`incomplete features are scored`...).
        what: Message,
    },
    /// Reopening a game that is not finished.
    NotFinished,
    /// A command while the game waits on a question.
    PromptPending {
        /// Who is asked, by name.
        player: String,
        /// What they must do (`has a dispatch to resolve`).
        question: Message,
    },
    /// An answer to a question nobody asked.
    NoPrompt {
        /// The question (`dispatch`, `robber's choice`).
        question: Message,
    },
    /// The builder's second part, asked twice in one turn.
    SecondPartTaken,
    /// An item recorded more often than the reference allows.
    AlreadyRecorded {
        /// The item's name.
        item: Message,
        /// How often (`once per turn, even in a double turn`).
        limit: Message,
    },
    /// An item the game scores by itself.
    ScoredAutomatically {
        /// The item's name.
        item: Message,
        /// When it is scored.
        reason: Message,
    },
    /// A scoring that gives nobody anything, not confirmed as such.
    NobodyScores {
        /// What was scored.
        item: Message,
        /// What to give, or how to record it anyway.
        hint: Message,
    },
    /// The stored game moved on in another process or screen; it was reloaded and
    /// the command was not applied.
    ChangedElsewhere {
        /// Why the command no longer applies.
        reason: Message,
    },
    /// What a scorer link may not do: it stays with the host (the phone or laptop
    /// that holds the game).
    HostOnly {
        /// What stays with the host, and what a scorer link does.
        reason: Message,
    },
    /// Undo with nothing left to take back.
    NothingToUndo,
    /// Redo with nothing taken back.
    NothingToRedo,
    /// A log entry that does not exist or cannot be edited.
    UnknownEntry {
        /// The entry number given.
        seq: u64,
    },
    /// An edit or deletion that would make a later entry invalid.
    EditRefused {
        /// The entry edited or deleted.
        seq: u64,
        /// The later entry that would no longer be valid.
        invalid: u64,
        /// Why it would be invalid.
        reason: Message,
    },
    /// A score that would take a player below 0 where the rule forbids it (the tower
    /// ransom payer): refused as a whole, nothing changes.
    WouldGoNegative {
        /// The player: by name in a game, by id in a scoring request.
        player: String,
        /// Points the award would take (negative).
        points: i64,
        /// Points the player has.
        score: i64,
    },
    /// The database could not be read or written.
    Storage {
        /// What SQLite said.
        message: Message,
    },
    /// A file that is not a Tally database (left untouched).
    NotATallyDatabase {
        /// The file.
        path: String,
        /// What gave it away.
        reason: Message,
    },
    /// A Tally database that fails SQLite's checks (left untouched).
    DamagedDatabase {
        /// The file.
        path: String,
        /// What the check found, and what to do.
        reason: Message,
    },
    /// A write-ahead log beside the database that is not its own, is older than it,
    /// or would lose something of it: the open is refused, and the database and the
    /// log are left byte for byte as they were.
    /// [`set_aside_log`](crate::store::set_aside_log) moves the log out of the way.
    ForeignLog {
        /// The database file.
        path: String,
        /// The log beside it.
        wal: String,
        /// What the judgement found.
        reason: Message,
    },
    /// A database opened read-only (explicitly, or because the file, its directory or
    /// its `-shm` / `-wal` files cannot be written): it can be read, not changed.
    ReadOnlyDatabase {
        /// The file.
        path: String,
        /// Why it was opened read-only, and what to do to write again.
        reason: Message,
    },
    /// More than a documented limit allows (`tally_core::limits`): refused, nothing
    /// changed.
    TooLarge {
        /// What was counted ("bytes in the import document", "entries in this game").
        what: Message,
        /// How many there were.
        found: u64,
        /// The most allowed.
        limit: u64,
    },
    /// Another connection kept the database for writing longer than the store
    /// waits (a long import elsewhere): the write was not made, nothing changed.
    DatabaseBusy,
    /// An import stopped by a storage error after some of its batches were
    /// committed: those games are stored (each batch whole), the rest are not;
    /// importing the document again adds the rest and skips the games stored.
    ImportStopped {
        /// New games stored before it stopped.
        imported: u64,
        /// Games in the document.
        total: u64,
        /// Why it stopped.
        cause: Box<Error>,
    },
    /// A database written by a newer Tally (left untouched).
    SchemaTooNew {
        /// Its version.
        found: i64,
        /// The newest version this build knows.
        supported: i64,
    },
    /// An import document that cannot be imported (nothing was written).
    InvalidImport {
        /// Why.
        reason: Message,
    },
    /// A game id that is not in the store.
    UnknownGame {
        /// The id given.
        id: i64,
    },
    /// A roster player id that is not in the store.
    UnknownRosterPlayer {
        /// The id given.
        id: i64,
    },
    /// A game that a format cannot carry as it is (BG Stats takes finished games
    /// only): nothing was written.
    NotExportable {
        /// The game's id.
        game: i64,
        /// The format's name.
        format: Message,
        /// Why, and what to do.
        reason: Message,
    },
    /// A request document that is not valid JSON of the expected shape.
    InvalidRequest {
        /// The parser's explanation.
        reason: String,
    },
}

impl From<rusqlite::Error> for Error {
    fn from(error: rusqlite::Error) -> Self {
        let message = match error.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DatabaseCorrupt) => Message::new("storage-corrupt"),
            Some(rusqlite::ErrorCode::NotADatabase) => Message::new("storage-not-a-database"),
            Some(rusqlite::ErrorCode::DiskFull) => Message::new("storage-disk-full"),
            Some(rusqlite::ErrorCode::ReadOnly) => Message::new("storage-read-only"),
            Some(rusqlite::ErrorCode::OperationInterrupted) => Message::new("storage-interrupted"),
            // The busy timeout ran out, or a lock another connection holds.
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
                return Error::DatabaseBusy;
            }
            _ => Message::verbatim(error.to_string()),
        };
        Error::Storage { message }
    }
}

impl std::fmt::Display for Error {
    /// The error's message in the language in use.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().text())
    }
}

impl std::error::Error for Error {}

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
    HostOnly,
    NothingToUndo,
    NothingToRedo,
    UnknownEntry,
    EditRefused,
    WouldGoNegative,
    InvalidRequest,
    Storage,
    NotATallyDatabase,
    DamagedDatabase,
    ForeignLog,
    SchemaTooNew,
    ReadOnlyDatabase,
    DatabaseBusy,
    ImportStopped,
    TooLarge,
    InvalidImport,
    UnknownGame,
    UnknownRosterPlayer,
    NotExportable,
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
            ErrorCode::HostOnly => "host_only",
            ErrorCode::NothingToUndo => "nothing_to_undo",
            ErrorCode::NothingToRedo => "nothing_to_redo",
            ErrorCode::UnknownEntry => "unknown_entry",
            ErrorCode::EditRefused => "edit_refused",
            ErrorCode::WouldGoNegative => "would_go_negative",
            ErrorCode::InvalidRequest => "invalid_request",
            ErrorCode::Storage => "storage",
            ErrorCode::NotATallyDatabase => "not_a_tally_database",
            ErrorCode::DamagedDatabase => "damaged_database",
            ErrorCode::ForeignLog => "foreign_log",
            ErrorCode::SchemaTooNew => "schema_too_new",
            ErrorCode::ReadOnlyDatabase => "read_only_database",
            ErrorCode::DatabaseBusy => "database_busy",
            ErrorCode::ImportStopped => "import_stopped",
            ErrorCode::TooLarge => "too_large",
            ErrorCode::InvalidImport => "invalid_import",
            ErrorCode::UnknownGame => "unknown_game",
            ErrorCode::UnknownRosterPlayer => "unknown_roster_player",
            ErrorCode::NotExportable => "not_exportable",
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
            Error::HostOnly { .. } => ErrorCode::HostOnly,
            Error::NothingToUndo => ErrorCode::NothingToUndo,
            Error::NothingToRedo => ErrorCode::NothingToRedo,
            Error::UnknownEntry { .. } => ErrorCode::UnknownEntry,
            Error::EditRefused { .. } => ErrorCode::EditRefused,
            Error::WouldGoNegative { .. } => ErrorCode::WouldGoNegative,
            Error::InvalidRequest { .. } => ErrorCode::InvalidRequest,
            Error::Storage { .. } => ErrorCode::Storage,
            Error::NotATallyDatabase { .. } => ErrorCode::NotATallyDatabase,
            Error::DamagedDatabase { .. } => ErrorCode::DamagedDatabase,
            Error::ForeignLog { .. } => ErrorCode::ForeignLog,
            Error::SchemaTooNew { .. } => ErrorCode::SchemaTooNew,
            Error::ReadOnlyDatabase { .. } => ErrorCode::ReadOnlyDatabase,
            Error::DatabaseBusy => ErrorCode::DatabaseBusy,
            Error::ImportStopped { .. } => ErrorCode::ImportStopped,
            Error::TooLarge { .. } => ErrorCode::TooLarge,
            Error::InvalidImport { .. } => ErrorCode::InvalidImport,
            Error::UnknownGame { .. } => ErrorCode::UnknownGame,
            Error::UnknownRosterPlayer { .. } => ErrorCode::UnknownRosterPlayer,
            Error::NotExportable { .. } => ErrorCode::NotExportable,
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
                | Error::ForeignLog { .. }
                | Error::SchemaTooNew { .. }
                | Error::ReadOnlyDatabase { .. }
                | Error::DatabaseBusy
                | Error::ImportStopped { .. }
        )
    }

    /// Shorthand for [`Error::InvalidInput`].
    pub fn invalid(field: impl Into<String>, reason: Message) -> Error {
        Error::InvalidInput { field: field.into(), reason }
    }

    /// What the error says: the message `error-<code>` with the variant's fields as
    /// its arguments.
    pub fn message(&self) -> Message {
        let message = Message::keyed("error", self.code().as_str());
        match self {
            Error::UnknownEdition { key }
            | Error::UnknownExpansion { key }
            | Error::UnknownPreset { key }
            | Error::UnknownFeature { key }
            | Error::UnknownEvent { key } => message.with("key", key),
            Error::NotAvailable { item, reason } => message.with("item", item).with("reason", reason),
            Error::UnknownInput { field, item } => message.with("field", field).with("item", item),
            Error::InputNotEnabled { field, needs } => message.with("field", field).with("needs", needs),
            Error::InvalidInput { field, reason } => message.with("field", field).with("reason", reason),
            Error::UnknownPlayer { player } | Error::DuplicatePlayer { player } => message.with("player", player),
            Error::EndGameStarted { what } | Error::EndGameNotStarted { what } => message.with("what", what),
            Error::PromptPending { player, question } => message.with("player", player).with("question", question),
            Error::NoPrompt { question } => message.with("question", question),
            Error::AlreadyRecorded { item, limit } => message.with("item", item).with("limit", limit),
            Error::ScoredAutomatically { item, reason } => message.with("item", item).with("reason", reason),
            Error::NobodyScores { item, hint } => message.with("item", item).with("hint", hint),
            Error::ChangedElsewhere { reason } | Error::InvalidImport { reason } | Error::HostOnly { reason } => {
                message.with("reason", reason)
            }
            Error::InvalidRequest { reason } => message.with("reason", reason),
            Error::UnknownEntry { seq } => message.with("seq", *seq),
            Error::EditRefused { seq, invalid, reason } => {
                message.with("seq", *seq).with("invalid", *invalid).with("reason", reason)
            }
            Error::WouldGoNegative { player, points, score } => {
                message.with("player", player).with("score", *score).with("lose", -*points)
            }
            Error::Storage { message: what } => message.with("message", what),
            Error::NotATallyDatabase { path, reason }
            | Error::DamagedDatabase { path, reason }
            | Error::ReadOnlyDatabase { path, reason } => message.with("path", path).with("reason", reason),
            Error::ForeignLog { path, wal, reason } => {
                message.with("path", path).with("wal", wal).with("reason", reason)
            }
            Error::ImportStopped { imported, total, cause } => {
                message.with("imported", *imported).with("total", *total).with("cause", cause.message())
            }
            Error::TooLarge { what, found, limit } => {
                message.with("what", what).with("found", *found).with("limit", *limit)
            }
            Error::SchemaTooNew { found, supported } => message.with("found", *found).with("supported", *supported),
            Error::UnknownGame { id } | Error::UnknownRosterPlayer { id } => message.with("id", *id),
            Error::NotExportable { game, format, reason } => {
                message.with("game", *game).with("format", format).with("reason", reason)
            }
            Error::NoPlayers
            | Error::GameFinished
            | Error::NotFinished
            | Error::SecondPartTaken
            | Error::NothingToUndo
            | Error::NothingToRedo
            | Error::DatabaseBusy => message,
        }
    }
}
