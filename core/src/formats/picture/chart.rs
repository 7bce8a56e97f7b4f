//! The score chart of the picture: each player's score after every turn, and after
//! the end-game scoring, as a line in the player's colour over a light grid.

use super::Palette;
use super::canvas::Canvas;
use super::path::{Ends, Point, point};
use super::text::Font;
use crate::store::PlayerSeries;

/// A rectangle, in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plot {
    /// Its left edge.
    pub left: f32,
    /// Its top edge.
    pub top: f32,
    /// Its right edge.
    pub right: f32,
    /// Its bottom edge.
    pub bottom: f32,
}

impl Plot {
    fn width(&self) -> f32 {
        self.right - self.left
    }

    fn height(&self) -> f32 {
        self.bottom - self.top
    }
}

/// Where the chart is drawn, and its labels.
#[derive(Debug)]
pub struct Frame<'a> {
    /// The rectangle of the plot (labels go left of and below it).
    pub plot: Plot,
    /// The font of the labels.
    pub font: &'a Font,
    /// The label of the last point when it follows the end-game scoring.
    pub end_label: String,
}

/// A step for the grid that gives four to eight lines up to `top`: 1, 2 or 5 times a
/// power of ten.
fn grid_step(top: i64) -> i64 {
    let mut step = 1;
    loop {
        for factor in [1, 2, 5] {
            if top / (step * factor) <= 8 {
                return step * factor;
            }
        }
        step *= 10;
    }
}

/// Draws `series` (every series the same length) in `frame`.
pub fn draw(canvas: &mut Canvas, series: &[PlayerSeries], frame: &Frame<'_>, palette: &Palette) {
    let points = series.iter().map(|line| line.points.len()).max().unwrap_or(0);
    let scores = series.iter().flat_map(|line| line.points.iter().map(|point| point.score));
    let (low, high) = scores.fold((0_i64, 0_i64), |(low, high), score| (low.min(score), high.max(score)));
    let step = grid_step((high - low).max(10));
    let bottom = low.div_euclid(step) * step;
    let top = (high + step - 1).div_euclid(step).max(1) * step;
    let plot = frame.plot;
    let y_of = |score: i64| plot.bottom - (score - bottom) as f32 / (top - bottom) as f32 * plot.height();
    let x_of = |index: usize| {
        if points <= 1 { plot.left } else { plot.left + index as f32 / (points - 1) as f32 * plot.width() }
    };
    let label_size = 20.0;
    let mut level = bottom;
    while level <= top {
        let line = [point(plot.left, y_of(level)), point(plot.right, y_of(level))];
        let colour = if level == 0 { palette.muted } else { palette.grid };
        canvas.stroke(&line, colour, 1.5, Ends::Square);
        let label = level.to_string();
        frame.font.draw_right(canvas, &label, plot.left - 12.0, y_of(level) + 7.0, label_size, palette.muted);
        level += step;
    }
    // Turn numbers under the plot, no closer than the widest label allows.
    let turns: Vec<(usize, String)> = series
        .first()
        .map(|line| {
            line.points
                .iter()
                .enumerate()
                .map(|(index, point)| {
                    (index, if point.end_game { frame.end_label.clone() } else { point.turn.to_string() })
                })
                .collect()
        })
        .unwrap_or_default();
    let widest = turns.iter().map(|(_, label)| frame.font.width(label, label_size)).fold(0.0_f32, f32::max);
    let spacing = if points <= 1 { plot.width() } else { plot.width() / (points - 1) as f32 };
    let every = ((widest + 16.0) / spacing).ceil().max(1.0) as usize;
    for (index, label) in &turns {
        let last = *index + 1 == turns.len();
        if index % every == 0 || last {
            let width = frame.font.width(label, label_size);
            let x = (x_of(*index) - width / 2.0).min(plot.right + 24.0 - width);
            frame.font.draw(canvas, label, x, plot.bottom + 32.0, label_size, palette.muted);
        }
    }
    for line in series {
        let mut path: Vec<Point> =
            line.points.iter().enumerate().map(|(index, turn)| point(x_of(index), y_of(turn.score))).collect();
        if let [only] = path[..] {
            path.push(point(only.x + 0.1, only.y));
        }
        if !path.is_empty() {
            canvas.stroke(&path, palette.halo, 9.0, Ends::Round);
            canvas.stroke(&path, line.colour.rgb(), 5.0, Ends::Round);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_has_four_to_eight_lines() {
        assert_eq!(grid_step(10), 2);
        assert_eq!(grid_step(25), 5);
        assert_eq!(grid_step(80), 10);
        assert_eq!(grid_step(130), 20);
        assert_eq!(grid_step(390), 50);
    }
}
