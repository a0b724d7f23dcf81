//! Set-wise attacks with the directions in vector lanes: AVX2 on x86_64, scalar elsewhere.
//!
//! A Kogge-Stone or Dumb7Fill step does the same thing in every direction, only the shift
//! amount and the wrap mask differ, so four directions fit in the four 64-bit lanes of one
//! 256-bit AVX2 register (the Chess Programming Wiki's AVX2 Dumb7Fill, Edax's mobility
//! code). The four directions that shift towards h8 share one register, with per-lane shift
//! amounts 9, 1, 7, 8; their four opposites share another, with the same amounts shifted the
//! other way:
//!
//! ```text
//! lane            0      1      2      3
//! left register   noEa   east   noWe   nort    _mm256_sllv_epi64 by 9, 1, 7, 8
//! right register  soWe   west   soEa   sout    _mm256_srlv_epi64 by 9, 1, 7, 8
//! ```
//!
//! Each register runs Kogge-Stone (16 operations, 6 of them shifts); Dumb7Fill in lanes
//! (21 operations) measured slower in `cargo bench --bench simd` and stays available on
//! [`Avx2`] for comparison. A position costs 2 x 16 operations, 6 to move the inputs into
//! vector registers and 6 to OR the two registers and their lanes together.
//!
//! The `*_batch` functions turn it around for many positions: one position per lane, four
//! positions per register, every direction with uniform shifts, no horizontal OR, and the
//! east ray of the orthogonal sliders by subtraction (6 operations instead of 14): 115
//! vector operations for four positions.
//!
//! Every function here means the same on every CPU: only the speed depends on the
//! [`Backend`], which [`backend`] reports.
//!
//! # Dispatch
//!
//! - Compiled with AVX2 (`-C target-feature=+avx2` or `-C target-cpu=native` on an AVX2
//!   machine): the AVX2 kernels are called directly and inlined, no check at run time.
//! - x86_64 without compile-time AVX2, feature `std` on (the default):
//!   `is_x86_feature_detected!("avx2")` runs once, on the first call, and its answer is
//!   cached in an atomic; every later call costs one relaxed load and a predictable branch.
//! - x86_64 without `std` and without compile-time AVX2, and every other architecture: the
//!   scalar fills ([`scalar`]: Kogge-Stone, and Dumb7Fill for a single eight-direction call,
//!   whichever `cargo bench` measures faster).
//!
//! To pick a path yourself (to test one, or to keep the check out of a hot loop), call the
//! [`scalar`] functions or get an [`Avx2`] token from [`Avx2::detect`]; its methods are
//! safe because the token exists only where AVX2 does.
//!
//! ```
//! use bitfill::simd;
//!
//! // White: rooks on a1 and h1, a queen on d1, bishops on c1 and f1; kings on e1, e8.
//! let rooks = 1 << 0 | 1 << 7;
//! let bishops = 1 << 2 | 1 << 5;
//! let queens = 1 << 3;
//! let occupied = rooks | bishops | queens | 1 << 4 | 1 << 60;
//! let attacked = simd::slider_attacks(rooks | queens, bishops | queens, !occupied);
//! assert_eq!(attacked, 0x8989_89cb_edbb_df76); // the diagram of `slider_attacks`
//! assert_eq!(attacked, bitfill::rook_attacks(rooks | queens, !occupied)
//!     | bitfill::bishop_attacks(bishops | queens, !occupied));
//! println!("attacks computed by the {} backend", simd::backend());
//! ```

use core::fmt;

#[cfg(target_arch = "x86_64")]
mod avx2;
pub mod scalar;
#[cfg(target_arch = "x86_64")]
mod sse2;

#[cfg(target_arch = "x86_64")]
pub use avx2::Avx2;

/// The scalar path as the single-position dispatching functions call it. On x86_64 it is
/// the rare path (CPUs older than AVX2, 2013) and stays out of line: inlined, LLVM
/// vectorizes it with SSE2, loads the inputs into vector registers for it, and the AVX2
/// call beside it then pays for moving them back (seen in the disassembly of the bench).
#[cfg(target_arch = "x86_64")]
mod fallback {
    use super::scalar;

