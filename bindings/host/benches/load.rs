//! The live table under load, on loopback: 8 viewers follow a game while 2 scorers
//! (each a phone of its own address) play it — a road for the active player, then the
//! end of the turn, turn after turn — and the host then ends and finishes it.
//! Criterion measures the time from a scorer's command leaving until all 8 viewers
//! hold its update; the
//! run then prints every update's latency at each viewer (p50, p99), the host's CPU
//! time (its threads only) and the process's memory, and checks that every viewer
//! ends with the host's exact table. `docs/performance.md` ("Live table") quotes it.
//!
//! `cargo bench -p tally-host --bench load`. Bounded: at most `MAX_COMMANDS` commands
//! and criterion's few seconds.

#[path = "../tests/common/http.rs"]
mod http;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use serde_json::{Value, json};
use tally_core::session::Colour;
use tally_core::store::{GameSeat, LinkRole, Store};
use tally_core::{Edition, Ruleset};
use tally_host::{Host, HostConfig, Limits};
use tokio::sync::mpsc;

const VIEWERS: usize = 8;
const SCORERS: usize = 2;
/// The most commands the run sends (a long game is about 150).
const MAX_COMMANDS: u64 = 4_000;

fn phone(n: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, n))
}

/// The game under load, its viewers' streams and what they received.
struct Table {
    host: Host,
    db: std::path::PathBuf,
    game: i64,
    scorers: Vec<String>,
    runtime: tokio::runtime::Runtime,
    /// Each viewer's received events: (entry, when).
    arrivals: mpsc::UnboundedReceiver<(usize, u64, Instant)>,
    /// Each viewer's last table.
    last: Arc<Mutex<Vec<Value>>>,
    sent: u64,
    latencies: Vec<Duration>,
}

impl Table {
    fn new() -> Table {
        let dir = std::env::temp_dir().join(format!("tally-load-{}", std::process::id()));
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
        // Every request of a scorer is a connection of its own here: the rate of a
        // real phone's taps is not what is measured.
        config.limits = Limits { requests_per_second: 1e6, burst: 1e6, ..Limits::default() };
        let host = Host::start(config).unwrap();
        let viewer = host.create_link(LinkRole::Viewer, "table").unwrap().link;
        let scorers = (0..SCORERS)
            .map(|n| {
                format!("/t/{}/command", host.create_link(LinkRole::Scorer, &format!("scorer {n}")).unwrap().link.token)
            })
            .collect();
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let (arrived, arrivals) = mpsc::unbounded_channel();
        let last = Arc::new(Mutex::new(vec![Value::Null; VIEWERS]));
        let to = host.address();
        for index in 0..VIEWERS {
            let (arrived, last, path) = (arrived.clone(), last.clone(), format!("/t/{}/events", viewer.token));
            runtime.spawn(async move {
                let mut events = http::Events::open(phone(11 + index as u8), to, &path, None, "en").await.unwrap();
                while let Some(event) = events.next().await {
                    let seq = event.id.unwrap_or(0);
                    let now = Instant::now();
                    last.lock().unwrap()[index] = event.json()["table"].clone();
                    let _ = arrived.send((index, seq, now));
                }
            });
        }
        let mut table = Table { host, db, game, scorers, runtime, arrivals, last, sent: 0, latencies: Vec::new() };
        // Every viewer has its snapshot before the game starts.
        table.wait_for_all(0);
        table
    }

    /// Sends the next command of the game from the scorer whose turn it is, and waits
    /// until every viewer has it; returns how long that took.
    fn play_one(&mut self, command: Value) -> Duration {
        let scorer = (self.sent % SCORERS as u64) as usize;
        let key = format!("k{}", self.sent);
        let (to, path, seen) = (self.host.address(), self.scorers[scorer].clone(), self.sent);
        let started = Instant::now();
        let answer = self.runtime.block_on(async move {
            let body = json!({"key": key, "seen": seen, "command": command});
            http::post_json(phone(21 + scorer as u8), to, &path, &body).await
        });
        assert_eq!(answer.status, 200, "{}", String::from_utf8_lossy(&answer.body));
        self.sent += 1;
        let arrivals = self.wait_for_all(self.sent);
        self.latencies.extend(arrivals.iter().map(|at| at.duration_since(started)));
        arrivals.into_iter().max().map_or(Duration::ZERO, |last| last.duration_since(started))
    }

    /// Records `command` at the host itself (what a scorer link may not do: the end
    /// of the game), on a connection of its own, and waits until every viewer has it.
    fn at_the_host(&mut self, command: Value) {
        let mut store = Store::open(&self.db).unwrap();
        let mut active = store.load_game(self.game).unwrap();
        store.execute(&mut active, serde_json::from_value(command).unwrap()).unwrap();
        self.sent += 1;
        self.wait_for_all(self.sent);
    }

