//! The Inter font Tally ships (`core/assets/fonts`, OFL; the apps carry the same
//! files): the share picture draws with it and the live table's page serves it. One
//! copy of each weight in the binary, whoever uses it, packed by `core/build.rs`
//! (zlib: 32 KB of each 80 KB file): the page is sent it packed, and the picture
//! inflates it the first time it draws.

use std::sync::OnceLock;

use crate::packed::inflate;

/// Inter Regular, TrueType outlines, zlib-compressed.
pub static INTER_REGULAR_ZLIB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/Inter-Regular.ttf.zlib"));

/// Inter Bold, TrueType outlines, zlib-compressed.
pub static INTER_BOLD_ZLIB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/Inter-Bold.ttf.zlib"));

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
    }
}
