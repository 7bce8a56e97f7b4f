//! [`TallyStore`]: the database the app opens once, everything it lists, and its
//! games for BG Stats, BoardGameGeek and the share sheet.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};

use tally_core::session::Colour;
use tally_core::statistics::{GroupCharts, PairChart, PlayerCharts, StatsFilter, StatsPage};
use tally_core::store::{
    ActiveGame, GameDetail, GameSeat, GameSummary, HeadToHead, HistoryFilter, ImportReport, IntegrityReport,
    JoinedFrom, PlayerSeries, PlayerStats, RosterPlayer, StartupCheck, Store,
};
use tally_core::{Ruleset, RulesetSpec};

use crate::error::{core, guard};
use crate::session::GameSession;
use crate::{TallyError, lock};

/// A game kept from a table another phone hosted.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct JoinedGame {
    /// The host, the kind of link, when it was joined.
    pub from: JoinedFrom,
    /// The seat that is this phone's player (from 0), if one was named.
    pub me_seat: Option<u32>,
}

/// The app's database.
#[derive(Debug, uniffi::Object)]
pub struct TallyStore {
    store: Arc<Mutex<Store>>,
    /// The database file (`None` in memory): a live table opens it again.
    #[cfg_attr(not(feature = "live-table"), allow(dead_code))]
    path: Option<String>,
    /// One session per open game, so that every screen sees every command.
    sessions: Mutex<HashMap<i64, Weak<GameSession>>>,
}

impl TallyStore {
    fn wrap(store: Store, path: Option<String>) -> Arc<TallyStore> {
        Arc::new(TallyStore { store: Arc::new(Mutex::new(store)), path, sessions: Mutex::new(HashMap::new()) })
    }

    fn session(&self, active: ActiveGame) -> Arc<GameSession> {
        let id = active.id;
        let session = GameSession::new(self.store.clone(), active);
        let mut sessions = lock(&self.sessions);
        sessions.retain(|_, weak| weak.strong_count() > 0);
        sessions.insert(id, Arc::downgrade(&session));
        session
    }

    fn with<T>(&self, body: impl FnOnce(&mut Store) -> tally_core::Result<T>) -> Result<T, TallyError> {
        core(|| body(&mut lock(&self.store)))
    }
}

#[uniffi::export]
impl TallyStore {
    /// Opens (or creates) the database at `path`. A file that is not a Tally
    /// database, is damaged or was written by a newer Tally is refused untouched.
    ///
    /// # Errors
    /// Not a Tally database, written by a newer Tally, damaged, or unwritable.
    #[uniffi::constructor]
    pub fn open(path: String) -> Result<Arc<TallyStore>, TallyError> {
        core(|| Store::open(&path)).map(|store| TallyStore::wrap(store, Some(path)))
    }

    /// Moves a write-ahead log that [`TallyStore::open`] refused (error code
    /// `ForeignLog`) and its `-shm` out of the database's way, keeping them beside
    /// it, then opens the database as its file holds it.
    ///
    /// # Errors
    /// Not a path to a database file; the files cannot be moved; what `open`
    /// refuses.
    #[uniffi::constructor]
    pub fn open_setting_aside_log(path: String) -> Result<Arc<TallyStore>, TallyError> {
        core(|| {
            tally_core::store::set_aside_log(std::path::Path::new(&path))?;
            Store::open(&path)
        })
        .map(|store| TallyStore::wrap(store, Some(path)))
    }

    /// A database in memory (previews, tests).
    ///
    /// # Errors
    /// Only if SQLite cannot start.
    #[uniffi::constructor]
    pub fn in_memory() -> Result<Arc<TallyStore>, TallyError> {
        core(Store::open_in_memory).map(|store| TallyStore::wrap(store, None))
    }

    /// Starts a game.
    ///
    /// # Errors
    /// An invalid setup or ruleset.
    pub fn new_game(&self, seats: Vec<GameSeat>, ruleset: RulesetSpec) -> Result<Arc<GameSession>, TallyError> {
        let active = self.with(|store| store.create_game(&seats, Ruleset::from_spec(&ruleset)?))?;
        Ok(self.session(active))
    }

    /// Opens a stored game where it stopped; a game already open is shared, so
    /// every screen sees every command.
    ///
    /// # Errors
    /// Unknown game.
    pub fn resume(&self, game_id: i64) -> Result<Arc<GameSession>, TallyError> {
        if let Some(open) = guard(|| Ok(lock(&self.sessions).get(&game_id).and_then(Weak::upgrade)))? {
            return Ok(open);
        }
        let active = self.with(|store| store.load_game(game_id))?;
        Ok(self.session(active))
    }

