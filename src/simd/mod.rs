//! The vector kernels behind the root getters, the batch functions, and the paths forced.
//!
//! The root getters ([`crate::rook_attacks`], [`crate::bishop_attacks`],
//! [`crate::queen_attacks`], [`crate::slider_attacks`]) run the fastest of these kernels for
//! the build; this module has what they do not: many positions per call (the `*_batch`
//! functions), each direction apart ([`attacks_by_direction`]), and each path on its own,
//! to test it or to pick it once outside a hot loop.
//!
//! # The kernels
//!
//! - [`sse2`]: two directions per 128-bit register, paired by a vertical flip (a byte
//!   swap turns sout into nort): every x86_64 CPU runs it, no detection. The root rook and
//!   bishop getters on every x86_64 CPU without AVX-512.
//! - [`Avx2`]: four directions per 256-bit register. A Kogge-Stone or Dumb7Fill step does
//!   the same thing in every direction, only the shift amount and the wrap mask differ
//!   (the Chess Programming Wiki's AVX2 Dumb7Fill, Edax's mobility code). The four
//!   directions that shift towards h8 share one register, with per-lane shift amounts 9,
//!   1, 7, 8; their four opposites share another:
//!
//!   ```text
//!   lane            0      1      2      3
//!   left register   noEa   east   noWe   nort    _mm256_sllv_epi64 by 9, 1, 7, 8
//!   right register  soWe   west   soEa   sout    _mm256_srlv_epi64 by 9, 1, 7, 8
//!   ```
//!
//!   Each register runs Kogge-Stone (16 operations, 6 of them shifts); Dumb7Fill in lanes
//!   (21 operations) measured slower and stays available on [`Avx2`] for comparison. On
//!   the token, the bishop alone takes one register (the four diagonal rays, two of them
//!   flipped), the rook the SSE2 kernel VEX-encoded.
//! - [`Avx512`]: a rotate by a per-lane amount puts all eight directions of a position in
//!   one 512-bit register (the directions towards a1 rotate by 64 minus their step, the
//!   wrap masks of the Kogge-Stone Algorithm page's "Generalized Rays" clear what comes
//!   round the edge), and a three-input logic instruction makes each Kogge-Stone step
//!   `generator |= propagator & rotated` one operation: 13 operations for the eight rays,
//!   against 32 for AVX2's two registers; the rook or the bishop alone take four lanes of a
//!   256-bit register, the same 13.
//!
//!   ```text
//!   lane        0      1      2      3      4      5      6      7     (dir8 order)
//!   direction   noEa   east   soEa   sout   soWe   west   noWe   nort
//!   rotate by   9      1      57     56     55     63     7      8
//!   ```
//! - `wasm` (wasm32 built with simd128 only): SSE2's pairing in WebAssembly's simd128,
//!   the flip one `i8x16.shuffle`; the batches two positions per register.
//! - [`scalar`]: the portable fills (Kogge-Stone, Dumb7Fill, subtraction), in general
//!   registers; the const path is [`crate::kogge`] and [`crate::dumb7`] themselves.
//!
//! These are the slider kernels. A game whose whole move generator is fills keeps its
//! kernels with the game and borrows the lane helpers from here: Othello's are in
//! [`othello::sse2`](crate::othello::sse2) and [`othello::avx2`](crate::othello::avx2).
//! Nothing in this module names the games, so the dependency runs one way.
//!
//! The `*_batch` functions turn it around for many positions: one position per lane, eight
//! per AVX-512 register or four per AVX2 register, every direction with uniform shifts, no
//! horizontal OR. AVX2: 115 vector operations for four positions (the east ray of the
//! orthogonal sliders by subtraction, 6 operations instead of 14); AVX-512: 13 per
//! direction for eight.
//!
//! Every function here means the same on every CPU: only the speed depends on the path.
//!
//! # Dispatch
//!
//! The root getters, measured by `cargo bench --bench sidemap` (docs/performance.md):
//!
//! | build | `rook_attacks`, `bishop_attacks` | `slider_attacks`, `queen_attacks` | batches, [`attacks_by_direction`] |
//! |---|---|---|---|
//! | AVX-512 compiled in (`-C target-cpu=x86-64-v4`, `native` on such a CPU) | AVX-512, inlined | AVX-512, inlined | AVX-512 |
//! | x86_64, AVX-512 detected (`std`) | AVX-512, a call | AVX-512, a call | AVX-512 |
//! | x86_64, AVX2 compiled in or detected | SSE2, inlined | AVX2 (inlined when compiled in) | AVX2 |
//! | x86_64, neither | SSE2, inlined | SSE2 | scalar |
//! | wasm32 with simd128 (`-C target-feature=+simd128`) | simd128, inlined | simd128, inlined | simd128 |
//! | other architectures (wasm32 without simd128) | scalar | scalar | scalar |
//!
//! Detection (`is_x86_feature_detected!`, feature `std`, the default) runs once; the answer
//! is cached in an atomic, so every later call costs one relaxed load and a predictable
//! branch. A detected kernel is a call that cannot be inlined (no inlining across
//! `#[target_feature]`): it pays where the work it saves is larger than the call, which
//! the bench showed for every AVX-512 kernel (the rook and bishop 0.61 of the magic loop
//! against SSE2's 0.94 inlined) and for AVX2's eight directions; AVX2's rook and bishop
//! measured within 6% of the inlined SSE2 kernels (0.89 against 0.94 of the magic loop in
//! the last run, the other way round in earlier ones), so on CPUs without AVX-512 they
//! stay on SSE2, after the AVX-512 check. Without `std` only what is compiled in runs.
//! (NEON would pair directions the same way as SSE2, with per-lane shift counts
//! (`vshlq_u64` takes a signed count per lane) and the flip as `vrev64q_u8`; not written
//! yet.)
//!
//! [`backend`] reports the path of the batches and [`attacks_by_direction`].
//!
//! ```
//! use bitfill::simd;
//!
//! // One side's rooks and queens, bishops and queens, in three positions.
//! let orthogonal = [1 << 0, 1 << 27, 0];
//! let diagonal = [1 << 2, 0, 1 << 63];
//! let occupied = [0xffff, 1 << 27 | 1 << 43, 1 << 63];
//! let mut out = [0; 3];
//! simd::slider_attacks_batch(&orthogonal, &diagonal, &occupied, &mut out)?;
//! for i in 0..3 {
//!     assert_eq!(out[i], bitfill::slider_attacks(orthogonal[i], diagonal[i], occupied[i]));
//! }
//! println!("batch computed by the {} backend", simd::backend());
//! # Ok::<(), simd::LengthMismatch>(())
//! ```

