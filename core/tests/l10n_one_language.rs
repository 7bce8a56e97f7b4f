//! A process that speaks one language parses that language only, and of it only the
//! files of the messages it renders: here a German table, a scored city's
//! breakdown and a refusal. Alone in its file, so that no other test of the process
//! renders anything first.

use chrono::{TimeZone, Utc};
use serde_json::json;
use tally_core::l10n;
use tally_core::session::{Command, Game, GameSetup};
use tally_core::table::TableModel;

#[test]
fn a_process_rendering_german_parses_german_only() {
    assert!(l10n::loaded().is_empty(), "nothing is parsed before a message is rendered");
    l10n::set_locale("de_DE.UTF-8");
    let setup: GameSetup = serde_json::from_value(json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
        "ruleset": {"edition": "c3", "expansions": ["exp01_inns_cathedrals"]}
    }))
    .unwrap();
    let mut game = Game::new(setup).unwrap();

    let summary = TableModel::new(&game).summary();
    assert_eq!(summary.actions.undo.why_not.as_deref(), Some("nichts rückgängig zu machen"));
    let after_the_table = l10n::loaded();
    assert_eq!(after_the_table.len(), 1, "one language: {after_the_table:?}");
    assert_eq!(after_the_table[0].0, "de");
    assert!(after_the_table[0].1.len() < 4, "the files of the table's messages only: {after_the_table:?}");

    let city: Command = serde_json::from_value(json!({"type": "score_feature", "feature": "city",
        "inputs": {"tiles": 5, "coats_of_arms": 2, "cathedral": true}, "players": [{"id": "red", "followers": 1}]}))
    .unwrap();
    game.execute(city, Utc.with_ymd_and_hms(2026, 12, 1, 20, 0, 0).unwrap()).unwrap();
    let json = serde_json::to_string(&game.log().last()).unwrap();
    assert!(json.contains("Stadtkarten"), "the breakdown in German: {json}");
    let refusal = game.execute(Command::Redo, Utc.with_ymd_and_hms(2026, 12, 1, 20, 1, 0).unwrap()).unwrap_err();
    assert!(!refusal.to_string().is_empty());

    let loaded = l10n::loaded();
    assert_eq!(loaded.iter().map(|(language, _)| *language).collect::<Vec<_>>(), ["de"], "{loaded:?}");
    assert!(loaded[0].1.len() < 12, "not every file: {loaded:?}");
}
