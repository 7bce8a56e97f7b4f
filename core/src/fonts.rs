//! The Inter font Tally ships (`core/assets/fonts`, OFL; the apps carry the same
//! files): the share picture draws with it and the live table's page serves it. One
//! copy of each weight in the binary, whoever uses it.

/// Inter Regular, TrueType outlines.
pub static INTER_REGULAR: &[u8] = include_bytes!("../assets/fonts/Inter-Regular.ttf");

/// Inter Bold, TrueType outlines.
pub static INTER_BOLD: &[u8] = include_bytes!("../assets/fonts/Inter-Bold.ttf");
