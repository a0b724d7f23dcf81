//! Set-wise attacks on SSE2, which every x86_64 CPU runs: two directions per 128-bit
//! register, paired by a vertical flip.
//!
//! SSE2 shifts every 64-bit lane by the same amount, so the two lanes of one register can
//! only run directions that shift the same way. A vertical flip (a byte swap: rank 1 becomes
//! rank 8, the Chess Programming Wiki's Flipping Mirroring and Rotating page) turns a south
//! direction into the north one and keeps the files: so one left-shifting Kogge-Stone on
//! `[board, flipped board]` computes nort in lane 0 and, flipped, sout in lane 1; the same
//! register shape does noEa and soEa (shift 9, wrap mask off the a-file) and noWe and soWe
//! (shift 7, off the h-file). The results of all pairs are ORed lane-wise, and lane 1 is
//! flipped back once:
//!
//! ```text
//! lane                0          1
//! generator           sliders    sliders.swap_bytes()
//! propagator          empty      empty.swap_bytes()
//! shift 8             nort       sout (flipped)
//! shift 9, not a-file noEa       soEa (flipped)
//! shift 7, not h-file noWe       soWe (flipped)
//! ```
//!
//! The two horizontal directions cannot pair this way (a flip keeps them as they are);
//! they stay in general registers, where the CPU runs them beside the vector work: east by
//! subtraction ([`crate::subtract`], 7 operations), west by Kogge-Stone (16).
//!
//! Operation counts, vector (v) and general-register (g), each pair a 14-16 operation
//! Kogge-Stone; moving a bitboard and its flip into a register costs a `bswap` and three
//! moves, the way back two moves, a `bswap` and an `or`:
//!
//! ```text
//! rook     1 pair (14 v) + east (7 g) + west (16 g)
//! bishop   2 pairs (32 v)
//! slider   3 pairs (46 v) + east + west (23 g)
//! ```
//!
//! SSE2 is part of the x86_64 baseline, so none of this needs detection: each public
//! function calls its `#[target_feature(enable = "sse2")]` kernel in an `unsafe` block
//! whose only proof obligation is that fact (the compiler does not count baseline features
//! as enabled for the safety check, though it inlines the kernels all the same).

use crate::{Bitboard, Empty};
use crate::{kogge, subtract};
use core::arch::x86_64::{
    __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cvtsi128_si64, _mm_or_si128, _mm_set_epi64x,
    _mm_set1_epi64x, _mm_slli_epi64, _mm_sub_epi64, _mm_unpackhi_epi64, _mm_xor_si128,
};

const NOT_A_FILE: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H_FILE: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// `[board, board flipped vertically]` in lanes 0 and 1.
#[target_feature(enable = "sse2")]
#[inline]
pub(crate) fn with_flip(board: u64) -> __m128i {
    _mm_set_epi64x(board.swap_bytes() as i64, board as i64)
}

/// Lane 0 ORed with lane 1 flipped back.
#[target_feature(enable = "sse2")]
#[inline]
pub(crate) fn or_unflipped(v: __m128i) -> u64 {
    let lane0 = _mm_cvtsi128_si64(v) as u64;
    let lane1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)) as u64;
    lane0 | lane1.swap_bytes()
}

#[target_feature(enable = "sse2")]
#[inline]
pub(crate) fn splat(value: u64) -> __m128i {
    _mm_set1_epi64x(value as i64)
}

/// The attacks of `generator` towards h8 by `S1` squares a step (`S2 = 2 * S1`,
/// `S4 = 4 * S1`: stable Rust cannot compute a const argument), through `propagator`,
/// which must already be wrap-masked; the result is not: 14 operations, [`up_occluded`]
/// and one more shift.
#[target_feature(enable = "sse2")]
#[inline]
fn up_attacks<const S1: i32, const S2: i32, const S4: i32>(
    generator: __m128i,
    propagator: __m128i,
) -> __m128i {
    _mm_slli_epi64::<S1>(up_occluded::<S1, S2, S4>(generator, propagator))
}

/// Nort in lane 0, sout flipped in lane 1.
#[target_feature(enable = "sse2")]
#[inline]
fn vertical(sliders: __m128i, empty: __m128i) -> __m128i {
    up_attacks::<8, 16, 32>(sliders, empty)
}

/// NoEa and noWe in lane 0, soEa and soWe flipped in lane 1.
#[target_feature(enable = "sse2")]
#[inline]
fn diagonal(sliders: __m128i, empty: __m128i) -> __m128i {
    let not_a = splat(NOT_A_FILE);
    let not_h = splat(NOT_H_FILE);
    let east = up_attacks::<9, 18, 36>(sliders, _mm_and_si128(empty, not_a));
    let west = up_attacks::<7, 14, 28>(sliders, _mm_and_si128(empty, not_h));
    _mm_or_si128(_mm_and_si128(east, not_a), _mm_and_si128(west, not_h))
}

/// East and west, in general registers.
#[inline(always)]
fn horizontal(sliders: u64, empty: u64) -> u64 {
    let sliders = Bitboard(sliders);
    subtract::east_attacks(sliders, Empty(empty)).0 | kogge::west_attacks(sliders, Empty(empty)).0
}

