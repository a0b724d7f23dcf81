//! The scalar kernels: eight Kogge-Stone occluded fills in general registers, `const`,
//! on every target. [`moves`](super::moves) and [`flips`](super::flips) run them where
//! no vector kernel does (off x86_64 and aarch64); the SSE2 and NEON kernels run east and
//! west on them.

use crate::Square;

/// A direction as the kernels see it: the shift of one step (towards h8 when positive) and
/// the opponent discs that may be inside a run in it. A disc on the a- or h-file cannot be
/// inside a run going east, west or diagonally (the next square would be off the board),
/// nor one on rank 1 or 8 inside a diagonal one; leaving them out of the propagator stops
/// every wrap across the board's edge, so no other mask is needed.
#[derive(Clone, Copy)]
struct Ray {
    shift: i32,
    inner: u64,
}

/// The opponent discs a run may hold going east or west: none on the a- or h-file.
pub(super) const HORIZONTAL: u64 = 0x7e7e_7e7e_7e7e_7e7e;
/// The opponent discs a run may hold going diagonally: none on the board's edge (the
/// same mask flipped vertically).
pub(super) const DIAGONAL: u64 = 0x007e_7e7e_7e7e_7e00;

/// The eight directions: east, west, nort, sout, noEa, soWe, noWe, soEa.
const RAYS: [Ray; 8] = [
    Ray {
        shift: 1,
        inner: HORIZONTAL,
    },
    Ray {
        shift: -1,
        inner: HORIZONTAL,
    },
    Ray {
        shift: 8,
        inner: u64::MAX,
    },
    Ray {
        shift: -8,
        inner: u64::MAX,
    },
    Ray {
        shift: 9,
        inner: DIAGONAL,
    },
    Ray {
        shift: -9,
        inner: DIAGONAL,
    },
    Ray {
        shift: 7,
        inner: DIAGONAL,
    },
    Ray {
        shift: -7,
        inner: DIAGONAL,
    },
];

/// `b` moved `n` squares towards h8 (`n > 0`) or towards a1.
#[inline(always)]
const fn shift(b: u64, n: i32) -> u64 {
    if n > 0 { b << n } else { b >> -n }
}

/// The occluded fill of `generator` through `propagator` along `shift`: Kogge-Stone's three
/// doubling steps (1, 2, 4 squares), enough for the six discs a run can hold.
#[inline(always)]
const fn occluded(mut generator: u64, mut propagator: u64, shift_by: i32) -> u64 {
    generator |= propagator & shift(generator, shift_by);
    propagator &= shift(propagator, shift_by);
    generator |= propagator & shift(generator, 2 * shift_by);
    propagator &= shift(propagator, 2 * shift_by);
    generator | (propagator & shift(generator, 4 * shift_by))
}

/// The squares where `player` may place a disc: empty squares from which some direction
/// runs over one or more `opponent` discs and then reaches a `player` disc. Eight
/// Kogge-Stone occluded fills in general registers, `const`; [`moves`](super::moves) is the
/// same on the fastest path.
///
/// ```
/// use bitfill::{Bitboard, othello};
/// // X on a1, O on b1 and c1: a2-free, so X moves to d1 only.
/// assert_eq!(othello::moves_const(Bitboard(1), Bitboard(0b110)), Bitboard(0b1000));
/// ```
#[inline]
#[must_use]
pub const fn moves(player: u64, opponent: u64) -> u64 {
    let mut targets = 0;
    let mut d = 0;
    while d < 8 {
        targets |= ray_targets(player, opponent, RAYS[d]);
        d += 1;
    }
    targets & !(player | opponent)
}

/// The squares one step past a run of `opponent` discs that starts next to a `player` disc
/// in the direction of `ray` (empty or not).
#[inline(always)]
const fn ray_targets(player: u64, opponent: u64, ray: Ray) -> u64 {
    let inner = opponent & ray.inner;
    shift(occluded(player, inner, ray.shift) & inner, ray.shift)
}

/// The discs a disc on `placed` flips in the direction of `ray`.
#[inline(always)]
const fn ray_flips(player: u64, opponent: u64, placed: u64, ray: Ray) -> u64 {
    let inner = opponent & ray.inner;
    let reach = occluded(placed, inner, ray.shift);
    // The run is closed if a player disc is next to the fill: next to its last disc
    // (next to any other there is the run's next disc, or, for the placed disc alone,
    // an empty run).
    let closed = shift(reach, ray.shift) & player != 0;
    reach & inner & 0u64.wrapping_sub(closed as u64)
}

/// East and west, in general registers: the part of the moves that the SSE2 kernel (which
/// pairs directions by a vertical flip), the simd128 kernel (the same) and the NEON kernel
/// leave to scalar code.
#[cfg(any(
    target_arch = "x86_64",
    all(target_arch = "aarch64", target_feature = "neon"),
    all(target_arch = "wasm32", target_feature = "simd128")
))]
#[inline(always)]
pub(super) const fn horizontal_targets(player: u64, opponent: u64) -> u64 {
    ray_targets(player, opponent, RAYS[0]) | ray_targets(player, opponent, RAYS[1])
}

/// East and west flips, in general registers (see [`horizontal_targets`]).
#[cfg(any(
    target_arch = "x86_64",
    all(target_arch = "aarch64", target_feature = "neon"),
    all(target_arch = "wasm32", target_feature = "simd128")
))]
#[inline(always)]
pub(super) const fn horizontal_flips(player: u64, opponent: u64, placed: u64) -> u64 {
    ray_flips(player, opponent, placed, RAYS[0]) | ray_flips(player, opponent, placed, RAYS[1])
}

/// The opponent discs that a `player` disc placed on `square` flips: in each direction,
/// the run of `opponent` discs next to it if a player disc closes it. 0 if the square is
/// occupied or the move is illegal. Eight Kogge-Stone occluded fills from the one square,
/// `const`; [`flips`](super::flips) is the same on the fastest path.
///
/// ```
/// use bitfill::{Bitboard, Square, othello::flips_const};
/// // X on a1, O on b1 and c1: X on d1 flips b1 and c1.
/// assert_eq!(flips_const(Bitboard(1), Bitboard(0b110), Square::D1), Bitboard(0b110));
/// ```
#[inline]
#[must_use]
pub const fn flips(player: u64, opponent: u64, square: Square) -> u64 {
    let placed = square.bitboard().0 & !(player | opponent);
    let mut flipped = 0;
    let mut d = 0;
    while d < 8 {
        flipped |= ray_flips(player, opponent, placed, RAYS[d]);
        d += 1;
    }
    flipped
}
