//! Othello's moves and flips on SSE2, which every x86_64 CPU runs: two directions per
//! 128-bit register, paired by a vertical flip as the slider kernels of
//! [`simd::sse2`](crate::simd::sse2) pair them.
//!
//! A byte swap turns a south direction into the north one and keeps the files, so one
//! left-shifting Kogge-Stone occluded fill on `[board, flipped board]` runs nort in lane 0
//! and sout, flipped, in lane 1; the same for noEa and soEa (shift 9) and for noWe and soWe
//! (shift 7). The propagator is the opponent discs that may be inside a run (none on the
//! board's edge for the diagonals, the mask of [`moves_const`](super::moves_const)), so
//! no shift wraps and no mask follows it. East and west cannot pair this way (a flip keeps
//! them as they are); they stay in general registers, the scalar kernel's two fills,
//! where the CPU runs them beside the vector work:
//!
//! ```text
//! lane                0           1
//! generator           player      player.swap_bytes()     (flips: the placed disc)
//! propagator          opponent    opponent.swap_bytes()
//! shift 8             nort        sout (flipped)
//! shift 9, inner      noEa        soEa (flipped)
//! shift 7, inner      noWe        soWe (flipped)
//! ```
//!
//! Vector operations, each fill 13 (Kogge-Stone's three doubling steps): moves 3 x 13 and
//! 9 (the diagonal propagator, the runs, one step further, ORed), 48; flips 3 x 13 and 24
//! (each lane's run kept if a player disc closes it: SSE2 has no 64-bit compare, so two
//! 32-bit compares and a shuffle), 63.
//!
//! SSE2 is part of the x86_64 baseline, so none of this needs detection: each function
//! calls its `#[target_feature(enable = "sse2")]` kernel in an `unsafe` block whose only
//! proof obligation is that fact.
//!
//! ```
//! use bitfill::{Square, othello};
//! use bitfill::simd::{Kernels, Sse2};
//! let (black, white) = (Square::D5 | Square::E4, Square::D4 | Square::E5); // the initial position
//! assert_eq!(Sse2.othello_moves(black, white), othello::moves_const(black, white));
//! assert_eq!(Sse2.othello_flips(black, white, Square::D3), Square::D4.bitboard());
//! ```

use super::scalar::{DIAGONAL, horizontal_flips, horizontal_targets};
use crate::Square;
use crate::simd::sse2::{or_unflipped, splat, up_occluded, with_flip};
use core::arch::x86_64::{
    __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi32, _mm_or_si128, _mm_setzero_si128,
    _mm_shuffle_epi32, _mm_slli_epi64,
};

/// [`othello::moves`](super::moves) on SSE2: nort, noEa and noWe in lane 0 and, on the
/// board flipped vertically, sout, soEa and soWe in lane 1 (three left-shifting
/// Kogge-Stone fills), east and west in general registers.
#[inline]
#[must_use]
pub fn moves(player: u64, opponent: u64) -> u64 {
    // SAFETY: SSE2 is part of the x86_64 baseline: every CPU this module compiles for runs it.
    let vertical_and_diagonal = unsafe { kernel_moves(player, opponent) };
    (vertical_and_diagonal | horizontal_targets(player, opponent)) & !(player | opponent)
}

#[target_feature(enable = "sse2")]
#[inline]
fn kernel_moves(player: u64, opponent: u64) -> u64 {
    let players = with_flip(player);
    let opponents = with_flip(opponent);
    let inner = _mm_and_si128(opponents, splat(DIAGONAL));
    let nort = _mm_and_si128(up_occluded::<8, 16, 32>(players, opponents), opponents);
    let no_ea = _mm_and_si128(up_occluded::<9, 18, 36>(players, inner), inner);
    let no_we = _mm_and_si128(up_occluded::<7, 14, 28>(players, inner), inner);
    or_unflipped(_mm_or_si128(
        _mm_slli_epi64::<8>(nort),
        _mm_or_si128(_mm_slli_epi64::<9>(no_ea), _mm_slli_epi64::<7>(no_we)),
    ))
}

/// [`othello::flips`](super::flips) on SSE2, paired as [`moves`].
#[inline]
#[must_use]
pub fn flips(player: u64, opponent: u64, square: Square) -> u64 {
    let placed = square.bitboard().0 & !(player | opponent);
    // SAFETY: SSE2 is part of the x86_64 baseline: every CPU this module compiles for runs it.
    let vertical_and_diagonal = unsafe { kernel_flips(player, opponent, placed) };
    vertical_and_diagonal | horizontal_flips(player, opponent, placed)
}

#[target_feature(enable = "sse2")]
#[inline]
fn kernel_flips(player: u64, opponent: u64, placed: u64) -> u64 {
    let players = with_flip(player);
    let opponents = with_flip(opponent);
    let generator = with_flip(placed);
    let inner = _mm_and_si128(opponents, splat(DIAGONAL));
    // The run of each lane, kept if a player disc is next to the end of the fill. SSE2 has
    // no 64-bit compare: a lane is zero when both of its 32-bit halves are.
    let closed = |reach: __m128i, next: __m128i, propagator: __m128i| {
        let halves_zero = _mm_cmpeq_epi32(_mm_and_si128(next, players), _mm_setzero_si128());
        let open = _mm_and_si128(halves_zero, _mm_shuffle_epi32::<0b10_11_00_01>(halves_zero));
        _mm_andnot_si128(open, _mm_and_si128(reach, propagator))
    };
    let nort = up_occluded::<8, 16, 32>(generator, opponents);
    let no_ea = up_occluded::<9, 18, 36>(generator, inner);
    let no_we = up_occluded::<7, 14, 28>(generator, inner);
    or_unflipped(_mm_or_si128(
        closed(nort, _mm_slli_epi64::<8>(nort), opponents),
        _mm_or_si128(
            closed(no_ea, _mm_slli_epi64::<9>(no_ea), inner),
            closed(no_we, _mm_slli_epi64::<7>(no_we), inner),
        ),
    ))
}
