//! The `tally event` contract: any text in, a score or a typed error out, never a
//! panic, an overflow or a hang.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(json) = std::str::from_utf8(data) {
        if let Ok(score) = tally_core::rules::events::score_event_json(json) {
            for award in &score.awards {
                assert_eq!(award.points, award.rows.iter().map(|row| row.points).sum::<i64>());
            }
        }
    }
});
