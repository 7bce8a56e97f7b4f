//! The import document: `ExportDocument::parse` and `Store::import` into a store in
//! memory take any text without a panic; what they accept loads, and exports
//! and imports again to the same games.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tally_core::store::{ExportDocument, Store};

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else { return };
    let parsed = ExportDocument::parse(json);
    let mut store = Store::open_in_memory().expect("a store in memory");
    let imported = store.import(json);
    assert_eq!(parsed.is_ok(), imported.is_ok(), "parse and import agree");
    let Ok(report) = imported else { return };
    let mut states = Vec::new();
    for id in &report.imported {
        let game = store.load_game(*id).expect("an imported game loads");
        states.push(game.game.state());
    }
    let again = store.export(&report.imported).expect("export").to_json().expect("json");
    let mut other = Store::open_in_memory().expect("a store in memory");
    let report = other.import(&again).expect("an export imports");
    for (id, state) in report.imported.iter().zip(&states) {
        assert_eq!(&other.load_game(*id).expect("loads").game.state(), state, "export and import keep the game");
    }
});
