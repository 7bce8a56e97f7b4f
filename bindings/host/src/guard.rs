//! What keeps one client from starving the others: at most so many connections in
//! all and from one address (the connections past them are answered `503` and
//! closed at once), a request rate per address (a token bucket; past it, `429`), and
//! a largest request body. Every phone at the table has an address of its own, so
//! one that floods the host leaves the others served.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

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

/// The open connections, in all and per address.
#[derive(Debug)]
pub struct Gate {
    limits: Limits,
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

impl Gate {
    /// A gate for `limits`, with no connection open.
    pub fn new(limits: Limits) -> Arc<Gate> {
        Arc::new(Gate { limits, open: Mutex::new((0, HashMap::new())) })
    }

    /// A place for one more connection from `ip`, if the limits leave one.
    pub fn admit(self: &Arc<Gate>, ip: IpAddr) -> Option<Pass> {
        let mut open = self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let (total, per_client) = &mut *open;
        let mine = per_client.entry(ip).or_insert(0);
        if *total >= self.limits.connections || *mine >= self.limits.connections_per_client {
            return None;
        }
        *mine += 1;
        *total += 1;
        Some(Pass { gate: self.clone(), ip })
    }
}

/// One admitted connection; gives its place back when it closes.
#[derive(Debug)]
pub struct Pass {
    gate: Arc<Gate>,
    ip: IpAddr,
}

impl Drop for Pass {
    fn drop(&mut self) {
        let mut open = self.gate.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let (total, per_client) = &mut *open;
        *total = total.saturating_sub(1);
        if let Some(mine) = per_client.get_mut(&self.ip) {
            *mine = mine.saturating_sub(1);
            if *mine == 0 {
                per_client.remove(&self.ip);
            }
        }
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
        let _third = gate.admit(b).unwrap();
        assert!(gate.admit(b).is_none(), "three in all");
        drop(first);
        assert!(gate.admit(a).is_some());
    }
}
