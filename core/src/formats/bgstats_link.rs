//! One finished game as the link BG Stats takes plays from other apps by:
//! `bgstats://app.bgstatsapp.com/createPlay.html?data=` and the play as JSON, encoded as
//! a URL component. Opened on a phone with BG Stats, it shows the play for the player to
//! confirm. `docs/exports.md` says where each field's meaning comes from;
//! `tests/bgstats/real/` holds what real writers send, which the link is checked against.
//!
//! Every boolean is sent, since BG Stats' Android app refuses a play that lacks one
//! ("No value for startPlayer"), and `game.bggId` is a JSON number. A player's
//! `sourcePlayerId` is the uuid of the BG Stats file ([`SeatRecord::bgstats_uuid`]), so
//! that the file and the link name the same players; the play's `sourcePlayId` is the
//! game's own uuid, as in the file.

use chrono::TimeZone;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use serde::{Deserialize, Serialize};

use super::bgg_ids::CARCASSONNE;
use super::bgstats::{bgstats_time, game_uuid};
use super::record::{PlayRecord, SeatRecord};
use crate::Result;

/// Where the link opens BG Stats.
pub const PREFIX: &str = "bgstats://app.bgstatsapp.com/createPlay.html?data=";

/// What JavaScript's `encodeURIComponent`, which the real writers use, leaves as it is.
const COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

/// One play for BG Stats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreatePlay {
    /// The app that recorded the play: "Tally".
    pub source_name: String,
    /// The game's uuid in Tally: BG Stats knows a play sent twice.
    pub source_play_id: String,
    /// When it started, `YYYY-MM-DD HH:MM:SS`, local time.
    pub play_date: String,
    /// Minutes from start to finish.
    pub duration_min: i64,
    /// That Tally recorded it, the edition and the expansions, in the language in use.
    pub comments: String,
    /// Carcassonne.
    pub game: LinkGame,
    /// Every seat, in turn order.
    pub players: Vec<LinkPlayer>,
}

/// The game of a [`CreatePlay`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LinkGame {
    /// "Carcassonne".
    pub name: String,
    /// 822.
    pub bgg_id: u32,
    /// Carcassonne's uuid in Tally's BG Stats file.
    pub source_game_id: String,
    /// The highest score wins.
    pub highest_wins: bool,
    /// The game has points.
    pub no_points: bool,
    /// Not cooperative.
    pub cooperative: bool,
}

/// One seat of a [`CreatePlay`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LinkPlayer {
    /// The name BG Stats knows the player by.
    pub name: String,
    /// The player's uuid in the BG Stats file.
    pub source_player_id: String,
    /// The final score.
    pub score: i64,
    /// Rank 1 (tied players all win).
    pub winner: bool,
    /// The first seat.
    pub start_player: bool,
    /// From 1; tied players share one.
    pub rank: u32,
}

/// The play of a finished game (an unfinished one is refused before: see
/// [`crate::store::Store::bgstats_link`]), times in `zone`.
pub fn play<Tz: TimeZone>(record: &PlayRecord, zone: &Tz) -> CreatePlay
where
    Tz::Offset: std::fmt::Display,
{
    CreatePlay {
        source_name: "Tally".to_owned(),
        source_play_id: record.uuid.to_uppercase(),
        play_date: bgstats_time(record.started_at, zone),
        duration_min: record.duration_minutes().unwrap_or(0),
        comments: super::comment(record),
        game: LinkGame {
            name: CARCASSONNE.name.to_owned(),
            bgg_id: CARCASSONNE.id,
            source_game_id: game_uuid(),
            highest_wins: true,
            no_points: false,
            cooperative: false,
        },
        players: record.seats.iter().enumerate().map(|(seat, result)| player(seat, result)).collect(),
    }
}

fn player(seat: usize, result: &SeatRecord) -> LinkPlayer {
    LinkPlayer {
        name: result.bgstats_name().to_owned(),
        source_player_id: result.bgstats_uuid(),
        score: result.score,
        winner: result.rank == 1,
        start_player: seat == 0,
        rank: result.rank,
    }
}

impl CreatePlay {
    /// The link that opens the play in BG Stats.
    ///
    /// # Errors
    /// Only if serialisation fails.
    pub fn link(&self) -> Result<String> {
        let json = serde_json::to_string(self).map_err(|error| crate::store::bad_json("bgstats", &error))?;
        Ok(format!("{PREFIX}{}", utf8_percent_encode(&json, COMPONENT)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_is_encoded_as_encode_uri_component_encodes_it() {
        // encodeURIComponent('{"name":"Zoë & Ann/Ben?"} -_.!~*\'()') in a browser.
        let encoded = utf8_percent_encode("{\"name\":\"Zoë & Ann/Ben?\"} -_.!~*'()", COMPONENT).to_string();
        assert_eq!(encoded, "%7B%22name%22%3A%22Zo%C3%AB%20%26%20Ann%2FBen%3F%22%7D%20-_.!~*'()");
    }
}
