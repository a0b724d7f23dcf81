//! Othello (Reversi) moves and flips, set-wise: the game where occluded fills are the whole
//! move generator.
//!
//! A move of the `player` is an empty square one step past an unbroken run of `opponent`
//! discs that starts next to a player disc: for each of the eight directions, the occluded
//! fill of the player's discs through the opponent's (the Chess Programming Wiki's
//! Kogge-Stone Algorithm page, "Occluded Fill"), shifted one step further onto an empty
//! square. A disc placed on a square flips, in each direction, the run of opponent discs
//! next to it if a player disc closes the run: the occluded fill of the new disc through
//! the opponent's, kept where the square after it holds a player disc.
//!
//! ```text
//! player X, opponent O      moves of X           flips of X on d3
//! . . . . . . . .           . . . . . . . .      . . . . . . . .
//! . . . . . . . .           . . . . . . . .      . . . . . . . .
//! . . . . . . . .           . . . . 1 . . .      . . . . . . . .
//! . . . X O . . .           . . . . . 1 . .      . . . . . . . .
//! . . . O X . . .           . . 1 . . . . .      . . . 1 . . . .
//! . . . . . . . .           . . . 1 . . . .      . . . . . . . .
//! . . . . . . . .           . . . . . . . .      . . . . . . . .
//! . . . . . . . .           . . . . . . . .      . . . . . . . .
//! ```
//!
//! [`moves`] and [`flips`] run the fastest path for the build and CPU, as the root attack
//! getters do: the AVX2 kernel (four directions per 256-bit register,
//! [`simd::Avx2::othello_moves`](crate::simd::Avx2::othello_moves)) when AVX2 is compiled
//! in or, with the `std` feature on x86_64, detected at run time (one cached check and a
//! call, which the eight directions' work repays); on other x86_64 CPUs the SSE2 kernel
//! (three pairs of directions, each pair in one 128-bit register by a vertical flip,
//! [`simd::sse2::othello_moves`](crate::simd::sse2::othello_moves)); elsewhere the scalar
//! Kogge-Stone fills of [`moves_const`] and [`flips_const`], which are `const fn`.
//!
//! Squares are bitfill's: a1 = bit 0, h8 = bit 63. The two sets should be disjoint; if
//! they are not, every function still returns a defined value and never panics.
//!
//! ```
//! use bitfill::{Square, othello};
//!
//! // The initial position, black (X) to move: black d5 and e4, white d4 and e5.
//! let (black, white) = (1 << 35 | 1 << 28, 1 << 27 | 1 << 36);
//! let moves = othello::moves(black, white);
//! assert_eq!(moves, Square::D3.bitboard() | Square::C4.bitboard() | Square::F5.bitboard() | Square::E6.bitboard());
//! // Black on d3 flips the white disc on d4.
//! assert_eq!(othello::flips(black, white, Square::D3), Square::D4.bitboard());
//! assert_eq!(othello::flips(black, white, Square::A1), 0); // not a move
//! ```

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

