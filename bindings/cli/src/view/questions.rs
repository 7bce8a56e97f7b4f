//! What the session asks and tells between commands: a count left out, "nobody
//! scores this?", "finish without the end-game scoring?", a game another process
//! moved on, a refusal. The subcommands, which cannot ask, say instead how to give
//! the answer on the command line.

use super::safe::safe;

/// A count the words left out: "Road: say how many tiles the road has: ".
pub fn missing_count(item: &str, ask: &str) -> String {
    format!("{item}: {ask}: ")
}

/// A scoring that gives nobody points.
pub fn nobody_scores(items: &[String]) -> String {
    format!("Nobody scores this {}: no follower is named. Record it with no points? [y/N] ", items.join(" and "))
}

/// Whether an answer is yes.
pub fn is_yes(answer: &str) -> bool {
    matches!(answer.trim().to_lowercase().as_str(), "y" | "yes")
}

/// `finish` during the turns, in the session; the answers are [`START_END`] and
/// [`FINISH_NOW`].
pub const FINISH_DURING_THE_TURNS: &str = "The end-game scoring has not begun: incomplete features and end-game items are scored there.\n\
     Type `end` to start it, `finish` to finish without it, or nothing to go back: ";

/// The answer that starts the end-game scoring.
pub const START_END: &str = "end";

/// The answer that finishes without it.
pub const FINISH_NOW: &str = "finish";

/// `tally end --finish` during the turns.
pub const FINISH_DURING_THE_TURNS_IN_A_SCRIPT: &str = "the end-game scoring has not begun: `tally end` starts it \
     (incomplete features and end-game items are scored there); `tally end --finish --now` finishes without it";

/// `todo` before the end-game scoring.
pub const NO_WALKTHROUGH_YET: &str = "The end-game scoring has not begun: `end` starts it.\n";

/// A line typed against a board another process has changed since.
pub const NOTHING_DONE: &str = "Nothing was done: check the board, then type the command again if it still applies.\n";

/// The player answered no.
pub const NOTHING_RECORDED: &str = "Nothing recorded.\n";

/// The session resumes a game.
pub fn resuming(id: i64) -> String {
    format!("Resuming game #{id}.\n")
}

/// After the board, when the session starts.
pub const WELCOME: &str =
    "Type `help` for what you can score now, `quit` to leave (the game is saved after every command).\n";

/// A refused line.
pub fn refused(message: &str) -> String {
    let red = anstyle::AnsiColor::Red.on_default();
    format!("{red}refused:{red:#} {} (nothing changed)\n", safe(message))
}
