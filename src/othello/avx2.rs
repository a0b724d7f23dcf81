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
//! squares: 2 x 13 vector operations and 6 for the lanes.
//!
//! Flips start from one square, so they need no fill: each lane loads the ray from the
//! square to the edge (`RAYS_IN_LANES`, built from [`tables::RAYS`](crate::tables::RAYS)), and
//! the run of opponent discs next to the square ends at the ray's first square that
//! cannot be in a run (its "stop"). Towards h8 the first stop is the lowest bit of the
//! stops, isolated by `x & -x` (the Chess Programming Wiki's General Setwise Operations,
//! "LS1B isolation"): an addition, no shift. Towards a1 it is the highest, so the stops
//! are smeared one to eight steps further along the ray (4 shifts), and the ray less the
//! smear is the run and its stop. The run flips where a player disc is on that span:
//!
//! ```text
//! ray nort of d3 (d4 .. d8)   O O X . O        X: player, O: opponent, .: empty
//! stops (not O, or an edge)   . . 1 1 .        (d8 is no stop: nort runs reach rank 8)
//! first stop (x & -x)         . . 1 . .
//! span: the ray up to it      1 1 1 . .        holds a player disc: d4 and d5 flip
//! ```
//!
//! 2 x about 10 operations and 6 for the lanes, 4 of them shifts, where the fills of the
//! placed disc took 2 x 16 with 12 shifts, which only two of Zen 3's four vector pipes run.
//!
//! Every function takes an [`Avx2`] token, which exists only on a CPU that runs AVX2
//! ([`Avx2::detect`]), so the functions are safe to call. [`othello::moves`](super::moves)
//! and [`othello::flips`](super::flips) run them when AVX2 is compiled in or detected;
//! these force them (in tests and benchmarks, or with the check made once outside a hot
//! loop).
//!
//! ```
//! use bitfill::{Square, othello};
//! use bitfill::simd::{Avx2, Kernels};
//! if let Some(avx2) = Avx2::detect() {
//!     let (black, white) = (Square::D5 | Square::E4, Square::D4 | Square::E5); // the initial position
//!     assert_eq!(avx2.othello_moves(black, white), othello::moves_const(black, white));
//!     assert_eq!(avx2.othello_flips(black, white, Square::D3), Square::D4.bitboard());
//! }
//! ```

use super::scalar::{DIAGONAL, HORIZONTAL};
use crate::Square;
use crate::simd::Avx2;
use crate::simd::avx2::kogge::{fill, left_propagators, occluded, right_propagators};
use crate::simd::avx2::lanes::{
    LEFT, RIGHT, and, doubling_counts, lanes, load, or, or_lanes, shift, splat, three_steps,
};
use crate::tables::RAYS;
use core::arch::x86_64::{
    __m256i, _mm256_add_epi64, _mm256_andnot_si256, _mm256_cmpeq_epi64, _mm256_setzero_si256,
    _mm256_sub_epi64, _mm256_xor_si256,
};

/// The opponent discs a run may hold, lane by lane (noEa, east, noWe, nort; the right
/// register's lanes are their opposites and take the same masks).
const INNER: [u64; 4] = [DIAGONAL, HORIZONTAL, DIAGONAL, u64::MAX];

/// The squares from each square to the edge of the board, excluding the square, lanes as
/// the two registers': `RAYS_IN_LANES.0[square] = [towards h8, towards a1]`. 4 KiB, each
/// entry 32 bytes within one cache line.
#[repr(C, align(32))]
struct RaysInLanes([[[u64; 4]; 2]; 64]);

static RAYS_IN_LANES: RaysInLanes = RaysInLanes(rays_in_lanes());

