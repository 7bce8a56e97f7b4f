//! The dispatch a player is drawing (Messages): who, on which space, and every tile
//! with its form, rendered from [`crate::rules::messages`] for the ruleset in play.
//! Screens draw the dispatch form generically from these.

use serde::Serialize;

use crate::rules::messages::{DispatchForm, DispatchTile, meeple_features};
use crate::rules::{When, find_feature};

use crate::ruleset::Ruleset;

use super::forms::FormField;
use super::items::FeatureInfo;

/// What a tile asks of the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "form", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum TileForm {
    /// Nothing: the tile gives these points.
    Fixed {
        /// The points.
        points: i64,
    },
    /// One count (the choice's `count`), worth `per` points each.
    Count {
        /// The count's field, with its limits.
        field: FormField,
        /// Points per counted thing.
        per: i64,
    },
    /// The player's lowest-scoring feature of one kind, without majority: the
    /// feature's end-of-game form (the choice's `inputs`).
    Smallest {
        /// The feature.
        feature: FeatureInfo,
    },
    /// A feature with one of the player's meeples, with majority: one of these
    /// features (the choice's `feature`), then its end-of-game form (`inputs`,
    /// `players`).
    Meeple {
        /// The features a meeple may stand on.
        features: Vec<FeatureInfo>,
    },
}

/// One dispatch tile as a screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TileOption {
    /// The key the choice names (`tile`).
    pub key: String,
    /// The reference row id.
    pub rule: String,
    /// What the player reads.
    pub name: String,
    /// How to count, or what happens.
    pub help: String,
    /// What the player fills in.
    pub form: TileForm,
}

impl TileOption {
    /// The tile as shown under `ruleset` (`None` for a feature the registry lacks).
    pub(crate) fn new(tile: &DispatchTile, ruleset: &Ruleset) -> Option<TileOption> {
        let info = |key: &str| find_feature(key).ok().map(FeatureInfo::from);
        let form = match &tile.form {
            DispatchForm::Fixed { points } => TileForm::Fixed { points: *points },
            DispatchForm::Count { input, per } => TileForm::Count { field: FormField::from(input), per: *per },
            DispatchForm::Smallest { feature } => TileForm::Smallest { feature: info(feature)? },
            DispatchForm::Meeple => {
                TileForm::Meeple { features: meeple_features(ruleset).into_iter().filter_map(info).collect() }
            }
        };
        Some(TileOption {
            key: tile.key.to_owned(),
            rule: tile.rule.to_owned(),
            name: tile.name.to_owned(),
            help: tile.help.to_owned(),
            form,
        })
    }
}

/// The pending dispatch with its choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DispatchOptions {
    /// Who draws.
    pub player: String,
    /// The figure on the dark space.
    pub figure: u32,
    /// The dark space.
    pub space: u32,
    /// The moment the tiles' features are scored as (the end of the game).
    pub moment: When,
    /// The 2 points and the eight tiles, in the reference's order.
    pub tiles: Vec<TileOption>,
}

/// The moment a tile's feature is scored as: as at the end of the game, without
/// majority (reference 0.3.1).
pub const TILE_MOMENT: When = When::EndOfGame;

/// Every dispatch tile as shown under `ruleset`, whether or not a dispatch is
/// pending: what help texts list before a dispatch is drawn.
pub fn tiles(ruleset: &Ruleset) -> Vec<TileOption> {
    crate::rules::messages::tiles().iter().filter_map(|tile| TileOption::new(tile, ruleset)).collect()
}
