//! Fill by subtraction for east, four boards per AVX2 register: the `o ^ (o - 2r)` trick of
//! [`crate::subtract`], with `_mm256_sub_epi64` borrowing within each 64-bit lane only.
//!
//! 6 operations and no shift, against Kogge-Stone's 14 with 7 shifts: the batch kernel
//! uses it for its orthogonal sliders' east rays.

use super::lanes::{or, splat};
use core::arch::x86_64::{__m256i, _mm256_andnot_si256, _mm256_sub_epi64, _mm256_xor_si256};

/// The east attacks of `rooks`, one board per lane, from `empty_not_h`, the empty squares
/// off the h-file (the batch kernel has it at hand).
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn east_attacks(rooks: __m256i, empty_not_h: __m256i) -> __m256i {
    let h_file = splat(0x8080_8080_8080_8080);
    // `andnot(a, b)` is `!a & b`. `!(empty & !h)` is the occupancy with the h-file counted
    // as occupied, so that no borrow runs into the next rank.
    let occupied_with_rooks = or(_mm256_andnot_si256(empty_not_h, splat(u64::MAX)), rooks);
    // Rooks on the h-file attack nothing eastwards and leave the subtraction.
    let movers = _mm256_andnot_si256(h_file, rooks);
    let occupied_without_movers = _mm256_xor_si256(movers, occupied_with_rooks);
    _mm256_xor_si256(
        _mm256_sub_epi64(occupied_without_movers, movers),
        occupied_with_rooks,
    )
}
