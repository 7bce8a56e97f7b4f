//! The export document: one game or all games as versioned JSON, read with a bound
//! and checked whole (each game's setup and every entry, by replaying it) before
//! an import writes anything (`import`).

use std::io::Read;

use chrono::{DateTime, Datelike, Utc};
use serde::{Deserialize, Serialize};

use crate::l10n::Message;
use crate::msg;
use crate::session::{Entry, Game, PlayerSetup};
use crate::{Error, Result, Ruleset};

use crate::limits::{MAX_IMPORT_BYTES, MAX_STORED_ENTRIES_PER_GAME};

use super::games::{EVENT_FORMAT, canonical_uuid, load_parts, upgrade};
use super::{Store, bad_json, strict_json};

/// The `format` of a Tally export.
pub const FORMAT: &str = "tally-export";
/// The version this build writes and the newest it reads.
pub const VERSION: u32 = 1;

/// One exported game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedGame {
    /// Stable id: importing the same game twice keeps one copy.
    pub uuid: String,
    /// When it started.
    pub started_at: DateTime<Utc>,
    /// When it finished.
    pub finished_at: Option<DateTime<Utc>>,
    /// Players in turn order.
    pub players: Vec<PlayerSetup>,
    /// What was played.
    pub ruleset: Ruleset,
    /// The whole log, meta commands included.
    pub entries: Vec<Entry>,
}

/// An export document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportDocument {
    /// Always "tally-export".
    pub format: String,
    /// Document version.
    pub version: u32,
    /// Format of the entries' commands.
    pub event_format: i64,
    /// When it was written.
    pub exported_at: DateTime<Utc>,
    /// The games.
    pub games: Vec<ExportedGame>,
}

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ImportReport {
    /// Store ids of the games added.
    pub imported: Vec<i64>,
    /// Uuids of games already in the store, left as they were.
    pub skipped: Vec<String>,
}

/// The header of a document, read before the games (which are skipped here).
#[derive(Deserialize)]
struct Header {
    format: Option<serde_json::Value>,
    version: Option<serde_json::Value>,
}

impl ExportDocument {
    /// Parses and checks a document: its size, its format, its version, and every
    /// game (a uuid in any of its spellings, stored in the hyphenated lower-case
    /// form; timestamps SQLite can store; a setup that is valid; at most
    /// [`MAX_STORED_ENTRIES_PER_GAME`] entries, numbered from 1, that all replay). Repeated
    /// keys and unknown fields are refused, not silently dropped. Entries of an older
    /// event format are upgraded first (see [`EVENT_FORMAT`]).
    ///
    /// # Errors
    /// [`Error::TooLarge`] for a document over [`MAX_IMPORT_BYTES`] or a game over
    /// [`MAX_STORED_ENTRIES_PER_GAME`]; otherwise [`Error::InvalidImport`] saying which
    /// game and why.
    pub fn parse(json: &str) -> Result<ExportDocument> {
        if json.len() > MAX_IMPORT_BYTES {
            return Err(Error::TooLarge {
                what: msg!("too-large-import-bytes"),
                found: json.len() as u64,
                limit: MAX_IMPORT_BYTES as u64,
            });
        }
        let invalid = |reason: Message| Error::InvalidImport { reason };
        strict_json::refuse_repeated_keys(json)
            .map_err(|error| invalid(msg!("import-not-json", error = error.to_string())))?;
        let header: Header = serde_json::from_str(json)
            .map_err(|error| invalid(msg!("import-not-an-object", error = error.to_string())))?;
        if header.format.as_ref().and_then(serde_json::Value::as_str) != Some(FORMAT) {
            return Err(invalid(msg!("import-not-an-export")));
        }
        let version = header.version.as_ref().and_then(serde_json::Value::as_u64).unwrap_or(0);
        if version > u64::from(VERSION) {
            return Err(invalid(msg!("import-version-too-new", version = version, supported = VERSION)));
        }
        let mut document: ExportDocument =
            serde_json::from_str(json).map_err(|error| invalid(msg!("import-damaged", error = error.to_string())))?;
        if document.event_format > EVENT_FORMAT {
            return Err(invalid(msg!(
                "import-format-too-new",
                format = document.event_format,
                supported = EVENT_FORMAT
            )));
        }
        // Older entries may leave out counts that are now required: they get the
        // defaults they were recorded with, and are written in this build's format.
        for game in &mut document.games {
            for entry in &mut game.entries {
                entry.command = upgrade(entry.command.clone(), document.event_format, &game.ruleset);
            }
        }
        document.event_format = EVENT_FORMAT;
        for (index, game) in document.games.iter_mut().enumerate() {
            let number = index + 1;
            if game.entries.len() > MAX_STORED_ENTRIES_PER_GAME {
                return Err(Error::TooLarge {
                    what: msg!("too-large-entries-in-game", game = number, uuid = game.uuid.clone()),
                    found: game.entries.len() as u64,
                    limit: MAX_STORED_ENTRIES_PER_GAME as u64,
                });
            }
            game.validate().map_err(|error| {
                invalid(msg!("import-game-refused", game = number, uuid = game.uuid.clone(), error = error.message()))
            })?;
        }
        Ok(document)
    }

