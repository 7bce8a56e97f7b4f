//! The pixels the picture is drawn on: an opaque RGB canvas. A [`Path`] is filled
//! with anti-aliasing: `ab_glyph_rasterizer` (font-rs's accumulation of each edge's
//! signed area, in plain Rust on `libm`, no SIMD, so every machine draws the same
//! pixels) gives its coverage in the path's own box of pixels, and the coverage is
//! blended here in one colour. A stroke is filled as the union of its pieces. The
//! canvas is encoded as PNG by [`super::png`].

use ab_glyph_rasterizer::Rasterizer;

use super::path::{Ends, Path, Point, Segment, point};
use super::text::{blue, green, red};

/// An opaque canvas, three bytes a pixel, row after row.
#[derive(Clone, Debug)]
pub struct Canvas {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

/// How much of each pixel of a box a shape covers, from 0 to 1.
#[derive(Debug)]
struct Coverage {
    left: i64,
    top: i64,
    width: usize,
    height: usize,
    alpha: Vec<f32>,
}

impl Canvas {
    /// A canvas of `width` by `height` pixels filled with `background` (0xRRGGBB),
    /// if that many pixels can be held.
    pub fn new(width: u32, height: u32, background: u32) -> Option<Canvas> {
        let pixels = usize::try_from(u64::from(width) * u64::from(height)).ok()?;
        let rgb = [red(background), green(background), blue(background)].repeat(pixels);
        Some(Canvas { width, height, rgb })
    }