const fn rays_in_lanes() -> [[[u64; 4]; 2]; 64] {
    let mut table = [[[0; 4]; 2]; 64];
    let mut square = 0;
    while square < 64 {
        let mut lane = 0;
        while lane < 4 {
            table[square][0][lane] = RAYS[LEFT[lane] as usize][square];
            table[square][1][lane] = RAYS[RIGHT[lane] as usize][square];
            lane += 1;
        }
        square += 1;
    }
    table
}

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
    // All ones where the square is empty, else nothing flips.
    let empty = 0u64.wrapping_sub(!(player | opponent) >> square.index() & 1);
    // SAFETY: an `Avx2` token exists only where the CPU runs AVX2.
    unsafe { kernel_flips(player, opponent, square) & empty }
}

/// [`flips`] by the Kogge-Stone fills of the placed disc, as the other paths compute them:
/// more operations (2 x 16 and 6, 12 of them shifts) than the line masks of [`flips`],
/// but where the caller is compiled for AVX-512 VL and inlines it, LLVM merges the fills'
/// ANDs and ORs two at a time into `vpternlogq` and this runs faster (bitfill's Othello
/// engine takes it in its recursion's AVX-512 copy: perft 12 about 3% faster on Zen 4).
#[inline]
#[must_use]
pub(crate) fn kogge_flips(avx2: Avx2, player: u64, opponent: u64, square: Square) -> u64 {
    let _ = avx2;
    let placed = square.bitboard().0 & !(player | opponent);
    // SAFETY: an `Avx2` token exists only where the CPU runs AVX2.
    unsafe { kernel_kogge_flips(player, opponent, placed) }
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
    // Both registers fill through the same opponent discs, so the right register's
    // propagators come from the left's by two shifts (`right_propagators`).
    let up = left_propagators(propagator, &counts);
    let down = right_propagators(&up, &counts, three_steps());
    let left = and(fill::<true>(generator, &up, &counts), propagator);
    let right = and(fill::<false>(generator, &down, &counts), propagator);
    let targets = or(
        shift::<true>(left, counts[0]),
        shift::<false>(right, counts[0]),
    );
    or_lanes(targets) & !(player | opponent)
}

/// The discs a player disc on `square` flips, if the square is empty.
///
/// For any two sets, overlapping too, this is what the fills of
/// [`flips_const`](super::flips_const) give: the run is the opponent discs off the edges
/// the lane's line leaves the board by ([`INNER`]) next to the square, and it flips if a
/// player disc stands on it or on the square after it.
///
/// # Safety
/// The CPU must run AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn kernel_flips(player: u64, opponent: u64, square: Square) -> u64 {
    let [up, down] = &RAYS_IN_LANES.0[square.index()];
    let (up, down) = (load(up), load(down));
    let runs = and(splat(opponent), lanes(INNER));
    let players = splat(player);
    let zero = _mm256_setzero_si256();
    // `andnot(a, b)` is `!a & b`.
    let flipping = |span: __m256i| {
        // All ones in the lanes whose span holds no player disc.
        let open = _mm256_cmpeq_epi64(and(span, players), zero);
        _mm256_andnot_si256(open, and(span, runs))
    };
    // Towards h8: the lowest stop, and the ray up to it (`stop ^ (stop - 1)`; all of the
    // ray where there is no stop, `0 ^ -1`).
    let stops = _mm256_andnot_si256(runs, up);
    let first = and(stops, _mm256_sub_epi64(zero, stops));
    let up_span = and(
        up,
        _mm256_xor_si256(first, _mm256_add_epi64(first, splat(u64::MAX))),
    );
    // Towards a1: every square one to eight steps past a stop, then the ray less those.
    let counts = doubling_counts();
    let stops = _mm256_andnot_si256(runs, down);
    let mut past = shift::<false>(stops, counts[0]);
    past = or(past, shift::<false>(past, counts[0]));
    past = or(past, shift::<false>(past, counts[1]));
    past = or(past, shift::<false>(past, counts[2]));
    let down_span = _mm256_andnot_si256(past, down);
    or_lanes(or(flipping(up_span), flipping(down_span)))
}

/// The discs a player disc on `placed` (one empty square, or none) flips, by the fills of
/// the placed disc in every lane.
///
/// # Safety
/// The CPU must run AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn kernel_kogge_flips(player: u64, opponent: u64, placed: u64) -> u64 {
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
