//! The queries the apps use: events at a step, and the end-game walkthrough.

use tally_core::rules::{ItemKind, Step, end_game_items, events_at, features};
use tally_core::{Edition, Ruleset};

fn keys_at(step: Step, ruleset: &Ruleset) -> Vec<&'static str> {
    events_at(step, ruleset).into_iter().map(|event| event.key).collect()
}

/// Source: wheel_of_fortune.fortuna ... gifts.cash_out — step 1B in the reference's
/// order when everything is in play; nothing in the base game.
#[test]
fn events_at_draw_tile_in_reference_order() {
    let everything = Ruleset::everything(Edition::C3);
    assert_eq!(
        keys_at(Step::DrawTile, &everything),
        [
            "wheel_of_fortune.fortuna",
            "wheel_of_fortune.taxes",
            "wheel_of_fortune.famine",
            "wheel_of_fortune.storm",
            "wheel_of_fortune.inquisition",
            "wheel_of_fortune.plague",
            "wheel_of_fortune.crown_space",
            "peasant_revolts.protected",
            "gifts.road_sweeper",
            "gifts.cash_out",
        ]
    );
    assert!(keys_at(Step::DrawTile, &Ruleset::base(Edition::C3)).is_empty());
}

/// Every step of the turn with everything in play, in the reference's order.
#[test]
fn events_at_every_step() {
    let everything = Ruleset::everything(Edition::C3);
    assert_eq!(keys_at(Step::AnyTime, &everything), ["tower.prisoner_ransom"]);
    assert_eq!(keys_at(Step::BeginTurn, &everything), ["fairy.start_of_turn"]);
    assert_eq!(
        keys_at(Step::PlaceTile, &everything),
        ["wind_roses.placement", "spiel_doch_2018.order", "anniversary20.arrow"]
    );
    assert_eq!(keys_at(Step::MoveWoodProlog, &everything), ["bathhouse.buy_back"]);
    assert_eq!(
        keys_at(Step::MoveWoodPhase1, &everything),
        ["abbot.retrieve", "acrobats.pyramid", "peasant_revolts.protect_meeple"]
    );
    assert_eq!(keys_at(Step::MoveWoodPhase2, &everything), ["peasant_revolts.protect_phantom"]);
    assert_eq!(
        keys_at(Step::ResolveMoveWood, &everything),
        ["shepherd.herd_into_stable", "fruit_trees.harvest", "fruit_trees.sell"]
    );
    assert!(keys_at(Step::IdentifyFeatures, &everything).is_empty());
    assert!(keys_at(Step::ScoreFeatures, &everything).is_empty());
    assert_eq!(
        keys_at(Step::TileScoring, &everything),
        ["circus.big_top", "bets.office", "gingerbread_man.incomplete_city"]
    );
    assert_eq!(
        keys_at(Step::TileActions, &everything),
        ["catapult", "easter.nest", "easter.bunny_move", "bazaar.auction"]
    );
    assert!(keys_at(Step::ResolveTurn, &everything).is_empty());
}

/// Only the expansions in play: the Peasant Revolts without The Phantom has no
/// 2B-2 event.
#[test]
fn events_at_follow_the_ruleset() {
    let mut ruleset = Ruleset::base(Edition::C3);
    ruleset.enable_key("peasant_revolts").unwrap();
    assert_eq!(keys_at(Step::MoveWoodPhase1, &ruleset), ["peasant_revolts.protect_meeple"]);
    assert!(keys_at(Step::MoveWoodPhase2, &ruleset).is_empty());
    ruleset.enable_key("phantom").unwrap();
    assert_eq!(keys_at(Step::MoveWoodPhase2, &ruleset), ["peasant_revolts.protect_phantom"]);
}

const B1_ORDER: [&str; 20] = [
    "bets",
    "tollkeepers",
    "road",
    "la_porxada",
    "city",
    "cloister",
    "field",
    "field_barn_special",
    "castle",
    "baba_yaga",
    "vodyanoy",
    "garden",
    "german_castle",
    "german_monastery",
    "german_cathedral",
    "cemetery",
    "haunted_castle",
    "fortune_teller",
    "circus",
    "acrobats",
];

/// Source: after_game.fairy ... after_game.easter_eggs — B.1 features first (bets,
/// tollhouses, then road and the rest in B.1 order), then B.2, then B.3.
#[test]
fn end_game_items_in_reference_order() {
    let items = end_game_items(&Ruleset::everything(Edition::C3));
    let first_event = items.iter().position(|item| item.kind == ItemKind::Event).expect("events");
    assert!(items[first_event..].iter().all(|item| item.kind == ItemKind::Event), "features come first");
    let feature_keys: Vec<&str> = items[..first_event].iter().map(|item| item.key).collect();
    assert!(feature_keys.contains(&"road") && feature_keys.contains(&"city"));
    // The features named in B.1 keep its order; others (not in B.1) follow them.
    let known: Vec<&str> = feature_keys.iter().copied().filter(|key| B1_ORDER.contains(key)).collect();
    let expected: Vec<&str> = B1_ORDER.iter().copied().filter(|key| known.contains(key)).collect();
    assert_eq!(known, expected);
    assert_eq!(&feature_keys[..known.len()], &known[..]);
    for feature in features().iter().filter(|feature| feature.end_of_game) {
        assert!(feature_keys.contains(&feature.key), "{} is an end-of-game feature", feature.key);
    }
    let events: Vec<(&str, &str)> = items[first_event..].iter().map(|item| (item.section, item.key)).collect();
    assert_eq!(
        events,
        [
            ("B.2", "after_game.fairy"),
            ("B.2", "after_game.barn"),
            ("B.2", "after_game.robber_remaining"),
            ("B.2", "after_game.shepherd_remaining"),
            ("B.2", "after_game.ringmaster"),
            ("B.3", "after_game.trade_goods"),
            ("B.3", "after_game.king"),
            ("B.3", "after_game.robber_baron"),
            ("B.3", "after_game.gold"),
            ("B.3", "after_game.fruit"),
            ("B.3", "after_game.gifts"),
            ("B.3", "after_game.wonder.circus_maximus"),
            ("B.3", "after_game.wonder.alhambra"),
            ("B.3", "after_game.easter_eggs"),
        ]
    );
}

/// The base game has no end-game event; with only the Gold Mines, gold is the one.
#[test]
fn end_game_items_follow_the_ruleset() {
    let base = end_game_items(&Ruleset::base(Edition::C2));
    assert!(base.iter().all(|item| item.kind == ItemKind::Feature));
    assert_eq!(base.first().map(|item| item.key), Some("road"));
    let mut gold = Ruleset::base(Edition::C2);
    gold.enable_key("mini4_gold_mines").unwrap();
    let events: Vec<&str> =
        end_game_items(&gold).into_iter().filter(|item| item.kind == ItemKind::Event).map(|item| item.key).collect();
    assert_eq!(events, ["after_game.gold"]);
}