    #[inline(never)]
    pub(super) fn queen_attacks(sliders: u64, empty: u64) -> u64 {
        scalar::queen_attacks(sliders, empty)
    }

    #[inline(never)]
    pub(super) fn rook_attacks(sliders: u64, empty: u64) -> u64 {
        scalar::rook_attacks(sliders, empty)
    }

    #[inline(never)]
    pub(super) fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
        scalar::bishop_attacks(sliders, empty)
    }

    #[inline(never)]
    pub(super) fn slider_attacks(orthogonal: u64, diagonal: u64, empty: u64) -> u64 {
        scalar::slider_attacks(orthogonal, diagonal, empty)
    }

    #[inline(never)]
    pub(super) fn attacks_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
        scalar::attacks_by_direction(sliders, empty)
    }
}

#[cfg(not(target_arch = "x86_64"))]
use scalar as fallback;

/// The code path the dispatching functions of [`simd`](self) run on this CPU.
///
/// `Display` prints the lower-case name (`avx2`, `scalar`). More variants may come (AVX-512,
/// NEON), so matches need a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Backend {
    /// The AVX2 kernels: four directions per 256-bit register, or four positions per
    /// register for the batches.
    Avx2,
    /// The scalar fills of [`scalar`]: Kogge-Stone or Dumb7Fill, one direction after the
    /// other (the CPU overlaps them).
    Scalar,
}

impl Backend {
    /// The lower-case name: `"avx2"` or `"scalar"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Backend::Avx2 => "avx2",
            Backend::Scalar => "scalar",
        }
    }
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The backend the dispatching functions use here: [`Backend::Avx2`] when AVX2 is compiled
/// in or detected (the detection runs once), [`Backend::Scalar`] otherwise.
///
/// ```
/// let backend = bitfill::simd::backend();
/// assert!(matches!(backend, bitfill::simd::Backend::Avx2 | bitfill::simd::Backend::Scalar));
/// ```
#[must_use]
pub fn backend() -> Backend {
    #[cfg(target_arch = "x86_64")]
    if Avx2::detect().is_some() {
        return Backend::Avx2;
    }
    Backend::Scalar
}

/// The error of a `*_batch` function whose slices differ in length: nothing was written.
///
/// The first slice argument sets the length of the batch; `argument` names the first other
/// slice whose length differs from it.
///
/// ```
/// let error = bitfill::simd::queen_attacks_batch(&[1, 2], &[!0, !0], &mut [0; 3]).unwrap_err();
/// assert_eq!(error.to_string(), "batch length mismatch: `out` has 3 bitboards, `sliders` has 2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LengthMismatch {
    /// The name of the first slice argument, which sets the batch length.
    pub expected_from: &'static str,
    /// The batch length: the length of `expected_from`.
    pub expected: usize,
    /// The name of the slice argument whose length differs.
    pub argument: &'static str,
    /// Its length.
    pub found: usize,
}

impl fmt::Display for LengthMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "batch length mismatch: `{}` has {} bitboards, `{}` has {}",
            self.argument, self.found, self.expected_from, self.expected
        )
    }
}

impl core::error::Error for LengthMismatch {}

