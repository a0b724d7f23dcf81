//! Kindergarten bitboards: the attacks of one slider on one square, looked up in a table
//! small enough to stay in L1.
//!
//! A slider's attacks along a line depend only on the occupancy of that line's six inner
//! squares: the two end squares are attacked or not whatever stands on them. So each line
//! getter masks the line, collapses its inner six bits into a 6-bit index (one
//! multiplication, as in the Chess Programming Wiki's "Occupancy of any Line"), and looks up the attacks of a rook on the
//! first rank with that occupancy, which it then spreads back onto the line. One 512-byte
//! table ([`tables::FIRST_RANK_ATTACKS`]) serves ranks, files and both diagonals; with the
//! two diagonal masks the getters read 1.5 KiB, against the hundreds of KiB of magic
//! bitboards.
//!
//! ```text
//! diagonal_attacks_from(c1, occupied), occupied on the diagonal: f4
//!
//! occupied & DIAGONAL[c1]     byte * A_FILE       & DIAGONAL[c1] => attacks
//! . . . . . . . .             1 1 . 1 1 1 . .     . . . . . . . .
//! . . . . . . . .             1 1 . 1 1 1 . .     . . . . . . . .
//! . . . . . . . .             1 1 . 1 1 1 . .     . . . . . . . .
//! . . . . . . . .             1 1 . 1 1 1 . .     . . . . . . . .
//! . . . . . 1 . .             1 1 . 1 1 1 . .     . . . . . 1 . .
//! . . . . . . . .             1 1 . 1 1 1 . .     . . . . 1 . . .
//! . . . . . . . .             1 1 . 1 1 1 . .     . . . 1 . . . .
//! . . . . . . . .             1 1 . 1 1 1 . .     . . . . . . . .
//!
//! inner = (occupied & DIAGONAL[c1]) * B_FILE >> 58 = 0b01_0000   (files b to g: f is bit 4)
//! byte  = FIRST_RANK_ATTACKS[c][inner]            = 0b0011_1011  (a rook on c1, f1 occupied)
//! ```
//!
//! `cargo run --example tour` prints these steps for this position.
//!
//! # Single-square getters take `occupied`
//!
//! Unlike the set-wise fills ([`kogge`](crate::kogge), [`dumb7`](crate::dumb7)), which take
//! any set of sliders and `empty`, these take one [`Square`] and `occupied`, the set of
//! occupied squares, as engines that look attacks up one piece at a time expect. The
//! slider's own square may or may not be in `occupied`: it is ignored. For a slider on `sq`,
//! `kogge::rook_attacks(sq.bitboard(), Empty::of(occupied))` and `rook_attacks_from(sq, occupied)` agree.
//!
//! ```
//! use bitfill::{Empty, Square, kindergarten, kogge};
//! let occupied = Square::B1 | Square::G1 | Square::D6;
//! let d1_rook = kindergarten::rook_attacks_from(Square::D1, occupied);
//! assert_eq!(d1_rook, kogge::rook_attacks(Square::D1.bitboard(), Empty::of(occupied)));
//! assert_eq!(d1_rook.0, 0x0000_0808_0808_0876); // b1 c1 e1 f1 g1 and d2-d6
//! ```
//!
//! Operation counts, besides splitting the square into file and rank: rank 2 shifts and
//! 1 AND around 1 load; diagonal and anti-diagonal 2 multiplications, 1 shift and 2 ANDs
//! around 2 loads; file 2 multiplications, 4 shifts and 2 ANDs around 1 load. Magic
//! bitboards need 1 multiplication, 1 shift and 1 AND per piece, but their loads hit a
//! table of hundreds of KiB.

use crate::{Bitboard, Square, tables};

/// The a-file: a1, a2, ..., a8. Multiplied by a byte, it copies the byte onto every rank.
const A_FILE: u64 = 0x0101_0101_0101_0101;

