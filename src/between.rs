//! Squares between two squares and the line through them: what a legal move generator
//! needs for checks (block the check on the squares between king and checker) and pins (a
//! pinned piece stays on the line through king and pinner).
//!
//! No table of its own: both read the rank, file, diagonal and anti-diagonal through each
//! square from [`tables`](crate::tables) (`RANK`, `FILE`, `DIAGONAL`, `ANTI_DIAGONAL`, 2 KiB
//! in all, shared with [`kindergarten`](crate::kindergarten)), where lookup libraries keep
//! two 64 x 64 tables (64 KiB).

use crate::tables::{ANTI_DIAGONAL, DIAGONAL, FILE, RANK};
use crate::{Bitboard, Square};

/// The whole line through `a` and `b`, edge to edge, both included: the rank, file,
/// diagonal or anti-diagonal they share, or 0 if they share none (or `a == b`, which lies
/// on four lines).
///
/// ```text
/// line(c3, e5)
/// . . . . . . . 1
/// . . . . . . 1 .
/// . . . . . 1 . .
/// . . . . 1 . . .
/// . . . 1 . . . .
/// . . 1 . . . . .
/// . 1 . . . . . .
/// 1 . . . . . . .
/// ```
///
/// Two squares on different ranks lie on no common rank, and likewise for files and both
/// kinds of diagonal, so the four intersections `RANK[a] & RANK[b]`, ... are all empty
/// but the one of the line they share: their union is the answer. Branch-free, eight
/// table reads.
///
/// ```
/// use bitfill::{Bitboard, File, Square, line};
/// assert_eq!(line(Square::C3, Square::E5), Bitboard(0x8040_2010_0804_0201)); // the long diagonal
/// assert_eq!(line(Square::E2, Square::E7), Bitboard::from(File::E));
/// assert_eq!(line(Square::A1, Square::B3), Bitboard::EMPTY); // a knight's move apart
/// assert_eq!(line(Square::D4, Square::D4), Bitboard::EMPTY);
/// ```
#[inline]
#[must_use]
pub const fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(line_word(a, b))
}

/// [`line`] on the word, for the functions of this module.
#[inline]
const fn line_word(a: Square, b: Square) -> u64 {
    let (a, b) = (a.index(), b.index());
    let shared = (RANK[a] & RANK[b])
        | (FILE[a] & FILE[b])
        | (DIAGONAL[a] & DIAGONAL[b])
        | (ANTI_DIAGONAL[a] & ANTI_DIAGONAL[b]);
    // All ones unless a == b.
    let distinct = 0u64.wrapping_sub((a != b) as u64);
    shared & distinct
}

/// The squares strictly between `a` and `b` on the rank, file or diagonal they share: a
/// check by a slider on `b` of a king on `a` is blocked on these. Empty if the squares
/// share no line, are neighbours, or are equal.
///
/// ```text
/// between(b2, g7)
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . 1 . .
/// . . . . 1 . . .
/// . . . 1 . . . .
/// . . 1 . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// ```
///
/// Along a line, square indices grow from one end to the other, so the squares between
/// are the line's squares with an index strictly between the two: [`line`](fn@line) masked by the
/// index range `min..max` without `min`. Branch-free, `const`.
///
/// ```
/// use bitfill::{Bitboard, Square, between};
/// assert_eq!(between(Square::B2, Square::G7), Bitboard(0x0000_2010_0804_0000));
/// assert_eq!(between(Square::G7, Square::B2), between(Square::B2, Square::G7));
/// assert_eq!(between(Square::A1, Square::A8), Bitboard(0x0001_0101_0101_0100));
/// assert!(between(Square::E1, Square::F1).is_empty()); // neighbours
/// assert!(between(Square::A1, Square::B3).is_empty()); // not on one line
/// ```
#[inline]
#[must_use]
pub const fn between(a: Square, b: Square) -> Bitboard {
    // Bits min..max (max excluded); XOR is symmetric, so no need to order a and b.
    let span = (u64::MAX << a.index()) ^ (u64::MAX << b.index());
    Bitboard(line_word(a, b) & span & !a.bitboard().0 & !b.bitboard().0)
}

/// Whether `c` lies on the line through `a` and `b` (see [`line`](fn@line)): a piece on `c` pinned
/// to a king on `a` by a slider on `b` may move along it. False if `a == b`.
///
/// ```
/// use bitfill::{Square, aligned};
/// assert!(aligned(Square::A1, Square::C3, Square::H8));
/// assert!(aligned(Square::A1, Square::H8, Square::D4)); // between them
/// assert!(!aligned(Square::A1, Square::C3, Square::A2));
/// ```
#[inline]
#[must_use]
pub const fn aligned(a: Square, b: Square, c: Square) -> bool {
    line_word(a, b) & c.bitboard().0 != 0
}
