//! The scores of the features a thread scored last, reused when a replay scores the
//! same feature again. A feature's [`Score`] depends only on the feature, the
//! ruleset, the moment (completed or at the end), the request's inputs and players
//! and the game's seats — never on the table — so an edit, which replays every entry
//! after the one it changes, scores again only what changed, and a kept score is
//! handed out shared rather than copied. Bounded: at most [`CAPACITY`] scores, all
//! forgotten when it is full or when another ruleset is scored.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasher, Hash, Hasher};

use foldhash::fast::FixedState;
use std::rc::Rc;

use crate::Result;
use crate::rules::{FeatureDef, Inputs, PlayerInputs, Score, When};
use crate::ruleset::Ruleset;

use super::checks::all_players;
use super::setup::GameSetup;

/// The most scores kept by one thread.
pub(crate) const CAPACITY: usize = 1024;

/// A score and what it was scored from.
#[derive(Debug)]
struct Kept {
    feature: &'static str,
    when: When,
    inputs: Inputs,
    /// The players as the request named them (the others take part with no inputs).
    given: Vec<PlayerInputs>,
    /// The game's seats, in turn order.
    seats: Vec<&'static str>,
    score: Rc<Score>,
}

impl Kept {
    fn is_for(&self, feature: &str, when: When, inputs: &Inputs, given: &[PlayerInputs], setup: &GameSetup) -> bool {
        self.feature == feature
            && self.when == when
            && self.inputs == *inputs
            && self.given == given
            && self.seats.iter().copied().eq(setup.players.iter().map(|seat| seat.id()))
    }
}

