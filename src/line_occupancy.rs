//! Occupancy of any line: squeeze the scattered bits of a rank, file, diagonal or
//! anti-diagonal into one byte, a dense index for a lookup table (the Chess Programming
//! Wiki's "Occupancy of any Line").
//!
//! Collapsing *files* projects the board down onto the first rank: bit `f` of the result
//! says whether `b` has a bit on file `f`. That turns the occupancy of a rank, diagonal or
//! anti-diagonal, which has at most one square per file, into consecutive bits. Collapsing
//! *ranks* projects the board onto the a-file and reads it as a byte: bit `r` says whether
//! `b` has a bit on rank `r`, which does the same for a file.
//!
//! ```text
//! b: the occupancy of the          collapsed_files_index(b)       collapsed_ranks_index(b)
//! a1-h8 diagonal
//! . . . . . . . 1                  bit f = some bit on file f     bit r = some bit on rank r
//! . . . . . . . .
//! . . . . . 1 . .
//! . . . . . . . .
//! . . . 1 . . . .
//! . . . . . . . .
//! . 1 . . . . . .
//! . . . . . . . .                  0b1010_1010                    0b1010_1010
//! ```
//!
//! Each technique comes in two versions: parallel-prefix shifts (no multiplication, the
//! pre-2000 way) and one 64-bit multiplication, which gathers the bits by adding shifted
//! copies of `b`. The multiplication is exact only when no two of the copies it adds put a
//! bit on the same position; where the domain is narrower than "any `b`", the function says
//! so and checks it with `debug_assert!`.
//!
//! [`kindergarten`](crate::kindergarten) bitboards use the multiplication versions on the
//! six inner bits of a line.

/// The a-file: a1, a2, ..., a8.
const A_FILE: u64 = 0x0101_0101_0101_0101;

/// The a8-h1 anti-diagonal: h1, g2, ..., a8. As a multiplier it moves the a-file bit of rank
/// `r` to bit `56 + r`: the copy shifted by `7 * (8 - r)`.
const ANTI_DIAGONAL: u64 = 0x0102_0408_1020_4080;

/// Bit `f` is set iff `b` has a bit on file `f` (a-file = bit 0), for any `b`: the OR of the
/// eight ranks. Three shift-folds: 3 shifts, 3 ORs and the truncation.
///
/// ```
/// use bitfill::internals::line_occupancy::collapsed_files_index;
/// assert_eq!(collapsed_files_index(0), 0);
/// assert_eq!(collapsed_files_index(u64::MAX), 0xff);
/// // a1 and a2 (the same file) and h8
/// assert_eq!(collapsed_files_index(1 | 1 << 8 | 1 << 63), 0b1000_0001);
/// ```
#[must_use]
pub const fn collapsed_files_index(mut b: u64) -> u8 {
    b |= b >> 32;
    b |= b >> 16;
    b |= b >> 8;
    b as u8
}

/// [`collapsed_files_index`] by one multiplication: `b * A_FILE` adds the eight copies of `b`
/// shifted up by 0, 8, ..., 56 squares, so that every rank is added into the eighth.
///
/// **Domain: at most one bit per file**, as in the occupancy of one rank, diagonal or
/// anti-diagonal (checked by `debug_assert!`). Then the 64 partial products fall on
/// different bits and nothing carries. Two bits on one file add up to a carry into the next
/// file, and the result is wrong:
///
/// ```
/// use bitfill::internals::line_occupancy::{collapsed_files_index, collapsed_files_index_mul};
/// let diagonal = 0x8040_2010_0804_0201; // a1, b2, ..., h8
/// assert_eq!(collapsed_files_index_mul(diagonal), 0xff);
/// assert_eq!(collapsed_files_index_mul(diagonal), collapsed_files_index(diagonal));
/// ```
///
/// 1 multiplication and 1 shift.
#[must_use]
pub const fn collapsed_files_index_mul(b: u64) -> u8 {
    debug_assert!(
        at_most_one_bit_per_file(b),
        "collapsed_files_index_mul: two bits on one file"
    );
    (b.wrapping_mul(A_FILE) >> 56) as u8
}

/// True iff no file holds two bits of `b`: the domain of [`collapsed_files_index_mul`].
#[must_use]
pub const fn at_most_one_bit_per_file(b: u64) -> bool {
    let mut file = 0;
    while file < 8 {
        if (b >> file & A_FILE).count_ones() > 1 {
            return false;
        }
        file += 1;
    }
    true
}