    /// Unfinished games, the one changed last first.
    ///
    /// # Errors
    /// Storage errors.
    pub fn unfinished_games(&self) -> Result<Vec<GameSummary>, TallyError> {
        self.with(|store| store.unfinished_games())
    }

    /// Games matching a filter, newest first.
    ///
    /// # Errors
    /// Storage errors.
    pub fn history(&self, filter: HistoryFilter) -> Result<Vec<GameSummary>, TallyError> {
        self.with(|store| store.history(&filter))
    }

    /// A game's standings and timeline.
    ///
    /// # Errors
    /// Unknown game.
    pub fn game_detail(&self, game_id: i64) -> Result<GameDetail, TallyError> {
        self.with(|store| store.game_detail(game_id))
    }

    /// Where a game kept from a table another phone hosted came from, and which
    /// seat is this phone's player; `None` for a game of this phone's own.
    ///
    /// # Errors
    /// Storage errors.
    pub fn joined_game(&self, game_id: i64) -> Result<Option<JoinedGame>, TallyError> {
        self.with(|store| Ok(store.joined_from(game_id)?.map(|(from, me_seat)| JoinedGame { from, me_seat })))
    }

    /// Each player's score after every turn.
    ///
    /// # Errors
    /// Unknown game.
    pub fn progression(&self, game_id: i64) -> Result<Vec<PlayerSeries>, TallyError> {
        self.with(|store| store.progression(game_id))
    }

    /// Every roster player's statistics.
    ///
    /// # Errors
    /// Storage errors.
    pub fn statistics(&self) -> Result<Vec<PlayerStats>, TallyError> {
        self.with(|store| store.all_stats())
    }

    /// One roster player's statistics.
    ///
    /// # Errors
    /// Unknown player.
    pub fn player_statistics(&self, roster_id: i64) -> Result<PlayerStats, TallyError> {
        self.with(|store| store.player_stats(roster_id))
    }

    /// Two players' games together.
    ///
    /// # Errors
    /// Unknown players.
    pub fn head_to_head(&self, a: i64, b: i64) -> Result<HeadToHead, TallyError> {
        self.with(|store| store.head_to_head(a, b))
    }

    /// One roster player's charts over the games `filter` chooses: a page of their
    /// games (points by category, score, place), win rates by number of players and
    /// by expansion, their rating and its history.
    ///
    /// # Errors
    /// Unknown player, bad filter or page.
    pub fn player_charts(
        &self,
        roster_id: i64,
        filter: StatsFilter,
        page: StatsPage,
    ) -> Result<PlayerCharts, TallyError> {
        self.with(|store| store.player_charts(roster_id, &filter, page))
    }

    /// The group's charts over the games `filter` chooses: wins, every pair head
    /// to head, the records with their games and entries, everyone's rating.
    ///
    /// # Errors
    /// Bad filter.
    pub fn group_charts(&self, filter: StatsFilter) -> Result<GroupCharts, TallyError> {
        self.with(|store| store.group_charts(&filter))
    }

    /// Two roster players head to head over the games `filter` chooses, with a
    /// page of their games together.
    ///
    /// # Errors
    /// Unknown players, the same player twice, bad filter or page.
    pub fn pair_chart(&self, a: i64, b: i64, filter: StatsFilter, page: StatsPage) -> Result<PairChart, TallyError> {
        self.with(|store| store.pair_chart(a, b, &filter, page))
    }

    /// The roster.
    ///
    /// # Errors
    /// Storage errors.
    pub fn roster(&self) -> Result<Vec<RosterPlayer>, TallyError> {
        self.with(|store| store.roster())
    }

    /// Adds a roster player.
    ///
    /// # Errors
    /// A bad or taken name.
    pub fn add_roster_player(&self, name: String, colour: Colour) -> Result<RosterPlayer, TallyError> {
        self.with(|store| store.add_roster_player(&name, colour))
    }

    /// Renames a roster player everywhere.
    ///
    /// # Errors
    /// Unknown player or bad name.
    pub fn rename_roster_player(&self, id: i64, name: String) -> Result<(), TallyError> {
        self.with(|store| store.rename_roster_player(id, &name))
    }

    /// Sets a roster player's favourite colour.
    ///
    /// # Errors
    /// Unknown player.
    pub fn recolour_roster_player(&self, id: i64, colour: Colour) -> Result<(), TallyError> {
        self.with(|store| store.recolour_roster_player(id, colour))
    }

