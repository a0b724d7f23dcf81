//! The number of moves in eight target sets at once: the sum of their popcounts, with one
//! popcount per binary digit of the per-square count instead of one per set.
//!
//! Bulk counting at the leaves of perft adds up the popcounts of eight set-wise target sets:
//! the one-direction slider fills (chess, XXL chess), the chariot and cannon sets (xiangqi),
//! the knight, camel and king steps (XXL chess). On the default x86-64 target there is no
//! `popcnt` instruction: each popcount is a sequence of about 15 instructions (30 for a
//! `u128`, 60 for a `Wide<4>`). Here the eight sets are first added square by square in a
//! tree of carry-save adders (the Chess Programming Wiki's "Population Count", section
//! "Cardinality of Multiple Sets": "odd" and "major" of three sets), which leaves four sets
//! holding each square's count in binary (its 1, 2, 4 and 8 bits) for 26 logical
//! operations; then four popcounts, weighted 1, 2, 4 and 8. Built with `popcnt`
//! (`-C target-cpu=native` on any recent CPU) or for wasm32 (`i64.popcnt`) a popcount is
//! one instruction, and the eight plain popcounts are what runs.

use core::ops::{BitAnd, BitOr, BitXor};

/// A set of squares as the counting needs it: `&`, `|`, `^` and a popcount.
pub trait Bits:
    Copy + BitAnd<Output = Self> + BitOr<Output = Self> + BitXor<Output = Self>
{
    /// The number of squares in the set.
    fn ones(self) -> u32;
}

/// Built with `popcnt`, counting a set costs one instruction: no digits kept. WebAssembly
/// has `i64.popcnt` in its base instruction set, which V8 and the other engines compile to
/// the CPU's popcount: the plain popcounts there too.
const PLAIN: bool = cfg!(any(target_feature = "popcnt", target_arch = "wasm32"));

macro_rules! bits_for_integer {
    ($($word:ty),*) => {$(
        impl Bits for $word {
            #[inline(always)]
            fn ones(self) -> u32 {
                self.count_ones()
            }
        }
    )*};
}

bits_for_integer!(u64, u128);

impl Bits for bitfill::Bitboard {
    #[inline(always)]
    fn ones(self) -> u32 {
        self.len()
    }
}

impl<const W: usize> Bits for bitfill::Wide<W> {
    #[inline(always)]
    fn ones(self) -> u32 {
        self.len()
    }
}

/// `popcount(s[0] & mask) + ... + popcount(s[7] & mask)`.
///
/// ```
/// use bitfill_engines_common::tally::sum_of_counts;
/// let sets = [0b1011u64, 0b0110, 0, u64::MAX, 1, 1, 1, 1 << 63];
/// assert_eq!(sum_of_counts(sets, !0), 3 + 2 + 64 + 4);
/// assert_eq!(sum_of_counts(sets, 0b1), 1 + 1 + 3);
/// ```
#[inline(always)]
pub fn sum_of_counts<B: Bits>(sets: [B; 8], mask: B) -> u32 {
    sum_of_counts_with::<B, PLAIN>(sets, mask)
}

/// [`sum_of_counts`], by eight plain popcounts if `PLAIN_COUNTS`, else by the carry-save
/// digits: for code compiled for `popcnt` in a build that is not (a copy of a recursion
/// under `#[target_feature]`), where the build-wide choice would keep the digits.
///
/// ```
/// use bitfill_engines_common::tally::sum_of_counts_with;
/// let sets = [0b1011u64, 0b0110, 0, u64::MAX, 1, 1, 1, 1 << 63];
/// assert_eq!(sum_of_counts_with::<_, true>(sets, !0), 3 + 2 + 64 + 4);
/// assert_eq!(sum_of_counts_with::<_, false>(sets, !0), 3 + 2 + 64 + 4);
/// ```
#[inline(always)]
pub fn sum_of_counts_with<B: Bits, const PLAIN_COUNTS: bool>(sets: [B; 8], mask: B) -> u32 {
    if PLAIN_COUNTS {
        sets.iter().map(|&set| (set & mask).ones()).sum()
    } else {
        let [ones, twos, fours, eights] = digits(sets);
        (ones & mask).ones()
            + 2 * (twos & mask).ones()
            + 4 * (fours & mask).ones()
            + 8 * (eights & mask).ones()
    }
}

