//! Records and enums of the rules: rulesets, the expansion catalog, presets,
//! variants, form schemas, scoring inputs and scores — with their conversions from
//! and to the core's types. No rule logic lives here.

use std::collections::BTreeMap;

use tally_core::rules::{self as core_rules, InputValue as CoreValue};
use tally_core::ruleset::{self, catalog, presets};

use crate::TallyError;

/// The edition of the tiles and rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Edition {
    /// First edition.
    C1,
    /// Second edition.
    C2,
    /// Third edition.
    C3,
    /// Winter edition.
    Winter,
}

impl From<tally_core::Edition> for Edition {
    fn from(edition: tally_core::Edition) -> Self {
        match edition {
            tally_core::Edition::C1 => Edition::C1,
            tally_core::Edition::C2 => Edition::C2,
            tally_core::Edition::C3 => Edition::C3,
            tally_core::Edition::Winter => Edition::Winter,
        }
    }
}

impl From<Edition> for tally_core::Edition {
    fn from(edition: Edition) -> Self {
        match edition {
            Edition::C1 => tally_core::Edition::C1,
            Edition::C2 => tally_core::Edition::C2,
            Edition::C3 => tally_core::Edition::C3,
            Edition::Winter => tally_core::Edition::Winter,
        }
    }
}

/// One rule variant's chosen option.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct VariantSetting {
    /// The variant's key (see [`variant_options`](crate::variant_options)).
    pub key: String,
    /// The option's key (`true`/`false` for a switch).
    pub value: String,
}

/// A ruleset: edition, expansion or component keys, and variant settings (those
/// left out keep their default).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RulesetInput {
    /// Edition.
    pub edition: Edition,
    /// Expansion keys (all components) or component keys (`expansion.component`).
    pub expansions: Vec<String>,
    /// Variants that differ from their default.
    pub variants: Vec<VariantSetting>,
}

impl RulesetInput {
    /// The core ruleset.
    ///
    /// # Errors
    /// Unknown expansions or variants.
    pub fn to_core(&self) -> Result<tally_core::Ruleset, TallyError> {
        let mut variants = tally_core::Variants::default();
        for setting in &self.variants {
            variants = variants.with_setting(&setting.key, &setting.value)?;
        }
        let spec =
            tally_core::RulesetSpec { edition: self.edition.into(), expansions: self.expansions.clone(), variants };
        Ok(tally_core::Ruleset::from_spec(&spec)?)
    }
}

impl From<&tally_core::Ruleset> for RulesetInput {
    fn from(ruleset: &tally_core::Ruleset) -> Self {
        let spec = ruleset.to_spec();
        RulesetInput::from(&spec)
    }
}

impl From<&tally_core::RulesetSpec> for RulesetInput {
    fn from(spec: &tally_core::RulesetSpec) -> Self {
        RulesetInput {
            edition: spec.edition.into(),
            expansions: spec.expansions.clone(),
            variants: spec
                .variants
                .settings()
                .into_iter()
                .map(|(key, value)| VariantSetting { key: key.to_owned(), value })
                .collect(),
        }
    }
}

/// An edition with its names.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct EditionInfo {
    /// The edition.
    pub edition: Edition,
    /// Its key.
    pub key: String,
    /// Its name.
    pub name: String,
}

/// The selector tab of an expansion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ExpansionGroup {
    /// Major expansions.
    Major,
    /// Minor expansions.
    Minor,
    /// Other expansions.
    Other,
    /// Print & Play and Cut & Play.
    PrintAndPlay,
    /// Fan expansions.
    Fan,
}

/// A component an expansion can be selected by.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ComponentInfo {
    /// Key (`exp01_inns_cathedrals.inns`, or the expansion key when it has one component).
    pub key: String,
    /// Name.
    pub name: String,
}

/// One expansion of the selector.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ExpansionInfo {
    /// Key.
    pub key: String,
    /// Name.
    pub name: String,
    /// Selector tab.
    pub group: ExpansionGroup,
    /// Its components.
    pub components: Vec<ComponentInfo>,
}

impl From<&catalog::Expansion> for ExpansionInfo {
    fn from(expansion: &catalog::Expansion) -> Self {
        ExpansionInfo {
            key: expansion.key.to_owned(),
            name: expansion.name.to_owned(),
            group: match expansion.group {
                catalog::Group::Major => ExpansionGroup::Major,
                catalog::Group::Minor => ExpansionGroup::Minor,
                catalog::Group::Other => ExpansionGroup::Other,
                catalog::Group::PrintAndPlay => ExpansionGroup::PrintAndPlay,
                catalog::Group::Fan => ExpansionGroup::Fan,
            },
            components: expansion
                .components
                .iter()
                .map(|component| ComponentInfo { key: component.key.to_owned(), name: component.name.to_owned() })
                .collect(),
        }
    }
}

