//! [`Bitboard`]: a set of the 64 squares of an 8x8 board, with the operators, iteration
//! and diagrams that engines expect of a bitboard type.

use crate::{File, Rank, Square};
use core::fmt;
use core::iter::FusedIterator;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr, Sub, SubAssign,
};
use core::str::FromStr;

/// A set of squares of an 8x8 board: bit `i` is the square of index `i` (a1 = bit 0, h1 =
/// bit 7, h8 = bit 63). Every function of bitfill takes and returns its sets as
/// `Bitboard`s; `#[repr(transparent)]` over its `u64`, which is public, so `Bitboard(x)`
/// and `.0` (or `From` both ways) are the zero-cost way in from an engine's own words and
/// out to them.
///
/// It has the set operators between sets (`&`, `|`, `^`, `!`, and `-` for "and not", each
/// with a `Bitboard` or a [`Square`] on the right, and their assigning forms), iterates
/// its squares from a1 towards h8, and reads and draws the Chess Programming Wiki's
/// diagrams. There is no arithmetic with integers: `b - 1` does not compile, so the word
/// idiom `b & (b - 1)` (clear the lowest square) cannot be mistaken for set difference;
/// write [`pop`](Bitboard::pop), or `Bitboard(b.0 & (b.0 - 1))` on the word.
///
/// ```
/// use bitfill::{Bitboard, Rank, Square, rook_attacks};
///
/// let rooks = Bitboard::from_squares(&[Square::A1, Square::H1]);
/// let occupied = rooks | Square::E1 | Square::A5;
/// let attacks = rook_attacks(rooks, occupied);
/// assert!(attacks.contains(Square::A5) && !attacks.contains(Square::A6));
/// assert_eq!(attacks.len(), 4 + 4 + 7 + 2); // a2-a5, b1-e1, h2-h8, f1 and g1
/// for square in attacks & Rank::First {
///     assert_eq!(square.rank(), Rank::First);
/// }
/// assert_eq!((attacks - Bitboard::RANK_1).first(), Some(Square::A2));
/// ```
///
/// ```compile_fail
/// // Set difference takes a set, not an integer: the word idiom does not compile.
/// let b = bitfill::Bitboard(0b1100);
/// let _ = b & (b - 1);
/// ```
///
/// `Display` writes eight rows, rank 8 first, of eight cells separated by spaces, `1` for a
/// set square and `.` for a clear one, with no newline after the last row; `FromStr` reads
/// that picture back. `Debug` writes the hex value and the diagram, so a failed
/// `assert_eq!` shows the boards.
///
/// ```
/// use bitfill::Bitboard;
///
/// let rooks = Bitboard(1 << 56 | 1 << 51 | 1 << 29); // a8, d7, f4
/// assert_eq!(rooks.to_string(), "\
/// 1 . . . . . . .
/// . . . 1 . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . 1 . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .");
/// assert_eq!(rooks.to_string().parse::<Bitboard>(), Ok(rooks));
/// ```
///
/// `FromStr` is lenient where it costs nothing: blank lines and spaces anywhere are ignored
/// (so the rows may be indented, and the cells need not be separated), and a set square may
/// also be written `x` or `X`, a clear one `0` or `-` (the Chess Programming Wiki's
/// Dumb7Fill page writes `0` for a bit that an AND cleared). Anything else is an error that
/// names the line and column: see [`ParseBitboardError`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Bitboard(pub u64);

/// The types whose arrays the vector kernels load and store as 64-bit lanes: `u64` and
/// [`Bitboard`], which is `#[repr(transparent)]` over it, so that an array of either is
/// the same bytes. Crate-private: no other type can claim it.
#[allow(dead_code)] // Only the x86_64 kernels load arrays.
pub(crate) trait Lane64: Copy {}

impl Lane64 for u64 {}

