//! Nothing written over the live database: the store knows its own files
//! (the database, its `-wal`, `-shm` and `-journal`) under any name — another
//! spelling of the path, a symbolic link, a hard link, a log not created yet — and
//! an export to one of them is refused with nothing written; any other export
//! reaches its file whole (a temporary file, synced, renamed over it).

mod common;

use std::path::{Path, PathBuf};

use serde_json::json;
use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, Store, write_replacing};
use tally_core::{Edition, Ruleset};

use common::fresh_dir;

/// A store in a fresh directory with one game and one entry, the log left open
/// beside it (the store is not closed).
fn store_with_a_game(name: &str) -> (PathBuf, Store) {
    let dir = fresh_dir(name);
    let mut store = Store::open(dir.join("tally.db")).expect("store");
    let seats = [
        GameSeat { roster_id: None, name: "Ann".into(), colour: Colour::Red },
        GameSeat { roster_id: None, name: "Ben".into(), colour: Colour::Blue },
    ];
    let mut active = store.create_game(&seats, Ruleset::base(Edition::C3)).expect("a game");
    let road: Command = serde_json::from_value(json!({"type": "score_feature", "feature": "road",
        "inputs": {"tiles": 3}, "players": [{"id": "red", "followers": 1}]}))
    .expect("a road");
    store.execute(&mut active, road).expect("a road");
    (dir, store)
}

/// The bytes of every file in `dir`, by name.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .expect("the directory")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.is_file())
        .map(|path| {
            (path.file_name().expect("a name").to_string_lossy().into_owned(), std::fs::read(&path).expect("bytes"))
        })
        .collect();
    files.sort();
    files
}

#[test]
fn the_store_knows_its_own_files_under_any_name() {
    let (dir, store) = store_with_a_game("output-own");
    let db = dir.join("tally.db");
    assert!(dir.join("tally.db-wal").exists() && dir.join("tally.db-shm").exists(), "the log is open");
    std::os::unix::fs::symlink(&db, dir.join("link.db")).expect("a symbolic link");
    std::fs::hard_link(&db, dir.join("hard.db")).expect("a hard link");
    std::fs::create_dir(dir.join("sub")).expect("a subdirectory");
    let own = [
        db.clone(),
        dir.join("tally.db-wal"),
        dir.join("tally.db-shm"),
        dir.join("tally.db-journal"),
        dir.join("sub/../tally.db"),
        dir.join("./tally.db-wal"),
        dir.join("link.db"),
        dir.join("hard.db"),
    ];
    for path in &own {
        assert!(store.is_own_file(path), "{}", path.display());
    }
    for path in [dir.join("games.json"), dir.join("tally.db.json"), dir.join("sub/tally.db"), dir.join("tally.db-wal2")]
    {
        assert!(!store.is_own_file(&path), "{}", path.display());
    }
    assert!(!Store::open_in_memory().expect("in memory").is_own_file(&db));
}

#[test]
fn an_export_over_the_database_or_its_log_is_refused_and_writes_nothing() {
    let (dir, store) = store_with_a_game("output-refused");
    std::os::unix::fs::symlink(dir.join("tally.db"), dir.join("link.db")).expect("a symbolic link");
    let before = files(&dir);
    for name in ["tally.db", "tally.db-wal", "tally.db-shm", "tally.db-journal", "link.db"] {
        let path = dir.join(name);
        let error = store.export_to_file(&[], &path).expect_err(name);
        assert_eq!(error.code().as_str(), "invalid_input", "{name}: {error}");
        assert_eq!(error.field(), Some("output"), "{name}: {error}");
        let message = error.to_string();
        assert!(
            message.contains("is the database this command reads") && message.contains("nothing was written"),
            "{message}"
        );
        assert_eq!(files(&dir), before, "{name}: every file as it was, no temporary file left");
    }
    assert_eq!(store.integrity_check().expect("check"), "ok");
    assert_eq!(store.export(&[]).expect("export").games[0].entries.len(), 1);
}

#[test]
fn an_export_replaces_its_file_whole_and_keeps_its_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, store) = store_with_a_game("output-replaced");
    let path = dir.join("games.json");
    std::fs::write(&path, "an older export, much longer than a short one would be ".repeat(1000)).expect("old");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    store.export_to_file(&[], &path).expect("export");
    let written = std::fs::read_to_string(&path).expect("the export");
    let document: serde_json::Value = serde_json::from_str(&written).expect("only the new document");
    assert_eq!(document["games"][0]["players"][0]["name"], "Ann");
    assert_eq!(std::fs::metadata(&path).expect("meta").permissions().mode() & 0o777, 0o640);
    let left: Vec<String> =
        files(&dir).into_iter().map(|(name, _)| name).filter(|name| name.starts_with(".tally-")).collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");

    // Through a symbolic link: the file it names is replaced, the link stays.
    std::fs::write(dir.join("real.json"), "old").expect("old");
    std::os::unix::fs::symlink(dir.join("real.json"), dir.join("link.json")).expect("a link");
    write_replacing(&dir.join("link.json"), b"new").expect("through the link");
    assert!(std::fs::symlink_metadata(dir.join("link.json")).expect("meta").file_type().is_symlink());
    assert_eq!(std::fs::read_to_string(dir.join("real.json")).expect("real"), "new");

    // A directory that does not exist: a storage error, nothing created.
    let error = store.export_to_file(&[], &dir.join("missing/games.json")).expect_err("no such directory");
    assert_eq!(error.code().as_str(), "storage", "{error}");
    assert!(error.to_string().contains("cannot write"), "{error}");
    assert!(!dir.join("missing").exists());
}
