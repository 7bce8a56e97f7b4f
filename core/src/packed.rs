//! Files a build script packed into the binary with zlib (the fonts here, the live
//! table's page in `tally-host`): inflated when they are needed, or sent as they are
//! to a browser that accepts `Content-Encoding: deflate`.

/// Bytes a build script packed with zlib, inflated (empty if they were damaged,
/// which the tests of each packed file would show).
pub fn inflate(zlib: &[u8]) -> Vec<u8> {
    miniz_oxide::inflate::decompress_to_vec_zlib(zlib).unwrap_or_default()
}
