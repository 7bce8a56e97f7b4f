//! A game: its setup, its append-only log of entries, and the state folded from the
//! log's effective commands. Undo, redo, edit and delete are entries too; they
//! change which commands are effective, and the state is replayed from them.
//!
//! Changes happen in two steps, [`Game::prepare`] (pure: validates and computes the
//! result) and [`Game::commit`], so that a store can write the entry between the two
//! and nothing changes in memory if the write fails.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::rules::{self, Score};
use crate::{Error, Result};

use super::command::{Command, FeatureScoring};
use super::fold;
use super::setup::GameSetup;
use super::state::{GameState, LogItem, TableState};

/// One entry of the stored log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// Entry number, from 1, in order of acceptance.
    pub seq: u64,
    /// When it was accepted.
    pub at: DateTime<Utc>,
    /// What was asked.
    pub command: Command,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Effective {
    seq: u64,
    command: Command,
}

/// A validated change, ready to be committed.
#[derive(Debug)]
pub struct Prepared {
    entry: Entry,
    order: Order,
    table: TableState,
    log: Change,
}

/// How a change moves commands between the effective list and the redo list.
/// Appending, undoing and redoing say so rather than carrying copies of both lists,
/// so that a command costs the same in a long game as in a short one.
#[derive(Debug)]
enum Order {
    /// The entry's command becomes effective; nothing is left to redo.
    Push,
    /// The last effective command moves to the redo list.
    Undo,
    /// The last undone command becomes effective again.
    Redo,
    /// Edit and delete: the new effective list and the table before each of its
    /// commands; nothing is left to redo.
    Replace(Vec<Effective>, Vec<TableState>),
}

#[derive(Debug)]
enum Change {
    Push(LogItem),
    Pop(u64),
    Replace(Vec<LogItem>),
}

impl Prepared {
    /// The entry to store.
    pub fn entry(&self) -> &Entry {
        &self.entry
    }

    /// The table after the change.
    pub fn table(&self) -> &TableState {
        &self.table
    }

    /// The log item the change appends, when it appends one (a command, redo).
    pub fn pushed(&self) -> Option<&LogItem> {
        match &self.log {
            Change::Push(item) => Some(item),
            Change::Pop(_) | Change::Replace(_) => None,
        }
    }

    /// The entry number of the log item the change takes off the end (undo).
    pub fn popped(&self) -> Option<u64> {
        match &self.log {
            Change::Pop(seq) => Some(*seq),
            Change::Push(_) | Change::Replace(_) => None,
        }
    }

    /// The whole new effective log, when the change replays it (edit, delete).
    pub fn replaced(&self) -> Option<&[LogItem]> {
        match &self.log {
            Change::Push(_) | Change::Pop(_) => None,
            Change::Replace(log) => Some(log),
        }
    }
}

/// A game in memory.
#[derive(Clone, Debug)]
pub struct Game {
    setup: GameSetup,
    entries: Vec<Entry>,
    effective: Vec<Effective>,
    redo: Vec<Effective>,
    table: TableState,
    log: Vec<LogItem>,
    /// The table before each effective command (as many as `effective`), so that
    /// undo steps back instead of replaying the game.
    before: Vec<TableState>,
}

impl Game {
    /// A new game.
    ///
    /// # Errors
    /// An invalid setup (player count, names, colours).
    pub fn new(setup: GameSetup) -> Result<Game> {
        setup.validate()?;
        let table = fold::initial(&setup);
        Ok(Game {
            setup,
            entries: Vec::new(),
            effective: Vec::new(),
            redo: Vec::new(),
            table,
            log: Vec::new(),
            before: Vec::new(),
        })
    }

    /// A game rebuilt from its stored entries.
    ///
    /// # Errors
    /// An invalid setup, or an entry that no longer applies (a corrupt log).
    pub fn from_entries(setup: GameSetup, entries: impl IntoIterator<Item = Entry>) -> Result<Game> {
        let mut game = Game::new(setup)?;
        for entry in entries {
            let prepared = game.prepare_entry(entry)?;
            game.commit(prepared);
        }
        Ok(game)
    }

    /// The setup.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// Every stored entry, meta commands included.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The table.
    pub fn table(&self) -> &TableState {
        &self.table
    }

    /// The effective log.
    pub fn log(&self) -> &[LogItem] {
        &self.log
    }

    /// A full snapshot.
    pub fn state(&self) -> GameState {
        GameState {
            table: self.table.clone(),
            log: self.log.clone(),
            can_undo: !self.effective.is_empty(),
            can_redo: !self.redo.is_empty(),
        }
    }

    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.effective.is_empty()
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// What scoring a feature would give, without recording anything.
    ///
    /// # Errors
    /// As scoring the feature would.
    pub fn preview_feature(&self, scoring: &FeatureScoring) -> Result<Score> {
        let players = fold::all_players(&self.setup, &scoring.players)?;
        rules::find_feature(&scoring.feature)?.score(&self.setup.ruleset, scoring.when, &scoring.inputs, &players)
    }

    /// What recording an event would give, without recording anything.
    ///
    /// # Errors
    /// As scoring the event would.
    pub fn preview_event(&self, recording: &super::command::EventRecording) -> Result<Score> {
        let players = fold::all_players(&self.setup, &recording.players)?;
        rules::events::find_event(&recording.event)?.score(&self.setup.ruleset, &recording.inputs, &players)
    }

