//! What a write-ahead log beside a database holds, read from the `-wal` file itself by
//! SQLite's own format (<https://www.sqlite.org/fileformat2.html#walformat>), without
//! opening it through SQLite: its header (page size, salts) and the frames SQLite
//! would apply (those whose salts match the header and whose running checksum holds,
//! up to the last commit frame), with the head each commit wrote
//! ([`super::chain`]).
//!
//! The open ([`super::open`]) uses it to tell a log SQLite would ignore — and then
//! overwrite at the next write, destroying it — from one it would apply, and to
//! prove that a log it would apply is the file's own. The file is read a frame at a
//! time: what is kept is one page and a head per commit.

use std::io::Read;
use std::path::Path;

use super::chain::{self, Head};

const HEADER_LEN: usize = 32;
const FRAME_HEADER_LEN: usize = 24;
const MAGIC_LITTLE_ENDIAN: u32 = 0x377f_0682;
const MAGIC_BIG_ENDIAN: u32 = 0x377f_0683;
const FORMAT_VERSION: u32 = 3_007_000;

/// A `-wal` file as SQLite would read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum WalContents {
    /// No log, or an empty one: nothing to apply.
    Empty,
    /// A log SQLite would not apply: a header that is not a WAL header, or one
    /// written for pages of another size than the database's.
    Unreadable,
    /// A log whose header SQLite accepts.
    Log(WalLog),
}

/// A readable log: its header and what SQLite would apply of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct WalLog {
    /// Transactions whose commit frame is valid: what SQLite applies.
    pub commits: u32,
    /// Frames up to and including the last valid commit frame.
    pub committed_frames: u32,
    /// The header's two salts as written (bytes 16-23).
    pub salts: [u8; 8],
    /// The head each commit wrote, in order, when the head's page was asked for:
    /// `None` for a commit whose frames do not hold that page (or not a head).
    pub heads: Vec<Option<Head>>,
}

/// Reads the log at `wal` for a database of `page_size` bytes per page (`None`: a
/// database file too short to say, whose pages are all in the log), with the head
/// each commit wrote to page `head_page` when one is given.
///
/// # Errors
/// The file exists but cannot be read.
pub(crate) fn read(wal: &Path, page_size: Option<u32>, head_page: Option<u32>) -> std::io::Result<WalContents> {
    match std::fs::File::open(wal) {
        // A log holds at most a few thousand pages between checkpoints; a larger file
        // is read only as far as a judgement needs.
        Ok(file) => parse_from(std::io::BufReader::new(file.take(MAX_READ)), page_size, head_page),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(WalContents::Empty),
        Err(error) => Err(error),
    }
}

/// The most of a log that is read: 256 MiB, far beyond what Tally's automatic
/// checkpoints let a log grow to.
const MAX_READ: u64 = 256 * 1024 * 1024;

/// [`read`] on bytes already in memory.
#[cfg(test)]
pub(crate) fn parse(bytes: &[u8], page_size: Option<u32>, head_page: Option<u32>) -> WalContents {
    parse_from(bytes, page_size, head_page).expect("bytes in memory read")
}

/// Fills `buffer` from `input`; false when the input ends first.
fn fill(input: &mut impl Read, buffer: &mut [u8]) -> std::io::Result<bool> {
    match input.read_exact(buffer) {
        Ok(()) => Ok(true),
        Err(error) if error.kind() == std::io::ErrorKind::UnexpectedEof => Ok(false),
        Err(error) => Err(error),
    }
}

fn parse_from(mut input: impl Read, page_size: Option<u32>, head_page: Option<u32>) -> std::io::Result<WalContents> {
    let mut header = [0u8; HEADER_LEN];
    let mut first = [0u8; 1];
    if input.read(&mut first)? == 0 {
        return Ok(WalContents::Empty);
    }
    header[0] = first[0];
    if !fill(&mut input, &mut header[1..])? {
        return Ok(WalContents::Unreadable);
    }
    let magic = be(&header, 0);
    let big_endian = match magic {
        MAGIC_BIG_ENDIAN => true,
        MAGIC_LITTLE_ENDIAN => false,
        _ => return Ok(WalContents::Unreadable),
    };
    let logged_page_size = be(&header, 8);
    let fits = match page_size {
        Some(size) => logged_page_size == size,
        None => (512..=65_536).contains(&logged_page_size) && logged_page_size.is_power_of_two(),
    };
    if be(&header, 4) != FORMAT_VERSION || !fits {
        return Ok(WalContents::Unreadable);
    }
    let mut sum = checksum(big_endian, (0, 0), &header[..24]);
    if sum != (be(&header, 24), be(&header, 28)) {
        return Ok(WalContents::Unreadable);
    }
    let salts = (be(&header, 16), be(&header, 20));
    let mut written = [0u8; 8];
    written.copy_from_slice(&header[16..24]);
    let mut log = WalLog { commits: 0, committed_frames: 0, salts: written, heads: Vec::new() };
    let mut frame = vec![0u8; FRAME_HEADER_LEN + logged_page_size as usize];
    let mut frames = 0;
    // The head the transaction being read wrote: `None` until it writes the page.
    let mut pending: Option<Option<Head>> = None;
    while fill(&mut input, &mut frame)? {
        if (be(&frame, 8), be(&frame, 12)) != salts || be(&frame, 0) == 0 {
            break;
        }
        sum = checksum(big_endian, sum, &frame[..8]);
        sum = checksum(big_endian, sum, &frame[FRAME_HEADER_LEN..]);
        if sum != (be(&frame, 16), be(&frame, 20)) {
            break;
        }
        frames += 1;
        if Some(be(&frame, 0)) == head_page {
            pending = Some(chain::head_in_page(&frame[FRAME_HEADER_LEN..]));
        }
        if be(&frame, 4) != 0 {
            log.commits += 1;
            log.committed_frames = frames;
            if head_page.is_some() {
                log.heads.push(pending.take().flatten());
            }
        }
    }
    Ok(WalContents::Log(log))
}

