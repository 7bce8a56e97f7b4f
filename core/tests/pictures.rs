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

/// The committed reference `tests/pictures/<name>-<theme>.png`. With
/// `TALLY_BLESS_PICTURES=1` the test writes it instead (then look at it before
/// committing: docs/exports.md).
fn reference(name: &str, theme: Theme) -> std::path::PathBuf {
    let theme = match theme {
        Theme::Light => "light",
        Theme::Dark => "dark",
    };
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pictures").join(format!("{name}-{theme}.png"))
}

/// `png` against the reference `name` of `theme`: the same size, and at most 16 pixels
/// differing by more than 24 in a channel (a rounding may move an edge's shade; a missing
/// diaeresis alone changes some 60 pixels, a letter far more).
fn matches_reference(png: &[u8], name: &str, theme: Theme) {
    if std::env::var_os("TALLY_BLESS_PICTURES").is_some() {
        std::fs::write(reference(name, theme), png).unwrap();
    }
    compare(png, name, theme).unwrap_or_else(|why| panic!("{why}"));
}

fn compare(png: &[u8], name: &str, theme: Theme) -> Result<(), String> {
    let path = reference(name, theme);
    let drawn = Decoded::from(png);
    let committed = Decoded::from(&std::fs::read(&path).unwrap());
    if (drawn.width, drawn.height) != (committed.width, committed.height) {
        return Err(format!(
            "{name} {theme:?}: {}x{} against {}x{}",
            drawn.width, drawn.height, committed.width, committed.height
        ));
    }
    let differing = drawn
        .rgb
        .chunks(3)
        .zip(committed.rgb.chunks(3))
        .filter(|(a, b)| a.iter().zip(b.iter()).any(|(a, b)| a.abs_diff(*b) > 24))
        .count();
    let allowed = 16;
    if differing > allowed {
        return Err(format!("{name} {theme:?}: {differing} pixels differ from {} (at most {allowed})", path.display()));
    }
    Ok(())
}

#[test]
fn the_picture_matches_the_committed_references_light_and_dark() {
    let (store, id) = store_with_the_game();
    for theme in [Theme::Light, Theme::Dark] {
        let png = in_language("en", || store.share_picture(id, theme, &cet()).unwrap());
        matches_reference(&png, "result", theme);
    }
}

/// Names in every script a table may write: Latin with a combining diaeresis (Zoë typed
/// as e and U+0308), Cyrillic with an emoji, Hebrew, Arabic, and an emoji alone, which no
/// bundled font draws: the fifth seat is then named "Player 5".
const NAMES: [&str; 5] = ["Zoe\u{0308}", "Ёжик 🦔", "שרה", "مريم", "🦔"];

#[test]
fn names_in_every_script_are_drawn_and_match_their_references_light_and_dark() {
    let mut store = tally_core::store::Store::open_in_memory().unwrap();
    let id = add_game(&mut store, &NAMES, start(), played(true));
    for theme in [Theme::Light, Theme::Dark] {
        let png = in_language("en", || store.share_picture(id, theme, &cet()).unwrap());
        matches_reference(&png, "names", theme);
    }
}

#[test]
fn a_reference_compared_with_another_picture_fails() {
    // The comparison would catch a name drawn otherwise: the names' picture is not the
    // result's, nor the result's light picture its dark one.
    let (store, id) = store_with_the_game();
    let png = in_language("en", || store.share_picture(id, Theme::Light, &cet()).unwrap());
    assert!(compare(&png, "result", Theme::Dark).is_err());
    assert!(compare(&png, "result", Theme::Light).is_ok());
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
