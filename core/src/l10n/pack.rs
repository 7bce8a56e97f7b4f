//! The core's Fluent resources as `core/build.rs` packs them into the library: each
//! file of each language compressed on its own (English's alone, another
//! language's against the English file of the same name: `deflate_against.rs`), and
//! an index of the file that holds each message in each language. A file is
//! inflated only when a message of it is rendered in its language (with, for a
//! language other than English, the English file it was packed against; English is
//! inflated, not parsed).

use super::LANGUAGES;

/// The packed resources of every language (see the module's guide).
#[derive(Debug)]
pub(crate) struct Pack {
    /// The resource files of every language, in the order they are added to a bundle.
    pub(crate) files: &'static [&'static str],
    /// Each language's files, deflated, in the order of `files`; English's first,
    /// each alone, and every other language's against English's file of the same
    /// name.
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
        inflate_packed(language, self.texts[language][file], self.texts[0][file])
    }
}

/// A text of language `language` (an index of [`LANGUAGES`]) as the build scripts
/// pack them, inflated: `bytes` alone for English, else against `english`, the
/// English text of the same name, packed alone.
pub(super) fn inflate_packed(language: usize, bytes: &[u8], english: &[u8]) -> String {
    if language == 0 { inflate(bytes) } else { inflate_against(inflate(english).as_bytes(), bytes) }
}

/// A text a build script deflated from UTF-8 on its own: it inflates (an empty text
/// if the bytes were damaged, which the tests of every text would show).
fn inflate(bytes: &[u8]) -> String {
    String::from_utf8(miniz_oxide::inflate::decompress_to_vec(bytes).unwrap_or_default()).unwrap_or_default()
}

/// A text a build script deflated from UTF-8 against `dictionary`
/// (`deflate_against.rs`): inflated after the dictionary's text, which its matches
/// may reach back into (an empty text if the bytes were damaged).
fn inflate_against(dictionary: &[u8], bytes: &[u8]) -> String {
    use miniz_oxide::inflate::TINFLStatus;
    use miniz_oxide::inflate::core::{DecompressorOxide, decompress, inflate_flags};

    let mut out = Vec::with_capacity(dictionary.len() + bytes.len() * 4);
    out.extend_from_slice(dictionary);
    out.resize(out.capacity(), 0);
    let mut state = DecompressorOxide::new();
    let (mut read, mut written) = (0, dictionary.len());
    loop {
        let (status, more_read, more_written) = decompress(
            &mut state,
            &bytes[read..],
            &mut out,
            written,
            inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF,
        );
        read += more_read;
        written += more_written;
        match status {
            TINFLStatus::Done => break,
            TINFLStatus::HasMoreOutput => out.resize(out.len() * 2, 0),
            _ => return String::new(),
        }
    }
    out.truncate(written);
    String::from_utf8(out.split_off(dictionary.len())).unwrap_or_default()
}
