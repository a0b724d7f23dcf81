//! Attack getters: bitfill's root getters for sets of sliders, single sliders, knights,
//! kings and pawns, and the choice of kernel inside the perft recursion's copies.
//!
//! At the leaves of perft the moves of all sliders are counted at once, set-wise:
//! `slider_attacks_by_direction` (bitfill's `simd::slider_attacks_by_direction`, eight
//! Kogge-Stone rays in vector lanes) gives each direction's attacks apart, and a target on
//! a ray has one slider behind it, so the popcounts add up to the moves. The opponent's
//! attack map comes from `slider_attacks` (bitfill's `slider_attacks`). Inside the copies
//! of the recursion compiled for AVX2 and for AVX-512 both take bitfill's kernels for
//! those features inline. The moves of one slider go through [`rook_moves_from`],
//! [`bishop_moves_from`] and [`queen_moves_from`], which use bitfill's root single-square
//! getters (`bitfill::rook_attacks_from`, ...), as do the checks and pins
//! (`bitfill::pins::slider_checks`).
//!
//! Knights, kings and pawns are bitfill's (`bitfill::leapers::KNIGHT_ATTACKS` and
//! `KING_ATTACKS` per square, `pawn_attacks` set-wise). Tables: bitfill's leapers, 2,048
//! bytes (`bitfill::leapers::TABLE_BYTES`); the tables bitfill's single-square sliders read,
//! 3,584 bytes (`bitfill::hyperbola::TABLE_BYTES`); bitfill's line tables (`RANK`, `FILE`,
//! `DIAGONAL`, `ANTI_DIAGONAL`, 512 bytes each), read for a quick "can any slider be on a
//! line through the king at all" test.

use bitfill::{Color, Square};

/// The copy of the perft recursion compiled for the build's target (`movegen`'s
/// `perft_base`): the kernels the run-time dispatch picks.
pub(crate) const BASE: u8 = 0;
/// The copy compiled for AVX2, BMI1, BMI2, POPCNT and LZCNT (`perft_for_v3`): bitfill's
/// AVX2 kernels, inlined. Only x86_64 builds without AVX-512 compiled in have it.
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx512f")))]
pub(crate) const V3: u8 = 1;
/// The copy compiled for AVX-512 too (`perft_for_v4`): bitfill's AVX-512 kernels, inlined.
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx512f")))]
pub(crate) const V4: u8 = 2;

/// The squares the sliders attack, `orthogonal` along ranks and files, `diagonal` along
/// diagonals: `bitfill::slider_attacks`, or, where the code is compiled for AVX-512 or
/// AVX2 (`copy` [`V4`] or [`V3`]; or AVX2 compiled in without AVX-512), bitfill's kernel
/// for those features through its token, inlined. The run-time dispatch would take the
/// widest kernel the CPU has behind a call, which costs more than the kernel saves at
/// this size.
#[inline(always)]
pub(crate) fn slider_attacks(copy: u8, orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
    #[cfg(all(target_arch = "x86_64", not(target_feature = "avx512f")))]
    {
        if copy == V4
            && let Some(token) = bitfill::simd::Avx512::detect()
        {
            return token.slider_attacks(orthogonal, diagonal, occupied);
        }
        if (copy == V3 || cfg!(target_feature = "avx2"))
            && let Some(token) = bitfill::simd::Avx2::detect()
        {
            return token.slider_attacks(orthogonal, diagonal, occupied);
        }
    }
    let _ = copy;
    bitfill::slider_attacks(orthogonal, diagonal, occupied)
}

/// [`slider_attacks`] each direction apart (`bitfill::simd::slider_attacks_by_direction`),
/// with the same choice of kernel.
#[inline(always)]
pub(crate) fn slider_attacks_by_direction(
    copy: u8,
    orthogonal: u64,
    diagonal: u64,
    occupied: u64,
) -> [u64; 8] {
    #[cfg(all(target_arch = "x86_64", not(target_feature = "avx512f")))]
    {
        if copy == V4
            && let Some(token) = bitfill::simd::Avx512::detect()
        {
            return token.slider_attacks_by_direction(orthogonal, diagonal, occupied);
        }
        if (copy == V3 || cfg!(target_feature = "avx2"))
            && let Some(token) = bitfill::simd::Avx2::detect()
        {
            return token.slider_attacks_by_direction(orthogonal, diagonal, occupied);
        }
    }
    let _ = copy;
    bitfill::simd::slider_attacks_by_direction(orthogonal, diagonal, occupied)
}

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
/// use bitfill_engines::chess::attacks::rook_moves_from;
/// // d4 = 27; blockers on d7 (51) and f4 (29).
/// let expected = 0x0008_0808_3708_0808_u64;
/// assert_eq!(rook_moves_from(27, 1 << 51 | 1 << 29), expected);
/// ```
#[inline]
#[must_use]
pub fn rook_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::rook_attacks_from(square(sq), occupied)
}

/// The squares one bishop on `sq` attacks, up to and including the first occupied square
/// on each diagonal ray. The single-bishop counterpart of [`rook_moves_from`].
#[inline]
#[must_use]
pub fn bishop_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::bishop_attacks_from(square(sq), occupied)
}

/// The squares one queen on `sq` attacks: [`rook_moves_from`] | [`bishop_moves_from`].
#[inline]
#[must_use]
pub fn queen_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::queen_attacks_from(square(sq), occupied)
}

/// The squares a knight on `sq` attacks: bitfill's table (`bitfill::leapers::KNIGHT_ATTACKS`,
/// what `bitfill::knight_attacks_from` reads), indexed by the bit index the generator has
/// in hand (no `Square` to build first).
#[inline]
#[must_use]
pub fn knight_moves_from(sq: u32) -> u64 {
    bitfill::leapers::KNIGHT_ATTACKS[(sq & 63) as usize]
}

/// The squares next to a king on `sq`: bitfill's table (`bitfill::leapers::KING_ATTACKS`).
#[inline]
#[must_use]
pub fn king_moves_from(sq: u32) -> u64 {
    bitfill::leapers::KING_ATTACKS[(sq & 63) as usize]
}

/// The side whose turn the generator's `WHITE` parameter stands for.
#[inline]
#[must_use]
pub const fn side<const WHITE: bool>() -> Color {
    if WHITE { Color::White } else { Color::Black }
}