const HORIZONTAL: u64 = 0x7e7e_7e7e_7e7e_7e7e;
const DIAGONAL: u64 = 0x007e_7e7e_7e7e_7e00;

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
/// Kogge-Stone occluded fills in general registers, `const`; [`moves`] is the same on the
/// fastest path.
///
/// ```
/// // X on a1, O on b1 and c1: a2-free, so X moves to d1 only.
/// assert_eq!(bitfill::othello::moves_const(1, 0b110), 0b1000);
/// ```
#[inline]
#[must_use]
pub const fn moves_const(player: u64, opponent: u64) -> u64 {
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

/// East and west, in general registers: the part of the moves that the SSE2 kernel, which
/// pairs directions by a vertical flip, leaves to scalar code.
#[inline(always)]
pub(crate) const fn horizontal_targets(player: u64, opponent: u64) -> u64 {
    ray_targets(player, opponent, RAYS[0]) | ray_targets(player, opponent, RAYS[1])
}

/// East and west flips, in general registers (see [`horizontal_targets`]).
#[inline(always)]
pub(crate) const fn horizontal_flips(player: u64, opponent: u64, placed: u64) -> u64 {
    ray_flips(player, opponent, placed, RAYS[0]) | ray_flips(player, opponent, placed, RAYS[1])
}

/// The opponent discs that a `player` disc placed on `square` flips: in each direction,
/// the run of `opponent` discs next to it if a player disc closes it. 0 if the square is
/// occupied or the move is illegal. Eight Kogge-Stone occluded fills from the one square,
/// `const`; [`flips`] is the same on the fastest path.
///
/// ```
/// use bitfill::{Square, othello::flips_const};
/// // X on a1, O on b1 and c1: X on d1 flips b1 and c1.
/// assert_eq!(flips_const(1, 0b110, Square::D1), 0b110);
/// ```
#[inline]
#[must_use]
pub const fn flips_const(player: u64, opponent: u64, square: Square) -> u64 {
    let placed = square.bitboard() & !(player | opponent);
    let mut flipped = 0;
    let mut d = 0;
    while d < 8 {
        flipped |= ray_flips(player, opponent, placed, RAYS[d]);
        d += 1;
    }
    flipped
}

/// The squares where `player` may place a disc, on the fastest path for the build and CPU
/// (see the [module](self) documentation); the same as [`moves_const`].
#[inline]
#[must_use]
pub fn moves(player: u64, opponent: u64) -> u64 {
    fastest::moves(player, opponent)
}

/// The opponent discs that a `player` disc on `square` flips, on the fastest path for the
/// build and CPU; the same as [`flips_const`].
#[inline]
#[must_use]
pub fn flips(player: u64, opponent: u64, square: Square) -> u64 {
    fastest::flips(player, opponent, square)
}

#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
mod fastest {
    use crate::Square;
    use crate::simd::Avx2;

    /// AVX2 is compiled in, so every CPU this code runs on has it.
    const AVX2: Avx2 = Avx2::COMPILED_IN;

    #[inline]
    pub(super) fn moves(player: u64, opponent: u64) -> u64 {
        AVX2.othello_moves(player, opponent)
    }

    #[inline]
    pub(super) fn flips(player: u64, opponent: u64, square: Square) -> u64 {
        AVX2.othello_flips(player, opponent, square)
    }
}

#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2"), feature = "std"))]
mod fastest {
    use crate::Square;
    use crate::simd::Avx2;

    /// The AVX2 kernel where the CPU has it (one cached check), else the SSE2 one, kept
    /// out of line so that callers do not carry its registers.
    #[inline]
    pub(super) fn moves(player: u64, opponent: u64) -> u64 {
        match Avx2::detect() {
            Some(avx2) => avx2.othello_moves(player, opponent),
            None => sse2_moves(player, opponent),
        }
    }

    #[inline]
    pub(super) fn flips(player: u64, opponent: u64, square: Square) -> u64 {
        match Avx2::detect() {
            Some(avx2) => avx2.othello_flips(player, opponent, square),
            None => sse2_flips(player, opponent, square),
        }
    }

    #[inline(never)]
    fn sse2_moves(player: u64, opponent: u64) -> u64 {
        crate::simd::sse2::othello_moves(player, opponent)
    }

    #[inline(never)]
    fn sse2_flips(player: u64, opponent: u64, square: Square) -> u64 {
        crate::simd::sse2::othello_flips(player, opponent, square)
    }
}

/// x86_64 without `std` (no detection) and without AVX2 compiled in: SSE2, inlined.
#[cfg(all(
    target_arch = "x86_64",
    not(target_feature = "avx2"),
    not(feature = "std")
))]
mod fastest {
    pub(super) use crate::simd::sse2::{othello_flips as flips, othello_moves as moves};
}

#[cfg(not(target_arch = "x86_64"))]
mod fastest {
    pub(super) use super::{flips_const as flips, moves_const as moves};
}