    /// Marks the roster player who holds the phone (`None`: nobody); BG Stats' file
    /// says whose it is.
    ///
    /// # Errors
    /// Unknown player.
    pub fn set_roster_me(&self, id: Option<i64>) -> Result<(), TallyError> {
        self.with(|store| store.set_roster_me(id))
    }

    /// Keeps the name and uuid a roster player has in the user's BG Stats (`None`
    /// forgets one), so that BG Stats exports match that player.
    ///
    /// # Errors
    /// A bad name or uuid (`invalid_input` on `name` or `uuid`); unknown player.
    pub fn set_roster_bgstats(&self, id: i64, name: Option<String>, uuid: Option<String>) -> Result<(), TallyError> {
        self.with(|store| store.set_roster_bgstats(id, name.as_deref(), uuid.as_deref()))
    }

    /// Merges a duplicate roster entry into another.
    ///
    /// # Errors
    /// Unknown players, or they played together.
    pub fn merge_roster_players(&self, keep: i64, duplicate: i64) -> Result<(), TallyError> {
        self.with(|store| store.merge_roster_players(keep, duplicate))
    }

    /// The export document of some games (all when empty).
    ///
    /// # Errors
    /// Unknown games.
    pub fn export_games(&self, game_ids: Vec<i64>) -> Result<String, TallyError> {
        self.with(|store| store.export(&game_ids)?.to_json())
    }

    /// The BG Stats file (`.bgsplay`) of finished games (every finished game when
    /// `game_ids` is empty), times in the phone's time zone.
    ///
    /// # Errors
    /// An unfinished game, or no roster player marked as holding the phone
    /// (`not_exportable`, saying why); unknown games.
    pub fn export_bgstats(&self, game_ids: Vec<i64>) -> Result<String, TallyError> {
        self.with(|store| store.export_bgstats(&game_ids, &chrono::Local))
    }

    /// The link that opens finished game `game_id` in BG Stats for the player to
    /// confirm (`bgstats://app.bgstatsapp.com/createPlay.html?data=...`).
    ///
    /// # Errors
    /// An unfinished game (`not_exportable`, saying why); unknown game.
    pub fn bgstats_link(&self, game_id: i64) -> Result<String, TallyError> {
        self.with(|store| store.bgstats_link(game_id, &chrono::Local))
    }

    /// Game `game_id`'s fields in the order BoardGameGeek's form for logging a play asks
    /// for them, to copy there (BoardGameGeek has no file import for plays).
    ///
    /// # Errors
    /// Unknown game.
    pub fn bgg_log_form(&self, game_id: i64) -> Result<String, TallyError> {
        self.with(|store| store.bgg_log_form(game_id, &chrono::Local))
    }

    /// BoardGameGeek play records (XML) of the games (every finished game when
    /// `game_ids` is empty); an unfinished game is marked incomplete.
    ///
    /// # Errors
    /// Unknown games.
    pub fn export_bgg(&self, game_ids: Vec<i64>) -> Result<String, TallyError> {
        self.with(|store| store.export_bgg(&game_ids, &chrono::Local))
    }

    /// A game's result as a chat message in the language in use.
    ///
    /// # Errors
    /// Unknown game.
    pub fn share_text(&self, game_id: i64) -> Result<String, TallyError> {
        self.with(|store| store.share_text(game_id, &chrono::Local))
    }

    /// Writes the export document of some games (all when empty) to the file at
    /// `path`, whole or not at all; never over this database or its log files.
    ///
    /// # Errors
    /// The database or one of its log files as `path` (`invalid_input` on
    /// `output`, nothing written); unknown games; a file that cannot be written.
    pub fn export_games_to_file(&self, game_ids: Vec<i64>, path: String) -> Result<(), TallyError> {
        self.with(|store| store.export_to_file(&game_ids, std::path::Path::new(&path)))
    }

    /// Imports a document; nothing is written unless all of it is valid. Games
    /// are written in batches, so that commands of other screens or phones wait
    /// at most for one batch; a storage failure after the first batch leaves the
    /// batches before it stored and says how many games they hold
    /// (`import_stopped`).
    ///
    /// # Errors
    /// A damaged, foreign or newer document; the database busy or failing.
    pub fn import_games(&self, json: String) -> Result<ImportReport, TallyError> {
        self.with(|store| store.import(&json))
    }

