//! Every event key in the registry is a row id of the reference (the coverage of the
//! row ids by golden tests is one check, in `core/tests/golden/coverage.rs`).

const ROW_IDS: &str = include_str!("../../../tests/reference/row-ids.tsv");

/// Every event key in the registry is the id of a row in scope (or its group id).
#[test]
fn every_event_key_is_a_reference_row() {
    for event in tally_core::rules::events::events() {
        let listed = ROW_IDS
            .lines()
            .filter_map(|line| line.split_once('\t'))
            .any(|(section, id)| id == event.key && section == event.section);
        assert!(listed, "{} is not a row of {}", event.key, event.section);
    }
}
