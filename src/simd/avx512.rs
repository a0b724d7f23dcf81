//! The AVX-512 path: the [`Avx512`] token, the detection behind it, and its kernels.
//!
//! AVX-512 brings two instructions the AVX2 kernels miss:
//!
//! - a rotate by a per-lane amount (`vprolvq`), so the eight directions of one position
//!   share one 512-bit register, every lane rotating towards h8 by its direction's step
//!   (by 64 minus the step for the directions towards a1). What a rotate carries around
//!   the board's edge is masked off as in the Chess Programming Wiki's Kogge-Stone
//!   Algorithm page ("Generalized Rays": the `avoidWrap` masks, [`Dir::avoid_wrap`]);
//! - a three-input logic instruction (`vpternlogq`), so a Kogge-Stone step's
//!   `generator | propagator & rotated` is one operation, not two.
//!
//! ```text
//! lane        0      1      2      3      4      5      6      7     (dir8 order)
//! direction   noEa   east   soEa   sout   soWe   west   noWe   nort
//! rotate by   9      1      57     56     55     63     7      8
//! generator   diag.  orth.  diag.  orth.  diag.  orth.  diag.  orth.
//! ```
//!
//! Kogge-Stone per register: the propagator masked (1 operation), three doubling steps
//! (2 each: rotate, ternary logic), two propagator steps (2 each), the last rotate and
//! mask (2): 13 operations for the eight rays of a position, against the AVX2 kernel's 32
//! for two registers. The rook and the bishop take four lanes of a 256-bit register, the
//! same 13 operations. The batches put eight positions in a register, one direction at a
//! time: 13 operations per direction and eight positions.
//!
//! Every kernel is a `#[target_feature(enable = "avx512f,avx512vl")]` function; the entry
//! points are `unsafe fn`, called only by the methods of [`Avx512`], whose existence
//! proves the CPU has both.

use super::avx2::lanes::{load, or_lanes};
use super::batch::{LengthMismatch, set_batch_len, slider_batch_len};
use crate::bitboard::Lane64;
use crate::{Bitboard, Dir};
use core::arch::x86_64::{
    __m512i, _mm256_and_si256, _mm256_or_si256, _mm256_rolv_epi64, _mm256_set1_epi64x,
    _mm256_ternarylogic_epi64, _mm512_and_si512, _mm512_castsi512_si256, _mm512_extracti64x4_epi64,
    _mm512_loadu_si512, _mm512_mask_blend_epi64, _mm512_rolv_epi64, _mm512_set1_epi64,
    _mm512_setzero_si512, _mm512_storeu_si512, _mm512_ternarylogic_epi64,
};

/// Proof that this CPU runs AVX-512 (the foundation, `avx512f`, and the 256-bit forms,
/// `avx512vl`): the AVX-512 kernels behind safe methods.
///
/// [`Avx512::detect`] is the only way to get one. The methods compute exactly what the
/// root getters and the functions of the same name in [`simd`](super) compute.
///
/// x86_64 only.
///
/// ```
/// use bitfill::Square;
/// use bitfill::simd::{Avx512, Kernels, Portable};
/// if let Some(avx512) = Avx512::detect() {
///     let queen = Square::D4.bitboard();
///     assert_eq!(avx512.queen_attacks(queen, queen), Portable.queen_attacks(queen, queen));
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Avx512 {
    _detected: (),
}

impl Avx512 {
    /// The token, if the CPU runs AVX-512 F, VL, BW and DQ and the features of
    /// [`Avx2`](super::Avx2) (x86-64-v4 less CD, FMA and MOVBE: every CPU with AVX-512 VL
    /// has them): always when they are compiled in (`-C target-cpu=x86-64-v4`); otherwise,
    /// with the `std` feature, as `is_x86_feature_detected!` says (asked once, then
    /// cached); without `std`, never.
    #[inline]
    #[must_use]
    pub fn detect() -> Option<Avx512> {
        has_avx512().then_some(Avx512 { _detected: () })
    }

    /// The token, without asking the CPU.
    ///
    /// # Safety
    /// The CPU must run every feature [`Avx512::detect`] asks for (the dispatch's cached
    /// answer says so).
    #[cfg(all(not(bitfill_avx2), feature = "std"))]
    pub(super) const unsafe fn new_unchecked() -> Avx512 {
        Avx512 { _detected: () }
    }

