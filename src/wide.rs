//! [`Wide`]: a bitboard of `W` 64-bit words, for boards past the 128 squares of a `u128`
//! (12x12 chu shogi, 14x14 XXL chess, 16x16): what [`fill!`](crate::fill) takes and returns
//! on those boards.
//!
//! Square `s` is bit `s % 64` of word `s / 64`: the words are a `u64 x W` number, least
//! significant word first, so the shifts and the subtraction of a fill work across word
//! boundaries exactly as they do inside a `u64`. Squares are numbered as on every board of
//! the crate, little-endian rank-file: square = rank x files + file, a1 = 0.
//!
//! Every operation is a `const fn` (the generated fills call them, so that they stay
//! `const`) and also an operator (`&`, `|`, `^`, `!`, `<<`, `>>` and their assignments),
//! for code that reads better that way.
//!
//! ```
//! use bitfill::Wide;
//!
//! // A 14x14 board: a rook on a1 (square 0) and one on n14 (square 195).
//! let rooks = Wide::<4>::square(0) | Wide::square(195);
//! assert_eq!(rooks.len(), 2);
//! assert_eq!(rooks.iter().collect::<Vec<_>>(), [0, 195]);
//! // One rank north is 14 squares up: across the boundary of the first two words.
//! assert_eq!((Wide::<4>::square(60) << 14).first(), Some(74));
//! assert_eq!(<[u64; 4]>::from(Wide::<4>::square(74)), [0, 1 << 10, 0, 0]);
//! ```

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl};
use core::ops::{ShlAssign, Shr, ShrAssign};

/// A set of squares on a board of up to `64 x W` squares: `W` little-endian 64-bit words.
///
/// `Debug` writes the words in hex, most significant first (the number as one would write
/// it); [`Wide::diagram`] draws the board for a given geometry, and `Display` draws it as
/// 16 files (a 16x16 board for `Wide<4>`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wide<const W: usize>(pub [u64; W]);

impl<const W: usize> Default for Wide<W> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const W: usize> Wide<W> {
    /// No square.
    pub const EMPTY: Self = Wide([0; W]);
    /// Every bit of every word (squares past the board included: mask with the board's
    /// squares where it matters).
    pub const FULL: Self = Wide([u64::MAX; W]);
    /// The number of bits: the most squares a board of this type can have.
    pub const BITS: u32 = 64 * W as u32;

    /// The set of the words `words`, least significant first.
    #[inline(always)]
    #[must_use]
    pub const fn new(words: [u64; W]) -> Self {
        Wide(words)
    }

    /// The words, least significant first.
    #[inline(always)]
    #[must_use]
    pub const fn words(self) -> [u64; W] {
        self.0
    }

    /// The one square `index`; no square if `index` is not below [`Self::BITS`].
    #[inline(always)]
    #[must_use]
    pub const fn square(index: usize) -> Self {
        let mut out = Self::EMPTY;
        if index < 64 * W {
            out.0[index / 64] = 1 << (index % 64);
        }
        out
    }

    /// Whether square `index` is in the set (`false` past [`Self::BITS`]).
    #[inline(always)]
    #[must_use]
    pub const fn contains(self, index: usize) -> bool {
        index < 64 * W && self.0[index / 64] >> (index % 64) & 1 == 1
    }

    /// The squares of both sets.
    #[inline(always)]
    #[must_use]
    pub const fn and(self, other: Self) -> Self {
        let mut out = self;
        let mut i = 0;
        while i < W {
            out.0[i] &= other.0[i];
            i += 1;
        }
        out
    }

    /// The squares of either set.
    #[inline(always)]
    #[must_use]
    pub const fn or(self, other: Self) -> Self {
        let mut out = self;
        let mut i = 0;
        while i < W {
            out.0[i] |= other.0[i];
            i += 1;
        }
        out
    }

    /// The squares of exactly one of the sets.
    #[inline(always)]
    #[must_use]
    pub const fn xor(self, other: Self) -> Self {
        let mut out = self;
        let mut i = 0;
        while i < W {
            out.0[i] ^= other.0[i];
            i += 1;
        }
        out
    }

