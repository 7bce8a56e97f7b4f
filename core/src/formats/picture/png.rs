//! The canvas as a PNG file (RGB, 8 bits a channel): each row filtered with the
//! filter that leaves it the smallest (the usual heuristic; each filter a loop of
//! its own over the row), the rows compressed with
//! zlib by `miniz_oxide` (the core's one deflate), and the chunks' CRC-32. Written
//! here rather than with the `png` crate, whose encoder brought 66 KB and a second
//! deflate into the apps' library for these few lines; the tests read every picture
//! back with `png`'s decoder.

/// The PNG of an RGB image `width` pixels wide whose rows follow one another in `rgb`.
pub fn encode(width: u32, height: u32, rgb: &[u8]) -> Vec<u8> {
    let stride = width as usize * 3;
    let mut filtered = Vec::with_capacity((stride + 1) * height as usize);
    let mut previous = vec![0_u8; stride];
    let mut candidates: [Vec<u8>; 5] = Default::default();
    for row in rgb.chunks_exact(stride.max(1)).take(height as usize) {
        let kind = best_filter(row, &previous, &mut candidates);
        filtered.push(kind);
        filtered.extend_from_slice(&candidates[usize::from(kind)]);
        previous.copy_from_slice(row);
    }
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // 8 bits a channel, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    let mut file = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut file, b"IHDR", &header);
    // Level 4: on the bench's picture as small as 6 and smaller than 8 (109.7 KB
    // against 109.8 and 111.1 KB), and faster than either (`benches/picture.rs`).
    chunk(&mut file, b"IDAT", &miniz_oxide::deflate::compress_to_vec_zlib(&filtered, 4));
    chunk(&mut file, b"IEND", &[]);
    file
}

/// The filter (0 none, 1 sub, 2 up, 3 average, 4 Paeth) whose output has the
/// smallest sum of absolute values; each filter's output is left in `candidates`.
fn best_filter(row: &[u8], above: &[u8], candidates: &mut [Vec<u8>; 5]) -> u8 {
    let mut best = (u64::MAX, 0);
    for (kind, bytes) in (0_u8..).zip(candidates.iter_mut()) {
        filter(kind, row, above, bytes);
        let cost = bytes.iter().map(|&byte| u64::from((byte as i8).unsigned_abs())).sum();
        if cost < best.0 {
            best = (cost, kind);
        }
    }
    best.1
}

/// `row` filtered with `kind` into `out`, `above` being the row before it (each
/// byte predicted from the same channel of the pixel left of it, above it and above
/// left; none for the first pixel of a row or the first row).
fn filter(kind: u8, row: &[u8], above: &[u8], out: &mut Vec<u8>) {
    out.clear();
    let first = row.len().min(3);
    let (row_first, row_rest) = row.split_at(first);
    let (above_first, above_rest) = above.split_at(first);
    // The first pixel has nothing on its left.
    let predicted_first = |at: usize| match kind {
        0 | 1 => 0,
        2 | 4 => above_first[at],
        _ => above_first[at] / 2,
    };
    out.extend((0..first).map(|at| row_first[at].wrapping_sub(predicted_first(at))));
    let left = &row[..row.len() - first];
    let up_left = &above[..above.len() - first];
    match kind {
        0 => out.extend_from_slice(row_rest),
        1 => out.extend(row_rest.iter().zip(left).map(|(&x, &a)| x.wrapping_sub(a))),
        2 => out.extend(row_rest.iter().zip(above_rest).map(|(&x, &b)| x.wrapping_sub(b))),
        3 => out.extend(
            row_rest
                .iter()
                .zip(left.iter().zip(above_rest))
                .map(|(&x, (&a, &b))| x.wrapping_sub(((u16::from(a) + u16::from(b)) / 2) as u8)),
        ),
        _ => out.extend(
            row_rest
                .iter()
                .zip(left.iter().zip(above_rest.iter().zip(up_left)))
                .map(|(&x, (&a, (&b, &c)))| x.wrapping_sub(paeth(a, b, c))),
        ),
    }
}

