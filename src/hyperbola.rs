//! Hyperbola Quintessence: the attacks of one slider on one square by subtraction, forward
//! on the board and backward on the byte-swapped board, with 3.5 KiB of tables.
//!
//! The Chess Programming Wiki's "Hyperbola Quintessence" page. Along a line, `o - r` (`o`
//! the occupied squares of the line, the slider's square left out, and `r` the slider's
//! bit) borrows from the slider's square up to the first occupied square above it: exactly
//! the squares a slider attacks towards h8, flipped. Towards a1 the same subtraction runs
//! on the board flipped vertically, which for a line with at most one square per rank (a
//! file, a diagonal, an anti-diagonal) reverses the order of its bits: a byte swap. Aleks
//! Peshkov's saving, also on that page, XORs the two differences directly: the `o` in each
//! cancels out.
//!
//! ```text
//! rook on d3, its file: occupied d1 d6, file mask (d3 left out) = d1 d2 d4-d8
//!
//! o                       o - r                   bswap(bswap(o) - bswap(r))   XOR & mask
//! . . . . . . . .         . . . . . . . .         . . . . . . . .              . . . . . . . .
//! . . . . . . . .         . . . . . . . .         . . . . . . . .              . . . . . . . .
//! . . . 1 . . . .         . . . . . . . .         . . . 1 . . . .              . . . 1 . . . .
//! . . . . . . . .         . . . 1 . . . .         . . . . . . . .              . . . 1 . . . .
//! . . . . . . . .         . . . 1 . . . .         . . . . . . . .              . . . 1 . . . .
//! . . . . . . . .         . . . 1 . . . .         . . . 1 . . . .              . . . . . . . .
//! . . . . . . . .         . . . . . . . .         . . . 1 . . . .              . . . 1 . . . .
//! . . . 1 . . . .         . . . 1 . . . .         . . . . . . . .              . . . 1 . . . .
//! ```
//!
//! (`o - r` keeps d1, sets d3 to d5 and clears d6; the backward difference keeps d6,
//! clears d1 and sets d2 and d3; their XOR, masked, is d1 d2 d4 d5 d6.)
//!
//! A rank has all its squares in one byte, so a byte swap does not reverse it; the rank
//! goes through the first-rank table of [`kindergarten`] (512 bytes),
//! as in Stockfish's dual Hyperbola Quintessence, where a 64-bit bit reversal (`rbit` on
//! ARM) is missing on x86-64.
//!
//! Operation counts per line: 1 load of the mask, 2 AND, 2 subtractions, 2 byte swaps
//! (plus one for the slider's bit, shared by every line of a square), 1 XOR. The rank: 1
//! load, 2 shifts, 1 AND. `avx2` runs the file, the diagonal and the anti-diagonal in
//! the lanes of one register. WebAssembly has no 64-bit byte swap (about twenty
//! operations each), so on wasm32 built with simd128 the root getters run `wasm`, whose
//! byte swaps are one `i8x16.shuffle` each.
//!
//! # Single-square getters take `occupied`
//!
//! As in [`kindergarten`]: one [`Square`] and the set of occupied
//! squares; the slider's own square may or may not be in `occupied`.
//!
//! ```
//! use bitfill::{Square, hyperbola, kindergarten};
//! let occupied = Square::B1 | Square::G1 | Square::D6;
//! let d1_rook = hyperbola::rook_attacks_from(Square::D1, occupied);
//! assert_eq!(d1_rook, kindergarten::rook_attacks_from(Square::D1, occupied));
//! assert_eq!(d1_rook.0, 0x0000_0808_0808_0876); // b1 c1 e1 f1 g1 and d2-d6
//! ```

use crate::{Bitboard, Square, kindergarten};

#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2;
mod masks;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(crate) mod wasm;

use masks::{LINES, Lines, SLIDER, Slider};

/// The bytes of every table the Hyperbola Quintessence getters read, scalar and [`avx2`]
/// alike: the line masks (64 squares x 32 bytes), the slider bits (64 x 16) and the
/// first-rank attacks of [`kindergarten`] (512).
pub(crate) const TABLE_BYTES: usize =
    size_of::<[Lines; 64]>() + size_of::<[Slider; 64]>() + size_of::<[[u8; 64]; 8]>();

