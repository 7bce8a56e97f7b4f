//! The live table served on loopback: updates in order, resume, idempotent writes,
//! two scorers at once, and every refusal (no token, wrong, revoked, a viewer
//! writing, oversized, malformed, foreign, too fast, a flood of connections).

#[path = "../common/mod.rs"]
mod common;

mod live;
mod refusals;
