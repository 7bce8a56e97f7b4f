//! A backup restored as Android's Auto Backup restores one: the files that the app's
//! backup rules (`android/app/src/main/res/xml/backup_rules.xml` and
//! `data_extraction_rules.xml`) keep are copied to an empty folder, as a restore puts
//! them, and the database opens there with every game and passes `check`. Twice:
//! after the checkpoint the apps make when they go to the background (the log is
//! empty, the file holds everything), and with commands still in the write-ahead log
//! (an app killed before it could checkpoint; the system shuts the app down for the
//! backup, so the file and its log are one moment's pair). iOS backs up the whole
//! Application Support folder, which these cases cover too.

use std::path::{Path, PathBuf};

use quick_xml::events::Event;
use serde_json::{Value, json};
use tally_core::session::{Colour, Command};
use tally_core::store::{GameSeat, Store};
use tally_core::{Edition, Ruleset};

fn fresh(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tally-backup-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The `database` paths each section of a rules file includes and excludes.
fn rules(file: &str) -> Vec<(String, Vec<String>, Vec<String>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../android/app/src/main/res/xml").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let mut reader = quick_xml::Reader::from_str(&text);
    let mut sections: Vec<(String, Vec<String>, Vec<String>)> = Vec::new();
    loop {
        match reader.read_event().unwrap() {
            Event::Start(start) => {
                let name = String::from_utf8(start.name().as_ref().to_vec()).unwrap();
                if name != "data-extraction-rules" {
                    sections.push((name, Vec::new(), Vec::new()));
                }
            }
            Event::Empty(element) => {
                let attribute = |key: &str| {
                    element
                        .attributes()
                        .map(Result::unwrap)
                        .find(|attribute| attribute.key.as_ref() == key.as_bytes())
                        .map(|attribute| String::from_utf8(attribute.value.to_vec()).unwrap())
                };
                assert_eq!(attribute("domain").as_deref(), Some("database"), "{file}: only the database is backed up");
                let path = attribute("path").unwrap();
                let section = sections.last_mut().unwrap();
                match element.name().as_ref() {
                    b"include" => section.1.push(path),
                    b"exclude" => section.2.push(path),
                    other => panic!("{file}: unexpected <{}>", String::from_utf8_lossy(other)),
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    sections
}

/// The files a backup keeps, the same in every section of both files.
fn kept_files() -> Vec<String> {
    let mut sections = rules("backup_rules.xml");
    sections.extend(rules("data_extraction_rules.xml"));
    let names: Vec<&str> = sections.iter().map(|(name, _, _)| name.as_str()).collect();
    assert_eq!(names, ["full-backup-content", "cloud-backup", "device-transfer"]);
    let (_, include, exclude) = &sections[0];
    for (name, other_include, other_exclude) in &sections {
        assert_eq!((other_include, other_exclude), (include, exclude), "{name} keeps what the others keep");
    }
    assert!(include.contains(&"tally.db".to_owned()), "the database itself is backed up");
    assert!(exclude.contains(&"tally.db-shm".to_owned()), "SQLite rebuilds the -shm index");
    include.iter().filter(|file| !exclude.contains(file)).cloned().collect()
}

/// Copies what the rules keep from `from` into an empty `to`, as a restore does.
fn restore(from: &Path, to: &Path) -> Vec<String> {
    let mut copied = Vec::new();
    for file in kept_files() {
        if from.join(&file).exists() {
            std::fs::copy(from.join(&file), to.join(&file)).unwrap();
            copied.push(file);
        }
    }
    copied
}

fn command(value: Value) -> Command {
    serde_json::from_value(value).unwrap()
}

fn seat(name: &str, colour: Colour) -> GameSeat {
    GameSeat { roster_id: None, name: name.to_owned(), colour }
}

/// Two games, one finished, with a dozen commands.
fn play(store: &mut Store) {
    for finish in [true, false] {
        let mut active = store
            .create_game(&[seat("Ann", Colour::Red), seat("Ben", Colour::Blue)], Ruleset::base(Edition::C3))
            .unwrap();
        for tiles in 2..6 {
            store
                .execute(
                    &mut active,
                    command(json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": tiles},
                                   "players": [{"id": "red", "followers": 1}]})),
                )
                .unwrap();
            store.execute(&mut active, Command::EndTurn).unwrap();
        }
        if finish {
            store.execute(&mut active, Command::Finish { figures: Default::default() }).unwrap();
        }
    }
}

/// Every game of a store as its export has it (not when it was exported).
fn games(store: &Store) -> Value {
    serde_json::to_value(store.export(&[]).unwrap().games).unwrap()
}

fn restored_opens_with_everything(original: &Value, folder: &Path) {
    let store = Store::open(folder.join("tally.db")).unwrap();
    assert_eq!(&games(&store), original, "nothing lost");
    let report = store.check_integrity().unwrap();
    assert!(report.ok, "tally check: {}", report.message());
    assert_eq!(store.integrity_check().unwrap(), "ok");
    assert_eq!(store.history(&Default::default()).unwrap().len(), 2);
}

#[test]
fn a_backup_taken_after_the_background_checkpoint_restores_every_game() {
    let live = fresh("checkpointed");
    let restored = fresh("checkpointed-restored");
    let mut store = Store::open(live.join("tally.db")).unwrap();
    play(&mut store);
    let original = games(&store);
    assert!(store.checkpoint().unwrap(), "the app going to the background");
    let wal = std::fs::metadata(live.join("tally.db-wal")).map(|meta| meta.len()).unwrap_or(0);
    assert_eq!(wal, 0, "the file holds everything, the log is empty");
    let copied = restore(&live, &restored);
    assert!(copied.contains(&"tally.db".to_owned()), "{copied:?}");
    assert!(!restored.join("tally.db-shm").exists());
    restored_opens_with_everything(&original, &restored);
    drop(store);
}

#[test]
fn a_backup_with_commands_still_in_the_log_restores_every_game() {
    let live = fresh("in-log");
    let restored = fresh("in-log-restored");
    let mut store = Store::open(live.join("tally.db")).unwrap();
    play(&mut store);
    let original = games(&store);
    let wal = std::fs::metadata(live.join("tally.db-wal")).map(|meta| meta.len()).unwrap_or(0);
    assert!(wal > 0, "the commands are in the write-ahead log, not yet in the file");
    // The system shuts the app down for the backup: the files are as the app left
    // them, the file and its log one moment's pair.
    let copied = restore(&live, &restored);
    assert_eq!(copied, ["tally.db", "tally.db-wal"]);
    restored_opens_with_everything(&original, &restored);
    drop(store);
}