impl Lane64 for Bitboard {}

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const FULL: Bitboard = Bitboard(!0);
    /// The first rank, a1 to h1.
    pub const RANK_1: Bitboard = Bitboard(0xff);
    /// The a-file, a1 to a8.
    pub const FILE_A: Bitboard = Bitboard(0x0101_0101_0101_0101);

    /// The set of `squares` (a square listed twice is in it once), in `const` context too.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// const CORNERS: Bitboard = Bitboard::from_squares(&[Square::A1, Square::H1, Square::A8, Square::H8]);
    /// assert_eq!(CORNERS.0, 0x8100_0000_0000_0081);
    /// ```
    #[must_use]
    pub const fn from_squares(squares: &[Square]) -> Bitboard {
        let mut bits = 0;
        let mut i = 0;
        while i < squares.len() {
            bits |= squares[i].bitboard().0;
            i += 1;
        }
        Bitboard(bits)
    }

    /// Whether `square` is in the set.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// assert!(Bitboard::RANK_1.contains(Square::E1) && !Bitboard::RANK_1.contains(Square::E2));
    /// ```
    #[must_use]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & square.bitboard().0 != 0
    }

    /// The number of squares in the set.
    ///
    /// ```
    /// use bitfill::Bitboard;
    /// assert_eq!(Bitboard::RANK_1.len(), 8);
    /// ```
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has no square.
    ///
    /// ```
    /// use bitfill::Bitboard;
    /// assert!(Bitboard::EMPTY.is_empty() && !Bitboard::FULL.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest square of the set (nearest a1 in index order), if any.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// assert_eq!(Bitboard::FILE_A.first(), Some(Square::A1));
    /// assert_eq!(Bitboard::EMPTY.first(), None);
    /// ```
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_wrapping(self.0.trailing_zeros() as usize))
        }
    }

    /// The highest square of the set (nearest h8 in index order), if any.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// assert_eq!(Bitboard::FILE_A.last(), Some(Square::A8));
    /// ```
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_wrapping(
                63 - self.0.leading_zeros() as usize,
            ))
        }
    }

    /// Takes the lowest square out of the set and returns it, as move generators walk a
    /// set of pieces.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// let mut knights = Bitboard::from_squares(&[Square::G1, Square::B1]);
    /// assert_eq!(knights.pop(), Some(Square::B1));
    /// assert_eq!(knights.pop(), Some(Square::G1));
    /// assert_eq!(knights.pop(), None);
    /// ```
    pub const fn pop(&mut self) -> Option<Square> {
        let first = self.first();
        self.0 &= self.0.wrapping_sub(1);
        first
    }

    /// The set with `square` added.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// assert_eq!(Bitboard::EMPTY.with(Square::H8), Bitboard(1 << 63));
    /// ```
    #[must_use]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | square.bitboard().0)
    }

    /// The set with `square` taken out.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// assert_eq!(Bitboard::RANK_1.without(Square::A1).len(), 7);
    /// ```
    #[must_use]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !square.bitboard().0)
    }

    /// Adds `square` to the set.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// let mut set = Bitboard::EMPTY;
    /// set.insert(Square::C2);
    /// assert_eq!(set, Bitboard::from(Square::C2));
    /// ```
    pub const fn insert(&mut self, square: Square) {
        self.0 |= square.bitboard().0;
    }

    /// Takes `square` out of the set.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// let mut set = Bitboard::RANK_1;
    /// set.remove(Square::H1);
    /// assert_eq!(set, Bitboard(0x7f));
    /// ```
    pub const fn remove(&mut self, square: Square) {
        self.0 &= !square.bitboard().0;
    }

    /// Whether every square of `self` is in `other`.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// assert!(Bitboard::from(Square::A4).is_subset(Bitboard::FILE_A));
    /// ```
    #[must_use]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether every square of `other` is in `self`.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// assert!(Bitboard::FILE_A.is_superset(Bitboard::from(Square::A4)));
    /// assert!(!Bitboard::FILE_A.is_superset(Bitboard::RANK_1));
    /// ```
    #[must_use]
    pub const fn is_superset(self, other: Bitboard) -> bool {
        other.0 & !self.0 == 0
    }

    /// Whether the set has two squares or more: a branch-free test, no popcount (clear
    /// the lowest square, see whether any is left), as a legal move generator asks
    /// whether a king is in double check.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// assert!(!Bitboard::EMPTY.more_than_one());
    /// assert!(!Bitboard::from(Square::E4).more_than_one());
    /// assert!(Bitboard::from_squares(&[Square::E4, Square::H8]).more_than_one());
    /// ```
    #[inline]
    #[must_use]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The set mirrored across the line between the fourth and fifth ranks: rank 1
    /// becomes rank 8 and each square keeps its file (one byte swap: the Chess Programming
    /// Wiki's "Flipping Mirroring and Rotating", Flip Vertically). The position as the
    /// other side sees it.
    ///
    /// ```text
    /// . . . . . . . .     . . . . . . . .
    /// . . . . . . . .     1 1 1 1 1 1 1 1
    /// . . . . . . . .     . . . . . . . .
    /// . . . . . . . .  -> . . . . . . . .
    /// . . . . . . . .     . . . . . . . .
    /// . . . . . . . .     . . . . . . . .
    /// 1 1 1 1 1 1 1 1     . . . . . . . .
    /// . . . . 1 . . .     . . . . 1 . . .
    /// ```
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// let white = Bitboard(0xff00) | Square::E1;
    /// assert_eq!(white.flip_vertical(), Bitboard(0x00ff_0000_0000_0000) | Square::E8);
    /// ```
    #[inline]
    #[must_use]
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }

    /// The set mirrored across the line between the d- and e-files: the a-file becomes the
    /// h-file and each square keeps its rank (the Chess Programming Wiki's "Flipping
    /// Mirroring and Rotating", Mirror Horizontally: three swaps of bit groups, 1, 2 and 4
    /// files wide).
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// let castled = Bitboard::from_squares(&[Square::G1, Square::F1]);
    /// assert_eq!(castled.flip_horizontal(), Bitboard::from_squares(&[Square::B1, Square::C1]));
    /// ```
    #[inline]
    #[must_use]
    pub const fn flip_horizontal(self) -> Bitboard {
        const K1: u64 = 0x5555_5555_5555_5555;
        const K2: u64 = 0x3333_3333_3333_3333;
        const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
        let mut x = self.0;
        x = ((x >> 1) & K1) | ((x & K1) << 1);
        x = ((x >> 2) & K2) | ((x & K2) << 2);
        x = ((x >> 4) & K4) | ((x & K4) << 4);
        Bitboard(x)
    }

    /// Every subset of the set, the empty set first and the set itself last: `2^len`
    /// sets, by the Carry-Rippler (the Chess Programming Wiki's "Traversing Subsets of a
    /// Set": `subset = (subset - set) & set` counts up through the set's bits only), as
    /// magic-bitboard table builders and exhaustive tests walk the occupancies of a line.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// let set = Bitboard::from_squares(&[Square::B1, Square::D1]);
    /// let subsets: Vec<Bitboard> = set.subsets().collect();
    /// assert_eq!(subsets, [
    ///     Bitboard::EMPTY,
    ///     Bitboard::from(Square::B1),
    ///     Bitboard::from(Square::D1),
    ///     set,
    /// ]);
    /// assert_eq!(Bitboard::RANK_1.subsets().count(), 256);
    /// ```
    #[must_use]
    pub const fn subsets(self) -> Subsets {
        Subsets {
            set: self.0,
            next: Some(0),
        }
    }

    /// Whether `self` and `other` have no square in common.
    ///
    /// ```
    /// use bitfill::Bitboard;
    /// assert!(Bitboard::RANK_1.is_disjoint(Bitboard::RANK_1 << 8));
    /// ```
    #[must_use]
    pub const fn is_disjoint(self, other: Bitboard) -> bool {
        self.0 & other.0 == 0
    }

    /// The squares of the set, from a1 towards h8 (also `for square in bitboard`).
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// let squares: Vec<Square> = Bitboard(0x8000_0000_0000_0101).iter().collect();
    /// assert_eq!(squares, [Square::A1, Square::A2, Square::H8]);
    /// assert_eq!(Bitboard::RANK_1.iter().rev().next(), Some(Square::H1));
    /// ```
    #[must_use]
    pub const fn iter(self) -> Squares {
        Squares(self.0)
    }

    /// Several boards side by side, each under its caption, as the Chess Programming
    /// Wiki's Dumb7Fill page shows the steps of a fill. Columns are as wide as a board (15
    /// characters) or its caption, whichever is wider, and 5 spaces apart; the caption line
    /// is left out when every caption is empty. Writes rows straight to the formatter: no
    /// allocation.
    ///
    /// ```
    /// use bitfill::Bitboard;
    /// let generator = Bitboard(1 << 51); // d7
    /// let empty = !Bitboard(1 << 35); // all but d5
    /// let shifted = generator >> 8;
    /// let text = Bitboard::side_by_side(&[("generator >> 8", shifted), ("& empty", empty), ("=> flood", shifted & empty)])
    ///     .to_string();
    /// assert_eq!(text.lines().next(), Some("generator >> 8      & empty             => flood"));
    /// assert_eq!(text.lines().nth(3), Some(". . . 1 . . . .     1 1 1 1 1 1 1 1     . . . 1 . . . ."));
    /// ```
    #[must_use]
    pub fn side_by_side<'a>(boards: &'a [(&'a str, Bitboard)]) -> SideBySide<'a> {
        SideBySide { boards }
    }
}

/// The subsets of a [`Bitboard`], from [`Bitboard::subsets`]: the empty set first, the
/// set itself last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Subsets {
    /// The set whose subsets these are.
    set: u64,
    /// The next subset to return; `None` after the set itself.
    next: Option<u64>,
}

