//! Rows that many features share, declared once: LITTLE_BUILDINGS, GHOST_RULE,
//! TEACHER, RINGMASTER and FAIRY_BONUS of the reference (Part A 3B, common row texts),
//! and the small helpers every rule file uses ([`awards`], [`in_game_only`]).
//!
//! Each row comes as a pair: a function declaring its inputs and one adding its
//! rows. The caller passes the row id of its own feature (`road.teacher`,
//! `city.little_buildings.incomplete`...).

use crate::l10n::{Message, Text};
use crate::msg;
use crate::text;

use crate::ruleset::variants::LittleBuildingsRule;
use crate::ruleset::{Element, catalog};

use super::When;
use super::breakdown::{Awards, Sheet};
use super::input::Ctx;
use super::schema::{CountInput, InputSpec, PerPlayerCount, PlayerInput, SchemaBuilder};

/// LITTLE_BUILDINGS, basic rules: little buildings.
pub const LITTLE_BUILDINGS: CountInput = CountInput::new("little_buildings");
/// LITTLE_BUILDINGS, variant rules: sheds (+1).
pub const SHEDS: CountInput = CountInput::new("sheds");
/// LITTLE_BUILDINGS, variant rules: houses (+2).
pub const HOUSES: CountInput = CountInput::new("houses");
/// LITTLE_BUILDINGS, variant rules: towers (+3).
pub const TOWERS: CountInput = CountInput::new("towers");
/// Every little-buildings count, basic and variant.
pub const LITTLE_BUILDING_COUNTS: [CountInput; 4] = [LITTLE_BUILDINGS, SHEDS, HOUSES, TOWERS];
/// GHOST_RULE: ghosts added to each player's followers.
pub const GHOSTS: PerPlayerCount = PerPlayerCount::new("ghosts");
/// TEACHER: the player with the teacher.
pub const TEACHER: PlayerInput = PlayerInput::new("teacher");
/// RINGMASTER: the ringmaster's owner.
pub const RINGMASTER: PlayerInput = PlayerInput::new("ringmaster");
/// RINGMASTER: circus or acrobat tiles under or next to the ringmaster.
pub const RINGMASTER_TILES: CountInput = CountInput::new("ringmaster_tiles");
/// FAIRY_BONUS: the player whose meeple is next to the fairy.
pub const FAIRY: PlayerInput = PlayerInput::new("fairy");

/// No awards yet, for the request's players in request order.
pub fn awards<'a>(ctx: &Ctx<'a>) -> Awards<'a> {
    Awards::new(ctx.players().map(|player| ctx.player_id(player)))
}

/// Adds an input shown only during the game (3B) and with `element` in play; at the
/// end of the game a request using it is told it is for "`element` (during the game)".
pub fn in_game_only(s: &mut SchemaBuilder<'_>, element: Element, spec: InputSpec) {
    if s.ruleset().has(element) && s.when() == When::Completed {
        s.input(spec);
        return;
    }
    let needs = msg!("needs-during-the-game", element = Message::code(catalog::component_of(element).key));
    s.only(false, needs, spec);
}

/// LITTLE_BUILDINGS inputs: one count (basic rules) or sheds, houses, towers (variant).
pub fn little_buildings_inputs(s: &mut SchemaBuilder<'_>, rule: &'static str) {
    let variant = s.ruleset().variants().little_buildings == LittleBuildingsRule::Variant;
    let on = s.ruleset().has(Element::LittleBuildings);
    let needs_basic = msg!("shared-little-buildings-basic");
    let needs_variant = msg!("shared-little-buildings-variant");
    s.only(on && !variant, needs_basic, LITTLE_BUILDINGS.spec(text!("shared-little-buildings"), rule));
    s.only(on && variant, needs_variant.clone(), SHEDS.spec(text!("shared-sheds-plus-1"), rule));
    s.only(on && variant, needs_variant.clone(), HOUSES.spec(text!("shared-houses-plus-2"), rule));
    s.only(on && variant, needs_variant, TOWERS.spec(text!("shared-towers-plus-3"), rule));
}

/// LITTLE_BUILDINGS rows: basic +1 per little building; variant +1 per shed, +2 per
/// house, +3 per tower.
pub fn little_buildings(ctx: &Ctx<'_>, sheet: &mut Sheet, rule: &'static str) {
    sheet.per(rule, msg!("row-shared-little-buildings-plus"), ctx.count(LITTLE_BUILDINGS), 1);
    sheet.per(rule, msg!("row-shared-sheds-plus-1"), ctx.count(SHEDS), 1);
    sheet.per(rule, msg!("row-shared-houses-plus-2"), ctx.count(HOUSES), 2);
    sheet.per(rule, msg!("row-shared-towers-plus-3"), ctx.count(TOWERS), 3);
}