use core::fmt;

/// The four batch methods of a token (`Avx2`, `Avx512`), over its module's
/// `unsafe fn batch::<ORTHOGONAL, DIAGONAL>`; `$per_register` says how many positions share
/// a register.
#[cfg(target_arch = "x86_64")]
macro_rules! batch_methods {
    ($per_register:literal) => {
        #[doc = concat!("[`simd::queen_attacks_batch`](super::queen_attacks_batch): ", $per_register, " positions per register.")]
        pub fn queen_attacks_batch(
            self,
            sliders: &[u64],
            occupied: &[u64],
            out: &mut [u64],
        ) -> Result<(), LengthMismatch> {
            set_batch_len(sliders, occupied, out)?;
            // SAFETY: `self` exists, so the CPU runs the token's features; the lengths match.
            unsafe { batch::<true, true>(sliders, sliders, occupied, out) };
            Ok(())
        }

        #[doc = concat!("[`simd::rook_attacks_batch`](super::rook_attacks_batch): ", $per_register, " positions per register, the four rook rays only.")]
        pub fn rook_attacks_batch(
            self,
            sliders: &[u64],
            occupied: &[u64],
            out: &mut [u64],
        ) -> Result<(), LengthMismatch> {
            set_batch_len(sliders, occupied, out)?;
            // SAFETY: as in `queen_attacks_batch`.
            unsafe { batch::<true, false>(sliders, sliders, occupied, out) };
            Ok(())
        }

        #[doc = concat!("[`simd::bishop_attacks_batch`](super::bishop_attacks_batch): ", $per_register, " positions per register, the four bishop rays only.")]
        pub fn bishop_attacks_batch(
            self,
            sliders: &[u64],
            occupied: &[u64],
            out: &mut [u64],
        ) -> Result<(), LengthMismatch> {
            set_batch_len(sliders, occupied, out)?;
            // SAFETY: as in `queen_attacks_batch`.
            unsafe { batch::<false, true>(sliders, sliders, occupied, out) };
            Ok(())
        }

        #[doc = concat!("[`simd::slider_attacks_batch`](super::slider_attacks_batch): ", $per_register, " positions per register.")]
        pub fn slider_attacks_batch(
            self,
            orthogonal: &[u64],
            diagonal: &[u64],
            occupied: &[u64],
            out: &mut [u64],
        ) -> Result<(), LengthMismatch> {
            slider_batch_len(orthogonal, diagonal, occupied, out)?;
            // SAFETY: as in `queen_attacks_batch`.
            unsafe { batch::<true, true>(orthogonal, diagonal, occupied, out) };
            Ok(())
        }
    };
}

