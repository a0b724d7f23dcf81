//! The cap on the dispatch: the widest path [`dispatch`](super::dispatch) (and, where the
//! path is chosen at run time, the root getters) may take, so that a program can run each
//! path on purpose on a CPU that has a wider one (a perft program's `--isa`, a benchmark of
//! the AVX2 path on an AVX-512 machine).

use super::backend::Backend;
use core::fmt;
use core::sync::atomic::{AtomicU8, Ordering};

/// The rank of the widest path allowed ([`rank`]), or [`NONE`].
static CAP: AtomicU8 = AtomicU8::new(NONE);

/// No cap: the widest path the CPU runs.
pub(super) const NONE: u8 = u8::MAX;

/// A path's place on this target's ladder, narrowest first: on x86_64 scalar, SSE2, AVX2,
/// AVX-512; on aarch64 scalar, NEON; on wasm32 with simd128 scalar, simd128. `None` for
/// a path this target does not have.
pub(super) const fn rank(backend: Backend) -> Option<u8> {
    match backend {
        Backend::Scalar => Some(0),
        #[cfg(target_arch = "x86_64")]
        Backend::Sse2 => Some(1),
        #[cfg(target_arch = "x86_64")]
        Backend::Avx2 => Some(2),
        #[cfg(target_arch = "x86_64")]
        Backend::Avx512 => Some(3),
        #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
        Backend::Neon => Some(1),
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        Backend::Simd128 => Some(1),
        _ => None,
    }
}

/// The cap's rank, [`NONE`] when there is none: one relaxed load.
#[inline]
pub(super) fn get() -> u8 {
    CAP.load(Ordering::Relaxed)
}

/// Sets the cap's rank; the caller has checked it against the CPU.
pub(super) fn set(rank: u8) {
    CAP.store(rank, Ordering::Relaxed);
}

/// Why [`cap`](super::cap) refused a path: the CPU (or the target) does not run it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsupported {
    /// The path asked for.
    pub wanted: Backend,
    /// The widest path this CPU runs with this build.
    pub widest: Backend,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if rank(self.wanted).is_none() {
            write!(
                f,
                "{} is not a path of this target (its widest is {})",
                self.wanted, self.widest
            )
        } else {
            write!(
                f,
                "this CPU does not run {} (its widest path is {})",
                self.wanted, self.widest
            )
        }
    }
}

impl core::error::Error for Unsupported {}