impl Iterator for Subsets {
    type Item = Bitboard;

    #[inline]
    fn next(&mut self) -> Option<Bitboard> {
        let subset = self.next?;
        let following = subset.wrapping_sub(self.set) & self.set;
        // Back to the empty set: every subset has been returned.
        self.next = if following == 0 {
            None
        } else {
            Some(following)
        };
        Some(Bitboard(subset))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        match self.next {
            None => (0, Some(0)),
            // The subsets left: 2^len minus those before `next`, which are the numbers
            // below the one `next` spells in the set's bits (the Carry-Rippler counts).
            Some(next) => {
                let mut rank = 0u128;
                let mut bits = self.set;
                let mut place = 0;
                while bits != 0 {
                    let lowest = bits & bits.wrapping_neg();
                    if next & lowest != 0 {
                        rank |= 1 << place;
                    }
                    place += 1;
                    bits ^= lowest;
                }
                let left = (1u128 << self.set.count_ones()) - rank;
                match usize::try_from(left) {
                    Ok(left) => (left, Some(left)),
                    Err(_) => (usize::MAX, None),
                }
            }
        }
    }
}

impl FusedIterator for Subsets {}

/// The squares of a [`Bitboard`], from a1 towards h8 (from h8 backwards with `.rev()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let mut set = Bitboard(self.0);
        let square = set.pop();
        self.0 = set.0;
        square
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Squares {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        let last = Bitboard(self.0).last()?;
        self.0 &= !last.bitboard().0;
        Some(last)
    }
}

