//! Text on the picture: the bundled Inter font (`core/assets/fonts`, OFL, TrueType
//! outlines) read by `ttf-parser`, the glyphs' outlines filled on the [`Canvas`] with
//! anti-aliasing. No shaping and no kerning: advances only, enough for names, numbers
//! and short labels. A character the font lacks is drawn as `?`, so a name in any
//! script is drawn, never dropped.

use ttf_parser::{Face, GlyphId, OutlineBuilder};

use super::canvas::Canvas;
use super::path::{Path, Point, point};

use crate::fonts::{inter_bold, inter_regular};

/// A weight of the bundled font.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    /// Inter Regular.
    Regular,
    /// Inter Bold.
    Bold,
}

/// A parsed font face.
pub struct Font {
    face: Face<'static>,
    fallback: GlyphId,
}

impl std::fmt::Debug for Font {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Font").field("glyphs", &self.face.number_of_glyphs()).finish()
    }
}

impl Font {
    /// The bundled font of `weight`.
    ///
    /// # Errors
    /// The font's own parser's reason, should the bundled file be damaged.
    pub fn bundled(weight: Weight) -> Result<Font, String> {
        let bytes = match weight {
            Weight::Regular => inter_regular(),
            Weight::Bold => inter_bold(),
        };
        let face = Face::parse(bytes, 0).map_err(|error| error.to_string())?;
        let fallback = face.glyph_index('?').unwrap_or(GlyphId(0));
        Ok(Font { face, fallback })
    }

    /// Whether the font draws `c` (rather than the `?` that stands for it).
    pub fn has(&self, c: char) -> bool {
        self.face.glyph_index(c).is_some()
    }

    fn glyph(&self, c: char) -> GlyphId {
        self.face.glyph_index(c).unwrap_or(self.fallback)
    }

    fn scale(&self, size: f32) -> f32 {
        size / f32::from(self.face.units_per_em())
    }

    /// The width of `text` at `size` pixels.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let scale = self.scale(size);
        text.chars().map(|c| f32::from(self.face.glyph_hor_advance(self.glyph(c)).unwrap_or(0)) * scale).sum()
    }

    /// `text`, or as much of it as fits in `width` followed by "…".
    pub fn fit(&self, text: &str, size: f32, width: f32) -> String {
        if self.width(text, size) <= width {
            return text.to_owned();
        }
        let mut kept: String = text.to_owned();
        while !kept.is_empty() && self.width(&format!("{kept}…"), size) > width {
            kept.pop();
        }
        format!("{}…", kept.trim_end())
    }

    /// Draws `text` with its baseline starting at (`x`, `baseline`).
    pub fn draw(&self, canvas: &mut Canvas, text: &str, x: f32, baseline: f32, size: f32, colour: u32) {
        let scale = self.scale(size);
        let mut outline = Outline { path: Path::new(), x, y: baseline, scale };
        for c in text.chars() {
            let glyph = self.glyph(c);
            // A glyph with no outline (a space) only moves the pen.
            let _ = self.face.outline_glyph(glyph, &mut outline);
            outline.x += f32::from(self.face.glyph_hor_advance(glyph).unwrap_or(0)) * scale;
        }
        if !outline.path.is_empty() {
            canvas.fill(&outline.path, colour);
        }
    }

    /// Draws `text` so that it ends at `right`.
    pub fn draw_right(&self, canvas: &mut Canvas, text: &str, right: f32, baseline: f32, size: f32, colour: u32) {
        let width = self.width(text, size);
        self.draw(canvas, text, right - width, baseline, size, colour);
    }
}

/// A text's glyph outlines in pixels: font units scaled, y turned downwards, each
/// glyph placed at the pen (`x`).
struct Outline {
    path: Path,
    x: f32,
    y: f32,
    scale: f32,
}

impl Outline {
    fn at(&self, x: f32, y: f32) -> Point {
        point(self.x + x * self.scale, self.y - y * self.scale)
    }
}

impl OutlineBuilder for Outline {
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

    #[test]
    fn the_bundled_fonts_draw_the_seven_languages_letters() {
        for weight in [Weight::Regular, Weight::Bold] {
            let font = Font::bundled(weight).unwrap_or_else(|error| panic!("{weight:?}: {error}"));
            for c in "AzÄöüßéèçœăâîșțčěřůžЁёЖжЩщЪъ0123456789…·".chars() {
                assert!(font.has(c), "{weight:?} lacks {c}");
            }
            assert!(!font.has('🦔'), "an emoji is not in the subset: drawn as ?");
            assert_eq!(font.width("🦔", 20.0), font.width("?", 20.0));
        }
    }

    #[test]
    fn a_name_too_long_ends_with_an_ellipsis_that_fits() {
        let font = Font::bundled(Weight::Bold).unwrap_or_else(|error| panic!("{error}"));
        let fitted = font.fit("Maximilian Alexander von Habsburg", 32.0, 200.0);
        assert!(fitted.ends_with('…'), "{fitted}");
        assert!(font.width(&fitted, 32.0) <= 200.0);
        assert_eq!(font.fit("Ann", 32.0, 200.0), "Ann");
    }
}
