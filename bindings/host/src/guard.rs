//! What keeps one client from starving the others: at most so many connections in
//! all and from one address, a request rate per address (a token bucket; past it,
//! `429`), and a largest request body. Every phone at the table has an address of
//! its own, so one that floods the host leaves the others served.
//!
//! A connection past its address's limit is answered `503` and closed at once. When
//! the host as a whole is full, a new connection takes the place of the oldest
//! connection that is waiting for a request (one that has not sent its request yet,
//! or sits idle between two), taken from the address holding the most: a client
//! that opens connections and sends nothing — slow headers from many addresses —
//! cannot lock a new phone out, while a viewer's open event stream, which is busy,
//! is never given up for it.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::sync::Notify;

/// Bounds on what clients may ask.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Open connections in all.
    pub connections: usize,
    /// Open connections from one address.
    pub connections_per_client: usize,
    /// Bytes of one request's body.
    pub body_bytes: usize,
    /// Requests per second one address may keep up.
    pub requests_per_second: f64,
    /// Requests one address may make at once before the rate applies.
    pub burst: f64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 128,
            connections_per_client: 16,
            body_bytes: 16 * 1024,
            requests_per_second: 20.0,
            burst: 60.0,
        }
    }
}

/// How many requests a connection is serving (an event stream counts as one until
/// it ends): a connection serving none waits for a request and may give its place.
#[derive(Clone, Debug, Default)]
pub struct Busy(Arc<AtomicUsize>);

impl Busy {
    /// One request more, until the guard is dropped.
    pub fn serving(&self) -> Serving {
        self.0.fetch_add(1, Ordering::SeqCst);
        Serving(self.clone())
    }

    fn is_idle(&self) -> bool {
        self.0.load(Ordering::SeqCst) == 0
    }
}

/// A request being served; the connection is idle again once every one is dropped.
#[derive(Debug)]
pub struct Serving(Busy);

impl Drop for Serving {
    fn drop(&mut self) {
        (self.0).0.fetch_sub(1, Ordering::SeqCst);
    }
}

#[derive(Debug)]
struct Connection {
    ip: IpAddr,
    busy: Busy,
    evicted: Arc<Notify>,
}

#[derive(Debug, Default)]
struct Open {
    /// By id, oldest first.
    connections: BTreeMap<u64, Connection>,
    per_client: HashMap<IpAddr, usize>,
    next_id: u64,
}

impl Open {
    fn remove(&mut self, id: u64) -> Option<Connection> {
        let connection = self.connections.remove(&id)?;
        if let Some(count) = self.per_client.get_mut(&connection.ip) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                self.per_client.remove(&connection.ip);
            }
        }
        Some(connection)
    }

    /// The oldest idle connection of the address holding the most connections.
    fn to_give_up(&self) -> Option<u64> {
        self.connections
            .iter()
            .filter(|(_, connection)| connection.busy.is_idle())
            .max_by_key(|(id, connection)| (self.per_client.get(&connection.ip), std::cmp::Reverse(**id)))
            .map(|(id, _)| *id)
    }
}

/// The open connections, in all and per address.
#[derive(Debug)]
pub struct Gate {
    limits: Limits,
    open: Mutex<Open>,
}

impl Gate {
    /// A gate for `limits`, with no connection open.
    pub fn new(limits: Limits) -> Arc<Gate> {
        Arc::new(Gate { limits, open: Mutex::new(Open::default()) })
    }

    fn open(&self) -> MutexGuard<'_, Open> {
        self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A place for one more connection from `ip`: none past the address's limit;
    /// past the limit in all, the place of an idle connection, which is told to
    /// close.
    pub fn admit(self: &Arc<Gate>, ip: IpAddr) -> Option<Pass> {
        let mut open = self.open();
        if open.per_client.get(&ip).copied().unwrap_or(0) >= self.limits.connections_per_client {
            return None;
        }
        if open.connections.len() >= self.limits.connections {
            let given_up = open.to_give_up().and_then(|id| open.remove(id))?;
            given_up.evicted.notify_one();
        }
        let id = open.next_id;
        open.next_id += 1;
        let (busy, evicted) = (Busy::default(), Arc::new(Notify::new()));
        open.connections.insert(id, Connection { ip, busy: busy.clone(), evicted: evicted.clone() });
        *open.per_client.entry(ip).or_insert(0) += 1;
        Some(Pass { gate: self.clone(), id, busy, evicted })
    }

