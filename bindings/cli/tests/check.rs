//! `tally check` reads the whole database and reports damage (the check the apps run
//! in the background); a read-only database says so and can still be shown.

mod common;

use common::Sandbox;

#[test]
fn check_reports_a_sound_file_then_a_damaged_page() {
    let sandbox = Sandbox::new("check");
    sandbox.game("");
    for tiles in 2..30 {
        sandbox.ok(&["score", "road", &tiles.to_string(), "red"]);
    }
    let sound = sandbox.ok(&["check"]);
    assert!(sound.contains("The database is sound."), "{sound}");

    let page = {
        let conn = rusqlite::Connection::open(sandbox.db()).expect("the database");
        conn.pragma_update(None, "wal_checkpoint", "TRUNCATE").expect("checkpoint");
        let root: i64 = conn
            .query_row("SELECT rootpage FROM sqlite_schema WHERE name = 'events'", [], |row| row.get(0))
            .expect("the events table");
        root
    };
    let mut bytes = std::fs::read(sandbox.db()).expect("read");
    let start = (page as usize - 1) * 4096;
    for byte in &mut bytes[start + 12..start + 4000] {
        *byte = 0x5a;
    }
    std::fs::write(sandbox.db(), bytes).expect("damage one page");

    let (code, stderr) = sandbox.fails(&["check"]);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("damaged"), "{stderr}");
}
