//! Othello's moves and flips on NEON, which every aarch64 CPU runs: two opposite
//! directions per 128-bit register, one lane shifting left and the other right, as the
//! slider kernels of `simd::neon` pair them.
//!
//! `vshlq_u64` takes a signed count per lane, so one Kogge-Stone occluded fill on
//! `[player, player]` with counts `[8, -8]` runs nort in lane 0 and sout in lane 1, with
//! no flip of the board; the same for noEa and soWe (`[9, -9]`) and for noWe and soEa
//! (`[7, -7]`). The propagator is the opponent discs that may be inside a run (none on the
//! board's edge for the diagonals, the mask of [`moves_const`](super::moves_const), the
//! same for both lanes), so no shift wraps and no mask follows it. East and west stay in
//! general registers, the scalar kernel's two fills, which the core runs on its integer
//! pipes beside the vector work:
//!
//! ```text
//! lane                 0           1
//! generator            player      player          (flips: the placed disc)
//! propagator           opponent    opponent
//! counts [8, -8]       nort        sout
//! counts [9, -9]       noEa        soWe            (inner discs only)
//! counts [7, -7]       noWe        soEa            (inner discs only)
//! ```
//!
//! Vector operations, each fill 13 (Kogge-Stone's three doubling steps): moves 3 x 13 and
//! 9 (the diagonal propagator, the runs, one step further, ORed) and 3 to OR the lanes,
//! 51; flips 3 x 13 and 3 x 4 (each lane's run kept if a player disc closes it: `cmtst`
//! tests a 64-bit lane in one instruction, where SSE2 needs two 32-bit compares and a
//! shuffle) and 5, 56.
//!
//! NEON is a target property: this module compiles only where `target_feature = "neon"`
//! is enabled for the whole build, so every CPU the code runs on has it. Each function
//! calls its `#[target_feature(enable = "neon")]` kernel in an `unsafe` block whose only
//! proof obligation is that fact.
//!
//! ```
//! use bitfill::{Square, internals::othello};
//! let (black, white) = (1 << 35 | 1 << 28, 1 << 27 | 1 << 36); // the initial position
//! assert_eq!(othello::neon::moves(black, white), othello::moves(black, white));
//! assert_eq!(othello::neon::flips(black, white, Square::D3), Square::D4.bitboard().0);
//! ```

use super::scalar::{DIAGONAL, horizontal_flips, horizontal_targets};
use crate::Square;
use crate::simd::neon::{counts, occluded, or_lanes, splat, step};
use core::arch::aarch64::{uint64x2_t, vandq_u64, vorrq_u64, vtstq_u64};

/// [`othello::moves`](super::moves) on NEON: nort, noEa and noWe in lane 0, sout, soWe
/// and soEa in lane 1 (three Kogge-Stone fills, each lane shifting its own way), east and
/// west in general registers.
#[inline]
#[must_use]
pub fn moves(player: u64, opponent: u64) -> u64 {
    // SAFETY: this module compiles only with `target_feature = "neon"` enabled for the
    // whole build: every CPU the code runs on has NEON.
    let vertical_and_diagonal = unsafe { kernel_moves(player, opponent) };
    (vertical_and_diagonal | horizontal_targets(player, opponent)) & !(player | opponent)
}

#[target_feature(enable = "neon")]
#[inline]
fn kernel_moves(player: u64, opponent: u64) -> u64 {
    let players = splat(player);
    let opponents = splat(opponent);
    let inner = vandq_u64(opponents, splat(DIAGONAL));
    // The squares one step past each run: the fill, kept on the run's discs, moved on.
    let targets = |propagator: uint64x2_t, step_by: i64| {
        let counts = counts(step_by);
        step(
            vandq_u64(occluded(players, propagator, &counts), propagator),
            &counts,
        )
    };
    or_lanes(vorrq_u64(
        targets(opponents, 8),
        vorrq_u64(targets(inner, 9), targets(inner, 7)),
    ))
}

/// [`othello::flips`](super::flips) on NEON, paired as [`moves`].
#[inline]
#[must_use]
pub fn flips(player: u64, opponent: u64, square: Square) -> u64 {
    let placed = square.bitboard().0 & !(player | opponent);
    // SAFETY: this module compiles only with `target_feature = "neon"` enabled for the
    // whole build: every CPU the code runs on has NEON.
    let vertical_and_diagonal = unsafe { kernel_flips(player, opponent, placed) };
    vertical_and_diagonal | horizontal_flips(player, opponent, placed)
}

#[target_feature(enable = "neon")]
#[inline]
fn kernel_flips(player: u64, opponent: u64, placed: u64) -> u64 {
    let players = splat(player);
    let opponents = splat(opponent);
    let generator = splat(placed);
    let inner = vandq_u64(opponents, splat(DIAGONAL));
    // The run of each lane, kept if a player disc is next to the end of the fill
    // (`vtstq_u64`: all ones where the two lanes share a bit).
    let closed = |propagator: uint64x2_t, step_by: i64| {
        let counts = counts(step_by);
        let reach = occluded(generator, propagator, &counts);
        let closes = vtstq_u64(step(reach, &counts), players);
        vandq_u64(vandq_u64(reach, propagator), closes)
    };
    or_lanes(vorrq_u64(
        closed(opponents, 8),
        vorrq_u64(closed(inner, 9), closed(inner, 7)),
    ))
}