    /// The AVX2 token: a CPU that runs this one's features runs [`Avx2`](super::Avx2)'s.
    #[inline(always)]
    pub(crate) const fn avx2(self) -> super::avx2::Avx2 {
        // SAFETY: `self` exists, so `has_avx512()` held, and it asks for every feature of
        // the AVX2 token (`has_avx2()`) besides AVX-512's.
        unsafe { super::avx2::Avx2::new_unchecked() }
    }

    /// [`crate::rook_attacks`]: the four rook rays in the lanes of one 256-bit register.
    #[inline]
    #[must_use]
    pub(crate) fn rook_attacks(self, sliders: u64, occupied: u64) -> u64 {
        // SAFETY: `self` exists, so `has_avx512()` held: the CPU runs AVX-512 F, VL, BW and DQ.
        unsafe { four_rays::<true>(sliders, !(occupied | sliders)) }
    }

    /// [`crate::bishop_attacks`]: the four bishop rays in the lanes of one 256-bit
    /// register.
    #[inline]
    #[must_use]
    pub(crate) fn bishop_attacks(self, sliders: u64, occupied: u64) -> u64 {
        // SAFETY: as in `rook_attacks`.
        unsafe { four_rays::<false>(sliders, !(occupied | sliders)) }
    }

    /// [`crate::queen_attacks`]: the eight rays in the lanes of one 512-bit register.
    #[inline]
    #[must_use]
    pub(crate) fn queen_attacks(self, sliders: u64, occupied: u64) -> u64 {
        // SAFETY: as in `rook_attacks`.
        unsafe { eight_rays(sliders, sliders, !(occupied | sliders)) }
    }

    /// [`crate::slider_attacks`]: the eight rays in the lanes of one 512-bit register.
    #[inline]
    #[must_use]
    pub(crate) fn slider_attacks(self, orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
        // SAFETY: as in `rook_attacks`.
        unsafe { eight_rays(orthogonal, diagonal, !(occupied | orthogonal | diagonal)) }
    }

    /// [`simd::attacks_by_direction`](super::attacks_by_direction): the eight lanes of
    /// [`Avx512::queen_attacks`] before they are ORed, which are already in dir8 order.
    #[inline]
    #[must_use]
    pub(crate) fn attacks_by_direction(self, sliders: u64, occupied: u64) -> [u64; 8] {
        let mut by_direction = [0; 8];
        // SAFETY: as in `rook_attacks`.
        unsafe {
            store8(
                &mut by_direction,
                rays8(sliders, sliders, !(occupied | sliders)),
            )
        };
        by_direction
    }

    /// [`simd::slider_attacks_by_direction`](super::slider_attacks_by_direction): the eight
    /// lanes of [`Avx512::slider_attacks`] before they are ORed.
    #[inline]
    #[must_use]
    pub(crate) fn slider_attacks_by_direction(
        self,
        orthogonal: u64,
        diagonal: u64,
        occupied: u64,
    ) -> [u64; 8] {
        let mut by_direction = [0; 8];
        // SAFETY: as in `rook_attacks`.
        unsafe {
            store8(
                &mut by_direction,
                rays8(orthogonal, diagonal, !(occupied | orthogonal | diagonal)),
            )
        };
        by_direction
    }

    batch_methods!("eight");
}

#[cfg(bitfill_avx512)]
#[inline(always)]
fn has_avx512() -> bool {
    true
}

/// Asked once, then cached.
#[cfg(all(not(bitfill_avx512), feature = "std"))]
#[inline]
fn has_avx512() -> bool {
    static AVX512: super::detected::Detected = super::detected::Detected::new();
    AVX512.get(|| {
        super::avx2::Avx2::detect().is_some()
            && std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512dq")
    })
}

/// Without `std` there is no `is_x86_feature_detected!`: the other paths run unless
/// AVX-512 is compiled in.
#[cfg(all(not(bitfill_avx512), not(feature = "std")))]
#[inline(always)]
fn has_avx512() -> bool {
    false
}

/// `a | b & c`, as `vpternlogq`'s truth table: bit `4a + 2b + c` of the immediate is the
/// result for those inputs (0xf0 is `a`, 0xcc `b`, 0xaa `c`).
const A_OR_B_AND_C: i32 = 0xf0 | (0xcc & 0xaa);
/// `!(a | b | c)`.
const NOR: i32 = !(0xf0 | 0xcc | 0xaa) & 0xff;

/// The left-rotate amount of `k` steps in `dir`: a step towards a1 is a rotate by 64 minus
/// its length.
const fn rotate(dir: Dir, k: i32) -> u64 {
    (dir.shift() * k).rem_euclid(64) as u64
}

