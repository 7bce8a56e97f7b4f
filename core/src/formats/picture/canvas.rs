//! The pixels the picture is drawn on: an opaque RGB canvas. A path is filled or
//! stroked with anti-aliasing by `zeno`, which gives its coverage as a mask, and the
//! mask is blended here in one colour; the canvas is encoded as PNG by [`super::png`].
//! Both are plain Rust with no SIMD, so every machine draws the same pixels.

use zeno::{Cap, Command, Fill, Join, Mask, Stroke, Style};

use super::text::{blue, green, red};

/// An opaque canvas, three bytes a pixel, row after row.
#[derive(Clone, Debug)]
pub struct Canvas {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

/// How a stroke's ends and corners are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ends {
    /// Cut square at the ends, mitred corners (a grid line).
    Square,
    /// Rounded ends and corners (a chart line).
    Round,
}

impl Canvas {
    /// A canvas of `width` by `height` pixels filled with `background` (0xRRGGBB),
    /// if that many pixels can be held.
    pub fn new(width: u32, height: u32, background: u32) -> Option<Canvas> {
        let pixels = usize::try_from(u64::from(width) * u64::from(height)).ok()?;
        let rgb = [red(background), green(background), blue(background)].repeat(pixels);
        Some(Canvas { width, height, rgb })
    }

    /// The colour of the pixel at (`x`, `y`), as (red, green, blue).
    pub fn pixel(&self, x: u32, y: u32) -> Option<(u8, u8, u8)> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let at = (y as usize * self.width as usize + x as usize) * 3;
        Some((self.rgb[at], self.rgb[at + 1], self.rgb[at + 2]))
    }

    /// Fills `path` (non-zero winding) with `colour`.
    pub fn fill(&mut self, path: &[Command], colour: u32) {
        self.paint(path, Fill::NonZero.into(), colour);
    }

    /// Strokes `path`, `width` pixels wide, with `colour`.
    pub fn stroke(&mut self, path: &[Command], colour: u32, width: f32, ends: Ends) {
        let mut stroke = Stroke::new(width);
        if ends == Ends::Round {
            stroke.cap(Cap::Round).join(Join::Round);
        }
        self.paint(path, stroke.into(), colour);
    }

    /// Blends `colour` into the canvas through the coverage of `path` drawn in `style`.
    fn paint(&mut self, path: &[Command], style: Style<'_>, colour: u32) {
        let (mask, placement) = Mask::new(path).style(style).render();
        let source = [red(colour), green(colour), blue(colour)].map(u32::from);
        let mask_width = placement.width as usize;
        for row in 0..placement.height as usize {
            let Some(y) =
                usize::try_from(i64::from(placement.top) + row as i64).ok().filter(|y| *y < self.height as usize)
            else {
                continue;
            };
            for column in 0..mask_width {
                let coverage = u32::from(mask[row * mask_width + column]);
                let Some(x) = usize::try_from(i64::from(placement.left) + column as i64)
                    .ok()
                    .filter(|x| *x < self.width as usize)
                else {
                    continue;
                };
                if coverage == 0 {
                    continue;
                }
                let at = (y * self.width as usize + x) * 3;
                for (channel, source) in self.rgb[at..at + 3].iter_mut().zip(source) {
                    let blended = (source * coverage + u32::from(*channel) * (255 - coverage) + 127) / 255;
                    *channel = blended as u8;
                }
            }
        }
    }

    /// The canvas as a PNG file.
    pub fn png(&self) -> Vec<u8> {
        super::png::encode(self.width, self.height, &self.rgb)
    }
}

#[cfg(test)]
mod tests {
    use zeno::PathBuilder;

    use super::*;

    #[test]
    fn a_filled_square_covers_its_pixels_and_blends_its_edges() {
        let mut canvas = Canvas::new(10, 10, 0xFF_FF_FF).unwrap();
        let mut square: Vec<Command> = Vec::new();
        square.add_rect([2.0, 2.0], 4.0, 4.0);
        canvas.fill(&square, 0x00_00_00);
        assert_eq!(canvas.pixel(3, 3), Some((0, 0, 0)), "inside");
        assert_eq!(canvas.pixel(8, 8), Some((255, 255, 255)), "outside");
        let mut half: Vec<Command> = Vec::new();
        half.add_rect([0.0, 0.0], 0.5, 1.0);
        let mut edge = Canvas::new(1, 1, 0xFF_FF_FF).unwrap();
        edge.fill(&half, 0x00_00_00);
        let (grey, _, _) = edge.pixel(0, 0).unwrap();
        assert!((120..=136).contains(&grey), "half covered: {grey}");
    }

    #[test]
    fn a_stroke_draws_a_line_of_its_width_and_the_png_reads_back() {
        let mut canvas = Canvas::new(20, 20, 0x00_00_00).unwrap();
        let mut line: Vec<Command> = Vec::new();
        line.move_to([2.0, 10.0]).line_to([18.0, 10.0]);
        canvas.stroke(&line, 0xD7_26_1E, 4.0, Ends::Round);
        assert_eq!(canvas.pixel(10, 9), Some((0xD7, 0x26, 0x1E)));
        assert_eq!(canvas.pixel(10, 14), Some((0, 0, 0)), "2 pixels either side of the line");
        let png = canvas.png();
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap();
        let mut pixels = vec![0; decoder.output_buffer_size().unwrap()];
        decoder.next_frame(&mut pixels).unwrap();
        assert_eq!(pixels, canvas.rgb);
    }
}
