//! The benchmark requests (`benches/common/requests.rs`) stay valid: one per feature
//! kind of `tally_core::rules::features()`, each scoring without error, so that
//! `cargo bench` measures real scorings and a new feature kind gets a benchmark.

#[path = "../benches/common/requests.rs"]
mod requests;

use tally_core::rules::{FeatureRequest, features};
use tally_core::session::{FeatureScoring, Game, GameSetup};

#[test]
fn every_feature_kind_has_a_benchmark_request_that_scores() {
    let requests = requests::feature_requests();
    let keys: Vec<&str> = requests.iter().map(|(key, _)| *key).collect();
    let all: Vec<&str> = features().iter().map(|feature| feature.key).collect();
    assert_eq!(keys, all, "one request per feature kind, in the reference's order");
    for (key, value) in requests {
        let request: FeatureRequest = serde_json::from_value(value).unwrap_or_else(|error| panic!("{key}: {error}"));
        assert_eq!(request.feature, key);
        let score = request.score().unwrap_or_else(|error| panic!("{key}: {error}"));
        assert!(!score.awards.is_empty(), "{key}: somebody scores");
    }
}

#[test]
fn the_preview_request_scores() {
    let setup: GameSetup = serde_json::from_value(requests::preview_setup()).unwrap();
    let scoring: FeatureScoring = serde_json::from_value(requests::preview_scoring()).unwrap();
    let game = Game::new(setup).unwrap();
    let preview = game.preview(&tally_core::session::Command::ScoreFeature(scoring)).unwrap();
    assert!(preview.awards.iter().any(|award| award.points > 0));
}

#[test]
fn the_event_request_scores() {
    let score = tally_core::rules::score_event_json(&requests::event_request().to_string()).unwrap();
    assert_eq!(score.points_of("blue"), 3);
}
