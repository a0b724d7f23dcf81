//! Dual Hyperbola Quintessence: the lines of one square in the lanes of one vector
//! register, as in Stockfish's AVX2 attack getters (2026).
//!
//! One `vpand`, two `vpsubq`, two `vpshufb` (the byte swap of each 64-bit lane) and a
//! `vpxor` compute every lane's line at once; the masks of a square are one aligned load
//! (32 bytes: diagonal, anti-diagonal, file, empty), and the slider's bit and its byte swap
//! are broadcast straight from memory. The bishop uses the low 128 bits, the
//! rook the high 128 bits (its file) plus the first-rank table for its rank, the queen all
//! 256 bits plus the rank.
//!
//! ```text
//! lane          0          1               2      3
//! mask          diagonal   anti-diagonal   file   0      of the square, the square left out
//! forward       o - r      o - r           o - r  -      o = occupied & mask, r = the slider
//! backward      bswap(bswap(o) - bswap(r)), every lane
//! attacks       (forward ^ backward) & mask
//! ```
//!
//! # Token and dispatch
//!
//! As in [`simd`](crate::simd): every getter is a method of the [`Avx2`] token, which exists only on
//! a CPU that runs AVX2 ([`Avx2::detect`]), so the getters are safe to call. Compiled with
//! AVX2 (`-C target-cpu=x86-64-v3` or `native` on an AVX2 machine), `detect` is a constant
//! and the kernels inline into the caller; without it they are `#[target_feature]`
//! functions behind a call, which costs more than the kernel saves for the rook and the
//! bishop (`cargo bench --bench single_rounds`), so [`crate::rook_attacks_from`] and
//! [`crate::bishop_attacks_from`] pick AVX2 at compile time only; the queen saves enough to
//! take it after a run-time check too. The scalar getters of [`hyperbola`](super) compute the same function on every
//! CPU.
//!
//! ```
//! use bitfill::{Square, hyperbola};
//! use bitfill::simd::{Avx2, Kernels};
//! if let Some(avx2) = Avx2::detect() {
//!     let occupied = Square::F6 | Square::D3;
//!     assert_eq!(
//!         avx2.queen_attacks_from(Square::D4, occupied),
//!         hyperbola::queen_attacks_from(Square::D4, occupied)
//!     );
//! }
//! ```

use super::masks::{LINES, Lines, SLIDER};
use crate::simd::Avx2;
use crate::{Square, kindergarten};
use core::arch::x86_64::{
    __m128i, __m256i, _mm_and_si128, _mm_broadcastq_epi64, _mm_cvtsi128_si64, _mm_extract_epi64,
    _mm_load_si128, _mm_loadu_si64, _mm_or_si128, _mm_set_epi64x, _mm_set1_epi64x,
    _mm_shuffle_epi8, _mm_sub_epi64, _mm_xor_si128, _mm256_and_si256, _mm256_broadcastq_epi64,
    _mm256_castsi256_si128, _mm256_extracti128_si256, _mm256_load_si256, _mm256_set_epi64x,
    _mm256_set1_epi64x, _mm256_shuffle_epi8, _mm256_sub_epi64, _mm256_xor_si256,
};

/// `vpshufb` control that reverses the bytes of each 64-bit lane: lane 0 takes bytes 7 to
/// 0, lane 1 bytes 15 to 8 (`vpshufb` indexes within each 128-bit half).
const BYTE_SWAP_LOW: i64 = 0x0001_0203_0405_0607;
const BYTE_SWAP_HIGH: i64 = 0x0809_0a0b_0c0d_0e0f;

/// The rook on `sq`: the file lane (the high half of [`LINES`]) and the rank table.
#[target_feature(enable = "avx2")]
#[inline]
fn rook(sq: Square, occupied: u64) -> u64 {
    let lines: &Lines = &LINES[sq.index()];
    // SAFETY: `file` and `none` are 16 readable bytes at offset 16 of a 32-aligned
    // `#[repr(C)]` struct, so 16-aligned as `_mm_load_si128` requires.
    let masks = unsafe { _mm_load_si128((&raw const lines.file).cast::<__m128i>()) };
    let attacks = two_lines(sq, masks, occupied);
    _mm_cvtsi128_si64(attacks) as u64 | kindergarten::rank_attacks(sq, occupied)
}

/// The bishop on `sq`: the two diagonal lanes (the low half of [`LINES`]).
#[target_feature(enable = "avx2")]
#[inline]
fn bishop(sq: Square, occupied: u64) -> u64 {
    let lines: &Lines = &LINES[sq.index()];
    // SAFETY: `diagonal` and `anti_diagonal` are the first 16 bytes of a 32-aligned
    // `#[repr(C)]` struct, readable and 16-aligned as `_mm_load_si128` requires.
    let masks = unsafe { _mm_load_si128((&raw const lines.diagonal).cast::<__m128i>()) };
    let attacks = two_lines(sq, masks, occupied);
    (_mm_cvtsi128_si64(attacks) | _mm_extract_epi64::<1>(attacks)) as u64
}