/// A big-endian `u32` at `at` (the header and frame header fields).
fn be(bytes: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// SQLite's running WAL checksum over `data` (a multiple of 8 bytes), continuing `sum`.
fn checksum(big_endian: bool, (mut s0, mut s1): (u32, u32), data: &[u8]) -> (u32, u32) {
    for pair in data.chunks_exact(8) {
        let word = |at: usize| {
            let bytes = [pair[at], pair[at + 1], pair[at + 2], pair[at + 3]];
            if big_endian { u32::from_be_bytes(bytes) } else { u32::from_le_bytes(bytes) }
        };
        s0 = s0.wrapping_add(word(0)).wrapping_add(s1);
        s1 = s1.wrapping_add(word(4)).wrapping_add(s0);
    }
    (s0, s1)
}

/// The page size a database file's header gives (bytes 16-17; 1 means 65536).
pub(crate) fn page_size_of(database: &Path) -> std::io::Result<Option<u32>> {
    let mut header = [0u8; 18];
    let mut file = std::fs::File::open(database)?;
    if file.read_exact(&mut header).is_err() {
        return Ok(None);
    }
    Ok(match u16::from_be_bytes([header[16], header[17]]) {
        1 => Some(65_536),
        size if size >= 512 && size.is_power_of_two() => Some(u32::from(size)),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A log of `frames` (page number, commit size) for pages of 512 bytes, with
    /// SQLite's checksums, as SQLite writes it on a little-endian machine.
    fn log(frames: &[(u32, u32)], salts: (u32, u32)) -> Vec<u8> {
        let page_size = 512u32;
        let mut bytes = Vec::new();
        for value in [MAGIC_LITTLE_ENDIAN, FORMAT_VERSION, page_size, 0, salts.0, salts.1] {
            bytes.extend(value.to_be_bytes());
        }
        let mut sum = checksum(false, (0, 0), &bytes);
        bytes.extend(sum.0.to_be_bytes());
        bytes.extend(sum.1.to_be_bytes());
        for &(page, commit) in frames {
            let mut frame = Vec::new();
            for value in [page, commit, salts.0, salts.1] {
                frame.extend(value.to_be_bytes());
            }
            let content = vec![page as u8; page_size as usize];
            sum = checksum(false, sum, &frame[..8]);
            sum = checksum(false, sum, &content);
            frame.extend(sum.0.to_be_bytes());
            frame.extend(sum.1.to_be_bytes());
            frame.extend(content);
            bytes.extend(frame);
        }
        bytes
    }

    #[test]
    fn committed_frames_are_counted_up_to_the_last_commit() {
        let bytes = log(&[(2, 0), (3, 5), (4, 0)], (7, 9));
        let salts = [0, 0, 0, 7, 0, 0, 0, 9];
        assert_eq!(
            parse(&bytes, Some(512), None),
            WalContents::Log(WalLog { commits: 1, committed_frames: 2, salts, heads: vec![] })
        );
    }

    #[test]
    fn a_log_for_another_page_size_or_with_a_bad_header_is_unreadable() {
        let bytes = log(&[(2, 3)], (7, 9));
        assert_eq!(parse(&bytes, Some(4096), None), WalContents::Unreadable);
        let mut bad = bytes.clone();
        bad[25] ^= 1;
        assert_eq!(parse(&bad, Some(512), None), WalContents::Unreadable);
        assert_eq!(parse(&bytes[..20], Some(512), None), WalContents::Unreadable);
        assert_eq!(parse(&[], Some(512), None), WalContents::Empty);
    }

    #[test]
    fn a_frame_with_other_salts_or_a_broken_checksum_ends_the_log() {
        let mut bytes = log(&[(2, 3), (3, 4)], (7, 9));
        let second = HEADER_LEN + FRAME_HEADER_LEN + 512;
        bytes[second + FRAME_HEADER_LEN + 10] ^= 0xff;
        let salts = [0, 0, 0, 7, 0, 0, 0, 9];
        assert_eq!(
            parse(&bytes, Some(512), None),
            WalContents::Log(WalLog { commits: 1, committed_frames: 1, salts, heads: vec![] })
        );
        let truncated = log(&[(2, 3), (3, 4)], (7, 9));
        assert_eq!(
            parse(&truncated[..second + 100], Some(512), None),
            WalContents::Log(WalLog { commits: 1, committed_frames: 1, salts, heads: vec![] })
        );
    }
}