/// The squares attacked along ranks and files by every slider in `sliders`, given the
/// `occupied` squares: [`crate::rook_attacks`] on SSE2.
#[inline]
#[must_use]
pub fn rook_attacks(sliders: u64, occupied: u64) -> u64 {
    // SAFETY: SSE2 is part of the x86_64 baseline: every CPU this module compiles for runs it.
    unsafe { kernel_rook_attacks(sliders, occupied) }
}

#[target_feature(enable = "sse2")]
#[inline]
fn kernel_rook_attacks(sliders: u64, occupied: u64) -> u64 {
    let empty = !(occupied | sliders);
    or_unflipped(vertical(with_flip(sliders), with_flip(empty))) | horizontal(sliders, empty)
}

/// The squares attacked along diagonals by every slider in `sliders`, given the `occupied`
/// squares: [`crate::bishop_attacks`] on SSE2.
#[inline]
#[must_use]
pub fn bishop_attacks(sliders: u64, occupied: u64) -> u64 {
    // SAFETY: SSE2 is part of the x86_64 baseline: every CPU this module compiles for runs it.
    unsafe { kernel_bishop_attacks(sliders, occupied) }
}

#[target_feature(enable = "sse2")]
#[inline]
pub(super) fn kernel_bishop_attacks(sliders: u64, occupied: u64) -> u64 {
    or_unflipped(diagonal(
        with_flip(sliders),
        with_flip(!(occupied | sliders)),
    ))
}

/// The squares attacked by every queen in `sliders`, given the `occupied` squares:
/// [`crate::queen_attacks`] on SSE2.
#[inline]
#[must_use]
pub fn queen_attacks(sliders: u64, occupied: u64) -> u64 {
    slider_attacks(sliders, sliders, occupied)
}

/// The squares attacked by `orthogonal` along ranks and files and by `diagonal` along
/// diagonals, given the `occupied` squares: [`crate::slider_attacks`] on SSE2.
#[inline]
#[must_use]
pub fn slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
    // SAFETY: SSE2 is part of the x86_64 baseline: every CPU this module compiles for runs it.
    unsafe { kernel_slider_attacks(orthogonal, diagonal, occupied) }
}

#[target_feature(enable = "sse2")]
#[inline]
pub(super) fn kernel_slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
    let empty = !(occupied | orthogonal | diagonal);
    let flipped_empty = with_flip(empty);
    let up_and_down = _mm_or_si128(
        vertical(with_flip(orthogonal), flipped_empty),
        self::diagonal(with_flip(diagonal), flipped_empty),
    );
    or_unflipped(up_and_down) | horizontal(orthogonal, empty)
}

/// East attacks of two boards at once, by subtraction: [`super::east_attacks_x2`].
///
/// `_mm_sub_epi64` subtracts each 64-bit half on its own, so the borrows of one board
/// never reach the other, and the scalar `o ^ (o - 2r)` trick of [`crate::subtract`] runs
/// on both halves unchanged (the Chess Programming Wiki's "even more with vectors of two
/// bitboards"): 7 operations for two boards.
#[inline]
#[must_use]
pub fn east_attacks_x2(rooks: [u64; 2], occupied: [u64; 2]) -> [u64; 2] {
    // SAFETY: SSE2 is part of the x86_64 baseline: every CPU this module compiles for runs it.
    unsafe { kernel_east_attacks_x2(rooks, occupied) }
}

#[target_feature(enable = "sse2")]
#[inline]
pub(super) fn kernel_east_attacks_x2(rooks: [u64; 2], occupied: [u64; 2]) -> [u64; 2] {
    let pair = |b: [u64; 2]| _mm_set_epi64x(b[1] as i64, b[0] as i64);
    // The h-file counts as occupied, so that no borrow runs into the next rank; rooks on the
    // h-file attack nothing eastwards and leave the subtraction.
    let h_file = splat(0x8080_8080_8080_8080);
    let rooks = pair(rooks);
    let occupied_with_rooks = _mm_or_si128(pair(occupied), _mm_or_si128(rooks, h_file));
    // `andnot(a, b)` is `!a & b`: the rooks off the h-file.
    let movers = _mm_andnot_si128(h_file, rooks);
    let occupied_without_movers = _mm_xor_si128(movers, occupied_with_rooks);
    let v = _mm_xor_si128(
        _mm_sub_epi64(occupied_without_movers, movers),
        occupied_with_rooks,
    );
    [
        _mm_cvtsi128_si64(v) as u64,
        _mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)) as u64,
    ]
}

/// The occluded fill of `generator` towards h8 by `S1` squares a step (`S2 = 2 * S1`,
/// `S4 = 4 * S1`) through `propagator`: Kogge-Stone's three doubling steps, 13 operations.
#[target_feature(enable = "sse2")]
#[inline]
pub(crate) fn up_occluded<const S1: i32, const S2: i32, const S4: i32>(
    mut generator: __m128i,
    mut propagator: __m128i,
) -> __m128i {
    generator = _mm_or_si128(
        generator,
        _mm_and_si128(propagator, _mm_slli_epi64::<S1>(generator)),
    );
    propagator = _mm_and_si128(propagator, _mm_slli_epi64::<S1>(propagator));
    generator = _mm_or_si128(
        generator,
        _mm_and_si128(propagator, _mm_slli_epi64::<S2>(generator)),
    );
    propagator = _mm_and_si128(propagator, _mm_slli_epi64::<S2>(propagator));
    _mm_or_si128(
        generator,
        _mm_and_si128(propagator, _mm_slli_epi64::<S4>(generator)),
    )
}