/// Bit `r` is set iff `b` has a bit on rank `r` (first rank = bit 0), for any `b`.
///
/// Three shift-folds OR every rank into its a-file square, then three more shift the a-file
/// square of rank `r` down by `7 * r` onto bit `r`: 6 shifts, 6 ORs and 1 AND.
///
/// ```
/// use bitfill::internals::line_occupancy::collapsed_ranks_index;
/// assert_eq!(collapsed_ranks_index(0x0000_0000_0000_00ff), 0b0000_0001); // the first rank
/// assert_eq!(collapsed_ranks_index(0x8080_8080_8080_8080), 0xff); // the h-file
/// ```
#[must_use]
pub const fn collapsed_ranks_index(mut b: u64) -> u8 {
    b |= b >> 4;
    b |= b >> 2;
    b |= b >> 1;
    b &= A_FILE;
    b |= b >> 7;
    b |= b >> 14;
    b |= b >> 28;
    b as u8
}

/// [`collapsed_ranks_index`] by multiplication, for any `b`: fold every rank into its a-file
/// square, then multiply by the anti-diagonal, which moves the a-file square of rank `r` to
/// bit `56 + r`.
///
/// Exact for any `b`: the a-file holds one bit per rank, and the 64 partial products
/// `8 * r + 7 * k` (k = 1..=8) are all different, so nothing carries. The folds need no
/// masking, because the a-file mask drops whatever they smear elsewhere.
/// 3 shifts, 3 ORs, 1 AND, 1 multiplication and 1 shift.
///
/// ```
/// use bitfill::internals::line_occupancy::{collapsed_ranks_index, collapsed_ranks_index_mul};
/// let b = 0x0040_0000_0100_2000; // f2, a4, g7
/// assert_eq!(collapsed_ranks_index_mul(b), 0b0100_1010);
/// assert_eq!(collapsed_ranks_index_mul(b), collapsed_ranks_index(b));
/// ```
#[must_use]
pub const fn collapsed_ranks_index_mul(mut b: u64) -> u8 {
    b |= b >> 4;
    b |= b >> 2;
    b |= b >> 1;
    ((b & A_FILE).wrapping_mul(ANTI_DIAGONAL) >> 56) as u8
}

/// Bit `r` is set iff `b` has a bit on square (`file`, rank `r`): the occupancy of one file,
/// read as a byte from the first rank up. Bits of `b` on other files are ignored.
///
/// Dedicated to one file, it needs no folding: shift the file onto the a-file, then collapse.
/// `file` is `0..=7` (a = 0); only its low three bits are used (checked by `debug_assert!`).
/// 4 shifts, 3 ORs and 1 AND.
///
/// ```
/// use bitfill::internals::line_occupancy::collapsed_ranks_index_of_file;
/// let b = 0x1000_0000_1000_0010; // e1, e4, e8
/// assert_eq!(collapsed_ranks_index_of_file(b, 4), 0b1000_1001);
/// assert_eq!(collapsed_ranks_index_of_file(b, 3), 0); // nothing on the d-file
/// ```
#[must_use]
pub const fn collapsed_ranks_index_of_file(mut b: u64, file: u8) -> u8 {
    debug_assert!(file < 8, "collapsed_ranks_index_of_file: file above 7");
    b = b >> (file & 7) & A_FILE;
    b |= b >> 7;
    b |= b >> 14;
    b |= b >> 28;
    b as u8
}

/// [`collapsed_ranks_index_of_file`] by multiplication: shift the file onto the a-file, then
/// multiply by the anti-diagonal. Exact for any `b` (one bit per rank on the a-file, as in
/// [`collapsed_ranks_index_mul`]). `file` is `0..=7`, checked by `debug_assert!`.
/// 2 shifts, 1 AND and 1 multiplication.
///
/// ```
/// use bitfill::internals::line_occupancy::collapsed_ranks_index_of_file_mul;
/// let b = 0x1000_0000_1000_0010; // e1, e4, e8
/// assert_eq!(collapsed_ranks_index_of_file_mul(b, 4), 0b1000_1001);
/// ```
#[must_use]
pub const fn collapsed_ranks_index_of_file_mul(b: u64, file: u8) -> u8 {
    debug_assert!(file < 8, "collapsed_ranks_index_of_file_mul: file above 7");
    ((b >> (file & 7) & A_FILE).wrapping_mul(ANTI_DIAGONAL) >> 56) as u8
}
