//! Joining a table another phone or laptop hosts: the client side of the protocol
//! (`docs/live-table.md`), used by `tally join` and the apps.
//!
//! - [`link`]: a join link (`http://…/t/<token>/` or `tally://…/t/<token>/`) read
//!   into the host's address and the token;
//! - [`client`]: the requests a joined phone makes — the events from an entry on,
//!   the whole game to keep, a scorer's command — over hyper's client on tokio, the
//!   events read by `eventsource-stream`.

pub mod client;
pub mod link;

pub use client::{JoinError, Joiner, LiveEvent, LiveEvents, WriteAnswer};
pub use link::{LinkError, TableLink};
