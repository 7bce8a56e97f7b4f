//! The Wonders of Humanity after the game (B.3 rows 7-8): Circus Maximus and
//! Alhambra, scored for the wonder's owner.

use crate::Result;
use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::schema::{CountInput, PerPlayerCount, SchemaBuilder};
use crate::rules::{Category, Step};
use crate::ruleset::Element;
use crate::text;

use super::super::{Event, EventDef, Limit, common};

/// Row 7: per knight of the other players, 4 with 2 players, 3 with 3-4, 2 with 5+.
pub(crate) const CIRCUS_MAXIMUS: EventDef = EventDef {
    key: "after_game.wonder.circus_maximus",
    name: "Circus Maximus",
    section: "B.3",
    category: Category::Bonuses,
    needs: &[Element::WondersOfHumanity],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::OncePerGame,
    active_player: None,
    inputs: circus_inputs,
    score: circus_maximus,
};

/// Row 8: 4 points per farmer of the wonder's owner.
pub(crate) const ALHAMBRA: EventDef = EventDef {
    key: "after_game.wonder.alhambra",
    name: "Alhambra",
    section: "B.3",
    category: Category::Bonuses,
    needs: &[Element::WondersOfHumanity],
    with: &[],
    steps: &[Step::EndOfGame],
    automatic: false,
    limit: Limit::OncePerGame,
    active_player: None,
    inputs: alhambra_inputs,
    score: alhambra,
};

/// Circus Maximus: knights of each player on the board.
const KNIGHTS: PerPlayerCount = PerPlayerCount::new("knights");
/// Alhambra: the owner's farmers on the board.
const FARMERS: CountInput = CountInput::new("farmers");

/// Points per knight of the other players with `players` players in the game.
pub fn circus_maximus_rate(players: usize) -> i64 {
    match players {
        0..=2 => 4,
        3..=4 => 3,
        _ => 2,
    }
}

fn circus_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "after_game.wonder.circus_maximus";
    common::player_input(s, text!("after-game-wonders-owner-circus-maximus"), rule);
    let knights = KNIGHTS
        .spec(text!("after-game-wonders-knights-board"), rule)
        .help(text!("after-game-wonders-help-list-every-player"));
    s.input(knights);
}

fn circus_maximus(ctx: &Event<'_>) -> Result<Score> {
    let owner = common::required_player(ctx, common::PLAYER, text!("after-game-wonders-who-owner-circus-maximus"))?;
    let rate = circus_maximus_rate(ctx.player_count());
    let mut awards = common::awards(ctx);
    for player in ctx.players().filter(|&player| player != owner) {
        let knights = ctx.of(player, KNIGHTS);
        let label = msg!(
            "row-circus-maximus",
            per = rate,
            player = ctx.player_id(player).to_owned(),
            players = ctx.player_count()
        );

        awards.per(owner, "after_game.wonder.circus_maximus", label, knights, rate);
    }
    awards.include(owner);
    Ok(awards.finish_event())
}

fn alhambra_inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "after_game.wonder.alhambra";
    common::player_input(s, text!("after-game-wonders-owner-alhambra"), rule);
    let farmers = FARMERS.spec(text!("after-game-wonders-owners-farmers-board"), rule).range(0, 30);
    s.input(farmers.required(text!("after-game-wonders-ask-say-how-many")));
}

fn alhambra(ctx: &Event<'_>) -> Result<Score> {
    let owner = common::required_player(ctx, common::PLAYER, text!("after-game-wonders-who-owner-alhambra"))?;
    let mut awards = common::awards(ctx);
    let farmers = ctx.count(FARMERS);
    awards.row(
        owner,
        "after_game.wonder.alhambra",
        msg!("row-after-game-wonders-alhambra-4-farmer"),
        farmers,
        4 * farmers,
    );
    Ok(awards.finish_event())
}
