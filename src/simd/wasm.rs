//! Set-wise attacks on WebAssembly's simd128: two directions per 128-bit register, paired
//! by a vertical flip, as [`simd::sse2`](super) pairs them on x86_64.
//!
//! Compiled only for wasm32 built with `-C target-feature=+simd128` (every browser since
//! 2021 and node 16 run it); a wasm module cannot ask at run time what its host runs, so
//! the choice is made when the module is built, and a build without simd128 takes the
//! scalar fills. The simd128 intrinsics are safe functions in such a build: nothing here
//! is `unsafe`.
//!
//! The shifts of `i64x2` take one count for both lanes, as SSE2's do, so the two lanes of
//! a register can only run directions that shift the same way. A vertical flip (a byte
//! swap, rank 1 becomes rank 8: the Chess Programming Wiki's Flipping Mirroring and
//! Rotating page) turns a south direction into the north one and keeps the files, so a
//! left-shifting Kogge-Stone on `[board, flipped board]` runs nort in lane 0 and, flipped,
//! sout in lane 1; the same for noEa and soEa (shift 9, off the a-file) and noWe and soWe
//! (shift 7, off the h-file):
//!
//! ```text
//! lane                0          1
//! generator           sliders    sliders flipped
//! propagator          empty      empty flipped
//! shift 8             nort       sout (flipped)
//! shift 9, not a-file noEa       soEa (flipped)
//! shift 7, not h-file noWe       soWe (flipped)
//! ```
//!
//! WebAssembly has no byte-swap instruction for a 64-bit integer (`u64::swap_bytes` is a
//! dozen shifts and masks there), but the byte shuffle `i8x16.shuffle` flips a lane in one
//! instruction: `with_flip` splats a bitboard into both lanes and reverses the bytes of
//! lane 1, and `or_unflipped` reverses them back onto lane 0 and ORs. East and west
//! cannot pair by a flip (it keeps them as they are); they run in 64-bit integers beside
//! the vector work, east by subtraction ([`crate::subtract`], 7 operations), west by
//! Kogge-Stone (16).
//!
//! Operation counts, vector (v) and 64-bit integer (i), each pair a 14-16 operation
//! Kogge-Stone; the flip in is a splat and a shuffle, the way out a shuffle, an `or` and
//! an extract:
//!
//! ```text
//! rook     1 pair (14 v) + east (7 i) + west (16 i)
//! bishop   2 pairs (32 v)
//! slider   3 pairs (46 v) + east + west (23 i)
//! ```
//!
//! The batches put two positions in a register instead, one per lane: every direction then
//! shifts the same way in both lanes, so all eight run in vectors (east by a lane-wise
//! subtraction), with no flip and no horizontal OR.
//!
//! ```
//! # #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))] {
//! use bitfill::internals::simd;
//! assert_eq!(simd::wasm::rook_attacks(1, 1), simd::scalar::rook_attacks(1, 1));
//! # }
//! ```

use super::batch::{LengthMismatch, set_batch_len, slider_batch_len};
use crate::{Bitboard, kogge, subtract};
use core::arch::wasm32::{
    i64x2_shl, i64x2_sub, u8x16_shuffle, u64x2, u64x2_extract_lane, u64x2_shr, u64x2_splat, v128,
    v128_and, v128_andnot, v128_not, v128_or, v128_xor,
};

const NOT_A_FILE: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H_FILE: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const H_FILE: u64 = 0x8080_8080_8080_8080;

/// Lane 0 as it is, the bytes of lane 1 reversed: the vertical flip of lane 1, one
/// `i8x16.shuffle`.
#[inline(always)]
pub(crate) fn flip_lane1(v: v128) -> v128 {
    u8x16_shuffle::<0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8>(v, v)
}

/// `[board, board flipped vertically]` in lanes 0 and 1: a splat and a shuffle.
#[inline(always)]
pub(crate) fn with_flip(board: u64) -> v128 {
    flip_lane1(u64x2_splat(board))
}

/// Lane 0 ORed with lane 1 flipped back: a shuffle (lane 1's bytes reversed into lane 0),
/// an `or` and an extract.
#[inline(always)]
pub(crate) fn or_unflipped(v: v128) -> u64 {
    let lane1_unflipped =
        u8x16_shuffle::<15, 14, 13, 12, 11, 10, 9, 8, 0, 1, 2, 3, 4, 5, 6, 7>(v, v);
    u64x2_extract_lane::<0>(v128_or(v, lane1_unflipped))
}

