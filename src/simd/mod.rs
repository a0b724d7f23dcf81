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
//! - `sse2`: two directions per 128-bit register, paired by a vertical flip (a byte
//!   swap turns sout into nort): every x86_64 CPU runs it, no detection. The root rook and
//!   bishop getters on x86_64 CPUs older than AVX2.
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
//!   Each register runs Kogge-Stone, both through one propagator (the empty squares off
//!   the edges, as Edax's and Egaroucid's mobility code has it), so the right register's
//!   propagators are the left's shifted: 29 operations for the eight rays, 12 of them
//!   shifts; Dumb7Fill in lanes (2 x 21 operations) measured slower and stays in the hidden `internals` for comparison. On
//!   the token, the bishop alone takes one register (the four diagonal rays, two of them
//!   flipped), and so does the rook (sout, nort flipped and west; east by subtraction in
//!   general registers).
//! - [`Avx512`]: a rotate by a per-lane amount puts all eight directions of a position in
//!   one 512-bit register (the directions towards a1 rotate by 64 minus their step, the
//!   wrap masks of the Kogge-Stone Algorithm page's "Generalized Rays" clear what comes
//!   round the edge), and a three-input logic instruction makes each Kogge-Stone step
//!   `generator |= propagator & rotated` one operation: 13 operations for the eight rays,
//!   against 29 for AVX2's two registers; the rook or the bishop alone take four lanes of a
//!   256-bit register, the same 13.
//!
//!   ```text
//!   lane        0      1      2      3      4      5      6      7     (dir8 order)
//!   direction   noEa   east   soEa   sout   soWe   west   noWe   nort
//!   rotate by   9      1      57     56     55     63     7      8
//!   ```
//! - `neon` (aarch64 only): two opposite directions per 128-bit register, no flip:
//!   `vshlq_u64` takes a signed count per lane, so lane 0 shifts towards h8 and lane 1
//!   towards a1 by the same step. Every aarch64 CPU runs it (a target property, no
//!   detection); east and west stay in general registers, beside the vector work.
//! - `wasm` (wasm32 built with simd128 only): SSE2's pairing in WebAssembly's simd128,
//!   the flip one `i8x16.shuffle`; the batches two positions per register.
//! - `scalar`: the portable fills (Kogge-Stone, Dumb7Fill, subtraction), in general
//!   registers; the const path is [`crate::kogge`] and [`crate::dumb7`] themselves.
//!
//! These are the slider kernels. A game whose whole move generator is fills keeps its
//! kernels with the game and borrows the lane helpers from here: Othello's are in
//! `othello::sse2` and `othello::avx2`.
//! Nothing in this module names the games, so the dependency runs one way.
//!
//! The `*_batch` functions turn it around for many positions: one position per lane, eight
//! per AVX-512 register or four per AVX2 register, every direction with uniform shifts, no
//! horizontal OR. AVX2: 110 vector operations for four positions (the east ray of the
//! orthogonal sliders by subtraction, 6 operations instead of 14, and each pair of
//! opposite rays but east-west sharing its propagators); AVX-512: 13 per direction for
//! eight.
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
//! | x86_64, AVX2 compiled in or detected | AVX2 (inlined when compiled in) | AVX2 (inlined when compiled in) | AVX2 |
//! | x86_64, neither | SSE2 (inlined without `std`) | SSE2 (inlined without `std`) | scalar |
//! | aarch64 (NEON, a target property) | NEON, inlined | NEON, inlined | NEON |
//! | wasm32 with simd128 (`-C target-feature=+simd128`) | simd128, inlined | simd128, inlined | simd128 |
//! | other architectures (and wasm32 without simd128) | scalar | scalar | scalar |
//!
//! Detection (`is_x86_feature_detected!`, feature `std`, the default) runs once; the
//! answer, the widest vectors the CPU runs, is cached in one atomic, so every later call
//! costs one relaxed load and a compare per answer before the kernel's call: AVX2's
//! first, AVX-512's second, SSE2's third (`detected::DetectedWidest::get`). A detected
//! kernel is a call that
//! cannot be inlined (no inlining across `#[target_feature]`): it pays where the work it
//! saves is larger than the call, which the bench showed for every AVX-512 kernel (the
//! rook and bishop 0.61 of the magic loop against SSE2's 0.94 inlined) and for AVX2's
//! eight directions. AVX2's rook and bishop kernels each take one register (the vertical
//! flip pairs sout with nort, and soEa and soWe with noEa and noWe): 44 and 33
//! instructions against the inlined SSE2 kernels' 68 and 59, llvm-mca's throughput on
//! Zen 3 7.5 and 7.0 cycles against 11.3 and 9.8, so on CPUs without AVX-512 they are
//! the AVX2 calls. Without `std` only what is compiled in runs.
//! On aarch64 nothing is detected: NEON is part of the target.
//!
//! [`backend`] reports the path of the batches and [`attacks_by_direction`].
//!
//! ```
//! use bitfill::{Bitboard, simd};
//!
//! // One side's rooks and queens, bishops and queens, in three positions.
//! let orthogonal = [Bitboard(1 << 0), Bitboard(1 << 27), Bitboard::EMPTY];
//! let diagonal = [Bitboard(1 << 2), Bitboard::EMPTY, Bitboard(1 << 63)];
//! let occupied = [Bitboard(0xffff), Bitboard(1 << 27 | 1 << 43), Bitboard(1 << 63)];
//! let mut out = [Bitboard::EMPTY; 3];
//! simd::slider_attacks_batch(&orthogonal, &diagonal, &occupied, &mut out)?;
//! for i in 0..3 {
//!     assert_eq!(out[i], bitfill::slider_attacks(orthogonal[i], diagonal[i], occupied[i]));
//! }
//! println!("batch computed by the {} backend", simd::backend());
//! # Ok::<(), simd::LengthMismatch>(())
//! ```

