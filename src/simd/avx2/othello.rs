//! Othello moves and flips with four directions per register: the left register's lanes
//! run noEa, east, noWe, nort (shifts 9, 1, 7, 8 towards h8), the right register's their
//! opposites, as for the attacks ([`super::LEFT`], [`super::RIGHT`]). Each lane runs the
//! Kogge-Stone occluded fill of [`super::kogge`] through the opponent discs that may be
//! inside a run in its direction (the propagator: no disc on the a- or h-file for the
//! horizontal and diagonal lanes, none on rank 1 or 8 for the diagonal ones), which keeps
//! every shift from wrapping across an edge without a mask after it.
//!
//! Moves: the runs (fill and opponent), one step further, ORed over the lanes, on empty
//! squares: 2 x 13 vector operations and 6 for the lanes. Flips: the fill from the placed
//! disc, kept in the lanes where a player disc is next to its end
//! (`_mm256_cmpeq_epi64` against zero, then `andnot`): 2 x 16 and 6.

use super::kogge::occluded;
use super::{and, doubling_counts, lanes, or, or_lanes, shift, splat};
use core::arch::x86_64::{__m256i, _mm256_andnot_si256, _mm256_cmpeq_epi64, _mm256_setzero_si256};

/// The opponent discs a run may hold, lane by lane (noEa, east, noWe, nort; the right
/// register's lanes are their opposites and take the same masks).
const INNER: [u64; 4] = [
    0x007e_7e7e_7e7e_7e00,
    0x7e7e_7e7e_7e7e_7e7e,
    0x007e_7e7e_7e7e_7e00,
    u64::MAX,
];

/// The player's moves.
///
/// # Safety
/// The CPU must run AVX2.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) unsafe fn moves(player: u64, opponent: u64) -> u64 {
    let counts = doubling_counts();
    let propagator = and(splat(opponent), lanes(INNER));
    let generator = splat(player);
    let left = and(occluded::<true>(generator, propagator, &counts), propagator);
    let right = and(
        occluded::<false>(generator, propagator, &counts),
        propagator,
    );
    let targets = or(
        shift::<true>(left, counts[0]),
        shift::<false>(right, counts[0]),
    );
    or_lanes(targets) & !(player | opponent)
}

/// The discs a player disc on `placed` (one empty square, or none) flips.
///
/// # Safety
/// The CPU must run AVX2.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) unsafe fn flips(player: u64, opponent: u64, placed: u64) -> u64 {
    let counts = doubling_counts();
    let propagator = and(splat(opponent), lanes(INNER));
    let generator = splat(placed);
    let players = splat(player);
    let zero = _mm256_setzero_si256();
    let closed_runs = |reach: __m256i, next: __m256i| {
        // All ones in the lanes whose fill no player disc closes.
        let open = _mm256_cmpeq_epi64(and(next, players), zero);
        _mm256_andnot_si256(open, and(reach, propagator))
    };
    let left = occluded::<true>(generator, propagator, &counts);
    let right = occluded::<false>(generator, propagator, &counts);
    let flipped = or(
        closed_runs(left, shift::<true>(left, counts[0])),
        closed_runs(right, shift::<false>(right, counts[0])),
    );
    or_lanes(flipped)
}
