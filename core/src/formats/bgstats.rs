//! The whole-history file BG Stats opens (`.bgsplay`): the shape of BG Stats' own export,
//! with the games, players, locations and plays it links by id, and `userInfo.meRefId`,
//! the player who holds the phone. `docs/exports.md` says where each field's meaning
//! comes from and what is unknown; `tests/bgstats/real/` holds the real exports the
//! file is checked against, key by key and type by type.
//!
//! Ids that BG Stats matches on stay the same from one export to the next: a player's
//! `uuid` is the one the roster keeps from the user's BG Stats, else Tally's own
//! ([`SeatRecord::player_uuid`]), and its `id` is the roster id; a play's `uuid` is the
//! game's own, Carcassonne's is fixed, and an expansion's follows from its BoardGameGeek
//! id or its catalog key.

use chrono::TimeZone;
use serde::{Deserialize, Serialize};

use super::bgg_ids::{self, CARCASSONNE};
use super::record::{PlayRecord, SeatRecord};
use crate::Result;
use crate::ruleset::catalog::Expansion;

/// A BG Stats document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Document {
    /// Whose file it is.
    pub user_info: UserInfo,
    /// Carcassonne and the expansions played.
    pub games: Vec<Game>,
    /// Everyone who played.
    pub players: Vec<Player>,
    /// Where: one location, "Tally" (BG Stats names a play's location after the app
    /// that recorded it when it does not know better).
    pub locations: Vec<Location>,
    /// The plays, oldest first.
    pub plays: Vec<Play>,
    /// The user's challenges in BG Stats: none from Tally.
    pub challenges: Vec<serde_json::Value>,
    /// The user's filters and collections in BG Stats: none from Tally.
    pub groups: Vec<serde_json::Value>,
    /// The user's tags in BG Stats: none from Tally.
    pub tags: Vec<serde_json::Value>,
}

/// `userInfo`: whose file it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UserInfo {
    /// The `players` id of the player who holds the phone.
    pub me_ref_id: i64,
}

/// The player who holds the phone, as BG Stats knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Me {
    /// Roster id.
    pub roster_id: i64,
    /// Name in BG Stats.
    pub name: String,
    /// Uuid in BG Stats.
    pub uuid: String,
}

/// A game of BG Stats (a base game or an expansion).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Game {
    /// The document's id for it.
    pub id: u32,
    /// Its id across documents.
    pub uuid: String,
    /// Name.
    pub name: String,
    /// Name on BoardGameGeek (the same).
    pub bgg_name: String,
    /// BoardGameGeek id, 0 when unknown.
    pub bgg_id: u32,
    /// 1 for a base game.
    pub is_base_game: u8,
    /// 1 for an expansion.
    pub is_expansion: u8,
    /// Highest score wins.
    pub highest_wins: bool,
    /// The game has points.
    pub no_points: bool,
    /// Not cooperative.
    pub cooperative: bool,
    /// No teams.
    pub uses_teams: bool,
    /// `YYYY-MM-DD HH:MM:SS`, local time.
    pub modification_date: String,
    /// The year BoardGameGeek gives, 0 when unknown.
    pub bgg_year: u32,
    /// Fewest players, 0 when unknown.
    pub min_player_count: u32,
    /// Most players, 0 when unknown.
    pub max_player_count: u32,
    /// Shortest play in minutes, 0 when unknown.
    pub min_play_time: u32,
    /// Longest play in minutes, 0 when unknown.
    pub max_play_time: u32,
    /// Youngest age, 0 when unknown.
    pub min_age: u32,
    /// The user's rating: 0, none.
    pub rating: u32,
    /// Which picture BG Stats shows: 0, its default.
    pub preferred_image: u32,
    /// The user's copies of the game: none from Tally.
    pub copies: Vec<serde_json::Value>,
    /// The designers BoardGameGeek names, empty when unknown.
    pub designers: String,
}

/// What BoardGameGeek says of a game, as BG Stats writes it: every count 0 when unknown.
#[derive(Clone, Copy, Debug, Default)]
struct Facts {
    designers: &'static str,
    year: u32,
    players: (u32, u32),
    minutes: (u32, u32),
    age: u32,
}

/// Carcassonne's facts as BG Stats' own export writes them for BoardGameGeek's item 822
/// (`tests/bgstats/real/SOURCES.md`: sqrtxander/bgstats-wrapped, `sampleData.json`).
const CARCASSONNE_FACTS: Facts =
    Facts { designers: "Klaus-Jürgen Wrede", year: 2000, players: (2, 5), minutes: (30, 45), age: 7 };

/// A player of BG Stats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// The document's id: the roster id.
    pub id: i64,
    /// Its id across documents.
    pub uuid: String,
    /// Name.
    pub name: String,
    /// Always false: every Tally player has a name.
    pub is_anonymous: bool,
    /// Unknown to Tally: empty.
    pub bgg_username: String,
    /// `YYYY-MM-DD HH:MM:SS`, local time.
    pub modification_date: String,
}

