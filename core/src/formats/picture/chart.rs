//! The score chart of the picture: each player's score after every turn, and after
//! the end-game scoring, as a line in the player's colour over a light grid.

use tiny_skia::{LineCap, LineJoin, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

use super::Palette;
use super::text::{Font, blue, green, red};
use crate::store::PlayerSeries;

/// Where the chart is drawn, and its labels.
#[derive(Debug)]
pub struct Frame<'a> {
    /// The rectangle of the plot (labels go left of and below it).
    pub plot: Rect,
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

fn paint(colour: u32) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(red(colour), green(colour), blue(colour), 255);
    paint.anti_alias = true;
    paint
}

/// Draws `series` (every series the same length) in `frame`.
pub fn draw(pixmap: &mut Pixmap, series: &[PlayerSeries], frame: &Frame<'_>, palette: &Palette) {
    let points = series.iter().map(|line| line.points.len()).max().unwrap_or(0);
    let scores = series.iter().flat_map(|line| line.points.iter().map(|point| point.score));
    let (low, high) = scores.fold((0_i64, 0_i64), |(low, high), score| (low.min(score), high.max(score)));
    let step = grid_step((high - low).max(10));
    let bottom = low.div_euclid(step) * step;
    let top = (high + step - 1).div_euclid(step).max(1) * step;
    let plot = frame.plot;
    let y_of = |score: i64| plot.bottom() - (score - bottom) as f32 / (top - bottom) as f32 * plot.height();
    let x_of = |index: usize| {
        if points <= 1 { plot.left() } else { plot.left() + index as f32 / (points - 1) as f32 * plot.width() }
    };
    let label_size = 20.0;
    let thin = Stroke { width: 1.5, ..Stroke::default() };
    let mut level = bottom;
    while level <= top {
        let mut line = PathBuilder::new();
        line.move_to(plot.left(), y_of(level));
        line.line_to(plot.right(), y_of(level));
        if let Some(path) = line.finish() {
            let colour = if level == 0 { palette.muted } else { palette.grid };
            pixmap.stroke_path(&path, &paint(colour), &thin, Transform::identity(), None);
        }
        let label = level.to_string();
        frame.font.draw_right(pixmap, &label, plot.left() - 12.0, y_of(level) + 7.0, label_size, palette.muted);
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
            let x = (x_of(*index) - width / 2.0).min(plot.right() + 24.0 - width);
            frame.font.draw(pixmap, label, x, plot.bottom() + 32.0, label_size, palette.muted);
        }
    }
    let halo = Stroke { width: 9.0, line_cap: LineCap::Round, line_join: LineJoin::Round, ..Stroke::default() };
    let stroke = Stroke { width: 5.0, line_cap: LineCap::Round, line_join: LineJoin::Round, ..Stroke::default() };
    for line in series {
        let mut path = PathBuilder::new();
        for (index, point) in line.points.iter().enumerate() {
            let (x, y) = (x_of(index), y_of(point.score));
            if index == 0 { path.move_to(x, y) } else { path.line_to(x, y) }
        }
        if line.points.len() == 1 {
            path.line_to(x_of(0) + 0.1, y_of(line.points[0].score));
        }
        if let Some(path) = path.finish() {
            pixmap.stroke_path(&path, &paint(palette.halo), &halo, Transform::identity(), None);
            pixmap.stroke_path(&path, &paint(line.colour.rgb()), &stroke, Transform::identity(), None);
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
