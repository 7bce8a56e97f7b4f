//! What every viewer's stream waits for: the updates of the game served, in the
//! order they were published (tokio's broadcast channel keeps the last
//! [`CAPACITY`]; a stream that falls further behind is told so and gets a new
//! snapshot instead), and the links changing (a revocation, the game deleted), after
//! which each stream looks whether its link still opens the game.

use std::sync::Arc;

use tokio::sync::{broadcast, watch};

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

/// The updates and the changes of the links, as every stream waits for them.
#[derive(Debug)]
pub struct Feed {
    updates: broadcast::Sender<Arc<Published>>,
    links: watch::Sender<u64>,
}

impl Default for Feed {
    fn default() -> Feed {
        Feed { updates: broadcast::channel(CAPACITY).0, links: watch::channel(0).0 }
    }
}

impl Feed {
    /// Hands `update` to every stream.
    pub fn publish(&self, update: Published) {
        // No stream listening is no error: the next one starts from a snapshot.
        let _ = self.updates.send(Arc::new(update));
    }

    /// Tells every stream that a link was revoked or lost (its game deleted).
    pub fn links_changed(&self) {
        self.links.send_modify(|generation| *generation += 1);
    }

    /// The updates published from now on.
    pub fn updates(&self) -> broadcast::Receiver<Arc<Published>> {
        self.updates.subscribe()
    }

    /// Each change of the links from now on.
    pub fn links(&self) -> watch::Receiver<u64> {
        self.links.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update(seq: u64) -> Published {
        Published { seq, json: vec![seq.to_string()] }
    }

    #[test]
    fn a_stream_hears_what_was_published_after_it_subscribed_in_order_or_that_it_lagged() {
        let feed = Feed::default();
        feed.publish(update(1));
        let mut updates = feed.updates();
        feed.publish(update(2));
        feed.publish(update(3));
        assert_eq!(updates.try_recv().unwrap().seq, 2);
        assert_eq!(updates.try_recv().unwrap().seq, 3);
        assert!(updates.try_recv().is_err(), "nothing more");
        for n in 0..=CAPACITY as u64 {
            feed.publish(update(10 + n));
        }
        assert!(matches!(updates.try_recv(), Err(broadcast::error::TryRecvError::Lagged(_))));
    }

    #[test]
    fn a_change_of_the_links_reaches_every_stream() {
        let feed = Feed::default();
        let links = feed.links();
        assert!(!links.has_changed().unwrap());
        feed.links_changed();
        assert!(links.has_changed().unwrap());
    }
}