/// The queen on `sq`: all four lanes of [`LINES`] and the rank table.
#[target_feature(enable = "avx2")]
#[inline]
fn queen(sq: Square, occupied: u64) -> u64 {
    let lines: &Lines = &LINES[sq.index()];
    // SAFETY: `Lines` is 32 readable bytes, `#[repr(C, align(32))]`, as
    // `_mm256_load_si256` requires.
    let masks = unsafe { _mm256_load_si256((&raw const *lines).cast::<__m256i>()) };
    let attacks = four_lines(sq, masks, occupied);
    let halves = _mm_or_si128(
        _mm256_castsi256_si128(attacks),
        _mm256_extracti128_si256::<1>(attacks),
    );
    (_mm_cvtsi128_si64(halves) | _mm_extract_epi64::<1>(halves)) as u64
        | kindergarten::rank_attacks(sq, occupied)
}

/// The slider's bit and its byte swap in the low lanes of two registers, loaded from
/// [`SLIDER`], so that broadcasting them is a load (`vpbroadcastq` from memory).
#[target_feature(enable = "avx2")]
#[inline]
fn slider(sq: Square) -> (__m128i, __m128i) {
    let slider = &SLIDER[sq.index()];
    // SAFETY: each field is 8 readable bytes; `_mm_loadu_si64` needs no alignment.
    unsafe {
        (
            _mm_loadu_si64((&raw const slider.bit).cast()),
            _mm_loadu_si64((&raw const slider.swapped).cast()),
        )
    }
}

/// Hyperbola Quintessence in two lanes: each lane's line through `sq` (given by `masks`,
/// `sq` left out), forward and byte-swapped backward, XORed.
#[target_feature(enable = "avx2")]
#[inline]
fn two_lines(sq: Square, masks: __m128i, occupied: u64) -> __m128i {
    let byte_swap = |v| _mm_shuffle_epi8(v, _mm_set_epi64x(BYTE_SWAP_HIGH, BYTE_SWAP_LOW));
    let (bit, swapped) = slider(sq);
    let forward = _mm_and_si128(_mm_set1_epi64x(occupied as i64), masks);
    let backward = byte_swap(forward);
    let forward = _mm_sub_epi64(forward, _mm_broadcastq_epi64(bit));
    let backward = _mm_sub_epi64(backward, _mm_broadcastq_epi64(swapped));
    _mm_and_si128(_mm_xor_si128(forward, byte_swap(backward)), masks)
}

/// [`two_lines`] in four lanes.
#[target_feature(enable = "avx2")]
#[inline]
fn four_lines(sq: Square, masks: __m256i, occupied: u64) -> __m256i {
    let byte_swap = |v| {
        let control =
            _mm256_set_epi64x(BYTE_SWAP_HIGH, BYTE_SWAP_LOW, BYTE_SWAP_HIGH, BYTE_SWAP_LOW);
        _mm256_shuffle_epi8(v, control)
    };
    let (bit, swapped) = slider(sq);
    let forward = _mm256_and_si256(_mm256_set1_epi64x(occupied as i64), masks);
    let backward = byte_swap(forward);
    let forward = _mm256_sub_epi64(forward, _mm256_broadcastq_epi64(bit));
    let backward = _mm256_sub_epi64(backward, _mm256_broadcastq_epi64(swapped));
    _mm256_and_si256(_mm256_xor_si256(forward, byte_swap(backward)), masks)
}

impl Avx2 {
    /// [`hyperbola::rook_attacks_from`](super::rook_attacks_from) with the file in a vector lane:
    /// 128-bit Hyperbola Quintessence on the file (and an empty lane), the rank from the
    /// first-rank table.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square, hyperbola};
    /// use bitfill::simd::{Avx2, Kernels};
    /// if let Some(avx2) = Avx2::detect() {
    ///     let occupied = Square::D1 | Square::B3 | Square::G3 | Square::D6;
    ///     assert_eq!(avx2.rook_attacks_from(Square::D3, occupied), Bitboard(0x0000_0808_0876_0808));
    ///     assert_eq!(avx2.rook_attacks_from(Square::D3, occupied), hyperbola::rook_attacks_from(Square::D3, occupied));
    /// }
    /// ```
    #[inline]
    #[must_use]
    pub(crate) fn rook_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        // SAFETY: an `Avx2` token exists only where the CPU runs AVX2.
        unsafe { rook(sq, occupied) }
    }

    /// [`hyperbola::bishop_attacks_from`](super::bishop_attacks_from) with the diagonal and the
    /// anti-diagonal in the two lanes of a 128-bit register.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// use bitfill::simd::{Avx2, Kernels};
    /// if let Some(avx2) = Avx2::detect() {
    ///     let attacks = avx2.bishop_attacks_from(Square::D4, Square::F6.bitboard());
    ///     assert_eq!(attacks, Bitboard(0x0001_2214_0014_2241)); // f6 blocks
    /// }
    /// ```
    #[inline]
    #[must_use]
    pub(crate) fn bishop_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        // SAFETY: an `Avx2` token exists only where the CPU runs AVX2.
        unsafe { bishop(sq, occupied) }
    }

    /// [`hyperbola::queen_attacks_from`](super::queen_attacks_from) with the diagonal, the
    /// anti-diagonal and the file in three lanes of a 256-bit register, the rank from the
    /// first-rank table.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// use bitfill::simd::{Avx2, Kernels};
    /// if let Some(avx2) = Avx2::detect() {
    ///     assert_eq!(avx2.queen_attacks_from(Square::D4, Bitboard::EMPTY).len(), 27);
    /// }
    /// ```
    #[inline]
    #[must_use]
    pub(crate) fn queen_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        // SAFETY: an `Avx2` token exists only where the CPU runs AVX2.
        unsafe { queen(sq, occupied) }
    }
}
