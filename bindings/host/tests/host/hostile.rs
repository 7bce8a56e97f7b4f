//! Hostile clients on the loopback, written as plain sockets (tokio's, from
//! addresses of their own: 127.0.0.x), never through the host's code: slow headers
//! from 8 addresses holding every place of the host for 60 s, a head sent a byte at
//! a time, a body that never ends, a flood of connections from many addresses, and
//! the streams of a game deleted meanwhile. The phones at the table are served
//! throughout, within a second. Each test is bounded in connections and time.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tally_core::store::Store;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::common::http::{Events, connect, post_json, request_bytes};
use crate::common::{Hosted, at, phone, road, write};

/// What a new phone is allowed to wait for the page's events, whatever the attack.
const SERVED_WITHIN: Duration = Duration::from_secs(1);

/// An attacker's address: 127.0.1.n, apart from the phones' 127.0.0.n.
fn attacker(n: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 1, n))
}

/// Opens the events of `path` from `from` and says how long the snapshot took, or
/// why there was none.
async fn time_to_snapshot(from: IpAddr, to: SocketAddr, path: &str) -> Result<Duration, String> {
    let started = Instant::now();
    let opened = tokio::time::timeout(Duration::from_secs(5), async {
        let mut events = Events::open(from, to, path, None, "en").await.map_err(|error| error.to_string())?;
        if events.status != 200 {
            return Err(format!("status {}", events.status));
        }
        match events.next().await {
            Some(event) if event.event == "snapshot" => Ok(started.elapsed()),
            other => Err(format!("no snapshot: {other:?}")),
        }
    })
    .await;
    opened.unwrap_or_else(|_| Err("no answer within 5 s".to_owned()))
}