/// A location of BG Stats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Location {
    /// The document's id.
    pub id: u32,
    /// Its id across documents.
    pub uuid: String,
    /// Name.
    pub name: String,
    /// `YYYY-MM-DD HH:MM:SS`, local time.
    pub modification_date: String,
}

/// A play of BG Stats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Play {
    /// The game's uuid in Tally.
    pub uuid: String,
    /// Carcassonne's id in `games`.
    pub game_ref_id: u32,
    /// The location's id in `locations`.
    pub location_ref_id: u32,
    /// When it started, `YYYY-MM-DD HH:MM:SS`, local time.
    pub play_date: String,
    /// When it finished (was entered), the same form.
    pub entry_date: String,
    /// When it last changed: when it finished.
    pub modification_date: String,
    /// Minutes from start to finish.
    pub duration_min: i64,
    /// Counted in the statistics.
    pub ignored: bool,
    /// The winners follow from the scores.
    pub manual_winner: bool,
    /// Not recorded by Tally: 0.
    pub rounds: u32,
    /// No teams.
    pub uses_teams: bool,
    /// 0: highest score wins.
    pub scoring_setting: u32,
    /// No board variant: empty.
    pub board: String,
    /// The edition and that Tally recorded it.
    pub comments: String,
    /// Not posted to BoardGameGeek: 0.
    pub bgg_id: u32,
    /// No pictures: `[]`.
    pub play_images: String,
    /// Not imported from another app by BG Stats: 0.
    pub import_play_id: u32,
    /// Not on NemeStats: 0.
    pub nemestats_id: u32,
    /// The user's rating of the play: 0, none.
    pub rating: u32,
    /// Every seat's result, in turn order.
    pub player_scores: Vec<PlayerScore>,
    /// The expansions played.
    pub expansion_plays: Vec<ExpansionPlay>,
}

/// One player's result in a play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerScore {
    /// The player's id in `players`.
    pub player_ref_id: i64,
    /// The final score, as text.
    pub score: String,
    /// Rank 1.
    pub winner: bool,
    /// The player's first game in Tally.
    pub new_player: bool,
    /// The first seat.
    pub start_player: bool,
    /// The seat, from 1.
    pub seat_order: u32,
    /// The rank, from 1; tied players share one.
    pub rank: u32,
}

/// An expansion played in a play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExpansionPlay {
    /// The expansion's id in `games` (its BoardGameGeek id is that game's `bggId`).
    pub game_ref_id: u32,
    /// 0 in every real export, also for plays on BoardGameGeek; not the expansion's
    /// game id (see `docs/exports.md`). Tally writes 0.
    pub bgg_id: u32,
}

impl Document {
    /// The document as JSON.
    ///
    /// # Errors
    /// Only if serialisation fails.
    pub fn to_json(&self) -> Result<String> {
        serde_json::to_string_pretty(self).map_err(|error| crate::store::bad_json("bgstats", &error))
    }
}

/// The namespace of the game and location ids of these documents.
const NAMESPACE: uuid::Uuid = uuid::Uuid::from_u128(0x2d7e_91c4_5a38_4f0b_b6d2_8c15_e4a9_073f);

fn stable_uuid(name: &str) -> String {
    uuid::Uuid::new_v5(&NAMESPACE, name.as_bytes()).to_string().to_uppercase()
}

/// BG Stats writes times as local `YYYY-MM-DD HH:MM:SS`.
fn local<Tz: TimeZone>(at: chrono::DateTime<chrono::Utc>, zone: &Tz) -> String
where
    Tz::Offset: std::fmt::Display,
{
    at.with_timezone(zone).format("%Y-%m-%d %H:%M:%S").to_string()
}

/// The id of Carcassonne in `games`; expansions follow from 2.
const CARCASSONNE_REF: u32 = 1;
/// The one location's id.
const LOCATION_REF: u32 = 1;

