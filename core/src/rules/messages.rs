//! The Messages mini-expansion (Mini 2, reference 0.3.1): the dispatch tiles as data
//! and what each one scores. A player whose scoring figure stopped on a dark space
//! after a scoring round takes 2 points or one tile's effect. Whether a figure's
//! move draws a dispatch is [`draws_dispatch`]; the game session looks for it once
//! per round (`session::settle`); this file says what a dispatch gives.
//!
//! Every tile is described once, in [`TILES`]: its key, its row id, its name, and
//! its [`DispatchForm`] — a fixed number of points, a count with its limits, the player's
//! smallest feature of one kind, or one of the player's meeples on a feature of
//! their choice. Front-ends draw the dispatch form from these descriptions.

use serde::{Deserialize, Serialize};

use crate::l10n::{Message, Text};
use crate::msg;
use crate::text;

use crate::ruleset::Ruleset;
use crate::{Error, Result};

use super::breakdown::{Award, Floor, Row};
use super::input::{Inputs, PlayerInputs};
use super::schema::{CountInput, InputSpec};
use super::{When, features, find_feature};

/// `messages.dispatch`: whether a scoring figure's move draws a dispatch. It must
/// belong to the active player, during the turns (not the end-game scoring), have
/// moved forward and stopped on a dark space; with the ZMG rule (`messages_zmg`) a
/// dark space shared with another player's figure draws nothing.
pub fn draws_dispatch(stop: DispatchStop) -> bool {
    stop.active_player
        && stop.during_turns
        && stop.points > 0
        && u8::try_from(stop.space).is_ok_and(crate::track::is_dark)
        && !(stop.zmg && stop.shared)
}

/// Where and how a scoring figure stopped, as [`draws_dispatch`] judges it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DispatchStop {
    /// The space the figure stopped on.
    pub space: u32,
    /// The points that moved it.
    pub points: i64,
    /// The figure belongs to the player whose turn it is.
    pub active_player: bool,
    /// The game is in its turns, not the end-game scoring.
    pub during_turns: bool,
    /// Another player's scoring figure stands on the same space.
    pub shared: bool,
    /// The ZMG rule is played (`messages_zmg`).
    pub zmg: bool,
}

/// What a dispatch tile asks of the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "form", rename_all = "snake_case")]
pub enum DispatchForm {
    /// Nothing to fill in: the tile gives a fixed number of points (2 points instead
    /// of an effect; 0 for an extra land tile, whose placement may score by itself).
    Fixed {
        /// The points.
        points: i64,
    },
    /// One count (coats of arms, knights, farmers), worth `per` points each.
    Count {
        /// The count's input, with its limits.
        input: Box<InputSpec>,
        /// Points per counted thing.
        per: i64,
    },
    /// The player's lowest-scoring feature of one kind, scored as at the end of the
    /// game without the majority: the feature's end-of-game form.
    Smallest {
        /// The feature kind.
        feature: &'static str,
    },
    /// One of the player's meeples on a feature of their choice, scored as at the
    /// end of the game with the majority: a feature choice, then its form.
    Meeple,
}

/// One dispatch tile (or the 2 points taken instead of its effect).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DispatchTile {
    /// The key a choice names (`knights`).
    pub key: &'static str,
    /// The reference row id (`messages.dispatch.knights`).
    pub rule: &'static str,
    /// What the player reads.
    pub name: Message,
    /// One line on how to count or what happens.
    pub help: Message,
    /// What the player fills in.
    pub form: DispatchForm,
}

/// The one input of a count tile (the choice's `count`).
pub const COUNT: CountInput = CountInput::new("count");

/// Largest coat-of-arms count: every coat of arms of a big collection of boxes.
const MAX_COATS_OF_ARMS: i64 = 100;
/// Largest knight or farmer count of one player.
const MAX_FIGURES: i64 = super::schema::MAX_FIGURES;

fn count_tile(key: &'static str, rule: &'static str, name: Message, label: Text, max: i64) -> DispatchTile {
    let input = COUNT.spec(label, rule).range(0, max).required(text!("dispatch-ask-say-how-many"));
    DispatchTile {
        key,
        rule,
        name,
        help: msg!("dispatch-2-points"),
        form: DispatchForm::Count { input: Box::new(input), per: 2 },
    }
}