use crate::Bitboard;

/// The four batch methods of a token (`Avx2`, `Avx512`), over its module's
/// `unsafe fn batch::<ORTHOGONAL, DIAGONAL>`; `$per_register` says how many positions share
/// a register.
#[cfg(target_arch = "x86_64")]
macro_rules! batch_methods {
    ($per_register:literal) => {
        #[doc = concat!("[`simd::queen_attacks_batch`](super::queen_attacks_batch): ", $per_register, " positions per register.")]
        pub(crate) fn queen_attacks_batch(
            self,
            sliders: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            set_batch_len(sliders, occupied, out)?;
            // SAFETY: `self` exists, so the CPU runs the token's features; the lengths match.
            unsafe { batch::<true, true>(sliders, sliders, occupied, out) };
            Ok(())
        }

        #[doc = concat!("[`simd::rook_attacks_batch`](super::rook_attacks_batch): ", $per_register, " positions per register, the four rook rays only.")]
        pub(crate) fn rook_attacks_batch(
            self,
            sliders: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            set_batch_len(sliders, occupied, out)?;
            // SAFETY: as in `queen_attacks_batch`.
            unsafe { batch::<true, false>(sliders, sliders, occupied, out) };
            Ok(())
        }

        #[doc = concat!("[`simd::bishop_attacks_batch`](super::bishop_attacks_batch): ", $per_register, " positions per register, the four bishop rays only.")]
        pub(crate) fn bishop_attacks_batch(
            self,
            sliders: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            set_batch_len(sliders, occupied, out)?;
            // SAFETY: as in `queen_attacks_batch`.
            unsafe { batch::<false, true>(sliders, sliders, occupied, out) };
            Ok(())
        }

        #[doc = concat!("[`simd::slider_attacks_batch`](super::slider_attacks_batch): ", $per_register, " positions per register.")]
        pub(crate) fn slider_attacks_batch(
            self,
            orthogonal: &[Bitboard],
            diagonal: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
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
mod backend;
mod batch;
mod cap;
mod dispatch;
// Unused when AVX-512 is compiled in (AVX2 then is too): nothing is left to ask.
#[cfg(all(target_arch = "x86_64", feature = "std", not(bitfill_avx512)))]
mod detected;
// NEON is a target property: every aarch64 target but the soft-float ones enables it.
#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
pub(crate) mod neon;
pub(crate) mod scalar;
#[cfg(target_arch = "x86_64")]
pub(crate) mod sse2;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(crate) mod wasm;

pub use backend::{Backend, ParseBackendError};
pub use batch::LengthMismatch;
pub use cap::Unsupported;

#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
pub use dispatch::Neon;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub use dispatch::Simd128;
#[cfg(target_arch = "x86_64")]
pub use dispatch::Sse2;
pub use dispatch::{Kernels, Portable, WithKernels, dispatch};

#[cfg(target_arch = "x86_64")]
pub use avx2::Avx2;
#[cfg(target_arch = "x86_64")]
pub use avx512::Avx512;

/// The widest vectors the CPU runs, with the token that proves it: the one choice every
/// dispatching function makes. `Scalar` only under a [`cap`].
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
enum Vectors {
    Avx512(Avx512),
    Avx2(Avx2),
    /// Neither: SSE2, the x86_64 baseline.
    Sse2,
    /// Capped below SSE2: the scalar fills.
    Scalar,
}

/// The widest vectors and the cap where both are asked at run time (no AVX2 compiled in,
/// `std`): one cached answer, the cap applied, so that every root getter pays one relaxed
/// load and a compare per answer; [`cap`] clears it to be asked again.
#[cfg(all(target_arch = "x86_64", not(bitfill_avx2), feature = "std"))]
static WIDEST: detected::DetectedWidest = detected::DetectedWidest::new();

/// The widest vectors, asked once: what is compiled in needs no question; AVX2 compiled in
/// leaves AVX-512's (one cached check); with neither, one cached answer for both, the cap
/// included (`detected::DetectedWidest`), so that every call pays one relaxed load and a
/// compare per answer (one for AVX2), not a check per token; without `std`, what is
/// compiled in. Where a path is compiled in, the root getters take it whatever the cap:
/// [`dispatched`] applies the cap for [`dispatch`].
#[cfg(target_arch = "x86_64")]
#[inline]
fn widest() -> Vectors {
    #[cfg(all(not(bitfill_avx2), feature = "std"))]
    {
        use detected::Widest;
        let ask = || {
            let widest = uncapped();
            let capped = match cap::get() {
                cap::NONE => widest,
                limit => widest.min(limit),
            };
            // A cap below SSE2 is cached as SSE2 and told apart on that (cold) path, so
            // that the hot answers stay three compares (a fourth answer made LLVM jump
            // through a table: 114 instructions a position of the two root calls of
            // `scripts/avx2-calls.sh` instead of 104).
            match capped {
                3 => Widest::Avx512,
                2 => Widest::Avx2,
                _ => Widest::Sse2,
            }
        };
        match WIDEST.get(ask) {
            // SAFETY: the cached answer is at most `Avx512::detect`'s: the CPU runs
            // AVX-512 F, VL, BW and DQ.
            Widest::Avx512 => Vectors::Avx512(unsafe { Avx512::new_unchecked() }),
            // SAFETY: the cached answer is at most `Avx2::detect`'s: the CPU runs AVX2.
            Widest::Avx2 => Vectors::Avx2(unsafe { Avx2::new_unchecked() }),
            Widest::Sse2 => sse2_or_scalar(),
        }
    }
    #[cfg(any(bitfill_avx2, not(feature = "std")))]
    {
        if let Some(avx512) = Avx512::detect() {
            return Vectors::Avx512(avx512);
        }
        match Avx2::detect() {
            Some(avx2) => Vectors::Avx2(avx2),
            None => Vectors::Sse2,
        }
    }
}

/// The AVX2 token where the root getters' run-time choice ([`widest`], capped) has AVX2 or
/// AVX-512: for the getters whose widest kernel is AVX2's (Othello, one queen).
#[cfg(all(target_arch = "x86_64", not(bitfill_avx2), feature = "std"))]
#[inline]
pub(crate) fn avx2_path() -> Option<Avx2> {
    match widest() {
        Vectors::Avx512(avx512) => Some(avx512.avx2()),
        Vectors::Avx2(avx2) => Some(avx2),
        Vectors::Sse2 | Vectors::Scalar => None,
    }
}

/// SSE2, or the scalar fills where the cap is below it: out of line, the rare path.
#[cfg(all(target_arch = "x86_64", not(bitfill_avx2), feature = "std"))]
#[cold]
#[inline(never)]
fn sse2_or_scalar() -> Vectors {
    if cap::get() == 0 {
        Vectors::Scalar
    } else {
        Vectors::Sse2
    }
}

/// The rank ([`cap::rank`]) of the widest path this CPU runs with this build, no cap.
#[cfg(target_arch = "x86_64")]
fn uncapped() -> u8 {
    if Avx512::detect().is_some() {
        3
    } else if Avx2::detect().is_some() {
        2
    } else {
        1
    }
}

/// The rank of the widest path this CPU runs with this build, no cap.
#[cfg(not(target_arch = "x86_64"))]
fn uncapped() -> u8 {
    if cfg!(any(
        all(target_arch = "aarch64", target_feature = "neon"),
        all(target_arch = "wasm32", target_feature = "simd128")
    )) {
        1
    } else {
        0
    }
}

/// The backend of a rank of this target's ladder ([`cap::rank`]'s inverse).
fn backend_of(rank: u8) -> Backend {
    Backend::ALL
        .into_iter()
        .find(|&backend| cap::rank(backend) == Some(rank))
        .unwrap_or(Backend::Scalar)
}

/// What [`dispatch`] runs: [`widest`], capped where it was not already (AVX2 compiled in).
#[cfg(target_arch = "x86_64")]
#[inline]
fn dispatched() -> Vectors {
    let widest = widest();
    #[cfg(any(bitfill_avx2, not(feature = "std")))]
    {
        let limit = cap::get();
        if limit != cap::NONE {
            return match widest {
                Vectors::Avx512(avx512) if limit >= 3 => Vectors::Avx512(avx512),
                Vectors::Avx512(avx512) if limit == 2 => Vectors::Avx2(avx512.avx2()),
                Vectors::Avx2(avx2) if limit >= 2 => Vectors::Avx2(avx2),
                _ if limit >= 1 => Vectors::Sse2,
                _ => Vectors::Scalar,
            };
        }
    }
    widest
}

/// Caps the paths bitfill takes from now on, in every thread, at `max` (or below, where the
/// CPU has less): [`dispatch`] runs the task in the copy for `max` at most, [`backend`]
/// says so, and where the path is chosen at run time (the default target with `std`) the
/// root getters follow it too; where AVX2 or AVX-512 is compiled in (`-C target-cpu`), the
/// root getters keep the path they inline. Returns the backend now in use. `max` may be
/// [`Backend::Scalar`] (the portable fills, [`Portable`]) on every target; on x86_64
/// [`Backend::Sse2`], [`Backend::Avx2`] and [`Backend::Avx512`], on aarch64
/// [`Backend::Neon`], on wasm32 built with simd128 [`Backend::Simd128`]. A perft program's
/// `--isa avx2` is `cap(Backend::Avx2)` before the first count.
///
/// # Errors
/// [`Unsupported`] when the CPU does not run `max` or the target has no such path; the
/// cap is then unchanged.
///
/// ```
/// use bitfill::simd::{self, Backend, Kernels, WithKernels};
///
/// /// Which token ran, by the name of its type.
/// struct Name;
/// impl WithKernels for Name {
///     type Output = &'static str;
///     fn run<K: Kernels>(self, _: K) -> &'static str {
///         core::any::type_name::<K>().rsplit("::").next().unwrap()
///     }
/// }
/// // Every CPU runs the portable fills.
/// assert_eq!(simd::cap(Backend::Scalar), Ok(Backend::Scalar));
/// assert_eq!(simd::backend(), Backend::Scalar);
/// assert_eq!(simd::dispatch(Name), "Portable");
/// // The widest path again.
/// let widest = simd::cap(Backend::Avx512).or_else(|_| simd::cap(Backend::Avx2))
///     .or_else(|_| simd::cap(Backend::Sse2)).or_else(|_| simd::cap(Backend::Neon))
///     .or_else(|_| simd::cap(Backend::Simd128)).unwrap_or(Backend::Scalar);
/// assert_eq!(simd::backend(), widest);
/// ```
pub fn cap(max: Backend) -> Result<Backend, Unsupported> {
    let widest = uncapped();
    let unsupported = || Unsupported {
        wanted: max,
        widest: backend_of(widest),
    };
    let rank = cap::rank(max).ok_or_else(unsupported)?;
    if rank > widest {
        return Err(unsupported());
    }
    cap::set(rank);
    #[cfg(all(target_arch = "x86_64", not(bitfill_avx2), feature = "std"))]
    WIDEST.clear();
    Ok(backend())
}

/// `$method($args)` on the widest vectors the CPU runs: the AVX-512 token if detected (or
/// compiled in), else the AVX2 token, else `$otherwise`; on aarch64, `neon`'s function
/// of that name (NEON is compiled in); on wasm32 built with simd128,
/// `wasm`'s.
macro_rules! widest_vectors {
    ($method:ident($($arg:expr),*), $otherwise:expr) => {{
        #[cfg(target_arch = "x86_64")]
        match widest() {
            Vectors::Avx512(avx512) => return avx512.$method($($arg),*),
            Vectors::Avx2(avx2) => return avx2.$method($($arg),*),
            Vectors::Sse2 | Vectors::Scalar => {}
        }
        #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
        let widest = neon::$method($($arg),*);
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let widest = wasm::$method($($arg),*);
        #[cfg(not(any(
            all(target_arch = "aarch64", target_feature = "neon"),
            all(target_arch = "wasm32", target_feature = "simd128")
        )))]
        let widest = $otherwise;
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

    #[inline(never)]
    pub(super) fn slider_attacks_by_direction(
        orthogonal: u64,
        diagonal: u64,
        occupied: u64,
    ) -> [u64; 8] {
        scalar::slider_attacks_by_direction(orthogonal, diagonal, occupied)
    }
}

#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "aarch64", target_feature = "neon"),
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
use scalar as fallback;

/// The root getters' paths, measured by `cargo bench --bench sidemap`
/// (docs/performance.md). On x86_64, one choice for every path ([`widest`]): the AVX-512
/// kernels where AVX-512 (F, VL, BW and DQ) is compiled in (inlined) or detected (a cached check
/// and a call, which measured faster than the inlined SSE2 and AVX2 kernels they replace:
/// 0.61 of the magic loop against 0.94 for the rook and bishop, 0.39 against 0.64 for the
/// eight directions); else the AVX2 kernels (inlined where AVX2 is compiled in, else a
/// call): the rook and the bishop each in one register by the vertical flip, 44 and 33
/// instructions against the inlined SSE2 kernels' 68 and 59 (llvm-mca, Zen 3: 7.5 and
/// 7.0 cycles of throughput against 11.3 and 9.8); else SSE2. On aarch64 the NEON kernels, inlined (NEON is a
/// target property there). On wasm32 built with simd128,
/// the kernels of `wasm`, inlined. The scalar fills elsewhere.
///
/// To time each AVX2-only choice on a CPU with AVX-512, benches/sidemap forces them
/// through the tokens (its "as on AVX2-only CPUs" rows).
pub(crate) mod fastest {
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    pub(crate) use super::neon::{bishop_attacks, queen_attacks, rook_attacks, slider_attacks};
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "aarch64", target_feature = "neon"),
        all(target_arch = "wasm32", target_feature = "simd128")
    )))]
    pub(crate) use super::scalar::{bishop_attacks, queen_attacks, rook_attacks, slider_attacks};
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    pub(crate) use super::wasm::{bishop_attacks, queen_attacks, rook_attacks, slider_attacks};

    #[cfg(target_arch = "x86_64")]
    use super::{Vectors, widest};

    /// AVX-512, else AVX2, else SSE2.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub(crate) fn rook_attacks(sliders: u64, occupied: u64) -> u64 {
        match widest() {
            Vectors::Avx512(avx512) => avx512.rook_attacks(sliders, occupied),
            Vectors::Avx2(avx2) => avx2.rook_attacks(sliders, occupied),
            Vectors::Sse2 => sse2::rook_attacks(sliders, occupied),
            Vectors::Scalar => super::scalar::rook_attacks(sliders, occupied),
        }
    }

    /// AVX-512, else AVX2, else SSE2.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub(crate) fn bishop_attacks(sliders: u64, occupied: u64) -> u64 {
        match widest() {
            Vectors::Avx512(avx512) => avx512.bishop_attacks(sliders, occupied),
            Vectors::Avx2(avx2) => avx2.bishop_attacks(sliders, occupied),
            Vectors::Sse2 => sse2::bishop_attacks(sliders, occupied),
            Vectors::Scalar => super::scalar::bishop_attacks(sliders, occupied),
        }
    }

    /// AVX-512, else AVX2, else SSE2.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub(crate) fn slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
        match widest() {
            Vectors::Avx512(avx512) => avx512.slider_attacks(orthogonal, diagonal, occupied),
            Vectors::Avx2(avx2) => avx2.slider_attacks(orthogonal, diagonal, occupied),
            Vectors::Sse2 => sse2::slider_attacks(orthogonal, diagonal, occupied),
            Vectors::Scalar => super::scalar::slider_attacks(orthogonal, diagonal, occupied),
        }
    }

    /// [`slider_attacks`] with the queens in both sets.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub(crate) fn queen_attacks(sliders: u64, occupied: u64) -> u64 {
        slider_attacks(sliders, sliders, occupied)
    }

    /// The SSE2 kernels, the path of x86_64 CPUs older than AVX2 (2013): with `std` out of
    /// line, so that the callers' code need not keep values in vector registers for them;
    /// without, the only path unless AVX2 is compiled in, so inlined.
    #[cfg(target_arch = "x86_64")]
    mod sse2 {
        use crate::simd::sse2;

        #[cfg_attr(feature = "std", inline(never))]
        #[cfg_attr(not(feature = "std"), inline)]
        pub(super) fn rook_attacks(sliders: u64, occupied: u64) -> u64 {
            sse2::rook_attacks(sliders, occupied)
        }

        #[cfg_attr(feature = "std", inline(never))]
        #[cfg_attr(not(feature = "std"), inline)]
        pub(super) fn bishop_attacks(sliders: u64, occupied: u64) -> u64 {
            sse2::bishop_attacks(sliders, occupied)
        }

        #[cfg_attr(feature = "std", inline(never))]
        #[cfg_attr(not(feature = "std"), inline)]
        pub(super) fn slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
            sse2::slider_attacks(orthogonal, diagonal, occupied)
        }
    }
}

