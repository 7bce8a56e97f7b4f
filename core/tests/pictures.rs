//! The share picture: the committed references, light and dark, compared pixel by pixel
//! with a tolerance; names in Latin with combining marks, Cyrillic, Hebrew, Arabic and
//! emoji drawn (each compared with its reference, looked at when it was committed); the
//! winner in their colour. The game is `support/played_game.rs`'s.

use tally_core::formats::Theme;
use tally_core::l10n::in_language;

#[path = "support/played_game.rs"]
mod played_game;
use played_game::*;

/// A PNG's pixels, as RGB.
struct Decoded {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Decoded {
    fn from(png: &[u8]) -> Decoded {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut pixels).unwrap();
        let channels = frame.color_type.samples();
        let rgb = pixels[..frame.buffer_size()].chunks(channels).flat_map(|pixel| pixel[..3].to_vec()).collect();
        Decoded { width: frame.width, height: frame.height, rgb }
    }

    fn pixel(&self, x: u32, y: u32) -> (u8, u8, u8) {
        let at = (y as usize * self.width as usize + x as usize) * 3;
        (self.rgb[at], self.rgb[at + 1], self.rgb[at + 2])
    }
}

/// The committed reference of `theme`: `tests/pictures/result-<theme>.png`. With
/// `TALLY_BLESS_PICTURES=1` the test writes it instead (then look at it before
/// committing: docs/exports.md).
fn reference(theme: Theme) -> std::path::PathBuf {
    let name = match theme {
        Theme::Light => "result-light.png",
        Theme::Dark => "result-dark.png",
    };
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pictures").join(name)
}

#[test]
fn the_picture_matches_the_committed_references_light_and_dark() {
    let (store, id) = store_with_the_game();
    for theme in [Theme::Light, Theme::Dark] {
        let png = in_language("en", || store.share_picture(id, theme, &cet()).unwrap());
        let path = reference(theme);
        if std::env::var_os("TALLY_BLESS_PICTURES").is_some() {
            std::fs::write(&path, &png).unwrap();
        }
        let drawn = Decoded::from(&png);
        let committed = Decoded::from(&std::fs::read(&path).unwrap());
        assert_eq!((drawn.width, drawn.height), (committed.width, committed.height), "{theme:?}");
        let differing = drawn.rgb.chunks(3).zip(committed.rgb.chunks(3)).filter(|(a, b)| a != b).count();
        assert_eq!(differing, 0, "{theme:?}: {differing} pixels differ from {}", path.display());
    }
}

#[test]
fn the_picture_is_light_or_dark_and_shows_the_winner_in_their_colour() {
    let (store, id) = store_with_the_game();
    let luminance = |theme| {
        let png = store.share_picture(id, theme, &cet()).unwrap();
        let pixmap = Decoded::from(&png);
        let (red, green, blue) = pixmap.pixel(2, 2);
        (u32::from(red) + u32::from(green) + u32::from(blue), pixmap)
    };
    let (light, pixmap) = luminance(Theme::Light);
    let (dark, _) = luminance(Theme::Dark);
    assert!(light > 600 && dark < 150, "light {light}, dark {dark}");
    // Red is Colour::Red's sRGB value; the winner's disc is on the first row.
    let red = (0xD7, 0x26, 0x1E);
    let reds = (0..pixmap.height / 2)
        .flat_map(|y| (0..pixmap.width).map(move |x| (x, y)))
        .filter(|&(x, y)| pixmap.pixel(x, y) == red)
        .count();
    assert!(reds > 500, "Ann's red disc and chart line: {reds} red pixels in the upper half");
}
