//! What the session asks and tells between commands: a count left out, "nobody
//! scores this?", "finish without the end-game scoring?", a game another process
//! moved on, a refusal. The subcommands, which cannot ask, say instead how to give
//! the answer on the command line.

use tally_core::l10n::Conjunction;

use super::safe::safe;

/// A count the words left out: "Road: say how many tiles the road has: ".
pub fn missing_count(item: &str, ask: &str) -> String {
    format!("{} ", say!("cli-ask-count", item = item, ask = ask))
}

/// A scoring that gives nobody points; `items` are the names of what is scored.
pub fn nobody_scores(items: &[String]) -> String {
    let items = crate::l10n::list(Conjunction::And, items.iter().cloned());
    format!("{} ", say!("cli-ask-nobody-scores", items = items))
}

/// Whether an answer is yes: `y` or `yes`, or the language's own answers.
pub fn is_yes(answer: &str) -> bool {
    let answer = answer.trim().to_lowercase();
    let own = say!("cli-answers-yes");
    matches!(answer.as_str(), "y" | "yes") || own.split(',').any(|word| word.trim().to_lowercase() == answer)
}

/// `finish` during the turns, in the session (the last line is the prompt); the
/// answers are [`START_END`] and [`FINISH_NOW`].
pub fn finish_during_the_turns() -> String {
    format!("{}\n{} ", say!("cli-ask-finish-not-begun"), say!("cli-ask-finish-how"))
}

/// The answer that starts the end-game scoring.
pub const START_END: &str = "end";

/// The answer that finishes without it.
pub const FINISH_NOW: &str = "finish";

/// `tally end --finish` during the turns.
pub fn finish_during_the_turns_in_a_script() -> String {
    say!("cli-finish-not-begun-script")
}

/// `todo` before the end-game scoring.
pub fn no_walkthrough_yet() -> String {
    format!("{}\n", say!("cli-no-walkthrough-yet"))
}

/// A line typed against a board another process has changed since.
pub fn nothing_done() -> String {
    format!("{}\n", say!("cli-nothing-done"))
}

/// The player answered no.
pub fn nothing_recorded() -> String {
    format!("{}\n", say!("cli-nothing-recorded"))
}

/// The session resumes a game.
pub fn resuming(id: i64) -> String {
    format!("{}\n", say!("cli-resuming", id = id))
}

/// After the board, when the session starts.
pub fn welcome() -> String {
    format!("{}\n", say!("cli-welcome"))
}

/// A refused line.
pub fn refused(message: &str) -> String {
    let red = anstyle::AnsiColor::Red.on_default();
    let label = say!("cli-refused-label");
    format!("{red}{label}{red:#} {}\n", say!("cli-refused", message = safe(message).into_owned()))
}