/// [`sum_of_counts`] in the copy of a recursion that runs on the bitfill token `K`: eight
/// plain popcounts where the copy has a one-instruction popcount (`K::POPCNT`: the AVX2
/// and AVX-512 copies `bitfill::simd::dispatch` runs, compiled for POPCNT on a build that
/// is not), else the build's choice.
///
/// ```
/// use bitfill::simd::Portable;
/// use bitfill_engines_common::tally::sum_of_counts_on;
/// let sets = [0b1011u64, 0b0110, 0, u64::MAX, 1, 1, 1, 1 << 63];
/// assert_eq!(sum_of_counts_on::<Portable, _>(sets, !0), 3 + 2 + 64 + 4);
/// ```
#[inline(always)]
pub fn sum_of_counts_on<K: bitfill::simd::Kernels, B: Bits>(sets: [B; 8], mask: B) -> u32 {
    if K::POPCNT {
        sum_of_counts_with::<B, true>(sets, mask)
    } else {
        sum_of_counts(sets, mask)
    }
}

/// The number of sets each square is in, as four sets: the squares whose count has its
/// 1, 2, 4 and 8 bit set. A tree of carry-save adders: three sets in, their sum as a
/// sum digit and a carry digit out.
#[inline(always)]
fn digits<B: Bits>([a, b, c, d, e, f, g, h]: [B; 8]) -> [B; 4] {
    let (carry_1, sum_1) = full_add(a, b, c);
    let (carry_2, sum_2) = full_add(d, e, f);
    let (carry_3, sum_3) = full_add(sum_1, sum_2, g);
    let (carry_4, ones) = (sum_3 & h, sum_3 ^ h);
    let (four_1, two_1) = full_add(carry_1, carry_2, carry_3);
    let (four_2, twos) = (two_1 & carry_4, two_1 ^ carry_4);
    [ones, twos, four_1 ^ four_2, four_1 & four_2]
}

/// Three bits per square added: (the carry, the sum), "major" and "odd".
#[inline(always)]
fn full_add<B: Bits>(a: B, b: B, c: B) -> (B, B) {
    let odd = a ^ b;
    ((a & b) | (odd & c), odd ^ c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every count 0..=8 on every square, and the mask, against plain popcounts.
    #[test]
    fn digits_add_up_on_random_sets() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for round in 0..20_000 {
            // Denser and sparser sets, so that squares in all eight sets occur.
            let sets: [u64; 8] = core::array::from_fn(|_| match round % 3 {
                0 => next(),
                1 => next() | next(),
                _ => next() & next(),
            });
            let mask = if round % 2 == 0 { !0 } else { next() };
            let plain: u32 = sets.iter().map(|s| (s & mask).count_ones()).sum();
            let [ones, twos, fours, eights] = digits(sets);
            let digits = (ones & mask).count_ones()
                + 2 * (twos & mask).count_ones()
                + 4 * (fours & mask).count_ones()
                + 8 * (eights & mask).count_ones();
            assert_eq!(digits, plain, "{sets:x?} & {mask:x}");
            assert_eq!(sum_of_counts(sets, mask), plain);
            let wide = sets.map(|s| u128::from(s) << 64 | u128::from(s.rotate_left(7)));
            let wide_mask = u128::from(mask) << 64 | u128::from(mask.rotate_left(7));
            let plain_wide: u32 = wide.iter().map(|s| (s & wide_mask).count_ones()).sum();
            assert_eq!(sum_of_counts(wide, wide_mask), plain_wide);
        }
        // Every square in all eight sets: a count of 8.
        assert_eq!(digits([!0u64; 8]), [0, 0, 0, !0]);
    }
}
