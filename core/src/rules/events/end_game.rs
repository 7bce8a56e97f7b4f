//! The end-game walkthrough (Part B): the incomplete features of B.1 in the order
//! the reference settles them (bets before the remaining features, tollhouses just
//! before the incomplete road, then the rest in B.1 order), then the scoring
//! figures of B.2, then the other scoring of B.3 — filtered by the ruleset.

use serde::Serialize;

use crate::rules::{Step, When, features, find_feature};
use crate::ruleset::Ruleset;

use super::events_at;

/// Whether an end-game item is a feature (B.1) or an event (B.2, B.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ItemKind {
    /// A feature scored with `when = end_of_game` (`tally score`).
    Feature,
    /// An end-game item scored as an event (`tally event`).
    Event,
}

/// One step of the end-game walkthrough.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EndGameItem {
    /// Feature or event.
    pub kind: ItemKind,
    /// Its key (`road`, `after_game.barn`...).
    pub key: &'static str,
    /// Its English name.
    pub name: &'static str,
    /// The reference section: `B.1`, `B.2` or `B.3`.
    pub section: &'static str,
}

impl EndGameItem {
    /// Its name in the player's language (`feature-<key>` or `event-<key>`).
    pub fn title(&self) -> crate::l10n::Message {
        match self.kind {
            ItemKind::Feature => crate::l10n::Message::keyed_static("feature", self.key),
            ItemKind::Event => crate::l10n::Message::keyed_static("event", self.key),
        }
    }
}

/// Feature keys in the order Part B.1 settles them. Keys of features not
/// registered are skipped; registered end-of-game features missing here follow
/// in registry order.
pub const B1_ORDER: &[&str] = &[
    "bets",
    "tollkeepers",
    "road",
    "la_porxada",
    "city",
    "cloister",
    "field",
    "field_barn_special",
    "castle",
    "baba_yaga",
    "vodyanoy",
    "garden",
    "german_castle",
    "german_monastery",
    "german_cathedral",
    "cemetery",
    "haunted_castle",
    "fortune_teller",
    "circus",
    "acrobats",
];

/// Every item scored after the game under `ruleset`, in the reference's order.
pub fn end_game_items(ruleset: &Ruleset) -> Vec<EndGameItem> {
    let ordered = B1_ORDER.iter().filter_map(|key| find_feature(key).ok());
    let others = features().iter().filter(|feature| !B1_ORDER.contains(&feature.key));
    let mut items: Vec<EndGameItem> = ordered
        .chain(others)
        .filter(|feature| feature.is_available(ruleset, When::EndOfGame))
        .map(|feature| EndGameItem { kind: ItemKind::Feature, key: feature.key, name: feature.name, section: "B.1" })
        .collect();
    items.extend(events_at(Step::EndOfGame, ruleset).into_iter().map(|event| EndGameItem {
        kind: ItemKind::Event,
        key: event.key,
        name: event.name,
        section: event.section,
    }));
    items
}
