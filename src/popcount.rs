//! The number of squares in many sets at once: the sum of their popcounts, for the bulk
//! counting at the leaves of a perft, where a move generator produces one target set per
//! piece (or per direction) and the number of moves is the sum of their sizes.
//!
//! Built with `popcnt` (any x86_64 CPU of the last fifteen years under `-C target-cpu=native`,
//! `x86-64-v2` and up, and other architectures' equivalents), a popcount is one instruction
//! and [`Plain`] adds them up as the sets come. The default x86_64 target has no `popcnt`:
//! there `u64::count_ones` is a dozen instructions and a `u128`'s about 36, more than the
//! generation of most sets. [`Tally`] is then [`Sse2`], which counts both halves of a set at
//! once in an SSE2 register (the Chess Programming Wiki's Population Count page, its
//! SWAR popcount and `psadbw` for the bytes) and keeps the sum there: about 15 instructions
//! a set, 3 for the total.
//!
//! ```
//! use bitfill::popcount::Tally;
//!
//! let mut tally = Tally::default();
//! tally.add(0b1011); // three squares
//! tally.add(1 << 100 | 1); // two, one of them again
//! tally.add_times(0b11, 3); // two squares, three times over
//! assert_eq!(tally.total(), 3 + 2 + 6);
//! ```

/// The tally for the build: [`Sse2`] on x86_64 without `popcnt` compiled in, [`Plain`]
/// everywhere else. Both count the same; only the speed differs.
#[cfg(all(target_arch = "x86_64", not(target_feature = "popcnt")))]
pub type Tally = Sse2;

/// The tally for the build: [`Sse2`] on x86_64 without `popcnt` compiled in, [`Plain`]
/// everywhere else. Both count the same; only the speed differs.
#[cfg(not(all(target_arch = "x86_64", not(target_feature = "popcnt"))))]
pub type Tally = Plain;

/// A running sum of popcounts, one popcount per set as it is added: the tally to use where
/// the CPU counts a word's bits in one instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plain {
    total: u64,
}

impl Plain {
    /// Nothing counted yet.
    #[inline(always)]
    #[must_use]
    pub const fn new() -> Plain {
        Plain { total: 0 }
    }

    /// Adds the squares of `set` (a `u64` converts without loss), each once.
    #[inline(always)]
    pub fn add(&mut self, set: u128) {
        self.total += u64::from(set.count_ones());
    }

    /// Adds the squares of `set`, each `times` times.
    #[inline(always)]
    pub fn add_times(&mut self, set: u128, times: u32) {
        self.total += u64::from(times) * u64::from(set.count_ones());
    }

    /// The sum of the popcounts of every set added.
    #[inline(always)]
    #[must_use]
    pub const fn total(&self) -> u64 {
        self.total
    }
}

#[cfg(target_arch = "x86_64")]
pub use sse2::Sse2;

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use core::arch::x86_64::{
        __m128i, _mm_add_epi8, _mm_add_epi64, _mm_and_si128, _mm_cvtsi64_si128, _mm_cvtsi128_si64,
        _mm_sad_epu8, _mm_set_epi64x, _mm_set1_epi8, _mm_setzero_si128, _mm_srli_epi64,
        _mm_sub_epi8, _mm_unpackhi_epi64,
    };

    /// A running sum of popcounts in an SSE2 register: each set is counted whole, both of
    /// its 64-bit halves at once, by the SWAR popcount up to the count of each byte (the
    /// Population Count page's "SWAR-Popcount": 11 vector instructions for 16 bytes, where
    /// the general registers take about 36 for a `u128` without `popcnt`), then `psadbw`
    /// adds each half's bytes into a 64-bit lane, which `paddq` adds to the sum. No count
    /// can overflow; [`Sse2::total`] adds the two lanes.
    ///
    /// SSE2 is part of the x86_64 baseline: the type exists on every x86_64 target and
    /// needs no detection.
    #[derive(Clone, Copy, Debug)]
    pub struct Sse2 {
        /// The counts so far, one 64-bit lane per half of the sets.
        sum: __m128i,
    }

    impl Default for Sse2 {
        #[inline(always)]
        fn default() -> Sse2 {
            Sse2::new()
        }
    }

    #[target_feature(enable = "sse2")]
    #[inline]
    fn zero() -> __m128i {
        _mm_setzero_si128()
    }

    /// `sum` plus the popcount of each half of `set`, lane by lane.
    #[target_feature(enable = "sse2")]
    #[inline]
    fn add_count(sum: __m128i, set: u128) -> __m128i {
        let x = _mm_set_epi64x((set >> 64) as i64, set as i64);
        let x = _mm_sub_epi8(x, _mm_and_si128(_mm_srli_epi64(x, 1), _mm_set1_epi8(0x55)));
        let m2 = _mm_set1_epi8(0x33);
        let x = _mm_add_epi8(
            _mm_and_si128(x, m2),
            _mm_and_si128(_mm_srli_epi64(x, 2), m2),
        );
        let x = _mm_and_si128(_mm_add_epi8(x, _mm_srli_epi64(x, 4)), _mm_set1_epi8(0x0f));
        _mm_add_epi64(sum, _mm_sad_epu8(x, _mm_setzero_si128()))
    }

    /// The two lanes of `sum` added.
    #[target_feature(enable = "sse2")]
    #[inline]
    fn lanes(sum: __m128i) -> u64 {
        _mm_cvtsi128_si64(_mm_add_epi64(sum, _mm_unpackhi_epi64(sum, sum))) as u64
    }

    impl Sse2 {
        /// Nothing counted yet.
        #[inline(always)]
        #[must_use]
        pub fn new() -> Sse2 {
            // SAFETY: SSE2 is part of every x86_64 target, and this module is built only
            // for x86_64.
            Sse2 {
                sum: unsafe { zero() },
            }
        }

        /// Adds the squares of `set` (a `u64` converts without loss), each once.
        #[inline(always)]
        pub fn add(&mut self, set: u128) {
            // SAFETY: SSE2 is part of every x86_64 target.
            self.sum = unsafe { add_count(self.sum, set) };
        }

        /// Adds the squares of `set`, each `times` times.
        #[inline(always)]
        pub fn add_times(&mut self, set: u128, times: u32) {
            // SAFETY: SSE2 is part of every x86_64 target.
            unsafe {
                let count = lanes(add_count(zero(), set)) * u64::from(times);
                self.sum = _mm_add_epi64(self.sum, _mm_cvtsi64_si128(count as i64));
            }
        }

        /// The sum of the popcounts of every set added.
        #[inline(always)]
        #[must_use]
        pub fn total(&self) -> u64 {
            // SAFETY: SSE2 is part of every x86_64 target.
            unsafe { lanes(self.sum) }
        }
    }
}
