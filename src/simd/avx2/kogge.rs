//! Kogge-Stone in AVX2 lanes: three doubling steps per ray, as in [`crate::kogge`], four
//! rays (or four boards) per instruction.
//!
//! Per register and attack set, the same 16 operations as one scalar ray with wrap mask:
//!
//! ```text
//! propagator = empty & wrap                         1
//! generator |= propagator & (generator << step)     3   three times, doubling step
//! propagator &= propagator << step                  2   twice
//! attacks = (generator << one) & wrap               2
//! ```
//!
//! Two opposite rays filling through the same propagator share its chain: for logical
//! shifts `(p & p << s) >> s == p & p >> s`, so the right-hand chain costs two shifts
//! instead of four operations ([`right_propagators`]); the slider kernel ([`rays`]) and
//! the batch ([`four_boards`]) fill through the empty squares off the edges so that they
//! can.
//!
//! AVX2 shifts are three-operand, so the copies scalar x86 needs for Kogge-Stone (the Chess
//! Programming Wiki's Kogge-Stone Algorithm page counts 5 `mov`s per ray) vanish.

use super::lanes::{
    Lane, ONE_STEP, and, doubling_counts, lanes, or, shift, shuffle_control, shuffled, splat,
    three_steps, wrap_masks,
};
use super::subtract;
use crate::Empty;
use core::arch::x86_64::{
    __m256i, _mm_cvtsi128_si64, _mm_or_si128, _mm_unpackhi_epi64, _mm256_castsi256_si128,
    _mm256_extracti128_si256, _mm256_setzero_si256,
};

/// The occluded fill of `generator` through `propagator`, the propagator already
/// wrap-masked, each lane shifting by its own `counts` (one, two, four steps).
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn occluded<const LEFT: bool>(
    mut generator: __m256i,
    mut propagator: __m256i,
    counts: &[__m256i; 3],
) -> __m256i {
    generator = or(
        generator,
        and(propagator, shift::<LEFT>(generator, counts[0])),
    );
    propagator = and(propagator, shift::<LEFT>(propagator, counts[0]));
    generator = or(
        generator,
        and(propagator, shift::<LEFT>(generator, counts[1])),
    );
    propagator = and(propagator, shift::<LEFT>(propagator, counts[1]));
    or(
        generator,
        and(propagator, shift::<LEFT>(generator, counts[2])),
    )
}

/// Kogge-Stone's three propagators (for one, two and four steps) towards h8, from
/// `propagator`: `[p, p & p << s, (p & p << s) & (p & p << s) << 2s]`, 4 operations.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn left_propagators(propagator: __m256i, counts: &[__m256i; 3]) -> [__m256i; 3] {
    let two = and(propagator, shift::<true>(propagator, counts[0]));
    let four = and(two, shift::<true>(two, counts[1]));
    [propagator, two, four]
}

/// The same propagators towards a1, from those towards h8, 2 operations instead of 4: for
/// logical shifts `(p & p << s) >> s == p & p >> s` (the top `s` bits, the only ones the
/// shift back loses, are 0 in `p >> s`), and so the four-step propagator towards a1 is the
/// one towards h8 shifted by three steps.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn right_propagators(
    left: &[__m256i; 3],
    counts: &[__m256i; 3],
    three: __m256i,
) -> [__m256i; 3] {
    [
        left[0],
        shift::<false>(left[1], counts[0]),
        shift::<false>(left[2], three),
    ]
}

/// The occluded fill of `generator` through the propagators of [`left_propagators`] or
/// [`right_propagators`]: 9 operations.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn fill<const LEFT: bool>(
    mut generator: __m256i,
    propagators: &[__m256i; 3],
    counts: &[__m256i; 3],
) -> __m256i {
    for step in 0..3 {
        generator = or(
            generator,
            and(propagators[step], shift::<LEFT>(generator, counts[step])),
        );
    }
    generator
}

