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
//! getters do: the AVX2 kernel (four directions per 256-bit register) when AVX2
//! is compiled in or, with the `std` feature on x86_64, detected at run time (one cached
//! check and a call, which the eight directions' work repays); on other x86_64 CPUs the
//! SSE2 kernel (three pairs of directions, each pair in one 128-bit register by a vertical
//! flip); on aarch64 the NEON kernel (three pairs of opposite directions, each
//! pair in one 128-bit register, one lane shifting left and the other right: `neon`,
//! compiled in); on wasm32 built with simd128 (`-C target-feature=+simd128`) the SSE2
//! pairing in simd128, chosen at compile time; elsewhere the scalar
//! Kogge-Stone fills of [`moves_const`] and [`flips_const`], which are `const fn`.
//!
//! # The kernels
//!
//! Each path on its own, to test it or to pick it once outside a hot loop; every one
//! computes the same as [`moves_const`] and [`flips_const`]:
//!
//! | path | moves, flips | where |
//! |---|---|---|
//! | scalar: eight Kogge-Stone occluded fills in general registers, `const` | [`moves_const`], [`flips_const`]; [`Kernels::othello_moves`](crate::simd::Kernels::othello_moves) of [`simd::Portable`](crate::simd::Portable) | every target |
//! | SSE2: nort, noEa, noWe paired with their opposites by a vertical flip, east and west in general registers | the methods of `simd::Sse2` | x86_64 (its baseline: no detection) |
//! | AVX2: four directions per register; the flips from each square's rays, no fill (kept with fills where AVX-512 VL is compiled in) | the methods of `simd::Avx2` (and `simd::Avx512`) | x86_64, with a token |
//! | NEON: nort, noEa, noWe paired with their opposites by per-lane shift counts, east and west in general registers | the methods of `simd::Neon` | aarch64 (a target property: no detection) |
//! | simd128: SSE2's pairing, the flip one `i8x16.shuffle` | the methods of `simd::Simd128` | wasm32 built with simd128 (no detection in wasm) |
//!
//! Squares are bitfill's: a1 = bit 0, h8 = bit 63. The two sets should be disjoint; if
//! they are not, every function still returns a defined value and never panics.
//!
//! ```
//! use bitfill::{Bitboard, Square, othello};
//!
//! // The initial position, black (X) to move: black d5 and e4, white d4 and e5.
//! let (black, white) = (Square::D5 | Square::E4, Square::D4 | Square::E5);
//! let moves = othello::moves(black, white);
//! assert_eq!(moves, Bitboard::from_squares(&[Square::D3, Square::C4, Square::F5, Square::E6]));
//! // Black on d3 flips the white disc on d4.
//! assert_eq!(othello::flips(black, white, Square::D3), Square::D4.bitboard());
//! assert!(othello::flips(black, white, Square::A1).is_empty()); // not a move
//! ```

use crate::{Bitboard, Square};

pub(crate) mod scalar;

#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2;
#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
pub(crate) mod neon;
#[cfg(target_arch = "x86_64")]
pub(crate) mod sse2;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(crate) mod wasm;

/// The squares where `player` may place a disc, in `const` context too: eight Kogge-Stone
/// occluded fills in general registers (the portable path of [`moves`]).
///
/// ```
/// use bitfill::{Bitboard, Square, othello};
/// // The start position: black (to move) on d5 and e4, white on d4 and e5.
/// const MOVES: Bitboard = othello::moves_const(
///     Bitboard::from_squares(&[Square::D5, Square::E4]),
///     Bitboard::from_squares(&[Square::D4, Square::E5]),
/// );
/// assert_eq!(MOVES, Bitboard::from_squares(&[Square::D3, Square::C4, Square::F5, Square::E6]));
/// ```
#[inline]
#[must_use]
pub const fn moves_const(player: Bitboard, opponent: Bitboard) -> Bitboard {
    Bitboard(scalar::moves(player.0, opponent.0))
}

/// The opponent discs that a `player` disc on `square` flips, in `const` context too: the
/// occluded fill of the new disc through the opponent's in each direction, kept where a
/// player disc closes it (the portable path of [`flips`]).
///
/// ```
/// use bitfill::{Bitboard, Square, othello};
/// // Black plays d3 in the start position and flips d4.
/// let (black, white) = (Square::D5 | Square::E4, Square::D4 | Square::E5);
/// assert_eq!(othello::flips_const(black, white, Square::D3), Square::D4.bitboard());
/// assert_eq!(othello::flips_const(black, white, Square::H8), Bitboard::EMPTY);
/// ```
#[inline]
#[must_use]
pub const fn flips_const(player: Bitboard, opponent: Bitboard, square: Square) -> Bitboard {
    Bitboard(scalar::flips(player.0, opponent.0, square))
}

