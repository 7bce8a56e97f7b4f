//! What can be scored or recorded now, and the end-game walkthrough: the features
//! of the moment, the events with their steps and limits, and the items of Part B
//! in the reference's order with how often each was scored.

use serde::Serialize;

use crate::rules::events::{EndGameItem, ItemKind, Limit};
use crate::rules::{Category, EventDef, FeatureDef, Step, When};

/// A feature that can be scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FeatureInfo {
    /// Its key (`road`).
    pub key: String,
    /// Its name.
    pub name: String,
    /// Its statistics category.
    pub category: Category,
}

impl From<&FeatureDef> for FeatureInfo {
    fn from(def: &FeatureDef) -> FeatureInfo {
        FeatureInfo { key: def.key.to_owned(), name: def.title().text(), category: def.category }
    }
}

/// A turn-step event or end-game item of the ruleset in play (the catalogue's: what
/// does not change during a game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct EventInfo {
    /// Its key (`tower.prisoner_ransom`).
    pub key: String,
    /// Its name.
    pub name: String,
    /// The reference section (`A.0`, `Step 3C`, `B.3`).
    pub section: String,
    /// Its statistics category.
    pub category: Category,
    /// The steps it belongs to (several: the player says which).
    pub steps: Vec<Step>,
    /// How often it may be recorded.
    pub limit: Limit,
    /// The player input that is the active player's, filled in by the core.
    pub active_player_input: Option<String>,
    /// The game scores it by itself (at the finish): players never record it.
    pub automatic: bool,
}

impl From<&EventDef> for EventInfo {
    fn from(def: &EventDef) -> EventInfo {
        EventInfo {
            key: def.key.to_owned(),
            name: def.title().text(),
            section: def.section.to_owned(),
            category: def.category,
            steps: def.steps.to_vec(),
            limit: def.limit,
            active_player_input: def.active_player.map(str::to_owned),
            automatic: def.automatic,
        }
    }
}

/// An event that can be recorded now, with how often it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScorableEvent {
    /// Its key (its name and steps are the catalogue's).
    pub key: String,
    /// How often it was recorded in this game.
    pub recorded: u32,
    /// Why it cannot be recorded now (its limit is reached), if it cannot.
    pub refused: Option<String>,
}

/// What can be scored or recorded at this moment of the game, by key: names, steps
/// and forms are the game's [`TableCatalogue`](super::TableCatalogue), which does
/// not change, so that what a tap carries stays small.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Scorable {
    /// How features are scored now: completed (turns) or incomplete (end-game
    /// scoring).
    pub moment: When,
    /// Why nothing can be scored now (a prompt waits, the game is finished), if so.
    pub refused: Option<String>,
    /// The feature keys, in the reference's order.
    pub features: Vec<String>,
    /// The events (turns: every step's; end-game scoring: B.2 and B.3), in the
    /// reference's order, without those the game scores by itself.
    pub events: Vec<ScorableEvent>,
}

impl Scorable {
    /// Whether `key` is one of the features or events offered.
    pub fn offers(&self, key: &str) -> bool {
        self.features.iter().any(|feature| feature == key) || self.events.iter().any(|event| event.key == key)
    }
}

/// One item of the end-game walkthrough (its name, section and limit are the
/// catalogue's [`EndGameEntry`](super::catalogue::EndGameEntry)).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct WalkthroughItem {
    /// A feature (B.1) or an event (B.2, B.3).
    pub kind: ItemKind,
    /// Its key.
    pub key: String,
    /// How often it was scored in this end-game scoring.
    pub scored: u32,
    /// Its limit is reached: nothing more to score.
    pub done: bool,
    /// The game scores it by itself at the finish (a robber left on the track).
    pub automatic: bool,
    /// What the game will score by itself, for the player, where it will.
    pub note: Option<String>,
}

impl WalkthroughItem {
    pub(crate) fn new(item: &EndGameItem, limit: Limit, automatic: bool, scored: u32, note: Option<String>) -> Self {
        WalkthroughItem {
            kind: item.kind,
            key: item.key.to_owned(),
            scored,
            done: limit == Limit::OncePerGame && scored > 0,
            automatic,
            note,
        }
    }
}

/// The end-game walkthrough: B.1 features, then B.2, then B.3, filtered by the
/// ruleset, with what is done and what is left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Walkthrough {
    /// The items in order.
    pub items: Vec<WalkthroughItem>,
    /// Items players score by hand that were not scored yet.
    pub unscored: u32,
}
