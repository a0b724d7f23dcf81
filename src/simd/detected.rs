//! The run-time detection of the tokens ([`Avx2`](super::Avx2), [`Avx512`](super::Avx512)):
//! each CPU feature asked once, the answer cached.

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
