//! The updates of the game served, handed to every viewer's stream in the order
//! they were published: the last [`CAPACITY`] are kept, and a viewer that falls
//! further behind is told so (it gets a new snapshot instead). A revocation and the
//! host's stop wake every stream too.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Updates kept for viewers that fall behind before they get a snapshot instead.
pub const CAPACITY: usize = 256;

/// One command's update, rendered once per language when it is published.
#[derive(Debug)]
pub struct Published {
    /// The entry it made (the event's id).
    pub seq: u64,
    /// Its JSON in each language of [`LANGUAGES`](tally_core::l10n::LANGUAGES).
    pub json: Vec<String>,
}

#[derive(Debug, Default)]
struct State {
    /// The last updates published, oldest first.
    recent: VecDeque<Arc<Published>>,
    /// How many updates were ever published.
    published: u64,
    /// How many links were ever revoked.
    revocations: u64,
    /// Whether the host stopped.
    closed: bool,
}

/// The updates, the revocations and the stop, as every stream waits for them.
#[derive(Debug, Default)]
pub struct Feed {
    state: Mutex<State>,
    changed: Condvar,
}

/// Where one stream is in the feed.
#[derive(Debug)]
pub struct Cursor {
    next: u64,
    revocations: u64,
}

/// What a stream waits for.
#[derive(Debug)]
pub enum Next {
    /// The next update.
    Update(Arc<Published>),
    /// The stream fell behind by more than the feed keeps: updates were lost to it.
    Lagged,
    /// A link was revoked (maybe the stream's own).
    Revoked,
    /// Nothing happened for as long as the stream waited.
    Quiet,
    /// The host stopped.
    Closed,
}

impl Feed {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A cursor that hears every update published from now on.
    pub fn subscribe(&self) -> Cursor {
        let state = self.state();
        Cursor { next: state.published, revocations: state.revocations }
    }

    /// Hands `update` to every stream.
    pub fn publish(&self, update: Published) {
        let mut state = self.state();
        if state.recent.len() == CAPACITY {
            state.recent.pop_front();
        }
        state.recent.push_back(Arc::new(update));
        state.published += 1;
        self.changed.notify_all();
    }

    /// Tells every stream that a link was revoked.
    pub fn revoked(&self) {
        self.state().revocations += 1;
        self.changed.notify_all();
    }

    /// Ends every stream.
    pub fn close(&self) {
        self.state().closed = true;
        self.changed.notify_all();
    }

    /// What comes next for `cursor`, waiting at most `wait` for it.
    pub fn next(&self, cursor: &mut Cursor, wait: Duration) -> Next {
        let deadline = Instant::now() + wait;
        let mut state = self.state();
        loop {
            if state.closed {
                return Next::Closed;
            }
            if cursor.revocations != state.revocations {
                cursor.revocations = state.revocations;
                return Next::Revoked;
            }
            let oldest = state.published - state.recent.len() as u64;
            if cursor.next < oldest {
                cursor.next = state.published;
                return Next::Lagged;
            }
            if cursor.next < state.published {
                let update = state.recent[(cursor.next - oldest) as usize].clone();
                cursor.next += 1;
                return Next::Update(update);
            }
            let Some(left) = deadline.checked_duration_since(Instant::now()).filter(|left| !left.is_zero()) else {
                return Next::Quiet;
            };
            state = self.changed.wait_timeout(state, left).unwrap_or_else(std::sync::PoisonError::into_inner).0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update(seq: u64) -> Published {
        Published { seq, json: vec![seq.to_string()] }
    }

    fn seq(next: Next) -> Option<u64> {
        match next {
            Next::Update(update) => Some(update.seq),
            _ => None,
        }
    }

    #[test]
    fn a_stream_hears_what_was_published_after_it_subscribed_in_order() {
        let feed = Feed::default();
        feed.publish(update(1));
        let mut cursor = feed.subscribe();
        feed.publish(update(2));
        feed.publish(update(3));
        assert_eq!(seq(feed.next(&mut cursor, Duration::ZERO)), Some(2));
        assert_eq!(seq(feed.next(&mut cursor, Duration::ZERO)), Some(3));
        assert!(matches!(feed.next(&mut cursor, Duration::from_millis(5)), Next::Quiet));
    }

    #[test]
    fn a_stream_too_far_behind_is_told_and_goes_on_from_the_newest() {
        let feed = Feed::default();
        let mut cursor = feed.subscribe();
        for n in 0..=CAPACITY as u64 {
            feed.publish(update(n));
        }
        assert!(matches!(feed.next(&mut cursor, Duration::ZERO), Next::Lagged));
        feed.publish(update(1000));
        assert_eq!(seq(feed.next(&mut cursor, Duration::ZERO)), Some(1000));
    }

    #[test]
    fn a_waiting_stream_wakes_for_an_update_a_revocation_and_the_stop() {
        let feed = Arc::new(Feed::default());
        let mut cursor = feed.subscribe();
        let publisher = {
            let feed = feed.clone();
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(20));
                feed.publish(update(7));
                std::thread::sleep(Duration::from_millis(20));
                feed.revoked();
                std::thread::sleep(Duration::from_millis(20));
                feed.close();
            })
        };
        let long = Duration::from_secs(10);
        assert_eq!(seq(feed.next(&mut cursor, long)), Some(7));
        assert!(matches!(feed.next(&mut cursor, long), Next::Revoked));
        assert!(matches!(feed.next(&mut cursor, long), Next::Closed));
        publisher.join().unwrap();
    }
}
