//! The apps' exports through the facade: a finished game for BG Stats and
//! BoardGameGeek, its result as text and as a PNG, and an unfinished game refused for
//! BG Stats with the core's error code. Ann's city of 4 tiles with 1 coat of arms
//! scores 4 x 2 + 1 x 2 = 10 (city.base).

use tally_core::ErrorCode;
use tally_core::formats::Theme;
use tally_core::session::Command;
use tally_ffi::{TallyError, TallyStore};

mod common;
use common::{annes_city, seats};

#[test]
fn the_apps_export_and_share_a_finished_game_and_are_told_why_not_an_unfinished_one() {
    let store = TallyStore::in_memory().unwrap();
    let game = store.new_game(seats(), Default::default()).unwrap();
    game.execute(annes_city()).unwrap();
    game.execute(Command::Finish { figures: Default::default() }).unwrap();
    let finished = game.game_id();

    let ann = store.roster().unwrap().into_iter().find(|player| player.name == "Ann").unwrap().id;
    store.set_roster_me(Some(ann)).unwrap();
    assert!(store.roster().unwrap().iter().any(|player| player.id == ann && player.me));
    let document: serde_json::Value = serde_json::from_str(&store.export_bgstats(vec![]).unwrap()).unwrap();
    assert_eq!(document["plays"][0]["playerScores"][0]["score"], "10");
    assert_eq!(document["plays"][0]["playerScores"][0]["winner"], true);
    assert_eq!(document["userInfo"]["meRefId"], ann);
    let link = store.bgstats_link(finished).unwrap();
    assert!(
        link.starts_with("bgstats://app.bgstatsapp.com/createPlay.html?data=%7B%22sourceName%22%3A%22Tally%22"),
        "{link}"
    );
    let form = tally_core::l10n::in_language("en", || store.bgg_log_form(finished).unwrap());
    assert!(form.contains("players[0][name]: Ann\n") && form.contains("players[0][score]: 10\n"), "{form}");
    assert!(
        store.export_bgg(vec![finished]).unwrap().contains(r#"name="Ann" startposition="1" color="red" score="10""#)
    );
    let text = tally_core::l10n::in_language("en", || store.share_text(finished).unwrap());
    assert!(text.contains("🏆 Ann wins with 10 points"), "{text}");
    for theme in [Theme::Light, Theme::Dark] {
        assert!(store.share_picture(finished, theme).unwrap().starts_with(b"\x89PNG\r\n\x1a\n"));
    }

    let unfinished = store.new_game(seats(), Default::default()).unwrap().game_id();
    match store.export_bgstats(vec![unfinished]) {
        Err(TallyError::Refused { code, reason, .. }) => {
            assert_eq!(code, ErrorCode::NotExportable);
            assert!(reason.contains("not finished"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    assert!(store.export_bgg(vec![unfinished]).unwrap().contains(r#"incomplete="1""#));
}
