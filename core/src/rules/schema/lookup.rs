//! How a [`Schema`](super::Schema) finds an input by its name. A scoring reads each
//! of its inputs by name, shown or hidden (a road reads some 25 of 50), and checks
//! each name a request gives; both are found in a small open-addressing table (twice
//! as many slots as names or more, a power of two, Fibonacci hashing, the next slot
//! found by a mask):
//!
//! - [`ByAddress`]: a rule reads its inputs through the handles that declared them,
//!   so the name it asks for is most often the very `&'static str` the schema holds:
//!   found by where its text is, without comparing a byte;
//! - [`ByText`]: a request's names are its own strings: found by a hash of their
//!   text and one comparison.

use std::marker::PhantomData;

use super::Place;

/// Fibonacci hashing's multiplier (2⁶⁴ / φ).
const FIBONACCI: u64 = 0x9E37_79B9_7F4A_7C15;

/// What a table hashes and compares.
pub(super) trait Key {
    /// The hash of `name`; its high bits choose the first slot.
    fn hash(name: &str) -> u64;
    /// Whether `name` is `known`.
    fn same(known: &'static str, name: &str) -> bool;
}

/// Names compared by where their text is and how long it is.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ByAddress;

impl Key for ByAddress {
    fn hash(name: &str) -> u64 {
        (name.as_ptr() as u64).wrapping_mul(FIBONACCI)
    }

    fn same(known: &'static str, name: &str) -> bool {
        std::ptr::eq(known.as_ptr(), name.as_ptr()) && known.len() == name.len()
    }
}

/// Names compared by their text.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ByText;

impl Key for ByText {
    fn hash(name: &str) -> u64 {
        // FxHash's step over eight bytes at a time: the names are short ASCII keys.
        name.as_bytes().chunks(8).fold(name.len() as u64, |hash, chunk| {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            (hash.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(FIBONACCI)
        })
    }

    fn same(known: &'static str, name: &str) -> bool {
        known == name
    }
}

/// The names of a schema and where each input is, found by `K`.
#[derive(Clone, Debug, Default)]
pub(super) struct Table<K> {
    slots: Vec<Option<(&'static str, Place)>>,
    shift: u32,
    key: PhantomData<K>,
}

impl<K: Key> Table<K> {
    /// A table of `names`, which are different from one another.
    pub(super) fn new(names: &[(&'static str, Place)]) -> Table<K> {
        let size = (names.len() * 2).next_power_of_two().max(2);
        let mut table = Table { slots: vec![None; size], shift: u64::BITS - size.trailing_zeros(), key: PhantomData };
        for &(name, place) in names {
            let mut at = table.first_slot(name);
            while table.slots[at].is_some() {
                at = (at + 1) & (size - 1);
            }
            table.slots[at] = Some((name, place));
        }
        table
    }

    /// Whether the table holds no name (a schema still being built).
    pub(super) fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    fn first_slot(&self, name: &str) -> usize {
        (K::hash(name) >> self.shift) as usize
    }

    /// Where the input `name` is, if the table has it.
    pub(super) fn get(&self, name: &str) -> Option<Place> {
        if self.slots.is_empty() {
            return None;
        }
        let mut at = self.first_slot(name);
        loop {
            let (known, place) = self.slots[at]?;
            if K::same(known, name) {
                return Some(place);
            }
            at = (at + 1) & (self.slots.len() - 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_found_by_its_text_or_by_its_address_and_no_other_is() {
        let names: Vec<(&'static str, Place)> =
            ["tiles", "coats_of_arms", "cathedral", "teacher", "wooden_bridges", "a_name_longer_than_sixteen"]
                .into_iter()
                .enumerate()
                .map(|(index, name)| (name, Place::Shown(index)))
                .collect();
        let by_text = Table::<ByText>::new(&names);
        let by_address = Table::<ByAddress>::new(&names);
        for &(name, place) in &names {
            let typed = name.to_owned();
            assert!(matches!(by_text.get(&typed), Some(found) if found == place), "{name} by its text");
            assert!(matches!(by_address.get(name), Some(found) if found == place), "{name} by its address");
            assert!(by_address.get(&typed).is_none(), "{name}: another string's address is not the name's");
        }
        for unknown in ["tile", "tiles_", "", "coats_of_armz", "a_name_longer_than_sixteeN"] {
            assert!(by_text.get(unknown).is_none(), "{unknown}");
        }
        assert!(Table::<ByText>::default().get("tiles").is_none());
    }
}