/// The attacks of a slider on `sq` along `line` (a line through `sq` with at most one
/// square per rank, `sq` left out): the forward and the byte-swapped backward difference,
/// XORed.
#[inline]
const fn line_attacks(sq: Square, line: u64, occupied: u64) -> u64 {
    let slider = &SLIDER[sq.index()];
    let forward = occupied & line;
    let backward = forward.swap_bytes();
    let forward = forward.wrapping_sub(slider.bit);
    let backward = backward.wrapping_sub(slider.swapped);
    (forward ^ backward.swap_bytes()) & line
}

/// The squares a rook on `sq` attacks along its file: up to and including the first
/// occupied square each way, or to the board edge.
///
/// ```
/// use bitfill::{Square, hyperbola::file_attacks_from};
/// let occupied = Square::D1 | Square::D6;
/// assert_eq!(file_attacks_from(Square::D3, occupied).0, 0x0000_0808_0800_0808); // d1 d2 d4 d5 d6
/// ```
#[inline]
#[must_use]
pub const fn file_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(line_attacks(sq, LINES[sq.index()].file, occupied.0))
}

/// The squares a bishop on `sq` attacks along its diagonal (the a1-h8 direction).
///
/// ```
/// use bitfill::{Square, hyperbola::diagonal_attacks_from};
/// let occupied = Square::F6.bitboard();
/// assert_eq!(diagonal_attacks_from(Square::C3, occupied).0, 0x0000_2010_0800_0201); // a1 b2 d4 e5 f6
/// ```
#[inline]
#[must_use]
pub const fn diagonal_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(line_attacks(sq, LINES[sq.index()].diagonal, occupied.0))
}

/// The squares a bishop on `sq` attacks along its anti-diagonal (the h1-a8 direction).
///
/// ```
/// use bitfill::{Bitboard, Square, hyperbola::anti_diagonal_attacks_from};
/// assert_eq!(anti_diagonal_attacks_from(Square::H1, Bitboard::EMPTY).0, 0x0102_0408_1020_4000); // g2 to a8
/// assert_eq!(anti_diagonal_attacks_from(Square::H1, Square::E4.bitboard()).0, 0x0000_0000_1020_4000); // g2 f3 e4
/// ```
#[inline]
#[must_use]
pub const fn anti_diagonal_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(line_attacks(
        sq,
        LINES[sq.index()].anti_diagonal,
        occupied.0,
    ))
}

/// The squares a rook on `sq` attacks along its rank: the first-rank table of
/// [`kindergarten`], as [`kindergarten::rank_attacks_from`], since a byte
/// swap does not reverse a rank.
///
/// ```
/// use bitfill::{Square, hyperbola::rank_attacks_from};
/// let occupied = Square::B5 | Square::F5;
/// assert_eq!(rank_attacks_from(Square::D5, occupied).0, 0x0000_0036_0000_0000); // b5 c5 e5 f5
/// ```
#[inline]
#[must_use]
pub const fn rank_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    kindergarten::rank_attacks_from(sq, occupied)
}

/// The squares a rook on `sq` attacks: [`file_attacks_from`] | [`rank_attacks_from`].
///
/// ```text
/// rook on d3            occupied              rook_attacks_from(d3, occupied)
/// . . . . . . . .       . . . . . . . .       . . . . . . . .
/// . . . . . . . .       . . . . . . . .       . . . . . . . .
/// . . . . . . . .       . . . 1 . . . .       . . . 1 . . . .
/// . . . . . . . .       . . . . . . . .       . . . 1 . . . .
/// . . . . . . . .       . . . . . . . .       . . . 1 . . . .
/// . . . 1 . . . .       . 1 . . . . 1 .       . 1 1 . 1 1 1 .
/// . . . . . . . .       . . . . . . . .       . . . 1 . . . .
/// . . . . . . . .       . . . 1 . . . .       . . . 1 . . . .
/// ```
///
/// ```
/// use bitfill::{Square, hyperbola::rook_attacks_from};
/// let occupied = Square::D1 | Square::B3 | Square::G3 | Square::D6;
/// assert_eq!(rook_attacks_from(Square::D3, occupied).0, 0x0000_0808_0876_0808);
/// ```
#[inline]
#[must_use]
pub const fn rook_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(file_attacks_from(sq, occupied).0 | rank_attacks_from(sq, occupied).0)
}

