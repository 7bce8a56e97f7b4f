//! The live table served on loopback: updates in order, resume, idempotent writes,
//! two scorers at once, every refusal (no token, wrong, revoked, a viewer writing,
//! oversized, malformed, foreign, too fast, a flood of connections), and hostile
//! clients (slow headers, slow bodies, floods from many addresses, a game deleted
//! under its streams).

#[path = "../common/mod.rs"]
mod common;

mod hostile;
mod join;
mod live;
mod refusals;
