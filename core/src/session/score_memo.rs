//! The scores of the features a thread scored last, reused when a replay scores the
//! same feature again. A feature's [`Score`] depends only on the feature, the
//! ruleset, the moment (completed or at the end) and the request's inputs and
//! players — never on the table — so an edit, which replays every entry after the
//! one it changes, scores again only what changed. Bounded: at most [`CAPACITY`]
//! scores, all forgotten when it is full or when another ruleset is scored.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use crate::Result;
use crate::rules::{FeatureDef, Inputs, PlayerInputs, Score, When};
use crate::ruleset::Ruleset;

/// The most scores kept by one thread.
pub(crate) const CAPACITY: usize = 1024;

/// A score and what it was scored from.
#[derive(Debug)]
struct Kept {
    feature: &'static str,
    when: When,
    inputs: Inputs,
    players: Vec<PlayerInputs>,
    score: Score,
}

#[derive(Debug, Default)]
struct Memo {
    ruleset: Option<Ruleset>,
    /// The scores by the hash of what they were scored from.
    scores: HashMap<u64, Vec<Kept>>,
    kept: usize,
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

fn key_hash(feature: &str, when: When, inputs: &Inputs, players: &[PlayerInputs]) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    feature.hash(&mut hasher);
    when.hash(&mut hasher);
    inputs.hash(&mut hasher);
    for player in players {
        player.id.hash(&mut hasher);
        player.inputs.hash(&mut hasher);
    }
    hasher.finish()
}

/// `def`'s score of `inputs` and `players` at `when` under `ruleset`, as
/// [`FeatureDef::score`] gives it: the one kept if this thread scored the same
/// before, else scored now (and kept if it scored).
///
/// # Errors
/// As [`FeatureDef::score`] (a refusal is never kept).
pub(crate) fn score(
    def: &FeatureDef,
    ruleset: &Ruleset,
    when: When,
    inputs: &Inputs,
    players: &[PlayerInputs],
) -> Result<Score> {
    let hash = key_hash(def.key, when, inputs, players);
    let found = MEMO.with_borrow(|memo| {
        if memo.ruleset.as_ref() != Some(ruleset) {
            return None;
        }
        memo.scores.get(&hash)?.iter().find_map(|kept| {
            (kept.feature == def.key && kept.when == when && kept.inputs == *inputs && kept.players == players)
                .then(|| kept.score.clone())
        })
    });
    if let Some(score) = found {
        return Ok(score);
    }
    let score = def.score(ruleset, when, inputs, players)?;
    MEMO.with_borrow_mut(|memo| {
        if memo.ruleset.as_ref() != Some(ruleset) || memo.kept >= CAPACITY {
            memo.scores.clear();
            memo.kept = 0;
            if memo.ruleset.as_ref() != Some(ruleset) {
                memo.ruleset = Some(ruleset.clone());
            }
        }
        let kept =
            Kept { feature: def.key, when, inputs: inputs.clone(), players: players.to_vec(), score: score.clone() };
        memo.scores.entry(hash).or_default().push(kept);
        memo.kept += 1;
    });
    Ok(score)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{InputValue, find_feature};
    use crate::ruleset::Edition;

    fn road(tiles: i64) -> (Inputs, Vec<PlayerInputs>) {
        road_with(tiles, 1)
    }

    fn road_with(tiles: i64, followers: i64) -> (Inputs, Vec<PlayerInputs>) {
        let inputs = Inputs::from([("tiles".to_owned(), InputValue::Int(tiles))]);
        let mut player = PlayerInputs::new("red");
        player.inputs.insert("followers".to_owned(), InputValue::Int(followers));
        (inputs, vec![player])
    }

    #[test]
    fn a_kept_score_is_the_one_scoring_gives_for_the_same_request_only() {
        let def = find_feature("road").unwrap();
        let base = Ruleset::base(Edition::C3);
        for tiles in [3, 4, 3, 4] {
            let (inputs, players) = road(tiles);
            let kept = score(def, &base, When::Completed, &inputs, &players).unwrap();
            assert_eq!(kept, def.score(&base, When::Completed, &inputs, &players).unwrap());
            // Reference road.base: 1 point a tile.
            assert_eq!(kept.awards[0].points, tiles);
        }
        // The same request at the end of the game, or under another ruleset, is its own.
        let (inputs, players) = road(3);
        let at_end = score(def, &base, When::EndOfGame, &inputs, &players).unwrap();
        assert_eq!(at_end, def.score(&base, When::EndOfGame, &inputs, &players).unwrap());
        let inns = base.clone().with(crate::ruleset::Element::Inns);
        let mut with_inn = inputs.clone();
        with_inn.insert("inn".to_owned(), InputValue::Bool(true));
        // Reference road.inn.incomplete: an incomplete road with an inn scores nothing.
        let points: i64 =
            score(def, &inns, When::EndOfGame, &with_inn, &players).unwrap().awards.iter().map(|a| a.points).sum();
        assert_eq!(points, 0);
        // A refusal is not kept: the same request is refused again.
        assert!(score(def, &base, When::Completed, &with_inn, &players).is_err());
        assert!(score(def, &base, When::Completed, &with_inn, &players).is_err());
    }

    #[test]
    fn it_forgets_everything_when_full() {
        let def = find_feature("road").unwrap();
        let base = Ruleset::base(Edition::C3);
        // 1,600 different requests.
        for (when, followers) in
            [(When::Completed, 1), (When::EndOfGame, 1), (When::Completed, 2), (When::EndOfGame, 2)]
        {
            for tiles in 1..=400 {
                let (inputs, players) = road_with(tiles, followers);
                // Reference road.base: 1 point a tile, completed or not.
                assert_eq!(score(def, &base, when, &inputs, &players).unwrap().awards[0].points, tiles);
                assert!(MEMO.with_borrow(|memo| memo.kept) <= CAPACITY);
            }
        }
    }
}
