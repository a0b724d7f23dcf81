//! TEMPORARY: a stand-in for `bitfill::Wide<W>`, the bitboard of W `u64` words that
//! `fill!` returns past 128 squares (issue 16, first half, branch `wide`). It has the same
//! name, layout and method names as the library's type, so that switching to it is
//! deleting this file and importing `bitfill::Wide`. Only what the engine uses is here.

use core::ops::{BitAnd, BitOr, BitXor, Not};

/// A set of squares: bit `s % 64` of word `s / 64` stands for square `s`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wide<const W: usize>(pub [u64; W]);

impl<const W: usize> Wide<W> {
    /// No square.
    pub const ZERO: Self = Wide([0; W]);

    /// The set with these words.
    #[must_use]
    pub const fn new(words: [u64; W]) -> Self {
        Wide(words)
    }

    /// The words, lowest squares first.
    #[must_use]
    pub const fn words(self) -> [u64; W] {
        self.0
    }

    /// The one square `index`; empty if `index` is past the last bit.
    #[must_use]
    pub const fn square(index: usize) -> Self {
        let mut words = [0; W];
        if index < 64 * W {
            words[index / 64] = 1 << (index % 64);
        }
        Wide(words)
    }

    /// True when square `index` is in the set.
    #[must_use]
    pub const fn contains(self, index: usize) -> bool {
        index < 64 * W && self.0[index / 64] >> (index % 64) & 1 != 0
    }

    /// The squares in both.
    #[must_use]
    pub const fn and(self, other: Self) -> Self {
        let mut words = self.0;
        let mut i = 0;
        while i < W {
            words[i] &= other.0[i];
            i += 1;
        }
        Wide(words)
    }

    /// The squares in either.
    #[must_use]
    pub const fn or(self, other: Self) -> Self {
        let mut words = self.0;
        let mut i = 0;
        while i < W {
            words[i] |= other.0[i];
            i += 1;
        }
        Wide(words)
    }

    /// The squares in exactly one.
    #[must_use]
    pub const fn xor(self, other: Self) -> Self {
        let mut words = self.0;
        let mut i = 0;
        while i < W {
            words[i] ^= other.0[i];
            i += 1;
        }
        Wide(words)
    }

    /// Every bit flipped (off-board bits included).
    #[must_use]
    pub const fn not(self) -> Self {
        let mut words = self.0;
        let mut i = 0;
        while i < W {
            words[i] = !words[i];
            i += 1;
        }
        Wide(words)
    }

    /// The squares of `self` not in `other`.
    #[must_use]
    pub const fn and_not(self, other: Self) -> Self {
        self.and(other.not())
    }

    /// Every square index raised by `n`, bits carried across words.
    #[must_use]
    pub const fn shl(self, n: u32) -> Self {
        let mut words = [0; W];
        let skip = (n / 64) as usize;
        let bits = n % 64;
        let mut i = W;
        while i > skip {
            i -= 1;
            let from = i - skip;
            words[i] = self.0[from] << bits;
            if bits > 0 && from > 0 {
                words[i] |= self.0[from - 1] >> (64 - bits);
            }
        }
        Wide(words)
    }

    /// Every square index lowered by `n`, bits carried across words.
    #[must_use]
    pub const fn shr(self, n: u32) -> Self {
        let mut words = [0; W];
        let skip = (n / 64) as usize;
        let bits = n % 64;
        let mut i = 0;
        while i + skip < W {
            let from = i + skip;
            words[i] = self.0[from] >> bits;
            if bits > 0 && from + 1 < W {
                words[i] |= self.0[from + 1] << (64 - bits);
            }
            i += 1;
        }
        Wide(words)
    }

    /// True when no square is set.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        let mut i = 0;
        while i < W {
            if self.0[i] != 0 {
                return false;
            }
            i += 1;
        }
        true
    }

    /// The number of squares.
    #[must_use]
    pub const fn count_ones(self) -> u32 {
        let mut count = 0;
        let mut i = 0;
        while i < W {
            count += self.0[i].count_ones();
            i += 1;
        }
        count
    }

    /// The lowest square, if any.
    #[must_use]
    pub const fn lowest(self) -> Option<usize> {
        let mut i = 0;
        while i < W {
            if self.0[i] != 0 {
                return Some(i * 64 + self.0[i].trailing_zeros() as usize);
            }
            i += 1;
        }
        None
    }

    /// The set without its lowest square.
    #[must_use]
    pub const fn without_lowest(self) -> Self {
        let mut words = self.0;
        let mut i = 0;
        while i < W {
            if words[i] != 0 {
                words[i] &= words[i] - 1;
                return Wide(words);
            }
            i += 1;
        }
        Wide(words)
    }

    /// The squares, ascending.
    pub fn squares(self) -> Squares<W> {
        Squares(self)
    }
}

impl<const W: usize> Default for Wide<W> {
    fn default() -> Self {
        Self::ZERO
    }
}

/// The squares of a [`Wide`], ascending.
#[derive(Clone, Debug)]
pub struct Squares<const W: usize>(Wide<W>);

impl<const W: usize> Iterator for Squares<W> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let lowest = self.0.lowest()?;
        self.0 = self.0.without_lowest();
        Some(lowest)
    }
}

impl<const W: usize> IntoIterator for Wide<W> {
    type Item = usize;
    type IntoIter = Squares<W>;

    fn into_iter(self) -> Squares<W> {
        self.squares()
    }
}

impl<const W: usize> BitAnd for Wide<W> {
    type Output = Self;
    fn bitand(self, other: Self) -> Self {
        self.and(other)
    }
}

impl<const W: usize> BitOr for Wide<W> {
    type Output = Self;
    fn bitor(self, other: Self) -> Self {
        self.or(other)
    }
}

impl<const W: usize> BitXor for Wide<W> {
    type Output = Self;
    fn bitxor(self, other: Self) -> Self {
        self.xor(other)
    }
}

impl<const W: usize> Not for Wide<W> {
    type Output = Self;
    fn not(self) -> Self {
        Wide::not(self)
    }
}

impl<const W: usize> core::ops::BitAndAssign for Wide<W> {
    fn bitand_assign(&mut self, other: Self) {
        *self = self.and(other);
    }
}

impl<const W: usize> core::ops::BitOrAssign for Wide<W> {
    fn bitor_assign(&mut self, other: Self) {
        *self = self.or(other);
    }
}

impl<const W: usize> core::ops::BitXorAssign for Wide<W> {
    fn bitxor_assign(&mut self, other: Self) {
        *self = self.xor(other);
    }
}
