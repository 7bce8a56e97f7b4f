//! `tally serve`: hosts a game's live table (the `tally-host` crate) until Ctrl-C or
//! SIGTERM, printing each link with its QR code — a viewer link for the table, and a
//! scorer link for each `--scorer` — and `tally serve --revoke N` revokes a link (a
//! running host, which reads the links again when the database changes, refuses it
//! at once). On a stop the host is stopped, which closes its connections to the
//! database: the last one to close empties the log into the file and removes it.

use std::net::SocketAddr;
use std::path::PathBuf;

use qrcode::QrCode;
use qrcode::render::unicode::Dense1x2;
use serde::Serialize;
use tally_core::store::LinkRole;
use tally_host::{Host, HostConfig, HostError, JoinLink};

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
    links: &'a [JoinLink],
}

/// `tally serve`.
///
/// # Errors
/// No game; a label or link refused; an address that cannot be listened on.
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
    let host = Host::start(HostConfig::new(path, game, SocketAddr::new(args.address, args.port))).map_err(failure)?;
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
        out::json(&Hosting { game, address: host.address(), links: &links })?;
    } else {
        print_links(game, &host, &links)?;
    }
    // Serves until Ctrl-C or SIGTERM; every command is already stored.
    crate::stop::wait();
    host.stop();
    Ok(())
}

fn print_links(game: i64, host: &Host, links: &[JoinLink]) -> Outcome {
    out::line(&say!("cli-serve-hosting", game = game, address = host.address().to_string()))?;
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

/// `url` as a QR code drawn with half blocks, two rows of modules a line.
fn qr_code(url: &str) -> String {
    match QrCode::new(url.as_bytes()) {
        Ok(code) => {
            let mut drawn = code.render::<Dense1x2>().quiet_zone(true).build();
            drawn.push('\n');
            drawn
        }
        Err(_) => String::new(),
    }
}

fn failure(error: HostError) -> Failure {
    match error {
        HostError::Core(error) => Failure::Refused(error),
        other => Failure::bad(other.to_string()),
    }
}
