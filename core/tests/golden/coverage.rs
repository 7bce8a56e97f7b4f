//! Every row id of the blocks in scope is named (quoted) by at least one golden test
//! in this directory.

use std::fs;
use std::path::Path;

const ROW_IDS: &str = include_str!("../../../tests/reference/row-ids.tsv");

/// Blocks whose rows must each have a golden test.
fn in_scope(section: &str) -> bool {
    section.starts_with("3B.") || section.starts_with("B.1.")
}

#[test]
fn every_row_id_in_scope_has_a_golden_test() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let sources: Vec<String> = fs::read_dir(&dir)
        .expect("golden test directory")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .filter(|path| !path.ends_with("coverage.rs"))
        .map(|path| fs::read_to_string(path).expect("readable test source"))
        .collect();
    let missing: Vec<&str> = ROW_IDS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .filter(|(section, _)| in_scope(section))
        .map(|(_, id)| id)
        .filter(|id| !sources.iter().any(|source| source.contains(&format!("\"{id}\""))))
        .collect();
    assert!(missing.is_empty(), "{} row ids have no golden test:\n{}", missing.len(), missing.join("\n"));
}
