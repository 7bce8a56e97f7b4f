//! Packs the Fluent resources of `locales/<language>/<file>.ftl` into the library
//! (`l10n/pack.rs` reads them): each file compressed on its own (deflate; a file of
//! a language other than English against the English file of the same name, which
//! shares its ids: `l10n/deflate_against.rs`), and an index saying which file of
//! each language holds each message, so that a process inflates and parses only
//! the files of the messages it renders, in the language it renders them in. The
//! texts take a fifth of their size in the binary (a quarter when each file was
//! packed alone).
//!
//! Packs the bundled fonts too (`assets/fonts`, zlib): the live table's page is sent
//! Inter as it is packed (`Content-Encoding: deflate`), and the share picture inflates
//! the fonts it draws with once (`fonts.rs`). They take 40 % of their size in the binary.

use std::fmt::Write as _;
use std::path::Path;

/// The languages, in the order of `l10n::LANGUAGES` (a unit test compares them).
const LANGUAGES: [&str; 7] = ["en", "de", "fr", "ro", "cs", "ru", "nl"];

/// The resource files of every language, in the order they are added to a bundle.
const FILES: [&str; 13] = [
    "lists.ftl",
    "errors.ftl",
    "table.ftl",
    "catalog.ftl",
    "rule-names.ftl",
    "features.ftl",
    "feature-rows.ftl",
    "events.ftl",
    "event-rows.ftl",
    "dispatches.ftl",
    "live.ftl",
    "share.ftl",
    "statistics.ftl",
];

/// The index's mark for a message a language does not have.
const ABSENT: u8 = u8::MAX;

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out);
    let mut ids: Vec<String> = Vec::new();
    let mut files_of: Vec<Vec<(String, u8)>> = Vec::new();
    let mut packed = String::new();
    // English comes first: each of its files is the dictionary of the same file in
    // the other languages.
    let mut english: Vec<String> = Vec::new();
    for language in LANGUAGES {
        let mut located = Vec::new();
        packed.push_str("    &[\n");
        for (index, file) in FILES.iter().enumerate() {
            let path = format!("locales/{language}/{file}");
            println!("cargo::rerun-if-changed={path}");
            let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
            let compressed = if language == "en" {
                english.push(text.clone());
                miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 10)
            } else {
                deflate_against(english[index].as_bytes(), text.as_bytes())
            };
            let name = format!("{language}-{file}.deflate");
            std::fs::write(out.join(&name), compressed).expect("write to OUT_DIR");
            let _ = writeln!(packed, "        include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{name}\")),");
            for id in ids_in(&text) {
                located.push((id.to_owned(), u8::try_from(index).expect("fewer than 255 files")));
                ids.push(id.to_owned());
            }
        }
        packed.push_str("    ],\n");
        files_of.push(located);
    }
    ids.sort();
    ids.dedup();
    let mut index = String::new();
    for located in &files_of {
        let mut file_of = vec![ABSENT; ids.len()];
        for (id, file) in located {
            let at = ids.binary_search(id).expect("every id is in the union");
            file_of[at] = *file;
        }
        let _ = writeln!(index, "    &{file_of:?},");
    }
    let source = format!(
        "/// Written by `core/build.rs`.\n\
         pub(super) static PACK: Pack = Pack {{\n\
         files: &{FILES:?},\n\
         texts: [\n{packed}],\n\
         ids: &{ids:?},\n\
         file_of: [\n{index}],\n\
         }};\n"
    );
    std::fs::write(out.join("fluent_pack.rs"), source).expect("write to OUT_DIR");

    for font in ["Inter-Regular.ttf", "Inter-Bold.ttf", "NotoSansHebrew-Bold.ttf", "NotoSansArabic-Bold.ttf"] {
        let path = format!("assets/fonts/{font}");
        println!("cargo::rerun-if-changed={path}");
        let bytes = std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
        std::fs::write(out.join(format!("{font}.zlib")), miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 10))
            .expect("write to OUT_DIR");
    }
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/l10n/deflate_against.rs");
}

include!("src/l10n/message_ids.rs");
include!("src/l10n/deflate_against.rs");
