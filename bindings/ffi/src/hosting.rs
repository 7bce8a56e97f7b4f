//! [`TableHost`]: the live table an app hosts (the `tally-host` crate): the game
//! served on the local network until [`TableHost::stop`] — on the phone's Wi-Fi
//! unless the app names an address — its links with their QR codes, revoking, and
//! who follows now. The host opens the database file on a connection of its own; a
//! command a scorer records there is heard by the app's open session of the game
//! (it refreshes, and its listeners hear the update), and what the app records is
//! noticed by the host within its poll interval.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use tally_core::msg;
use tally_core::store::{LinkRole, LiveLink};
use tally_host::{Following, Host, HostConfig, HostError, JoinLink, players_network, qr_code};

/// The port the apps listen on unless told another.
pub const DEFAULT_PORT: u16 = 7878;

use crate::error::guard;
use crate::{TallyError, lock};

/// A link to the live table with its join addresses and the QR code of the first.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HostLink {
    /// The link.
    pub link: LiveLink,
    /// Its join addresses, the likeliest first.
    pub urls: Vec<String>,
    /// Modules on a side of the QR code of the first address (0 without one).
    pub qr_size: u32,
    /// Whether each module of that QR code is dark, row by row.
    pub qr_dark: Vec<bool>,
}

impl From<JoinLink> for HostLink {
    fn from(join: JoinLink) -> HostLink {
        let qr = join.urls.first().and_then(|url| qr_code(url));
        let (qr_size, qr_dark) = qr.map_or((0, Vec::new()), |qr| (qr.size, qr.dark));
        HostLink { link: join.link, urls: join.urls, qr_size, qr_dark }
    }
}

/// The phones following one link now.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LinkFollowing {
    /// The link.
    pub link_id: i64,
    /// Phones with its page open.
    pub phones: u32,
    /// That, in the player's words ("open on 2 phones").
    pub said: String,
}

/// Who follows the table now: how many phones, and which links are in use.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TableFollowing {
    /// Phones with a link's page open (a phone holding two links counts once).
    pub phones: u32,
    /// That, in the player's words ("3 phones follow the table.").
    pub said: String,
    /// The links in use; a link nobody has open is not listed.
    pub links: Vec<LinkFollowing>,
}

impl From<Following> for TableFollowing {
    fn from(following: Following) -> TableFollowing {
        TableFollowing {
            phones: following.phones,
            said: msg!("live-app-following", phones = following.phones).text(),
            links: following
                .links
                .into_iter()
                .map(|link| LinkFollowing {
                    link_id: link.link_id,
                    phones: link.phones,
                    said: msg!("live-app-link-in-use", phones = link.phones).text(),
                })
                .collect(),
        }
    }
}

/// A game hosted for the other phones at the table.
#[derive(uniffi::Object)]
pub struct TableHost {
    host: Mutex<Option<Host>>,
}

impl std::fmt::Debug for TableHost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableHost").finish_non_exhaustive()
    }
}

impl TableHost {
    /// Starts hosting game `game_id` of the database file `db` on `address` (an
    /// address and port), or, with none, on the phone's private address on the
    /// network of its default route (the Wi-Fi) at [`DEFAULT_PORT`]; `on_change`
    /// runs after each command a scorer records.
    pub(crate) fn start(
        db: &str,
        game_id: i64,
        address: Option<&str>,
        on_change: Arc<dyn Fn() + Send + Sync>,
    ) -> Result<Arc<TableHost>, TallyError> {
        guard(|| {
            let address = match address {
                Some(address) => address.trim().parse::<SocketAddr>().map_err(|_| {
                    TallyError::from(tally_core::Error::invalid(
                        "address",
                        msg!("live-bad-address", address = address.to_owned()),
                    ))
                })?,
                None => {
                    let network = players_network().map_err(|why| host_error(HostError::NoPlayersNetwork(why)))?;
                    SocketAddr::new(network.ip, DEFAULT_PORT)
                }
            };
            let mut config = HostConfig::new(db, game_id, address);
            config.on_change = Some(on_change);
            let host = Host::start(config).map_err(host_error)?;
            Ok(Arc::new(TableHost { host: Mutex::new(Some(host)) }))
        })
    }

    fn with<T>(&self, body: impl FnOnce(&Host) -> Result<T, HostError>) -> Result<T, TallyError> {
        guard(|| match lock(&self.host).as_ref() {
            Some(host) => body(host).map_err(host_error),
            None => Err(TallyError::from(tally_core::Error::invalid("host", msg!("live-host-stopped")))),
        })
    }
}

#[uniffi::export]
impl TableHost {
    /// Where the host listens (`192.168.1.20:7878`), empty once stopped.
    pub fn address(&self) -> String {
        lock(&self.host).as_ref().map(|host| host.address().to_string()).unwrap_or_default()
    }

    /// The links that are not revoked, with their join addresses and QR codes.
    ///
    /// # Errors
    /// The host is stopped; storage errors.
    pub fn links(&self) -> Result<Vec<HostLink>, TallyError> {
        self.with(|host| Ok(host.links()?.into_iter().map(HostLink::from).collect()))
    }

    /// A new link: a viewer's, or a scorer's that may record.
    ///
    /// # Errors
    /// A label refused (empty, too long, invisible characters); the host is stopped.
    pub fn create_link(&self, role: LinkRole, label: String) -> Result<HostLink, TallyError> {
        self.with(|host| Ok(HostLink::from(host.create_link(role, &label)?)))
    }

    /// Who follows the table now: the phones with a link's page open, and the links
    /// in use (nobody once stopped).
    pub fn following(&self) -> TableFollowing {
        let following = lock(&self.host).as_ref().map(Host::following).unwrap_or_default();
        TableFollowing::from(following)
    }

    /// Revokes a link: its holder is refused from the next request on.
    ///
    /// # Errors
    /// A link the game does not have; the host is stopped.
    pub fn revoke(&self, link_id: i64) -> Result<(), TallyError> {
        self.with(|host| host.revoke(link_id))
    }

    /// Stops listening and closes every connection (once; later calls do nothing).
    pub fn stop(&self) {
        if let Some(host) = lock(&self.host).take() {
            host.stop();
        }
    }
}

/// The QR code of `url`, as a [`HostLink`] carries the code of its first address:
/// `size` × `size` modules row by row, `true` for a dark one (a size of 0: the text
/// is too long for a code).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LinkQrCode {
    /// Modules on a side.
    pub size: u32,
    /// Whether each module is dark, row by row.
    pub dark: Vec<bool>,
}

/// The QR code of any address of a link (a host listening on every network has one
/// address per network; the link's first is in [`HostLink`]).
#[uniffi::export]
pub fn live_table_qr_code(url: String) -> LinkQrCode {
    qr_code(&url).map_or(LinkQrCode { size: 0, dark: Vec::new() }, |qr| LinkQrCode { size: qr.size, dark: qr.dark })
}

/// The words of the hosting screen in the language in use (`start`, `stop`,
/// `listening`, `viewer_link`, `scorer_link` with `{label}`, `add_scorer`, `revoke`,
/// `table`).
#[uniffi::export]
pub fn live_table_words() -> std::collections::HashMap<String, String> {
    let language = tally_core::l10n::language();
    tally_host::page::hosting_words(language).into_iter().map(|(key, text)| (key.to_owned(), text)).collect()
}

fn host_error(error: HostError) -> TallyError {
    match error {
        HostError::Core(error) => TallyError::from(error),
        other => TallyError::Refused {
            code: tally_core::ErrorCode::InvalidInput,
            field: Some("address".to_owned()),
            reason: other.to_string(),
        },
    }
}