/// The path [`dispatch`] takes here, and the batches and [`attacks_by_direction`] with
/// it: [`Backend::Avx512`] when AVX-512 (F, VL, BW, DQ) is compiled in or detected, else
/// [`Backend::Avx2`] when AVX2 is (each detection runs once), else [`Backend::Sse2`] on
/// x86_64; [`Backend::Neon`] on aarch64 (compiled in); [`Backend::Simd128`] on wasm32
/// built with simd128; [`Backend::Scalar`] otherwise; at most the [`cap`].
///
/// ```
/// use bitfill::simd::{Backend, backend};
/// assert!(matches!(
///     backend(),
///     Backend::Avx512 | Backend::Avx2 | Backend::Sse2 | Backend::Neon | Backend::Simd128 | Backend::Scalar
/// ));
/// ```
#[must_use]
pub fn backend() -> Backend {
    #[cfg(target_arch = "x86_64")]
    return match dispatched() {
        Vectors::Avx512(_) => Backend::Avx512,
        Vectors::Avx2(_) => Backend::Avx2,
        Vectors::Sse2 => Backend::Sse2,
        Vectors::Scalar => Backend::Scalar,
    };
    #[cfg(not(target_arch = "x86_64"))]
    return backend_of(uncapped().min(cap::get()));
}

