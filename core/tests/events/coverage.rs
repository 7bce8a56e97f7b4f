//! Every row id of Part A outside 3B (except the Messages dispatches and the
//! robbers' steals, which the game session handles) and of Part B.2 and B.3 is
//! named (quoted) by at least one golden test in this directory.

use std::fs;
use std::path::Path;

const ROW_IDS: &str = include_str!("../../../tests/reference/row-ids.tsv");

fn in_scope(section: &str, id: &str) -> bool {
    let section_ok = section == "A.0" || section.starts_with("Step ") || section == "B.2" || section == "B.3";
    section_ok && !id.starts_with("messages.") && !id.starts_with("robbers.")
}

#[test]
fn every_row_id_in_scope_has_a_golden_test() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/events");
    let sources: Vec<String> = fs::read_dir(&dir)
        .expect("event test directory")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .filter(|path| !path.ends_with("coverage.rs"))
        .map(|path| fs::read_to_string(path).expect("readable test source"))
        .collect();
    let ids: Vec<&str> = ROW_IDS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .filter(|(section, id)| in_scope(section, id))
        .map(|(_, id)| id)
        .collect();
    assert!(ids.len() >= 56, "the reference's sections were read ({} ids)", ids.len());
    let missing: Vec<&str> =
        ids.into_iter().filter(|id| !sources.iter().any(|source| source.contains(&format!("\"{id}\"")))).collect();
    assert!(missing.is_empty(), "{} row ids have no golden test:\n{}", missing.len(), missing.join("\n"));
}

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
