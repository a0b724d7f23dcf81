//! Othello's moves and flips on AVX2, four directions per 256-bit register: the left
//! register's lanes run noEa, east, noWe, nort (shifts 9, 1, 7, 8 towards h8), the right
//! register's their opposites, as the slider kernels of [`simd::Avx2`](crate::simd::Avx2)
//! lay them out:
//!
//! ```text
//! lane            0      1      2      3
//! left register   noEa   east   noWe   nort    _mm256_sllv_epi64 by 9, 1, 7, 8
//! right register  soWe   west   soEa   sout    _mm256_srlv_epi64 by 9, 1, 7, 8
//! ```
//!
//! Each lane runs the Kogge-Stone occluded fill through the opponent discs that may be
//! inside a run in its direction (the propagator: no disc on the a- or h-file for the
//! horizontal and diagonal lanes, none on rank 1 or 8 for the diagonal ones), which keeps
//! every shift from wrapping across an edge without a mask after it.
//!
//! Moves: the runs (fill and opponent), one step further, ORed over the lanes, on empty
//! squares: 2 x 13 vector operations and 6 for the lanes. Flips: the fill from the placed
//! disc, kept in the lanes where a player disc is next to its end
//! (`_mm256_cmpeq_epi64` against zero, then `andnot`): 2 x 16 and 6.
//!
//! Every function takes an [`Avx2`] token, which exists only on a CPU that runs AVX2
//! ([`Avx2::detect`]), so the functions are safe to call. [`othello::moves`](super::moves)
//! and [`othello::flips`](super::flips) run them when AVX2 is compiled in or detected;
//! these force them (in tests and benchmarks, or with the check made once outside a hot
//! loop).
//!
//! ```
//! use bitfill::{Square, othello, simd::Avx2};
//! if let Some(avx2) = Avx2::detect() {
//!     let (black, white) = (1 << 35 | 1 << 28, 1 << 27 | 1 << 36); // the initial position
//!     assert_eq!(othello::avx2::moves(avx2, black, white), othello::moves_const(black, white));
//!     assert_eq!(othello::avx2::flips(avx2, black, white, Square::D3), Square::D4.bitboard());
//! }
//! ```

use super::scalar::{DIAGONAL, HORIZONTAL};
use crate::Square;
use crate::simd::Avx2;
use crate::simd::avx2::kogge::occluded;
use crate::simd::avx2::lanes::{and, doubling_counts, lanes, or, or_lanes, shift, splat};
use core::arch::x86_64::{__m256i, _mm256_andnot_si256, _mm256_cmpeq_epi64, _mm256_setzero_si256};

/// The opponent discs a run may hold, lane by lane (noEa, east, noWe, nort; the right
/// register's lanes are their opposites and take the same masks).
const INNER: [u64; 4] = [DIAGONAL, HORIZONTAL, DIAGONAL, u64::MAX];

/// [`othello::moves`](super::moves) with four directions per register, Kogge-Stone in
/// lanes ([`othello::moves_const`](super::moves_const) computes the same).
#[inline]
#[must_use]
pub fn moves(avx2: Avx2, player: u64, opponent: u64) -> u64 {
    let _ = avx2;
    // SAFETY: an `Avx2` token exists only where the CPU runs AVX2.
    unsafe { kernel_moves(player, opponent) }
}

/// [`othello::flips`](super::flips) with four directions per register
/// ([`othello::flips_const`](super::flips_const) computes the same).
#[inline]
#[must_use]
pub fn flips(avx2: Avx2, player: u64, opponent: u64, square: Square) -> u64 {
    let _ = avx2;
    let placed = square.bitboard() & !(player | opponent);
    // SAFETY: an `Avx2` token exists only where the CPU runs AVX2.
    unsafe { kernel_flips(player, opponent, placed) }
}

/// The same kernels as methods of the token, the AVX2 paths' first names, kept so that
/// `avx2.othello_moves(..)` still compiles. They are written here, with the game, rather
/// than in [`simd`](crate::simd): `simd` holds the slider kernels and imports nothing of
/// Othello.
impl Avx2 {
    /// [`othello::avx2::moves`](moves) as a method of the token.
    #[inline]
    #[must_use]
    pub fn othello_moves(self, player: u64, opponent: u64) -> u64 {
        moves(self, player, opponent)
    }

    /// [`othello::avx2::flips`](flips) as a method of the token.
    #[inline]
    #[must_use]
    pub fn othello_flips(self, player: u64, opponent: u64, square: Square) -> u64 {
        flips(self, player, opponent, square)
    }
}

/// The player's moves.
///
/// # Safety
/// The CPU must run AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn kernel_moves(player: u64, opponent: u64) -> u64 {
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
unsafe fn kernel_flips(player: u64, opponent: u64, placed: u64) -> u64 {
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