/// The attacks of both registers, lanes as in [`super::lanes::LEFT`] and
/// [`super::lanes::RIGHT`]: 29 operations, 12 of them shifts (the empty squares masked
/// once; four operations for the left propagators, two for the right ones; nine for each
/// fill; four for the last step and its wrap masks).
///
/// Both registers fill through the same propagator, the empty squares off the edges a
/// ray of the lane's line can leave the board by (the a- and h-files for east-west and the
/// diagonals, ranks 1 and 8 for the files and the diagonals), as Edax's and Egaroucid's
/// mobility code does: a fill never needs to stand on an edge square, since the final step
/// attacks it whatever stands there. So the right register's propagators come from the
/// left's ([`right_propagators`]); only the final step keeps the wrap masks.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn rays(generator: __m256i, empty: __m256i) -> (__m256i, __m256i) {
    const VERTICAL: u64 = 0x00ff_ffff_ffff_ff00;
    const HORIZONTAL: u64 = 0x7e7e_7e7e_7e7e_7e7e;
    const DIAGONAL: u64 = HORIZONTAL & VERTICAL;
    // Lanes as in LEFT: noEa, east, noWe, nort.
    let inner = lanes([DIAGONAL, HORIZONTAL, DIAGONAL, VERTICAL]);
    let counts = doubling_counts();
    let three = three_steps();
    let (left_wrap, right_wrap) = wrap_masks();
    let left_propagators = left_propagators(and(empty, inner), &counts);
    let right_propagators = right_propagators(&left_propagators, &counts, three);
    let left = fill::<true>(generator, &left_propagators, &counts);
    let right = fill::<false>(generator, &right_propagators, &counts);
    (
        and(shift::<true>(left, counts[0]), left_wrap),
        and(shift::<false>(right, counts[0]), right_wrap),
    )
}

/// The occluded fill of four boards, one per lane, in the direction of `ONE_STEP[lane]`
/// (every lane shifts by the same amount), the propagator already wrap-masked.
#[target_feature(enable = "avx2")]
#[inline]
fn occluded_four<const LEFT: bool>(
    generator: __m256i,
    propagator: __m256i,
    lane: usize,
) -> __m256i {
    let one = ONE_STEP[lane] as u64;
    occluded::<LEFT>(
        generator,
        propagator,
        &[splat(one), splat(2 * one), splat(4 * one)],
    )
}

/// The Kogge-Stone shift counts of four boards in the direction of `ONE_STEP[lane]` (one,
/// two and four steps), and three steps for [`right_propagators`].
#[target_feature(enable = "avx2")]
#[inline]
fn uniform_counts(lane: usize) -> ([__m256i; 3], __m256i) {
    let one = ONE_STEP[lane] as u64;
    ([splat(one), splat(2 * one), splat(4 * one)], splat(3 * one))
}

/// The attacks towards h8 and towards a1 of the four boards' `sliders` along the line of
/// `ONE_STEP[lane]`, both filling through `propagator` (which must keep off the edges the
/// line leaves the board by, as in [`rays`]), the final steps not wrap-masked: the two
/// fills share their propagators ([`right_propagators`]), 26 operations for the pair.
#[target_feature(enable = "avx2")]
#[inline]
fn pair_four(sliders: __m256i, propagator: __m256i, lane: usize) -> (__m256i, __m256i) {
    let (counts, three) = uniform_counts(lane);
    let up = left_propagators(propagator, &counts);
    let down = right_propagators(&up, &counts, three);
    (
        shift::<true>(fill::<true>(sliders, &up, &counts), counts[0]),
        shift::<false>(fill::<false>(sliders, &down, &counts), counts[0]),
    )
}

/// The attacks of four boards, one per lane: `orthogonal` along ranks and files if
/// `ORTHOGONAL`, `diagonal` along diagonals if `DIAGONAL`.
///
/// The orthogonal sliders' east rays come from [`subtract`] (6 operations, no shift), the
/// other seven from Kogge-Stone (14 operations each with the final shift, 13 for the three
/// whose propagators come from their opposite's by [`right_propagators`]: nort and sout
/// fill through the empty squares, the diagonals through those off the a- and h-files).
/// The three rays that move east share the wrap mask of the final step, and so do the
/// three that move west, so each is applied once per side: for the queen, 7 x 14 less
/// 3 x 2, then 6 for east, 3 masks, 2 final masks and 7 ORs: 110 operations for four
/// boards (in the disassembly, LLVM turns
/// the shifts by one into additions).
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn four_boards<const ORTHOGONAL: bool, const DIAGONAL: bool>(
    orthogonal: __m256i,
    diagonal: __m256i,
    empty: __m256i,
) -> __m256i {
    // Lane indices of ONE_STEP: 9 (noEa, soWe), 1 (east, west), 7 (noWe, soEa), 8 (nort, sout).
    const DIAGONAL_9: usize = 0;
    const ORTHOGONAL_1: usize = 1;
    const DIAGONAL_7: usize = 2;
    const ORTHOGONAL_8: usize = 3;
    let not_a_file = splat(0xfefe_fefe_fefe_fefe);
    let not_h_file = splat(0x7f7f_7f7f_7f7f_7f7f);
    let empty_west = and(empty, not_h_file);
    let one = |lane: usize| splat(ONE_STEP[lane] as u64);
    let mut east = _mm256_setzero_si256();
    let mut west = _mm256_setzero_si256();
    let mut vertical = _mm256_setzero_si256();
    if ORTHOGONAL {
        let (nort, sout) = pair_four(orthogonal, empty, ORTHOGONAL_8);
        vertical = or(nort, sout);
        east = subtract::east_attacks(orthogonal, empty_west);
        west = shift::<false>(
            occluded_four::<false>(orthogonal, empty_west, ORTHOGONAL_1),
            one(ORTHOGONAL_1),
        );
    }
    if DIAGONAL {
        let inner = and(empty, splat(0x7e7e_7e7e_7e7e_7e7e));
        let (no_ea, so_we) = pair_four(diagonal, inner, DIAGONAL_9);
        let (no_we, so_ea) = pair_four(diagonal, inner, DIAGONAL_7);
        east = or(east, or(no_ea, so_ea));
        west = or(west, or(so_we, no_we));
    }
    or(vertical, or(and(east, not_a_file), and(west, not_h_file)))
}

