//! Text on the picture, shaped and laid out by well-kept libraries and drawn on the
//! [`Canvas`]:
//!
//! - **faces**: the bundled Inter (`core/assets/fonts`, OFL) for the letters of Tally's
//!   seven languages, then, for the scripts Inter lacks, Noto Sans Hebrew and Noto Sans
//!   Arabic (bold, subset; OFL); each character is drawn with the first face that has it,
//!   a combining mark with its letter's;
//! - **shaping**: rustybuzz (HarfBuzz's shaping in Rust) gives each run its glyphs and
//!   their places: kerning, Arabic letters joined, marks placed, and a letter followed by
//!   a combining mark drawn as the composed letter when the face has it ("Zoë" typed
//!   with U+0308 reads as "Zoë");
//! - **direction**: unicode-bidi orders the runs as they are read, so a Hebrew or Arabic
//!   name reads right to left, within a left-to-right picture;
//! - **outlines**: each glyph's outline, read by ttf-parser, filled with anti-aliasing.
//!
//! A character no face draws (an emoji: no monochrome emoji font is bundled) is left out
//! ([`Font::drawable`]); a name left with nothing to draw is named by its seat by the
//! caller. Nothing is ever drawn as "?" or as a missing-glyph box.

use rustybuzz::ttf_parser::{GlyphId, OutlineBuilder};
use rustybuzz::{Direction, UnicodeBuffer};
use unicode_bidi::BidiInfo;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

use super::canvas::Canvas;
use super::path::{Path, Point, point};

use crate::fonts::{inter_bold, inter_regular, noto_sans_arabic_bold, noto_sans_hebrew_bold};

/// A weight of the bundled font.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    /// Inter Regular.
    Regular,
    /// Inter Bold.
    Bold,
}

/// The faces one text is drawn with: Inter of a weight, then the fallbacks.
pub struct Font {
    faces: Vec<rustybuzz::Face<'static>>,
}

impl std::fmt::Debug for Font {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Font").field("faces", &self.faces.len()).finish()
    }
}

/// One glyph placed on a line, from the line's start, in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    /// Which face of the [`Font`] draws it (0: Inter).
    pub face: usize,
    /// The glyph.
    pub glyph: GlyphId,
    /// Where its origin is, right of the line's start.
    pub x: f32,
    /// How far above the baseline its origin is.
    pub y: f32,
}

/// A text laid out at a size: its glyphs and its width.
#[derive(Clone, Debug, Default)]
pub struct Line {
    /// The glyphs, left to right.
    pub glyphs: Vec<Placed>,
    /// The advance of the whole line.
    pub width: f32,
}

impl Font {
    /// The bundled font of `weight`, with its fallbacks.
    ///
    /// # Errors
    /// The font's own parser's reason, should a bundled file be damaged.
    pub fn bundled(weight: Weight) -> Result<Font, String> {
        let inter = match weight {
            Weight::Regular => inter_regular(),
            Weight::Bold => inter_bold(),
        };
        let faces = [
            ("Inter", inter),
            ("Noto Sans Hebrew", noto_sans_hebrew_bold()),
            ("Noto Sans Arabic", noto_sans_arabic_bold()),
        ]
        .into_iter()
        .map(|(name, bytes)| rustybuzz::Face::from_slice(bytes, 0).ok_or_else(|| format!("{name}: not a font")))
        .collect::<Result<_, _>>()?;
        Ok(Font { faces })
    }

    /// The first face that draws `c`.
    fn face_of(&self, c: char) -> Option<usize> {
        self.faces.iter().position(|face| face.glyph_index(c).is_some())
    }

    /// Whether a face of the font draws `c`.
    pub fn has(&self, c: char) -> bool {
        self.face_of(c).is_some()
    }

    /// `text` without the characters no face draws (a combining mark stays with its
    /// letter, which shaping may compose with it), trimmed: what will be drawn of it.
    pub fn drawable(&self, text: &str) -> String {
        let mut kept = String::with_capacity(text.len());
        let mut after_letter = false;
        for c in text.chars() {
            let mark = matches!(c.general_category(), GeneralCategory::NonspacingMark | GeneralCategory::EnclosingMark);
            if (after_letter || !mark) && self.has(c) {
                kept.push(c);
                after_letter = !c.is_whitespace();
            } else if mark && after_letter {
                kept.push(c);
            } else {
                after_letter = false;
            }
        }
        kept.trim().to_owned()
    }

