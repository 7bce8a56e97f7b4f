//! The join links of a link: `http://<address>:<port>/t/<token>/`, one for each
//! address the host can be reached at — the address it listens on, or, listening on
//! every interface, each of the machine's IPv4 addresses but loopback (the phones
//! are on the same network as one of them).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use serde::Serialize;
use tally_core::store::LiveLink;

/// A link with the addresses that open it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct JoinLink {
    /// The link.
    pub link: LiveLink,
    /// Its join addresses, the likeliest first.
    pub urls: Vec<String>,
}

impl JoinLink {
    /// The join addresses of `link` on a host listening on `address`.
    pub fn new(link: LiveLink, address: SocketAddr) -> JoinLink {
        let urls = reachable_at(address)
            .into_iter()
            .map(|ip| format!("http://{}/t/{}/", SocketAddr::new(ip, address.port()), link.token))
            .collect();
        JoinLink { link, urls }
    }
}

/// The QR code of a join address: `size` × `size` modules row by row, `true` for a
/// dark one (the apps draw it; a quiet zone of 4 modules goes around it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QrModules {
    /// Modules on a side.
    pub size: u32,
    /// Whether each module is dark, row by row.
    pub dark: Vec<bool>,
}

/// The QR code of `url`, if it fits one.
pub fn qr_code(url: &str) -> Option<QrModules> {
    let code = qrcode::QrCode::new(url.as_bytes()).ok()?;
    let size = u32::try_from(code.width()).ok()?;
    let dark = code.to_colors().into_iter().map(|color| color == qrcode::Color::Dark).collect();
    Some(QrModules { size, dark })
}

/// The addresses a host listening on `address` is reached at.
fn reachable_at(address: SocketAddr) -> Vec<IpAddr> {
    if !address.ip().is_unspecified() {
        return vec![address.ip()];
    }
    let mut found: Vec<IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|interface| !interface.is_loopback())
        .map(|interface| interface.ip())
        .filter(IpAddr::is_ipv4)
        .collect();
    found.sort();
    found.dedup();
    if found.is_empty() {
        found.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    found
}