/// The attacks of every slider in `sliders` in each of the eight directions, indexed by
/// [`Dir`](crate::Dir) `as usize` (the dir8 order of the Chess Programming Wiki's Kogge-Stone Algorithm page): element `d` equals
/// `kogge::attacks(sliders, Empty::of(occupied | sliders), Dir::ALL[d])`.
///
/// ```
/// use bitfill::{Bitboard, Dir, Square, simd};
/// // A rook on a1, a blocker on a3.
/// let rays = simd::attacks_by_direction(Square::A1.bitboard(), Square::A1 | Square::A3);
/// assert_eq!(rays[Dir::Nort as usize], Square::A2 | Square::A3);
/// assert_eq!(rays[Dir::East as usize], Bitboard::RANK_1 - Square::A1);
/// assert_eq!(rays[Dir::Sout as usize], Bitboard::EMPTY);
/// ```
#[inline]
#[must_use]
pub fn attacks_by_direction(sliders: Bitboard, occupied: Bitboard) -> [Bitboard; 8] {
    attacks_by_direction_words(sliders.0, occupied.0).map(Bitboard)
}

/// [`attacks_by_direction`] on the words.
#[inline]
fn attacks_by_direction_words(sliders: u64, occupied: u64) -> [u64; 8] {
    widest_vectors!(
        attacks_by_direction(sliders, occupied),
        fallback::attacks_by_direction(sliders, occupied)
    )
}

