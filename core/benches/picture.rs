//! The share picture (`Store::share_picture`, `formats::picture`) of a finished game
//! of five players and 80 turns, as a player shares it from the result screen:
//!
//! - `picture/draw`: the standings and the chart drawn on the canvas (the fonts
//!   already inflated, as after the first picture of a process);
//! - `picture/draw-every-script`: the same game with names in Latin with a combining
//!   mark, Cyrillic with an emoji, Hebrew, Arabic and emoji alone (the fallback fonts,
//!   right-to-left runs, a name named by its seat);
//! - `picture/png`: the canvas encoded as PNG;
//! - `picture/share`: both, with the game read from the store, as the apps call it.
//!
//! Run: `cargo bench -p tally-core --bench picture`.

#[allow(dead_code)]
mod common;

use std::hint::black_box;
use std::time::Duration;

use chrono::{TimeZone, Utc};
use criterion::{Criterion, criterion_group, criterion_main};
use tally_core::formats::picture::{self, Theme};
use tally_core::session::{Colour, GameSetup, PlayerSetup};
use tally_core::store::Store;
use tally_core::{Edition, Ruleset};

use common::games::{self, Random};

/// A finished game of five players with 80 turns, stored in memory.
fn store_with_a_long_game(names: [&str; 5]) -> (Store, i64) {
    let players = names.into_iter().zip(Colour::ALL).map(|(name, colour)| PlayerSetup::new(name, colour)).collect();
    let setup = GameSetup { players, ruleset: Ruleset::base(Edition::C3) };
    let start = Utc.with_ymd_and_hms(2026, 11, 28, 19, 0, 0).single().expect("time");
    let game = games::play(&mut Random::new(80), setup, 200, start, true);
    let document = games::document(vec![games::exported(&game, start, games::uuid_of(80))]);
    let mut store = Store::open_in_memory().expect("store");
    let id = store.import(&document.to_json().expect("json")).expect("import").imported[0];
    (store, id)
}

fn pictures(c: &mut Criterion) {
    let (store, id) = store_with_a_long_game(["Ann", "Ben", "Cléo", "Dario", "Eun-ji"]);
    let zone = chrono::FixedOffset::east_opt(3600).expect("CET");
    let record = store.play_records(&[id]).expect("record").remove(0);
    let series = store.progression(id).expect("series");
    let turns = series[0].points.len();
    assert!((70..=100).contains(&turns), "about 80 turns: {turns}");
    let canvas = picture::draw(&record, &series, Theme::Light, &zone).expect("draw");
    c.bench_function("picture/draw", |b| {
        b.iter(|| picture::draw(black_box(&record), black_box(&series), Theme::Light, &zone).expect("draw"))
    });
    let (scripts, scripts_id) = store_with_a_long_game(["Zoe\u{0308}", "Ёжик 🦔", "שרה", "مريم", "🦔"]);
    let scripts_record = scripts.play_records(&[scripts_id]).expect("record").remove(0);
    let scripts_series = scripts.progression(scripts_id).expect("series");
    c.bench_function("picture/draw-every-script", |b| {
        b.iter(|| {
            picture::draw(black_box(&scripts_record), black_box(&scripts_series), Theme::Light, &zone).expect("draw")
        })
    });
    // The picture's size, which the apps hand to the share sheet.
    eprintln!("picture/png: {} bytes ({}x{} pixels)", canvas.png().len(), picture::WIDTH, canvas.height());
    c.bench_function("picture/png", |b| b.iter(|| black_box(&canvas).png()));
    c.bench_function("picture/share", |b| {
        b.iter(|| store.share_picture(black_box(id), Theme::Light, &zone).expect("picture"))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5)).sample_size(20);
    targets = pictures
}
criterion_main!(benches);
