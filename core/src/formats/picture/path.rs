//! The picture's outlines, in pixels: contours of lines and Bézier curves, filled by
//! the [`Canvas`](super::canvas::Canvas) with the non-zero rule. The shapes the picture
//! draws are built here: a rectangle with rounded corners, a circle, a ring (a circle's
//! outline), and a line's stroke as the pieces whose union it is (a rectangle per
//! segment, a disc per joint and per round end). A glyph's outline is built point by
//! point (`text.rs`).

pub use ab_glyph_rasterizer::{Point, point};

/// Where a circle's control points sit on its tangents, as a share of the radius
/// (four cubic arcs are a circle within 0.03 % of the radius).
const KAPPA: f32 = 0.552_284_8;

/// One piece of a contour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Segment {
    /// A straight line from the first point to the second.
    Line(Point, Point),
    /// A quadratic Bézier curve from the first point to the third.
    Quad(Point, Point, Point),
    /// A cubic Bézier curve from the first point to the fourth.
    Cubic(Point, Point, Point, Point),
}

/// Closed contours. A contour left open is closed by a straight line when the next
/// one starts or when the path is read, as a fill closes it.
#[derive(Clone, Debug, Default)]
pub struct Path {
    segments: Vec<Segment>,
    start: Point,
    pen: Point,
}

/// How a stroke's ends are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ends {
    /// Cut square at the line's ends (a grid line).
    Square,
    /// Rounded (a chart line).
    Round,
}

impl Path {
    /// No contour yet.
    pub fn new() -> Path {
        Path::default()
    }

    /// Whether the path has no segment.
    pub fn is_empty(&self) -> bool {
        self.segments.is_empty()
    }

    /// Closes the contour being drawn and starts a new one at `to`.
    pub fn move_to(&mut self, to: Point) -> &mut Path {
        self.close();
        self.start = to;
        self.pen = to;
        self
    }

    /// A straight line from the pen to `to`.
    pub fn line_to(&mut self, to: Point) -> &mut Path {
        self.segments.push(Segment::Line(self.pen, to));
        self.pen = to;
        self
    }

    /// A quadratic curve from the pen to `to`, pulled towards `control`.
    pub fn quad_to(&mut self, control: Point, to: Point) -> &mut Path {
        self.segments.push(Segment::Quad(self.pen, control, to));
        self.pen = to;
        self
    }

    /// A cubic curve from the pen to `to`, leaving towards `first` and arriving from
    /// `second`.
    pub fn curve_to(&mut self, first: Point, second: Point, to: Point) -> &mut Path {
        self.segments.push(Segment::Cubic(self.pen, first, second, to));
        self.pen = to;
        self
    }

    /// Closes the contour being drawn with a straight line back to its start.
    pub fn close(&mut self) -> &mut Path {
        if self.pen != self.start {
            self.segments.push(Segment::Line(self.pen, self.start));
            self.pen = self.start;
        }
        self
    }