    /// Every bit flipped (the bits past the board's last square included: mask them off).
    #[inline(always)]
    #[must_use]
    pub const fn not(self) -> Self {
        let mut out = self;
        let mut i = 0;
        while i < W {
            out.0[i] = !out.0[i];
            i += 1;
        }
        out
    }

    /// The squares of `self` that are not in `other`.
    #[inline(always)]
    #[must_use]
    pub const fn and_not(self, other: Self) -> Self {
        self.and(other.not())
    }

    /// Every bit moved `n` places up (towards the last square); bits moved past the last
    /// word are lost, and from `n >= BITS` on nothing is left. Across a word boundary each
    /// word takes the top bits of the word below it: with `n` a constant, as in a fill,
    /// that is two shifts and an `or` per word, and no branch.
    #[inline(always)]
    #[must_use]
    pub const fn shl(self, n: u32) -> Self {
        let mut out = Self::EMPTY;
        let words = (n / 64) as usize;
        let bits = n % 64;
        let mut i = W;
        while i > words {
            i -= 1;
            let from = i - words;
            let mut word = self.0[from] << bits;
            if bits > 0 && from > 0 {
                word |= self.0[from - 1] >> (64 - bits);
            }
            out.0[i] = word;
        }
        out
    }

    /// Every bit moved `n` places down (towards square 0); bits moved below square 0 are
    /// lost. The mirror image of [`Wide::shl`].
    #[inline(always)]
    #[must_use]
    pub const fn shr(self, n: u32) -> Self {
        let mut out = Self::EMPTY;
        let words = (n / 64) as usize;
        let bits = n % 64;
        let mut i = 0;
        while i + words < W {
            let from = i + words;
            let mut word = self.0[from] >> bits;
            if bits > 0 && from + 1 < W {
                word |= self.0[from + 1] << (64 - bits);
            }
            out.0[i] = word;
            i += 1;
        }
        out
    }

    /// `self - other` as `64 x W`-bit numbers, wrapping around: the borrow runs from word
    /// to word, as the Chess Programming Wiki's Fill by Subtraction needs it to run from
    /// square to square.
    #[inline(always)]
    #[must_use]
    pub const fn wrapping_sub(self, other: Self) -> Self {
        let mut out = Self::EMPTY;
        let mut borrow = 0;
        let mut i = 0;
        while i < W {
            let (d1, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d2, b2) = d1.overflowing_sub(borrow);
            out.0[i] = d2;
            borrow = (b1 | b2) as u64;
            i += 1;
        }
        out
    }

