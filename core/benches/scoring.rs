//! Scoring benchmarks: one feature per feature kind (the request already parsed, and
//! from JSON as `tally score` and the apps send it), one preview in a game, and
//! one turn-step event. Goal: under 20 µs each (`docs/performance.md`).
//!
//! Run: `cargo bench -p tally-core --bench scoring`.

#[allow(dead_code)]
mod common;

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tally_core::rules::{FeatureRequest, score_event_json, score_feature_json};
use tally_core::session::{Command, FeatureScoring, Game, GameSetup};

fn score_features(c: &mut Criterion) {
    let mut group = c.benchmark_group("score_feature");
    for (key, value) in common::requests::feature_requests() {
        let request: FeatureRequest = serde_json::from_value(value).expect("request");
        group.bench_function(key, |b| b.iter(|| black_box(&request).score().expect("scores")));
    }
    group.finish();
    let mut group = c.benchmark_group("score_feature_json");
    for (key, value) in common::requests::feature_requests() {
        let json = value.to_string();
        group.bench_function(key, |b| b.iter(|| score_feature_json(black_box(&json)).expect("scores")));
    }
    group.finish();
}

fn preview(c: &mut Criterion) {
    let setup: GameSetup = serde_json::from_value(common::requests::preview_setup()).expect("setup");
    let scoring: FeatureScoring = serde_json::from_value(common::requests::preview_scoring()).expect("scoring");
    let command = Command::ScoreFeature(scoring);
    let game = Game::new(setup).expect("game");
    c.bench_function("preview_feature/city", |b| {
        b.iter(|| game.preview(black_box(&command)).expect("previews"));
    });
}

fn events(c: &mut Criterion) {
    let json = common::requests::event_request().to_string();
    c.bench_function("score_event_json/tower.prisoner_ransom", |b| {
        b.iter(|| score_event_json(black_box(&json)).expect("scores"));
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3));
    targets = score_features, preview, events
}
criterion_main!(benches);