/// The attacks of the sliders in `orthogonal` along ranks and files and of those in
/// `diagonal` along diagonals, each direction apart, indexed by [`Dir`](crate::Dir) `as
/// usize` (dir8 order): element `d` equals `kogge::attacks(orthogonal, empty, Dir::ALL[d])`
/// for the four orthogonal directions and `kogge::attacks(diagonal, empty, Dir::ALL[d])`
/// for the four diagonal ones, `empty` being `!(occupied | orthogonal | diagonal)`. The
/// eight ORed are [`crate::slider_attacks`]; kept apart, they count moves: a square on a
/// ray is reached by one slider only, the nearest behind it, so the popcounts of the
/// eight sets (each ANDed with the targets) add up to the number of moves of all the
/// sliders together (an engine's mobility, or the last ply of a perft).
///
/// ```text
/// . . . . . . . .     a rook on a1, a bishop on c1, a piece on a3:
/// . . . . . . . .     nort  a2 a3   east  b1 c1 (the bishop blocks)
/// . . . . . . . 1     noWe  b2 a3   noEa  d2 e3 f4 g5 h6
/// . . . . . . 1 .     the other four empty
/// . . . . . 1 . .
/// 2 . . . 1 . . .     a3 is on two rays (the rook's and the bishop's):
/// 1 1 . 1 . . . .     11 in all; ANDed with the squares not our own
/// . 1 1 . . . . .     (c1), the two sliders' 10 moves
/// ```
///
/// ```
/// use bitfill::{Bitboard, Dir, Square, simd};
/// let (rook, bishop, other) = (Square::A1.bitboard(), Square::C1.bitboard(), Square::A3.bitboard());
/// let rays = simd::slider_attacks_by_direction(rook, bishop, other);
/// assert_eq!(rays[Dir::Nort as usize], Square::A2 | Square::A3);
/// assert_eq!(rays[Dir::East as usize], Square::B1 | Square::C1);
/// assert_eq!(rays[Dir::NoWe as usize], Square::B2 | Square::A3);
/// assert_eq!(rays[Dir::NoEa as usize].len(), 5);
/// let not_ours = !(rook | bishop);
/// let moves: u32 = rays.iter().map(|&ray| (ray & not_ours).len()).sum();
/// assert_eq!(moves, 10);
/// let all = rays.iter().fold(Bitboard::EMPTY, |all, &ray| all | ray);
/// assert_eq!(all, bitfill::slider_attacks(rook, bishop, other));
/// ```
#[inline]
#[must_use]
pub fn slider_attacks_by_direction(
    orthogonal: Bitboard,
    diagonal: Bitboard,
    occupied: Bitboard,
) -> [Bitboard; 8] {
    slider_attacks_by_direction_words(orthogonal.0, diagonal.0, occupied.0).map(Bitboard)
}