    /// Whether the set has no square.
    #[inline(always)]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        let mut any = 0;
        let mut i = 0;
        while i < W {
            any |= self.0[i];
            i += 1;
        }
        any == 0
    }

    /// The number of squares in the set.
    ///
    /// ```
    /// use bitfill::Wide;
    /// assert_eq!((Wide::<3>::square(2) | Wide::square(150)).len(), 2);
    /// ```
    #[inline(always)]
    #[must_use]
    pub const fn len(self) -> u32 {
        let mut n = 0;
        let mut i = 0;
        while i < W {
            n += self.0[i].count_ones();
            i += 1;
        }
        n
    }

    /// The lowest square of the set, or `None` if it is empty.
    ///
    /// ```
    /// use bitfill::Wide;
    /// assert_eq!((Wide::<3>::square(150) | Wide::square(70)).first(), Some(70));
    /// assert_eq!(Wide::<3>::EMPTY.first(), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn first(self) -> Option<usize> {
        let mut i = 0;
        while i < W {
            if self.0[i] != 0 {
                return Some(i * 64 + self.0[i].trailing_zeros() as usize);
            }
            i += 1;
        }
        None
    }

    /// The highest square of the set, or `None` if it is empty.
    ///
    /// ```
    /// use bitfill::Wide;
    /// assert_eq!((Wide::<3>::square(150) | Wide::square(70)).last(), Some(150));
    /// assert_eq!(Wide::<3>::EMPTY.last(), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn last(self) -> Option<usize> {
        let mut i = W;
        while i > 0 {
            i -= 1;
            if self.0[i] != 0 {
                return Some(i * 64 + 63 - self.0[i].leading_zeros() as usize);
            }
        }
        None
    }

    /// Takes the lowest square out of the set and returns it, as move generators walk a
    /// set of pieces.
    ///
    /// ```
    /// use bitfill::Wide;
    /// let mut pieces = Wide::<3>::square(150) | Wide::square(70);
    /// assert_eq!(pieces.pop(), Some(70));
    /// assert_eq!(pieces.pop(), Some(150));
    /// assert_eq!(pieces.pop(), None);
    /// ```
    #[inline]
    pub const fn pop(&mut self) -> Option<usize> {
        let mut i = 0;
        while i < W {
            if self.0[i] != 0 {
                let square = i * 64 + self.0[i].trailing_zeros() as usize;
                self.0[i] &= self.0[i] - 1;
                return Some(square);
            }
            i += 1;
        }
        None
    }

    /// The squares of the set, lowest first (also `for square in set`).
    ///
    /// ```
    /// use bitfill::Wide;
    /// let set = Wide::<3>::square(150) | Wide::square(70);
    /// assert_eq!(set.iter().collect::<Vec<_>>(), [70, 150]);
    /// ```
    #[inline]
    pub const fn iter(self) -> WideSquares<W> {
        WideSquares(self)
    }

    /// A diagram of the set on a board of `files` x `ranks` squares: the last rank on top,
    /// `1` for a square of the set and `.` for one that is not, cells separated by spaces,
    /// no newline after the last row. Bits past the board are not drawn.
    ///
    /// ```
    /// use bitfill::Wide;
    ///
    /// // 12x12: a piece on b2 (rank 1 x 12 + file 1 = 13) and one on l12 (143).
    /// let pieces = Wide::<3>::square(13) | Wide::square(143);
    /// let diagram = pieces.diagram(12, 12).to_string();
    /// assert_eq!(diagram.lines().next(), Some(". . . . . . . . . . . 1"));
    /// assert_eq!(diagram.lines().nth(10), Some(". 1 . . . . . . . . . ."));
    /// ```
    #[must_use]
    pub const fn diagram(self, files: usize, ranks: usize) -> WideDiagram<W> {
        WideDiagram {
            set: self,
            files,
            ranks,
        }
    }
}

/// The squares of a [`Wide`], lowest first: its [`Wide::iter`] and `IntoIterator`.
#[derive(Clone, Copy, Debug)]
pub struct WideSquares<const W: usize>(Wide<W>);

impl<const W: usize> Iterator for WideSquares<W> {
    type Item = usize;

    /// The lowest square, cleared: one pass over the words for both.
    #[inline]
    fn next(&mut self) -> Option<usize> {
        for (i, word) in (self.0).0.iter_mut().enumerate() {
            if *word != 0 {
                let bit = word.trailing_zeros() as usize;
                *word &= *word - 1;
                return Some(i * 64 + bit);
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.len() as usize;
        (n, Some(n))
    }
}

impl<const W: usize> ExactSizeIterator for WideSquares<W> {}

impl<const W: usize> IntoIterator for Wide<W> {
    type Item = usize;
    type IntoIter = WideSquares<W>;

    fn into_iter(self) -> WideSquares<W> {
        self.iter()
    }
}

/// A [`Wide`] drawn on a board of a given size: see [`Wide::diagram`].
#[derive(Clone, Copy, Debug)]
pub struct WideDiagram<const W: usize> {
    set: Wide<W>,
    files: usize,
    ranks: usize,
}

impl<const W: usize> fmt::Display for WideDiagram<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..self.ranks).rev() {
            for file in 0..self.files {
                if file > 0 {
                    f.write_str(" ")?;
                }
                let square = rank * self.files + file;
                f.write_str(if self.set.contains(square) { "1" } else { "." })?;
            }
            if rank > 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

/// Sixteen files, as many ranks as the words hold: the 16x16 board for `Wide<4>`.
impl<const W: usize> fmt::Display for Wide<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.diagram(16, Self::BITS as usize / 16), f)
    }
}

impl<const W: usize> fmt::Debug for Wide<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Wide([")?;
        for (i, word) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{word:#018x}")?;
        }
        f.write_str("])")
    }
}

