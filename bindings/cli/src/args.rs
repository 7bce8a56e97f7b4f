//! The arguments of the game commands, declared once with clap and used twice: by
//! the subcommands of `tally` ([`crate::cli`]) and by the lines of the interactive
//! session ([`crate::line`]). A player is named by colour or by name everywhere;
//! figures are numbered 1 and 2.

use clap::Args;

/// `robber <OWNER> <SPACE>`.
#[derive(Clone, Debug, Args)]
pub struct RobberArgs {
    /// Whose robber: a colour or a player's name.
    pub owner: String,
    /// The track space (0-49) where another player's scoring figure stands.
    pub space: String,
}

/// `victim <PLAYER> [figure=N]`.
#[derive(Clone, Debug, Args)]
pub struct VictimArgs {
    /// Whom the robber steals from: a colour or a player's name.
    pub victim: String,
    /// With Messages: `figure=1` or `figure=2`, the robber owner's figure that takes
    /// the stolen points.
    pub figure: Option<String>,
}

/// `dispatch <TILE> [WORDS]...`.
#[derive(Clone, Debug, Args)]
pub struct DispatchArgs {
    /// The tile (`two_points`, `knights`...: `help dispatch` lists them), then what it
    /// asks: a count (`knights 3`) or a feature and its words (`score_meeple city 4
    /// red`); `figure=2` picks the figure that moves.
    #[arg(allow_negative_numbers = true)]
    pub words: Vec<String>,
}

/// `correct <PLAYER> <POINTS> <REASON>...`.
#[derive(Clone, Debug, Args)]
pub struct CorrectArgs {
    /// Who: a colour or a player's name.
    pub player: String,
    /// Points to add; negative to take some away.
    #[arg(allow_negative_numbers = true)]
    pub points: String,
    /// Why, in a few words; a word `figure=2` picks the figure that moves (Messages).
    #[arg(required = true, allow_negative_numbers = true)]
    pub reason: Vec<String>,
}

/// `edit <ENTRY> <COMMAND>...`.
#[derive(Clone, Debug, Args)]
pub struct EditArgs {
    /// The entry's number (`log` shows them).
    pub entry: String,
    /// The command that replaces it, as it would be typed: `road 5 red`, `robber
    /// green 12`, `correct red -2 miscounted`...
    #[arg(required = true, allow_negative_numbers = true)]
    pub command: Vec<String>,
}

/// `delete <ENTRY>`.
#[derive(Clone, Debug, Args)]
pub struct DeleteArgs {
    /// The entry's number (`log` shows them).
    pub entry: String,
}

/// `finish [PLAYER.figure=N]...`.
#[derive(Clone, Debug, Args)]
pub struct FinishArgs {
    /// With Messages: which figure takes the 3 points of a robber left on the track,
    /// as `green.figure=2`.
    pub figures: Vec<String>,
}
