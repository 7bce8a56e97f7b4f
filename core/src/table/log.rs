//! The effective log read in pages, newest first: screens show the timeline a page
//! at a time, so reading it costs the same at turn 1 and turn 80.

use serde::Serialize;

use crate::session::LogItem;

/// Most entries one page may hold.
pub const MAX_PAGE: u32 = 200;

/// A page of the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LogPage {
    /// The entries, newest first.
    pub items: Vec<LogItem>,
    /// The `before` of the next (older) page, if there are older entries.
    pub next_before: Option<u64>,
    /// Entries in the whole effective log.
    pub total: u64,
}

/// Up to `limit` entries (at most [`MAX_PAGE`]) older than entry `before`, or from
/// the newest.
pub(crate) fn page(log: &[LogItem], before: Option<u64>, limit: u32) -> LogPage {
    let limit = limit.clamp(1, MAX_PAGE) as usize;
    // The effective log is in entry order, so the end of the page is a search.
    let end = match before {
        Some(seq) => log.partition_point(|item| item.seq < seq),
        None => log.len(),
    };
    let start = end.saturating_sub(limit);
    let items: Vec<LogItem> = log[start..end].iter().rev().cloned().collect();
    let next_before = (start > 0).then(|| log[start].seq);
    LogPage { items, next_before, total: log.len() as u64 }
}
