//! Scoring rules. Each feature block of the reference (Part A 3B, Part B B.1) is one
//! file in [`features`](mod@features), with its rows in the reference's order; what they share
//! lives beside this file:
//!
//! - [`schema`]: form schemas (inputs, kinds, limits, defaults, the row they feed);
//! - [`input`]: request values, their validation and the [`input::Ctx`] rules read;
//! - [`breakdown`]: rows, awards, scores and the [`breakdown::Sheet`] of value rows;
//! - [`majority`]: who holds a feature;
//! - [`shared`]: little buildings, ghosts, teacher, ringmaster and fairy rows;
//! - [`messages`], [`robbers`]: what a Messages dispatch and a robber give (the
//!   game session decides when they happen).
//!
//! The entry points are [`find_feature`] (a [`FeatureDef`] with its schema and
//! scoring) and [`score_feature_json`] (the `tally score` contract); for turn-step
//! events and end-game items, [`find_event`], [`events_at`], [`end_game_items`] and
//! [`score_event_json`] (the `tally event` contract), in [`events`].

pub mod breakdown;
pub mod events;
pub mod features;
pub mod input;
pub mod majority;
pub mod messages;
pub mod robbers;
pub mod schema;
pub mod shared;
pub mod step;

use serde::{Deserialize, Serialize};

use crate::ruleset::{Element, Ruleset, RulesetSpec, catalog};
use crate::{Error, Result};

pub use breakdown::{Award, Floor, Row, Score};
pub use events::{
    EndGameItem, EventDef, EventRequest, ItemKind, check_floors, end_game_items, events_at, find_event,
    score_event_json,
};
pub use input::{InputValue, Inputs, PlayerInputs};
pub use schema::{ChoiceOption, InputKind, InputSpec, Schema};
pub use step::Step;

/// When a feature is scored: completed during the game (step 3B) or incomplete at
/// the end of the game (Part B.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum When {
    /// Completed during the game (step 3B).
    #[default]
    Completed,
    /// At the end of the game (Part B.1).
    EndOfGame,
}

impl When {
    /// Picks the in-game or end-of-game alternative (a row id, a value).
    pub fn pick<T>(self, completed: T, end_of_game: T) -> T {
        match self {
            When::Completed => completed,
            When::EndOfGame => end_of_game,
        }
    }

    /// The key used in JSON.
    pub fn key(self) -> &'static str {
        self.pick("completed", "end_of_game")
    }
}

/// The scoring category an item counts towards in statistics and final standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Category {
    /// Roads.
    Roads,
    /// Cities.
    Cities,
    /// Cloisters and their family.
    Cloisters,
    /// Fields (farmers, barns).
    Fields,
    /// Other features (castles, gardens, German castles...).
    Features,
    /// Turn-step events and end-game bonuses.
    Bonuses,
    /// Messages dispatches.
    Dispatches,
    /// Points stolen by robbers and robbers left on the track.
    Robbers,
    /// Manual corrections.
    Corrections,
}