#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx512;
mod batch;
// Unused when AVX-512 is compiled in (AVX2 then is too): nothing is left to ask.
#[cfg(all(
    target_arch = "x86_64",
    feature = "std",
    not(all(target_feature = "avx512f", target_feature = "avx512vl"))
))]
mod detected;
pub mod scalar;
#[cfg(target_arch = "x86_64")]
pub mod sse2;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub mod wasm;

pub use batch::LengthMismatch;

#[cfg(target_arch = "x86_64")]
pub use avx2::Avx2;
#[cfg(target_arch = "x86_64")]
pub use avx512::Avx512;

/// `$method($args)` on the widest vectors the CPU runs: the AVX-512 token if detected (or
/// compiled in), else the AVX2 token, else `$otherwise`; on wasm32 built with simd128,
/// the function of that name in `wasm`.
macro_rules! widest_vectors {
    ($method:ident($($arg:expr),*), $otherwise:expr) => {{
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let widest = wasm::$method($($arg),*);
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        let widest = {
            #[cfg(target_arch = "x86_64")]
            if let Some(avx512) = Avx512::detect() {
                return avx512.$method($($arg),*);
            }
            #[cfg(target_arch = "x86_64")]
            if let Some(avx2) = Avx2::detect() {
                return avx2.$method($($arg),*);
            }
            $otherwise
        };
        widest
    }};
}

/// The scalar path as [`attacks_by_direction`] calls it. On x86_64 it is the rare path
/// (CPUs older than AVX2, 2013) and stays out of line: inlined, LLVM vectorizes it with
/// SSE2, loads the inputs into vector registers for it, and the AVX2 call beside it then
/// pays for moving them back (seen in the disassembly of the bench).
#[cfg(target_arch = "x86_64")]
mod fallback {
    use super::scalar;

    #[inline(never)]
    pub(super) fn attacks_by_direction(sliders: u64, occupied: u64) -> [u64; 8] {
        scalar::attacks_by_direction(sliders, occupied)
    }
}

#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
use scalar as fallback;

/// The root getters' paths, measured by `cargo bench --bench sidemap`
/// (docs/performance.md). On x86_64: the AVX-512 kernels when AVX-512 (F and VL) is
/// compiled in (inlined) or detected at run time (a cached check and a call, which
/// measured faster than the inlined SSE2 and AVX2 kernels they replace: 0.61 of the magic
/// loop against 0.94 for the rook and bishop, 0.39 against 0.64 for the eight directions);
/// otherwise the rook and bishop on SSE2, inlined, and the eight directions on AVX2
/// (inlined when compiled in, else detected) or SSE2. On wasm32 built with simd128, the
/// kernels of `wasm`, inlined. The scalar fills elsewhere.
pub(crate) mod fastest {
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "wasm32", target_feature = "simd128")
    )))]
    pub(crate) use super::scalar::{bishop_attacks, queen_attacks, rook_attacks, slider_attacks};

    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    pub(crate) use super::wasm::{bishop_attacks, queen_attacks, rook_attacks, slider_attacks};

    #[cfg(target_arch = "x86_64")]
    use super::{Avx2, Avx512, sse2};

    /// AVX-512 if compiled in or detected, else SSE2.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub(crate) fn rook_attacks(sliders: u64, occupied: u64) -> u64 {
        match Avx512::detect() {
            Some(avx512) => avx512.rook_attacks(sliders, occupied),
            None => sse2::rook_attacks(sliders, occupied),
        }
    }

    /// AVX-512 if compiled in or detected, else SSE2.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub(crate) fn bishop_attacks(sliders: u64, occupied: u64) -> u64 {
        match Avx512::detect() {
            Some(avx512) => avx512.bishop_attacks(sliders, occupied),
            None => sse2::bishop_attacks(sliders, occupied),
        }
    }

    /// AVX-512 if compiled in or detected, else AVX2 if compiled in or detected, else SSE2.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub(crate) fn slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
        // With `std`, SSE2 is the rare path of CPUs older than AVX2 (2013); without, the
        // only one unless AVX2 is compiled in, so inlined.
        #[cfg(feature = "std")]
        let sse2_kernel = sse2_slider_attacks;
        #[cfg(not(feature = "std"))]
        let sse2_kernel = sse2::slider_attacks;
        widest_vectors!(
            slider_attacks(orthogonal, diagonal, occupied),
            sse2_kernel(orthogonal, diagonal, occupied)
        )
    }

    /// Out of line: the path of CPUs older than AVX2 (2013) stays out of the callers' code,
    /// which then need not keep values in vector registers for it.
    #[cfg(all(target_arch = "x86_64", feature = "std"))]
    #[inline(never)]
    fn sse2_slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
        sse2::slider_attacks(orthogonal, diagonal, occupied)
    }

    /// [`slider_attacks`] with the queens in both sets.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub(crate) fn queen_attacks(sliders: u64, occupied: u64) -> u64 {
        slider_attacks(sliders, sliders, occupied)
    }
}