impl ExactSizeIterator for Squares {}

impl FusedIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline]
    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

// The sets of one square, one file and one rank are written here, beside the set type,
// not in square.rs: `Bitboard`'s methods and operators take squares, files and ranks, so
// this module uses `square`, and `square` does not use it back (no module cycle,
// tests/library/module_cycles.rs).

impl Square {
    /// The set of this square alone: bit [`index`](Square::index).
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// assert_eq!(Square::E4.bitboard(), Bitboard(1 << 28));
    /// ```
    #[inline]
    #[must_use]
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(1 << self as u8)
    }
}

impl File {
    /// The eight squares of the file, rank 1 to rank 8: the a-file shifted east.
    ///
    /// ```
    /// use bitfill::{Bitboard, File};
    /// assert_eq!(File::H.bitboard(), Bitboard(0x8080_8080_8080_8080));
    /// ```
    #[inline]
    #[must_use]
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(Bitboard::FILE_A.0 << self as u32)
    }
}

impl Rank {
    /// The eight squares of the rank, a-file to h-file: the first rank shifted north.
    ///
    /// ```
    /// use bitfill::{Bitboard, Rank};
    /// assert_eq!(Rank::Eighth.bitboard(), Bitboard(0xff00_0000_0000_0000));
    /// ```
    #[inline]
    #[must_use]
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(Bitboard::RANK_1.0 << (8 * self as u32))
    }
}

impl From<File> for Bitboard {
    #[inline]
    fn from(file: File) -> Bitboard {
        file.bitboard()
    }
}

