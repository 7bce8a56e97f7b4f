//! Games leaving Tally for the places a group already keeps them, and for a chat:
//! every format besides Tally's own export document ([`crate::store::export`]).
//! `docs/exports.md` says which fields each format fills and where its description
//! comes from.
//!
//! - [`record`]: what every format reads of a game ([`PlayRecord`]), loaded from the
//!   store once, with the stable ids of its players;
//! - [`bgg_ids`]: the BoardGameGeek ids of Carcassonne and of the expansions whose id
//!   is known, each with where it comes from;
//! - [`bgstats`]: the JSON document BG Stats imports (its own export format);
//! - [`bgg`]: BoardGameGeek play records (the `plays` XML of BGG's XML API);
//! - [`summary`]: a plain-text result for a chat message, in the player's language;
//! - [`picture`]: a PNG of the final standings and the score chart, light or dark,
//!   drawn with the bundled Inter font (the `picture` feature, on by default).
//!
//! BG Stats takes finished games only ([`Error::NotExportable`] says why for an
//! unfinished one); BoardGameGeek marks an unfinished game `incomplete`. Nothing here
//! sends anything anywhere: the caller writes the bytes to a file or a share sheet.

pub mod bgg;
pub mod bgg_ids;
pub mod bgstats;
#[cfg(feature = "picture")]
pub mod picture;
pub mod record;
pub mod summary;

use chrono::TimeZone;

#[cfg(feature = "picture")]
pub use picture::Theme;
pub use record::{PlayRecord, SeatRecord};

use crate::l10n::{Conjunction, Message};
use crate::ruleset::catalog::title_of;
use crate::store::{HistoryFilter, Store};
use crate::{Error, Result, msg};

impl Store {
    /// The ids of the finished games `filter` lists, oldest first: what "every game"
    /// means for BG Stats and BoardGameGeek (an unfinished game is not a play yet).
    ///
    /// # Errors
    /// [`Error::Storage`].
    pub fn finished_game_ids(&self, filter: &HistoryFilter) -> Result<Vec<i64>> {
        let filter = HistoryFilter { finished: Some(true), ..filter.clone() };
        let mut games = self.history(&filter)?;
        games.sort_by(|a, b| a.started_at.cmp(&b.started_at).then(a.id.cmp(&b.id)));
        Ok(games.into_iter().map(|game| game.id).collect())
    }

    /// The BG Stats document of the games `ids` (every finished game when empty),
    /// play dates in `zone`.
    ///
    /// # Errors
    /// [`Error::NotExportable`] for an unfinished game; [`Error::UnknownGame`];
    /// [`Error::Storage`].
    pub fn export_bgstats<Tz: TimeZone>(&self, ids: &[i64], zone: &Tz) -> Result<String>
    where
        Tz::Offset: std::fmt::Display,
    {
        let records = self.play_records(&self.chosen_or_finished(ids)?)?;
        if let Some(unfinished) = records.iter().find(|record| record.finished_at.is_none()) {
            return Err(Error::NotExportable {
                game: unfinished.id,
                format: crate::msg!("format-bgstats"),
                reason: crate::msg!("export-unfinished-bgstats"),
            });
        }
        bgstats::document(&records, zone).to_json()
    }

    /// The BoardGameGeek play records of the games `ids` (every finished game when
    /// empty), dates in `zone`; an unfinished game named in `ids` is marked
    /// incomplete.
    ///
    /// # Errors
    /// [`Error::UnknownGame`]; [`Error::Storage`].
    pub fn export_bgg<Tz: TimeZone>(&self, ids: &[i64], zone: &Tz) -> Result<String>
    where
        Tz::Offset: std::fmt::Display,
    {
        let records = self.play_records(&self.chosen_or_finished(ids)?)?;
        Ok(bgg::plays_xml(&records, zone))
    }

    /// A game's result as a chat message in the language in use, its date in `zone`.
    ///
    /// # Errors
    /// [`Error::UnknownGame`]; [`Error::Storage`].
    pub fn share_text<Tz: TimeZone>(&self, id: i64, zone: &Tz) -> Result<String>
    where
        Tz::Offset: std::fmt::Display,
    {
        let records = self.play_records(&[id])?;
        let record = records.first().ok_or(Error::UnknownGame { id })?;
        Ok(summary::text(record, zone))
    }

    /// A game's standings and score chart as a PNG in the language in use, its date
    /// in `zone` (with the `picture` feature).
    ///
    /// # Errors
    /// [`Error::UnknownGame`]; [`Error::Storage`].
    #[cfg(feature = "picture")]
    pub fn share_picture<Tz: TimeZone>(&self, id: i64, theme: Theme, zone: &Tz) -> Result<Vec<u8>>
    where
        Tz::Offset: std::fmt::Display,
    {
        let records = self.play_records(&[id])?;
        let record = records.first().ok_or(Error::UnknownGame { id })?;
        let series = self.progression(id)?;
        picture::png(record, &series, theme, zone)
    }

    fn chosen_or_finished(&self, ids: &[i64]) -> Result<Vec<i64>> {
        if ids.is_empty() { self.finished_game_ids(&HistoryFilter::default()) } else { Ok(ids.to_vec()) }
    }
}

/// The comment of an exported play, in the language in use: that Tally recorded it,
/// the edition, and the expansions by name (those without a BoardGameGeek id are
/// named nowhere else on BoardGameGeek).
pub(crate) fn comment(record: &PlayRecord) -> String {
    let edition = Message::keyed("edition", record.edition.key());
    if record.expansions.is_empty() {
        return msg!("export-comment", edition = edition).text();
    }
    let expansions = Message::list(Conjunction::And, record.expansions.iter().map(|expansion| title_of(expansion.key)));
    msg!("export-comment-expansions", edition = edition, expansions = expansions).text()
}