/// The code path the dispatching functions of [`simd`](self) run on this CPU.
///
/// `Display` prints the lower-case name (`avx512`, `avx2`, `simd128`, `scalar`). More
/// variants may come (NEON), so matches need a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Backend {
    /// The AVX-512 kernels: eight directions per 512-bit register, or eight positions per
    /// register for the batches.
    Avx512,
    /// The AVX2 kernels: four directions per 256-bit register, or four positions per
    /// register for the batches.
    Avx2,
    /// The simd128 kernels of WebAssembly, compiled in (`-C target-feature=+simd128`): two
    /// directions per 128-bit register, or two positions per register for the batches.
    Simd128,
    /// The scalar fills of [`scalar`]: Kogge-Stone or Dumb7Fill, one direction after the
    /// other (the CPU overlaps them).
    Scalar,
}

impl Backend {
    /// The lower-case name: `"avx512"`, `"avx2"`, `"simd128"` or `"scalar"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Backend::Avx512 => "avx512",
            Backend::Avx2 => "avx2",
            Backend::Simd128 => "simd128",
            Backend::Scalar => "scalar",
        }
    }
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The backend the dispatching functions use here: [`Backend::Avx512`] when AVX-512 (F and
/// VL) is compiled in or detected, else [`Backend::Avx2`] when AVX2 is (each detection runs
/// once); [`Backend::Simd128`] on wasm32 built with simd128; [`Backend::Scalar`] otherwise.
///
/// ```
/// use bitfill::simd::{Backend, backend};
/// assert!(matches!(backend(), Backend::Avx512 | Backend::Avx2 | Backend::Simd128 | Backend::Scalar));
/// ```
#[must_use]
pub fn backend() -> Backend {
    if cfg!(all(target_arch = "wasm32", target_feature = "simd128")) {
        return Backend::Simd128;
    }
    #[cfg(target_arch = "x86_64")]
    if Avx512::detect().is_some() {
        return Backend::Avx512;
    }
    #[cfg(target_arch = "x86_64")]
    if Avx2::detect().is_some() {
        return Backend::Avx2;
    }
    Backend::Scalar
}

/// The attacks of every slider in `sliders` in each of the eight directions, indexed by
/// [`Dir`](crate::Dir) `as usize` (the dir8 order of the Chess Programming Wiki's Kogge-Stone Algorithm page): element `d` equals
/// `kogge::attacks(sliders, !(occupied | sliders), Dir::ALL[d])`.
///
/// ```
/// use bitfill::{Dir, simd};
/// // A rook on a1 (bit 0), a blocker on a3 (bit 16).
/// let rays = simd::attacks_by_direction(1, 1 | 1 << 16);
/// assert_eq!(rays[Dir::Nort as usize], 1 << 8 | 1 << 16);
/// assert_eq!(rays[Dir::East as usize], 0xfe);
/// assert_eq!(rays[Dir::Sout as usize], 0);
/// ```
#[inline]
#[must_use]
pub fn attacks_by_direction(sliders: u64, occupied: u64) -> [u64; 8] {
    widest_vectors!(
        attacks_by_direction(sliders, occupied),
        fallback::attacks_by_direction(sliders, occupied)
    )
}

/// East attacks of two boards at once, by subtraction: element `i` equals
/// [`subtract::east_attacks`](crate::subtract::east_attacks)`(rooks[i], !occupied[i])`.
///
/// On x86_64 the two bitboards share one SSE2 register (`_mm_sub_epi64` borrows within each
/// 64-bit half only), SSE2 being part of every x86_64 CPU, and on wasm32 with simd128 one
/// simd128 register (`i64x2.sub`); elsewhere two scalar calls.
///
/// ```
/// // A rook on a1 in both boards; in the second, a blocker on c1.
/// let rooks = [1 << 0, 1 << 0];
/// let occupied = [1, 1 | 1 << 2];
/// assert_eq!(bitfill::simd::east_attacks_x2(rooks, occupied), [0xfe, 0x06]);
/// ```
#[inline]
#[must_use]
pub fn east_attacks_x2(rooks: [u64; 2], occupied: [u64; 2]) -> [u64; 2] {
    #[cfg(target_arch = "x86_64")]
    return sse2::east_attacks_x2(rooks, occupied);
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    return wasm::east_attacks_x2(rooks, occupied);
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "wasm32", target_feature = "simd128")
    )))]
    scalar::east_attacks_x2(rooks, occupied)
}

