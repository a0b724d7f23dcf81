//! The number of squares in many sets at once: the sum of their popcounts, for the bulk
//! counting at the leaves of a perft, where a move generator produces one target set per
//! piece (or per direction) and the number of moves is the sum of their sizes.
//!
//! Built with `popcnt` (any x86_64 CPU of the last fifteen years under `-C target-cpu=native`,
//! `x86-64-v2` and up, and other architectures' equivalents), a popcount is one instruction
//! and [`Tally`] adds them up as the sets come. The default x86_64 target has no `popcnt`:
//! there `u64::count_ones` is a dozen instructions and a `u128`'s about 36, more than the
//! generation of most sets. [`Tally`] then counts both halves of a set at once in an SSE2
//! register (the Chess Programming Wiki's Population Count page, its SWAR popcount and
//! `psadbw` for the bytes) and keeps the sum there: about 15 instructions a set, 3 for the
//! total. One type on every target, with one API: `const fn new`, `==` (on the totals),
//! [`add`](Tally::add), [`add_times`](Tally::add_times), [`total`](Tally::total); only the
//! instructions inside differ.
//!
//! ```
//! use bitfill::{Bitboard, Square};
//! use bitfill::popcount::Tally;
//!
//! let mut tally = Tally::new();
//! tally.add(Square::A1 | Square::B1); // two squares of a chessboard
//! tally.add(1u128 << 100 | 1); // two squares of a board past 64 squares
//! tally.add_times(Bitboard::RANK_1, 3); // eight squares, three times over
//! assert_eq!(tally.total(), 2 + 2 + 24);
//! const START: Tally = Tally::new();
//! assert_eq!(START, Tally::default());
//! ```

use crate::Bitboard;
use core::fmt;

/// The sets a [`Tally`] counts: a [`Bitboard`], or the bare word of a board, `u64` or
/// `u128` (the boards of [`fill!`](crate::fill) up to 128 squares). Sealed: these three
/// are all.
pub trait Set: Copy + sealed::Sealed {
    /// The set's squares as the bits of a `u128` (a `u64` in its low half).
    fn bits(self) -> u128;
}

/// The seal of [`Set`]: a public trait in a private module.
mod sealed {
    pub trait Sealed {}
    impl Sealed for crate::Bitboard {}
    impl Sealed for u64 {}
    impl Sealed for u128 {}
}

impl Set for Bitboard {
    #[inline(always)]
    fn bits(self) -> u128 {
        u128::from(self.0)
    }
}

impl Set for u64 {
    #[inline(always)]
    fn bits(self) -> u128 {
        u128::from(self)
    }
}

impl Set for u128 {
    #[inline(always)]
    fn bits(self) -> u128 {
        self
    }
}

/// A running sum of popcounts: the number of squares of every set added, each counted
/// once per time it was added. On x86_64 without `popcnt` compiled in (the default
/// target), the sum of an SSE2 register (see the [module](self)); elsewhere one popcount
/// instruction a set. Two tallies are equal when their totals are.
#[derive(Clone, Copy)]
pub struct Tally {
    /// The sum so far, in the form of the build's counter.
    counter: Counter,
}

/// The build's counter: SSE2 on x86_64 without `popcnt`, plain popcounts elsewhere.
#[cfg(all(target_arch = "x86_64", not(target_feature = "popcnt")))]
type Counter = Sse2;

/// The build's counter: SSE2 on x86_64 without `popcnt`, plain popcounts elsewhere.
#[cfg(not(all(target_arch = "x86_64", not(target_feature = "popcnt"))))]
type Counter = Plain;

impl Tally {
    /// Nothing counted yet (also in `const` context).
    ///
    /// ```
    /// use bitfill::popcount::Tally;
    /// const NOTHING: Tally = Tally::new();
    /// assert_eq!(NOTHING.total(), 0);
    /// ```
    #[inline(always)]
    #[must_use]
    pub const fn new() -> Tally {
        Tally {
            counter: Counter::new(),
        }
    }

    /// Adds the squares of `set`, each once.
    ///
    /// ```
    /// use bitfill::{Bitboard, popcount::Tally};
    /// let mut tally = Tally::new();
    /// tally.add(Bitboard::FILE_A);
    /// tally.add(0b111u128 << 90);
    /// assert_eq!(tally.total(), 11);
    /// ```
    #[inline(always)]
    pub fn add(&mut self, set: impl Set) {
        self.counter.add(set.bits());
    }

    /// Adds the squares of `set`, each `times` times.
    ///
    /// ```
    /// use bitfill::{Bitboard, popcount::Tally};
    /// let mut tally = Tally::new();
    /// tally.add_times(Bitboard::RANK_1, 4);
    /// assert_eq!(tally.total(), 32);
    /// ```
    #[inline(always)]
    pub fn add_times(&mut self, set: impl Set, times: u32) {
        self.counter.add_times(set.bits(), times);
    }

    /// The sum of the popcounts of every set added.
    ///
    /// ```
    /// use bitfill::{Square, popcount::Tally};
    /// let mut tally = Tally::new();
    /// tally.add(Square::E4.bitboard());
    /// assert_eq!(tally.total(), 1);
    /// ```
    #[inline(always)]
    #[must_use]
    pub fn total(&self) -> u64 {
        self.counter.total()
    }
}

impl Default for Tally {
    #[inline(always)]
    fn default() -> Tally {
        Tally::new()
    }
}

impl PartialEq for Tally {
    fn eq(&self, other: &Tally) -> bool {
        self.total() == other.total()
    }
}

impl Eq for Tally {}

impl fmt::Debug for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tally")
            .field("total", &self.total())
            .finish()
    }
}

#[cfg(not(all(target_arch = "x86_64", not(target_feature = "popcnt"))))]
pub(crate) use counters::Plain;
#[cfg(all(target_arch = "x86_64", not(target_feature = "popcnt")))]
pub(crate) use counters::Sse2;

/// The two counters [`Tally`] is one of; public items of a private module, so that
/// [`internals`](crate::internals) can show them to the tests.
pub(crate) mod counters {
    /// A running sum of popcounts, one popcount per set as it is added: the counter where the
    /// CPU counts a word's bits in one instruction. Public only to the tests
    /// ([`internals`](crate::internals)), which hold it and [`Sse2`] against each other on
    /// every target.
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

        /// Adds the squares of `set`, each once.
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
            __m128i, _mm_add_epi8, _mm_add_epi64, _mm_and_si128, _mm_cvtsi64_si128,
            _mm_cvtsi128_si64, _mm_sad_epu8, _mm_set_epi64x, _mm_set1_epi8, _mm_setzero_si128,
            _mm_srli_epi64, _mm_sub_epi8, _mm_unpackhi_epi64,
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
        ///
        /// Public only to the tests ([`internals`](crate::internals)).
        #[derive(Clone, Copy, Debug)]
        pub struct Sse2 {
            /// The counts so far, one 64-bit lane per half of the sets.
            sum: __m128i,
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

        impl Default for Sse2 {
            fn default() -> Sse2 {
                Sse2::new()
            }
        }

        impl Sse2 {
            /// Nothing counted yet, in `const` context too: a register of zeros.
            #[inline(always)]
            #[must_use]
            pub const fn new() -> Sse2 {
                // SAFETY: `__m128i` is 16 bytes of plain data, as `[u64; 2]` is, and every bit
                // pattern of it is a value: all zeros is the register `_mm_setzero_si128`
                // returns, which is not a `const fn`.
                Sse2 {
                    sum: unsafe { core::mem::transmute::<[u64; 2], __m128i>([0, 0]) },
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
}
