//! How the apps' library is built (docs/performance.md, "The apps' library").
//!
//! - **Its texts packed.** Each language's `locales/<language>/app.ftl` is deflated
//!   into the library (`texts.rs` includes `app_texts.rs` and renders them with
//!   [`Bundles::deflated`]), every language but English against the English file
//!   (`deflate_against`, from the core): a fifth of their size in the binary, and
//!   only the language in use is inflated.
//! - **Its relocations packed.** The library's tables of `&'static` data (the
//!   catalogue, the rules, the messages) need some 12,700 pointer fixups at load
//!   time on x86_64 (7,100 on aarch64): 0.31 MB as plain `RELA` entries (0.17 MB), a
//!   few KB packed. On Linux they are packed
//!   as `DT_RELR` (glibc 2.36 and later). On Android they are packed in Android's own
//!   format (`--pack-dyn-relocs=android`, which bionic reads from API 23; the app's
//!   `minSdk` is 26 and `cargoNdk` links for it): relinked that way, the aarch64
//!   library is 0.15 MB smaller than unpacked and the x86_64 one 0.27 MB
//!   (docs/performance.md). `relr` would need API 28 (with Android's own tags) or 30.

use std::fmt::Write as _;
use std::path::Path;

/// The languages, in the order of `tally_core::l10n::LANGUAGES` (a unit test of
/// `texts.rs` compares each packed text with its file).
const LANGUAGES: [&str; 7] = ["en", "de", "fr", "ro", "cs", "ru", "nl"];

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out);
    let mut sources = String::from("[\n");
    let mut english = String::new();
    for language in LANGUAGES {
        let path = format!("locales/{language}/app.ftl");
        println!("cargo::rerun-if-changed={path}");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
        let name = format!("{language}-app.ftl.deflate");
        let packed = if language == "en" {
            english.clone_from(&text);
            miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 10)
        } else {
            deflate_against(english.as_bytes(), text.as_bytes())
        };
        std::fs::write(out.join(&name), packed).expect("write to OUT_DIR");
        let _ = writeln!(sources, "    &[(\"app.ftl\", include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{name}\")))],");
    }
    sources.push(']');
    std::fs::write(out.join("app_texts.rs"), format!("// Written by `bindings/ffi/build.rs`.\n{sources}\n"))
        .expect("write to OUT_DIR");

    match std::env::var("CARGO_CFG_TARGET_OS").as_deref() {
        Ok("linux") => println!("cargo::rustc-cdylib-link-arg=-Wl,-z,pack-relative-relocs"),
        Ok("android") => println!("cargo::rustc-cdylib-link-arg=-Wl,--pack-dyn-relocs=android"),
        _ => {}
    }
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=../../core/src/l10n/deflate_against.rs");
}

// The core's packing of a text against another, which `Bundles::deflated` inflates.
include!("../../core/src/l10n/deflate_against.rs");