/// The b-file. Multiplying a line occupancy (one bit per file) by it adds every rank into the
/// eighth, shifted one file east ([`collapsed_files_index_mul`](crate::line_occupancy::collapsed_files_index_mul)
/// `<< 1`), so that `>> 58` keeps files b to g, the six inner bits.
const B_FILE: u64 = 0x0202_0202_0202_0202;

/// The c2-h7 diagonal. Multiplying the a-file occupancy by it moves rank `r` (1 to 6) to bit
/// `64 - r`, so that `>> 58` yields the six inner ranks *top down*: bit `i` is rank `7 - (i +
/// 1)`. All 48 partial products `8 * r + 9 * k + 10` differ, so nothing carries.
const C2_H7_DIAGONAL: u64 = 0x0080_4020_1008_0400;

/// The a1-h8 diagonal. Multiplying a byte by it moves bit `p` to bit `63 - 8 * p`, so that
/// `>> 7 & A_FILE` stands the byte on the a-file top down: bit `p` goes to rank `7 - p`.
/// The partial products `p + 9 * k` differ, so nothing carries.
const A1_H8_DIAGONAL: u64 = 0x8040_2010_0804_0201;

// Statics, not consts, so that every inlined copy of a getter reads the same bytes (a const
// array indexed at run time may be duplicated in each codegen unit that uses it).
static FIRST_RANK_ATTACKS: [[u8; 64]; 8] = tables::FIRST_RANK_ATTACKS;
static DIAGONAL: [u64; 64] = tables::DIAGONAL;
static ANTI_DIAGONAL: [u64; 64] = tables::ANTI_DIAGONAL;

/// The bytes of every table the kindergarten getters read: the first-rank attacks (512) and
/// the diagonal and anti-diagonal masks (512 each).
pub(crate) const TABLE_BYTES: usize = size_of::<[[u8; 64]; 8]>() + 2 * size_of::<[u64; 64]>();

/// The attacks of a rook on `sq` along a line through it with one square per file (a
/// diagonal or anti-diagonal), given the line mask: collapse the inner six bits, look up the
/// first-rank attacks of `sq`'s file, copy them onto every rank and keep the line.
#[inline]
const fn line_with_one_square_per_file(sq: Square, line: u64, occupied: u64) -> u64 {
    let inner = ((occupied & line).wrapping_mul(B_FILE) >> 58) as usize;
    let first_rank = FIRST_RANK_ATTACKS[sq.index() & 7][inner] as u64;
    first_rank.wrapping_mul(A_FILE) & line
}

/// The squares a rook on `sq` attacks along its rank: up to and including the first
/// occupied square each way, or to the board edge.
///
/// ```
/// use bitfill::{Square, Bitboard, kindergarten::rank_attacks_from};
/// let occupied: Bitboard = "
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . 1 . . . 1 . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .".parse()?;
/// let expected: Bitboard = "
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . 1 1 . 1 1 . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .".parse()?;
/// assert_eq!(rank_attacks_from(Square::D5, occupied), expected);
/// # Ok::<(), bitfill::ParseBitboardError>(())
/// ```
#[inline]
#[must_use]
pub const fn rank_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rank_attacks(sq, occupied.0))
}

/// [`rank_attacks_from`] on the word, for Hyperbola Quintessence's rank
/// ([`hyperbola`](crate::hyperbola) and its vector paths).
#[inline]
pub(crate) const fn rank_attacks(sq: Square, occupied: u64) -> u64 {
    // A rank's bits are already consecutive: shifting is the whole collapse.
    let rank_shift = sq.index() & 56;
    let inner = (occupied >> (rank_shift + 1) & 63) as usize;
    (FIRST_RANK_ATTACKS[sq.index() & 7][inner] as u64) << rank_shift
}