/// Rotate amounts (one, two, four steps) and wrap masks of the lanes, lane `i` running
/// `dirs[i]`.
const fn lanes<const N: usize>(dirs: [Dir; N]) -> ([[u64; N]; 3], [u64; N]) {
    let mut counts = [[0; N]; 3];
    let mut wraps = [0; N];
    let mut lane = 0;
    while lane < N {
        counts[0][lane] = rotate(dirs[lane], 1);
        counts[1][lane] = rotate(dirs[lane], 2);
        counts[2][lane] = rotate(dirs[lane], 4);
        wraps[lane] = dirs[lane].avoid_wrap().0;
        lane += 1;
    }
    (counts, wraps)
}

#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn load8<T: Lane64>(values: &[T; 8]) -> __m512i {
    // SAFETY: the array is 64 readable bytes (`T` is `u64` or `Bitboard`, 8 bytes of
    // plain data either way), and `loadu` needs no alignment.
    unsafe { _mm512_loadu_si512(values.as_ptr().cast()) }
}

#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn store8<T: Lane64>(values: &mut [T; 8], v: __m512i) {
    // SAFETY: the array is 64 writable bytes (`T` is `u64` or `Bitboard`, and every bit
    // pattern is a value of either), and `storeu` needs no alignment.
    unsafe { _mm512_storeu_si512(values.as_mut_ptr().cast(), v) }
}

/// The attacks of `sliders` in the four rook directions (`ROOK`) or the four bishop
/// directions, one per lane.
///
/// # Safety
/// The CPU must run AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
unsafe fn four_rays<const ROOK: bool>(sliders: u64, empty: u64) -> u64 {
    const ROOK_LANES: ([[u64; 4]; 3], [u64; 4]) = lanes(Dir::ORTHOGONAL);
    const BISHOP_LANES: ([[u64; 4]; 3], [u64; 4]) = lanes(Dir::DIAGONAL);
    let (counts, wraps) = if ROOK { &ROOK_LANES } else { &BISHOP_LANES };
    let counts = [load(&counts[0]), load(&counts[1]), load(&counts[2])];
    let wrap = load(wraps);
    let mut generator = _mm256_set1_epi64x(sliders as i64);
    let mut propagator = _mm256_and_si256(_mm256_set1_epi64x(empty as i64), wrap);
    for (step, count) in counts.iter().enumerate() {
        let rotated = _mm256_rolv_epi64(generator, *count);
        generator = _mm256_ternarylogic_epi64::<A_OR_B_AND_C>(generator, propagator, rotated);
        if step < 2 {
            propagator = _mm256_and_si256(propagator, _mm256_rolv_epi64(propagator, *count));
        }
    }
    or_lanes(_mm256_and_si256(
        _mm256_rolv_epi64(generator, counts[0]),
        wrap,
    ))
}

/// The attacks of `orthogonal` along ranks and files and of `diagonal` along diagonals,
/// one direction per lane in dir8 order.
///
/// # Safety
/// The CPU must run AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
unsafe fn rays8(orthogonal: u64, diagonal: u64, empty: u64) -> __m512i {
    const LANES: ([[u64; 8]; 3], [u64; 8]) = lanes(Dir::ALL);
    // The odd lanes of dir8 order (east, sout, west, nort) are the rook's.
    const ORTHOGONAL_LANES: u8 = 0b1010_1010;
    let counts = [load8(&LANES.0[0]), load8(&LANES.0[1]), load8(&LANES.0[2])];
    let wrap = load8(&LANES.1);
    let generator = _mm512_mask_blend_epi64(
        ORTHOGONAL_LANES,
        _mm512_set1_epi64(diagonal as i64),
        _mm512_set1_epi64(orthogonal as i64),
    );
    let propagator = _mm512_and_si512(_mm512_set1_epi64(empty as i64), wrap);
    let generator = occluded8(generator, propagator, &counts);
    _mm512_and_si512(_mm512_rolv_epi64(generator, counts[0]), wrap)
}

/// Kogge-Stone's occluded fill in every lane of a 512-bit register, each lane rotating by
/// its own `counts` (one, two, four steps), the propagator already wrap-masked.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn occluded8(mut generator: __m512i, mut propagator: __m512i, counts: &[__m512i; 3]) -> __m512i {
    for (step, count) in counts.iter().enumerate() {
        let rotated = _mm512_rolv_epi64(generator, *count);
        generator = _mm512_ternarylogic_epi64::<A_OR_B_AND_C>(generator, propagator, rotated);
        if step < 2 {
            propagator = _mm512_and_si512(propagator, _mm512_rolv_epi64(propagator, *count));
        }
    }
    generator
}

