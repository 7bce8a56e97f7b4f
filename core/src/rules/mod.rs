//! Scoring rules. Each feature block of the reference (Part A 3B, Part B B.1) is one
//! file in [`features`](mod@features), with its rows in the reference's order; what they share
//! lives beside this file:
//!
//! - [`schema`]: form schemas (inputs, kinds, limits, defaults, the row they feed),
//!   declared through typed input handles (`CountInput`, `ToggleInput`...);
//! - [`input`]: request values, their validation and the [`input::Ctx`] rules read
//!   (through the same handles; an undeclared read refuses the scoring);
//! - [`breakdown`]: rows, awards, scores and the [`breakdown::Sheet`] of value rows;
//!   [`rule_id`]: the reference row id a row names;
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
pub mod rule_id;
pub mod schema;
pub mod shared;
pub mod step;

use serde::{Deserialize, Serialize};

use crate::l10n::{Conjunction, Message};
use crate::msg;
use crate::ruleset::{Element, Ruleset, RulesetSpec, catalog};

use crate::{Error, Result};

pub use breakdown::{Award, Floor, Row, Score};
pub use events::{
    EndGameItem, EventDef, EventRequest, ItemKind, Limit, check_floors, end_game_items, events_at, find_event,
    score_event_json,
};
pub use input::{InputValue, Inputs, PlayerInputs};
pub use rule_id::RuleId;
pub use schema::{
    ChoiceInput, ChoiceOption, CountInput, InputHandle, InputKind, InputSpec, PerPlayerCount, PerPlayerToggle,
    PlayerInput, Schema, ToggleInput,
};
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
    /// Its name in the player's language (the message `feature-<key>`; `name` is
    /// the English one).
    pub fn title(&self) -> Message {
        Message::keyed_static("feature", self.key)
    }

    /// Whether the feature can be scored at `when` under `ruleset`.
    pub fn is_available(&self, ruleset: &Ruleset, when: When) -> bool {
        when.pick(self.in_game, self.end_of_game) && elements_present(self.needs, self.with, ruleset)
    }

    fn check(&self, ruleset: &Ruleset, when: When) -> Result<()> {
        let moment_ok = when.pick(self.in_game, self.end_of_game);
        if !moment_ok {
            let reason = when.pick(msg!("feature-only-at-the-end"), msg!("feature-not-at-the-end"));
            return Err(Error::NotAvailable { item: self.key.to_owned(), reason });
        }
        check_elements(self.key, self.needs, self.with, ruleset)
    }

    /// The form schema under `ruleset` at `when`.
    ///
    /// # Errors
    /// [`Error::NotAvailable`] if the feature cannot be scored then or there.
    pub fn schema(&self, ruleset: &Ruleset, when: When) -> Result<Schema> {
        self.check(ruleset, when)?;
        Ok(self.build_schema(ruleset, when))
    }

    fn build_schema(&self, ruleset: &Ruleset, when: When) -> Schema {
        let mut builder = schema::SchemaBuilder::new(ruleset, when);
        (self.inputs)(&mut builder);
        builder.build()
    }

    /// Fills into `inputs` the former default of every required input it leaves out:
    /// requests stored before those inputs were required (event format 1, old
    /// exports) relied on them. Does nothing when the feature cannot be scored then
    /// or there (scoring the request says why).
    pub fn fill_legacy_defaults(&self, ruleset: &Ruleset, when: When, inputs: &mut Inputs) {
        if let Ok(schema) = self.schema(ruleset, when) {
            input::fill_legacy_defaults(&schema, inputs);
        }
    }

    /// Scores the feature.
    ///
    /// # Errors
    /// Availability and validation errors naming the field (a required input left
    /// out is an [`Error::InvalidInput`] saying what to give); nothing is scored.
    pub fn score(&self, ruleset: &Ruleset, when: When, inputs: &Inputs, players: &[PlayerInputs]) -> Result<Score> {
        self.check(ruleset, when)?;
        let schema = schema::cache::form(schema::cache::Item::Feature(self.key), when, ruleset, || {
            self.build_schema(ruleset, when)
        });
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
    if elements_present(needs, with, ruleset) {
        return Ok(());
    }
    let key = |element: &Element| Message::code(catalog::component_of(*element).key);
    let mut parts = Vec::new();
    if !needs.is_empty() {
        parts.push(Message::list(Conjunction::Or, needs.iter().map(key)));
    }
    parts.extend(with.iter().map(key));
    Err(Error::NotAvailable {
        item: item.to_owned(),
        reason: msg!("needs-elements", elements = Message::list(Conjunction::And, parts)),
    })
}