/// Every dispatch choice in the reference's order: the 2 points, then the eight tiles.
pub fn tiles() -> Vec<DispatchTile> {
    vec![
        DispatchTile {
            key: "two_points",
            rule: "messages.dispatch",
            name: msg!("dispatch-take-2-points"),
            help: msg!("dispatch-instead-tiles-effect"),
            form: DispatchForm::Fixed { points: 2 },
        },
        DispatchTile {
            key: "smallest_road",
            rule: "messages.dispatch.smallest_road",
            name: msg!("dispatch-score-smallest-road"),
            help: msg!("dispatch-road-one-your"),
            form: DispatchForm::Smallest { feature: "road" },
        },
        DispatchTile {
            key: "smallest_city",
            rule: "messages.dispatch.smallest_city",
            name: msg!("dispatch-score-smallest-city"),
            help: msg!("dispatch-city-one-your"),
            form: DispatchForm::Smallest { feature: "city" },
        },
        DispatchTile {
            key: "smallest_cloister",
            rule: "messages.dispatch.smallest_cloister",
            name: msg!("dispatch-score-smallest-cloister"),
            help: msg!("dispatch-cloister-one-your"),
            form: DispatchForm::Smallest { feature: "cloister" },
        },
        count_tile(
            "coats_of_arms",
            "messages.dispatch.coats_of_arms",
            msg!("dispatch-2-points-coat"),
            text!("dispatch-coats-arms-cities"),
            MAX_COATS_OF_ARMS,
        ),
        count_tile(
            "knights",
            "messages.dispatch.knights",
            msg!("dispatch-2-points-knight"),
            text!("dispatch-your-knights"),
            MAX_FIGURES,
        ),
        count_tile(
            "farmers",
            "messages.dispatch.farmers",
            msg!("dispatch-2-points-farmer"),
            text!("dispatch-your-farmers"),
            MAX_FIGURES,
        ),
        DispatchTile {
            key: "extra_tile",
            rule: "messages.dispatch.extra_tile",
            name: msg!("dispatch-place-extra-tile"),
            help: msg!("dispatch-no-points-action"),
            form: DispatchForm::Fixed { points: 0 },
        },
        DispatchTile {
            key: "score_meeple",
            rule: "messages.dispatch.score_meeple",
            name: msg!("dispatch-score-one-meeple"),
            help: msg!("dispatch-feature-one-your"),
            form: DispatchForm::Meeple,
        },
    ]
}

/// The dispatch tile called `key`.
///
/// # Errors
/// [`Error::InvalidInput`] on `tile`, listing the keys.
pub fn find_tile(key: &str) -> Result<DispatchTile> {
    let all = tiles();
    let keys: Vec<&str> = all.iter().map(|tile| tile.key).collect();
    let keys = keys.join(", ");
    all.into_iter()
        .find(|tile| tile.key == key)
        .ok_or_else(|| Error::invalid("tile", msg!("dispatch-error-unknown-tile", key = key.to_owned(), keys = keys)))
}

/// The features a meeple scored by [`DispatchForm::Meeple`] may stand on under
/// `ruleset`: every feature scored at the end of the game.
pub fn meeple_features(ruleset: &Ruleset) -> Vec<&'static str> {
    features().iter().filter(|feature| feature.is_available(ruleset, When::EndOfGame)).map(|f| f.key).collect()
}

/// What the player does with a dispatch: a tile and what its form asks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DispatchChoice {
    /// The tile's key (`two_points`, `knights`...).
    pub tile: String,
    /// The count of a [`DispatchForm::Count`] tile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub count: Option<i64>,
    /// The feature of a [`DispatchForm::Meeple`] tile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub feature: Option<String>,
    /// The feature's inputs ([`DispatchForm::Smallest`], [`DispatchForm::Meeple`]).
    #[serde(default, skip_serializing_if = "Inputs::is_empty")]
    pub inputs: Inputs,
    /// Per-player inputs of a meeple's feature (the majority applies).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub players: Vec<PlayerInputs>,
}

impl DispatchChoice {
    /// A choice of `tile` with nothing filled in.
    pub fn tile(tile: &str) -> DispatchChoice {
        DispatchChoice { tile: tile.to_owned(), ..DispatchChoice::default() }
    }

    /// A choice of a count tile.
    pub fn count(tile: &str, count: i64) -> DispatchChoice {
        DispatchChoice { count: Some(count), ..DispatchChoice::tile(tile) }
    }
}