/// [`slider_attacks_by_direction`] on the words.
#[inline]
fn slider_attacks_by_direction_words(orthogonal: u64, diagonal: u64, occupied: u64) -> [u64; 8] {
    widest_vectors!(
        slider_attacks_by_direction(orthogonal, diagonal, occupied),
        fallback::slider_attacks_by_direction(orthogonal, diagonal, occupied)
    )
}

/// East attacks of two boards at once, by subtraction: element `i` equals
/// [`subtract::east_attacks`](crate::subtract::east_attacks)`(rooks[i], !occupied[i])`.
///
/// On x86_64 the two bitboards share one SSE2 register (`_mm_sub_epi64` borrows within each
/// 64-bit half only), SSE2 being part of every x86_64 CPU; on aarch64 one NEON register
/// (`vsubq_u64`, the same), on wasm32 with simd128 one simd128 register (`i64x2.sub`);
/// elsewhere two scalar calls.
///
/// ```
/// use bitfill::{Bitboard, Square};
/// // A rook on a1 in both boards; in the second, a blocker on c1.
/// let rooks = [Square::A1.bitboard(); 2];
/// let occupied = [Square::A1.bitboard(), Square::A1 | Square::C1];
/// let attacks = bitfill::simd::east_attacks_x2(rooks, occupied);
/// assert_eq!(attacks, [Bitboard(0xfe), Square::B1 | Square::C1]);
/// ```
#[inline]
#[must_use]
pub fn east_attacks_x2(rooks: [Bitboard; 2], occupied: [Bitboard; 2]) -> [Bitboard; 2] {
    east_attacks_x2_words(rooks.map(|b| b.0), occupied.map(|b| b.0)).map(Bitboard)
}

