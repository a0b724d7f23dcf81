//! Othello's moves and flips on WebAssembly's simd128: two directions per 128-bit register,
//! paired by a vertical flip as the slider kernels of `simd::wasm` and the SSE2 kernels of
//! `othello::sse2` pair them.
//!
//! A byte swap (one `i8x16.shuffle`) turns a south direction into the north one and keeps
//! the files, so one left-shifting Kogge-Stone occluded fill on `[board, flipped board]`
//! runs nort in lane 0 and sout, flipped, in lane 1; the same for noEa and soEa (shift 9)
//! and for noWe and soWe (shift 7). The propagator is the opponent discs that may be inside
//! a run (none on the board's edge for the diagonals, the mask of
//! [`moves_const`](super::moves_const)), so no shift wraps and no mask follows it. East and
//! west cannot pair this way; they stay in 64-bit integers, the scalar kernel's two fills:
//!
//! ```text
//! lane                0           1
//! generator           player      player flipped          (flips: the placed disc)
//! propagator          opponent    opponent flipped
//! shift 8             nort        sout (flipped)
//! shift 9, inner      noEa        soEa (flipped)
//! shift 7, inner      noWe        soWe (flipped)
//! ```
//!
//! Vector operations, each fill 13 (Kogge-Stone's three doubling steps): moves 3 x 13 and
//! 9 (the diagonal propagator, the runs, one step further, ORed), 48; flips 3 x 13 and 15
//! (each lane's run kept if a player disc closes it: simd128 has the 64-bit compare
//! `i64x2.eq` that SSE2 lacks), 54. Flipping in and out adds a splat and a shuffle per
//! board and one shuffle, an `or` and an extract at the end.
//!
//! Compiled only for wasm32 built with `-C target-feature=+simd128`, where the simd128
//! intrinsics are safe functions: nothing here is `unsafe`.
//!
//! ```
//! # #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))] {
//! use bitfill::{Square, internals::othello};
//! let (black, white) = (1 << 35 | 1 << 28, 1 << 27 | 1 << 36); // the initial position
//! assert_eq!(othello::wasm::moves(black, white), othello::moves(black, white));
//! assert_eq!(othello::wasm::flips(black, white, Square::D3), Square::D4.bitboard().0);
//! # }
//! ```

use super::scalar::{DIAGONAL, horizontal_flips, horizontal_targets};
use crate::Square;
use crate::simd::wasm::{or_unflipped, splat, up_occluded, with_flip};
use core::arch::wasm32::{i64x2_eq, i64x2_shl, v128, v128_and, v128_andnot, v128_or};

/// [`othello::moves`](super::moves) on simd128: nort, noEa and noWe in lane 0 and, on the
/// board flipped vertically, sout, soEa and soWe in lane 1 (three left-shifting
/// Kogge-Stone fills), east and west in 64-bit integers.
#[inline]
#[must_use]
pub fn moves(player: u64, opponent: u64) -> u64 {
    let players = with_flip(player);
    let opponents = with_flip(opponent);
    let inner = v128_and(opponents, splat(DIAGONAL));
    let nort = v128_and(up_occluded(players, opponents, 8), opponents);
    let no_ea = v128_and(up_occluded(players, inner, 9), inner);
    let no_we = v128_and(up_occluded(players, inner, 7), inner);
    let vertical_and_diagonal = or_unflipped(v128_or(
        i64x2_shl(nort, 8),
        v128_or(i64x2_shl(no_ea, 9), i64x2_shl(no_we, 7)),
    ));
    (vertical_and_diagonal | horizontal_targets(player, opponent)) & !(player | opponent)
}

/// [`othello::flips`](super::flips) on simd128, paired as [`moves`].
#[inline]
#[must_use]
pub fn flips(player: u64, opponent: u64, square: Square) -> u64 {
    let placed = square.bitboard().0 & !(player | opponent);
    let players = with_flip(player);
    let opponents = with_flip(opponent);
    let generator = with_flip(placed);
    let inner = v128_and(opponents, splat(DIAGONAL));
    // The run of each lane, kept if a player disc is next to the end of the fill.
    let closed = |reach: v128, step: u32, propagator: v128| {
        let open = i64x2_eq(v128_and(i64x2_shl(reach, step), players), splat(0));
        v128_andnot(v128_and(reach, propagator), open)
    };
    let nort = up_occluded(generator, opponents, 8);
    let no_ea = up_occluded(generator, inner, 9);
    let no_we = up_occluded(generator, inner, 7);
    let vertical_and_diagonal = or_unflipped(v128_or(
        closed(nort, 8, opponents),
        v128_or(closed(no_ea, 9, inner), closed(no_we, 7, inner)),
    ));
    vertical_and_diagonal | horizontal_flips(player, opponent, placed)
}
