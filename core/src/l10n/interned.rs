//! The ids of the catalogue's names (`feature-road`, `step-1A`,
//! `event-tower-prisoner_ransom`), made once per process from a prefix and a key
//! known when the core is built, and kept: an edit replays every entry after the one
//! it changes and names each entry's feature again. The keys are the catalogue's, a
//! bounded set, so what is kept stays small.

use std::collections::BTreeMap;
use std::sync::Mutex;

type Ids = BTreeMap<(&'static str, &'static str), &'static str>;

static IDS: Mutex<Ids> = Mutex::new(BTreeMap::new());

/// The message id of `prefix` and `key` ([`super::message::keyed_id`]), made the
/// first time it is asked for.
pub(super) fn keyed_id(prefix: &'static str, key: &'static str) -> &'static str {
    // A poisoned lock still holds whole entries: each is inserted in one step.
    let mut ids = IDS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    ids.entry((prefix, key)).or_insert_with(|| Box::leak(super::message::keyed_id(prefix, key).into_boxed_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_made_once_and_reads_as_the_keyed_one() {
        let first = keyed_id("event", "tower.prisoner_ransom");
        assert_eq!(first, "event-tower-prisoner_ransom");
        assert!(std::ptr::eq(first, keyed_id("event", "tower.prisoner_ransom")), "kept, not made again");
        assert_eq!(
            crate::l10n::Message::keyed_static("feature", "road"),
            crate::l10n::Message::keyed("feature", "road")
        );
    }
}