/// What `player` receives for `choice`; `game_players` are every player of the game
/// (a meeple's feature is scored with its majority among them).
///
/// # Errors
/// An unknown tile, a field the tile does not take or leaves missing (named), and
/// the feature engine's own validation.
pub fn score(ruleset: &Ruleset, player: &str, game_players: &[PlayerInputs], choice: &DispatchChoice) -> Result<Award> {
    let tile = find_tile(&choice.tile)?;
    let mut rows = Vec::new();
    match &tile.form {
        DispatchForm::Fixed { points } => {
            refuse_extras(&tile, choice, Extras::NONE)?;
            rows.push(Row::new(tile.rule, msg!("row-dispatch-tile", tile = tile.name.clone()), 1, *points));
        }
        DispatchForm::Count { input, per } => {
            refuse_extras(&tile, choice, Extras::COUNT)?;
            let count = choice
                .count
                .ok_or_else(|| Error::invalid("count", msg!("dispatch-error-say-how-many", what = input.label)))?;
            if !(input.min..=input.max).contains(&count) {
                let reason = msg!("dispatch-error-count-out-of-range", count = count, min = input.min, max = input.max);
                return Err(Error::invalid("count", reason));
            }
            let label = msg!("row-dispatch-count", what = input.label, per = *per);
            rows.push(Row::new(tile.rule, label, count, count * per));
        }
        DispatchForm::Smallest { feature } => {
            refuse_extras(&tile, choice, Extras::INPUTS)?;
            // The player alone holds it: the majority is not applied.
            let alone = vec![PlayerInputs::new(player).with("followers", 1)];
            let score = find_feature(feature)?.score(ruleset, When::EndOfGame, &choice.inputs, &alone)?;
            let label = msg!("row-dispatch-smallest", feature = find_feature(feature)?.title());

            rows.push(Row::new(tile.rule, label, 1, 0));
            rows.extend(score.award(player).into_iter().flat_map(|award| award.rows.iter().cloned()));
        }
        DispatchForm::Meeple => {
            refuse_extras(&tile, choice, Extras::FEATURE)?;
            let key = choice
                .feature
                .as_deref()
                .ok_or_else(|| Error::invalid("feature", msg!("dispatch-error-say-which-feature")))?;
            if !meeple_features(ruleset).contains(&key) {
                return Err(Error::invalid("feature", msg!("dispatch-error-not-scored-at-end", key = key.to_owned())));
            }
            let players = merged_players(game_players, &choice.players)?;
            let score = find_feature(key)?.score(ruleset, When::EndOfGame, &choice.inputs, &players)?;
            let name = find_feature(key)?.title();
            rows.push(Row::new(tile.rule, msg!("row-dispatch-meeple", feature = name), 1, 0));
            rows.extend(score.award(player).into_iter().flat_map(|award| award.rows.iter().cloned()));
        }
    }
    let points = rows.iter().map(|row| row.points).sum();
    Ok(Award { player: player.to_owned(), points, rows, floor: Floor::Zero })
}

/// Which of a choice's fields a tile's form takes.
#[derive(Clone, Copy)]
struct Extras {
    count: bool,
    feature: bool,
    inputs: bool,
    players: bool,
}

impl Extras {
    const NONE: Extras = Extras { count: false, feature: false, inputs: false, players: false };
    const COUNT: Extras = Extras { count: true, ..Extras::NONE };
    const INPUTS: Extras = Extras { inputs: true, ..Extras::NONE };
    const FEATURE: Extras = Extras { feature: true, inputs: true, players: true, ..Extras::NONE };
}

/// Refuses a field the tile does not take: what the player filled in is what is scored.
fn refuse_extras(tile: &DispatchTile, choice: &DispatchChoice, takes: Extras) -> Result<()> {
    let given = [
        ("count", choice.count.is_some(), takes.count),
        ("feature", choice.feature.is_some(), takes.feature),
        ("inputs", !choice.inputs.is_empty(), takes.inputs),
        ("players", !choice.players.is_empty(), takes.players),
    ];
    match given.iter().find(|(_, present, allowed)| *present && !*allowed) {
        Some((field, _, _)) => {
            Err(Error::invalid(*field, msg!("dispatch-error-takes-no", tile = tile.key, field = *field)))
        }
        None => Ok(()),
    }
}

/// The game's players with the per-player inputs the choice gives (players the
/// choice names must be in the game, once).
fn merged_players(game_players: &[PlayerInputs], given: &[PlayerInputs]) -> Result<Vec<PlayerInputs>> {
    let mut players = game_players.to_vec();
    for (index, entry) in given.iter().enumerate() {
        if given[..index].iter().any(|other| other.id == entry.id) {
            return Err(Error::DuplicatePlayer { player: entry.id.clone() });
        }
        let slot = players
            .iter_mut()
            .find(|player| player.id == entry.id)
            .ok_or_else(|| Error::UnknownPlayer { player: entry.id.clone() })?;
        slot.inputs.clone_from(&entry.inputs);
    }
    Ok(players)
}