/// The bishop rays of `sliders` in one register, by the vertical flip of
/// [`crate::simd::sse2`]: lanes `[sliders, flipped, sliders, flipped]` all shift towards
/// h8, by 9, 9, 7, 7 squares, so lanes 0 and 2 run noEa and noWe, lanes 1 and 3 soEa and
/// soWe upside down. 16 vector operations for the four rays (the two-register kernel of
/// [`rays`] spends 32 on eight), then the two halves ORed and lane 1 flipped back.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
    const UP_AND_DOWN: [u8; 32] =
        shuffle_control([Lane::Same, Lane::Flipped, Lane::Same, Lane::Flipped]);
    let generator = shuffled(sliders, &UP_AND_DOWN);
    let not_a = 0xfefe_fefe_fefe_fefe;
    let not_h = 0x7f7f_7f7f_7f7f_7f7f;
    let wrap = lanes([not_a, not_a, not_h, not_h]);
    let propagator = and(shuffled(empty, &UP_AND_DOWN), wrap);
    let counts = [
        lanes([9, 9, 7, 7]),
        lanes([18, 18, 14, 14]),
        lanes([36, 36, 28, 28]),
    ];
    let attacks = and(
        shift::<true>(occluded::<true>(generator, propagator, &counts), counts[0]),
        wrap,
    );
    let halves = _mm_or_si128(
        _mm256_castsi256_si128(attacks),
        _mm256_extracti128_si256::<1>(attacks),
    );
    let up = _mm_cvtsi128_si64(halves) as u64;
    let down = _mm_cvtsi128_si64(_mm_unpackhi_epi64(halves, halves)) as u64;
    up | down.swap_bytes()
}

/// The rook rays of `sliders` in one register, by the same flip: lanes
/// `[sliders, flipped, sliders, 0]` all shift towards a1, by 8, 8, 1 squares, so lane 0
/// runs sout, lane 1 nort upside down and lane 2 west (the only lane with a wrap mask, off
/// the h-file); east, which no flip turns into a shift towards a1, comes from
/// [`crate::subtract`] in general registers (7 operations), beside the vector work. 16
/// vector operations for the three rays, against the SSE2 rook's 14 for two and 16 more in
/// general registers for west.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn rook_attacks(sliders: u64, empty: u64) -> u64 {
    const DOWN_UP_WEST: [u8; 32] =
        shuffle_control([Lane::Same, Lane::Flipped, Lane::Same, Lane::Zero]);
    let generator = shuffled(sliders, &DOWN_UP_WEST);
    let (all, not_h) = (u64::MAX, 0x7f7f_7f7f_7f7f_7f7f);
    let wrap = lanes([all, all, not_h, all]);
    let propagator = and(shuffled(empty, &DOWN_UP_WEST), wrap);
    let counts = [
        lanes([8, 8, 1, 0]),
        lanes([16, 16, 2, 0]),
        lanes([32, 32, 4, 0]),
    ];
    let attacks = and(
        shift::<false>(occluded::<false>(generator, propagator, &counts), counts[0]),
        wrap,
    );
    let halves = _mm_or_si128(
        _mm256_castsi256_si128(attacks),
        _mm256_extracti128_si256::<1>(attacks),
    );
    let down_and_west = _mm_cvtsi128_si64(halves) as u64;
    let up = _mm_cvtsi128_si64(_mm_unpackhi_epi64(halves, halves)) as u64;
    down_and_west
        | up.swap_bytes()
        | crate::subtract::east_attacks(crate::Bitboard(sliders), Empty(empty)).0
}