    /// What was checked when the store opened: nothing (new), the header only after
    /// a clean shutdown (run `check_integrity` in the background then), or the whole
    /// file after an unclean one.
    pub fn startup_check(&self) -> Result<StartupCheck, TallyError> {
        guard(|| Ok(lock(&self.store).startup_check()))
    }

    /// Why the store is read-only (every change is then refused), if it is.
    pub fn read_only(&self) -> Result<Option<String>, TallyError> {
        guard(|| Ok(lock(&self.store).read_only().map(|reason| reason.text())))
    }

    /// Reads the whole file and reports damage; runs on a connection of its own, so
    /// the app calls it off the main thread after the first screen while commands go
    /// on.
    ///
    /// # Errors
    /// Storage errors that keep the check from running.
    pub fn check_integrity(&self) -> Result<IntegrityReport, TallyError> {
        let checker = guard(|| Ok(lock(&self.store).integrity_checker()))?;
        match checker {
            Some(checker) => core(|| checker.run()),
            None => self.with(|store| store.check_integrity()),
        }
    }

    /// Empties the write-ahead log into the file (the app going to the background),
    /// so that being killed then is not an unclean shutdown; false when there was
    /// nothing to do.
    ///
    /// # Errors
    /// Storage errors.
    pub fn checkpoint(&self) -> Result<bool, TallyError> {
        self.with(|store| store.checkpoint())
    }

    /// Deletes a game.
    ///
    /// # Errors
    /// Unknown game.
    pub fn delete_game(&self, game_id: i64) -> Result<(), TallyError> {
        self.with(|store| store.delete_game(game_id))?;
        guard(|| {
            lock(&self.sessions).remove(&game_id);
            Ok(())
        })
    }
}

/// The live table (the `live-table` feature).
#[cfg(feature = "live-table")]
#[uniffi::export]
impl TallyStore {
    /// Hosts the live table of game `game_id` until the host is stopped: on
    /// `address` (an address and port: `127.0.0.1:0` this phone only, any port), or,
    /// with none, on the phone's private address on the network of its default route
    /// (the Wi-Fi) at port 7878 — never every network unless `0.0.0.0` is asked for.
    /// A command a scorer records there reaches the app's open session of the game
    /// and its listeners.
    ///
    /// # Errors
    /// A database in memory; an unknown game; an address that is not one or cannot
    /// be listened on; no address and no private network (no Wi-Fi).
    pub fn host_table(
        self: Arc<Self>,
        game_id: i64,
        address: Option<String>,
    ) -> Result<Arc<crate::hosting::TableHost>, TallyError> {
        let Some(path) = self.path.clone() else {
            return Err(TallyError::from(tally_core::Error::invalid(
                "store",
                tally_core::msg!("live-hosting-needs-file"),
            )));
        };
        let store = Arc::downgrade(&self);
        let on_change: Arc<dyn Fn() + Send + Sync> = Arc::new(move || {
            let open = store.upgrade().and_then(|store| lock(&store.sessions).get(&game_id).and_then(Weak::upgrade));
            if let Some(session) = open {
                // The session reads the game again; its listeners hear the update.
                let _ = session.refresh();
            }
        });
        crate::hosting::TableHost::start(&path, game_id, address.as_deref(), on_change)
    }

    /// Joins the table another phone hosts, from its link (the page's
    /// `http://…/t/<token>/`, or `tally://…/t/<token>/` as the page's "open in
    /// Tally" and its QR code give it): follows it live, records through a scorer
    /// link, and keeps the finished game in this store, with the seat named `me`
    /// as this phone's player (`None`: the seat named as the roster's "me", if one
    /// is). Blocks until the host's game is held (at most about 10 s): call it off
    /// the main thread.
    ///
    /// # Errors
    /// A text that is no join link (field `link`); a link the host refuses (field
    /// `link`); the host out of reach (field `host`); a `me` no seat of the game
    /// has (field `me`).
    pub fn join_table(&self, link: String, me: Option<String>) -> Result<Arc<crate::joining::JoinedTable>, TallyError> {
        crate::joining::JoinedTable::join(self.store.clone(), &link, me)
    }
}

/// The share picture (the `share-picture` feature).
#[cfg(feature = "share-picture")]
#[uniffi::export]
impl TallyStore {
    /// A game's standings and score chart as a PNG, light or dark.
    ///
    /// # Errors
    /// Unknown game.
    pub fn share_picture(&self, game_id: i64, theme: tally_core::formats::Theme) -> Result<Vec<u8>, TallyError> {
        self.with(|store| store.share_picture(game_id, theme, &chrono::Local))
    }
}