impl From<Rank> for Bitboard {
    #[inline]
    fn from(rank: Rank) -> Bitboard {
        rank.bitboard()
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(square: Square) -> Bitboard {
        square.bitboard()
    }
}

/// The operators, each with a `Bitboard`, a `Square`, a `File` or a `Rank` on the right:
/// sets only, no integer (see [`Bitboard`]).
macro_rules! operators {
    ($($trait:ident $method:ident $assign_trait:ident $assign:ident, |$a:ident, $b:ident| $op:expr;)*) => {
        $(operators!(@one $trait $method $assign_trait $assign, |$a, $b| $op, Bitboard, |x| x.0);)*
        $(operators!(@one $trait $method $assign_trait $assign, |$a, $b| $op, Square, |x| x.bitboard().0);)*
        $(operators!(@one $trait $method $assign_trait $assign, |$a, $b| $op, File, |x| x.bitboard().0);)*
        $(operators!(@one $trait $method $assign_trait $assign, |$a, $b| $op, Rank, |x| x.bitboard().0);)*
    };
    (@one $trait:ident $method:ident $assign_trait:ident $assign:ident, |$a:ident, $b:ident| $op:expr, $rhs:ty, |$x:ident| $bits:expr) => {
        impl $trait<$rhs> for Bitboard {
            type Output = Bitboard;

            #[inline]
            fn $method(self, $x: $rhs) -> Bitboard {
                let ($a, $b) = (self.0, $bits);
                Bitboard($op)
            }
        }

        impl $assign_trait<$rhs> for Bitboard {
            #[inline]
            fn $assign(&mut self, $x: $rhs) {
                let ($a, $b) = (self.0, $bits);
                self.0 = $op;
            }
        }
    };
}

operators! {
    BitAnd bitand BitAndAssign bitand_assign, |a, b| a & b;
    BitOr bitor BitOrAssign bitor_assign, |a, b| a | b;
    BitXor bitxor BitXorAssign bitxor_assign, |a, b| a ^ b;
    Sub sub SubAssign sub_assign, |a, b| a & !b;
}

/// `square | other`: the set of both, as `Bitboard::from(square) | other`.
macro_rules! square_union {
    ($($rhs:ty),*) => {
        $(
            impl BitOr<$rhs> for Square {
                type Output = Bitboard;

                #[inline]
                fn bitor(self, other: $rhs) -> Bitboard {
                    self.bitboard() | other
                }
            }
        )*
    };
}

square_union!(Square, Bitboard);

impl Not for Bitboard {
    type Output = Bitboard;

    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// Every square moved `n` indices up (towards h8): `n = 8` is one rank north. Squares
/// that leave the board vanish; a shift along a rank wraps into the next rank, as on a
/// `u64`.
impl Shl<u32> for Bitboard {
    type Output = Bitboard;

    #[inline]
    fn shl(self, n: u32) -> Bitboard {
        Bitboard(self.0 << n)
    }
}

/// Every square moved `n` indices down (towards a1): `n = 8` is one rank south.
impl Shr<u32> for Bitboard {
    type Output = Bitboard;

    #[inline]
    fn shr(self, n: u32) -> Bitboard {
        Bitboard(self.0 >> n)
    }
}

impl From<u64> for Bitboard {
    #[inline]
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

impl From<Bitboard> for u64 {
    #[inline]
    fn from(board: Bitboard) -> u64 {
        board.0
    }
}

/// One row of the diagram: rank `rank` (0 = first), files a to h, cells separated by spaces.
fn write_rank(f: &mut fmt::Formatter<'_>, bits: u64, rank: u32) -> fmt::Result {
    for file in 0..8 {
        if file > 0 {
            f.write_str(" ")?;
        }
        let set = bits >> (rank * 8 + file) & 1 == 1;
        f.write_str(if set { "1" } else { "." })?;
    }
    Ok(())
}

impl fmt::Display for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            write_rank(f, self.0, rank)?;
            if rank > 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})\n{self}\n", self.0)
    }
}

/// Why a string is not a board diagram. `line` and `column` count from 1, in characters of
/// the parsed string (blank lines included), and point at the offending cell or row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseBitboardError {
    /// The line of the string where the problem is (the line after the end for a missing
    /// row).
    pub line: usize,
    /// The column of the offending character, or 1 when the whole line is at fault.
    pub column: usize,
    /// What is wrong there.
    pub kind: ParseBitboardErrorKind,
}