/// For every `i`: `out[i] = queen_attacks(sliders[i], occupied[i])`, four positions per AVX2
/// register. All three slices must have the same length, or nothing is written.
///
/// ```
/// use bitfill::simd;
/// let sliders = [1 << 27, 1 << 0, 0];
/// let occupied = [1 << 27, 1, 0];
/// let mut out = [0; 3];
/// simd::queen_attacks_batch(&sliders, &occupied, &mut out)?;
/// assert_eq!(out[1], bitfill::queen_attacks(1, 1));
/// assert!(simd::queen_attacks_batch(&sliders, &occupied[..2], &mut out).is_err());
/// # Ok::<(), simd::LengthMismatch>(())
/// ```
#[inline]
pub fn queen_attacks_batch(
    sliders: &[u64],
    occupied: &[u64],
    out: &mut [u64],
) -> Result<(), LengthMismatch> {
    widest_vectors!(
        queen_attacks_batch(sliders, occupied, out),
        scalar::queen_attacks_batch(sliders, occupied, out)
    )
}

/// For every `i`: `out[i] = rook_attacks(sliders[i], occupied[i])`. All three slices must have
/// the same length, or nothing is written.
#[inline]
pub fn rook_attacks_batch(
    sliders: &[u64],
    occupied: &[u64],
    out: &mut [u64],
) -> Result<(), LengthMismatch> {
    widest_vectors!(
        rook_attacks_batch(sliders, occupied, out),
        scalar::rook_attacks_batch(sliders, occupied, out)
    )
}

/// For every `i`: `out[i] = bishop_attacks(sliders[i], occupied[i])`. All three slices must
/// have the same length, or nothing is written.
#[inline]
pub fn bishop_attacks_batch(
    sliders: &[u64],
    occupied: &[u64],
    out: &mut [u64],
) -> Result<(), LengthMismatch> {
    widest_vectors!(
        bishop_attacks_batch(sliders, occupied, out),
        scalar::bishop_attacks_batch(sliders, occupied, out)
    )
}

/// For every `i`: `out[i] = slider_attacks(orthogonal[i], diagonal[i], occupied[i])`, the
/// attack maps of many positions (mobility terms, training features). All four slices must
/// have the same length, or nothing is written.
///
/// ```
/// use bitfill::simd;
/// let (orthogonal, diagonal, occupied) = ([1, 0], [0, 1], [1, 1]);
/// let mut out = [0; 2];
/// simd::slider_attacks_batch(&orthogonal, &diagonal, &occupied, &mut out)?;
/// assert_eq!(out, [bitfill::rook_attacks(1, 1), bitfill::bishop_attacks(1, 1)]);
/// # Ok::<(), simd::LengthMismatch>(())
/// ```
#[inline]
pub fn slider_attacks_batch(
    orthogonal: &[u64],
    diagonal: &[u64],
    occupied: &[u64],
    out: &mut [u64],
) -> Result<(), LengthMismatch> {
    widest_vectors!(
        slider_attacks_batch(orthogonal, diagonal, occupied, out),
        scalar::slider_attacks_batch(orthogonal, diagonal, occupied, out)
    )
}