    /// When each viewer received entry `seq`.
    fn wait_for_all(&mut self, seq: u64) -> Vec<Instant> {
        let mut at = vec![None; VIEWERS];
        while at.iter().any(Option::is_none) {
            let (viewer, got, when) = self.arrivals.blocking_recv().expect("the viewers listen");
            if got == seq {
                at[viewer] = Some(when);
            }
        }
        at.into_iter().flatten().collect()
    }

    /// The next command of the game: a road for the active player, then the turn's end.
    fn next_command(&self) -> Value {
        if self.sent % 2 == 0 {
            let player = if (self.sent / 2) % 2 == 0 { "red" } else { "blue" };
            json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 1 + self.sent % 5},
                "players": [{"id": player, "followers": 1}]})
        } else {
            json!({"type": "end_turn"})
        }
    }
}

fn percentile(sorted: &[Duration], share: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * share).round() as usize]
}

/// CPU time of the host's own threads (named `tally-host`), from /proc.
fn host_cpu() -> Duration {
    let ticks_per_second = 100.0;
    let mut ticks = 0u64;
    for task in std::fs::read_dir("/proc/self/task").into_iter().flatten().flatten() {
        let comm = std::fs::read_to_string(task.path().join("comm")).unwrap_or_default();
        if !comm.starts_with("tally-host") {
            continue;
        }
        let stat = std::fs::read_to_string(task.path().join("stat")).unwrap_or_default();
        let fields: Vec<&str> =
            stat.rsplit_once(')').map(|(_, rest)| rest.split_whitespace().collect()).unwrap_or_default();
        // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name.
        ticks += fields.get(11).and_then(|t| t.parse::<u64>().ok()).unwrap_or(0);
        ticks += fields.get(12).and_then(|t| t.parse::<u64>().ok()).unwrap_or(0);
    }
    Duration::from_secs_f64(ticks as f64 / ticks_per_second)
}

/// The process's resident and peak memory, in MiB.
fn memory() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let read = |key: &str| {
        status
            .lines()
            .find(|line| line.starts_with(key))
            .and_then(|line| line.split_whitespace().nth(1)?.parse::<f64>().ok())
            .unwrap_or(0.0)
            / 1024.0
    };
    (read("VmRSS:"), read("VmHWM:"))
}

fn live_table(c: &mut Criterion) {
    let (rss_before, _) = memory();
    let mut table = Table::new();
    let cpu_before = host_cpu();
    let wall = Instant::now();
    let mut group = c.benchmark_group("live_table");
    group.sample_size(20).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3));
    group.bench_function("command_to_8_viewers", |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                if table.sent >= MAX_COMMANDS {
                    break;
                }
                let command = table.next_command();
                total += table.play_one(command);
            }
            total
        });
    });
    group.finish();
    // The end of the game: the end-game scoring, then the standings.
    if table.sent % 2 == 1 {
        let command = table.next_command();
        table.play_one(command);
    }
    table.at_the_host(json!({"type": "start_end_game"}));
    table.at_the_host(json!({"type": "finish"}));
    let elapsed = wall.elapsed();
    let cpu = host_cpu().saturating_sub(cpu_before);
    let (rss, peak) = memory();

    // Every viewer ends with the host's exact table.
    let host_table = table.host.table().summary("en");
    let host_json = serde_json::to_value(&host_table).unwrap();
    for (viewer, seen) in table.last.lock().unwrap().iter().enumerate() {
        assert_eq!(seen, &host_json, "viewer {viewer} ends with the host's table");
    }
    let stored = Store::open(&table.db).unwrap().load_game(table.game).unwrap();
    assert_eq!(stored.game.entries().len() as u64, table.sent, "every command stored once");

    let mut sorted = table.latencies.clone();
    sorted.sort_unstable();
    println!(
        "live table: {} commands, {VIEWERS} viewers, {SCORERS} scorers, {} updates received in {:.1} s",
        table.sent,
        sorted.len(),
        elapsed.as_secs_f64()
    );
    println!(
        "update latency (a command sent until a viewer has it): p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        percentile(&sorted, 0.50).as_secs_f64() * 1e3,
        percentile(&sorted, 0.99).as_secs_f64() * 1e3,
        sorted.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );
    println!(
        "host CPU: {:.2} s over {:.1} s ({:.0}% of one core, {:.2} ms a command)",
        cpu.as_secs_f64(),
        elapsed.as_secs_f64(),
        100.0 * cpu.as_secs_f64() / elapsed.as_secs_f64(),
        1e3 * cpu.as_secs_f64() / table.sent as f64
    );
    println!(
        "memory of the process (host, 8 viewers and 2 scorers): {rss:.1} MiB resident ({:.1} MiB more than before the host), peak {peak:.1} MiB",
        rss - rss_before
    );
    println!("every viewer ends with the host's table: yes ({} entries stored)", table.sent);
}

criterion_group!(benches, live_table);
criterion_main!(benches);
