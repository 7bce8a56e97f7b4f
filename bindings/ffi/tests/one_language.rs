//! An app that speaks one language builds that language's bundles only:
//! after a German app has drawn a table, scored a city, finished the game, shared
//! its result as text and as a picture and rendered one of its own texts, the core's
//! texts (table, breakdowns, share texts) and the apps' `app.ftl` are parsed in
//! German alone. Alone in its file, so that no other test of the process renders
//! anything first.

use tally_core::formats::Theme;
use tally_core::session::Command;
use tally_ffi::TallyStore;
use tally_ffi::texts::{APP, app_text};

mod common;
use common::{annes_city, seats};

#[test]
fn a_german_app_builds_the_german_bundles_only() {
    assert!(tally_core::l10n::loaded().is_empty(), "nothing parsed before a text is rendered");
    assert!(APP.loaded().is_empty(), "no app text parsed before one is rendered");
    assert_eq!(tally_ffi::catalogue::set_locale("de-DE".into()), "de");

    let store = TallyStore::in_memory().unwrap();
    let game = store.new_game(seats(), Default::default()).unwrap();
    let _ = game.summary().unwrap();
    game.execute(annes_city()).unwrap();
    game.execute(Command::Finish { figures: Default::default() }).unwrap();
    let text = store.share_text(game.game_id()).unwrap();
    assert!(text.contains("Ann gewinnt mit 10"), "the share text in German: {text}");
    assert!(store.share_picture(game.game_id(), Theme::Light).unwrap().starts_with(b"\x89PNG"));
    assert_eq!(app_text("app-score-it".into(), Vec::new()), "Werten");

    let core = tally_core::l10n::loaded();
    assert_eq!(core.iter().map(|(language, _)| *language).collect::<Vec<_>>(), ["de"], "{core:?}");
    assert!(core[0].1.contains(&"share.ftl"), "the share texts were rendered: {core:?}");
    assert_eq!(APP.loaded(), [("de", vec!["app.ftl"])]);
}
