//! A game: its setup, its append-only log of entries, and the state folded from the
//! log's effective commands. Undo, redo, edit and delete are entries too; they
//! change which commands are effective, and the state is replayed from them.
//!
//! Changes happen in two steps, [`Game::prepare`] (pure: validates and computes the
//! result) and [`Game::commit`], so that a store can write the entry between the two
//! and nothing changes in memory if the write fails.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::msg;
use crate::{Error, Result};

use super::command::Command;
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

#[derive(Debug)]
enum Change {
    Push(LogItem),
    Pop(u64),
    /// The log from index `from` on (an edit's or a delete's entry and those after
    /// it) replaced by `tail`.
    Splice {
        from: usize,
        tail: Vec<LogItem>,
    },
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
    /// Edit and delete: the effective command at index `from` replaced by
    /// `replacement` (an edit) or removed (a delete), and the tables before it and
    /// every command after it by `before`; nothing is left to redo. The commands
    /// before it, and the tables before them, stay as they are: only what follows
    /// the edit is replayed.
    Splice { from: usize, replacement: Option<Command>, before: Vec<TableState> },
}

/// How a change moves the effective log, as front-ends apply it to what they show:
/// its size does not grow with the game (an edit sends only the entries it changed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "change", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum LogChange {
    /// An entry was added at the end (a command, redo).
    Push {
        /// The new entry.
        item: LogItem,
    },
    /// The last entry was taken off (undo).
    Pop {
        /// Its number.
        seq: u64,
    },
    /// A past entry was edited or deleted and the game replayed: the entries that
    /// are gone and those whose content changed (matched by `seq`, in log order).
    Replace {
        /// Entries no longer in the log.
        removed: Vec<u64>,
        /// Entries added or changed.
        changed: Vec<LogItem>,
    },
    /// The game was reloaded from the store because another writer moved it on, and
    /// the command was refused: read the log again.
    Reload,
}