/// A quick selection.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PresetInfo {
    /// Key.
    pub key: String,
    /// Name.
    pub name: String,
    /// Its edition.
    pub edition: Edition,
    /// Expansion keys.
    pub expansions: Vec<String>,
    /// Whether a published contents list confirmed it.
    pub confirmed: bool,
}

impl From<&presets::Preset> for PresetInfo {
    fn from(preset: &presets::Preset) -> Self {
        PresetInfo {
            key: preset.key.to_owned(),
            name: preset.name.to_owned(),
            edition: preset.edition.into(),
            expansions: preset.expansions.iter().map(|key| (*key).to_owned()).collect(),
            confirmed: preset.confirmed,
        }
    }
}

/// One option of a choice.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ChoiceOption {
    /// Key sent back.
    pub key: String,
    /// Label.
    pub label: String,
}

/// A rule variant as a form shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct VariantOption {
    /// Key.
    pub key: String,
    /// Label.
    pub label: String,
    /// Its options (`false`/`true` for a switch).
    pub options: Vec<ChoiceOption>,
    /// The default option's key.
    pub default_value: String,
}

/// Every rule variant with its default.
pub(crate) fn describe_variants() -> Vec<VariantOption> {
    let defaults = tally_core::Variants::default().settings();
    ruleset::variants::descriptions()
        .into_iter()
        .map(|description| VariantOption {
            key: description.key.to_owned(),
            label: description.label.to_owned(),
            options: description
                .options
                .iter()
                .map(|(key, label)| ChoiceOption { key: (*key).to_owned(), label: (*label).to_owned() })
                .collect(),
            default_value: defaults
                .iter()
                .find(|(key, _)| *key == description.key)
                .map(|(_, value)| value.clone())
                .unwrap_or_default(),
        })
        .collect()
}

/// How a form input is entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum InputKind {
    /// A stepper between min and max.
    Count,
    /// A switch.
    Toggle,
    /// One of the options.
    Choice,
    /// One of the players, or nobody.
    Player,
    /// A stepper in each player's row.
    PerPlayerCount,
    /// A switch in each player's row.
    PerPlayerToggle,
}

/// One input of a form.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct InputSpec {
    /// Name used in requests.
    pub name: String,
    /// How it is entered.
    pub kind: InputKind,
    /// Smallest value.
    pub min: i64,
    /// Largest value.
    pub max: i64,
    /// Default value of counts and toggles (0 or 1).
    pub default_value: i64,
    /// Default option of choices.
    pub default_option: Option<String>,
    /// Options of choices.
    pub options: Vec<ChoiceOption>,
    /// Label.
    pub label: String,
    /// The reference row id it feeds.
    pub rule: String,
    /// One line of counting help, or empty.
    pub help: String,
}

impl From<&core_rules::InputSpec> for InputSpec {
    fn from(spec: &core_rules::InputSpec) -> Self {
        InputSpec {
            name: spec.name.to_owned(),
            kind: match spec.kind {
                core_rules::InputKind::Count => InputKind::Count,
                core_rules::InputKind::Toggle => InputKind::Toggle,
                core_rules::InputKind::Choice => InputKind::Choice,
                core_rules::InputKind::Player => InputKind::Player,
                core_rules::InputKind::PerPlayerCount => InputKind::PerPlayerCount,
                core_rules::InputKind::PerPlayerToggle => InputKind::PerPlayerToggle,
            },
            min: spec.min,
            max: spec.max,
            default_value: spec.default,
            default_option: spec.default_option.map(str::to_owned),
            options: spec
                .options
                .iter()
                .map(|option| ChoiceOption { key: option.key.to_owned(), label: option.label.to_owned() })
                .collect(),
            label: spec.label.to_owned(),
            rule: spec.rule.to_owned(),
            help: spec.help.to_owned(),
        }
    }
}

/// A form input's value.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum InputValue {
    /// A count.
    Count {
        /// The number.
        value: i64,
    },
    /// A switch.
    Toggle {
        /// On or off.
        value: bool,
    },
    /// A choice option.
    Choice {
        /// The option's key.
        key: String,
    },
    /// A player.
    Player {
        /// The player's id.
        id: String,
    },
}

/// A named input value.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NamedInput {
    /// The input's name.
    pub name: String,
    /// Its value.
    pub value: InputValue,
}

/// One player's per-player inputs.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerInput {
    /// The player's id.
    pub player: String,
    /// Their inputs.
    pub inputs: Vec<NamedInput>,
}