/// `value` in both lanes.
#[inline(always)]
pub(crate) fn splat(value: u64) -> v128 {
    u64x2_splat(value)
}

/// The occluded fill of `generator` towards h8 by `step` squares a step through
/// `propagator` (already wrap-masked): Kogge-Stone's three doubling steps, 13 operations.
#[inline(always)]
pub(crate) fn up_occluded(mut generator: v128, mut propagator: v128, step: u32) -> v128 {
    generator = v128_or(generator, v128_and(propagator, i64x2_shl(generator, step)));
    propagator = v128_and(propagator, i64x2_shl(propagator, step));
    generator = v128_or(
        generator,
        v128_and(propagator, i64x2_shl(generator, 2 * step)),
    );
    propagator = v128_and(propagator, i64x2_shl(propagator, 2 * step));
    v128_or(
        generator,
        v128_and(propagator, i64x2_shl(generator, 4 * step)),
    )
}

/// [`up_occluded`] towards a1.
#[inline(always)]
fn down_occluded(mut generator: v128, mut propagator: v128, step: u32) -> v128 {
    generator = v128_or(generator, v128_and(propagator, u64x2_shr(generator, step)));
    propagator = v128_and(propagator, u64x2_shr(propagator, step));
    generator = v128_or(
        generator,
        v128_and(propagator, u64x2_shr(generator, 2 * step)),
    );
    propagator = v128_and(propagator, u64x2_shr(propagator, 2 * step));
    v128_or(
        generator,
        v128_and(propagator, u64x2_shr(generator, 4 * step)),
    )
}

/// The attacks of `generator` towards h8 by `step`, through `empty`; `wrap` is the mask of
/// the squares a step may land on (all for a vertical step): 16 operations.
#[inline(always)]
fn up_attacks(generator: v128, empty: v128, step: u32, wrap: v128) -> v128 {
    let fill = up_occluded(generator, v128_and(empty, wrap), step);
    v128_and(i64x2_shl(fill, step), wrap)
}

/// [`up_attacks`] towards a1.
#[inline(always)]
fn down_attacks(generator: v128, empty: v128, step: u32, wrap: v128) -> v128 {
    let fill = down_occluded(generator, v128_and(empty, wrap), step);
    v128_and(u64x2_shr(fill, step), wrap)
}

/// Nort in lane 0, sout flipped in lane 1: 14 operations (no wrap mask).
#[inline(always)]
fn vertical(sliders: v128, empty: v128) -> v128 {
    i64x2_shl(up_occluded(sliders, empty, 8), 8)
}

/// NoEa and noWe in lane 0, soEa and soWe flipped in lane 1.
#[inline(always)]
fn diagonal(sliders: v128, empty: v128) -> v128 {
    v128_or(
        up_attacks(sliders, empty, 9, splat(NOT_A_FILE)),
        up_attacks(sliders, empty, 7, splat(NOT_H_FILE)),
    )
}

/// East and west, in 64-bit integers.
#[inline(always)]
fn horizontal(sliders: u64, empty: u64) -> u64 {
    subtract::east_attacks(Bitboard(sliders), crate::Empty(empty)).0
        | kogge::west_attacks(Bitboard(sliders), crate::Empty(empty)).0
}

/// The squares attacked along ranks and files by every slider in `sliders`, given the
/// `occupied` squares: [`crate::rook_attacks`] on simd128.
#[inline]
#[must_use]
pub fn rook_attacks(sliders: u64, occupied: u64) -> u64 {
    let empty = !(occupied | sliders);
    or_unflipped(vertical(with_flip(sliders), with_flip(empty))) | horizontal(sliders, empty)
}

/// The squares attacked along diagonals by every slider in `sliders`, given the `occupied`
/// squares: [`crate::bishop_attacks`] on simd128.
#[inline]
#[must_use]
pub fn bishop_attacks(sliders: u64, occupied: u64) -> u64 {
    or_unflipped(diagonal(
        with_flip(sliders),
        with_flip(!(occupied | sliders)),
    ))
}

/// The squares attacked by every queen in `sliders`, given the `occupied` squares:
/// [`crate::queen_attacks`] on simd128.
#[inline]
#[must_use]
pub fn queen_attacks(sliders: u64, occupied: u64) -> u64 {
    slider_attacks(sliders, sliders, occupied)
}

