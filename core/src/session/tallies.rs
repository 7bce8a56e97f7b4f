//! How often each turn-step event and end-game item was recorded in a game: what
//! the events' limits (once per turn, per game, per player) and the end-game
//! walkthrough read.

use std::collections::{BTreeMap, BTreeSet};

/// The record of one event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Tally {
    total: u32,
    turns: BTreeSet<u32>,
    players: BTreeSet<String>,
}

/// Every event recorded so far, by key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tallies {
    by_key: BTreeMap<&'static str, Tally>,
}

impl Tallies {
    /// Notes one recording of `key` in `turn`, awarding `players`.
    pub(crate) fn note<'a>(&mut self, key: &'static str, turn: u32, players: impl IntoIterator<Item = &'a str>) {
        let tally = self.by_key.entry(key).or_default();
        tally.total = tally.total.saturating_add(1);
        tally.turns.insert(turn);
        tally.players.extend(players.into_iter().map(str::to_owned));
    }

    /// How often `key` was recorded.
    pub(crate) fn total(&self, key: &str) -> u32 {
        self.by_key.get(key).map_or(0, |tally| tally.total)
    }

    /// Whether `key` was recorded in `turn`.
    pub(crate) fn in_turn(&self, key: &str, turn: u32) -> bool {
        self.by_key.get(key).is_some_and(|tally| tally.turns.contains(&turn))
    }

    /// Whether `key` already gave `player` something.
    pub(crate) fn awarded(&self, key: &str, player: &str) -> bool {
        self.by_key.get(key).is_some_and(|tally| tally.players.contains(player))
    }
}
