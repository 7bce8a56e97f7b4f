//! Bounded reads: an import document is read through
//! `Read::take(MAX_IMPORT_BYTES + 1)`, whatever the source — an endless stream,
//! `/dev/zero` — so memory stays bounded by design: the test counts the bytes the
//! source gave, which is never more than the limit and one byte.

use std::io::Read;

use tally_core::limits::MAX_IMPORT_BYTES;
use tally_core::msg;
use tally_core::store::ExportDocument;
use tally_core::{Error, Result};

/// A source that counts what it gives.
struct Counted<R> {
    inner: R,
    given: u64,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let read = self.inner.read(buffer)?;
        self.given += read as u64;
        Ok(read)
    }
}

/// An endless stream of one byte.
struct Endless(u8);

impl Read for Endless {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        buffer.fill(self.0);
        Ok(buffer.len())
    }
}

fn read_counted(source: impl Read) -> (Result<String>, u64) {
    let mut counted = Counted { inner: source, given: 0 };
    let result = ExportDocument::read(&mut counted);
    (result, counted.given)
}

fn too_large() -> Error {
    let limit = 64 * 1024 * 1024;
    Error::TooLarge { what: msg!("too-large-import-read"), found: limit + 1, limit }
}

#[test]
fn an_endless_stream_and_dev_zero_are_refused_after_the_limit_and_one_byte() {
    assert_eq!(MAX_IMPORT_BYTES, 64 * 1024 * 1024);
    let (result, given) = read_counted(Endless(b' '));
    assert_eq!(result, Err(too_large()));
    assert_eq!(given, 64 * 1024 * 1024 + 1, "reading stopped one byte past the limit");
    let (result, given) = read_counted(std::fs::File::open("/dev/zero").expect("/dev/zero"));
    assert_eq!(result, Err(too_large()));
    assert_eq!(given, 64 * 1024 * 1024 + 1);
    let message = too_large().to_string();
    assert_eq!(
        message,
        "bytes read from the import document (reading stopped there): 67108865 is more than the limit of 67108864"
    );
}

#[test]
fn a_document_at_the_limit_is_read_whole() {
    let (result, given) = read_counted(Endless(b' ').take(64 * 1024 * 1024));
    assert_eq!(result.expect("at the limit").len(), 64 * 1024 * 1024);
    assert_eq!(given, 64 * 1024 * 1024);
}

#[test]
fn a_source_that_is_not_text_or_cannot_be_read_is_an_invalid_import() {
    let (result, _) = read_counted(&b"{\"format\": \"tally-export\xff\"}"[..]);
    let error = result.expect_err("not UTF-8");
    assert_eq!(error.code().as_str(), "invalid_import");
    assert!(error.to_string().starts_with("cannot import: the document is not UTF-8 text"), "{error}");
    let directory = std::fs::File::open(std::env::temp_dir()).expect("a directory opens");
    let error = ExportDocument::read(directory).expect_err("a directory cannot be read");
    assert_eq!(error.code().as_str(), "invalid_import");
    assert!(error.to_string().starts_with("cannot import: cannot read the document"), "{error}");
}