    /// `text` (as [`Font::drawable`] leaves it) shaped and laid out at `size` pixels.
    pub fn layout(&self, text: &str, size: f32) -> Line {
        let text = self.drawable(text);
        let mut line = Line::default();
        if text.is_empty() {
            return line;
        }
        let bidi = BidiInfo::new(&text, None);
        for paragraph in &bidi.paragraphs {
            let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
            for run in runs {
                let rtl = levels[run.start].is_rtl();
                let mut pieces = self.by_face(&text[run]);
                if rtl {
                    pieces.reverse();
                }
                for (face, piece) in pieces {
                    self.shape(face, piece, rtl, size, &mut line);
                }
            }
        }
        line
    }

    /// `text` split where the face that draws it changes, in reading order; a mark, a
    /// space or a sign no face prefers goes with the character before it.
    fn by_face<'t>(&self, text: &'t str) -> Vec<(usize, &'t str)> {
        let mut pieces: Vec<(usize, &'t str)> = Vec::new();
        let mut start = 0;
        let mut current: Option<usize> = None;
        for (at, c) in text.char_indices() {
            let follows = c.is_whitespace()
                || matches!(c.general_category(), GeneralCategory::NonspacingMark | GeneralCategory::EnclosingMark);
            let face = if follows && current.is_some() { current } else { self.face_of(c).or(current) };
            if face != current {
                if let (Some(before), true) = (current, at > start) {
                    pieces.push((before, &text[start..at]));
                }
                start = at;
                current = face;
            }
        }
        if let Some(face) = current {
            pieces.push((face, &text[start..]));
        }
        pieces
    }

    /// Shapes `piece` with face `face` and appends its glyphs to `line`.
    fn shape(&self, face: usize, piece: &str, rtl: bool, size: f32, line: &mut Line) {
        let font = &self.faces[face];
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(piece);
        buffer.guess_segment_properties();
        buffer.set_direction(if rtl { Direction::RightToLeft } else { Direction::LeftToRight });
        let shaped = rustybuzz::shape(font, &[], buffer);
        let scale = size / font.units_per_em() as f32;
        for (info, position) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
            let glyph = GlyphId(u16::try_from(info.glyph_id).unwrap_or(0));
            // The missing-glyph box is never drawn (a mark that could not be composed).
            if glyph.0 != 0 {
                line.glyphs.push(Placed {
                    face,
                    glyph,
                    x: line.width + position.x_offset as f32 * scale,
                    y: position.y_offset as f32 * scale,
                });
                line.width += position.x_advance as f32 * scale;
            }
        }
    }

    /// The width of `text` at `size` pixels.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        self.layout(text, size).width
    }

    /// `text` as it will be drawn, or as much of it as fits in `width` followed by "…".
    pub fn fit(&self, text: &str, size: f32, width: f32) -> String {
        let text = self.drawable(text);
        if self.width(&text, size) <= width {
            return text;
        }
        let mut kept = text;
        while !kept.is_empty() && self.width(&format!("{kept}…"), size) > width {
            kept.pop();
        }
        format!("{}…", kept.trim_end())
    }

    /// Draws `text` with its baseline starting at (`x`, `baseline`).
    pub fn draw(&self, canvas: &mut Canvas, text: &str, x: f32, baseline: f32, size: f32, colour: u32) {
        let line = self.layout(text, size);
        let mut path = Path::new();
        for placed in &line.glyphs {
            let font = &self.faces[placed.face];
            let scale = size / font.units_per_em() as f32;
            let mut outline = Outline { path: &mut path, x: x + placed.x, y: baseline - placed.y, scale };
            // A glyph with no outline (a space) only moves the pen.
            let _ = font.outline_glyph(placed.glyph, &mut outline);
        }
        if !path.is_empty() {
            canvas.fill(&path, colour);
        }
    }

    /// Draws `text` so that it ends at `right`.
    pub fn draw_right(&self, canvas: &mut Canvas, text: &str, right: f32, baseline: f32, size: f32, colour: u32) {
        let width = self.width(text, size);
        self.draw(canvas, text, right - width, baseline, size, colour);
    }
}

/// A glyph's outline in pixels: font units scaled, y turned downwards, placed at (`x`,
/// `y`).
struct Outline<'a> {
    path: &'a mut Path,
    x: f32,
    y: f32,
    scale: f32,
}

impl Outline<'_> {
    fn at(&self, x: f32, y: f32) -> Point {
        point(self.x + x * self.scale, self.y - y * self.scale)
    }
}

