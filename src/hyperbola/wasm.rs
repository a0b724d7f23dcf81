//! Hyperbola Quintessence on WebAssembly's simd128: the byte swaps in one `i8x16.shuffle`
//! each, the bishop's two lines in the two lanes of one register.
//!
//! WebAssembly has no byte-swap instruction for a 64-bit integer: `u64::swap_bytes`
//! compiles to about twenty shifts, masks and ORs, and the scalar getters of
//! [`hyperbola`](super) take two per line. simd128's byte shuffle reverses the bytes of a
//! lane in one instruction, so the lines go through vectors:
//!
//! ```text
//! bishop        lane 0      lane 1           (as the AVX2 kernel's low 128 bits)
//! mask          diagonal    anti-diagonal    of the square, the square left out
//! forward       o - r       o - r            o = occupied & mask, r = the slider
//! backward      bswap(bswap(o) - bswap(r))
//! attacks       (forward ^ backward) & mask, the two lanes ORed
//!
//! file          lane 0      lane 1
//!               o           bswap(o)         o = occupied & file
//!               o - r       bswap(o) - bswap(r)
//! attacks       (lane 0 ^ bswap(lane 1)) & file
//! ```
//!
//! Operations: the bishop a splat, an `and`, two shuffles, two subtractions, an `xor`, an
//! `and`, two extracts and an `or` (11, against about 100 scalar); the file an `and`, a
//! splat and a shuffle, a subtraction, a shuffle, an `xor`, an extract and an `and` (8,
//! against about 50). The rook's rank is the first-rank table of
//! [`kindergarten`], as in the scalar getter.
//!
//! Compiled only for wasm32 built with `-C target-feature=+simd128`, where the simd128
//! intrinsics are safe functions: nothing here is `unsafe`. [`crate::rook_attacks_from`]
//! and its siblings run these getters in such a build.
//!
//! ```
//! # #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))] {
//! use bitfill::{Bitboard, Square, hyperbola, internals};
//! let occupied = 1 << 3 | 1 << 17 | 1 << 22 | 1 << 43; // d1 b3 g3 d6
//! let rook = internals::hyperbola::wasm::rook_attacks_from(Square::D3, occupied);
//! assert_eq!(rook, hyperbola::rook_attacks_from(Square::D3, Bitboard(occupied)).0);
//! # }
//! ```

use super::masks::{LINES, SLIDER};
use crate::{Square, kindergarten};
use core::arch::wasm32::{
    i64x2_sub, u8x16_shuffle, u64x2, u64x2_extract_lane, u64x2_splat, v128, v128_and, v128_xor,
};

/// The bytes of each lane reversed: the vertical flip of both boards.
#[inline(always)]
fn swap_bytes(v: v128) -> v128 {
    u8x16_shuffle::<7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8>(v, v)
}

/// The squares a bishop on `sq` attacks: [`super::bishop_attacks_from`] with both lines in one
/// register.
///
/// ```
/// use bitfill::{Square, internals::hyperbola};
/// assert_eq!(hyperbola::wasm::bishop_attacks_from(Square::D4, 1 << 45), 0x0001_2214_0014_2241);
/// ```
#[inline]
#[must_use]
pub fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    let lines = &LINES[sq.index()];
    let slider = &SLIDER[sq.index()];
    let mask = u64x2(lines.diagonal, lines.anti_diagonal);
    let forward = v128_and(u64x2_splat(occupied), mask);
    let backward = i64x2_sub(swap_bytes(forward), u64x2_splat(slider.swapped));
    let forward = i64x2_sub(forward, u64x2_splat(slider.bit));
    let attacks = v128_and(v128_xor(forward, swap_bytes(backward)), mask);
    u64x2_extract_lane::<0>(attacks) | u64x2_extract_lane::<1>(attacks)
}

/// The squares a rook on `sq` attacks along its file: [`super::file_attacks_from`] with the
/// forward and the backward difference in the two lanes of one register.
///
/// ```
/// use bitfill::{Square, internals::hyperbola};
/// // d1 and d6 on the d-file of a rook on d3.
/// assert_eq!(hyperbola::wasm::file_attacks_from(Square::D3, 1 << 3 | 1 << 43), 0x0000_0808_0800_0808);
/// ```
#[inline]
#[must_use]
pub fn file_attacks_from(sq: Square, occupied: u64) -> u64 {
    let file = LINES[sq.index()].file;
    let slider = &SLIDER[sq.index()];
    // `[o, bswap(o)]`: lane 0's bytes, then the same bytes reversed.
    let both = u8x16_shuffle::<0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0>(
        u64x2_splat(occupied & file),
        u64x2_splat(0),
    );
    let differences = i64x2_sub(both, u64x2(slider.bit, slider.swapped));
    // Lane 1's bytes reversed into lane 0: the backward difference flipped back.
    let backward = u8x16_shuffle::<15, 14, 13, 12, 11, 10, 9, 8, 0, 1, 2, 3, 4, 5, 6, 7>(
        differences,
        differences,
    );
    u64x2_extract_lane::<0>(v128_xor(differences, backward)) & file
}

/// The squares a rook on `sq` attacks: [`file_attacks_from`] and the rank of
/// [`kindergarten::rank_attacks_from`].
///
/// ```
/// use bitfill::{Square, internals::hyperbola};
/// let occupied = 1 << 3 | 1 << 17 | 1 << 22 | 1 << 43; // d1 b3 g3 d6
/// assert_eq!(hyperbola::wasm::rook_attacks_from(Square::D3, occupied), 0x0000_0808_0876_0808);
/// ```
#[inline]
#[must_use]
pub fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    file_attacks_from(sq, occupied) | kindergarten::rank_attacks(sq, occupied)
}

/// The squares a queen on `sq` attacks: [`rook_attacks_from`] | [`bishop_attacks_from`].
///
/// ```
/// use bitfill::{Square, internals::hyperbola};
/// assert_eq!(hyperbola::wasm::queen_attacks_from(Square::D4, 0).count_ones(), 27);
/// ```
#[inline]
#[must_use]
pub fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    rook_attacks_from(sq, occupied) | bishop_attacks_from(sq, occupied)
}