    /// Its height in pixels.
    pub fn height(&self) -> u32 {
        self.height
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
    pub fn fill(&mut self, path: &Path, colour: u32) {
        let mut rasterizer = Rasterizer::new(0, 0);
        if let Some(coverage) = self.coverage(path, &mut rasterizer) {
            self.blend(&coverage, colour);
        }
    }

    /// Strokes the line through `points`, `width` pixels wide, with `colour`.
    pub fn stroke(&mut self, points: &[Point], colour: u32, width: f32, ends: Ends) {
        let mut rasterizer = Rasterizer::new(0, 0);
        let pieces: Vec<Coverage> = Path::stroke(points, width, ends)
            .iter()
            .filter_map(|piece| self.coverage(piece, &mut rasterizer))
            .collect();
        if let Some(union) = Coverage::union(&pieces) {
            self.blend(&union, colour);
        }
    }

    /// The coverage of `path` in the box of whole pixels around it, or `None` when it
    /// covers no pixel of the canvas.
    fn coverage(&self, path: &Path, rasterizer: &mut Rasterizer) -> Option<Coverage> {
        let (low, high) = path.bounds()?;
        let (left, top) = (low.x.floor(), low.y.floor());
        let (right, bottom) = (high.x.ceil(), high.y.ceil());
        let finite = [left, top, right, bottom].iter().all(|edge| edge.is_finite());
        if !finite || right < 0.0 || bottom < 0.0 || left > self.width as f32 || top > self.height as f32 {
            return None;
        }
        // The rasterizer needs the whole path inside its box (an edge left or right of
        // it would spill into other rows); a path far larger than the canvas is not drawn.
        let (width, height) = ((right - left) as usize + 2, (bottom - top) as usize + 1);
        if width > 4 * self.width as usize + 64 || height > 4 * self.height as usize + 64 {
            return None;
        }
        rasterizer.reset(width, height);
        let at = |p: Point| point(p.x - left, p.y - top);
        for segment in path.segments() {
            match segment {
                Segment::Line(a, b) => rasterizer.draw_line(at(a), at(b)),
                Segment::Quad(a, b, c) => rasterizer.draw_quad(at(a), at(b), at(c)),
                Segment::Cubic(a, b, c, d) => rasterizer.draw_cubic(at(a), at(b), at(c), at(d)),
            }
        }
        let mut alpha = vec![0.0; width * height];
        rasterizer.for_each_pixel(|index, covered| alpha[index] = covered.min(1.0));
        Some(Coverage { left: left as i64, top: top as i64, width, height, alpha })
    }

    /// Blends `colour` into the canvas through `coverage`, where the two overlap.
    fn blend(&mut self, coverage: &Coverage, colour: u32) {
        let source = [red(colour), green(colour), blue(colour)].map(u32::from);
        let (canvas_width, canvas_height) = (i64::from(self.width), i64::from(self.height));
        let first_column = (-coverage.left).clamp(0, coverage.width as i64) as usize;
        let end_column = (canvas_width - coverage.left).clamp(0, coverage.width as i64) as usize;
        if first_column >= end_column {
            return;
        }
        for (row, alphas) in coverage.alpha.chunks(coverage.width).enumerate() {
            let y = coverage.top + row as i64;
            if !(0..canvas_height).contains(&y) {
                continue;
            }
            let start = (y * canvas_width + coverage.left + first_column as i64) as usize * 3;
            let pixels = &mut self.rgb[start..start + (end_column - first_column) * 3];
            for (alpha, pixel) in alphas[first_column..end_column].iter().zip(pixels.chunks_exact_mut(3)) {
                if *alpha <= 0.0 {
                    continue;
                }
                let covered = (alpha * 255.0 + 0.5) as u32;
                for (channel, source) in pixel.iter_mut().zip(source) {
                    let blended = (source * covered + u32::from(*channel) * (255 - covered) + 127) / 255;
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

impl Coverage {
    /// The union of `pieces`: in each pixel, the most any of them covers.
    fn union(pieces: &[Coverage]) -> Option<Coverage> {
        let left = pieces.iter().map(|piece| piece.left).min()?;
        let top = pieces.iter().map(|piece| piece.top).min()?;
        let right = pieces.iter().map(|piece| piece.left + piece.width as i64).max()?;
        let bottom = pieces.iter().map(|piece| piece.top + piece.height as i64).max()?;
        let (width, height) = ((right - left) as usize, (bottom - top) as usize);
        let mut alpha = vec![0.0_f32; width * height];
        for piece in pieces {
            for (row, alphas) in piece.alpha.chunks(piece.width).enumerate() {
                let start = (piece.top - top) as usize * width + row * width + (piece.left - left) as usize;
                for (union, covered) in alpha[start..start + piece.width].iter_mut().zip(alphas) {
                    *union = union.max(*covered);
                }
            }
        }
        Some(Coverage { left, top, width, height, alpha })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(left: f32, top: f32, width: f32, height: f32) -> Path {
        let mut path = Path::new();
        path.move_to(point(left, top))
            .line_to(point(left + width, top))
            .line_to(point(left + width, top + height))
            .line_to(point(left, top + height))
            .close();
        path
    }

    #[test]
    fn a_filled_square_covers_its_pixels_and_blends_its_edges() {
        let mut canvas = Canvas::new(10, 10, 0xFF_FF_FF).unwrap();
        canvas.fill(&rect(2.0, 2.0, 4.0, 4.0), 0x00_00_00);
        assert_eq!(canvas.pixel(3, 3), Some((0, 0, 0)), "inside");
        assert_eq!(canvas.pixel(5, 5), Some((0, 0, 0)), "inside, at the far corner");
        assert_eq!(canvas.pixel(6, 6), Some((255, 255, 255)), "just outside");
        assert_eq!(canvas.pixel(8, 8), Some((255, 255, 255)), "outside");
        let mut edge = Canvas::new(1, 1, 0xFF_FF_FF).unwrap();
        edge.fill(&rect(0.0, 0.0, 0.5, 1.0), 0x00_00_00);
        let (grey, _, _) = edge.pixel(0, 0).unwrap();
        assert!((120..=136).contains(&grey), "half covered: {grey}");
    }

    #[test]
    fn a_path_partly_off_the_canvas_is_drawn_where_it_is_on_it() {
        let mut canvas = Canvas::new(10, 10, 0xFF_FF_FF).unwrap();
        canvas.fill(&rect(-5.0, -5.0, 8.0, 8.0), 0x00_00_00);
        assert_eq!(canvas.pixel(0, 0), Some((0, 0, 0)));
        assert_eq!(canvas.pixel(2, 2), Some((0, 0, 0)));
        assert_eq!(canvas.pixel(3, 3), Some((255, 255, 255)));
        assert_eq!(canvas.pixel(9, 0), Some((255, 255, 255)), "nothing spills along the row");
    }

    #[test]
    fn a_stroke_draws_a_line_of_its_width_and_the_png_reads_back() {
        let mut canvas = Canvas::new(20, 20, 0x00_00_00).unwrap();
        canvas.stroke(&[point(2.0, 10.0), point(18.0, 10.0)], 0xD7_26_1E, 4.0, Ends::Round);
        assert_eq!(canvas.pixel(10, 9), Some((0xD7, 0x26, 0x1E)));
        assert_eq!(canvas.pixel(10, 14), Some((0, 0, 0)), "2 pixels either side of the line");
        assert_eq!(canvas.pixel(1, 10), Some((0xD7, 0x26, 0x1E)), "the round end reaches past the end");
        let mut square = Canvas::new(20, 20, 0x00_00_00).unwrap();
        square.stroke(&[point(2.0, 10.0), point(18.0, 10.0)], 0xD7_26_1E, 4.0, Ends::Square);
        assert_eq!(square.pixel(1, 10), Some((0, 0, 0)), "the square end stops at the end");
        assert_eq!(square.pixel(2, 10), Some((0xD7, 0x26, 0x1E)));
        let png = canvas.png();
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap();
        let mut pixels = vec![0; decoder.output_buffer_size().unwrap()];
        decoder.next_frame(&mut pixels).unwrap();
        assert_eq!(pixels, canvas.rgb);
    }

    #[test]
    fn a_stroke_over_itself_is_drawn_once() {
        let mut once = Canvas::new(30, 30, 0xFF_FF_FF).unwrap();
        let mut twice = once.clone();
        let there = [point(3.0, 4.0), point(25.3, 21.7)];
        once.stroke(&there, 0x20_40_80, 5.0, Ends::Round);
        twice.stroke(&[there[0], there[1], there[0]], 0x20_40_80, 5.0, Ends::Round);
        assert_eq!(once.rgb, twice.rgb, "the union of the pieces: an overlap does not darken the edges");
    }

    #[test]
    fn a_ring_leaves_its_inside_as_it_was() {
        let mut canvas = Canvas::new(21, 21, 0xFF_FF_FF).unwrap();
        canvas.fill(&Path::ring(point(10.5, 10.5), 7.0, 3.0), 0x00_00_00);
        assert_eq!(canvas.pixel(10, 10), Some((255, 255, 255)), "the centre");
        assert_eq!(canvas.pixel(17, 10), Some((0, 0, 0)), "on the ring");
        assert_eq!(canvas.pixel(20, 10), Some((255, 255, 255)), "outside");
    }
}
