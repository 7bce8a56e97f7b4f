//! The board after every command: the game, whose turn and which step, each player
//! with their score, their scoring figures on the track (numbered 1 and 2, with the
//! 50/100 tiles beside them and ◆ on a dark space) and their robber, and what the
//! game waits on.

use tally_core::session::{FigureState, Phase, Prompt};
use tally_core::table::TableSummary;

use super::columns::{Align, Cell, Columns};
use super::safe::safe;
use super::{BOLD, DIM, WARN, colour_style, figure_number};

/// The mark of a figure on a dark space.
pub const DARK: &str = "◆";

/// The board of game `id` (playing `edition`).
pub fn board(id: i64, edition: &str, table: &TableSummary) -> String {
    let mut out = String::new();
    let active_name = table.players.iter().find(|player| player.id == table.active).map_or("", |player| &player.name);
    let phase = match table.phase {
        Phase::Playing => format!(
            "turn {}{}, {}'s turn, step {}",
            table.turn,
            if table.turn_part == 2 { " (second part)" } else { "" },
            safe(active_name),
            table.step.code()
        ),
        Phase::EndGame => "end-game scoring".to_owned(),
        Phase::Finished => "finished".to_owned(),
    };
    out.push_str(&format!("{BOLD}Game #{id}{BOLD:#} · {edition} · {phase}\n"));
    let two_figures = table.players.iter().any(|player| player.figures.len() > 1);
    let mut rows = Columns::new(&[Align::Left, Align::Left, Align::Right]);
    for player in &table.players {
        let marker = if player.id == table.active && table.phase == Phase::Playing { "▶ " } else { "  " };
        let mut cells = vec![
            Cell::styled(player.id.clone(), colour_style(player.colour)),
            Cell::new(safe(&player.name)),
            Cell::styled(player.score.to_string(), BOLD),
        ];
        for (index, figure) in player.figures.iter().enumerate() {
            let number = if two_figures { format!("{}: ", index + 1) } else { String::new() };
            cells.push(Cell::styled(format!("{number}{}", figure_text(figure)), DIM));
        }
        if let Some(space) = player.robber {
            cells.push(Cell::new(format!("robber on {space}")));
        }
        rows.row(marker, cells);
    }
    out.push_str(&rows.render());
    if table.flags.messages {
        out.push_str(&format!(
            "{DIM}{DARK} a dark space: a figure that stops there after a scoring round draws a dispatch{DIM:#}\n"
        ));
    }
    if let Some(prompt) = &table.pending {
        out.push_str(&prompt_text(prompt));
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
    format!("space {}{dark}{tiles}", figure.space)
}

/// What the game waits on, and what to type.
pub fn prompt_text(prompt: &Prompt) -> String {
    match prompt {
        Prompt::Dispatch { player, figure, space } => format!(
            "{WARN}Dispatch:{WARN:#} {player}'s figure {} stopped on dark space {space}: `dispatch two_points`, or a tile (`help dispatch`).\n",
            figure_number(*figure)
        ),
        Prompt::RobberChoice { owner, space, candidates } => {
            let names: Vec<String> = candidates
                .iter()
                .map(|candidate| format!("{} ({} points)", candidate.player, candidate.points))
                .collect();
            format!(
                "{WARN}Robber:{WARN:#} {owner}'s robber on space {space} may rob {}: `victim <player>`.\n",
                names.join(" or ")
            )
        }
    }
}
