//! Messages dispatches (Mini 2, reference 0.3.1): 2 points, or one of the eight
//! tiles' effects. Features are scored with the rules engine as at the end of the
//! game: without majority for the "smallest" tiles, with majority for "score one of
//! your meeples".

use crate::rules::{self, Award, Floor, Inputs, PlayerInputs, Row, When};
use crate::{Error, Result};

use super::command::DispatchChoice;
use super::fold;
use super::setup::GameSetup;

/// The reference row id of a choice.
pub(crate) fn rule_of(choice: &DispatchChoice) -> &'static str {
    match choice {
        DispatchChoice::TwoPoints => "messages.dispatch",
        DispatchChoice::SmallestRoad { .. } => "messages.dispatch.smallest_road",
        DispatchChoice::SmallestCity { .. } => "messages.dispatch.smallest_city",
        DispatchChoice::SmallestCloister { .. } => "messages.dispatch.smallest_cloister",
        DispatchChoice::CoatsOfArms { .. } => "messages.dispatch.coats_of_arms",
        DispatchChoice::Knights { .. } => "messages.dispatch.knights",
        DispatchChoice::Farmers { .. } => "messages.dispatch.farmers",
        DispatchChoice::ExtraTile => "messages.dispatch.extra_tile",
        DispatchChoice::ScoreMeeple { .. } => "messages.dispatch.score_meeple",
    }
}

/// One line for the timeline.
pub(crate) fn describe(choice: &DispatchChoice) -> String {
    match choice {
        DispatchChoice::TwoPoints => "2 points".to_owned(),
        DispatchChoice::SmallestRoad { .. } => "score the smallest road".to_owned(),
        DispatchChoice::SmallestCity { .. } => "score the smallest city".to_owned(),
        DispatchChoice::SmallestCloister { .. } => "score the smallest cloister".to_owned(),
        DispatchChoice::CoatsOfArms { count } => format!("{count} coat(s) of arms"),
        DispatchChoice::Knights { count } => format!("{count} knight(s)"),
        DispatchChoice::Farmers { count } => format!("{count} farmer(s)"),
        DispatchChoice::ExtraTile => "an extra land tile".to_owned(),
        DispatchChoice::ScoreMeeple { feature, .. } => format!("score a meeple on a {feature}"),
    }
}

/// What `player` receives for the dispatch.
///
/// # Errors
/// Bad counts and the feature engine's validation errors.
pub(crate) fn awards(setup: &GameSetup, player: &str, choice: &DispatchChoice) -> Result<Vec<Award>> {
    let rule = rule_of(choice);
    let mut rows = Vec::new();
    match choice {
        DispatchChoice::TwoPoints => rows.push(Row::new(rule, "Dispatch: 2 points", 1, 2)),
        DispatchChoice::SmallestRoad { inputs } => rows = smallest(setup, player, "road", inputs, rule)?,
        DispatchChoice::SmallestCity { inputs } => rows = smallest(setup, player, "city", inputs, rule)?,
        DispatchChoice::SmallestCloister { inputs } => rows = smallest(setup, player, "cloister", inputs, rule)?,
        DispatchChoice::CoatsOfArms { count } => {
            rows.push(Row::new(
                rule,
                "Dispatch: 2 per coat of arms in cities with your meeples",
                check(*count)?,
                2 * count,
            ));
        }
        DispatchChoice::Knights { count } => {
            rows.push(Row::new(rule, "Dispatch: 2 per knight of yours", check(*count)?, 2 * count));
        }
        DispatchChoice::Farmers { count } => {
            rows.push(Row::new(rule, "Dispatch: 2 per farmer of yours", check(*count)?, 2 * count));
        }
        DispatchChoice::ExtraTile => rows.push(Row::new(rule, "Dispatch: place an extra land tile", 1, 0)),
        DispatchChoice::ScoreMeeple { feature, inputs, players } => {
            let players = fold::all_players(setup, players)?;
            let score = rules::find_feature(feature)?.score(&setup.ruleset, When::EndOfGame, inputs, &players)?;
            rows.push(Row::new(rule, "Dispatch: one of your meeples scored as at the end (majority applies)", 1, 0));
            if let Some(award) = score.award(player) {
                rows.extend(award.rows.iter().cloned());
            }
        }
    }
    let points = rows.iter().map(|row| row.points).sum();
    Ok(vec![Award { player: player.to_owned(), points, rows, floor: Floor::Zero }])
}

fn check(count: i64) -> Result<i64> {
    if !(0..=200).contains(&count) {
        return Err(Error::invalid("count", format!("{count} is not between 0 and 200")));
    }
    Ok(count)
}

/// The player's lowest-scoring feature of a kind, scored as at the end of the game
/// with the majority not applied: the player receives the feature's value.
fn smallest(setup: &GameSetup, player: &str, feature: &str, inputs: &Inputs, rule: &str) -> Result<Vec<Row>> {
    let only_player = vec![PlayerInputs::new(player).with("followers", 1)];
    let score = rules::find_feature(feature)?.score(&setup.ruleset, When::EndOfGame, inputs, &only_player)?;
    let mut rows = vec![Row::new(rule, format!("Dispatch: your smallest {feature} as at the end, no majority"), 1, 0)];
    if let Some(award) = score.award(player) {
        rows.extend(award.rows.iter().cloned());
    }
    Ok(rows)
}