/// The squares attacked by `orthogonal` along ranks and files and by `diagonal` along
/// diagonals, given the `occupied` squares: [`crate::slider_attacks`] on simd128.
#[inline]
#[must_use]
pub fn slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
    let empty = !(occupied | orthogonal | diagonal);
    let flipped_empty = with_flip(empty);
    let up_and_down = v128_or(
        vertical(with_flip(orthogonal), flipped_empty),
        self::diagonal(with_flip(diagonal), flipped_empty),
    );
    or_unflipped(up_and_down) | horizontal(orthogonal, empty)
}

/// The attacks in each direction, in dir8 order: [`super::attacks_by_direction`]. The
/// three flipped pairs of [`slider_attacks`], each lane 1 flipped back on its own, and
/// east and west in 64-bit integers.
#[inline]
#[must_use]
pub fn attacks_by_direction(sliders: u64, occupied: u64) -> [u64; 8] {
    slider_attacks_by_direction(sliders, sliders, occupied)
}

/// `orthogonal`'s attacks along ranks and files and `diagonal`'s along diagonals, each
/// direction apart, in dir8 order: [`super::slider_attacks_by_direction`], as
/// [`attacks_by_direction`] with a generator of each kind.
#[inline]
#[must_use]
pub fn slider_attacks_by_direction(orthogonal: u64, diagonal: u64, occupied: u64) -> [u64; 8] {
    let empty = !(occupied | orthogonal | diagonal);
    let propagator = with_flip(empty);
    let (generator, diagonal_generator) = (with_flip(orthogonal), with_flip(diagonal));
    let nort_sout = flip_lane1(vertical(generator, propagator));
    let no_ea_so_ea = flip_lane1(up_attacks(
        diagonal_generator,
        propagator,
        9,
        splat(NOT_A_FILE),
    ));
    let no_we_so_we = flip_lane1(up_attacks(
        diagonal_generator,
        propagator,
        7,
        splat(NOT_H_FILE),
    ));
    [
        u64x2_extract_lane::<0>(no_ea_so_ea),
        subtract::east_attacks(Bitboard(orthogonal), crate::Empty(empty)).0,
        u64x2_extract_lane::<1>(no_ea_so_ea),
        u64x2_extract_lane::<1>(nort_sout),
        u64x2_extract_lane::<1>(no_we_so_we),
        kogge::west_attacks(Bitboard(orthogonal), crate::Empty(empty)).0,
        u64x2_extract_lane::<0>(no_we_so_we),
        u64x2_extract_lane::<0>(nort_sout),
    ]
}

/// East attacks of two boards at once, by subtraction: [`super::east_attacks_x2`].
///
/// `i64x2.sub` subtracts each 64-bit lane on its own, so the borrows of one board never
/// reach the other, and the scalar `o ^ (o - 2r)` trick of [`crate::subtract`] runs on
/// both lanes unchanged (the Chess Programming Wiki's "even more with vectors of two
/// bitboards"): 7 operations for two boards.
#[inline]
#[must_use]
pub fn east_attacks_x2(rooks: [u64; 2], occupied: [u64; 2]) -> [u64; 2] {
    let v = east_two(u64x2(rooks[0], rooks[1]), u64x2(occupied[0], occupied[1]));
    [u64x2_extract_lane::<0>(v), u64x2_extract_lane::<1>(v)]
}

/// The east attacks of the rooks of each lane, given each lane's occupied squares.
#[inline(always)]
fn east_two(rooks: v128, occupied: v128) -> v128 {
    // The h-file counts as occupied, so that no borrow runs into the next rank; rooks on
    // the h-file attack nothing eastwards and leave the subtraction.
    let h_file = splat(H_FILE);
    let occupied_with_rooks = v128_or(occupied, v128_or(rooks, h_file));
    let movers = v128_andnot(rooks, h_file);
    let occupied_without_movers = v128_xor(movers, occupied_with_rooks);
    v128_xor(
        i64x2_sub(occupied_without_movers, movers),
        occupied_with_rooks,
    )
}

