//! [`Backend`], the name of a code path, and its text form: what [`cap`](fn@super::cap)
//! takes and [`backend`](fn@super::backend) answers. A file of its own, so that the cap
//! (`cap.rs`), which the module's dispatch reads, does not import its parent back.

use core::fmt;

/// A code path: the kernels of one instruction set. [`backend`](fn@super::backend) says
/// which the dispatch takes on this CPU, [`cap`](fn@super::cap) limits it.
///
/// `Display` prints the lower-case name (`avx512`, `avx2`, `sse2`, `neon`, `simd128`,
/// `scalar`), and `FromStr` reads it back, as a program's `--isa` flag takes it. More
/// variants may come, so matches need a wildcard arm.
///
/// ```
/// use bitfill::simd::Backend;
/// assert_eq!("avx2".parse::<Backend>(), Ok(Backend::Avx2));
/// assert_eq!(Backend::Sse2.to_string(), "sse2");
/// assert!("avx3".parse::<Backend>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Backend {
    /// The AVX-512 kernels (F, VL, BW, DQ): eight directions per 512-bit register, or
    /// eight positions per register for the batches.
    Avx512,
    /// The AVX2 kernels: four directions per 256-bit register, or four positions per
    /// register for the batches.
    Avx2,
    /// The SSE2 kernels, every x86_64 CPU's: two directions per 128-bit register; the
    /// batches and the directions apart are scalar there.
    Sse2,
    /// The NEON kernels (aarch64, compiled in): two opposite directions per 128-bit
    /// register, one lane shifting left and the other right.
    Neon,
    /// The simd128 kernels of WebAssembly, compiled in (`-C target-feature=+simd128`): two
    /// directions per 128-bit register, or two positions per register for the batches.
    Simd128,
    /// The scalar fills: Kogge-Stone or Dumb7Fill, one direction after the other (the CPU
    /// overlaps them).
    Scalar,
}

impl Backend {
    /// Every backend, widest first.
    pub const ALL: [Backend; 6] = [
        Backend::Avx512,
        Backend::Avx2,
        Backend::Sse2,
        Backend::Neon,
        Backend::Simd128,
        Backend::Scalar,
    ];

    /// The lower-case name: `"avx512"`, `"avx2"`, `"sse2"`, `"neon"`, `"simd128"` or
    /// `"scalar"`.
    ///
    /// ```
    /// use bitfill::simd::Backend;
    /// assert_eq!(Backend::Avx512.name(), "avx512");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Backend::Avx512 => "avx512",
            Backend::Avx2 => "avx2",
            Backend::Sse2 => "sse2",
            Backend::Neon => "neon",
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

/// Why a string is not a [`Backend`]'s name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseBackendError;

impl fmt::Display for ParseBackendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected one of avx512, avx2, sse2, neon, simd128, scalar")
    }
}

impl core::error::Error for ParseBackendError {}

impl core::str::FromStr for Backend {
    type Err = ParseBackendError;

    fn from_str(s: &str) -> Result<Backend, ParseBackendError> {
        Backend::ALL
            .into_iter()
            .find(|backend| backend.name() == s)
            .ok_or(ParseBackendError)
    }
}
