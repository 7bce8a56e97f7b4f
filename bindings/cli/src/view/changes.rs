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
            Some(item) => format!("Undid {}\n", headline(item)),
            None => format!("Undid #{seq}\n"),
        },
        (Made::Redo, LogChange::Push { item }) => format!("Redid {}", breakdown(item, two_figures)),
        (Made::Edit(seq), LogChange::Replace { removed, changed }) => {
            let mut out = String::new();
            let old = was(seq).map(|item| safe(&item.summary).into_owned()).unwrap_or_default();
            match changed.iter().find(|item| item.seq == seq) {
                Some(new) => {
                    out.push_str(&format!("Edited #{seq}: was {old}\n"));
                    out.push_str(&breakdown(new, two_figures));
                }
                None => out.push_str(&format!("Edited #{seq} ({old}): nothing changed\n")),
            }
            out.push_str(&knock_on(seq, removed, changed, before));
            out
        }
        (Made::Delete(seq), LogChange::Replace { removed, changed }) => {
            let mut out = match was(seq) {
                Some(item) => format!("Deleted {}\n", headline(item)),
                None => format!("Deleted #{seq}\n"),
            };
            out.push_str(&knock_on(seq, removed, changed, before));
            out
        }
        (_, LogChange::Push { item }) if item.awards.is_empty() => format!("{}\n", headline(item)),
        (_, LogChange::Push { item }) => breakdown(item, two_figures),
        (_, LogChange::Pop { seq }) => format!("Entry #{seq} was taken back\n"),
        (_, LogChange::Replace { changed, .. }) => changed.iter().map(|item| format!("{}\n", headline(item))).collect(),
        (_, LogChange::Reload) => "The game was reloaded.\n".to_owned(),
    }
}

/// The later entries an edit or deletion changed too.
fn knock_on(seq: u64, removed: &[u64], changed: &[LogItem], before: &[LogItem]) -> String {
    let mut out = String::new();
    for item in changed.iter().filter(|item| item.seq != seq) {
        out.push_str(&format!("  #{} is now: {}\n", item.seq, safe(&item.summary)));
    }
    for gone in removed.iter().filter(|gone| **gone != seq) {
        let summary = before.iter().find(|item| item.seq == *gone).map(|item| safe(&item.summary).into_owned());
        out.push_str(&format!(
            "  #{gone} is gone{}\n",
            summary.map(|summary| format!(": {summary}")).unwrap_or_default()
        ));
    }
    out
}

/// The note when another process moved the game on: what it changed.
pub fn elsewhere(change: &LogChange) -> String {
    let parts: Vec<String> = match change {
        LogChange::Push { item } => vec![format!("{} is new", headline(item))],
        LogChange::Pop { seq } => vec![format!("#{seq} was taken back")],
        LogChange::Replace { removed, changed } => removed
            .iter()
            .map(|seq| format!("#{seq} was taken back"))
            .chain(changed.iter().map(|item| format!("{} is new", headline(item))))
            .collect(),
        LogChange::Reload => Vec::new(),
    };
    if parts.is_empty() {
        return "The game changed elsewhere: reloaded.\n".to_owned();
    }
    format!("The game changed elsewhere: {}.\n", parts.join("; "))
}

/// The note when a command found the game moved on and applied to it as stored.
pub fn reloaded_first(entries: usize) -> String {
    format!(
        "The game had changed elsewhere ({}): the command applies to the game as stored.\n",
        super::plural(i64::try_from(entries).unwrap_or(i64::MAX), "new entry", "new entries")
    )
}