    /// The segments of every contour, the last one closed.
    pub fn segments(&self) -> impl Iterator<Item = Segment> + '_ {
        let closing = (self.pen != self.start).then_some(Segment::Line(self.pen, self.start));
        self.segments.iter().copied().chain(closing)
    }

    /// The smallest box holding every point of the path (its curves' control points
    /// included, which hold the curves): (left, top) and (right, bottom).
    pub fn bounds(&self) -> Option<(Point, Point)> {
        let points = self.segments.iter().flat_map(|segment| match *segment {
            Segment::Line(a, b) => [a, b, b, b],
            Segment::Quad(a, b, c) => [a, b, c, c],
            Segment::Cubic(a, b, c, d) => [a, b, c, d],
        });
        points.fold(None, |bounds, p| {
            let (low, high) = bounds.unwrap_or((p, p));
            Some((point(low.x.min(p.x), low.y.min(p.y)), point(high.x.max(p.x), high.y.max(p.y))))
        })
    }

    /// A circle around `centre`, drawn clockwise on the screen.
    pub fn circle(centre: Point, radius: f32) -> Path {
        let mut path = Path::new();
        path.add_circle(centre, radius, 1.0);
        path
    }

    /// The outline of the circle around `centre`, `width` wide and centred on it: a
    /// disc with the disc inside it cut out (drawn the other way round).
    pub fn ring(centre: Point, radius: f32, width: f32) -> Path {
        let mut path = Path::new();
        path.add_circle(centre, radius + width / 2.0, 1.0);
        path.add_circle(centre, (radius - width / 2.0).max(0.0), -1.0);
        path
    }

    /// The rectangle from (`left`, `top`) to (`right`, `bottom`) with its corners
    /// rounded `radius` deep.
    pub fn rounded_rect(left: f32, top: f32, right: f32, bottom: f32, radius: f32) -> Path {
        let (l, t, r, b) = (left, top, right, bottom);
        let mut path = Path::new();
        path.move_to(point(l + radius, t))
            .line_to(point(r - radius, t))
            .quad_to(point(r, t), point(r, t + radius))
            .line_to(point(r, b - radius))
            .quad_to(point(r, b), point(r - radius, b))
            .line_to(point(l + radius, b))
            .quad_to(point(l, b), point(l, b - radius))
            .line_to(point(l, t + radius))
            .quad_to(point(l, t), point(l + radius, t))
            .close();
        path
    }

    /// The pieces of the stroke along `points`, `width` wide: a rectangle along each
    /// segment, a disc at each joint so that corners are round, and one at either end
    /// when the ends are [`Ends::Round`]. The stroke is their union (the canvas keeps
    /// the most any piece covers a pixel), so overlaps do not darken.
    pub fn stroke(points: &[Point], width: f32, ends: Ends) -> Vec<Path> {
        let half = width / 2.0;
        let mut pieces: Vec<Path> = points
            .windows(2)
            .filter_map(|pair| {
                let (a, b) = (pair[0], pair[1]);
                let (dx, dy) = (b.x - a.x, b.y - a.y);
                let length = (dx * dx + dy * dy).sqrt();
                if length <= f32::EPSILON {
                    return None;
                }
                let (nx, ny) = (-dy / length * half, dx / length * half);
                let mut piece = Path::new();
                piece
                    .move_to(point(a.x + nx, a.y + ny))
                    .line_to(point(b.x + nx, b.y + ny))
                    .line_to(point(b.x - nx, b.y - ny))
                    .line_to(point(a.x - nx, a.y - ny))
                    .close();
                Some(piece)
            })
            .collect();
        let joints = match ends {
            Ends::Round => points,
            Ends::Square => points.get(1..points.len().saturating_sub(1)).unwrap_or_default(),
        };
        pieces.extend(joints.iter().map(|&centre| Path::circle(centre, half)));
        pieces
    }

    /// A circle as four cubic arcs from its rightmost point, clockwise on the screen
    /// when `turn` is 1, anticlockwise when it is -1.
    fn add_circle(&mut self, centre: Point, radius: f32, turn: f32) {
        let (cx, cy, r, k) = (centre.x, centre.y, radius, radius * KAPPA);
        let at = |x: f32, y: f32| point(cx + x, cy + y * turn);
        self.move_to(at(r, 0.0))
            .curve_to(at(r, k), at(k, r), at(0.0, r))
            .curve_to(at(-k, r), at(-r, k), at(-r, 0.0))
            .curve_to(at(-r, -k), at(-k, -r), at(0.0, -r))
            .curve_to(at(k, -r), at(r, -k), at(r, 0.0))
            .close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_contour_is_closed_when_read_and_when_the_next_one_starts() {
        let mut path = Path::new();
        path.move_to(point(0.0, 0.0)).line_to(point(4.0, 0.0)).line_to(point(4.0, 3.0));
        assert_eq!(path.segments().count(), 3, "the closing line back to the start");
        path.move_to(point(10.0, 10.0)).line_to(point(12.0, 10.0)).line_to(point(12.0, 12.0));
        let closing: Vec<Segment> = path.segments().collect();
        assert_eq!(closing.len(), 6);
        assert_eq!(closing[2], Segment::Line(point(4.0, 3.0), point(0.0, 0.0)));
        assert_eq!(path.bounds(), Some((point(0.0, 0.0), point(12.0, 12.0))));
    }

    #[test]
    fn a_stroke_is_a_rectangle_per_segment_and_a_disc_per_joint() {
        let line = [point(0.0, 0.0), point(10.0, 0.0), point(10.0, 10.0)];
        assert_eq!(Path::stroke(&line, 2.0, Ends::Round).len(), 2 + 3, "round: every point");
        assert_eq!(Path::stroke(&line, 2.0, Ends::Square).len(), 2 + 1, "square: the joint only");
        assert_eq!(Path::stroke(&line[..2], 2.0, Ends::Square).len(), 1, "a grid line");
        let (low, high) = Path::stroke(&line[..2], 2.0, Ends::Square)[0].bounds().unwrap();
        assert_eq!((low, high), (point(0.0, -1.0), point(10.0, 1.0)), "one pixel either side");
    }
}