/// Whether `ruleset` has one of `needs` (when there are any) and all of `with`: what
/// [`check_elements`] checks, without building the refusal (the table asks it of
/// every item after every tap).
pub(crate) fn elements_present(needs: &[Element], with: &[Element], ruleset: &Ruleset) -> bool {
    (needs.is_empty() || ruleset.has_any(needs)) && with.iter().all(|element| ruleset.has(*element))
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

#[cfg(test)]
mod required_tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::ruleset::Edition;

    /// `(item, input, default)` of every required input under any ruleset.
    fn required_inputs() -> BTreeSet<(String, &'static str, i64)> {
        let mut found = BTreeSet::new();
        for edition in [Edition::C1, Edition::C2, Edition::C3, Edition::Winter] {
            let ruleset = Ruleset::everything(edition);
            for feature in features() {
                for when in [When::Completed, When::EndOfGame] {
                    let Ok(schema) = feature.schema(&ruleset, when) else { continue };
                    for spec in schema.inputs().iter().filter(|spec| spec.required) {
                        found.insert((format!("{} {}", feature.key, when.key()), spec.name, spec.default));
                    }
                }
            }
            for event in events::events() {
                let Ok(schema) = event.schema(&ruleset) else { continue };
                for spec in schema.inputs().iter().filter(|spec| spec.required) {
                    found.insert((event.key.to_owned(), spec.name, spec.default));
                }
            }
        }
        found
    }

    /// The required inputs and their defaults. The defaults are what requests of
    /// event format 1, which could leave these inputs out, were scored with
    /// (`fill_legacy_defaults`): they must not change. The list is the audit of
    /// `docs/rules-decisions.md` ("Counts the players must give").
    #[test]
    fn required_inputs_and_their_legacy_defaults_are_pinned() {
        let expected: BTreeSet<(String, &str, i64)> = [
            ("abbot.retrieve", "tiles_around", 0),
            ("after_game.barn", "completed_cities", 0),
            ("after_game.king", "completed_cities", 0),
            ("after_game.ringmaster", "ringmaster_tiles", 0),
            ("after_game.robber_baron", "completed_roads", 0),
            ("after_game.wonder.alhambra", "farmers", 0),
            ("baba_yaga end_of_game", "empty_spaces", 0),
            ("bathhouse.buy_back", "bathhouse_points", 1),
            ("bazaar.auction", "points", 0),
            ("bets end_of_game", "feature_tiles", 2),
            ("bets.office", "tiles", 2),
            ("castle completed", "feature_points", 0),
            ("circus end_of_game", "animal_token", 1),
            ("circus.big_top", "animal_points", 1),
            ("city completed", "tiles", 2),
            ("city end_of_game", "tiles", 2),
            ("cloister end_of_game", "tiles_around", 0),
            ("field end_of_game", "cities", 0),
            ("field_barn_s1 completed", "cities", 0),
            ("field_barn_s2 completed", "cities", 0),
            ("field_barn_special end_of_game", "cities", 0),
            ("fruit_trees.harvest", "fruit_points", 1),
            ("fruit_trees.sell", "tokens", 1),
            ("garden end_of_game", "tiles_around", 0),
            ("german_castle end_of_game", "tiles_around", 0),
            ("german_cathedral completed", "german_cathedral_segments", 4),
            ("german_cathedral completed", "tiles", 4),
            ("german_cathedral end_of_game", "german_cathedral_segments", 4),
            ("german_cathedral end_of_game", "tiles", 4),
            ("german_monastery end_of_game", "line_tiles", 0),
            ("gifts.cash_out", "meeples", 1),
            ("gifts.road_sweeper", "tiles", 2),
            ("gingerbread_man.incomplete_city", "tiles", 2),
            ("haunted_castle completed", "mist_tiles", 0),
            ("haunted_castle end_of_game", "mist_tiles", 0),
            ("la_porxada end_of_game", "tiles", 2),
            ("road completed", "tiles", 2),
            ("road end_of_game", "tiles", 2),
            ("shepherd.herd_into_stable", "sheep", 0),
            ("tollkeepers end_of_game", "toll_buildings", 0),
            ("tollkeepers end_of_game", "traveler_groups", 0),
            ("wheel_of_fortune.famine", "completed_cities", 0),
        ]
        .into_iter()
        .map(|(item, name, default)| (item.to_owned(), name, default))
        .collect();
        assert_eq!(required_inputs(), expected);
    }

    /// A request that leaves a required count out is refused naming it, in the
    /// player's words; with the legacy defaults filled in it scores as format 1 did.
    #[test]
    fn a_missing_required_count_is_asked_for() {
        let ruleset = Ruleset::base(Edition::C3);
        let road = find_feature("road").unwrap();
        let players = [PlayerInputs::new("red").with("followers", 1)];
        let mut inputs = Inputs::new();
        let error = road.score(&ruleset, When::Completed, &inputs, &players).unwrap_err();
        assert_eq!(error.field(), Some("tiles"));
        assert_eq!(error.to_string(), "`tiles`: say how many tiles the road has");

        road.fill_legacy_defaults(&ruleset, When::Completed, &mut inputs);
        assert_eq!(road.score(&ruleset, When::Completed, &inputs, &players).unwrap().points_of("red"), 2);
        let schema = serde_json::to_value(road.schema(&ruleset, When::Completed).unwrap().inputs()).unwrap();
        let tiles = schema.as_array().unwrap().iter().find(|spec| spec["name"] == "tiles").unwrap();
        assert_eq!(tiles["required"], true);
        assert_eq!(tiles["default"], 2, "still a prefill for forms");
    }
}