#[derive(Debug, Default)]
struct Memo {
    ruleset: Option<Ruleset>,
    /// The scores by the hash of what they were scored from (already a hash: the
    /// map hashes it again with foldhash, as the key is made).
    scores: HashMap<u64, Vec<Kept>, FixedState>,
    kept: usize,
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

fn key_hash(feature: &str, when: When, inputs: &Inputs, given: &[PlayerInputs], setup: &GameSetup) -> u64 {
    // A fixed seed: the requests are the players' own, and the hash never leaves the
    // thread.
    let mut hasher = FixedState::default().build_hasher();
    feature.hash(&mut hasher);
    when.hash(&mut hasher);
    inputs.hash(&mut hasher);
    for player in given {
        player.id.hash(&mut hasher);
        player.inputs.hash(&mut hasher);
    }
    for seat in &setup.players {
        seat.id().hash(&mut hasher);
    }
    hasher.finish()
}

/// `def`'s score at `when` of `inputs` and of the players `given` (every other seat
/// of `setup` taking part with no inputs), as [`FeatureDef::score`] gives it: the
/// one kept if this thread scored the same before, else scored now (and kept if it
/// scored).
///
/// # Errors
/// A player named who is not seated or named twice, or [`FeatureDef::score`]'s
/// refusal (a refusal is never kept).
pub(crate) fn score(
    def: &FeatureDef,
    setup: &GameSetup,
    when: When,
    inputs: &Inputs,
    given: &[PlayerInputs],
) -> Result<Rc<Score>> {
    let ruleset = &setup.ruleset;
    let hash = key_hash(def.key, when, inputs, given, setup);
    let found = MEMO.with_borrow(|memo| {
        if memo.ruleset.as_ref() != Some(ruleset) {
            return None;
        }
        let kept = memo.scores.get(&hash)?.iter().find(|kept| kept.is_for(def.key, when, inputs, given, setup))?;
        Some(Rc::clone(&kept.score))
    });
    if let Some(score) = found {
        return Ok(score);
    }
    let players = all_players(setup, given)?;
    let score = Rc::new(def.score(ruleset, when, inputs, &players)?);
    MEMO.with_borrow_mut(|memo| {
        if memo.ruleset.as_ref() != Some(ruleset) || memo.kept >= CAPACITY {
            memo.scores.clear();
            memo.kept = 0;
            if memo.ruleset.as_ref() != Some(ruleset) {
                memo.ruleset = Some(ruleset.clone());
            }
        }
        let kept = Kept {
            feature: def.key,
            when,
            inputs: inputs.clone(),
            given: given.to_vec(),
            seats: setup.players.iter().map(|seat| seat.id()).collect(),
            score: Rc::clone(&score),
        };
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
    use crate::session::{Colour, PlayerSetup};

    fn seated(ruleset: Ruleset, colours: [Colour; 2]) -> GameSetup {
        let players = vec![PlayerSetup::new("Ann", colours[0]), PlayerSetup::new("Ben", colours[1])];
        GameSetup { players, ruleset }
    }

    fn road(tiles: i64) -> (Inputs, Vec<PlayerInputs>) {
        road_with(tiles, 1)
    }

    fn road_with(tiles: i64, followers: i64) -> (Inputs, Vec<PlayerInputs>) {
        let inputs = Inputs::from([("tiles".to_owned(), InputValue::Int(tiles))]);
        let mut player = PlayerInputs::new("red");
        player.inputs.insert("followers".to_owned(), InputValue::Int(followers));
        (inputs, vec![player])
    }

    fn fresh(def: &FeatureDef, setup: &GameSetup, when: When, inputs: &Inputs, given: &[PlayerInputs]) -> Score {
        def.score(&setup.ruleset, when, inputs, &all_players(setup, given).unwrap()).unwrap()
    }

    #[test]
    fn a_kept_score_is_the_one_scoring_gives_for_the_same_request_only() {
        let def = find_feature("road").unwrap();
        let base = seated(Ruleset::base(Edition::C3), [Colour::Red, Colour::Blue]);
        for tiles in [3, 4, 3, 4] {
            let (inputs, given) = road(tiles);
            let kept = score(def, &base, When::Completed, &inputs, &given).unwrap();
            assert_eq!(*kept, fresh(def, &base, When::Completed, &inputs, &given));
            // Reference road.base: 1 point a tile.
            assert_eq!(kept.awards[0].points, tiles);
        }
        // The same request at the end of the game, or under another ruleset, is its own.
        let (inputs, given) = road(3);
        let at_end = score(def, &base, When::EndOfGame, &inputs, &given).unwrap();
        assert_eq!(*at_end, fresh(def, &base, When::EndOfGame, &inputs, &given));
        let inns = seated(base.ruleset.clone().with(crate::ruleset::Element::Inns), [Colour::Red, Colour::Blue]);
        let mut with_inn = inputs.clone();
        with_inn.insert("inn".to_owned(), InputValue::Bool(true));
        // Reference road.inn.incomplete: an incomplete road with an inn scores nothing.
        let points: i64 =
            score(def, &inns, When::EndOfGame, &with_inn, &given).unwrap().awards.iter().map(|a| a.points).sum();
        assert_eq!(points, 0);
        // A refusal is not kept: the same request is refused again.
        assert!(score(def, &base, When::Completed, &with_inn, &given).is_err());
        assert!(score(def, &base, When::Completed, &with_inn, &given).is_err());
    }

    #[test]
    fn a_kept_score_belongs_to_the_seats_it_was_scored_for() {
        let def = find_feature("road").unwrap();
        let (inputs, given) = road(5);
        let red_and_blue = seated(Ruleset::base(Edition::C3), [Colour::Red, Colour::Blue]);
        // Reference road.base: 5 tiles, 5 points.
        assert_eq!(score(def, &red_and_blue, When::Completed, &inputs, &given).unwrap().awards[0].points, 5);
        // At a table without red, the same request names a player who is not seated.
        let green_and_blue = seated(Ruleset::base(Edition::C3), [Colour::Green, Colour::Blue]);
        let refused = score(def, &green_and_blue, When::Completed, &inputs, &given).unwrap_err();
        assert!(matches!(refused, crate::Error::UnknownPlayer { .. }), "{refused:?}");
        // Named twice: refused, though the request with red once was kept.
        let twice = [given.clone(), given].concat();
        let refused = score(def, &red_and_blue, When::Completed, &inputs, &twice).unwrap_err();
        assert!(matches!(refused, crate::Error::DuplicatePlayer { .. }), "{refused:?}");
    }

    #[test]
    fn it_forgets_everything_when_full() {
        let def = find_feature("road").unwrap();
        let base = seated(Ruleset::base(Edition::C3), [Colour::Red, Colour::Blue]);
        // 1,600 different requests.
        for (when, followers) in
            [(When::Completed, 1), (When::EndOfGame, 1), (When::Completed, 2), (When::EndOfGame, 2)]
        {
            for tiles in 1..=400 {
                let (inputs, given) = road_with(tiles, followers);
                // Reference road.base: 1 point a tile, completed or not.
                assert_eq!(score(def, &base, when, &inputs, &given).unwrap().awards[0].points, tiles);
                assert!(MEMO.with_borrow(|memo| memo.kept) <= CAPACITY);
            }
        }
    }
}
