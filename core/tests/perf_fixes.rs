//! Guards for the performance fixes of `docs/performance.md`: each keeps the answer
//! the slow version gave.

use tally_core::ruleset::catalog::{component_of, components};

/// `component_of` looks elements up in a table: it must give the first catalog
/// component of each element, as the walk through the catalog did.
#[test]
fn component_lookup_matches_the_catalog_walk() {
    for component in components() {
        let first = components().find(|other| other.element == component.element).unwrap();
        assert!(std::ptr::eq(component_of(component.element), first), "{}", component.key);
    }
}