/// The common length of the named slices, or the first one that differs from the first.
fn batch_len(slices: &[(&'static str, usize)]) -> Result<usize, LengthMismatch> {
    let Some(&(expected_from, expected)) = slices.first() else {
        return Ok(0);
    };
    match slices.iter().find(|&&(_, len)| len != expected) {
        None => Ok(expected),
        Some(&(argument, found)) => Err(LengthMismatch {
            expected_from,
            expected,
            argument,
            found,
        }),
    }
}

/// The length check of the one-set batches (`queen`, `rook`, `bishop`), shared by every
/// backend so that the error names the same arguments everywhere.
fn set_batch_len(sliders: &[u64], empty: &[u64], out: &[u64]) -> Result<usize, LengthMismatch> {
    batch_len(&[
        ("sliders", sliders.len()),
        ("empty", empty.len()),
        ("out", out.len()),
    ])
}

/// The length check of [`slider_attacks_batch`], shared by every backend.
fn slider_batch_len(
    orthogonal: &[u64],
    diagonal: &[u64],
    empty: &[u64],
    out: &[u64],
) -> Result<usize, LengthMismatch> {
    batch_len(&[
        ("orthogonal", orthogonal.len()),
        ("diagonal", diagonal.len()),
        ("empty", empty.len()),
        ("out", out.len()),
    ])
}

/// The squares attacked by every queen in `sliders`, given the `empty` squares: all eight
/// directions, two registers of four lanes on AVX2.
///
/// ```
/// // A queen on d4 (bit 27), a blocker on d6.
/// let empty = !(1 << 27 | 1 << 43);
/// let attacks = bitfill::simd::queen_attacks(1 << 27, empty);
/// assert_eq!(attacks.count_ones(), 25); // 27 on an empty board, minus d7 and d8
/// assert_eq!(attacks, bitfill::queen_attacks(1 << 27, empty));
/// ```
#[inline]
#[must_use]
pub fn queen_attacks(sliders: u64, empty: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return avx2.queen_attacks(sliders, empty);
    }
    fallback::queen_attacks(sliders, empty)
}

/// The squares attacked along ranks and files by every slider in `sliders`, given the
/// `empty` squares. On AVX2 it costs as much as [`queen_attacks`]: prefer
/// [`slider_attacks`] for rooks and bishops together.
#[inline]
#[must_use]
pub fn rook_attacks(sliders: u64, empty: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return avx2.rook_attacks(sliders, empty);
    }
    fallback::rook_attacks(sliders, empty)
}

/// The squares attacked along diagonals by every slider in `sliders`, given the `empty`
/// squares. On AVX2 it costs as much as [`queen_attacks`]: prefer [`slider_attacks`] for
/// rooks and bishops together.
#[inline]
#[must_use]
pub fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return avx2.bishop_attacks(sliders, empty);
    }
    fallback::bishop_attacks(sliders, empty)
}

/// The squares attacked by one side's sliders, given the `empty` squares: `orthogonal`
/// slides along ranks and files (rooks and queens), `diagonal` along diagonals (bishops and
/// queens). One pass over the eight directions, for the price of [`queen_attacks`].
///
/// ```text
/// orthogonal        diagonal          occupied          attacked
/// . . . . . . . .   . . . . . . . .   . . . . 1 . . .   1 . . 1 . . . 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 . . 1 . . . 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 . . 1 . . . 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 1 . 1 . . 1 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 . 1 1 . 1 1 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 1 . 1 1 1 . 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 1 1 1 1 . 1 1
/// 1 . . 1 . . . 1   . . 1 1 . 1 . .   1 . 1 1 1 1 . 1   . 1 1 . 1 1 1 .
/// ```
///
/// (The board of the example in the [module documentation](self).)
#[inline]
#[must_use]
pub fn slider_attacks(orthogonal: u64, diagonal: u64, empty: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return avx2.slider_attacks(orthogonal, diagonal, empty);
    }
    fallback::slider_attacks(orthogonal, diagonal, empty)
}

/// The attacks of every slider in `sliders` in each of the eight directions, indexed by
/// [`Dir`](crate::Dir) `as usize` (the seeds' dir8 order): element `d` equals
/// `kogge::attacks(sliders, empty, Dir::ALL[d])`.
///
/// ```
/// use bitfill::{Dir, simd};
/// // A rook on a1 (bit 0), a blocker on a3 (bit 16).
/// let rays = simd::attacks_by_direction(1, !(1 | 1 << 16));
/// assert_eq!(rays[Dir::Nort as usize], 1 << 8 | 1 << 16);
/// assert_eq!(rays[Dir::East as usize], 0xfe);
/// assert_eq!(rays[Dir::Sout as usize], 0);
/// ```
#[inline]
#[must_use]
pub fn attacks_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return avx2.attacks_by_direction(sliders, empty);
    }
    fallback::attacks_by_direction(sliders, empty)
}

