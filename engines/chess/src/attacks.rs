//! Attack getters: bitfill's root getters for sets of sliders, single sliders, knights,
//! kings and pawns, and the choice of kernel inside the perft recursion's copies.
//!
//! At the leaves of perft the moves of all sliders are counted at once, set-wise:
//! `slider_attacks_by_direction` (bitfill's `simd::slider_attacks_by_direction`, eight
//! Kogge-Stone rays in vector lanes) gives each direction's attacks apart, and a target on
//! a ray has one slider behind it, so the popcounts add up to the moves. The opponent's
//! attack map comes from `slider_attacks` (bitfill's `slider_attacks`). Both, and the
//! single queen, are the methods of the `bitfill::simd::Kernels` token the recursion runs
//! on: `bitfill::simd::dispatch` runs it in the copy compiled for the CPU's widest path,
//! where they inline. The moves of one rook or bishop go through [`rook_moves_from`],
//! [`bishop_moves_from`] (and, outside the recursion, [`queen_moves_from`]), which use bitfill's root single-square
//! getters (`bitfill::rook_attacks_from`, ...), as do the checks and pins
//! (`bitfill::pins::slider_checks`).
//!
//! Knights, kings and pawns are bitfill's (`bitfill::knight_attacks_from` and
//! `bitfill::king_attacks_from` per square, one read of a table each; `pawn_attacks`
//! set-wise). Tables: bitfill's leapers, 2,048 bytes; the tables bitfill's single-square
//! sliders read, 3,584 bytes; bitfill's line tables (`RANK`, `FILE`, `DIAGONAL`,
//! `ANTI_DIAGONAL`, 512 bytes each), which `bitfill::pins::slider_checks` reads for a
//! quick "can any slider be on a line through the king at all" test.
//!
//! The engine keeps its sets as plain `u64` words and wraps them where it calls bitfill's
//! typed API, here and in the generator (`Bitboard(word)` in, `.0` out: `Bitboard` is
//! `#[repr(transparent)]`, so the wrapping costs nothing).

use bitfill::{Bitboard, Color, Square};

/// The square with index `sq & 63`: a total conversion for indices that come from
/// `trailing_zeros` of a non-empty bitboard, so no check is needed on the hot path.
#[inline]
pub(crate) const fn square(sq: u32) -> Square {
    Square::ALL[(sq & 63) as usize]
}

/// The squares one rook on `sq` attacks: up to and including the first occupied square
/// on each of its four rays.
///
/// ```text
/// . . . 1 . . . .     rook on d4, blockers on d7 and f4:
/// . . . 1 . . . .     the blockers are attacked, the squares behind them are not
/// . . . 1 . . . .
/// . . . 1 . . . .
/// 1 1 1 . 1 1 . .
/// . . . 1 . . . .
/// . . . 1 . . . .
/// . . . 1 . . . .
/// ```
///
/// The one place where the generator asks about a single rook, so it uses bitfill's
/// single-square getter, `bitfill::rook_attacks_from`: Hyperbola Quintessence, the fastest
/// in `cargo bench --bench single_rounds` (bulk perft against cozy-chess, measured with it
/// and with kindergarten bitboards: see "One slider" in docs/performance.md).
///
/// ```
/// use bitfill_chess::attacks::rook_moves_from;
/// // d4 = 27; blockers on d7 (51) and f4 (29).
/// let expected = 0x0008_0808_3708_0808_u64;
/// assert_eq!(rook_moves_from(27, 1 << 51 | 1 << 29), expected);
/// ```
#[inline]
#[must_use]
pub fn rook_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::rook_attacks_from(square(sq), Bitboard(occupied)).0
}

/// The squares one bishop on `sq` attacks, up to and including the first occupied square
/// on each diagonal ray. The single-bishop counterpart of [`rook_moves_from`].
#[inline]
#[must_use]
pub fn bishop_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::bishop_attacks_from(square(sq), Bitboard(occupied)).0
}

/// The squares one queen on `sq` attacks: [`rook_moves_from`] | [`bishop_moves_from`].
#[inline]
#[must_use]
pub fn queen_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::queen_attacks_from(square(sq), Bitboard(occupied)).0
}

/// The squares a knight on `sq` attacks: `bitfill::knight_attacks_from` (one read of its
/// table), from the bit index the generator has in hand (`from_index_wrapping` is free).
#[inline]
#[must_use]
pub fn knight_moves_from(sq: u32) -> u64 {
    bitfill::knight_attacks_from(Square::from_index_wrapping(sq as usize)).0
}

/// The squares next to a king on `sq`: `bitfill::king_attacks_from`.
#[inline]
#[must_use]
pub fn king_moves_from(sq: u32) -> u64 {
    bitfill::king_attacks_from(Square::from_index_wrapping(sq as usize)).0
}

/// The side whose turn the generator's `WHITE` parameter stands for.
#[inline]
#[must_use]
pub const fn side<const WHITE: bool>() -> Color {
    if WHITE { Color::White } else { Color::Black }
}
