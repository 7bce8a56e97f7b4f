//! The one coverage check: every row id of the reference (`tests/reference/row-ids.tsv`,
//! 308 unique ids, every section) is named (quoted) by at least one golden test under
//! `core/tests/golden/` or `core/tests/events/`.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

const ROW_IDS: &str = include_str!("../../../tests/reference/row-ids.tsv");

/// The golden test sources: every `.rs` file of the two golden directories but the
/// coverage checks themselves.
fn golden_sources() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    ["golden", "events"]
        .iter()
        .flat_map(|dir| fs::read_dir(root.join(dir)).unwrap_or_else(|error| panic!("{dir}: {error}")))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .filter(|path| !path.ends_with("coverage.rs"))
        .map(|path| fs::read_to_string(path).expect("readable test source"))
        .collect()
}

#[test]
fn every_row_id_of_the_reference_has_a_golden_test() {
    let ids: BTreeSet<&str> = ROW_IDS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .map(|(_, id)| id)
        .collect();
    assert_eq!(ids.len(), 308, "the reference's row ids were read");
    let sources = golden_sources();
    let missing: Vec<&str> =
        ids.into_iter().filter(|id| !sources.iter().any(|source| source.contains(&format!("\"{id}\"")))).collect();
    assert!(missing.is_empty(), "{} row ids have no golden test:\n{}", missing.len(), missing.join("\n"));
}