/// [`rays8`] ORed together: 7 more operations.
///
/// # Safety
/// The CPU must run AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
unsafe fn eight_rays(orthogonal: u64, diagonal: u64, empty: u64) -> u64 {
    // SAFETY: the caller's guarantee.
    let attacks = unsafe { rays8(orthogonal, diagonal, empty) };
    let half = _mm256_or_si256(
        _mm512_castsi512_si256(attacks),
        _mm512_extracti64x4_epi64::<1>(attacks),
    );
    or_lanes(half)
}

/// One direction's attacks of eight boards, ORed into `into`: every lane rotates by the
/// same amount.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn ray8(into: __m512i, generator: __m512i, empty: __m512i, dir: Dir) -> __m512i {
    let count = |k| _mm512_set1_epi64(rotate(dir, k) as i64);
    let counts = [count(1), count(2), count(4)];
    let wrap = _mm512_set1_epi64(dir.avoid_wrap().0 as i64);
    let generator = occluded8(generator, _mm512_and_si512(empty, wrap), &counts);
    _mm512_ternarylogic_epi64::<A_OR_B_AND_C>(into, _mm512_rolv_epi64(generator, counts[0]), wrap)
}

/// The attacks of eight boards, one per lane.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn eight_boards<const ORTHOGONAL: bool, const DIAGONAL: bool>(
    orthogonal: __m512i,
    diagonal: __m512i,
    occupied: __m512i,
) -> __m512i {
    let empty = _mm512_ternarylogic_epi64::<NOR>(occupied, orthogonal, diagonal);
    let mut attacks = _mm512_setzero_si512();
    if ORTHOGONAL {
        for dir in Dir::ORTHOGONAL {
            attacks = ray8(attacks, orthogonal, empty, dir);
        }
    }
    if DIAGONAL {
        for dir in Dir::DIAGONAL {
            attacks = ray8(attacks, diagonal, empty, dir);
        }
    }
    attacks
}

/// `out[i]` = the attacks of `orthogonal[i]` along ranks and files (if `ORTHOGONAL`) and of
/// `diagonal[i]` along diagonals (if `DIAGONAL`), eight positions per register. A last,
/// partial group runs padded with zeros.
///
/// # Safety
/// The CPU must run AVX-512F and AVX-512VL. The slices must have the same length.
#[target_feature(enable = "avx512f,avx512vl")]
unsafe fn batch<const ORTHOGONAL: bool, const DIAGONAL: bool>(
    orthogonal: &[Bitboard],
    diagonal: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) {
    // A set not in use stays out of the blockers, as in the scalar batches.
    let zero = [Bitboard::EMPTY; 8];
    let (orthogonal, orthogonal_rest) = orthogonal.as_chunks::<8>();
    let (diagonal, diagonal_rest) = diagonal.as_chunks::<8>();
    let (occupied, occupied_rest) = occupied.as_chunks::<8>();
    let (out, out_rest) = out.as_chunks_mut::<8>();
    for (((orthogonal, diagonal), occupied), out) in
        orthogonal.iter().zip(diagonal).zip(occupied).zip(out)
    {
        let orthogonal = load8(if ORTHOGONAL { orthogonal } else { &zero });
        let diagonal = load8(if DIAGONAL { diagonal } else { &zero });
        store8(
            out,
            eight_boards::<ORTHOGONAL, DIAGONAL>(orthogonal, diagonal, load8(occupied)),
        );
    }
    let rest = out_rest.len();
    if rest > 0 {
        let mut padded = [[Bitboard::EMPTY; 8]; 4];
        if ORTHOGONAL {
            padded[0][..rest].copy_from_slice(&orthogonal_rest[..rest]);
        }
        if DIAGONAL {
            padded[1][..rest].copy_from_slice(&diagonal_rest[..rest]);
        }
        padded[2][..rest].copy_from_slice(&occupied_rest[..rest]);
        let attacks = eight_boards::<ORTHOGONAL, DIAGONAL>(
            load8(&padded[0]),
            load8(&padded[1]),
            load8(&padded[2]),
        );
        store8(&mut padded[3], attacks);
        out_rest.copy_from_slice(&padded[3][..rest]);
    }
}