/// The document of finished games (an unfinished one is refused before: see
/// [`crate::store::Store::export_bgstats`]) for the player `me`, times in `zone`.
pub fn document<Tz: TimeZone>(records: &[PlayRecord], me: &Me, zone: &Tz) -> Document
where
    Tz::Offset: std::fmt::Display,
{
    let newest = records.iter().filter_map(|record| record.finished_at.or(Some(record.started_at))).max();
    let stamp = newest.map(|at| local(at, zone)).unwrap_or_default();
    let mut expansions: Vec<&'static Expansion> = Vec::new();
    for record in records {
        for expansion in &record.expansions {
            if !expansions.iter().any(|known| known.key == expansion.key) {
                expansions.push(expansion);
            }
        }
    }
    expansions.sort_by_key(|expansion| catalog_position(expansion));
    let expansion_ref = |expansion: &Expansion| {
        let position = expansions.iter().position(|known| known.key == expansion.key).unwrap_or_default();
        CARCASSONNE_REF + 1 + u32::try_from(position).unwrap_or(u32::MAX - CARCASSONNE_REF - 1)
    };
    let game = |id: u32, uuid: String, name: String, bgg_id: u32, expansion: bool, facts: Facts| Game {
        id,
        uuid,
        bgg_name: name.clone(),
        name,
        bgg_id,
        is_base_game: u8::from(!expansion),
        is_expansion: u8::from(expansion),
        highest_wins: true,
        no_points: false,
        cooperative: false,
        uses_teams: false,
        modification_date: stamp.clone(),
        bgg_year: facts.year,
        min_player_count: facts.players.0,
        max_player_count: facts.players.1,
        min_play_time: facts.minutes.0,
        max_play_time: facts.minutes.1,
        min_age: facts.age,
        rating: 0,
        preferred_image: 0,
        copies: Vec::new(),
        designers: facts.designers.to_owned(),
    };
    let mut games =
        vec![game(CARCASSONNE_REF, game_uuid(), CARCASSONNE.name.to_owned(), CARCASSONNE.id, false, CARCASSONNE_FACTS)];
    for expansion in &expansions {
        let item = bgg_ids::of_expansion(expansion);
        let name = bgg_ids::export_name(expansion);
        let uuid = item.map_or_else(
            || stable_uuid(&format!("tally:{}", expansion.key)),
            |item| stable_uuid(&format!("bgg:{}", item.id)),
        );
        games.push(game(expansion_ref(expansion), uuid, name, item.map_or(0, |item| item.id), true, Facts::default()));
    }
    let player = |id: i64, uuid: String, name: String| Player {
        id,
        uuid,
        name,
        is_anonymous: false,
        bgg_username: String::new(),
        modification_date: stamp.clone(),
    };
    // The player who holds the phone is in every real export, whether they played or not.
    let mut players: Vec<Player> = vec![player(me.roster_id, me.uuid.clone(), me.name.clone())];
    for seat in records.iter().flat_map(|record| &record.seats) {
        if !players.iter().any(|player| player.id == seat.roster_id) {
            players.push(player(seat.roster_id, seat.bgstats_uuid(), seat.bgstats_name().to_owned()));
        }
    }
    players.sort_by_key(|player| player.id);
    let plays = records
        .iter()
        .map(|record| {
            let finished = record.finished_at.unwrap_or(record.started_at);
            Play {
                uuid: record.uuid.to_uppercase(),
                game_ref_id: CARCASSONNE_REF,
                location_ref_id: LOCATION_REF,
                play_date: local(record.started_at, zone),
                entry_date: local(finished, zone),
                modification_date: local(finished, zone),
                duration_min: record.duration_minutes().unwrap_or(0),
                ignored: false,
                manual_winner: false,
                rounds: 0,
                uses_teams: false,
                scoring_setting: 0,
                board: String::new(),
                comments: super::comment(record),
                bgg_id: 0,
                play_images: "[]".to_owned(),
                import_play_id: 0,
                nemestats_id: 0,
                rating: 0,
                player_scores: record.seats.iter().enumerate().map(|(seat, result)| score(seat, result)).collect(),
                expansion_plays: record
                    .expansions
                    .iter()
                    .map(|expansion| ExpansionPlay { game_ref_id: expansion_ref(expansion), bgg_id: 0 })
                    .collect(),
            }
        })
        .collect();
    Document {
        user_info: UserInfo { me_ref_id: me.roster_id },
        games,
        players,
        locations: vec![Location {
            id: LOCATION_REF,
            uuid: stable_uuid("location:tally"),
            name: "Tally".to_owned(),
            modification_date: stamp,
        }],
        plays,
        challenges: Vec::new(),
        groups: Vec::new(),
        tags: Vec::new(),
    }
}

/// Carcassonne's uuid in these documents and in the one-play link.
pub fn game_uuid() -> String {
    stable_uuid(&format!("bgg:{}", CARCASSONNE.id))
}

/// A time as BG Stats writes it: local `YYYY-MM-DD HH:MM:SS`.
pub fn bgstats_time<Tz: TimeZone>(at: chrono::DateTime<chrono::Utc>, zone: &Tz) -> String
where
    Tz::Offset: std::fmt::Display,
{
    local(at, zone)
}

fn score(seat: usize, result: &SeatRecord) -> PlayerScore {
    PlayerScore {
        player_ref_id: result.roster_id,
        score: result.score.to_string(),
        winner: result.rank == 1,
        new_player: result.first_game,
        start_player: seat == 0,
        seat_order: u32::try_from(seat + 1).unwrap_or(u32::MAX),
        rank: result.rank,
    }
}

fn catalog_position(expansion: &Expansion) -> usize {
    crate::ruleset::catalog::EXPANSIONS.iter().position(|known| known.key == expansion.key).unwrap_or(usize::MAX)
}