/// One feature kind: its key, when it can be scored, what it needs, its form and
/// its scoring.
#[derive(Debug)]
pub struct FeatureDef {
    /// Key used in requests (`road`, `field_barn_s1`...).
    pub key: &'static str,
    /// English name.
    pub name: &'static str,
    /// Statistics category.
    pub category: Category,
    /// Elements of which at least one must be in play; empty for the base game.
    pub needs: &'static [Element],
    /// Elements that must all be in play besides (the barn for the Count's special
    /// case of B.1.6).
    pub with: &'static [Element],
    /// Scored when completed during the game (3B).
    pub in_game: bool,
    /// Scored at the end of the game (B.1).
    pub end_of_game: bool,
    inputs: fn(&mut schema::SchemaBuilder<'_>),
    score: fn(&input::Ctx<'_>) -> Result<Score>,
}

impl FeatureDef {
    /// Whether the feature can be scored at `when` under `ruleset`.
    pub fn is_available(&self, ruleset: &Ruleset, when: When) -> bool {
        self.check(ruleset, when).is_ok()
    }

    fn check(&self, ruleset: &Ruleset, when: When) -> Result<()> {
        let moment_ok = when.pick(self.in_game, self.end_of_game);
        if !moment_ok {
            let reason =
                when.pick("it is only scored at the end of the game", "it is not scored at the end of the game");
            return Err(Error::NotAvailable { item: self.key.to_owned(), reason: reason.to_owned() });
        }
        check_elements(self.key, self.needs, self.with, ruleset)
    }

    /// The form schema under `ruleset` at `when`.
    ///
    /// # Errors
    /// [`Error::NotAvailable`] if the feature cannot be scored then or there.
    pub fn schema(&self, ruleset: &Ruleset, when: When) -> Result<Schema> {
        self.check(ruleset, when)?;
        let mut builder = schema::SchemaBuilder::new(ruleset, when);
        (self.inputs)(&mut builder);
        Ok(builder.build())
    }

    /// Scores the feature.
    ///
    /// # Errors
    /// Availability and validation errors naming the field; nothing is scored.
    pub fn score(&self, ruleset: &Ruleset, when: When, inputs: &Inputs, players: &[PlayerInputs]) -> Result<Score> {
        let schema = self.schema(ruleset, when)?;
        let values = input::Values::validate(self.key, &schema, inputs, players)?;
        let ctx = input::Ctx::new(ruleset, when, players, &schema, &values);
        (self.score)(&ctx)
    }
}

/// The availability check features and events share: one of `needs` (if any) and
/// all of `with` must be in play.
///
/// # Errors
/// [`Error::NotAvailable`] for `item`, naming what is missing: "it needs a or b and c".
pub(crate) fn check_elements(item: &str, needs: &[Element], with: &[Element], ruleset: &Ruleset) -> Result<()> {
    let missing_any = !needs.is_empty() && !ruleset.has_any(needs);
    let missing_all = with.iter().any(|element| !ruleset.has(*element));
    if !missing_any && !missing_all {
        return Ok(());
    }
    let key = |element: &Element| catalog::component_of(*element).key;
    let mut parts = Vec::new();
    if !needs.is_empty() {
        parts.push(needs.iter().map(key).collect::<Vec<_>>().join(" or "));
    }
    parts.extend(with.iter().map(|element| key(element).to_owned()));
    Err(Error::NotAvailable { item: item.to_owned(), reason: format!("it needs {}", parts.join(" and ")) })
}

/// Every feature kind, in the reference's order (3B, then end-of-game only blocks).
pub fn features() -> &'static [FeatureDef] {
    features::ALL
}

/// The feature kind called `key`.
///
/// # Errors
/// [`Error::UnknownFeature`].
pub fn find_feature(key: &str) -> Result<&'static FeatureDef> {
    features::ALL.iter().find(|feature| feature.key == key).ok_or_else(|| Error::UnknownFeature { key: key.to_owned() })
}

/// A `tally score` request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeatureRequest {
    /// The ruleset.
    #[serde(default)]
    pub ruleset: RulesetSpec,
    /// Feature key.
    pub feature: String,
    /// Completed during the game, or at the end.
    #[serde(default)]
    pub when: When,
    /// Feature-level inputs.
    #[serde(default)]
    pub inputs: Inputs,
    /// The players with their per-player inputs.
    pub players: Vec<PlayerInputs>,
}

impl FeatureRequest {
    /// Scores the request.
    ///
    /// # Errors
    /// Ruleset, availability and validation errors naming the field.
    pub fn score(&self) -> Result<Score> {
        let ruleset = Ruleset::from_spec(&self.ruleset)?;
        find_feature(&self.feature)?.score(&ruleset, self.when, &self.inputs, &self.players)
    }
}

/// The `tally score` contract: a JSON request in, a [`Score`] out.
///
/// # Errors
/// [`Error::InvalidRequest`] for malformed JSON, otherwise as [`FeatureRequest::score`].
pub fn score_feature_json(json: &str) -> Result<Score> {
    let request: FeatureRequest =
        serde_json::from_str(json).map_err(|error| Error::InvalidRequest { reason: error.to_string() })?;
    request.score()
}