/// A client that opens connections from `from` and sends a request head that never
/// ends, one byte every `every`; when the host closes one (or refuses it), it opens
/// another. Counts its connections open in `open`.
async fn slow_headers(from: IpAddr, to: SocketAddr, every: Duration, until: Instant, open: Arc<AtomicUsize>) {
    let head = b"GET /t/0000000000000000/events HTTP/1.1\r\nHost: table\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
    while Instant::now() < until {
        let Ok(mut stream) = connect(from, to).await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        open.fetch_add(1, Ordering::SeqCst);
        let mut answer = [0_u8; 64];
        for byte in head.iter().cycle() {
            tokio::select! {
                // The host closed it, or answered (503): either way it is gone.
                _ = stream.read(&mut answer) => break,
                () = tokio::time::sleep(every) => {
                    if stream.write_all(&[*byte]).await.is_err() {
                        break;
                    }
                }
                () = tokio::time::sleep_until(until.into()) => break,
            }
        }
        open.fetch_sub(1, Ordering::SeqCst);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A slow-loris attack: 8 addresses, 16 connections each (every place of the
/// host), one byte every 10 s, for 60 s. Throughout, a new phone gets the table
/// within a second, a phone that follows hears a scoring, and the scorer's write
/// goes through.
#[test]
fn slow_headers_from_8_addresses_for_60_s_lock_no_phone_out() {
    let hosted = Hosted::new("slow-headers");
    let to = hosted.address();
    let events_path = at(&hosted.viewer, "events");
    hosted.runtime.block_on(async {
        let until = Instant::now() + Duration::from_secs(60);
        let open = Arc::new(AtomicUsize::new(0));
        let mut attack = Vec::new();
        for address in 1..=8 {
            for _ in 0..16 {
                let open = open.clone();
                attack.push(tokio::spawn(slow_headers(attacker(address), to, Duration::from_secs(10), until, open)));
            }
        }
        let mut following = Events::open(phone(1), to, &events_path, None, "en").await.unwrap();
        assert_eq!(following.next().await.unwrap().event, "snapshot");
        // The attack holds the host: every place is taken by a slow connection.
        let started = Instant::now();
        while open.load(Ordering::SeqCst) < 120 && started.elapsed() < Duration::from_secs(10) {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let mut fewest_attackers = usize::MAX;
        let (mut slowest, mut probes) = (Duration::ZERO, 0);
        let mut recorded = false;
        let mut phone_number = 100;
        while Instant::now() + Duration::from_secs(2) < until {
            fewest_attackers = fewest_attackers.min(open.load(Ordering::SeqCst));
            let took = time_to_snapshot(phone(phone_number), to, &events_path).await;
            let took = took.unwrap_or_else(|why| panic!("probe {probes} at {:?}: {why}", started.elapsed()));
            assert!(took <= SERVED_WITHIN, "probe {probes}: the table took {took:?}");
            slowest = slowest.max(took);
            probes += 1;
            phone_number = if phone_number == 250 { 100 } else { phone_number + 1 };
            if !recorded && started.elapsed() > Duration::from_secs(30) {
                // Half-way, a scorer records a road; the phone that follows hears it.
                let answer =
                    post_json(phone(2), to, &at(&hosted.scorer, "command"), &write("mid", 0, road("red", 3))).await;
                assert_eq!(answer.status, 200, "{}", String::from_utf8_lossy(&answer.body));
                let update = tokio::time::timeout(SERVED_WITHIN, following.next()).await.unwrap().unwrap();
                assert_eq!((update.event.as_str(), update.id), ("update", Some(1)));
                recorded = true;
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
        for client in attack {
            client.await.unwrap();
        }
        assert!(recorded);
        assert!(probes >= 25, "{probes} probes in 60 s");
        assert!(fewest_attackers >= 100, "the attack held the host ({fewest_attackers} slow connections at the least)");
        println!("slow headers: {probes} new phones served, the slowest in {slowest:?}; {fewest_attackers}+ slow connections open");
    });
    assert_eq!(hosted.stored_entries(), 1);
}

/// A head sent a byte a second never times out a read; the host closes it when its
/// head is not in after the head deadline, not after 30 s of bytes.
#[test]
fn a_head_sent_a_byte_a_second_is_closed_at_the_head_deadline() {
    let hosted = Hosted::new("byte-a-second");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let mut stream = connect(phone(7), to).await.unwrap();
        let started = Instant::now();
        let mut answer = Vec::new();
        let head =
            b"GET /t/x/events HTTP/1.1\r\nHost: table\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        for byte in head {
            let mut read = [0_u8; 256];
            tokio::select! {
                got = stream.read(&mut read) => {
                    answer.extend_from_slice(&read[..got.unwrap_or(0)]);
                    break;
                }
                () = tokio::time::sleep(Duration::from_secs(1)) => {
                    if stream.write_all(&[*byte]).await.is_err() {
                        break;
                    }
                }
            }
        }
        let closed_after = started.elapsed();
        let deadline = tally_host::server::HEAD_DEADLINE;
        assert!(
            closed_after >= deadline && closed_after < deadline + Duration::from_secs(3),
            "closed after {closed_after:?} (deadline {deadline:?}); it said {:?}",
            String::from_utf8_lossy(&answer)
        );
    });
}

/// A write whose body never ends is answered `408` at the body's deadline, and
/// nothing is recorded.
#[test]
fn a_body_that_never_ends_is_refused_at_its_deadline() {
    let hosted = Hosted::new("slow-body");
    let to = hosted.address();
    let path = at(&hosted.scorer, "command");
    hosted.runtime.block_on(async {
        let mut stream = connect(phone(2), to).await.unwrap();
        let body = write("slow", 0, road("red", 3)).to_string();
        let mut bytes = request_bytes(to, "POST", &path, &[("Content-Type", "application/json")], body.as_bytes());
        // The head and half the body; the rest never comes.
        bytes.truncate(bytes.len() - body.len() / 2);
        stream.write_all(&bytes).await.unwrap();
        let started = Instant::now();
        let mut answer = Vec::new();
        let read = tokio::time::timeout(Duration::from_secs(20), stream.read_to_end(&mut answer)).await;
        assert!(read.is_ok(), "answered within 20 s");
        let text = String::from_utf8_lossy(&answer);
        assert!(text.starts_with("HTTP/1.1 408"), "{text}");
        assert!(text.contains(r#""field":"body""#), "{text}");
        let waited = started.elapsed();
        let deadline = tally_host::writes::BODY_DEADLINE;
        assert!(
            waited >= deadline - Duration::from_millis(100) && waited < deadline + Duration::from_secs(3),
            "{waited:?}"
        );
    });
    assert_eq!(hosted.stored_entries(), 0);
}

/// A flood of connections from 16 addresses, each opened as fast as the last one
/// was and held without a word (each address keeps its last 9: more than the host
/// holds in all), 2,000 at the least: while it goes on, the phone that follows hears
/// every scoring and a new phone gets the table within a second.
#[test]
fn a_flood_of_connections_from_many_addresses_leaves_the_table_served() {
    let hosted = Hosted::new("flood-many");
    let to = hosted.address();
    let events_path = at(&hosted.viewer, "events");
    hosted.runtime.block_on(async {
        let mut following = Events::open(phone(1), to, &events_path, None, "en").await.unwrap();
        assert_eq!(following.next().await.unwrap().event, "snapshot");
        let (opened, stop) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let flood: Vec<_> = (1..=16)
            .map(|address| {
                let (opened, stop) = (opened.clone(), stop.clone());
                tokio::spawn(async move {
                    let mut held: Vec<TcpStream> = Vec::new();
                    // Bounded: 500 connections an address at the most.
                    for _ in 0..500 {
                        if stop.load(Ordering::SeqCst) == 1 && opened.load(Ordering::SeqCst) >= 2_000 {
                            break;
                        }
                        if let Ok(stream) = connect(attacker(address), to).await {
                            opened.fetch_add(1, Ordering::SeqCst);
                            held.push(stream);
                        }
                        if held.len() > 9 {
                            held.remove(0);
                        }
                        tokio::time::sleep(Duration::from_millis(5)).await;
                    }
                })
            })
            .collect();
        while opened.load(Ordering::SeqCst) < 300 {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let mut slowest = Duration::ZERO;
        for probe in 0..5_u8 {
            let took = time_to_snapshot(phone(100 + probe), to, &events_path).await;
            let took = took.unwrap_or_else(|why| panic!("probe {probe}: {why}"));
            assert!(took <= SERVED_WITHIN, "probe {probe}: {took:?}");
            slowest = slowest.max(took);
            let seq = u64::from(probe) + 1;
            let write = write(&format!("k{seq}"), seq - 1, road("red", 1));
            let answer = post_json(phone(2), to, &at(&hosted.scorer, "command"), &write).await;
            assert_eq!(answer.status, 200, "{}", String::from_utf8_lossy(&answer.body));
            let update = tokio::time::timeout(SERVED_WITHIN, following.next()).await.unwrap().unwrap();
            assert_eq!(update.id, Some(seq));
        }
        let during = opened.load(Ordering::SeqCst);
        stop.store(1, Ordering::SeqCst);
        for address in flood {
            address.await.unwrap();
        }
        let opened = opened.load(Ordering::SeqCst);
        assert!(opened >= 2_000, "{opened} connections opened");
        println!(
            "flood: {opened} connections ({during} while the phones were served); the slowest new phone in {slowest:?}"
        );
    });
    assert_eq!(hosted.stored_entries(), 5);
}

/// A game deleted at the laptop (another connection) ends every open stream within
/// a second; its links open nothing from then on.
#[test]
fn a_deleted_game_s_streams_end_within_a_second() {
    let hosted = Hosted::new("deleted");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let mut streams = Vec::new();
        for (n, link) in [(1, &hosted.viewer), (2, &hosted.scorer), (3, &hosted.viewer)] {
            let mut events = Events::open(phone(n), to, &at(link, "events"), None, "en").await.unwrap();
            assert_eq!(events.next().await.unwrap().event, "snapshot");
            streams.push(events);
        }
        assert_eq!(hosted.host.following().phones, 3);
        Store::open(&hosted.db).unwrap().delete_game(hosted.game).unwrap();
        let deleted = Instant::now();
        for (n, events) in streams.iter_mut().enumerate() {
            let ended = tokio::time::timeout(Duration::from_secs(5), events.next()).await;
            assert!(matches!(ended, Ok(None)), "stream {n}: {ended:?}");
            assert!(deleted.elapsed() < Duration::from_secs(1), "stream {n} ended after {:?}", deleted.elapsed());
        }
        let page = crate::common::http::get(phone(1), to, &at(&hosted.viewer, "")).await;
        assert_eq!((page.status, page.body.len()), (401, 0));
    });
    assert_eq!(hosted.host.following().phones, 0, "nobody follows a deleted game");
}

/// A link revoked by the host ends its open streams within a second.
#[test]
fn a_revoked_link_s_stream_ends_within_a_second() {
    let hosted = Hosted::new("revoked-timed");
    let to = hosted.address();
    hosted.runtime.block_on(async {
        let mut events = Events::open(phone(2), to, &at(&hosted.scorer, "events"), None, "en").await.unwrap();
        assert_eq!(events.next().await.unwrap().event, "snapshot");
        let revoked = Instant::now();
        hosted.host.revoke(hosted.scorer.id).unwrap();
        assert!(tokio::time::timeout(Duration::from_secs(5), events.next()).await.unwrap().is_none());
        assert!(revoked.elapsed() < Duration::from_secs(1), "{:?}", revoked.elapsed());
    });
}
