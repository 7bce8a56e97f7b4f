//! Czech "z" before a number, as Czech says it: "ze" before a number whose spoken
//! form (in the genitive the preposition takes) starts with s, z, š, ž or the
//! cluster "čt"/"tř" — "ze 3" (tří), "ze 4" (čtyř), "ze 7" (sedmi), "ze 100" (sta) —
//! and "z" before the others: "z 5" (pěti), "z 21" (dvaceti jedna). The Fluent
//! function `Z($n)` of every bundle ([`super::bundles`]); Czech messages write
//! `{ Z($total) } { $total }` where a sentence says "of" a count.

/// "z" or "ze" before the number `n`.
pub fn z(n: i64) -> &'static str {
    if takes_ze(n.unsigned_abs()) { "ze" } else { "z" }
}

/// Whether the genitive of `n` as Czech reads it starts with a sound before which
/// "z" becomes "ze".
fn takes_ze(n: u64) -> bool {
    match n {
        0..=19 => matches!(n, 3 | 4 | 6 | 7 | 13 | 14 | 16 | 17),
        20..=99 => matches!(n / 10, 3 | 4 | 6 | 7),
        // "sta" for one hundred; "dvou set", "tří set"... after.
        100..=999 => n / 100 == 1 || takes_ze(n / 100),
        // "tisíce" for one thousand; "dvou tisíc", "tří tisíc"... after.
        1_000..=999_999 => n / 1_000 != 1 && takes_ze(n / 1_000),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::z;

    /// Source: Czech grammar (the vocalised preposition "ze" before a word starting
    /// with s, z, š, ž or a hard cluster: ze tří, ze čtyř, ze šesti, ze sedmi, ze
    /// třiceti, ze sta; z pěti, z dvaceti, z tisíce).
    #[test]
    fn ze_before_the_numbers_czech_says_with_a_hard_start() {
        let ze = [3, 4, 6, 7, 13, 14, 16, 17, 30, 34, 40, 45, 60, 70, 77, 100, 150, 300, 400, 600, 700, 3_000, 4_500];
        let plain = [0, 1, 2, 5, 8, 9, 10, 11, 12, 15, 18, 19, 20, 21, 23, 50, 80, 90, 99, 200, 500, 800, 1_000, 2_000];
        for n in ze {
            assert_eq!(z(n), "ze", "{n}");
        }
        for n in plain {
            assert_eq!(z(n), "z", "{n}");
        }
    }
}
