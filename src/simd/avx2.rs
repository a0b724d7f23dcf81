//! The AVX2 path: the [`Avx2`] token, the detection behind it, and the two kernels,
//! [`kogge`] (Kogge-Stone) and [`dumb7`] (Dumb7Fill), on the lane plumbing of
//! [`lanes`](mod@lanes).
//!
//! Every kernel is a `#[target_feature(enable = "avx2")]` function. Those that take
//! plain values are safe to call from each other; the entry points are `unsafe fn`, called
//! only by the methods of [`Avx2`], whose existence proves the CPU has AVX2.

use super::batch::{LengthMismatch, set_batch_len, slider_batch_len};
use crate::Bitboard;
use core::arch::x86_64::{__m256i, _mm256_storeu_si256};

mod dumb7;
pub(crate) mod kogge;
pub(crate) mod lanes;
mod subtract;

use lanes::{LEFT, RIGHT, lanes, load, not, or, or_lanes, splat, store};

/// Proof that this CPU runs AVX2, and with it BMI1, BMI2, POPCNT and LZCNT (x86-64-v3 less
/// FMA and MOVBE: every CPU with AVX2 has them): the AVX2 kernels behind safe methods, and
/// the copy of a caller's loop [`dispatch`](super::dispatch) compiles for those features
/// ([`Kernels::run`](super::Kernels::run)).
///
/// [`Avx2::detect`] is the only way to get one, so a method call can never reach an AVX2
/// instruction on a CPU without it. The methods compute exactly what the root getters and
/// the functions of the same name in [`simd`](super) compute; use the token to force the
/// AVX2 path (in tests and benchmarks) or to check once outside a hot loop.
///
/// x86_64 only.
///
/// ```
/// use bitfill::Square;
/// use bitfill::simd::{Avx2, Kernels, Portable};
/// if let Some(avx2) = Avx2::detect() {
///     let queen = Square::D4.bitboard();
///     assert_eq!(avx2.queen_attacks(queen, queen), Portable.queen_attacks(queen, queen));
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Avx2 {
    _detected: (),
}

impl Avx2 {
    /// The token, if the CPU runs AVX2, BMI1, BMI2, POPCNT and LZCNT: always when the five
    /// are compiled in (`-C target-cpu=x86-64-v3` or newer); otherwise, with the `std`
    /// feature, as `is_x86_feature_detected!` says (asked once, then cached); without
    /// `std`, never.
    #[inline]
    #[must_use]
    pub fn detect() -> Option<Avx2> {
        has_avx2().then_some(Avx2 { _detected: () })
    }

    /// The token where its features are compiled in, so that every CPU the code runs on
    /// has them.
    #[cfg(bitfill_avx2)]
    pub(crate) const COMPILED_IN: Avx2 = Avx2 { _detected: () };

    /// The token, without asking the CPU.
    ///
    /// # Safety
    /// The CPU must run AVX2, BMI1, BMI2, POPCNT and LZCNT (the dispatch's cached answer,
    /// or an [`Avx512`](super::Avx512) token, says so).
    pub(crate) const unsafe fn new_unchecked() -> Avx2 {
        Avx2 { _detected: () }
    }

    /// [`crate::queen_attacks`] with Kogge-Stone in lanes: 29 vector operations for the
    /// eight rays, then 6 to OR the registers and lanes together.
    #[inline]
    #[must_use]
    pub(crate) fn queen_attacks(self, sliders: u64, occupied: u64) -> u64 {
        // SAFETY: `self` exists, so `has_avx2()` held: the CPU runs AVX2.
        unsafe { slider_attacks::<KOGGE>(sliders, sliders, !(occupied | sliders)) }
    }

    /// [`crate::rook_attacks`]: sout, nort (on the board flipped upside down) and west in
    /// one register, 16 vector operations, and east by subtraction in general registers.
    #[inline]
    #[must_use]
    pub(crate) fn rook_attacks(self, sliders: u64, occupied: u64) -> u64 {
        // SAFETY: `self` exists, so `has_avx2()` held: the CPU runs AVX2.
        unsafe { rook_attacks(sliders, occupied) }
    }

    /// [`crate::bishop_attacks`]: the four diagonal rays in one register, two of them on
    /// the board flipped upside down, 16 vector operations.
    #[inline]
    #[must_use]
    pub(crate) fn bishop_attacks(self, sliders: u64, occupied: u64) -> u64 {
        // SAFETY: `self` exists, so `has_avx2()` held: the CPU runs AVX2.
        unsafe { bishop_attacks(sliders, occupied) }
    }