/// The squares a bishop on `sq` attacks: [`diagonal_attacks_from`] | [`anti_diagonal_attacks_from`].
///
/// ```
/// use bitfill::{Bitboard, Square, hyperbola::bishop_attacks_from};
/// assert_eq!(bishop_attacks_from(Square::D4, Bitboard::EMPTY).len(), 13);
/// assert_eq!(bishop_attacks_from(Square::D4, Square::F6.bitboard()).0, 0x0001_2214_0014_2241); // blocked on f6
/// ```
#[inline]
#[must_use]
pub const fn bishop_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    let lines = &LINES[sq.index()];
    let occupied = occupied.0;
    Bitboard(
        line_attacks(sq, lines.diagonal, occupied)
            | line_attacks(sq, lines.anti_diagonal, occupied),
    )
}

/// The squares a queen on `sq` attacks: [`rook_attacks_from`] | [`bishop_attacks_from`].
///
/// ```
/// use bitfill::{Bitboard, Square, hyperbola::queen_attacks_from};
/// assert_eq!(queen_attacks_from(Square::D4, Bitboard::EMPTY).len(), 27);
/// assert_eq!(queen_attacks_from(Square::A1, Bitboard::EMPTY).len(), 21);
/// ```
#[inline]
#[must_use]
pub const fn queen_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rook_attacks_from(sq, occupied).0 | bishop_attacks_from(sq, occupied).0)
}

/// The paths of the crate-root single-square getters ([`crate::rook_attacks_from`] and its
/// siblings), chosen at compile time by what `cargo bench --bench single_rounds` measures
/// fastest for the build.
pub(crate) mod root {
    use crate::{Bitboard, Square};

    #[cfg(all(target_arch = "x86_64", bitfill_avx2))]
    use crate::simd::Avx2;

    /// The token of a build with AVX2 compiled in: `detect` is then a constant.
    ///
    /// The bishop takes AVX2 only when it is compiled in: through a run-time check and a
    /// call, the AVX2 bishop measures slower than the scalar one.
    #[cfg(all(target_arch = "x86_64", bitfill_avx2))]
    #[inline(always)]
    fn avx2() -> Avx2 {
        match Avx2::detect() {
            Some(avx2) => avx2,
            None => unreachable!("AVX2 is compiled in"),
        }
    }

    /// The rook: scalar on every build but wasm32 with simd128. Its file is one line,
    /// which the scalar getter does in about as many operations as the vector one (which
    /// also moves the occupancy into a vector register and the attacks back), and its rank
    /// is a scalar lookup either way; the two measure within noise of each other with AVX2
    /// compiled in. WebAssembly has no byte swap, so there the vector file saves two
    /// scalar swaps of about twenty operations each.
    #[inline]
    pub(crate) fn rook_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        return Bitboard(super::wasm::rook_attacks_from(sq, occupied.0));
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        return super::rook_attacks_from(sq, occupied);
    }

    #[inline]
    pub(crate) fn bishop_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
        #[cfg(all(target_arch = "x86_64", bitfill_avx2))]
        return Bitboard(avx2().bishop_attacks_from(sq, occupied.0));
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        return Bitboard(super::wasm::bishop_attacks_from(sq, occupied.0));
        #[cfg(not(any(
            all(target_arch = "x86_64", bitfill_avx2),
            all(target_arch = "wasm32", target_feature = "simd128")
        )))]
        return super::bishop_attacks_from(sq, occupied);
    }

    /// The queen: compiled-in AVX2 if there is; else, on x86_64 with `std`, AVX2 if
    /// detected at run time, which measures faster than the scalar queen even through the
    /// check and the call (three lines in one register against three scalar lines); the
    /// scalar queen otherwise.
    #[inline]
    pub(crate) fn queen_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
        #[cfg(all(target_arch = "x86_64", bitfill_avx2))]
        return Bitboard(avx2().queen_attacks_from(sq, occupied.0));
        #[cfg(all(target_arch = "x86_64", not(bitfill_avx2), feature = "std"))]
        if let Some(avx2) = crate::simd::avx2_path() {
            return Bitboard(avx2.queen_attacks_from(sq, occupied.0));
        }
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        return Bitboard(super::wasm::queen_attacks_from(sq, occupied.0));
        #[cfg(not(any(
            all(target_arch = "x86_64", bitfill_avx2),
            all(target_arch = "wasm32", target_feature = "simd128")
        )))]
        return super::queen_attacks_from(sq, occupied);
    }
}
