//! What a command changed, said in a line before the board: the new entry with its
//! breakdown, or for the commands that change the log, which entry they took back,
//! brought back, replaced or removed ("Undid #12 City: red +8").

use tally_core::session::{LogChange, LogItem};

use super::entries::{breakdown, headline};
use super::safe::safe;

/// What kind of command made the change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Made {
    /// A command of the game (a scoring, a turn...).
    Play,
    /// Undo.
    Undo,
    /// Redo.
    Redo,
    /// An edit of entry `seq`.
    Edit(u64),
    /// A deletion of entry `seq`.
    Delete(u64),
}

/// The text for `change`; `before` holds the entries as they were before it (the
/// one undone, edited or deleted).
pub fn describe(made: Made, change: &LogChange, before: &[LogItem], two_figures: bool) -> String {
    let was = |seq: u64| before.iter().find(|item| item.seq == seq);
    match (made, change) {
        (Made::Undo, LogChange::Pop { seq }) => match was(*seq) {
            Some(item) => format!("{}\n", say!("cli-change-undid", entry = headline(item))),
            None => format!("{}\n", say!("cli-change-undid", entry = format!("#{seq}"))),
        },
        (Made::Redo, LogChange::Push { item }) => {
            let (first, rest) = split_first_line(breakdown(item, two_figures));
            format!("{}\n{rest}", say!("cli-change-redid", entry = first))
        }
        (Made::Edit(seq), LogChange::Replace { removed, changed }) => {
            let mut out = String::new();
            let old = was(seq).map(|item| safe(&item.summary.text()).into_owned()).unwrap_or_default();
            match changed.iter().find(|item| item.seq == seq) {
                Some(new) => {
                    out.push_str(&format!("{}\n", say!("cli-change-edited", seq = seq, old = old)));
                    out.push_str(&breakdown(new, two_figures));
                }
                None => out.push_str(&format!("{}\n", say!("cli-change-edited-same", seq = seq, old = old))),
            }
            out.push_str(&knock_on(seq, removed, changed, before));
            out
        }
        (Made::Delete(seq), LogChange::Replace { removed, changed }) => {
            let mut out = match was(seq) {
                Some(item) => format!("{}\n", say!("cli-change-deleted", entry = headline(item))),
                None => format!("{}\n", say!("cli-change-deleted", entry = format!("#{seq}"))),
            };
            out.push_str(&knock_on(seq, removed, changed, before));
            out
        }
        (_, LogChange::Push { item }) if item.awards.is_empty() => format!("{}\n", headline(item)),
        (_, LogChange::Push { item }) => breakdown(item, two_figures),
        (_, LogChange::Pop { seq }) => format!("{}\n", say!("cli-change-taken-back", seq = *seq)),
        (_, LogChange::Replace { changed, .. }) => changed.iter().map(|item| format!("{}\n", headline(item))).collect(),
        (_, LogChange::Reload) => format!("{}\n", say!("cli-change-reloaded")),
    }
}

/// The later entries an edit or deletion changed too.
fn knock_on(seq: u64, removed: &[u64], changed: &[LogItem], before: &[LogItem]) -> String {
    let mut out = String::new();
    for item in changed.iter().filter(|item| item.seq != seq) {
        let now = safe(&item.summary.text()).into_owned();
        out.push_str(&format!("  {}\n", say!("cli-change-now", seq = item.seq, summary = now)));
    }
    for gone in removed.iter().filter(|gone| **gone != seq) {
        let summary = before.iter().find(|item| item.seq == *gone).map(|item| safe(&item.summary.text()).into_owned());
        let line = match summary {
            Some(summary) => say!("cli-change-gone-was", seq = *gone, summary = summary),
            None => say!("cli-change-gone", seq = *gone),
        };
        out.push_str(&format!("  {line}\n"));
    }
    out
}

/// The note when another process moved the game on: what it changed.
pub fn elsewhere(change: &LogChange) -> String {
    let parts: Vec<String> = match change {
        LogChange::Push { item } => vec![say!("cli-elsewhere-new", entry = headline(item))],
        LogChange::Pop { seq } => vec![say!("cli-elsewhere-taken-back", seq = *seq)],
        LogChange::Replace { removed, changed } => removed
            .iter()
            .map(|seq| say!("cli-elsewhere-taken-back", seq = *seq))
            .chain(changed.iter().map(|item| say!("cli-elsewhere-new", entry = headline(item))))
            .collect(),
        LogChange::Reload => Vec::new(),
    };
    if parts.is_empty() {
        return format!("{}\n", say!("cli-elsewhere-reloaded"));
    }
    format!("{}\n", say!("cli-elsewhere", changes = parts.join("; ")))
}

/// The note when a command found the game moved on and applied to it as stored.
pub fn reloaded_first(entries: usize) -> String {
    format!("{}\n", say!("cli-elsewhere-first", entries = entries))
}

/// The first line of `text` and the rest (which ends its own lines).
fn split_first_line(text: String) -> (String, String) {
    match text.split_once('\n') {
        Some((first, rest)) => (first.to_owned(), rest.to_owned()),
        None => (text, String::new()),
    }
}
