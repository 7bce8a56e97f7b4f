//! What a line of the session or a subcommand of `tally` asks of a game, whichever
//! way it was typed: both parse to a [`Request`], which [`crate::session`] carries
//! out.

use crate::args::{CorrectArgs, DeleteArgs, DispatchArgs, EditArgs, RobberArgs, VictimArgs};

/// What is asked of a game.
#[derive(Debug, Clone)]
pub enum Request {
    /// Scoring words: features and events of one round.
    Score(Vec<String>),
    /// Place a robber.
    Robber(RobberArgs),
    /// Choose a robber's victim.
    Victim(VictimArgs),
    /// Resolve the pending dispatch.
    Dispatch(DispatchArgs),
    /// Correct a score.
    Correct(CorrectArgs),
    /// End the turn.
    Turn,
    /// The builder's second part.
    Double,
    /// Begin the end-game scoring.
    End,
    /// Final standings.
    Finish {
        /// Figure choices for robbers left on the track.
        figures: Vec<String>,
        /// Finish during the turns without asking.
        now: bool,
    },
    /// Reopen a finished game.
    Reopen,
    /// Take back the last command.
    Undo,
    /// Do it again.
    Redo,
    /// Replace a past entry.
    Edit(EditArgs),
    /// Remove a past entry.
    Delete(DeleteArgs),
    /// Show the board.
    Board,
    /// Show the log.
    Log,
    /// Show the end-game walkthrough.
    Todo,
    /// Help, in general or on one command or item.
    Help(Option<String>),
    /// List another step's events.
    Step(Option<String>),
    /// Start another game (the session only).
    New,
    /// Leave (the session only).
    Quit,
}

impl Request {
    /// Whether the request changes the game (rather than showing something).
    pub fn changes_game(&self) -> bool {
        !matches!(
            self,
            Request::Board
                | Request::Log
                | Request::Todo
                | Request::Help(_)
                | Request::Step(_)
                | Request::New
                | Request::Quit
        )
    }
}
