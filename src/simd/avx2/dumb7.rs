//! Dumb7Fill in AVX2 lanes, the Chess Programming Wiki's AVX2 Dumb7Fill: six one-step
//! cycles per ray, as in [`crate::dumb7`], four rays per instruction.
//!
//! Per register, 21 operations against Kogge-Stone's 16, but the propagator stays constant
//! and one shift count serves every cycle:
//!
//! ```text
//! propagator = empty & wrap                          1
//! flood = generator
//! generator = (generator << one) & propagator        2   six times
//! flood |= generator                                 1   six times
//! attacks = (flood << one) & wrap                    2
//! ```

use super::lanes::{ONE_STEP, and, lanes, or, shift, wrap_masks};
use core::arch::x86_64::__m256i;

/// The attacks of one register's four lanes, the propagator already wrap-masked.
#[target_feature(enable = "avx2")]
#[inline]
fn attacks<const LEFT: bool>(
    mut generator: __m256i,
    propagator: __m256i,
    wrap: __m256i,
) -> __m256i {
    let one = lanes(
        const {
            [
                ONE_STEP[0] as u64,
                ONE_STEP[1] as u64,
                ONE_STEP[2] as u64,
                ONE_STEP[3] as u64,
            ]
        },
    );
    let mut flood = generator;
    // Six cycles, not seven: the final shift attacks the edge square whatever stands on it.
    for _ in 0..6 {
        generator = and(shift::<LEFT>(generator, one), propagator);
        flood = or(flood, generator);
    }
    and(shift::<LEFT>(flood, one), wrap)
}

/// The attacks of both registers, lanes as in [`super::lanes::LEFT`] and
/// [`super::lanes::RIGHT`]: 42 operations, 14 of them shifts.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn rays(generator: __m256i, empty: __m256i) -> (__m256i, __m256i) {
    let (left_wrap, right_wrap) = wrap_masks();
    (
        attacks::<true>(generator, and(empty, left_wrap), left_wrap),
        attacks::<false>(generator, and(empty, right_wrap), right_wrap),
    )
}
