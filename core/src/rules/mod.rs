//! Scoring rules. Each feature block of the reference (Part A 3B, Part B B.1) is one
//! file in [`features`](mod@features), with its rows in the reference's order; what they share
//! lives beside this file:
//!
//! - [`schema`]: form schemas (inputs, kinds, limits, defaults, the row they feed),
//!   declared through typed input handles (`CountInput`, `ToggleInput`...);
//! - [`input`]: request values, their validation and the [`input::Ctx`] rules read
//!   (through the same handles; an undeclared read refuses the scoring);
//! - [`breakdown`]: rows, awards, scores and the [`breakdown::Sheet`] of value rows;
//! - [`majority`]: who holds a feature;
//! - [`shared`]: little buildings, ghosts, teacher, ringmaster and fairy rows.
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
pub use schema::{
    ChoiceInput, ChoiceOption, CountInput, InputHandle, InputKind, InputSpec, PerPlayerCount, PerPlayerToggle,
    PlayerInput, Schema, ToggleInput,
};
pub use step::Step;

/// When a feature is scored: completed during the game (step 3B) or incomplete at
/// the end of the game (Part B.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
        input::score_with(self.key, (ruleset, when), players, (&schema, &values), self.score)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Edition;
    use crate::ruleset::variants::{CathedralLabyrinthRule, LittleBuildingsRule, Variants};

    /// Requests that reach every branch a form's choices and toggles open: each
    /// option of each choice in turn, every toggle on, every count at 1 (or its
    /// minimum), every player picked in turn.
    fn requests(schema: &Schema) -> Vec<(Inputs, Vec<PlayerInputs>)> {
        let mut base = Inputs::new();
        let mut players = vec![PlayerInputs::new("red"), PlayerInputs::new("blue")];
        for spec in schema.inputs() {
            match spec.kind {
                InputKind::Count => {
                    base.insert(spec.name.to_owned(), InputValue::Int(1.clamp(spec.min, spec.max)));
                }
                InputKind::Toggle => {
                    base.insert(spec.name.to_owned(), InputValue::Bool(true));
                }
                InputKind::PerPlayerCount => {
                    players[0].inputs.insert(spec.name.to_owned(), InputValue::Int(1.clamp(spec.min, spec.max)));
                }
                InputKind::PerPlayerToggle => {
                    players[0].inputs.insert(spec.name.to_owned(), InputValue::Bool(true));
                }
                InputKind::Choice | InputKind::Player => {}
            }
        }
        let mut requests = vec![(base.clone(), players.clone())];
        for spec in schema.inputs() {
            let values: Vec<InputValue> = match spec.kind {
                InputKind::Choice => spec.options.iter().map(|option| InputValue::from(option.key)).collect(),
                InputKind::Player => vec![InputValue::from("red"), InputValue::from("blue")],
                _ => continue,
            };
            for value in values {
                let mut inputs = base.clone();
                inputs.insert(spec.name.to_owned(), value);
                requests.push((inputs, players.clone()));
            }
        }
        requests
    }

    fn rulesets() -> Vec<Ruleset> {
        let mut all = Vec::new();
        for edition in [Edition::C1, Edition::C2, Edition::C3, Edition::Winter] {
            all.push(Ruleset::base(edition));
            all.push(Ruleset::everything(edition));
            let variants = Variants {
                little_buildings: LittleBuildingsRule::Variant,
                labyrinth_advanced: true,
                cathedral_labyrinth: CathedralLabyrinthRule::ClosedOnly,
                acrobat_ghosts_majority_only: true,
                ..Variants::default()
            };
            all.push(Ruleset::everything(edition).with_variants(variants));
        }
        all
    }

    /// No rule reads an input its form does not declare, on any path the forms
    /// open: such a read would refuse the scoring with `UnknownInput`.
    #[test]
    fn every_rule_reads_only_what_its_form_declares() {
        let mut scored = 0;
        for ruleset in rulesets() {
            for feature in features() {
                for when in [When::Completed, When::EndOfGame] {
                    let Ok(schema) = feature.schema(&ruleset, when) else { continue };
                    for (inputs, players) in requests(&schema) {
                        match feature.score(&ruleset, when, &inputs, &players) {
                            Err(Error::UnknownInput { field, .. }) => {
                                panic!("{} ({when:?}) reads undeclared `{field}`", feature.key)
                            }
                            Ok(_) => scored += 1,
                            Err(_) => {}
                        }
                    }
                }
            }
            for event in events::events() {
                let Ok(schema) = event.schema(&ruleset) else { continue };
                for (inputs, players) in requests(&schema) {
                    match event.score(&ruleset, &inputs, &players) {
                        Err(Error::UnknownInput { field, .. }) => panic!("{} reads undeclared `{field}`", event.key),
                        Ok(_) => scored += 1,
                        Err(_) => {}
                    }
                }
            }
        }
        assert!(scored > 1_000, "the sweep scores requests ({scored})");
    }
}
