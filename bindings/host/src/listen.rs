//! Where the host listens unless the player says otherwise: the private address of
//! the network interface that holds the default route — the Wi-Fi the phones at the
//! table share — and never every interface at once (a laptop on a café's Wi-Fi or
//! a VPN would serve the game there too).
//!
//! The interface is the one the system's main routing table sends the default route
//! to (`/proc/net/route` on Linux and Android; a VPN that routes everything through
//! itself usually does so with narrower routes or rules, leaving the default route
//! on the Wi-Fi). Where that table cannot be read (iOS, macOS, an Android that hides
//! it), it is the address the system would send from to an address outside the
//! local network: a UDP socket connected there, which sends nothing. An address
//! that is not private (a public address, a documentation or carrier range) is not
//! used: the player is asked to choose one.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};

/// The address the players' phones reach the host at, and its interface's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayersNetwork {
    /// The address.
    pub ip: IpAddr,
    /// The interface holding it (`wlan0`, `en0`), when the system names it.
    pub interface: Option<String>,
}

/// Why no address of the players' network was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoPlayersNetwork {
    /// The machine has no default route (no network).
    NoRoute,
    /// The default route's interface has no private IPv4 address.
    NotPrivate {
        /// The interface.
        interface: Option<String>,
        /// The address it has, if any.
        ip: Option<IpAddr>,
    },
}

/// Where the phones at the table reach this machine.
///
/// # Errors
/// [`NoPlayersNetwork`] when no private address holds the default route.
pub fn players_network() -> Result<PlayersNetwork, NoPlayersNetwork> {
    let interfaces: Vec<(String, Ipv4Addr)> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|interface| match interface.ip() {
            IpAddr::V4(ip) if !ip.is_loopback() => Some((interface.name, ip)),
            _ => None,
        })
        .collect();
    let routed = std::fs::read_to_string("/proc/net/route").ok().and_then(|table| default_route_interface(&table));
    let found = match routed {
        Some(name) => {
            let ip = interfaces
                .iter()
                .filter(|(interface, _)| *interface == name)
                .map(|(_, ip)| *ip)
                .min_by_key(is_not_private);
            (Some(name), ip)
        }
        None => {
            let ip = route_source().ok_or(NoPlayersNetwork::NoRoute)?;
            let name = interfaces.iter().find(|(_, address)| *address == ip).map(|(name, _)| name.clone());
            (name, Some(ip))
        }
    };
    match found {
        (interface, Some(ip)) if is_private(ip) => Ok(PlayersNetwork { ip: IpAddr::V4(ip), interface }),
        (interface, ip) => Err(NoPlayersNetwork::NotPrivate { interface, ip: ip.map(IpAddr::V4) }),
    }
}

/// The interface of the default route (destination and mask 0) with the lowest
/// metric, in the text of `/proc/net/route`.
fn default_route_interface(table: &str) -> Option<String> {
    table
        .lines()
        .skip(1)
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let (name, destination, flags, metric, mask) =
                (fields.first()?, fields.get(1)?, fields.get(3)?, fields.get(6)?, fields.get(7)?);
            let up = u32::from_str_radix(flags, 16).ok()? & 1 == 1;
            (up && *destination == "00000000" && *mask == "00000000").then(|| (metric.parse::<u32>().ok(), *name))
        })
        .min_by_key(|(metric, _)| metric.unwrap_or(u32::MAX))
        .map(|(_, name)| name.to_owned())
}

/// The address the system sends from to an address outside the local network (a
/// UDP socket connected there sends nothing).
fn route_source() -> Option<Ipv4Addr> {
    let socket = UdpSocket::bind(SocketAddr::from(([0, 0, 0, 0], 0))).ok()?;
    // TEST-NET-3 (RFC 5737): never a real host, routed like any address outside.
    socket.connect(SocketAddr::from(([203, 0, 113, 1], 9))).ok()?;
    match socket.local_addr().ok()?.ip() {
        IpAddr::V4(ip) if !ip.is_unspecified() => Some(ip),
        _ => None,
    }
}

/// A private address (RFC 1918) or a link-local one (a network with no router).
fn is_private(ip: Ipv4Addr) -> bool {
    ip.is_private() || ip.is_link_local()
}

fn is_not_private(ip: &Ipv4Addr) -> bool {
    !is_private(*ip)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `/proc/net/route` of a laptop on Wi-Fi with a wired link of higher metric
    /// and a VPN routing everything through itself with two half routes (as
    /// OpenVPN's `redirect-gateway def1` does).
    const ROUTES: &str = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
tun0\t00000000\t0100080A\t0003\t0\t0\t0\t00000080\t0\t0\t0
tun0\t00000080\t0100080A\t0003\t0\t0\t0\t00000080\t0\t0\t0
eth0\t00000000\t0101A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0
wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0
wlan0\t0001A8C0\t00000000\t0001\t0\t0\t600\t00FFFFFF\t0\t0\t0
";

    #[test]
    fn the_default_route_of_the_lowest_metric_names_the_interface() {
        assert_eq!(default_route_interface(ROUTES).as_deref(), Some("eth0"));
        let wifi_only: String = ROUTES.lines().filter(|line| !line.starts_with("eth0")).collect::<Vec<_>>().join("\n");
        assert_eq!(default_route_interface(&wifi_only).as_deref(), Some("wlan0"), "not the VPN's half routes");
        let down = ROUTES.replace("eth0\t00000000\t0101A8C0\t0003", "eth0\t00000000\t0101A8C0\t0002");
        assert_eq!(default_route_interface(&down).as_deref(), Some("wlan0"), "a route that is not up");
        assert_eq!(default_route_interface("Iface\tDestination\n"), None);
    }

    #[test]
    fn only_private_and_link_local_addresses_are_the_players_network() {
        for private in ["192.168.1.20", "10.0.0.5", "172.16.3.4", "169.254.10.1"] {
            assert!(is_private(private.parse().unwrap()), "{private}");
        }
        for public in ["203.0.113.7", "8.8.8.8", "100.64.1.2", "192.0.2.2"] {
            assert!(!is_private(public.parse().unwrap()), "{public}");
        }
    }
}