/// The squares a rook on `sq` attacks along its file: up to and including the first
/// occupied square each way, or to the board edge.
///
/// The file is shifted onto the a-file and read top down, so that it looks like a rank
/// seen from h8: the slider on rank `r` stands on "file" `7 - r` of the first-rank table.
/// The looked-up byte is then stood back up on the a-file by a second multiplication,
/// which saves the 4 KiB of a separate a-file table.
///
/// ```
/// use bitfill::{Square, kindergarten::file_attacks_from};
/// let occupied = Square::E2 | Square::E7;
/// assert_eq!(file_attacks_from(Square::E4, occupied).0, 0x0010_1010_0010_1000); // e2, e3, e5-e7
/// ```
#[inline]
#[must_use]
pub const fn file_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    let file = sq.index() & 7;
    let a_file = occupied.0 >> file & A_FILE;
    let inner_top_down = (a_file.wrapping_mul(C2_H7_DIAGONAL) >> 58) as usize;
    let top_down = FIRST_RANK_ATTACKS[7 - (sq.index() >> 3)][inner_top_down] as u64;
    Bitboard((top_down.wrapping_mul(A1_H8_DIAGONAL) >> 7 & A_FILE) << file)
}

/// The squares a bishop on `sq` attacks along its diagonal (the a1-h8 direction).
///
/// ```
/// use bitfill::{Square, kindergarten::diagonal_attacks_from};
/// let occupied = Square::F6.bitboard();
/// assert_eq!(diagonal_attacks_from(Square::C3, occupied).0, 0x0000_2010_0800_0201); // a1 b2 d4 e5 f6
/// ```
#[inline]
#[must_use]
pub const fn diagonal_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(line_with_one_square_per_file(
        sq,
        DIAGONAL[sq.index()],
        occupied.0,
    ))
}

/// The squares a bishop on `sq` attacks along its anti-diagonal (the h1-a8 direction).
///
/// ```
/// use bitfill::{Bitboard, Square, kindergarten::anti_diagonal_attacks_from};
/// assert_eq!(anti_diagonal_attacks_from(Square::H1, Bitboard::EMPTY).0, 0x0102_0408_1020_4000); // g2 to a8
/// ```
#[inline]
#[must_use]
pub const fn anti_diagonal_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(line_with_one_square_per_file(
        sq,
        ANTI_DIAGONAL[sq.index()],
        occupied.0,
    ))
}

/// The squares a rook on `sq` attacks: [`rank_attacks_from`] | [`file_attacks_from`].
///
/// ```
/// use bitfill::{Square, kindergarten::rook_attacks_from};
/// let occupied = Square::D1 | Square::B3 | Square::G3 | Square::D6;
/// assert_eq!(rook_attacks_from(Square::D3, occupied).0, 0x0000_0808_0876_0808);
/// ```
#[inline]
#[must_use]
pub const fn rook_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rank_attacks_from(sq, occupied).0 | file_attacks_from(sq, occupied).0)
}

/// The squares a bishop on `sq` attacks: [`diagonal_attacks_from`] | [`anti_diagonal_attacks_from`].
///
/// ```
/// use bitfill::{Square, kindergarten::bishop_attacks_from};
/// assert_eq!(bishop_attacks_from(Square::D4, Square::F6.bitboard()).0, 0x0001_2214_0014_2241); // f6 blocks
/// ```
#[inline]
#[must_use]
pub const fn bishop_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(diagonal_attacks_from(sq, occupied).0 | anti_diagonal_attacks_from(sq, occupied).0)
}

/// The squares a queen on `sq` attacks: [`rook_attacks_from`] | [`bishop_attacks_from`].
///
/// ```
/// use bitfill::{Bitboard, Square, kindergarten::queen_attacks_from};
/// assert_eq!(queen_attacks_from(Square::D4, Bitboard::EMPTY).len(), 27);
/// assert_eq!(queen_attacks_from(Square::A1, Bitboard::EMPTY).len(), 21);
/// ```
#[inline]
#[must_use]
pub const fn queen_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rook_attacks_from(sq, occupied).0 | bishop_attacks_from(sq, occupied).0)
}