/// The rook rays (if `ORTHOGONAL`) of `orthogonal` and the bishop rays (if `DIAGONAL`) of
/// `diagonal`, one position per lane, given each lane's occupied squares: every direction
/// in vectors, 16 operations each (east by subtraction, 7).
#[inline(always)]
fn two_boards<const ORTHOGONAL: bool, const DIAGONAL: bool>(
    orthogonal: v128,
    diagonal: v128,
    occupied: v128,
) -> v128 {
    let mut blockers = occupied;
    if ORTHOGONAL {
        blockers = v128_or(blockers, orthogonal);
    }
    if DIAGONAL {
        blockers = v128_or(blockers, diagonal);
    }
    let empty = v128_not(blockers);
    let (all, not_a, not_h) = (splat(u64::MAX), splat(NOT_A_FILE), splat(NOT_H_FILE));
    let mut attacks = splat(0);
    if ORTHOGONAL {
        let g = orthogonal;
        attacks = v128_or(attacks, up_attacks(g, empty, 8, all));
        attacks = v128_or(attacks, down_attacks(g, empty, 8, all));
        attacks = v128_or(attacks, east_two(g, blockers));
        attacks = v128_or(attacks, down_attacks(g, empty, 1, not_h));
    }
    if DIAGONAL {
        let g = diagonal;
        attacks = v128_or(attacks, up_attacks(g, empty, 9, not_a));
        attacks = v128_or(attacks, up_attacks(g, empty, 7, not_h));
        attacks = v128_or(attacks, down_attacks(g, empty, 9, not_h));
        attacks = v128_or(attacks, down_attacks(g, empty, 7, not_a));
    }
    attacks
}

/// `out[i]` = the attacks of `orthogonal[i]` along ranks and files (if `ORTHOGONAL`) and of
/// `diagonal[i]` along diagonals (if `DIAGONAL`), two positions per register; a last odd
/// position runs with a zero beside it. The slices have the same length.
#[inline]
fn batch<const ORTHOGONAL: bool, const DIAGONAL: bool>(
    orthogonal: &[Bitboard],
    diagonal: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) {
    let (orthogonal, orthogonal_rest) = orthogonal.as_chunks::<2>();
    let (diagonal, diagonal_rest) = diagonal.as_chunks::<2>();
    let (occupied, occupied_rest) = occupied.as_chunks::<2>();
    let (out, out_rest) = out.as_chunks_mut::<2>();
    let pair = |b: &[Bitboard; 2]| u64x2(b[0].0, b[1].0);
    for (((orthogonal, diagonal), occupied), out) in
        orthogonal.iter().zip(diagonal).zip(occupied).zip(out)
    {
        let v =
            two_boards::<ORTHOGONAL, DIAGONAL>(pair(orthogonal), pair(diagonal), pair(occupied));
        *out = [
            Bitboard(u64x2_extract_lane::<0>(v)),
            Bitboard(u64x2_extract_lane::<1>(v)),
        ];
    }
    if let ([orthogonal], [diagonal], [occupied], [out]) =
        (orthogonal_rest, diagonal_rest, occupied_rest, out_rest)
    {
        let v = two_boards::<ORTHOGONAL, DIAGONAL>(
            u64x2(orthogonal.0, 0),
            u64x2(diagonal.0, 0),
            u64x2(occupied.0, 0),
        );
        *out = Bitboard(u64x2_extract_lane::<0>(v));
    }
}

/// [`simd::queen_attacks_batch`](super::queen_attacks_batch): two positions per register.
pub fn queen_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    set_batch_len(sliders, occupied, out)?;
    batch::<true, true>(sliders, sliders, occupied, out);
    Ok(())
}

/// [`simd::rook_attacks_batch`](super::rook_attacks_batch): two positions per register, the
/// four rook rays only.
pub fn rook_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    set_batch_len(sliders, occupied, out)?;
    batch::<true, false>(sliders, sliders, occupied, out);
    Ok(())
}

/// [`simd::bishop_attacks_batch`](super::bishop_attacks_batch): two positions per register,
/// the four bishop rays only.
pub fn bishop_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    set_batch_len(sliders, occupied, out)?;
    batch::<false, true>(sliders, sliders, occupied, out);
    Ok(())
}

/// [`simd::slider_attacks_batch`](super::slider_attacks_batch): two positions per register.
pub fn slider_attacks_batch(
    orthogonal: &[Bitboard],
    diagonal: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    slider_batch_len(orthogonal, diagonal, occupied, out)?;
    batch::<true, true>(orthogonal, diagonal, occupied, out);
    Ok(())
}
