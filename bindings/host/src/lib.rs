//! `tally-host`: the live table. The phone or laptop that holds a game
//! serves it on the local network, so that every player follows it on their own
//! phone's browser, and those given a scorer link record from it. The host is the
//! only writer: what a scorer sends goes through the same store and the same checks
//! as a tap. Nothing of it runs unless [`Host::start`] is called, and it listens only
//! on the address given, only until [`Host::stop`]. `docs/live-table.md` describes the
//! protocol and its security.
//!
//! - [`table`]: the game served — the one writer, the updates published to every
//!   viewer in order, a snapshot or a catch-up for a viewer that (re)connects;
//! - [`feed`]: the updates and link changes as every viewer's stream waits for them;
//! - [`access`]: the links' tokens, what each lets its holder do;
//! - [`guard`]: what keeps one client from starving the others (connections, rate);
//! - [`server`]: the connections, served by hyper on the host's tokio runtime, with
//!   their deadlines;
//! - [`routes`]: the HTTP routes (axum): the page, the events, the writes;
//! - [`events`]: the server-sent events stream of one viewer;
//! - [`writes`]: what a scorer sends (a command, a draft action, a submitted draft);
//! - [`following`]: who follows the table now (phones, links in use);
//! - [`language`]: the viewer's language from `Accept-Language`;
//! - [`page`]: the page, its style, script and font, built into the binary;
//! - [`links`]: the join links of a link, one per address the host listens on;
//! - [`listen`]: where the host listens unless told: the players' network;
//! - [`join`]: the other side: a phone or `tally join` following a table another
//!   host serves, and keeping its game.

pub mod access;
pub mod events;
pub mod feed;
pub mod following;
pub mod guard;
pub mod join;
pub mod language;
pub mod links;
pub mod listen;
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

pub use following::{Following, LinkFollowing};
pub use guard::Limits;
pub use links::{JoinLink, QrModules, qr_code};
pub use listen::{NoPlayersNetwork, PlayersNetwork, players_network};
pub use table::LiveTable;

/// The port a host listens on unless told, and a join link without one means.
pub const DEFAULT_PORT: u16 = 7878;

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
    /// Where to listen: the players' network ([`players_network`]), or the address
    /// the player chose (`127.0.0.1:0` for this machine only on any port, `0.0.0.0`
    /// for every interface of the machine).
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
    /// No address was given, and the machine has no private address on the network
    /// of its default route.
    NoPlayersNetwork(NoPlayersNetwork),
}

impl HostError {
    /// What to tell the player, in the language in use.
    pub fn message(&self) -> Message {
        match self {
            HostError::Core(error) => error.message(),
            HostError::Listen { address, error } => {
                msg!("live-cannot-listen", address = address.to_string(), error = error.to_string())
            }
            HostError::NoPlayersNetwork(NoPlayersNetwork::NoRoute) => msg!("live-no-network"),
            HostError::NoPlayersNetwork(NoPlayersNetwork::NotPrivate { interface, ip }) => msg!(
                "live-network-not-private",
                interface = interface.clone().unwrap_or_else(|| "?".to_owned()),
                address = ip.map_or_else(|| "-".to_owned(), |ip| ip.to_string())
            ),
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
/// The host's connections run on one thread of its own (a single-threaded tokio
/// runtime: a table's few phones need no more); what reads or writes the database
/// runs on the runtime's blocking threads, so a slow write never holds up the
/// others' events.
pub struct Host {
    serving: Option<Serving>,
    table: Arc<LiveTable>,
    followers: Arc<following::Followers>,
    address: SocketAddr,
}

/// The thread that serves, and how to tell it to stop.
struct Serving {
    stop: tokio::sync::oneshot::Sender<()>,
    thread: std::thread::JoinHandle<()>,
}

impl std::fmt::Debug for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Host").field("address", &self.address).field("game", &self.table.game_id()).finish()
    }
}

/// How long a stop waits for the database work under way before it lets it finish
/// on its own.
const STOP_WAIT: Duration = Duration::from_secs(1);

impl Host {
    /// Opens the game and starts listening on the address of `config`.
    ///
    /// # Errors
    /// [`HostError::Core`] for a game or database the store refuses;
    /// [`HostError::Listen`] for an address that cannot be listened on.
    pub fn start(config: HostConfig) -> Result<Host, HostError> {
        let listen = |error| HostError::Listen { address: config.address, error };
        let table = Arc::new(LiveTable::open(&config.db, config.game_id, config.on_change)?);
        let runtime = tokio::runtime::Builder::new_current_thread()
            .thread_name("tally-host")
            .enable_all()
            .build()
            .map_err(listen)?;
        let listener = runtime.block_on(tokio::net::TcpListener::bind(config.address)).map_err(listen)?;
        let address = listener.local_addr().map_err(listen)?;
        let followers = Arc::new(following::Followers::default());
        let app = routes::App {
            table: table.clone(),
            rates: Arc::new(guard::Rates::new(config.limits)),
            followers: followers.clone(),
            limits: config.limits,
        };
        let (router, gate) = (routes::router(app), guard::Gate::new(config.limits));
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let watched = table.clone();
        let thread = std::thread::Builder::new()
            .name("tally-host".to_owned())
            .spawn(move || {
                runtime.spawn(server::serve(listener, router, gate));
                runtime.spawn(table::watch_for_changes(watched));
                // Until `stop` is sent or dropped; then every connection is closed.
                let _ = runtime.block_on(stopped);
                runtime.shutdown_timeout(STOP_WAIT);
            })
            .map_err(listen)?;
        Ok(Host { serving: Some(Serving { stop, thread }), table, followers, address })
    }

    /// Where the host listens (the port chosen when the config asked for port 0).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The game served.
    pub fn table(&self) -> &Arc<LiveTable> {
        &self.table
    }

    /// Who follows the table now: the phones with a link's page open, and the links
    /// in use.
    pub fn following(&self) -> Following {
        self.followers.now()
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
        if let Some(Serving { stop, thread }) = self.serving.take() {
            let _ = stop.send(());
            let _ = thread.join();
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.shut_down();
    }
}