    /// What resolving the pending dispatch with `choice` would give, without
    /// recording anything.
    ///
    /// # Errors
    /// No dispatch pending, or the choice's own validation.
    pub fn preview_dispatch(&self, choice: &super::command::DispatchChoice) -> Result<Score> {
        let Some(super::state::Prompt::Dispatch { player, .. }) = &self.table.pending else {
            return Err(Error::InvalidCommand { reason: "no dispatch is pending".to_owned() });
        };
        let awards = super::dispatch::awards(&self.setup, player, choice)?;
        let value = awards.iter().map(|award| award.points).sum();
        Ok(Score { value, awards })
    }

    /// Carries out a command in memory (prepare then commit).
    ///
    /// # Errors
    /// As [`Game::prepare`]; nothing changes.
    pub fn execute(&mut self, command: Command, at: DateTime<Utc>) -> Result<&Entry> {
        let prepared = self.prepare(command, at)?;
        self.commit(prepared);
        Ok(self.entries.last().unwrap_or_else(|| unreachable!("an entry was just committed")))
    }

    /// Validates `command` and computes its result without changing the game.
    ///
    /// # Errors
    /// Why the command is refused.
    pub fn prepare(&self, command: Command, at: DateTime<Utc>) -> Result<Prepared> {
        let seq = self.entries.len() as u64 + 1;
        self.prepare_entry(Entry { seq, at, command })
    }

    fn prepare_entry(&self, entry: Entry) -> Result<Prepared> {
        let (effective, replace) = match &entry.command {
            Command::Undo => {
                let (Some(last), Some(table)) = (self.effective.last(), self.before.last()) else {
                    return Err(Error::NothingToUndo);
                };
                let log = Change::Pop(last.seq);
                return Ok(Prepared { entry, order: Order::Undo, table: table.clone(), log });
            }
            Command::Redo => {
                let again = self.redo.last().ok_or(Error::NothingToRedo)?;
                let (table, item) = fold::apply(&self.setup, &self.table, again.seq, &again.command)?;
                return Ok(Prepared { entry, order: Order::Redo, table, log: Change::Push(item) });
            }
            Command::Edit { seq, command } => {
                if command.is_meta() {
                    return Err(Error::invalid(
                        "command",
                        "an edit replaces a command by another, not by undo or redo",
                    ));
                }
                let mut effective = self.effective.clone();
                let position = position(&effective, *seq)?;
                effective[position].command = (**command).clone();
                (effective, *seq)
            }
            Command::Delete { seq } => {
                let mut effective = self.effective.clone();
                effective.remove(position(&effective, *seq)?);
                (effective, *seq)
            }
            command => {
                let (table, item) = fold::apply(&self.setup, &self.table, entry.seq, command)?;
                return Ok(Prepared { entry, order: Order::Push, table, log: Change::Push(item) });
            }
        };
        let (table, log, before) = replay(&self.setup, &effective).map_err(|(invalid, error)| Error::EditRefused {
            seq: replace,
            invalid,
            reason: error.to_string(),
        })?;
        Ok(Prepared { entry, order: Order::Replace(effective, before), table, log: Change::Replace(log) })
    }

    /// Applies a prepared change. Call it only with the latest preparation of this
    /// game, after the entry is safely stored.
    pub fn commit(&mut self, prepared: Prepared) {
        let previous = std::mem::replace(&mut self.table, prepared.table);
        match prepared.order {
            Order::Push => {
                self.effective.push(Effective { seq: prepared.entry.seq, command: prepared.entry.command.clone() });
                self.redo.clear();
                self.before.push(previous);
            }
            Order::Undo => {
                self.redo.extend(self.effective.pop());
                self.before.pop();
            }
            Order::Redo => {
                self.effective.extend(self.redo.pop());
                self.before.push(previous);
            }
            Order::Replace(effective, before) => {
                self.effective = effective;
                self.redo.clear();
                self.before = before;
            }
        }
        self.entries.push(prepared.entry);
        match prepared.log {
            Change::Push(item) => self.log.push(item),
            Change::Pop(_) => {
                self.log.pop();
            }
            Change::Replace(log) => self.log = log,
        }
    }
}

fn position(effective: &[Effective], seq: u64) -> Result<usize> {
    effective.iter().position(|entry| entry.seq == seq).ok_or(Error::UnknownEntry { seq })
}

/// The table after the effective commands, their log, and the table before each.
type Replayed = (TableState, Vec<LogItem>, Vec<TableState>);

/// Replays the effective commands, or names the first one that fails.
fn replay(setup: &GameSetup, effective: &[Effective]) -> std::result::Result<Replayed, (u64, Error)> {
    let mut table = fold::initial(setup);
    let mut log = Vec::with_capacity(effective.len());
    let mut before = Vec::with_capacity(effective.len());
    for entry in effective {
        let (next, item) = fold::apply(setup, &table, entry.seq, &entry.command).map_err(|error| (entry.seq, error))?;
        before.push(std::mem::replace(&mut table, next));
        log.push(item);
    }
    Ok((table, log, before))
}
