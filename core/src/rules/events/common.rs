//! What many events share: the player who scores (usually the active player), a
//! fixed number of points to that player, and per-player counts at a rate.

use crate::l10n::{Message, Text};
use crate::msg;
use crate::rules::breakdown::Score;

use crate::rules::input::Ctx;
use crate::rules::schema::{PerPlayerCount, PlayerInput, SchemaBuilder};
use crate::{Error, Result};

/// A fresh awards list for the request's players (the same helper as features').
pub use crate::rules::shared::awards;

/// The input naming the player who scores an event with one scorer.
pub const PLAYER: PlayerInput = PlayerInput::new("player");

/// Declares the [`PLAYER`] input.
pub fn player_input(s: &mut SchemaBuilder<'_>, label: Text, rule: &'static str) {
    s.input(PLAYER.spec(label, rule));
}

/// The player picked for `input`; an error naming the field when nobody is.
///
/// # Errors
/// [`Error::InvalidInput`] naming `input`.
pub fn required_player(ctx: &Ctx<'_>, input: PlayerInput, who: Text) -> Result<usize> {
    ctx.player(input).ok_or_else(|| Error::invalid(input.name(), msg!("event-choose-player", who = who)))
}

/// Two different players picked for `first` and `second`.
///
/// # Errors
/// [`Error::InvalidInput`] naming the missing field, or `second` when both are the
/// same player.
pub fn two_players(
    ctx: &Ctx<'_>,
    (first, first_who): (PlayerInput, Text),
    (second, second_who): (PlayerInput, Text),
) -> Result<(usize, usize)> {
    let a = required_player(ctx, first, first_who)?;
    let b = required_player(ctx, second, second_who)?;
    if a == b {
        return Err(Error::invalid(second.name(), msg!("event-same-player", second = second_who, first = first_who)));
    }
    Ok((a, b))
}

/// `points` to the player picked for [`PLAYER`], in one row.
///
/// # Errors
/// [`Error::InvalidInput`] naming [`PLAYER`] when nobody is picked.
pub fn to_player(ctx: &Ctx<'_>, who: Text, rule: &'static str, label: Message, points: i64) -> Result<Score> {
    let player = required_player(ctx, PLAYER, who)?;
    let mut awards = awards(ctx);
    awards.row(player, rule, label, 1, points);
    Ok(awards.finish_event())
}

/// Every player's per-player count `input` at `per` points each, in one row each;
/// players with none are left out.
pub fn per_player(ctx: &Ctx<'_>, input: PerPlayerCount, rule: &'static str, label: Message, per: i64) -> Score {
    let mut awards = awards(ctx);
    for player in ctx.players() {
        awards.per(player, rule, label.clone(), ctx.of(player, input), per);
    }
    awards.finish_event()
}
