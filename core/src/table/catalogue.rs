//! What a game's table offers that does not change while it is played: the features
//! and events of its ruleset with their names, sections, steps and limits, the
//! end-game walkthrough's order, the dispatch tiles (Messages) and the names of the
//! turn steps. A screen reads it once when a game opens; what changes with each
//! command ([`TableSummary`](super::TableSummary)) names these by key.

use serde::Serialize;

use crate::rules::events::{ItemKind, Limit, end_game_items, events, find_event};
use crate::rules::{Step, When, features};

use super::TableModel;
use super::dispatch::{TileOption, tiles};
use super::items::{EventInfo, FeatureInfo};

/// A feature of the ruleset and the moments it is scored at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CatalogueFeature {
    /// Its key, name and category.
    pub info: FeatureInfo,
    /// Scored when completed during the turns.
    pub during_turns: bool,
    /// Scored incomplete in the end-game scoring.
    pub at_end: bool,
}

/// One item of the end-game walkthrough, in the reference's order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct EndGameEntry {
    /// A feature (B.1) or an event (B.2, B.3).
    pub kind: ItemKind,
    /// Its key.
    pub key: String,
    /// Its name.
    pub name: String,
    /// `B.1`, `B.2` or `B.3`.
    pub section: String,
    /// How often it may be scored (features: repeatable).
    pub limit: Limit,
}

/// A turn step with its code and its name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StepInfo {
    /// The step.
    pub step: Step,
    /// Its code as a player reads it: the reference's (`3B`, `2B-1`), or a word in
    /// the player's language for the two steps that have none ("Any time", "End").
    pub code: String,
    /// Its name.
    pub name: String,
}

/// What the game's table offers, fixed by its ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TableCatalogue {
    /// The features of the ruleset, in the reference's order.
    pub features: Vec<CatalogueFeature>,
    /// The events players record (turn steps and the end-game scoring), in the
    /// reference's order.
    pub events: Vec<EventInfo>,
    /// The end-game walkthrough's items, in order.
    pub end_game: Vec<EndGameEntry>,
    /// The 2 points and the dispatch tiles (Messages; empty without it).
    pub dispatch_tiles: Vec<TileOption>,
    /// Every turn step, in turn order.
    pub steps: Vec<StepInfo>,
}

impl TableModel<'_> {
    /// What the game's table offers (read it once: it does not change).
    pub fn catalogue(&self) -> TableCatalogue {
        let ruleset = &self.game.setup().ruleset;
        let features = features()
            .iter()
            .map(|def| CatalogueFeature {
                info: FeatureInfo::from(def),
                during_turns: def.is_available(ruleset, When::Completed),
                at_end: def.is_available(ruleset, When::EndOfGame),
            })
            .filter(|feature| feature.during_turns || feature.at_end)
            .collect();
        let events = events().iter().filter(|def| def.is_available(ruleset)).map(EventInfo::from).collect();
        let end_game = end_game_items(ruleset)
            .iter()
            .map(|item| EndGameEntry {
                kind: item.kind,
                key: item.key.to_owned(),
                name: item.title().text(),
                section: item.section.to_owned(),
                limit: match item.kind {
                    ItemKind::Feature => Limit::Repeatable,
                    ItemKind::Event => find_event(item.key).map_or(Limit::Repeatable, |def| def.limit),
                },
            })
            .collect();
        let dispatch_tiles = if ruleset.has(crate::ruleset::Element::Messages) { tiles(ruleset) } else { Vec::new() };
        TableCatalogue { features, events, end_game, dispatch_tiles, steps: step_infos() }
    }
}

/// Every turn step in turn order, then the end of the game, with its code and name
/// (the same for every ruleset: a game's history is read with them too).
pub fn step_infos() -> Vec<StepInfo> {
    Step::TURN
        .iter()
        .chain(&[Step::EndOfGame])
        .map(|step| StepInfo { step: *step, code: step.label().text(), name: step.title().text() })
        .collect()
}