/// The entries `new` holds that `old` lacks or holds differently, and those gone:
/// one walk over both logs, which are in entry order.
pub(crate) fn difference(old: &[LogItem], new: &[LogItem]) -> LogChange {
    let (mut removed, mut changed) = (Vec::new(), Vec::new());
    let (mut i, mut j) = (0, 0);
    while i < old.len() || j < new.len() {
        match (old.get(i), new.get(j)) {
            (Some(a), Some(b)) if a.seq == b.seq => {
                if a != b {
                    changed.push(b.clone());
                }
                i += 1;
                j += 1;
            }
            (Some(a), Some(b)) if a.seq < b.seq => {
                removed.push(a.seq);
                i += 1;
            }
            (Some(a), None) => {
                removed.push(a.seq);
                i += 1;
            }
            (_, Some(b)) => {
                changed.push(b.clone());
                j += 1;
            }
            (None, None) => break,
        }
    }
    LogChange::Replace { removed, changed }
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
            Change::Pop(_) | Change::Splice { .. } => None,
        }
    }

    /// The entry number of the log item the change takes off the end (undo).
    pub fn popped(&self) -> Option<u64> {
        match &self.log {
            Change::Pop(seq) => Some(*seq),
            Change::Push(_) | Change::Splice { .. } => None,
        }
    }

    /// When the change replays the log (edit, delete): the index from which the
    /// effective log is replaced, and what replaces it.
    pub fn replaced(&self) -> Option<(usize, &[LogItem])> {
        match &self.log {
            Change::Push(_) | Change::Pop(_) => None,
            Change::Splice { from, tail } => Some((*from, tail)),
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
    /// A game of `setup`. Only what the fold relies on is checked here (2 to 8
    /// seats of distinct colours): a game stored by an earlier version may hold
    /// names today's rules refuse, and it must still load. New games and imports
    /// check the whole setup ([`GameSetup::validate`]).
    ///
    /// # Errors
    /// A player count or colours the table cannot seat.
    pub fn new(setup: GameSetup) -> Result<Game> {
        setup.validate_seating()?;
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
            let _ = game.commit(prepared);
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

    /// The command of the effective entry `seq` as it stands (its latest edit).
    ///
    /// # Errors
    /// [`Error::UnknownEntry`] for an entry that is not effective.
    pub fn effective_command(&self, seq: u64) -> Result<Command> {
        self.effective
            .iter()
            .find(|entry| entry.seq == seq)
            .map(|entry| entry.command.clone())
            .ok_or(Error::UnknownEntry { seq })
    }

    /// The table just before the effective entry `seq` was carried out (what was
    /// pending then: the dispatch a `ResolveDispatch` answered).
    ///
    /// # Errors
    /// [`Error::UnknownEntry`] for an entry that is not effective.
    pub fn table_before(&self, seq: u64) -> Result<&TableState> {
        let position = position(&self.effective, seq)?;
        self.before.get(position).ok_or(Error::UnknownEntry { seq })
    }

    /// How the effective log moved since entry `seq` was the last one stored (0: since
    /// the game began): what a screen that saw the game then needs to catch up. It
    /// replays the entries up to `seq`, so it costs a replay of the game.
    ///
    /// # Errors
    /// [`Error::UnknownEntry`] for an entry the game has not reached.
    pub fn change_since(&self, seq: u64) -> Result<LogChange> {
        let seen = usize::try_from(seq).ok().filter(|seen| *seen <= self.entries.len());
        let seen = seen.ok_or(Error::UnknownEntry { seq })?;
        let then = Game::from_entries(self.setup.clone(), self.entries[..seen].iter().cloned())?;
        Ok(difference(then.log(), &self.log))
    }

    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.effective.is_empty()
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The entry redo would bring back, if any.
    pub fn next_redo(&self) -> Option<u64> {
        self.redo.last().map(|entry| entry.seq)
    }

    /// What `command` would do now — every award with its breakdown, the figure it
    /// moves, robbers' steals — without recording anything. Meta commands (undo,
    /// edit...) are not previewed.
    ///
    /// # Errors
    /// As carrying out the command would.
    pub fn preview(&self, command: &Command) -> Result<LogItem> {
        command.check_typed_text()?;
        let seq = self.entries.len() as u64 + 1;
        fold::apply(&self.setup, &self.table, seq, command).map(|(_, item)| item)
    }

    /// What any command (an edit or a deletion included) would change, without
    /// recording anything: how the log would move and the table after it.
    ///
    /// # Errors
    /// As carrying out the command would.
    pub fn preview_change(&self, command: Command) -> Result<(LogChange, TableState)> {
        let prepared = self.prepare(command, chrono::Utc::now())?;
        let change = match &prepared.log {
            Change::Push(item) => LogChange::Push { item: item.clone() },
            Change::Pop(seq) => LogChange::Pop { seq: *seq },
            Change::Splice { from, tail } => difference(&self.log[*from..], tail),
        };
        Ok((change, prepared.table))
    }

    /// Carries out a command in memory (prepare then commit).
    ///
    /// # Errors
    /// As [`Game::prepare`]; nothing changes.
    pub fn execute(&mut self, command: Command, at: DateTime<Utc>) -> Result<&Entry> {
        let prepared = self.prepare(command, at)?;
        let _ = self.commit(prepared);
        Ok(self.entries.last().unwrap_or_else(|| unreachable!("an entry was just committed")))
    }

    /// Validates `command` and computes its result without changing the game.
    ///
    /// # Errors
    /// Why the command is refused.
    pub fn prepare(&self, command: Command, at: DateTime<Utc>) -> Result<Prepared> {
        command.check_typed_text()?;
        let seq = self.entries.len() as u64 + 1;
        self.prepare_entry(Entry { seq, at, command })
    }

    fn prepare_entry(&self, entry: Entry) -> Result<Prepared> {
        let spliced = match &entry.command {
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
                    return Err(Error::invalid("command", msg!("edit-not-undo-or-redo")));
                }
                (position(&self.effective, *seq)?, Some((**command).clone()), *seq)
            }
            Command::Delete { seq } => (position(&self.effective, *seq)?, None, *seq),
            command => {
                let (table, item) = fold::apply(&self.setup, &self.table, entry.seq, command)?;
                return Ok(Prepared { entry, order: Order::Push, table, log: Change::Push(item) });
            }
        };
        let (from, replacement, replace) = spliced;
        // The game keeps a table before each effective command: the edit starts there.
        let Some(start) = self.before.get(from).cloned() else { return Err(Error::UnknownEntry { seq: replace }) };
        let edited = replacement.as_ref().map(|command| (replace, command));
        let after = self.effective[from + 1..].iter().map(|effective| (effective.seq, &effective.command));
        let (table, tail, before) = replay(&self.setup, start, edited.into_iter().chain(after))
            .map_err(|(invalid, error)| Error::EditRefused { seq: replace, invalid, reason: error.message() })?;
        let order = Order::Splice { from, replacement, before };
        Ok(Prepared { entry, order, table, log: Change::Splice { from, tail } })
    }

    /// Applies a prepared change and says how the log moved. Call it only with the
    /// latest preparation of this game, after the entry is safely stored.
    pub fn commit(&mut self, prepared: Prepared) -> LogChange {
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
            Order::Splice { from, replacement, before } => {
                match replacement {
                    Some(command) => self.effective[from].command = command,
                    None => drop(self.effective.remove(from)),
                }
                self.redo.clear();
                self.before.truncate(from);
                self.before.extend(before);
            }
        }
        self.entries.push(prepared.entry);
        match prepared.log {
            Change::Push(item) => {
                self.log.push(item.clone());
                LogChange::Push { item }
            }
            Change::Pop(seq) => {
                self.log.pop();
                LogChange::Pop { seq }
            }
            Change::Splice { from, tail } => {
                let change = difference(&self.log[from..], &tail);
                self.log.truncate(from);
                self.log.extend(tail);
                change
            }
        }
    }
}

fn position(effective: &[Effective], seq: u64) -> Result<usize> {
    effective.iter().position(|entry| entry.seq == seq).ok_or(Error::UnknownEntry { seq })
}

/// The table after the effective commands, their log, and the table before each.
type Replayed = (TableState, Vec<LogItem>, Vec<TableState>);

/// Replays the effective commands from the table `start` (the one before the first
/// of them), or names the first one that fails.
fn replay<'c>(
    setup: &GameSetup,
    start: TableState,
    effective: impl Iterator<Item = (u64, &'c Command)>,
) -> std::result::Result<Replayed, (u64, Error)> {
    let mut table = start;
    let mut log = Vec::with_capacity(effective.size_hint().0);
    let mut before = Vec::with_capacity(effective.size_hint().0);
    for (seq, command) in effective {
        let (next, item) = fold::apply(setup, &table, seq, command).map_err(|error| (seq, error))?;
        before.push(std::mem::replace(&mut table, next));
        log.push(item);
    }
    Ok((table, log, before))
}
