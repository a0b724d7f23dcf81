//! The run-time detection of the tokens ([`Avx2`](super::Avx2), [`Avx512`](super::Avx512)):
//! each CPU feature asked once, the answer cached; and the widest of them, for the root
//! getters' dispatch, in one answer.

/// A CPU feature asked of `is_x86_feature_detected!` once, the answer cached in an atomic:
/// every later question costs one relaxed load and a compare.
pub(super) struct Detected(core::sync::atomic::AtomicU8);

impl Detected {
    const UNKNOWN: u8 = 0;
    const ABSENT: u8 = 1;
    const PRESENT: u8 = 2;

    pub(super) const fn new() -> Detected {
        Detected(core::sync::atomic::AtomicU8::new(Detected::UNKNOWN))
    }

    /// The cached answer, or `detect`'s (then cached). Relaxed is enough: every thread
    /// that races here computes and stores the same answer.
    #[inline]
    pub(super) fn get(&self, detect: fn() -> bool) -> bool {
        use core::sync::atomic::Ordering::Relaxed;
        match self.0.load(Relaxed) {
            Detected::PRESENT => true,
            Detected::ABSENT => false,
            _ => self.ask(detect),
        }
    }

    /// Out of line, so that callers inline only the cached check.
    #[cold]
    #[inline(never)]
    fn ask(&self, detect: fn() -> bool) -> bool {
        let present = detect();
        let answer = if present {
            Detected::PRESENT
        } else {
            Detected::ABSENT
        };
        self.0.store(answer, core::sync::atomic::Ordering::Relaxed);
        present
    }
}

/// The widest vectors the CPU runs, asked of `is_x86_feature_detected!` once and cached in
/// one atomic, so that a root getter pays one relaxed load and a predictable branch for the
/// whole choice (two checks, one per token, measured as much as a tenth of the two root
/// calls' time on an AVX2-only CPU).
#[cfg(not(target_feature = "avx2"))]
pub(super) struct DetectedWidest(core::sync::atomic::AtomicU8);

/// What [`DetectedWidest`] caches.
#[cfg(not(target_feature = "avx2"))]
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Widest {
    /// AVX-512 F and VL.
    Avx512 = 1,
    /// AVX2, no AVX-512.
    Avx2 = 2,
    /// Neither: SSE2, the x86_64 baseline.
    Sse2 = 3,
}

#[cfg(not(target_feature = "avx2"))]
impl DetectedWidest {
    const UNKNOWN: u8 = 0;

    pub(super) const fn new() -> DetectedWidest {
        DetectedWidest(core::sync::atomic::AtomicU8::new(DetectedWidest::UNKNOWN))
    }

    /// The cached answer, or `detect`'s (then cached); `detect` is passed in, as to
    /// [`Detected::get`], so that this module names no token and imports nothing back from
    /// the module that uses it. Relaxed, as in [`Detected::get`].
    #[inline]
    pub(super) fn get(&self, detect: fn() -> Widest) -> Widest {
        match self.0.load(core::sync::atomic::Ordering::Relaxed) {
            1 => Widest::Avx512,
            2 => Widest::Avx2,
            3 => Widest::Sse2,
            _ => self.ask(detect),
        }
    }

    #[cold]
    #[inline(never)]
    fn ask(&self, detect: fn() -> Widest) -> Widest {
        let widest = detect();
        self.0
            .store(widest as u8, core::sync::atomic::Ordering::Relaxed);
        widest
    }
}