impl<const W: usize> From<[u64; W]> for Wide<W> {
    fn from(words: [u64; W]) -> Self {
        Wide(words)
    }
}

impl<const W: usize> From<Wide<W>> for [u64; W] {
    fn from(set: Wide<W>) -> Self {
        set.0
    }
}

macro_rules! operator {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:ident) => {
        impl<const W: usize> $trait for Wide<W> {
            type Output = Self;
            #[inline(always)]
            fn $method(self, other: Self) -> Self {
                Wide::$op(self, other)
            }
        }
        impl<const W: usize> $assign for Wide<W> {
            #[inline(always)]
            fn $assign_method(&mut self, other: Self) {
                *self = Wide::$op(*self, other);
            }
        }
    };
}

operator!(BitAnd, bitand, BitAndAssign, bitand_assign, and);
operator!(BitOr, bitor, BitOrAssign, bitor_assign, or);
operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, xor);

macro_rules! shift {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:ident) => {
        impl<const W: usize> $trait<u32> for Wide<W> {
            type Output = Self;
            #[inline(always)]
            fn $method(self, n: u32) -> Self {
                Wide::$op(self, n)
            }
        }
        impl<const W: usize> $assign<u32> for Wide<W> {
            #[inline(always)]
            fn $assign_method(&mut self, n: u32) {
                *self = Wide::$op(*self, n);
            }
        }
    };
}

shift!(Shl, shl, ShlAssign, shl_assign, shl);
shift!(Shr, shr, ShrAssign, shr_assign, shr);

impl<const W: usize> Not for Wide<W> {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        Wide::not(self)
    }
}

#[cfg(test)]
mod tests {
    use super::Wide;

    /// The words as one number, for sizes a `u128` holds.
    fn as_u128(set: Wide<2>) -> u128 {
        u128::from(set.0[0]) | u128::from(set.0[1]) << 64
    }

    fn of_u128(n: u128) -> Wide<2> {
        Wide([n as u64, (n >> 64) as u64])
    }

    #[test]
    fn two_words_behave_as_a_u128() {
        let values = [
            0u128,
            1,
            u128::MAX,
            0x8000_0000_0000_0001_8000_0000_0000_0001,
            0x0123_4567_89ab_cdef_fedc_ba98_7654_3210,
            1 << 63,
            1 << 64,
        ];
        for &a in &values {
            for &b in &values {
                let (x, y) = (of_u128(a), of_u128(b));
                assert_eq!(as_u128(x.and(y)), a & b);
                assert_eq!(as_u128(x.or(y)), a | b);
                assert_eq!(as_u128(x.xor(y)), a ^ b);
                assert_eq!(as_u128(x.wrapping_sub(y)), a.wrapping_sub(b));
            }
            for n in 0..140 {
                let shl = if n < 128 { a << n } else { 0 };
                let shr = if n < 128 { a >> n } else { 0 };
                assert_eq!(as_u128(of_u128(a).shl(n)), shl, "{a:#x} << {n}");
                assert_eq!(as_u128(of_u128(a).shr(n)), shr, "{a:#x} >> {n}");
            }
            assert_eq!(as_u128(!of_u128(a)), !a);
            assert_eq!(of_u128(a).len(), a.count_ones());
            assert_eq!(of_u128(a).is_empty(), a == 0);
            assert_eq!(
                of_u128(a).first(),
                (a != 0).then(|| a.trailing_zeros() as usize)
            );
            assert_eq!(
                of_u128(a).last(),
                (a != 0).then(|| 127 - a.leading_zeros() as usize)
            );
            let mut popped = of_u128(a);
            assert_eq!(popped.pop(), of_u128(a).first());
            assert_eq!(as_u128(popped), a & a.wrapping_sub(1));
        }
    }

    #[test]
    fn squares_and_iteration() {
        let set = Wide::<4>::square(0) | Wide::square(63) | Wide::square(64) | Wide::square(255);
        assert!(Wide::<4>::square(256).is_empty());
        assert!(set.contains(255) && !set.contains(256) && !set.contains(1));
        let squares: [usize; 4] = [0, 63, 64, 255];
        assert!(set.iter().eq(squares));
        assert_eq!(set.into_iter().len(), 4);
    }
}
