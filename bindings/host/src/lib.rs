//! `tally-host`: the live table (issue 29). The phone or laptop that holds a game
//! serves it on the local network, so that every player follows it on their own
//! phone's browser, and those given a scorer link record from it. The host is the
//! only writer: what a scorer sends goes through the same store and the same checks
//! as a tap. Nothing of it runs unless [`Host::start`] is called, and it listens only
//! on the address given, only until [`Host::stop`]. `docs/live-table.md` describes the
//! protocol and its security.
//!
//! - [`table`]: the game served — the one writer, the updates published to every
//!   viewer in order, a snapshot or a catch-up for a viewer that (re)connects;
//! - [`feed`]: the updates as every viewer's stream waits for them;
//! - [`access`]: the links' tokens, what each lets its holder do;
//! - [`guard`]: what keeps one client from starving the others (connections, rate);
//! - [`server`]: the connections, each served on a thread of its own;
//! - [`http`]: the HTTP/1.1 spoken: requests read, answers and event chunks written;
//! - [`routes`]: the HTTP routes: the page, the events, the writes;
//! - [`events`]: the server-sent events stream of one viewer;
//! - [`writes`]: what a scorer sends (a command, a draft action, a submitted draft);
//! - [`language`]: the viewer's language from `Accept-Language`;
//! - [`page`]: the page, its style, script and font, built into the binary;
//! - [`links`]: the join links of a link, one per address the host listens on.

pub mod access;
pub mod events;
pub mod feed;
pub mod guard;
pub mod http;
pub mod language;
pub mod links;
pub mod page;
pub mod routes;
pub mod server;
pub mod table;
pub mod writes;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tally_core::l10n::Message;
use tally_core::msg;
use tally_core::store::{LinkRole, LiveLink};

pub use guard::Limits;
pub use links::{JoinLink, QrModules, qr_code};
pub use table::LiveTable;

/// How often the host looks for changes another connection (the app, `tally score`
/// in another terminal) made to the game: well within the 100 ms a change may take to
/// reach the phones.
pub const POLL_INTERVAL: Duration = Duration::from_millis(25);

/// What a host serves, and where.
pub struct HostConfig {
    /// The database file holding the game (the host opens a connection of its own).
    pub db: PathBuf,
    /// The game.
    pub game_id: i64,
    /// Where to listen: the address the player chose (`0.0.0.0:7878` for every
    /// interface of the machine, `127.0.0.1:0` for this machine only on any port).
    pub address: SocketAddr,
    /// Bounds on what clients may ask.
    pub limits: Limits,
    /// Called after each command the host records for a scorer (the app refreshes
    /// its own session with it).
    pub on_change: Option<Arc<dyn Fn() + Send + Sync>>,
}

impl std::fmt::Debug for HostConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostConfig")
            .field("db", &self.db)
            .field("game_id", &self.game_id)
            .field("address", &self.address)
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl HostConfig {
    /// Game `game_id` of the database `db`, served on `address` with the default
    /// limits.
    pub fn new(db: impl Into<PathBuf>, game_id: i64, address: SocketAddr) -> HostConfig {
        HostConfig { db: db.into(), game_id, address, limits: Limits::default(), on_change: None }
    }
}

/// Why a host could not start or do what was asked.
#[derive(Debug)]
pub enum HostError {
    /// The store refused (unknown game, a database that cannot be opened...).
    Core(tally_core::Error),
    /// The address cannot be listened on (taken, not this machine's...).
    Listen {
        /// The address.
        address: SocketAddr,
        /// What the system said.
        error: std::io::Error,
    },
}

impl HostError {
    /// What to tell the player, in the language in use.
    pub fn message(&self) -> Message {
        match self {
            HostError::Core(error) => error.message(),
            HostError::Listen { address, error } => {
                msg!("live-cannot-listen", address = address.to_string(), error = error.to_string())
            }
        }
    }
}

impl std::fmt::Display for HostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().text())
    }
}

impl std::error::Error for HostError {}

impl From<tally_core::Error> for HostError {
    fn from(error: tally_core::Error) -> Self {
        HostError::Core(error)
    }
}

/// A game being hosted: listening until [`Host::stop`] (or until it is dropped).
///
/// Each connection is served on a thread of its own ([`server`]), and one more
/// thread looks for changes other connections made to the game; the database is
/// written by one connection at a time, so a slow write holds up only the writers,
/// never the others' events.
pub struct Host {
    serving: Option<Serving>,
    table: Arc<LiveTable>,
    address: SocketAddr,
}

/// The threads that serve, and how to tell them to stop.
struct Serving {
    server: server::Server,
    stop_watching: std::sync::mpsc::Sender<()>,
    watcher: std::thread::JoinHandle<()>,
}

impl std::fmt::Debug for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Host").field("address", &self.address).field("game", &self.table.game_id()).finish()
    }
}

impl Host {
    /// Opens the game and starts listening on the address of `config`.
    ///
    /// # Errors
    /// [`HostError::Core`] for a game or database the store refuses;
    /// [`HostError::Listen`] for an address that cannot be listened on.
    pub fn start(config: HostConfig) -> Result<Host, HostError> {
        let listen = |error| HostError::Listen { address: config.address, error };
        let table = Arc::new(LiveTable::open(&config.db, config.game_id, config.on_change)?);
        let listener = std::net::TcpListener::bind(config.address).map_err(listen)?;
        let address = listener.local_addr().map_err(listen)?;
        let (stop_watching, stop) = std::sync::mpsc::channel::<()>();
        let watched = table.clone();
        let watcher = std::thread::Builder::new()
            .name("tally-host-watch".to_owned())
            .spawn(move || table::watch_for_changes(&watched, &stop))
            .map_err(listen)?;
        let server = server::Server::start(listener, routes::App::new(table.clone(), config.limits)).map_err(listen)?;
        Ok(Host { serving: Some(Serving { server, stop_watching, watcher }), table, address })
    }

    /// Where the host listens (the port chosen when the config asked for port 0).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The game served.
    pub fn table(&self) -> &Arc<LiveTable> {
        &self.table
    }

    /// The links of the game that are not revoked, each with its join addresses.
    ///
    /// # Errors
    /// Storage errors.
    pub fn links(&self) -> Result<Vec<JoinLink>, HostError> {
        let links = self.table.links()?;
        Ok(links.into_iter().map(|link| JoinLink::new(link, self.address)).collect())
    }

    /// A new link to the game.
    ///
    /// # Errors
    /// A label refused (empty, too long, invisible characters); storage errors.
    pub fn create_link(&self, role: LinkRole, label: &str) -> Result<JoinLink, HostError> {
        let link: LiveLink = self.table.create_link(role, label)?;
        Ok(JoinLink::new(link, self.address))
    }

    /// Revokes a link: its holder is refused from the next request on, and its open
    /// event streams end.
    ///
    /// # Errors
    /// A link the game does not have; storage errors.
    pub fn revoke(&self, link_id: i64) -> Result<(), HostError> {
        Ok(self.table.revoke(link_id)?)
    }

    /// Stops listening and closes every connection.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        if let Some(Serving { mut server, stop_watching, watcher }) = self.serving.take() {
            self.table.feed().close();
            server.stop();
            drop(stop_watching);
            let _ = watcher.join();
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.shut_down();
    }
}
