//! The lane plumbing of the AVX2 kernels: the lane order of the two registers, values
//! into lanes and back, the bit operations and per-lane shifts, the doubling shift counts
//! of Kogge-Stone and the wrap masks. [`kogge`](super::kogge), [`dumb7`](super::dumb7),
//! AVX-512's lane ORs and Othello's AVX2 kernel run on these.

use crate::Dir;
use crate::bitboard::Lane64;
use core::arch::x86_64::{
    __m256i, _mm_cvtsi128_si64, _mm_or_si128, _mm_unpackhi_epi64, _mm256_and_si256,
    _mm256_castsi256_si128, _mm256_extracti128_si256, _mm256_loadu_si256, _mm256_or_si256,
    _mm256_set_epi64x, _mm256_set1_epi64x, _mm256_shuffle_epi8, _mm256_sllv_epi64,
    _mm256_srlv_epi64, _mm256_storeu_si256, _mm256_xor_si256,
};

/// The directions of the left register's lanes: they shift towards h8.
pub(crate) const LEFT: [Dir; 4] = [Dir::NoEa, Dir::East, Dir::NoWe, Dir::Nort];
/// The directions of the right register's lanes: the opposites of [`LEFT`], lane by lane,
/// so both registers shift by the same per-lane amounts.
pub(crate) const RIGHT: [Dir; 4] = [Dir::SoWe, Dir::West, Dir::SoEa, Dir::Sout];
/// One step in each lane's direction, in squares.
pub(super) const ONE_STEP: [i64; 4] = [9, 1, 7, 8];

/// The four values in lanes 0 to 3.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn lanes(values: [u64; 4]) -> __m256i {
    _mm256_set_epi64x(
        values[3] as i64,
        values[2] as i64,
        values[1] as i64,
        values[0] as i64,
    )
}

#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn splat(value: u64) -> __m256i {
    _mm256_set1_epi64x(value as i64)
}

#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn not(a: __m256i) -> __m256i {
    _mm256_xor_si256(a, splat(u64::MAX))
}

#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn and(a: __m256i, b: __m256i) -> __m256i {
    _mm256_and_si256(a, b)
}

#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn or(a: __m256i, b: __m256i) -> __m256i {
    _mm256_or_si256(a, b)
}

/// Each lane shifted by its own amount in `counts`: towards h8 if `LEFT`, else towards a1.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn shift<const LEFT: bool>(v: __m256i, counts: __m256i) -> __m256i {
    if LEFT {
        _mm256_sllv_epi64(v, counts)
    } else {
        _mm256_srlv_epi64(v, counts)
    }
}

/// The per-lane shift counts of the three Kogge-Stone steps: one, two and four steps.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn doubling_counts() -> [__m256i; 3] {
    const fn times(k: i64) -> [u64; 4] {
        let mut counts = [0; 4];
        let mut lane = 0;
        while lane < 4 {
            counts[lane] = (ONE_STEP[lane] * k) as u64;
            lane += 1;
        }
        counts
    }
    [lanes(times(1)), lanes(times(2)), lanes(times(4))]
}

/// The per-lane shift counts of three steps, by which Kogge-Stone's four-step propagator
/// towards h8 becomes the one towards a1 (`kogge`'s `right_propagators`).
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn three_steps() -> __m256i {
    lanes(
        const {
            [
                3 * ONE_STEP[0] as u64,
                3 * ONE_STEP[1] as u64,
                3 * ONE_STEP[2] as u64,
                3 * ONE_STEP[3] as u64,
            ]
        },
    )
}

/// The wrap masks of `dirs`, lane by lane.
const fn wraps(dirs: [Dir; 4]) -> [u64; 4] {
    let mut masks = [0; 4];
    let mut lane = 0;
    while lane < 4 {
        masks[lane] = dirs[lane].avoid_wrap().0;
        lane += 1;
    }
    masks
}

/// The wrap masks of the left register's lanes and of the right register's.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn wrap_masks() -> (__m256i, __m256i) {
    (lanes(const { wraps(LEFT) }), lanes(const { wraps(RIGHT) }))
}

/// How a lane of [`shuffled`] holds the value.
#[derive(Clone, Copy)]
pub(super) enum Lane {
    /// The board as it is.
    Same,
    /// The board flipped upside down (a byte swap).
    Flipped,
    /// Nothing.
    Zero,
}

/// The `vpshufb` control that puts a broadcast value in the lanes as `how` says: byte `b`
/// of lane `j` takes byte `b` of the value, or `7 - b` for a flip, or 0 (bit 7 set). The
/// shuffle indexes within each 128-bit half, where the value also stands.
pub(super) const fn shuffle_control(how: [Lane; 4]) -> [u8; 32] {
    let mut control = [0; 32];
    let mut lane = 0;
    while lane < 4 {
        let mut byte = 0;
        while byte < 8 {
            control[8 * lane + byte] = match how[lane] {
                Lane::Same => byte as u8,
                Lane::Flipped => 7 - byte as u8,
                Lane::Zero => 0x80,
            };
            byte += 1;
        }
        lane += 1;
    }
    control
}

/// `value` in the four lanes, each as the control of [`shuffle_control`] says: a
/// broadcast and one `vpshufb` (3 instructions with the move into the vector unit), where
/// lanes set from general registers take byte swaps there, two moves and two shuffles.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn shuffled(value: u64, control: &[u8; 32]) -> __m256i {
    _mm256_shuffle_epi8(splat(value), load_bytes(control))
}

#[target_feature(enable = "avx2")]
#[inline]
fn load_bytes(bytes: &[u8; 32]) -> __m256i {
    // SAFETY: the array is 32 readable bytes, and `loadu` needs no alignment.
    unsafe { _mm256_loadu_si256(bytes.as_ptr().cast()) }
}

/// The OR of the four lanes: 5 operations.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn or_lanes(v: __m256i) -> u64 {
    let halves = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    _mm_cvtsi128_si64(_mm_or_si128(halves, _mm_unpackhi_epi64(halves, halves))) as u64
}

#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn load<T: Lane64>(bitboards: &[T; 4]) -> __m256i {
    // SAFETY: the array is 32 readable bytes (`T` is `u64` or `Bitboard`, 8 bytes of
    // plain data either way), and `loadu` needs no alignment.
    unsafe { _mm256_loadu_si256(bitboards.as_ptr().cast()) }
}

#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn store<T: Lane64>(bitboards: &mut [T; 4], v: __m256i) {
    // SAFETY: the array is 32 writable bytes (`T` is `u64` or `Bitboard`, and every bit
    // pattern is a value of either), and `storeu` needs no alignment.
    unsafe { _mm256_storeu_si256(bitboards.as_mut_ptr().cast(), v) }
}