/// What is wrong in a board diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseBitboardErrorKind {
    /// A character that is neither a cell (`1 x X . 0 -`) nor a space.
    InvalidCell(char),
    /// A row with this many cells, fewer than 8.
    TooFewCells(usize),
    /// A ninth cell in a row.
    TooManyCells,
    /// Only this many rows, fewer than 8.
    TooFewRows(usize),
    /// A ninth row.
    TooManyRows,
}

impl fmt::Display for ParseBitboardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match self.kind {
            ParseBitboardErrorKind::InvalidCell(c) => write!(
                f,
                "invalid cell {c:?}: expected 1, x or X for a set square, . 0 or - for a clear one"
            ),
            ParseBitboardErrorKind::TooFewCells(n) => {
                write!(f, "a row of {n} cells: expected 8 per row")
            }
            ParseBitboardErrorKind::TooManyCells => f.write_str("a ninth cell: expected 8 per row"),
            ParseBitboardErrorKind::TooFewRows(n) => {
                write!(f, "the diagram ends after {n} rows: expected 8")
            }
            ParseBitboardErrorKind::TooManyRows => f.write_str("a ninth row: expected 8"),
        }
    }
}

impl core::error::Error for ParseBitboardError {}

impl FromStr for Bitboard {
    type Err = ParseBitboardError;

    /// Parses a diagram as `Display` prints it; see [`Bitboard`] for what else is accepted.
    fn from_str(s: &str) -> Result<Bitboard, ParseBitboardError> {
        let mut bits = 0u64;
        let mut rows = 0;
        let mut lines = 0;
        for (line_index, line) in s.lines().enumerate() {
            lines = line_index + 1;
            let error = |column, kind| ParseBitboardError {
                line: line_index + 1,
                column,
                kind,
            };
            if line.trim().is_empty() {
                continue;
            }
            if rows == 8 {
                return Err(error(1, ParseBitboardErrorKind::TooManyRows));
            }
            let rank = 7 - rows;
            let mut cells = 0;
            for (column_index, c) in line.chars().enumerate() {
                let set = match c {
                    '1' | 'x' | 'X' => true,
                    '.' | '0' | '-' => false,
                    c if c.is_whitespace() => continue,
                    c => {
                        let kind = ParseBitboardErrorKind::InvalidCell(c);
                        return Err(error(column_index + 1, kind));
                    }
                };
                if cells == 8 {
                    return Err(error(
                        column_index + 1,
                        ParseBitboardErrorKind::TooManyCells,
                    ));
                }
                bits |= u64::from(set) << (rank * 8 + cells);
                cells += 1;
            }
            if cells < 8 {
                return Err(error(1, ParseBitboardErrorKind::TooFewCells(cells)));
            }
            rows += 1;
        }
        if rows < 8 {
            return Err(ParseBitboardError {
                line: lines + 1,
                column: 1,
                kind: ParseBitboardErrorKind::TooFewRows(rows),
            });
        }
        Ok(Bitboard(bits))
    }
}

/// The `Display` of [`Bitboard::side_by_side`].
#[derive(Clone, Copy, Debug)]
pub struct SideBySide<'a> {
    boards: &'a [(&'a str, Bitboard)],
}

/// The characters of one board row: 8 cells and 7 spaces.
const BOARD_WIDTH: usize = 15;

/// The spaces between two columns.
const GAP: &str = "     ";

impl fmt::Display for SideBySide<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = |caption: &str| caption.chars().count().max(BOARD_WIDTH);
        let last = self.boards.len().saturating_sub(1);
        if self.boards.iter().any(|(caption, _)| !caption.is_empty()) {
            // Spaces are written only before a caption, so the line has no trailing ones.
            let mut pending_spaces = 0;
            for (caption, _) in self.boards {
                if !caption.is_empty() {
                    write!(f, "{:pending_spaces$}{caption}", "")?;
                    pending_spaces = 0;
                }
                pending_spaces += width(caption) - caption.chars().count() + GAP.len();
            }
            f.write_str("\n")?;
        }
        for rank in (0..8).rev() {
            for (i, (caption, bits)) in self.boards.iter().enumerate() {
                write_rank(f, bits.0, rank)?;
                if i != last {
                    write!(f, "{:w$}{GAP}", "", w = width(caption) - BOARD_WIDTH)?;
                }
            }
            if rank > 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}
