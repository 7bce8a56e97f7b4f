//! Writes the CLDR list patterns ("A, B and C", "A, B a C", "A, B и C") of Tally's
//! seven languages as ICU4X baked data, for the core's list formatter
//! (`core/src/l10n/lists.rs`). The patterns are ICU4X's own (the `icu_list_data`
//! crate, CLDR 49); this keeps those of the seven languages, the wide "and" and
//! "or" lists, each language's own without fallback at run time (the core asks for
//! exactly these seven), so that the apps' library does not carry every locale's.
//!
//! Usage: scripts/list-data/run (writes core/src/l10n/lists/data/).

use icu_provider_export::baked_exporter::{BakedExporter, Options};
use icu_provider_export::prelude::*;

/// ICU4X's compiled list data, made iterable so that the exporter can read it.
struct Cldr;

const _: () = {
    use icu_list_data::*;
    pub mod icu {
        pub use icu_list as list;
    }
    make_provider!(Cldr);
    impl_list_and_v1!(Cldr, ITER);
    impl_list_or_v1!(Cldr, ITER);
};

extern crate alloc;
icu_provider::export::make_exportable_provider!(Cldr, [icu_list::provider::ListAndV1, icu_list::provider::ListOrV1,]);

/// Tally's languages (`tally_core::l10n::LANGUAGES`), English as Tally writes it:
/// British ("colour"; "A, B and C" without the serial comma of CLDR's `en`).
const LANGUAGES: [&str; 7] = ["en-GB", "de", "fr", "ro", "cs", "ru", "nl"];

fn main() {
    let out = std::env::args().nth(1).expect("usage: list-data <output folder>");
    let families = LANGUAGES.map(|language| DataLocaleFamily::single(language.parse().expect("a locale")));
    let mut options = Options::default();
    options.use_internal_fallback = false;
    options.use_separate_crates = true;
    options.overwrite = true;
    options.pretty = true;
    let exporter = BakedExporter::new(out.into(), options).expect("the output folder");
    ExportDriver::new(families, DeduplicationStrategy::None.into(), LocaleFallbacker::new().static_to_owned())
        .with_markers([icu_list::provider::ListAndV1::INFO, icu_list::provider::ListOrV1::INFO])
        .export(&Cldr, exporter)
        .expect("the export");
}