/// [`east_attacks_x2`] on the words.
#[inline]
fn east_attacks_x2_words(rooks: [u64; 2], occupied: [u64; 2]) -> [u64; 2] {
    #[cfg(target_arch = "x86_64")]
    return sse2::east_attacks_x2(rooks, occupied);
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    return neon::east_attacks_x2(rooks, occupied);
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    return wasm::east_attacks_x2(rooks, occupied);
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "aarch64", target_feature = "neon"),
        all(target_arch = "wasm32", target_feature = "simd128")
    )))]
    scalar::east_attacks_x2(rooks, occupied)
}

/// For every `i`: `out[i] = queen_attacks(sliders[i], occupied[i])`, four positions per AVX2
/// register. All three slices must have the same length, or nothing is written.
///
/// ```
/// use bitfill::{Bitboard, Square, simd};
/// let sliders = [Square::D4.bitboard(), Square::A1.bitboard(), Bitboard::EMPTY];
/// let occupied = sliders;
/// let mut out = [Bitboard::EMPTY; 3];
/// simd::queen_attacks_batch(&sliders, &occupied, &mut out)?;
/// assert_eq!(out[1], bitfill::queen_attacks(sliders[1], occupied[1]));
/// assert!(simd::queen_attacks_batch(&sliders, &occupied[..2], &mut out).is_err());
/// # Ok::<(), simd::LengthMismatch>(())
/// ```
#[inline]
pub fn queen_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    widest_vectors!(
        queen_attacks_batch(sliders, occupied, out),
        scalar::queen_attacks_batch(sliders, occupied, out)
    )
}