pub(crate) fn core_inputs(inputs: &[NamedInput]) -> core_rules::Inputs {
    inputs
        .iter()
        .map(|input| {
            let value = match &input.value {
                InputValue::Count { value } => CoreValue::Int(*value),
                InputValue::Toggle { value } => CoreValue::Bool(*value),
                InputValue::Choice { key } => CoreValue::Text(key.clone()),
                InputValue::Player { id } => CoreValue::Text(id.clone()),
            };
            (input.name.clone(), value)
        })
        .collect()
}

pub(crate) fn core_players(players: &[PlayerInput]) -> Vec<core_rules::PlayerInputs> {
    players
        .iter()
        .map(|player| core_rules::PlayerInputs { id: player.player.clone(), inputs: core_inputs(&player.inputs) })
        .collect()
}

pub(crate) fn named_inputs(inputs: &core_rules::Inputs) -> Vec<NamedInput> {
    inputs
        .iter()
        .map(|(name, value)| NamedInput {
            name: name.clone(),
            value: match value {
                CoreValue::Int(value) => InputValue::Count { value: *value },
                CoreValue::Bool(value) => InputValue::Toggle { value: *value },
                CoreValue::Text(text) => InputValue::Choice { key: text.clone() },
                CoreValue::Other(other) => InputValue::Choice { key: other.to_string() },
            },
        })
        .collect()
}

pub(crate) fn player_inputs(players: &[core_rules::PlayerInputs]) -> Vec<PlayerInput> {
    players
        .iter()
        .map(|player| PlayerInput { player: player.id.clone(), inputs: named_inputs(&player.inputs) })
        .collect()
}

/// How low an award may take a score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Floor {
    /// Never below 0.
    Zero,
    /// May go below 0.
    Negative,
    /// Refused if it would go below 0.
    Refuse,
}

impl From<core_rules::Floor> for Floor {
    fn from(floor: core_rules::Floor) -> Self {
        match floor {
            core_rules::Floor::Zero => Floor::Zero,
            core_rules::Floor::Negative => Floor::Negative,
            core_rules::Floor::Refuse => Floor::Refuse,
        }
    }
}

/// One breakdown row.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Row {
    /// The reference row id.
    pub rule: String,
    /// Label.
    pub label: String,
    /// Quantity counted.
    pub quantity: i64,
    /// Points.
    pub points: i64,
}

impl From<&core_rules::Row> for Row {
    fn from(row: &core_rules::Row) -> Self {
        Row { rule: row.rule.clone(), label: row.label.clone(), quantity: row.quantity, points: row.points }
    }
}

/// What one player receives.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Award {
    /// Player id.
    pub player: String,
    /// Sum of the rows.
    pub points: i64,
    /// The breakdown.
    pub rows: Vec<Row>,
    /// How low it may take the score.
    pub floor: Floor,
}

/// A score: the feature value and the awards (a preview, or `tally score`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ScoreResult {
    /// The feature value (events: the sum of the awards).
    pub value: i64,
    /// Per player.
    pub awards: Vec<Award>,
}

impl From<&core_rules::Score> for ScoreResult {
    fn from(score: &core_rules::Score) -> Self {
        ScoreResult {
            value: score.value,
            awards: score
                .awards
                .iter()
                .map(|award| Award {
                    player: award.player.clone(),
                    points: award.points,
                    rows: award.rows.iter().map(Row::from).collect(),
                    floor: award.floor.into(),
                })
                .collect(),
        }
    }
}

/// A turn step (or the end of the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Step {
    /// Any time during the turn.
    AnyTime,
    /// 1A.
    BeginTurn,
    /// 1B.
    DrawTile,
    /// 1C.
    PlaceTile,
    /// 2A.
    MoveWoodProlog,
    /// 2B-1.
    MoveWoodPhase1,
    /// 2B-2.
    MoveWoodPhase2,
    /// 2C.
    ResolveMoveWood,
    /// 3A.
    IdentifyFeatures,
    /// 3B.
    ScoreFeatures,
    /// 3C.
    TileScoring,
    /// 4A.
    TileActions,
    /// 4B.
    ResolveTurn,
    /// The end of the game.
    EndOfGame,
}

macro_rules! step_map {
    ($($name:ident),*) => {
        impl From<core_rules::Step> for Step {
            fn from(step: core_rules::Step) -> Self {
                match step { $(core_rules::Step::$name => Step::$name),* }
            }
        }
        impl From<Step> for core_rules::Step {
            fn from(step: Step) -> Self {
                match step { $(Step::$name => core_rules::Step::$name),* }
            }
        }
    };
}

