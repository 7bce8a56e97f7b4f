//! A hosted game for the tests: a database file in a folder of its own with a game
//! of Ann (red) and Ben (blue), served on 127.0.0.1 at any free port, with a viewer
//! link and a scorer link; and a runtime for the clients (the host has its own).
#![allow(dead_code)]

pub mod http;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;

use serde_json::{Value, json};
use tally_core::session::Colour;
use tally_core::store::{GameSeat, LinkRole, LiveLink, Store};
use tally_core::{Edition, Ruleset};
use tally_host::{Host, HostConfig, Limits};

/// A phone at the table: a loopback address of its own.
pub fn phone(n: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, n))
}

pub struct Hosted {
    pub dir: PathBuf,
    pub db: PathBuf,
    pub game: i64,
    pub host: Host,
    pub viewer: LiveLink,
    pub scorer: LiveLink,
    pub runtime: tokio::runtime::Runtime,
}

impl Hosted {
    pub fn new(name: &str) -> Hosted {
        Hosted::with_limits(name, Limits::default())
    }

    pub fn with_limits(name: &str, limits: Limits) -> Hosted {
        let dir = std::env::temp_dir().join(format!("tally-host-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let db = dir.join("tally.db");
        let game = {
            let mut store = Store::open(&db).unwrap();
            let seats = [
                GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
                GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
            ];
            store.create_game(&seats, Ruleset::base(Edition::C3)).unwrap().id
        };
        let mut config = HostConfig::new(&db, game, SocketAddr::from(([127, 0, 0, 1], 0)));
        config.limits = limits;
        let host = Host::start(config).unwrap();
        let viewer = host.create_link(LinkRole::Viewer, "table").unwrap().link;
        let scorer = host.create_link(LinkRole::Scorer, "Ben's phone").unwrap().link;
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        Hosted { dir, db, game, host, viewer, scorer, runtime }
    }

    /// A host that admits at most `connections` connections from one phone.
    pub fn with_connections_per_phone(name: &str, connections: usize) -> Hosted {
        Hosted::with_limits(name, Limits { connections_per_client: connections, ..Limits::default() })
    }

    pub fn address(&self) -> SocketAddr {
        self.host.address()
    }

    /// The entries the database holds for the game.
    pub fn stored_entries(&self) -> usize {
        Store::open(&self.db).unwrap().load_game(self.game).unwrap().game.entries().len()
    }

    /// The game's scores as stored, by player id.
    pub fn stored_scores(&self) -> Vec<(String, i64)> {
        let active = Store::open(&self.db).unwrap().load_game(self.game).unwrap();
        active.game.table().players.iter().map(|player| (player.id.to_string(), player.score)).collect()
    }
}

impl Drop for Hosted {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `/t/<token>/<rest>`.
pub fn at(link: &LiveLink, rest: &str) -> String {
    format!("/t/{}/{rest}", link.token)
}

/// A road of `tiles` tiles with one follower of `player` (reference road.base: 1 point a tile).
pub fn road(player: &str, tiles: i64) -> Value {
    json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles}, "players": [{"id": player, "followers": 1}]})
}

/// A write with its key, made on a table that showed entry `seen`.
pub fn write(key: &str, seen: u64, command: Value) -> Value {
    json!({"key": key, "seen": seen, "command": command})
}