/// East attacks of two boards at once, by subtraction: element `i` equals
/// [`subtract::east_attacks`](crate::subtract::east_attacks)`(rooks[i], empty[i])`.
///
/// On x86_64 the two bitboards share one SSE2 register (`_mm_sub_epi64` borrows within each
/// 64-bit half only), SSE2 being part of every x86_64 CPU; elsewhere two scalar calls.
///
/// ```
/// // A rook on a1 in both boards; in the second, a blocker on c1.
/// let rooks = [1 << 0, 1 << 0];
/// let empty = [!1, !(1 | 1 << 2)];
/// assert_eq!(bitfill::simd::east_attacks_x2(rooks, empty), [0xfe, 0x06]);
/// ```
#[inline]
#[must_use]
pub fn east_attacks_x2(rooks: [u64; 2], empty: [u64; 2]) -> [u64; 2] {
    #[cfg(target_arch = "x86_64")]
    return sse2::east_attacks_x2(rooks, empty);
    #[cfg(not(target_arch = "x86_64"))]
    scalar::east_attacks_x2(rooks, empty)
}

/// For every `i`: `out[i] = queen_attacks(sliders[i], empty[i])`, four positions per AVX2
/// register. All three slices must have the same length, or nothing is written.
///
/// ```
/// use bitfill::simd;
/// let sliders = [1 << 27, 1 << 0, 0];
/// let empty = [!(1 << 27), !1, !0];
/// let mut out = [0; 3];
/// simd::queen_attacks_batch(&sliders, &empty, &mut out)?;
/// assert_eq!(out[1], simd::queen_attacks(1, !1));
/// assert!(simd::queen_attacks_batch(&sliders, &empty[..2], &mut out).is_err());
/// # Ok::<(), simd::LengthMismatch>(())
/// ```
#[inline]
pub fn queen_attacks_batch(
    sliders: &[u64],
    empty: &[u64],
    out: &mut [u64],
) -> Result<(), LengthMismatch> {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return avx2.queen_attacks_batch(sliders, empty, out);
    }
    scalar::queen_attacks_batch(sliders, empty, out)
}

/// For every `i`: `out[i] = rook_attacks(sliders[i], empty[i])`. All three slices must have
/// the same length, or nothing is written.
#[inline]
pub fn rook_attacks_batch(
    sliders: &[u64],
    empty: &[u64],
    out: &mut [u64],
) -> Result<(), LengthMismatch> {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return avx2.rook_attacks_batch(sliders, empty, out);
    }
    scalar::rook_attacks_batch(sliders, empty, out)
}

/// For every `i`: `out[i] = bishop_attacks(sliders[i], empty[i])`. All three slices must
/// have the same length, or nothing is written.
#[inline]
pub fn bishop_attacks_batch(
    sliders: &[u64],
    empty: &[u64],
    out: &mut [u64],
) -> Result<(), LengthMismatch> {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return avx2.bishop_attacks_batch(sliders, empty, out);
    }
    scalar::bishop_attacks_batch(sliders, empty, out)
}

/// For every `i`: `out[i] = slider_attacks(orthogonal[i], diagonal[i], empty[i])`, the
/// attack maps of many positions (mobility terms, training features). All four slices must
/// have the same length, or nothing is written.
///
/// ```
/// use bitfill::simd;
/// let (orthogonal, diagonal, empty) = ([1, 0], [0, 1], [!1, !1]);
/// let mut out = [0; 2];
/// simd::slider_attacks_batch(&orthogonal, &diagonal, &empty, &mut out)?;
/// assert_eq!(out, [bitfill::rook_attacks(1, !1), bitfill::bishop_attacks(1, !1)]);
/// # Ok::<(), simd::LengthMismatch>(())
/// ```
#[inline]
pub fn slider_attacks_batch(
    orthogonal: &[u64],
    diagonal: &[u64],
    empty: &[u64],
    out: &mut [u64],
) -> Result<(), LengthMismatch> {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return avx2.slider_attacks_batch(orthogonal, diagonal, empty, out);
    }
    scalar::slider_attacks_batch(orthogonal, diagonal, empty, out)
}
