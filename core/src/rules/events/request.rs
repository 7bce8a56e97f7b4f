//! The `tally event` contract: a JSON request naming an event or end-game item, its
//! inputs, the players and (optionally) their current totals, in; a [`Score`] out.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::rules::breakdown::Score;
use crate::rules::input::{Inputs, PlayerInputs};
use crate::ruleset::{Ruleset, RulesetSpec};
use crate::{Error, Result};

use super::{check_floors, find_event};

/// A `tally event` request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventRequest {
    /// The ruleset.
    #[serde(default)]
    pub ruleset: RulesetSpec,
    /// Event or end-game item key (`tower.prisoner_ransom`, `after_game.gold`...).
    pub event: String,
    /// Item-level inputs.
    #[serde(default)]
    pub inputs: Inputs,
    /// The players with their per-player inputs.
    pub players: Vec<PlayerInputs>,
    /// The players' current totals; when given, floors are checked against them
    /// (a player left out counts as 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<BTreeMap<String, i64>>,
}

impl EventRequest {
    /// Scores the request, then checks the floors if `scores` is given.
    ///
    /// # Errors
    /// Ruleset, availability and validation errors naming the field;
    /// [`Error::UnknownPlayer`] for a `scores` entry that is not a player;
    /// [`Error::InvalidInput`] on `scores.<player>` for a total beyond
    /// ±[`MAX_SCORE`](crate::limits::MAX_SCORE);
    /// [`Error::WouldGoNegative`] when a payer cannot pay.
    pub fn score(&self) -> Result<Score> {
        let ruleset = Ruleset::from_spec(&self.ruleset)?;
        let score = find_event(&self.event)?.score(&ruleset, &self.inputs, &self.players)?;
        if let Some(scores) = &self.scores {
            if let Some(stranger) = scores.keys().find(|id| !self.players.iter().any(|player| &player.id == *id)) {
                return Err(Error::UnknownPlayer { player: stranger.clone() });
            }
            let limit = crate::limits::MAX_SCORE;
            if let Some((player, score)) = scores.iter().find(|(_, score)| !(-limit..=limit).contains(*score)) {
                return Err(Error::invalid(
                    format!("scores.{player}"),
                    crate::msg!("score-out-of-range", score = *score, limit = limit),
                ));
            }
            check_floors(&score, |player| scores.get(player).copied().unwrap_or(0))?;
        }
        Ok(score)
    }
}

/// The `tally event` contract: a JSON request in, a [`Score`] out.
///
/// # Errors
/// [`Error::InvalidRequest`] for malformed JSON, otherwise as [`EventRequest::score`].
pub fn score_event_json(json: &str) -> Result<Score> {
    let request: EventRequest =
        serde_json::from_str(json).map_err(|error| Error::InvalidRequest { reason: error.to_string() })?;
    request.score()
}
