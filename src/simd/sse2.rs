//! Fill by subtraction for east, two bitboards per SSE2 register (the Chess Programming
//! Wiki's "even more with vectors of two bitboards").
//!
//! `_mm_sub_epi64` subtracts each 64-bit half on its own, so the borrows of one board never
//! reach the other, and the scalar `o ^ (o - 2r)` trick of [`crate::subtract`] runs on both
//! halves unchanged: 7 operations for two boards.
//!
//! SSE2 is part of the x86_64 baseline, so these intrinsics need no detection: the one
//! `unsafe` block only states that fact to the compiler.

use core::arch::x86_64::{
    __m128i, _mm_andnot_si128, _mm_cvtsi128_si64, _mm_or_si128, _mm_set_epi64x, _mm_set1_epi64x,
    _mm_sub_epi64, _mm_unpackhi_epi64, _mm_xor_si128,
};

/// The two bitboards in lanes 0 and 1.
#[target_feature(enable = "sse2")]
#[inline]
fn pair(b: [u64; 2]) -> __m128i {
    _mm_set_epi64x(b[1] as i64, b[0] as i64)
}

#[target_feature(enable = "sse2")]
#[inline]
fn unpair(v: __m128i) -> [u64; 2] {
    [
        _mm_cvtsi128_si64(v) as u64,
        _mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)) as u64,
    ]
}

/// Both lanes of [`super::east_attacks_x2`].
#[inline]
pub(super) fn east_attacks_x2(rooks: [u64; 2], empty: [u64; 2]) -> [u64; 2] {
    // SAFETY: SSE2 is part of the x86_64 baseline: every CPU this module compiles for runs it.
    unsafe { east_attacks_pair(rooks, empty) }
}

#[target_feature(enable = "sse2")]
#[inline]
fn east_attacks_pair(rooks: [u64; 2], empty: [u64; 2]) -> [u64; 2] {
    // The h-file counts as occupied, so that no borrow runs into the next rank; rooks on the
    // h-file attack nothing eastwards and leave the subtraction.
    let h_file = _mm_set1_epi64x(0x8080_8080_8080_8080_u64 as i64);
    let rooks = pair(rooks);
    // `andnot(a, b)` is `!a & b`: with `b` all ones it is the occupancy, with `a = h_file`
    // the rooks off the h-file.
    let occupied = _mm_andnot_si128(pair(empty), _mm_set1_epi64x(-1));
    let occupied_with_rooks = _mm_or_si128(occupied, _mm_or_si128(rooks, h_file));
    let movers = _mm_andnot_si128(h_file, rooks);
    let occupied_without_movers = _mm_xor_si128(movers, occupied_with_rooks);
    unpair(_mm_xor_si128(
        _mm_sub_epi64(occupied_without_movers, movers),
        occupied_with_rooks,
    ))
}