/// GHOST_RULE input: ghosts added to each player's followers on the feature.
pub fn ghosts_input(s: &mut SchemaBuilder<'_>, rule: &'static str) {
    s.needs(Element::Ghosts, GHOSTS.spec(text!("shared-ghosts-players-followers"), rule));
}

/// Points per ghost: -2 during the game; at the end, the ruleset's choice (B.0).
pub fn ghost_penalty(ctx: &Ctx<'_>) -> i64 {
    match ctx.when {
        When::Completed => -2,
        When::EndOfGame => ctx.ruleset.variants().end_game_ghost_penalty.per_ghost(),
    }
}

/// GHOST_RULE rows: each player in `holders` loses points per ghost on their
/// followers. The feature value is unchanged; the player's points for the feature
/// may be negative, the scoring figure stays at 0 or above (the award's floor).
pub fn ghosts(ctx: &Ctx<'_>, awards: &mut Awards, holders: &[usize], rule: &'static str) {
    let per_ghost = ghost_penalty(ctx);
    for &player in holders {
        let ghosts = ctx.of(player, GHOSTS);
        if ghosts != 0 {
            awards.per(player, rule, msg!("row-ghosts-each", per = per_ghost), ghosts, per_ghost);
        }
    }
}

/// TEACHER input: who holds the teacher.
pub fn teacher_input(s: &mut SchemaBuilder<'_>, rule: &'static str) {
    s.needs(Element::School, TEACHER.spec(text!("shared-player-teacher"), rule));
}

/// TEACHER row: the teacher's holder scores points equal to the feature scoring.
pub fn teacher(ctx: &Ctx<'_>, awards: &mut Awards, value: i64, rule: &'static str) {
    if let Some(player) = ctx.player(TEACHER) {
        awards.row(player, rule, msg!("row-shared-teacher-equal-feature"), 1, value);
    }
}

/// RINGMASTER inputs: the ringmaster's owner and the circus / acrobat tiles under or
/// next to it.
pub fn ringmaster_inputs(s: &mut SchemaBuilder<'_>, rule: &'static str) {
    s.needs(Element::Ringmaster, RINGMASTER.spec(text!("shared-player-ringmaster"), rule));
    let (form_label, _) = ringmaster_labels(s.ruleset());
    s.needs(Element::Ringmaster, RINGMASTER_TILES.spec(form_label, rule).range(0, 9));
}

/// The seed glues three texts ("circus or acrobat tiles" / "circus tiles" / "acrobat
/// tiles"); which one is shown follows which of big top and acrobats is in play.
fn ringmaster_labels(ruleset: &crate::Ruleset) -> (Text, Message) {
    match (ruleset.has(Element::BigTop), ruleset.has(Element::Acrobats)) {
        (true, false) => (text!("shared-circus-tiles-under"), msg!("shared-ringmaster-2-circus")),
        (false, true) => (text!("shared-acrobat-tiles-under"), msg!("shared-ringmaster-2-acrobat")),
        _ => (text!("shared-circus-acrobat-tiles"), msg!("shared-ringmaster-2-circus-acrobat")),
    }
}

/// RINGMASTER row: 2 points per circus or acrobat tile, even if the ringmaster
/// scored nothing from the feature (the feature is scored first).
pub fn ringmaster(ctx: &Ctx<'_>, awards: &mut Awards, rule: &'static str) {
    if let Some(player) = ctx.player(RINGMASTER) {
        let tiles = ctx.count(RINGMASTER_TILES);
        awards.row(player, rule, ringmaster_labels(ctx.ruleset).1, tiles, 2 * tiles);
    }
}

/// FAIRY_BONUS input: the player whose meeple is next to the fairy.
pub fn fairy_input(s: &mut SchemaBuilder<'_>, rule: &'static str) {
    s.needs(Element::Fairy, FAIRY.spec(text!("shared-player-meeple-next"), rule));
}

/// FAIRY_BONUS row: 3 points per feature scored.
pub fn fairy(ctx: &Ctx<'_>, awards: &mut Awards, rule: &'static str) {
    if let Some(player) = ctx.player(FAIRY) {
        awards.row(player, rule, msg!("row-shared-fairy-next-meeple"), 1, 3);
    }
}

/// The usual end of a feature block: the value to every majority holder, their
/// ghost penalties, then the teacher (in-game epilog). Returns nothing; the caller
/// adds its own epilog rows after.
pub fn value_to_holders(
    ctx: &Ctx<'_>,
    awards: &mut Awards,
    holders: &[usize],
    sheet: &Sheet,
    ghost_rule: &'static str,
) {
    for &player in holders {
        awards.sheet(player, sheet);
    }
    ghosts(ctx, awards, holders, ghost_rule);
}