impl OutlineBuilder for Outline<'_> {
    fn move_to(&mut self, x: f32, y: f32) {
        let to = self.at(x, y);
        self.path.move_to(to);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let to = self.at(x, y);
        self.path.line_to(to);
    }

    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let control = self.at(x1, y1);
        let to = self.at(x, y);
        self.path.quad_to(control, to);
    }

    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let (first, second, to) = (self.at(x1, y1), self.at(x2, y2), self.at(x, y));
        self.path.curve_to(first, second, to);
    }

    fn close(&mut self) {
        self.path.close();
    }
}

/// The channels of a 0xRRGGBB colour.
pub fn red(colour: u32) -> u8 {
    ((colour >> 16) & 0xFF) as u8
}

/// The green channel of a 0xRRGGBB colour.
pub fn green(colour: u32) -> u8 {
    ((colour >> 8) & 0xFF) as u8
}

/// The blue channel of a 0xRRGGBB colour.
pub fn blue(colour: u32) -> u8 {
    (colour & 0xFF) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bold() -> Font {
        Font::bundled(Weight::Bold).unwrap_or_else(|error| panic!("{error}"))
    }

    #[test]
    fn the_bundled_fonts_draw_the_seven_languages_letters_hebrew_and_arabic() {
        for weight in [Weight::Regular, Weight::Bold] {
            let font = Font::bundled(weight).unwrap_or_else(|error| panic!("{weight:?}: {error}"));
            for c in "AzÄöüßéèçœăâîșțčěřůžЁёЖжЩщЪъ0123456789…·".chars() {
                assert_eq!(font.face_of(c), Some(0), "{weight:?}: Inter draws {c}");
            }
            assert_eq!(font.face_of('ש'), Some(1), "Noto Sans Hebrew");
            assert_eq!(font.face_of('م'), Some(2), "Noto Sans Arabic");
            assert!(!font.has('🦔'), "no emoji font is bundled");
        }
    }

    #[test]
    fn what_no_font_draws_is_left_out_never_drawn_as_a_question_mark() {
        let font = bold();
        assert_eq!(font.drawable("Ёжик 🦔"), "Ёжик");
        assert_eq!(font.drawable("🦔\u{FE0F}"), "", "nothing left: the caller names the seat");
        assert_eq!(font.drawable("Zoe\u{0308}"), "Zoe\u{0308}", "the mark stays with its letter");
        assert_eq!(font.width("🦔", 20.0), 0.0);
        let question = font.faces[0].glyph_index('?');
        assert!(font.layout("Ёжик 🦔", 20.0).glyphs.iter().all(|placed| Some(placed.glyph) != question));
    }

    #[test]
    fn a_letter_and_its_combining_mark_are_drawn_as_the_composed_letter() {
        let font = bold();
        let composed = font.layout("Zoë", 34.0);
        let combining = font.layout("Zoe\u{0308}", 34.0);
        assert_eq!(combining.glyphs, composed.glyphs, "U+0308 composed with e: ë");
        assert_ne!(font.layout("Zoe", 34.0).glyphs, composed.glyphs);
    }

    #[test]
    fn a_hebrew_name_reads_right_to_left_and_arabic_letters_join() {
        let font = bold();
        // שרה: shin, resh, he; read right to left, shin is the rightmost glyph.
        let line = font.layout("שרה", 34.0);
        let hebrew = &font.faces[1];
        let x_of = |c: char| line.glyphs.iter().find(|placed| Some(placed.glyph) == hebrew.glyph_index(c)).unwrap().x;
        assert!(x_of('ש') > x_of('ר') && x_of('ר') > x_of('ה'), "{line:?}");
        // مريم: the first meem joins the reh after it, so it takes its initial form,
        // not the isolated one the character maps to.
        let arabic = &font.faces[2];
        let line = font.layout("مريم", 34.0);
        assert_eq!(line.glyphs.len(), 4);
        let rightmost = line.glyphs.iter().max_by(|a, b| a.x.total_cmp(&b.x)).unwrap();
        assert_ne!(Some(rightmost.glyph), arabic.glyph_index('م'), "initial form");
        // A Latin name with a Hebrew one after it keeps the Latin first, on the left.
        let mixed = font.layout("Ann שרה", 34.0);
        assert_eq!(mixed.glyphs[0].face, 0);
    }

    #[test]
    fn a_name_too_long_ends_with_an_ellipsis_that_fits() {
        let font = bold();
        let fitted = font.fit("Maximilian Alexander von Habsburg", 32.0, 200.0);
        assert!(fitted.ends_with('…'), "{fitted}");
        assert!(font.width(&fitted, 32.0) <= 200.0);
        assert_eq!(font.fit("Ann", 32.0, 200.0), "Ann");
    }
}
