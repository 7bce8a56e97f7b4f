//! The declarative flags of events and end-game items (`automatic`, `limit`,
//! `active_player`) as the reference gives them, and `with_active_player`.

use tally_core::Error;
use tally_core::rules::events::events;
use tally_core::rules::{InputKind, InputValue, Inputs, Limit, find_event};
use tally_core::{Edition, Ruleset};

/// Source: after_game.robber_remaining (0.3.2, B.2 row 3) — robbers left on the
/// track score by themselves when the game is finished; everything else is
/// recorded by hand.
#[test]
fn only_the_robbers_left_on_the_track_are_automatic() {
    let automatic: Vec<&str> = events().iter().filter(|event| event.automatic).map(|event| event.key).collect();
    assert_eq!(automatic, ["after_game.robber_remaining"]);
    assert!(!find_event("after_game.robber_remaining").unwrap().is_recordable());
    assert!(find_event("tower.prisoner_ransom").unwrap().is_recordable());
}

/// Source: tower.prisoner_ransom (0.3.3: "only once per turn, even throughout a
/// double turn"), fairy.start_of_turn (1A: 1 point per start of turn), and the
/// end-game items of B.2 / B.3 that settle every player at once
/// (after_game.trade_goods, after_game.king, after_game.gold...), or each
/// player's own figure (after_game.ringmaster).
#[test]
fn how_often_each_item_may_be_recorded() {
    let expected = [
        ("tower.prisoner_ransom", Limit::OncePerTurn),
        ("fairy.start_of_turn", Limit::OncePerTurn),
        ("after_game.fairy", Limit::OncePerGame),
        ("after_game.barn", Limit::Repeatable),
        ("after_game.robber_remaining", Limit::OncePerGame),
        ("after_game.shepherd_remaining", Limit::OncePerGame),
        ("after_game.ringmaster", Limit::OncePerPlayer),
        ("after_game.trade_goods", Limit::OncePerGame),
        ("after_game.king", Limit::OncePerGame),
        ("after_game.robber_baron", Limit::OncePerGame),
        ("after_game.gold", Limit::OncePerGame),
        ("after_game.fruit", Limit::OncePerGame),
        ("after_game.gifts", Limit::OncePerGame),
        ("after_game.wonder.circus_maximus", Limit::OncePerGame),
        ("after_game.wonder.alhambra", Limit::OncePerGame),
        ("after_game.easter_eggs", Limit::OncePerGame),
    ];
    for event in events() {
        let want = expected.iter().find(|(key, _)| *key == event.key).map_or(Limit::Repeatable, |(_, limit)| *limit);
        assert_eq!(event.limit, want, "{}", event.key);
    }
    assert_eq!(serde_json::to_value(Limit::OncePerTurn).unwrap(), "once_per_turn");
}

/// Source: 0.3 ("you" is the active player) and the rows whose scorer is the
/// active player: tower.prisoner_ransom (payer), wheel_of_fortune.fortuna ("active
/// player only"), wind_roses.placement, spiel_doch_2018.order, anniversary20.arrow,
/// bathhouse.buy_back, peasant_revolts.protect_meeple,
/// peasant_revolts.protect_phantom, fruit_trees.harvest, fruit_trees.sell
/// ("active player (inferred)"), and, by their step, fairy.start_of_turn,
/// gifts.cash_out, abbot.retrieve and easter.nest (see rules-decisions.md).
#[test]
fn the_rows_of_the_active_player() {
    let expected = [
        ("tower.prisoner_ransom", "payer"),
        ("fairy.start_of_turn", "player"),
        ("wheel_of_fortune.fortuna", "player"),
        ("gifts.cash_out", "player"),
        ("wind_roses.placement", "player"),
        ("spiel_doch_2018.order", "player"),
        ("anniversary20.arrow", "player"),
        ("bathhouse.buy_back", "player"),
        ("abbot.retrieve", "player"),
        ("peasant_revolts.protect_meeple", "player"),
        ("peasant_revolts.protect_phantom", "player"),
        ("fruit_trees.harvest", "player"),
        ("fruit_trees.sell", "player"),
        ("easter.nest", "completer"),
    ];
    for event in events() {
        let want = expected.iter().find(|(key, _)| *key == event.key).map(|(_, input)| *input);
        assert_eq!(event.active_player, want, "{}", event.key);
        if let Some(name) = event.active_player {
            assert!(!event.is_end_of_game(), "{}: there is no active player after the game", event.key);
            let schema = event.schema(&Ruleset::everything(Edition::C3)).unwrap();
            let spec = schema.get(name).unwrap_or_else(|| panic!("{}: no input {name}", event.key));
            assert_eq!(spec.kind, InputKind::Player, "{}", event.key);
        }
    }
}

/// Source: wheel_of_fortune.fortuna — "active player only": the active player is
/// filled in where the request leaves the player out, and another player is
/// refused.
#[test]
fn the_active_player_is_filled_in_and_another_refused() {
    let names = |id: &str| match id {
        "red" => "Ann".to_owned(),
        "blue" => "Ben".to_owned(),
        other => other.to_owned(),
    };
    let fortuna = find_event("wheel_of_fortune.fortuna").unwrap();
    let filled = fortuna.with_active_player(&Inputs::new(), "red", &names).unwrap();
    assert_eq!(filled.get("player"), Some(&InputValue::from("red")));
    let mut given = Inputs::new();
    given.insert("player".into(), InputValue::from("red"));
    assert_eq!(fortuna.with_active_player(&given, "red", &names).unwrap(), given);
    given.insert("player".into(), InputValue::from("blue"));
    let refused = fortuna.with_active_player(&given, "red", &names).unwrap_err();
    assert_eq!(refused.field(), Some("player"));
    assert_eq!(refused.to_string(), "`player`: Wheel of Fortune: Fortuna belongs to the active player (Ann), not Ben");

    // Source: tower.prisoner_ransom — the payer is the active player.
    let ransom = find_event("tower.prisoner_ransom").unwrap();
    let mut inputs = Inputs::new();
    inputs.insert("captor".into(), InputValue::from("blue"));
    let filled = ransom.with_active_player(&inputs, "red", &names).unwrap();
    assert_eq!(filled.get("payer"), Some(&InputValue::from("red")));
    assert_eq!(filled.get("captor"), Some(&InputValue::from("blue")));
    inputs.insert("payer".into(), InputValue::from("blue"));
    assert!(
        matches!(ransom.with_active_player(&inputs, "red", &names), Err(Error::InvalidInput { field, .. }) if field == "payer")
    );

    // Source: wheel_of_fortune.taxes — every player with knights: nothing to fill.
    let taxes = find_event("wheel_of_fortune.taxes").unwrap();
    assert_eq!(taxes.with_active_player(&Inputs::new(), "red", &names).unwrap(), Inputs::new());
}