    /// The document as JSON, written by serde ([`crate::json::to_string_pretty`]:
    /// a character typed text may not hold, in a name or reason stored by an
    /// earlier version, is a `\u` escape).
    ///
    /// # Errors
    /// Only if serialisation fails.
    pub fn to_json(&self) -> Result<String> {
        crate::json::to_string_pretty(self).map_err(|error| bad_json("export", &error))
    }

    /// Reads a document from `reader` — a file, a device, a pipe, stdin — and
    /// stops one byte past [`MAX_IMPORT_BYTES`] whatever the source holds, so that
    /// memory stays bounded (`/dev/zero` is refused after 64 MiB).
    ///
    /// # Errors
    /// [`Error::TooLarge`] past the limit; [`Error::InvalidImport`] when the
    /// source cannot be read or is not UTF-8 text.
    pub fn read(reader: impl Read) -> Result<String> {
        let limit = MAX_IMPORT_BYTES as u64;
        let mut bytes = Vec::new();
        reader
            .take(limit + 1)
            .read_to_end(&mut bytes)
            .map_err(|error| Error::InvalidImport { reason: msg!("import-cannot-read", error = error.to_string()) })?;
        if bytes.len() as u64 > limit {
            return Err(Error::TooLarge { what: msg!("too-large-import-read"), found: limit + 1, limit });
        }
        String::from_utf8(bytes)
            .map_err(|error| Error::InvalidImport { reason: msg!("import-not-text", error = error.to_string()) })
    }
}

impl ExportedGame {
    /// Checks the game and writes its uuid in the canonical form.
    fn validate(&mut self) -> Result<Game> {
        self.uuid = canonical_uuid(&self.uuid)?;
        let mut times = vec![("started_at", self.started_at)];
        times.extend(self.finished_at.map(|at| ("finished_at", at)));
        for (field, at) in times.into_iter().chain(self.entries.iter().map(|entry| ("entries[].at", entry.at))) {
            if !(0..=9999).contains(&at.year()) {
                return Err(Error::invalid(field, msg!("import-year-out-of-range", year = at.year())));
            }
        }
        for (index, entry) in self.entries.iter().enumerate() {
            if entry.seq != index as u64 + 1 {
                return Err(Error::invalid(
                    "entries",
                    msg!("import-entry-number", entry = index + 1, number = entry.seq),
                ));
            }
        }
        for (index, entry) in self.entries.iter().enumerate() {
            entry.command.check_typed_text().map_err(|error| match error {
                Error::InvalidInput { field, reason } => Error::invalid(format!("entries[{index}].{field}"), reason),
                other => other,
            })?;
        }
        let setup = crate::session::GameSetup { players: self.players.clone(), ruleset: self.ruleset.clone() };
        setup.validate()?;
        Game::from_entries(setup, self.entries.clone())
    }
}

impl Store {
    /// The export document of some games (all games when `ids` is empty).
    ///
    /// # Errors
    /// [`Error::UnknownGame`], [`Error::Storage`].
    pub fn export(&self, ids: &[i64]) -> Result<ExportDocument> {
        let ids: Vec<i64> = if ids.is_empty() {
            let mut statement = self.conn().prepare("SELECT id FROM games ORDER BY started_at, id")?;
            statement.query_map([], |row| row.get(0))?.collect::<rusqlite::Result<_>>()?
        } else {
            ids.to_vec()
        };
        let mut games = Vec::with_capacity(ids.len());
        for id in ids {
            let parts = load_parts(self.conn(), id)?;
            games.push(ExportedGame {
                uuid: parts.uuid,
                started_at: parts.started_at,
                finished_at: parts.finished_at,
                players: parts.setup.players,
                ruleset: parts.setup.ruleset,
                entries: parts.entries,
            });
        }
        Ok(ExportDocument {
            format: FORMAT.to_owned(),
            version: VERSION,
            event_format: EVENT_FORMAT,
            exported_at: Utc::now(),
            games,
        })
    }
}
