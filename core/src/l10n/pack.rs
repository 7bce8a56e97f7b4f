//! The core's Fluent resources as `core/build.rs` packs them into the library: each
//! file of each language compressed on its own, and an index of the file that holds
//! each message in each language. A file is inflated only when a message of it is
//! rendered in its language.

use super::LANGUAGES;

/// The packed resources of every language (see the module's guide).
#[derive(Debug)]
pub(crate) struct Pack {
    /// The resource files of every language, in the order they are added to a bundle.
    pub(crate) files: &'static [&'static str],
    /// Each language's files, deflated, in the order of `files`.
    texts: [&'static [&'static [u8]]; LANGUAGES.len()],
    /// Every message id of any language, sorted.
    ids: &'static [&'static str],
    /// For each language, the index in `files` of the file holding each message of
    /// `ids` ([`ABSENT`] when the language does not have it).
    file_of: [&'static [u8]; LANGUAGES.len()],
}

/// The index's mark for a message a language does not have.
const ABSENT: u8 = u8::MAX;

include!(concat!(env!("OUT_DIR"), "/fluent_pack.rs"));

impl Pack {
    /// The file (its index in `files`) of language `language` (an index of
    /// [`LANGUAGES`]) that holds the message `id`, if the language has it.
    pub(crate) fn file_of(&self, language: usize, id: &str) -> Option<usize> {
        let at = self.ids.binary_search(&id).ok()?;
        let file = self.file_of[language][at];
        (file != ABSENT).then_some(usize::from(file))
    }

    /// Every message id of language `language`, file by file, in id order.
    pub(crate) fn ids_of(&self, language: usize) -> Vec<&'static str> {
        let mut ids: Vec<(u8, &'static str)> = (self.file_of[language].iter().copied().zip(self.ids.iter().copied()))
            .filter(|(file, _)| *file != ABSENT)
            .collect();
        ids.sort_by_key(|(file, _)| *file);
        ids.into_iter().map(|(_, id)| id).collect()
    }

    /// The text of file `file` of language `language`, inflated.
    pub(crate) fn text(&self, language: usize, file: usize) -> String {
        inflate(self.texts[language][file])
    }
}

/// A text a build script deflated from UTF-8 (the core's, or a front-end's for
/// [`Bundles::deflated`](super::Bundles::deflated)): it inflates (an empty text if
/// the bytes were damaged, which the tests of every text would show).
pub(super) fn inflate(bytes: &[u8]) -> String {
    String::from_utf8(miniz_oxide::inflate::decompress_to_vec(bytes).unwrap_or_default()).unwrap_or_default()
}
