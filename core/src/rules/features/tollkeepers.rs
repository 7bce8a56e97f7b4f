//! Tollkeepers (The Tollkeepers): Part B B.1.20, tollhouses scored at the end of the
//! game, right before the incomplete road they stand at.
//!
//! At the end the number on the tollhouse does not matter (Appendix 2 #6): each
//! tollhouse at a crossing at an end of the incomplete road (Appendix 2 #5: \[003\]
//! \[004\] over \[002\]'s heading) scores 1 point per farmhouse, shed, garden and
//! highwayman on the road and 1 per group of travelers on it.

use crate::msg;
use crate::rules::breakdown::Score;
use crate::rules::input::Ctx;
use crate::rules::schema::{PerPlayerToggle, SchemaBuilder};
use crate::rules::{Category, FeatureDef, shared};
use crate::ruleset::Element;
use crate::text;
use crate::{Error, Result};

use super::road::{TOLL_BUILDINGS, TRAVELER_GROUPS};

pub(crate) const DEF: FeatureDef = FeatureDef {
    key: "tollkeepers",
    name: "Tollhouses at an incomplete road",
    category: Category::Roads,
    needs: &[Element::Tollkeepers],
    with: &[],
    in_game: false,
    end_of_game: true,
    inputs,
    score,
};

/// A road has two ends.
const ROAD_ENDS: i64 = 2;

/// The player's tollhouse at a crossing at an end of this road.
const TOLLHOUSE: PerPlayerToggle = PerPlayerToggle::new("tollhouse");

fn inputs(s: &mut SchemaBuilder<'_>) {
    let rule = "tollkeepers.end_of_game";
    let tollhouse =
        TOLLHOUSE.spec(text!("tollkeepers-tollhouse-crossing-end"), rule).help(text!("tollkeepers-help-toll-1-2"));
    s.input(tollhouse);
    let buildings = TOLL_BUILDINGS
        .spec(text!("common-farmhouses-sheds-gardens"), rule)
        .range(0, 100)
        .help(text!("tollkeepers-help-wooden-bridge-same"))
        .required(text!("tollkeepers-ask-say-how-many"));
    s.input(buildings);
    let travelers = TRAVELER_GROUPS.spec(text!("common-groups-travelers-road"), rule).range(0, 50);
    s.input(travelers.required(text!("tollkeepers-ask-say-how-many-groups")));
}

fn score(ctx: &Ctx<'_>) -> Result<Score> {
    let tollhouses: i64 = ctx.players().map(|player| i64::from(ctx.is(player, TOLLHOUSE))).sum();
    if tollhouses > ROAD_ENDS {
        return Err(Error::invalid(
            TOLLHOUSE.name(),
            msg!("tollkeepers-error-too-many", tollhouses = tollhouses, ends = ROAD_ENDS),
        ));
    }
    let buildings = ctx.count(TOLL_BUILDINGS);
    let travelers = ctx.count(TRAVELER_GROUPS);
    let mut awards = shared::awards(ctx);
    for player in ctx.players().filter(|&player| ctx.is(player, TOLLHOUSE)) {
        let label = msg!("row-tollkeepers-tollhouse-1-farmhouse");
        awards.per(player, "tollkeepers.end_of_game", label, buildings, 1);
        awards.per(player, "tollkeepers.end_of_game", msg!("row-tollkeepers-tollhouse-1-group"), travelers, 1);
    }
    Ok(awards.finish_event())
}