step_map!(
    AnyTime,
    BeginTurn,
    DrawTile,
    PlaceTile,
    MoveWoodProlog,
    MoveWoodPhase1,
    MoveWoodPhase2,
    ResolveMoveWood,
    IdentifyFeatures,
    ScoreFeatures,
    TileScoring,
    TileActions,
    ResolveTurn,
    EndOfGame
);

/// A step with its reference code and name.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StepInfo {
    /// The step.
    pub step: Step,
    /// Its code (`1A`, `2B-1`, `end_of_game`).
    pub code: String,
    /// Its name.
    pub name: String,
}

impl From<core_rules::Step> for StepInfo {
    fn from(step: core_rules::Step) -> Self {
        StepInfo { step: step.into(), code: step.code().to_owned(), name: step.name().to_owned() }
    }
}

/// A statistics category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Category {
    /// Roads.
    Roads,
    /// Cities.
    Cities,
    /// Cloisters.
    Cloisters,
    /// Fields.
    Fields,
    /// Other features.
    Features,
    /// Events and end-game bonuses.
    Bonuses,
    /// Messages dispatches.
    Dispatches,
    /// Robbers.
    Robbers,
    /// Corrections.
    Corrections,
}

impl From<core_rules::Category> for Category {
    fn from(category: core_rules::Category) -> Self {
        match category {
            core_rules::Category::Roads => Category::Roads,
            core_rules::Category::Cities => Category::Cities,
            core_rules::Category::Cloisters => Category::Cloisters,
            core_rules::Category::Fields => Category::Fields,
            core_rules::Category::Features => Category::Features,
            core_rules::Category::Bonuses => Category::Bonuses,
            core_rules::Category::Dispatches => Category::Dispatches,
            core_rules::Category::Robbers => Category::Robbers,
            core_rules::Category::Corrections => Category::Corrections,
        }
    }
}

/// Points in one category.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CategoryPoints {
    /// The category.
    pub category: Category,
    /// Points.
    pub points: i64,
}

pub(crate) fn category_points(map: &BTreeMap<core_rules::Category, i64>) -> Vec<CategoryPoints> {
    map.iter().map(|(category, points)| CategoryPoints { category: (*category).into(), points: *points }).collect()
}

/// Whether an item is a feature or an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ItemKind {
    /// A feature (scored completed during the game, or incomplete at the end).
    Feature,
    /// A turn-step event or an end-game item.
    Event,
}

/// Something that can be scored: a button on the scoreboard.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ItemInfo {
    /// Key.
    pub key: String,
    /// Name.
    pub name: String,
    /// Feature or event.
    pub kind: ItemKind,
    /// Statistics category.
    pub category: Category,
    /// The steps it belongs to (features: 3B and/or the end of the game).
    pub steps: Vec<Step>,
    /// The reference section (`3B.1`, `Step 1B`, `B.2`...), when known.
    pub section: String,
}

impl From<&core_rules::FeatureDef> for ItemInfo {
    fn from(def: &core_rules::FeatureDef) -> Self {
        let mut steps = Vec::new();
        if def.in_game {
            steps.push(Step::ScoreFeatures);
        }
        if def.end_of_game {
            steps.push(Step::EndOfGame);
        }
        ItemInfo {
            key: def.key.to_owned(),
            name: def.name.to_owned(),
            kind: ItemKind::Feature,
            category: def.category.into(),
            steps,
            section: String::new(),
        }
    }
}

impl From<&core_rules::events::EventDef> for ItemInfo {
    fn from(def: &core_rules::events::EventDef) -> Self {
        ItemInfo {
            key: def.key.to_owned(),
            name: def.name.to_owned(),
            kind: ItemKind::Event,
            category: def.category.into(),
            steps: def.steps.iter().map(|step| (*step).into()).collect(),
            section: def.section.to_owned(),
        }
    }
}

/// One item of the end-game walkthrough.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct EndGameItem {
    /// Key.
    pub key: String,
    /// Name.
    pub name: String,
    /// Feature (score it with `end_of_game`) or event.
    pub kind: ItemKind,
    /// `B.1`, `B.2` or `B.3`.
    pub section: String,
}

impl From<&core_rules::events::EndGameItem> for EndGameItem {
    fn from(item: &core_rules::events::EndGameItem) -> Self {
        EndGameItem {
            key: item.key.to_owned(),
            name: item.name.to_owned(),
            kind: match item.kind {
                core_rules::events::ItemKind::Feature => ItemKind::Feature,
                core_rules::events::ItemKind::Event => ItemKind::Event,
            },
            section: item.section.to_owned(),
        }
    }
}