/// For every `i`: `out[i] = rook_attacks(sliders[i], occupied[i])`. All three slices must have
/// the same length, or nothing is written.
///
/// ```
/// use bitfill::{Bitboard, Square, simd};
/// let sliders = [Square::D4.bitboard(), Square::H8.bitboard()];
/// let occupied = [Square::D4 | Square::D6, Square::H8.bitboard()];
/// let mut out = [Bitboard::EMPTY; 2];
/// simd::rook_attacks_batch(&sliders, &occupied, &mut out)?;
/// assert_eq!(out[0], bitfill::rook_attacks(sliders[0], occupied[0]));
/// assert_eq!(out[1].len(), 14);
/// # Ok::<(), simd::LengthMismatch>(())
/// ```
#[inline]
pub fn rook_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    widest_vectors!(
        rook_attacks_batch(sliders, occupied, out),
        scalar::rook_attacks_batch(sliders, occupied, out)
    )
}

/// For every `i`: `out[i] = bishop_attacks(sliders[i], occupied[i])`. All three slices must
/// have the same length, or nothing is written.
///
/// ```
/// use bitfill::{Bitboard, Square, simd};
/// let sliders = [Square::D4.bitboard(), Square::A1.bitboard()];
/// let occupied = [Square::D4 | Square::F6, Square::A1.bitboard()];
/// let mut out = [Bitboard::EMPTY; 2];
/// simd::bishop_attacks_batch(&sliders, &occupied, &mut out)?;
/// assert_eq!(out[0], bitfill::bishop_attacks(sliders[0], occupied[0]));
/// assert_eq!(out[1].len(), 7);
/// # Ok::<(), simd::LengthMismatch>(())
/// ```
#[inline]
pub fn bishop_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
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
/// use bitfill::{Bitboard, Square, simd};
/// let a1 = Square::A1.bitboard();
/// let (orthogonal, diagonal, occupied) = ([a1, Bitboard::EMPTY], [Bitboard::EMPTY, a1], [a1, a1]);
/// let mut out = [Bitboard::EMPTY; 2];
/// simd::slider_attacks_batch(&orthogonal, &diagonal, &occupied, &mut out)?;
/// assert_eq!(out, [bitfill::rook_attacks(a1, a1), bitfill::bishop_attacks(a1, a1)]);
/// # Ok::<(), simd::LengthMismatch>(())
/// ```
#[inline]
pub fn slider_attacks_batch(
    orthogonal: &[Bitboard],
    diagonal: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    widest_vectors!(
        slider_attacks_batch(orthogonal, diagonal, occupied, out),
        scalar::slider_attacks_batch(orthogonal, diagonal, occupied, out)
    )
}
