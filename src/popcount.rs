//! The number of squares in many sets at once: the sum of their popcounts, for the bulk
//! counting at the leaves of a perft, where a move generator produces one target set per
//! piece (or per direction) and the number of moves is the sum of their sizes.
//!
//! Built with `popcnt` (any x86_64 CPU of the last fifteen years under `-C target-cpu=native`,
//! `x86-64-v2` and up, and other architectures' equivalents), a popcount is one instruction
//! and [`Plain`] adds them up as the sets come. The default x86_64 target has no `popcnt`:
//! there `u64::count_ones` is a dozen instructions and a `u128`'s about 36, more than the
//! generation of most sets. [`Tally`] is then [`Sse2`], which adds the sets square by square
//! into binary digit planes held in SSE2 registers (a ripple-carry adder per square, the
//! Chess Programming Wiki's Population Count page, "Cardinality of Multiple Sets") and
//! popcounts the planes once at the end: about 14 instructions a set and 80 for the total.
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
        __m128i, _mm_add_epi8, _mm_add_epi64, _mm_and_si128, _mm_cvtsi32_si128, _mm_cvtsi128_si64,
        _mm_or_si128, _mm_sad_epu8, _mm_set_epi64x, _mm_set1_epi8, _mm_setzero_si128,
        _mm_sll_epi64, _mm_srli_epi64, _mm_sub_epi8, _mm_unpackhi_epi64, _mm_xor_si128,
    };

    /// How many digit planes: counts up to 63 per square.
    const PLANES: usize = 6;

    /// A running sum of popcounts kept as six binary digit planes in SSE2 registers: plane
    /// `d` holds the squares whose count so far has bit `d` set. Adding a set is a
    /// ripple-carry addition on every square at once, two vector instructions per plane
    /// (`pand` for the carry, `pxor` for the digit); [`Sse2::total`] popcounts each plane
    /// with SSE2's byte sums (`psadbw`) and weights it by its digit.
    ///
    /// No square can be counted 64 times between two totals: after 63 additions the
    /// planes are folded into a plain number and start again, so any number of sets adds
    /// up exactly.
    ///
    /// SSE2 is part of the x86_64 baseline: the type exists on every x86_64 target and
    /// needs no detection.
    #[derive(Clone, Copy, Debug)]
    pub struct Sse2 {
        planes: [__m128i; PLANES],
        /// Additions since the planes were last folded (at most 63).
        pending: u32,
        /// What earlier folds counted.
        folded: u64,
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

    /// `set` added `2^digit` times to the planes: the ripple starts at plane `digit`.
    #[target_feature(enable = "sse2")]
    #[inline]
    fn ripple(planes: &mut [__m128i; PLANES], set: u128, digit: usize) {
        let mut carry = _mm_set_epi64x((set >> 64) as i64, set as i64);
        for plane in &mut planes[digit..PLANES - 1] {
            let next = _mm_and_si128(*plane, carry);
            *plane = _mm_xor_si128(*plane, carry);
            carry = next;
        }
        // Below 64 per square: the top plane takes the last carry and passes none on.
        planes[PLANES - 1] = _mm_or_si128(planes[PLANES - 1], carry);
    }

    /// The planes' count: each plane's popcount weighted by its digit.
    #[target_feature(enable = "sse2")]
    #[inline]
    fn count(planes: &[__m128i; PLANES]) -> u64 {
        let m1 = _mm_set1_epi8(0x55);
        let m2 = _mm_set1_epi8(0x33);
        let m4 = _mm_set1_epi8(0x0f);
        let zero = _mm_setzero_si128();
        let mut sum = zero;
        for (digit, &plane) in planes.iter().enumerate() {
            // The SWAR popcount up to each byte's count (the Population Count page's
            // "SWAR-Popcount"), then the bytes of each 64-bit half added by `psadbw`.
            let x = _mm_sub_epi8(plane, _mm_and_si128(_mm_srli_epi64(plane, 1), m1));
            let x = _mm_add_epi8(
                _mm_and_si128(x, m2),
                _mm_and_si128(_mm_srli_epi64(x, 2), m2),
            );
            let x = _mm_and_si128(_mm_add_epi8(x, _mm_srli_epi64(x, 4)), m4);
            let bytes = _mm_sad_epu8(x, zero);
            sum = _mm_add_epi64(sum, _mm_sll_epi64(bytes, _mm_cvtsi32_si128(digit as i32)));
        }
        _mm_cvtsi128_si64(_mm_add_epi64(sum, _mm_unpackhi_epi64(sum, sum))) as u64
    }

    impl Sse2 {
        /// Nothing counted yet.
        #[inline(always)]
        #[must_use]
        pub fn new() -> Sse2 {
            // SAFETY: SSE2 is part of every x86_64 target, and this module is built only
            // for x86_64.
            let zero = unsafe { zero() };
            Sse2 {
                planes: [zero; PLANES],
                pending: 0,
                folded: 0,
            }
        }

        /// Adds the squares of `set` (a `u64` converts without loss), each once.
        #[inline(always)]
        pub fn add(&mut self, set: u128) {
            // SAFETY: SSE2 is part of every x86_64 target.
            unsafe { ripple(&mut self.planes, set, 0) };
            self.pending += 1;
            self.fold_if_full();
        }

        /// Adds the squares of `set`, each `times` times.
        #[inline(always)]
        pub fn add_times(&mut self, set: u128, times: u32) {
            if times > 7 {
                // Rare and large: counted directly, not through the planes.
                self.folded += u64::from(times) * u64::from(set.count_ones());
                return;
            }
            for digit in 0..3 {
                if times >> digit & 1 != 0 {
                    // SAFETY: SSE2 is part of every x86_64 target.
                    unsafe { ripple(&mut self.planes, set, digit) };
                }
            }
            self.pending += times;
            self.fold_if_full();
        }

        /// Folds the planes into the plain count before any square could reach 64.
        #[inline(always)]
        fn fold_if_full(&mut self) {
            if self.pending >= 64 - 8 {
                self.folded = self.total();
                *self = Sse2 {
                    folded: self.folded,
                    ..Sse2::new()
                };
            }
        }

        /// The sum of the popcounts of every set added.
        #[inline(always)]
        #[must_use]
        pub fn total(&self) -> u64 {
            // SAFETY: SSE2 is part of every x86_64 target.
            self.folded + unsafe { count(&self.planes) }
        }
    }
}
