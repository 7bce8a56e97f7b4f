//! The fonts Tally ships (`core/assets/fonts`, OFL): Inter, which the apps carry too,
//! the share picture draws with and the live table's page serves; and, for the share
//! picture only, Noto Sans Hebrew and Noto Sans Arabic (bold, subset to their scripts),
//! which draw the names Inter cannot. One copy of each file in the binary, whoever uses
//! it, packed by `core/build.rs` (zlib: 32 KB of each 80 KB Inter file, 8 KB of Hebrew's
//! 14 KB, 32 KB of Arabic's 65 KB): the page is sent Inter packed, and the picture
//! inflates each font the first time it draws.

use std::sync::OnceLock;

use crate::packed::inflate;

/// Inter Regular, TrueType outlines, zlib-compressed.
pub static INTER_REGULAR_ZLIB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/Inter-Regular.ttf.zlib"));

/// Inter Bold, TrueType outlines, zlib-compressed.
pub static INTER_BOLD_ZLIB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/Inter-Bold.ttf.zlib"));

/// Noto Sans Hebrew Bold (subset), TrueType outlines, zlib-compressed.
#[cfg(feature = "picture")]
static NOTO_SANS_HEBREW_BOLD_ZLIB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/NotoSansHebrew-Bold.ttf.zlib"));

/// Noto Sans Arabic Bold (subset), TrueType outlines, zlib-compressed.
#[cfg(feature = "picture")]
static NOTO_SANS_ARABIC_BOLD_ZLIB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/NotoSansArabic-Bold.ttf.zlib"));

/// Noto Sans Hebrew Bold, inflated once.
#[cfg(feature = "picture")]
pub fn noto_sans_hebrew_bold() -> &'static [u8] {
    static FONT: OnceLock<Vec<u8>> = OnceLock::new();
    FONT.get_or_init(|| inflate(NOTO_SANS_HEBREW_BOLD_ZLIB))
}

/// Noto Sans Arabic Bold, inflated once.
#[cfg(feature = "picture")]
pub fn noto_sans_arabic_bold() -> &'static [u8] {
    static FONT: OnceLock<Vec<u8>> = OnceLock::new();
    FONT.get_or_init(|| inflate(NOTO_SANS_ARABIC_BOLD_ZLIB))
}

/// Inter Regular, inflated once.
pub fn inter_regular() -> &'static [u8] {
    static FONT: OnceLock<Vec<u8>> = OnceLock::new();
    FONT.get_or_init(|| inflate(INTER_REGULAR_ZLIB))
}

/// Inter Bold, inflated once.
pub fn inter_bold() -> &'static [u8] {
    static FONT: OnceLock<Vec<u8>> = OnceLock::new();
    FONT.get_or_init(|| inflate(INTER_BOLD_ZLIB))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_packed_font_inflates_to_its_file() {
        assert_eq!(inter_regular(), std::fs::read("assets/fonts/Inter-Regular.ttf").unwrap());
        assert_eq!(inter_bold(), std::fs::read("assets/fonts/Inter-Bold.ttf").unwrap());
        assert!(INTER_REGULAR_ZLIB.len() < inter_regular().len() / 2, "packed to under half");
        #[cfg(feature = "picture")]
        {
            assert_eq!(noto_sans_hebrew_bold(), std::fs::read("assets/fonts/NotoSansHebrew-Bold.ttf").unwrap());
            assert_eq!(noto_sans_arabic_bold(), std::fs::read("assets/fonts/NotoSansArabic-Bold.ttf").unwrap());
        }
    }
}
