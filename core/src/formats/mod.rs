//! Games leaving Tally for the places a group already keeps them, and for a chat:
//! every format besides Tally's own export document ([`crate::store::export`]).
//! `docs/exports.md` says which fields each format fills and where its description
//! comes from.
//!
//! - [`record`]: what every format reads of a game ([`PlayRecord`]), loaded from the
//!   store once, with the stable ids of its players;
//! - [`bgg_ids`]: the BoardGameGeek ids of Carcassonne and of the expansions whose id
//!   is known, each with where it comes from;
//! - [`bgstats`]: the whole-history file BG Stats opens (`.bgsplay`: its own export
//!   format, with the player who holds the phone);
//! - [`bgstats_link`]: one finished game as the `createPlay` link BG Stats takes plays
//!   from other apps by;
//! - [`bgg`]: BoardGameGeek play records (the `plays` XML of BGG's XML API), and one game's
//!   fields in the order BoardGameGeek's form for logging a play asks for them (BGG has
//!   no file import for plays);
//! - [`summary`]: a plain-text result for a chat message, in the player's language;
//! - [`picture`]: a PNG of the final standings and the score chart, light or dark,
//!   drawn with the bundled Inter font (the `picture` feature, on by default).
//!
//! BG Stats takes finished games only ([`Error::NotExportable`] says why for an
//! unfinished one), and its file needs to know which roster player holds the phone;
//! BoardGameGeek marks an unfinished game `incomplete`. Nothing here
//! sends anything anywhere: the caller writes the bytes to a file or a share sheet.

pub mod bgg;
pub mod bgg_ids;
pub mod bgstats;
pub mod bgstats_link;
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

    /// The BG Stats file (`.bgsplay`) of the games `ids` (every finished game when
    /// empty), play dates in `zone`.
    ///
    /// # Errors
    /// [`Error::NotExportable`] for an unfinished game, or when no roster player is
    /// marked as the one holding the phone; [`Error::UnknownGame`]; [`Error::Storage`].
    pub fn export_bgstats<Tz: TimeZone>(&self, ids: &[i64], zone: &Tz) -> Result<String>
    where
        Tz::Offset: std::fmt::Display,
    {
        let records = self.play_records(&self.chosen_or_finished(ids)?)?;
        refuse_unfinished(&records)?;
        let Some(me) = self.roster_me()? else {
            return Err(Error::NotExportable {
                game: records.first().map_or(0, |record| record.id),
                format: msg!("format-bgstats"),
                reason: msg!("export-bgstats-no-me"),
            });
        };
        let player = self.roster_player(me)?;
        let me = bgstats::Me {
            roster_id: me,
            name: player.bgstats_name.unwrap_or(player.name),
            uuid: match player.bgstats_uuid {
                Some(uuid) => uuid,
                None => self.player_uuid(me)?.to_uppercase(),
            },
        };
        bgstats::document(&records, &me, zone).to_json()
    }

    /// The link that opens finished game `id` in BG Stats, for the player to confirm
    /// (`bgstats://app.bgstatsapp.com/createPlay.html?data=...`), its date in `zone`.
    ///
    /// # Errors
    /// [`Error::NotExportable`] for an unfinished game; [`Error::UnknownGame`];
    /// [`Error::Storage`].
    pub fn bgstats_link<Tz: TimeZone>(&self, id: i64, zone: &Tz) -> Result<String>
    where
        Tz::Offset: std::fmt::Display,
    {
        let records = self.play_records(&[id])?;
        refuse_unfinished(&records)?;
        let record = records.first().ok_or(Error::UnknownGame { id })?;
        bgstats_link::play(record, zone).link()
    }

    /// Game `id`'s fields in the order BoardGameGeek's form for logging a play asks for
    /// them, to copy there (BoardGameGeek has no file import for plays), its date in
    /// `zone`, in the language in use.
    ///
    /// # Errors
    /// [`Error::UnknownGame`]; [`Error::Storage`].
    pub fn bgg_log_form<Tz: TimeZone>(&self, id: i64, zone: &Tz) -> Result<String>
    where
        Tz::Offset: std::fmt::Display,
    {
        let records = self.play_records(&[id])?;
        let record = records.first().ok_or(Error::UnknownGame { id })?;
        Ok(bgg::log_form(record, zone))
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

/// BG Stats records finished plays only.
fn refuse_unfinished(records: &[PlayRecord]) -> Result<()> {
    match records.iter().find(|record| record.finished_at.is_none()) {
        Some(unfinished) => Err(Error::NotExportable {
            game: unfinished.id,
            format: msg!("format-bgstats"),
            reason: msg!("export-unfinished-bgstats"),
        }),
        None => Ok(()),
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
