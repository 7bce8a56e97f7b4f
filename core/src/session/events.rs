//! Recording a turn-step event or an end-game item in a game: the step it belongs
//! to (fixed by the reference, or chosen where it belongs to several), the table's
//! own limits (one tower ransom per turn, the fairy's point only in the first part
//! of a turn), then a scoring round like a feature's.

use crate::rules::Step;
use crate::rules::events::find_event;
use crate::{Error, Result};

use super::command::EventRecording;
use super::fold::{self, all_players, require_no_prompt, round};
use super::setup::GameSetup;
use super::state::{LogItem, Phase, TableState};

pub(crate) fn record(
    setup: &GameSetup,
    next: &mut TableState,
    item: &mut LogItem,
    recording: &EventRecording,
) -> Result<()> {
    require_no_prompt(next)?;
    let event = find_event(&recording.event)?;
    let invalid = |reason: &str| Error::InvalidCommand { reason: reason.to_owned() };
    match (event.is_end_of_game(), next.phase) {
        (true, Phase::EndGame) | (false, Phase::Playing) => {}
        (true, Phase::Playing) => {
            return Err(invalid("end-game items come after the last tile: start the end-game scoring first"));
        }
        (false, Phase::EndGame) => return Err(invalid("the end-game scoring has begun")),
        (_, Phase::Finished) => return Err(invalid("the game is finished: reopen it first")),
    }
    if event.key == "after_game.robber_remaining" {
        return Err(invalid("robbers still on the track score by themselves when the game is finished"));
    }
    let step = match (event.steps, recording.step) {
        ([only], None) => *only,
        (steps, Some(given)) if steps.contains(&given) => given,
        (steps, given) => {
            let codes: Vec<&str> = steps.iter().map(|step| step.code()).collect();
            let reason = match given {
                Some(given) => format!("`{}` happens at step {}, not {}", event.key, codes.join(" or "), given.code()),
                None => format!("`{}` can happen at step {}: say which", event.key, codes.join(" or ")),
            };
            return Err(Error::invalid("step", reason));
        }
    };
    if event.key == "tower.prisoner_ransom" && next.ransom_turn == Some(next.turn) {
        return Err(invalid("a prisoner is bought back only once per turn, even in a double turn"));
    }
    if step == Step::BeginTurn && next.turn_part == 2 {
        return Err(Error::invalid("step", "step 1A happens only in the first part of a double turn"));
    }
    let players = all_players(setup, &recording.players)?;
    let score = event.score(&setup.ruleset, &recording.inputs, &players)?;
    if step != Step::AnyTime {
        next.step = step;
    }
    item.step = step;
    item.subject = Some(event.key.to_owned());
    item.summary = fold::summary(event.name, crate::rules::When::Completed, &score.awards);
    item.awards = round(setup, next, score.awards, event.category, &recording.figures)?;
    if event.key == "tower.prisoner_ransom" {
        next.ransom_turn = Some(next.turn);
    }
    Ok(())
}
