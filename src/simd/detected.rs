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
    ///
    /// Two compares, the first for a feature that is there: written as a `match` over the
    /// three states, LLVM checked the byte's range before the answer, three instructions
    /// more before a token's kernel call (the two AVX2 token calls of
    /// `scripts/avx2-calls.sh`: 105 instructions per position with the `match`, 99 so).
    /// AVX-512's check, which the root getters make where AVX2 is compiled in, finds it
    /// absent on AVX2-only CPUs: the second compare, still inline.
    #[inline]
    pub(super) fn get(&self, detect: fn() -> bool) -> bool {
        let cached = self.0.load(core::sync::atomic::Ordering::Relaxed);
        if cached == Detected::PRESENT {
            true
        } else if cached == Detected::ABSENT {
            false
        } else {
            self.ask(detect)
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
#[cfg(not(bitfill_avx2))]
pub(super) struct DetectedWidest(core::sync::atomic::AtomicU8);

/// What [`DetectedWidest`] caches.
#[cfg(not(bitfill_avx2))]
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Widest {
    /// AVX-512 F, VL, BW and DQ.
    Avx512 = 1,
    /// AVX2, no AVX-512.
    Avx2 = 2,
    /// Neither: SSE2, the x86_64 baseline (or capped there or below).
    Sse2 = 3,
}

#[cfg(not(bitfill_avx2))]
impl DetectedWidest {
    const UNKNOWN: u8 = 0;

    pub(super) const fn new() -> DetectedWidest {
        DetectedWidest(core::sync::atomic::AtomicU8::new(DetectedWidest::UNKNOWN))
    }

    /// The cached answer, or `detect`'s (then cached); `detect` is passed in, as to
    /// [`Detected::get`], so that this module names no token and imports nothing back from
    /// the module that uses it. Relaxed, as in [`Detected::get`].
    ///
    /// A compare per answer, AVX2's first, the unasked state last and by `>`, the SSE2
    /// answer marked cold so that LLVM keeps that order (its own put AVX-512's first):
    /// written as a `match` on the byte, LLVM checked its range first, then each answer, a
    /// chain of five instructions before a root getter's AVX2 call where one compare and
    /// a branch do (`scripts/avx2-calls.sh`, callgrind, instructions per position of a
    /// loop over the two root calls on the AVX2 path: 117 with the `match`, 104 so; on
    /// the SSE2 path 163 and 165). AVX-512's compare comes second, no slower than the
    /// `match` was: both branches go the same way every time.
    #[inline]
    pub(super) fn get(&self, detect: fn() -> Widest) -> Widest {
        let cached = self.0.load(core::sync::atomic::Ordering::Relaxed);
        if cached == Widest::Avx2 as u8 {
            Widest::Avx2
        } else if cached == Widest::Avx512 as u8 {
            Widest::Avx512
        } else if cached > DetectedWidest::UNKNOWN {
            core::hint::cold_path();
            Widest::Sse2
        } else {
            self.ask(detect)
        }
    }

    /// Forgets the answer, to be asked again (after the cap changed).
    pub(super) fn clear(&self) {
        self.0.store(
            DetectedWidest::UNKNOWN,
            core::sync::atomic::Ordering::Relaxed,
        );
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
