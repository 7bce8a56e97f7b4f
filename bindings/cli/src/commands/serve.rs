//! `tally serve`: hosts a game's live table (the `tally-host` crate) until Ctrl-C or
//! SIGTERM, printing where it listens and each link with its QR code — a viewer link
//! for the table, and a scorer link for each `--scorer` — and `tally serve --revoke N`
//! revokes a link (a running host, which reads the links again when the database
//! changes, refuses it at once). On a stop the host is stopped, which closes its
//! connections to the database: the last one to close empties the log into the file
//! and removes it.
//!
//! It listens on the players' network unless `--address` says otherwise: this
//! machine's private address on the network of its default route (the Wi-Fi), never
//! every network unless asked (`--address 0.0.0.0`).

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use anstyle::{Ansi256Color, Style};
use qrcode::QrCode;
use qrcode::render::unicode::Dense1x2;
use serde::Serialize;
use tally_core::store::LinkRole;
use tally_host::{Host, HostConfig, HostError, JoinLink, players_network};

use crate::cli::ServeArgs;
use crate::db;
use crate::failure::{Failure, Outcome};
use crate::out;
use crate::session::{Session, Which};

/// What `--json` prints once the host listens.
#[derive(Serialize)]
struct Hosting<'a> {
    game: i64,
    address: SocketAddr,
    /// The interface of the players' network, when the host chose the address.
    interface: Option<&'a str>,
    links: &'a [JoinLink],
}

/// `tally serve`.
///
/// # Errors
/// No game; a label or link refused; no players' network and no address given; an
/// address that cannot be listened on.
pub fn run(db: Option<PathBuf>, args: &ServeArgs) -> Outcome {
    let path = db::path(db.clone())?;
    let store = db::open(db)?;
    let mut session = Session::open(store, args.game, Which::Unfinished)?;
    let game = session.active.id;
    if let Some(link) = args.revoke {
        session.store.revoke_live_link(game, link)?;
        return out::line(&say!("cli-serve-revoked", link = link, game = game));
    }
    drop(session);
    let (ip, interface): (IpAddr, Option<String>) = match args.address {
        Some(ip) => (ip, None),
        None => {
            let network = players_network().map_err(|why| failure(HostError::NoPlayersNetwork(why)))?;
            (network.ip, Some(network.interface.unwrap_or_else(|| network.ip.to_string())))
        }
    };
    let host = Host::start(HostConfig::new(path, game, SocketAddr::new(ip, args.port))).map_err(failure)?;
    let mut links = host.links().map_err(failure)?;
    if !links.iter().any(|link| link.link.role == LinkRole::Viewer) {
        links.push(host.create_link(LinkRole::Viewer, &say!("cli-serve-table")).map_err(failure)?);
    }
    for label in &args.scorers {
        let known = links.iter().any(|link| link.link.role == LinkRole::Scorer && link.link.label == label.trim());
        if !known {
            links.push(host.create_link(LinkRole::Scorer, label).map_err(failure)?);
        }
    }
    if args.json {
        out::json(&Hosting { game, address: host.address(), interface: interface.as_deref(), links: &links })?;
    } else {
        print_links(game, &host, interface.as_deref(), &links)?;
    }
    // Serves until Ctrl-C or SIGTERM; every command is already stored.
    crate::stop::wait();
    host.stop();
    Ok(())
}

fn print_links(game: i64, host: &Host, interface: Option<&str>, links: &[JoinLink]) -> Outcome {
    let address = host.address().to_string();
    out::line(&match interface {
        Some(interface) => say!("cli-serve-hosting-network", game = game, address = address, interface = interface),
        None => say!("cli-serve-hosting", game = game, address = address),
    })?;
    for link in links {
        let label = link.link.label.clone();
        let heading = match link.link.role {
            LinkRole::Viewer => say!("cli-serve-viewer-link", link = link.link.id, label = label),
            LinkRole::Scorer => say!("cli-serve-scorer-link", link = link.link.id, label = label),
        };
        out::line("")?;
        out::line(&heading)?;
        for url in &link.urls {
            out::line(&format!("  {url}"))?;
        }
        if let Some(url) = link.urls.first() {
            out::print(&qr_code(url))?;
        }
    }
    out::line("")?;
    out::line(&say!("cli-serve-revoke-hint"))
}

/// `url` as a QR code drawn with half blocks, two rows of modules a line, in black
/// on white whatever the terminal's colours (a code drawn in a dark terminal's light
/// text reads inverted, and many phones do not read that), with its quiet zone of
/// four modules. Without colours (not a terminal), the blocks are the dark modules.
fn qr_code(url: &str) -> String {
    let Ok(code) = QrCode::new(url.as_bytes()) else { return String::new() };
    let drawn = code.render::<Dense1x2>().quiet_zone(true).build();
    let paper = Style::new().fg_color(Some(Ansi256Color(16).into())).bg_color(Some(Ansi256Color(231).into()));
    drawn.lines().map(|line| format!("{paper}{line}{paper:#}\n")).collect()
}

fn failure(error: HostError) -> Failure {
    match error {
        HostError::Core(error) => Failure::Refused(error),
        other => Failure::bad(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of the code is black (256-colour 16) on white (231), and the code
    /// keeps a light border of four modules: two lines above and below, four columns
    /// each side.
    #[test]
    fn the_terminal_code_is_black_on_white_with_its_quiet_zone() {
        let drawn = qr_code("http://192.168.1.20:7878/t/4f0c/");
        let lines: Vec<&str> = drawn.lines().collect();
        let (paper, plain) = ("\u{1b}[38;5;16m\u{1b}[48;5;231m", "\u{1b}[0m");
        for line in &lines {
            assert!(line.starts_with(paper) && line.ends_with(plain), "{line:?}");
        }
        let modules: Vec<Vec<char>> =
            lines.iter().map(|line| line.trim_start_matches(paper).trim_end_matches(plain).chars().collect()).collect();
        assert!(modules[..2].iter().all(|line| line.iter().all(|c| *c == ' ')), "two light lines above");
        assert!(modules[modules.len() - 2..].iter().all(|line| line.iter().all(|c| *c == ' ')), "and below");
        assert!(modules.iter().all(|line| line[..4].iter().chain(&line[line.len() - 4..]).all(|c| *c == ' ')));
        // The finder pattern's first two rows after the quiet zone (all seven dark,
        // then dark, five light, dark): a full block at each end, upper halves between.
        assert_eq!(modules[2][4..11].iter().collect::<String>(), "█▀▀▀▀▀█");
    }
}