    /// [`crate::slider_attacks`] with Kogge-Stone in lanes.
    #[inline]
    #[must_use]
    pub(crate) fn slider_attacks(self, orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
        // SAFETY: `self` exists, so `has_avx2()` held: the CPU runs AVX2.
        unsafe {
            slider_attacks::<KOGGE>(orthogonal, diagonal, !(occupied | orthogonal | diagonal))
        }
    }

    /// [`crate::slider_attacks`] with Dumb7Fill in lanes: 2 x 21
    /// vector operations, more than Kogge-Stone's 27; kept to be measured against it.
    #[inline]
    #[must_use]
    pub(crate) fn dumb7_slider_attacks(self, orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
        // SAFETY: `self` exists, so `has_avx2()` held: the CPU runs AVX2.
        unsafe {
            slider_attacks::<DUMB7>(orthogonal, diagonal, !(occupied | orthogonal | diagonal))
        }
    }

    /// [`simd::attacks_by_direction`](super::attacks_by_direction) with Kogge-Stone in lanes.
    #[inline]
    #[must_use]
    pub(crate) fn attacks_by_direction(self, sliders: u64, occupied: u64) -> [u64; 8] {
        // SAFETY: `self` exists, so `has_avx2()` held: the CPU runs AVX2.
        unsafe { attacks_by_direction::<KOGGE>(splat(sliders), !(occupied | sliders)) }
    }

    /// [`simd::slider_attacks_by_direction`](super::slider_attacks_by_direction): the lanes
    /// of [`Avx2::slider_attacks`] before they are ORed.
    #[inline]
    #[must_use]
    pub(crate) fn slider_attacks_by_direction(
        self,
        orthogonal: u64,
        diagonal: u64,
        occupied: u64,
    ) -> [u64; 8] {
        // SAFETY: `self` exists, so `has_avx2()` held: the CPU runs AVX2.
        unsafe {
            attacks_by_direction::<KOGGE>(
                // Lanes as in `LEFT`: diagonal, orthogonal, diagonal, orthogonal.
                lanes([diagonal, orthogonal, diagonal, orthogonal]),
                !(occupied | orthogonal | diagonal),
            )
        }
    }

    /// [`simd::attacks_by_direction`](super::attacks_by_direction) with Dumb7Fill in lanes.
    #[inline]
    #[must_use]
    pub(crate) fn dumb7_attacks_by_direction(self, sliders: u64, occupied: u64) -> [u64; 8] {
        // SAFETY: `self` exists, so `has_avx2()` held: the CPU runs AVX2.
        unsafe { attacks_by_direction::<DUMB7>(splat(sliders), !(occupied | sliders)) }
    }

    batch_methods!("four");
}

#[cfg(bitfill_avx2)]
#[inline(always)]
fn has_avx2() -> bool {
    true
}

/// Asked once, then cached.
#[cfg(all(not(bitfill_avx2), feature = "std"))]
#[inline]
fn has_avx2() -> bool {
    static AVX2: super::detected::Detected = super::detected::Detected::new();
    AVX2.get(|| {
        std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("lzcnt")
    })
}

/// Without `std` there is no `is_x86_feature_detected!`; rather than read CPUID and XCR0
/// by hand, the scalar path runs unless AVX2 is compiled in.
#[cfg(all(not(bitfill_avx2), not(feature = "std")))]
#[inline(always)]
fn has_avx2() -> bool {
    false
}

/// Kernel choice for the generic entry points.
const KOGGE: bool = false;
const DUMB7: bool = true;

/// The left and right registers of attacks, from the generator in lanes.
#[target_feature(enable = "avx2")]
#[inline]
fn rays<const ALGO: bool>(generator: __m256i, empty: __m256i) -> (__m256i, __m256i) {
    if ALGO == DUMB7 {
        dumb7::rays(generator, empty)
    } else {
        kogge::rays(generator, empty)
    }
}

/// `orthogonal`'s rook rays and `diagonal`'s bishop rays, ORed.
///
/// # Safety
/// The CPU must run AVX2.
#[target_feature(enable = "avx2")]
unsafe fn slider_attacks<const ALGO: bool>(orthogonal: u64, diagonal: u64, empty: u64) -> u64 {
    // Lanes 0 and 2 run diagonal directions, 1 and 3 orthogonal ones, in both registers.
    let generator = lanes([diagonal, orthogonal, diagonal, orthogonal]);
    let (left, right) = rays::<ALGO>(generator, splat(empty));
    or_lanes(or(left, right))
}