/// The squares where `player` may place a disc, on the fastest path for the build and CPU
/// (see the [module](self) documentation); the same as [`moves_const`].
///
/// ```
/// use bitfill::{Square, othello};
/// // The start position: black (to move) on d5 and e4, white on d4 and e5.
/// let (black, white) = (Square::D5 | Square::E4, Square::D4 | Square::E5);
/// let moves = othello::moves(black, white);
/// assert_eq!(moves.0, 1 << 19 | 1 << 26 | 1 << 37 | 1 << 44); // d3, c4, f5, e6
/// assert_eq!(moves, othello::moves_const(black, white));
/// ```
#[inline]
#[must_use]
pub fn moves(player: Bitboard, opponent: Bitboard) -> Bitboard {
    Bitboard(fastest::moves(player.0, opponent.0))
}

/// The opponent discs that a `player` disc on `square` flips, on the fastest path for the
/// build and CPU; the same as [`flips_const`].
///
/// ```
/// use bitfill::{Square, othello};
/// // Black plays d3 in the start position and flips d4.
/// let (black, white) = (Square::D5 | Square::E4, Square::D4 | Square::E5);
/// assert_eq!(othello::flips(black, white, Square::D3), Square::D4.bitboard());
/// ```
#[inline]
#[must_use]
pub fn flips(player: Bitboard, opponent: Bitboard, square: Square) -> Bitboard {
    Bitboard(fastest::flips(player.0, opponent.0, square))
}

#[cfg(all(target_arch = "x86_64", bitfill_avx2))]
mod fastest {
    use crate::Square;
    use crate::simd::Avx2;

    /// AVX2 is compiled in, so every CPU this code runs on has it.
    const AVX2: Avx2 = Avx2::COMPILED_IN;

    #[inline]
    pub(super) fn moves(player: u64, opponent: u64) -> u64 {
        super::avx2::moves(AVX2, player, opponent)
    }

    /// With AVX-512 VL compiled in too, the fills of
    /// [`avx2::kogge_flips`](super::avx2::kogge_flips): LLVM merges their ANDs and ORs into
    /// `vpternlogq`, and they beat the line masks (Othello perft 12, native on Zen 4, 5
    /// interleaved rounds, load 0.49 -> 0.72: 1.98-2.20 s against 2.02-2.35 s, median
    /// per-round ratio 1.06).
    #[inline]
    pub(super) fn flips(player: u64, opponent: u64, square: Square) -> u64 {
        if cfg!(bitfill_avx512) {
            super::avx2::kogge_flips(AVX2, player, opponent, square)
        } else {
            super::avx2::flips(AVX2, player, opponent, square)
        }
    }
}

#[cfg(all(target_arch = "x86_64", not(bitfill_avx2), feature = "std"))]
mod fastest {
    use crate::Square;

    /// The AVX2 kernel where the CPU has it and the [cap](crate::simd::cap) allows it (one
    /// cached check), else the SSE2 one, kept out of line so that callers do not carry its
    /// registers.
    #[inline]
    pub(super) fn moves(player: u64, opponent: u64) -> u64 {
        match crate::simd::avx2_path() {
            Some(avx2) => super::avx2::moves(avx2, player, opponent),
            None => sse2_moves(player, opponent),
        }
    }

    #[inline]
    pub(super) fn flips(player: u64, opponent: u64, square: Square) -> u64 {
        match crate::simd::avx2_path() {
            Some(avx2) => super::avx2::flips(avx2, player, opponent, square),
            None => sse2_flips(player, opponent, square),
        }
    }

    #[inline(never)]
    fn sse2_moves(player: u64, opponent: u64) -> u64 {
        super::sse2::moves(player, opponent)
    }

    #[inline(never)]
    fn sse2_flips(player: u64, opponent: u64, square: Square) -> u64 {
        super::sse2::flips(player, opponent, square)
    }
}

/// x86_64 without `std` (no detection) and without AVX2 compiled in: SSE2, inlined.
#[cfg(all(target_arch = "x86_64", not(bitfill_avx2), not(feature = "std")))]
mod fastest {
    pub(super) use super::sse2::{flips, moves};
}

/// aarch64: NEON is a target property, so its kernel, inlined.
#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
mod fastest {
    pub(super) use super::neon::{flips, moves};
}

/// wasm32 built with simd128: the simd128 kernels, inlined (no detection in wasm).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod fastest {
    pub(super) use super::wasm::{flips, moves};
}

#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "aarch64", target_feature = "neon"),
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
mod fastest {
    pub(super) use super::scalar::{flips, moves};
}