/// The Paeth predictor of the PNG specification.
fn paeth(left: u8, up: u8, up_left: u8) -> u8 {
    let estimate = i16::from(left) + i16::from(up) - i16::from(up_left);
    let (to_left, to_up, to_up_left) =
        ((estimate - i16::from(left)).abs(), (estimate - i16::from(up)).abs(), (estimate - i16::from(up_left)).abs());
    if to_left <= to_up && to_left <= to_up_left {
        left
    } else if to_up <= to_up_left {
        up
    } else {
        up_left
    }
}

/// Appends a chunk: its length, type, data and the CRC-32 of type and data.
fn chunk(file: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    file.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = file.len();
    file.extend_from_slice(kind);
    file.extend_from_slice(data);
    let crc = crc32(&file[start..]);
    file.extend_from_slice(&crc.to_be_bytes());
}

/// The CRC-32 (ISO 3309, as PNG and zlib's `crc32` compute it) of `bytes`.
fn crc32(bytes: &[u8]) -> u32 {
    !bytes.iter().fold(u32::MAX, |crc, &byte| CRC_TABLE[((crc ^ u32::from(byte)) & 0xFF) as usize] ^ (crc >> 8))
}

/// The CRC-32 of each byte value, for [`crc32`].
const CRC_TABLE: [u32; 256] = {
    let mut table = [0_u32; 256];
    let mut n = 0;
    while n < 256 {
        let mut crc = n as u32;
        let mut bit = 0;
        while bit < 8 {
            crc = if crc & 1 == 1 { 0xEDB8_8320 ^ (crc >> 1) } else { crc >> 1 };
            bit += 1;
        }
        table[n] = crc;
        n += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_crc_is_the_standard_one() {
        // The check value of CRC-32/ISO-HDLC, and the CRC of an IEND chunk in every PNG.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b"IEND"), 0xAE42_6082);
    }

    #[test]
    fn the_paeth_predictor_picks_the_nearest_neighbour() {
        assert_eq!(paeth(10, 20, 10), 20);
        assert_eq!(paeth(20, 10, 10), 20);
        assert_eq!(paeth(10, 10, 30), 10);
        assert_eq!(paeth(100, 50, 200), 50);
    }

    #[test]
    fn each_filter_is_the_specifications_byte_by_byte() {
        let row: Vec<u8> = (0..30).map(|n| (n * 37 % 251) as u8).collect();
        let above: Vec<u8> = (0..30).map(|n| (n * 91 % 241) as u8).collect();
        for kind in 0..=4_u8 {
            let expected: Vec<u8> = (0..row.len())
                .map(|at| {
                    let left = if at >= 3 { row[at - 3] } else { 0 };
                    let up_left = if at >= 3 { above[at - 3] } else { 0 };
                    let predicted = match kind {
                        0 => 0,
                        1 => left,
                        2 => above[at],
                        3 => ((u16::from(left) + u16::from(above[at])) / 2) as u8,
                        _ => paeth(left, above[at], up_left),
                    };
                    row[at].wrapping_sub(predicted)
                })
                .collect();
            let mut out = Vec::new();
            filter(kind, &row, &above, &mut out);
            assert_eq!(out, expected, "filter {kind}");
        }
    }

    #[test]
    fn an_image_reads_back_with_another_decoder() {
        let (width, height) = (7, 5);
        let rgb: Vec<u8> = (0..width * height * 3).map(|n| (n * 37 % 251) as u8).collect();
        let file = encode(width, height, &rgb);
        let mut reader = png::Decoder::new(std::io::Cursor::new(file)).read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut pixels).unwrap();
        assert_eq!((frame.width, frame.height, frame.color_type), (width, height, png::ColorType::Rgb));
        assert_eq!(pixels, rgb);
    }
}