    /// Open connections in all.
    pub fn open_connections(&self) -> usize {
        self.open().connections.len()
    }
}

/// One admitted connection; gives its place back when it closes.
#[derive(Debug)]
pub struct Pass {
    gate: Arc<Gate>,
    id: u64,
    busy: Busy,
    evicted: Arc<Notify>,
}

impl Pass {
    /// What the connection is serving.
    pub fn busy(&self) -> &Busy {
        &self.busy
    }

    /// Done when the connection must give its place to a new one.
    pub async fn given_up(&self) {
        self.evicted.notified().await;
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        self.gate.open().remove(self.id);
    }
}

/// The request rate of each address: a token bucket per address.
#[derive(Debug)]
pub struct Rates {
    limits: Limits,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl Rates {
    /// Buckets for `limits`.
    pub fn new(limits: Limits) -> Rates {
        Rates { limits, buckets: Mutex::new(HashMap::new()) }
    }

    /// Whether `ip` may make one more request now (and counts it).
    pub fn allow(&self, ip: IpAddr) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() > 4096 {
            // Forget the addresses that have been quiet long enough to be full again.
            let full = self.limits.burst / self.limits.requests_per_second.max(f64::MIN_POSITIVE);
            buckets.retain(|_, (_, at)| now.duration_since(*at).as_secs_f64() < full);
        }
        let (tokens, at) = buckets.entry(ip).or_insert((self.limits.burst, now));
        let refill = now.duration_since(*at).as_secs_f64() * self.limits.requests_per_second;
        *tokens = (*tokens + refill).min(self.limits.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_allowed_then_the_rate() {
        let rates = Rates::new(Limits { requests_per_second: 1.0, burst: 3.0, ..Limits::default() });
        let ip: IpAddr = "127.0.0.2".parse().unwrap();
        assert_eq!((0..5).map(|_| rates.allow(ip)).collect::<Vec<_>>(), [true, true, true, false, false]);
        assert!(rates.allow("127.0.0.3".parse().unwrap()), "another address has a bucket of its own");
    }

    #[test]
    fn a_closed_connection_gives_its_place_back() {
        let gate = Gate::new(Limits { connections: 3, connections_per_client: 2, ..Limits::default() });
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let first = gate.admit(a).unwrap();
        let _second = gate.admit(a).unwrap();
        assert!(gate.admit(a).is_none(), "two per client");
        drop(first);
        let _again = gate.admit(a).expect("the place given back");
        let _third = gate.admit(b).unwrap();
        assert_eq!(gate.open_connections(), 3);
    }

    #[test]
    fn a_full_host_gives_the_oldest_idle_place_of_the_busiest_address_to_a_new_phone() {
        let gate = Gate::new(Limits { connections: 4, connections_per_client: 3, ..Limits::default() });
        let ip = |n: u8| IpAddr::from([10, 0, 0, n]);
        let viewer = gate.admit(ip(1)).unwrap();
        let _streaming = viewer.busy().serving();
        let (slow_old, slow_new) = (gate.admit(ip(2)).unwrap(), gate.admit(ip(2)).unwrap());
        let other = gate.admit(ip(3)).unwrap();
        // Full: the new phone takes the place of the slow address's oldest connection.
        let newcomer = gate.admit(ip(4)).expect("a place is made");
        assert_eq!(gate.open_connections(), 4);
        let told = tokio_test_block(async { slow_old.given_up().await });
        assert!(told, "the connection given up is told to close");
        // Its pass is gone already; dropping it changes nothing.
        drop(slow_old);
        assert_eq!(gate.open_connections(), 4);
        // Busy connections are never given up: with every other one busy, none is.
        let (_a, _b, _c) = (slow_new.busy().serving(), other.busy().serving(), newcomer.busy().serving());
        assert!(gate.admit(ip(5)).is_none());
    }

    /// Whether `future` is ready at once.
    fn tokio_test_block(future: impl std::future::Future<Output = ()>) -> bool {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_time().build().unwrap();
        runtime.block_on(async { tokio::time::timeout(std::time::Duration::from_millis(50), future).await.is_ok() })
    }
}
