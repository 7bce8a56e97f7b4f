//! The board after every command: the game, whose turn and which step, each player
//! with their score, their scoring figures on the track (numbered 1 and 2, with the
//! 50/100 tiles beside them and ◆ on a dark space) and their robber, and what the
//! game waits on.

use tally_core::l10n::Conjunction;
use tally_core::session::{FigureState, Phase, Prompt};
use tally_core::table::TableSummary;

use super::columns::{Align, Cell, Columns};
use super::safe::safe;
use super::{BOLD, DIM, WARN, colour_style, figure_number};

/// The mark of a figure on a dark space.
pub const DARK: &str = "◆";

/// The board of game `id` (playing `edition`, its name in the language in use).
pub fn board(id: i64, edition: &str, table: &TableSummary) -> String {
    let mut out = String::new();
    let active_name = table.players.iter().find(|player| player.id == table.active).map_or("", |player| &player.name);
    let phase = match table.phase {
        Phase::Playing if table.turn_part == 2 => say!(
            "cli-board-turn-second-part",
            turn = table.turn,
            player = safe(active_name).into_owned(),
            step = table.step.code()
        ),
        Phase::Playing => {
            say!("cli-board-turn", turn = table.turn, player = safe(active_name).into_owned(), step = table.step.code())
        }
        Phase::EndGame => say!("cli-board-end-game"),
        Phase::Finished => say!("cli-board-finished"),
    };
    let game = say!("cli-board-game", id = id);
    out.push_str(&format!("{BOLD}{game}{BOLD:#} · {edition} · {phase}\n"));
    let two_figures = table.players.iter().any(|player| player.figures.len() > 1);
    let mut rows = Columns::new(&[Align::Left, Align::Left, Align::Right]);
    for player in &table.players {
        let marker = if player.id == table.active && table.phase == Phase::Playing { "▶ " } else { "  " };
        let mut cells = vec![
            Cell::styled(player.colour.title().text(), colour_style(player.colour)),
            Cell::new(safe(&player.name)),
            Cell::styled(player.score.to_string(), BOLD),
        ];
        for (index, figure) in player.figures.iter().enumerate() {
            let number = if two_figures { format!("{}: ", index + 1) } else { String::new() };
            cells.push(Cell::styled(format!("{number}{}", figure_text(figure)), DIM));
        }
        if let Some(space) = player.robber {
            cells.push(Cell::new(say!("cli-board-robber", space = space)));
        }
        rows.row(marker, cells);
    }
    out.push_str(&rows.render());
    if table.flags.messages {
        out.push_str(&format!("{DIM}{DARK} {}{DIM:#}\n", say!("cli-board-dark-space")));
    }
    if let Some(prompt) = &table.pending {
        out.push_str(&prompt_text(prompt, table));
    }
    out
}

fn figure_text(figure: &FigureState) -> String {
    let dark = if figure.on_dark_space { DARK } else { "" };
    let tiles = match (figure.tiles.hundreds, figure.tiles.fifties) {
        (0, 0) => String::new(),
        (hundreds, 0) => format!(" +{hundreds}×100"),
        (0, fifties) => format!(" +{fifties}×50"),
        (hundreds, fifties) => format!(" +{hundreds}×100 +{fifties}×50"),
    };
    format!("{}{dark}{tiles}", say!("cli-board-space", space = figure.space))
}

/// What the game waits on, and what to type; players named by name.
pub fn prompt_text(prompt: &Prompt, table: &TableSummary) -> String {
    let name = |id: &str| {
        let name = table.players.iter().find(|player| player.id == id).map_or(id, |player| player.name.as_str());
        safe(name).into_owned()
    };
    match prompt {
        Prompt::Dispatch { player, figure, space } => format!(
            "{WARN}{}{WARN:#} {}\n",
            say!("cli-pending-dispatch-label"),
            say!("cli-pending-dispatch", player = name(player), figure = figure_number(*figure), space = *space)
        ),
        Prompt::RobberChoice { owner, space, candidates } => {
            let names = candidates.iter().map(|candidate| {
                say!("cli-pending-robber-candidate", player = name(&candidate.player), points = candidate.points)
            });
            format!(
                "{WARN}{}{WARN:#} {}\n",
                say!("cli-pending-robber-label"),
                say!(
                    "cli-pending-robber",
                    owner = name(owner),
                    space = *space,
                    candidates = crate::l10n::list(Conjunction::Or, names)
                )
            )
        }
    }
}