/// The flipped one-register rook kernel.
///
/// # Safety
/// The CPU must run AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn rook_attacks(sliders: u64, occupied: u64) -> u64 {
    kogge::rook_attacks(sliders, !(occupied | sliders))
}

/// The flipped one-register bishop kernel.
///
/// # Safety
/// The CPU must run AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn bishop_attacks(sliders: u64, occupied: u64) -> u64 {
    kogge::bishop_attacks(sliders, !(occupied | sliders))
}

/// Each direction's attacks, in dir8 order, from the sliders in the lanes of `generator`
/// (lanes as in [`LEFT`]; the right register's lanes fill from the same sliders).
///
/// Inlined where the caller runs AVX2 too (a copy of a recursion compiled for it), so
/// that the rays stay in registers; called otherwise.
///
/// # Safety
/// The CPU must run AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn attacks_by_direction<const ALGO: bool>(generator: __m256i, empty: u64) -> [u64; 8] {
    let (left, right) = rays::<ALGO>(generator, splat(empty));
    let (mut left_lanes, mut right_lanes) = ([0u64; 4], [0u64; 4]);
    // SAFETY: each array is 32 writable bytes, and `storeu` needs no alignment.
    unsafe {
        _mm256_storeu_si256(left_lanes.as_mut_ptr().cast(), left);
        _mm256_storeu_si256(right_lanes.as_mut_ptr().cast(), right);
    }
    let mut by_direction = [0; 8];
    for lane in 0..4 {
        by_direction[LEFT[lane] as usize] = left_lanes[lane];
        by_direction[RIGHT[lane] as usize] = right_lanes[lane];
    }
    by_direction
}

/// The empty squares: neither occupied nor holding a slider of the sets in use.
#[target_feature(enable = "avx2")]
#[inline]
fn empty_of<const ORTHOGONAL: bool, const DIAGONAL: bool>(
    occupied: __m256i,
    orthogonal: __m256i,
    diagonal: __m256i,
) -> __m256i {
    let mut blockers = occupied;
    if ORTHOGONAL {
        blockers = or(blockers, orthogonal);
    }
    if DIAGONAL {
        blockers = or(blockers, diagonal);
    }
    not(blockers)
}

/// `out[i]` = the attacks of `orthogonal[i]` along ranks and files (if `ORTHOGONAL`) and of
/// `diagonal[i]` along diagonals (if `DIAGONAL`), four positions per register. A last,
/// partial group runs padded with zeros.
///
/// # Safety
/// The CPU must run AVX2. The slices must have the same length.
#[target_feature(enable = "avx2")]
unsafe fn batch<const ORTHOGONAL: bool, const DIAGONAL: bool>(
    orthogonal: &[Bitboard],
    diagonal: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) {
    let (orthogonal, orthogonal_rest) = orthogonal.as_chunks::<4>();
    let (diagonal, diagonal_rest) = diagonal.as_chunks::<4>();
    let (occupied, occupied_rest) = occupied.as_chunks::<4>();
    let (out, out_rest) = out.as_chunks_mut::<4>();
    for (((orthogonal, diagonal), occupied), out) in
        orthogonal.iter().zip(diagonal).zip(occupied).zip(out)
    {
        let (orthogonal, diagonal) = (load(orthogonal), load(diagonal));
        let empty = empty_of::<ORTHOGONAL, DIAGONAL>(load(occupied), orthogonal, diagonal);
        store(
            out,
            kogge::four_boards::<ORTHOGONAL, DIAGONAL>(orthogonal, diagonal, empty),
        );
    }
    let rest = out_rest.len();
    if rest > 0 {
        let mut padded = [[Bitboard::EMPTY; 4]; 4];
        padded[0][..rest].copy_from_slice(&orthogonal_rest[..rest]);
        padded[1][..rest].copy_from_slice(&diagonal_rest[..rest]);
        padded[2][..rest].copy_from_slice(&occupied_rest[..rest]);
        let (orthogonal, diagonal) = (load(&padded[0]), load(&padded[1]));
        let empty = empty_of::<ORTHOGONAL, DIAGONAL>(load(&padded[2]), orthogonal, diagonal);
        let attacks = kogge::four_boards::<ORTHOGONAL, DIAGONAL>(orthogonal, diagonal, empty);
        store(&mut padded[3], attacks);
        out_rest.copy_from_slice(&padded[3][..rest]);
    }
}
