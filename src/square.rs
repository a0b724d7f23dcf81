//! A square of the board, its file and its rank, as types that cannot be out of range.

use core::fmt;
use core::str::FromStr;

/// One of the 64 squares, little-endian rank-file: `a1` has index 0, `h1` 7, `a8` 56, `h8` 63.
///
/// ```text
///  8 | 56 57 58 59 60 61 62 63
///  7 | 48 49 50 51 52 53 54 55
///  6 | 40 41 42 43 44 45 46 47
///  5 | 32 33 34 35 36 37 38 39
///  4 | 24 25 26 27 28 29 30 31
///  3 | 16 17 18 19 20 21 22 23
///  2 |  8  9 10 11 12 13 14 15
///  1 |  0  1  2  3  4  5  6  7
///    +------------------------
///       a  b  c  d  e  f  g  h
/// ```
///
/// Being an enum of 64 variants, a `Square` is always on the board, so a table indexed by
/// [`Square::index`] needs no bounds check, and `Option<Square>` takes one byte. The checked
/// constructors return `None` for anything off the board; `Display` and `FromStr` use
/// algebraic names (`"e4"`).
///
/// ```
/// use bitfill::{Bitboard, File, Rank, Square};
///
/// let e4: Square = "e4".parse()?;
/// assert_eq!(e4, Square::E4);
/// assert_eq!((e4.file(), e4.rank(), e4.index()), (File::E, Rank::Fourth, 28));
/// assert_eq!(e4.bitboard(), Bitboard(1 << 28));
/// assert_eq!(Square::new(File::E, Rank::Fourth), Square::E4);
/// assert_eq!(Square::from_index(64), None);
/// assert_eq!(e4.to_string(), "e4");
/// # Ok::<(), bitfill::ParseSquareError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[rustfmt::skip]
#[allow(missing_docs)]
pub enum Square {
    A1 = 0, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    /// All 64 squares in index order: a1, b1, ..., h1, a2, ..., h8.
    #[rustfmt::skip]
    pub const ALL: [Square; 64] = {
        use Square::*;
        [
            A1, B1, C1, D1, E1, F1, G1, H1,
            A2, B2, C2, D2, E2, F2, G2, H2,
            A3, B3, C3, D3, E3, F3, G3, H3,
            A4, B4, C4, D4, E4, F4, G4, H4,
            A5, B5, C5, D5, E5, F5, G5, H5,
            A6, B6, C6, D6, E6, F6, G6, H6,
            A7, B7, C7, D7, E7, F7, G7, H7,
            A8, B8, C8, D8, E8, F8, G8, H8,
        ]
    };

    /// The square with index `index` (a1 = 0, h8 = 63), if `index < 64`.
    ///
    /// ```
    /// use bitfill::Square;
    /// assert_eq!(Square::from_index(28), Some(Square::E4));
    /// assert_eq!(Square::from_index(64), None);
    /// ```
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 64 {
            Some(Square::ALL[index])
        } else {
            None
        }
    }

    /// The square on `file` and `rank`, in `const` context too.
    ///
    /// ```
    /// use bitfill::{File, Rank, Square};
    /// assert_eq!(Square::new(File::E, Rank::Fourth), Square::E4);
    /// const H8: Square = Square::new(File::H, Rank::Eighth);
    /// assert_eq!(H8, Square::H8);
    /// ```
    #[inline]
    #[must_use]
    pub const fn new(file: File, rank: Rank) -> Square {
        Square::from_index_wrapping(rank as usize * 8 + file as usize)
    }

    /// The index, `0..=63`: `8 * rank + file`. A `usize`, because it indexes tables.
    ///
    /// ```
    /// use bitfill::Square;
    /// assert_eq!(Square::H8.index(), 63);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The square with index `index % 64`: a total conversion for indices that are known to
    /// be below 64 (a `trailing_zeros` of a non-empty bitboard), with no table read (LLVM
    /// turns the match into the identity), where `Square::ALL[i]` costs a load.
    ///
    /// ```
    /// use bitfill::Square;
    /// assert_eq!(Square::from_index_wrapping(28), Square::E4);
    /// assert_eq!(Square::from_index_wrapping(64 + 28), Square::E4);
    /// ```
    #[inline]
    #[must_use]
    #[rustfmt::skip]
    pub const fn from_index_wrapping(index: usize) -> Square {
        use Square::*;
        match index % 64 {
            0 => A1,
            1 => B1,
            2 => C1,
            3 => D1,
            4 => E1,
            5 => F1,
            6 => G1,
            7 => H1,
            8 => A2,
            9 => B2,
            10 => C2,
            11 => D2,
            12 => E2,
            13 => F2,
            14 => G2,
            15 => H2,
            16 => A3,
            17 => B3,
            18 => C3,
            19 => D3,
            20 => E3,
            21 => F3,
            22 => G3,
            23 => H3,
            24 => A4,
            25 => B4,
            26 => C4,
            27 => D4,
            28 => E4,
            29 => F4,
            30 => G4,
            31 => H4,
            32 => A5,
            33 => B5,
            34 => C5,
            35 => D5,
            36 => E5,
            37 => F5,
            38 => G5,
            39 => H5,
            40 => A6,
            41 => B6,
            42 => C6,
            43 => D6,
            44 => E6,
            45 => F6,
            46 => G6,
            47 => H6,
            48 => A7,
            49 => B7,
            50 => C7,
            51 => D7,
            52 => E7,
            53 => F7,
            54 => G7,
            55 => H7,
            56 => A8,
            57 => B8,
            58 => C8,
            59 => D8,
            60 => E8,
            61 => F8,
            62 => G8,
            _ => H8,
        }
    }

    /// The file: [`File::A`] to [`File::H`].
    ///
    /// ```
    /// use bitfill::{File, Square};
    /// assert_eq!(Square::E4.file(), File::E);
    /// ```
    #[inline]
    #[must_use]
    pub const fn file(self) -> File {
        File::from_index_wrapping(self as usize)
    }

    /// The rank: [`Rank::First`] (white's back rank) to [`Rank::Eighth`].
    ///
    /// ```
    /// use bitfill::{Rank, Square};
    /// assert_eq!(Square::E4.rank(), Rank::Fourth);
    /// ```
    #[inline]
    #[must_use]
    pub const fn rank(self) -> Rank {
        Rank::from_index_wrapping(self as usize >> 3)
    }

    /// The square mirrored across the line between the fourth and fifth ranks: same file,
    /// rank 1 for rank 8 (`e2` and `e7`). The square as the other side sees it.
    ///
    /// ```
    /// use bitfill::Square;
    /// assert_eq!(Square::E2.flip_vertical(), Square::E7);
    /// assert_eq!(Square::A8.flip_vertical(), Square::A1);
    /// ```
    #[inline]
    #[must_use]
    pub const fn flip_vertical(self) -> Square {
        Square::from_index_wrapping(self as usize ^ 56)
    }

    /// The square mirrored across the line between the d- and e-files: same rank, file a
    /// for file h (`b1` and `g1`).
    ///
    /// ```
    /// use bitfill::Square;
    /// assert_eq!(Square::B1.flip_horizontal(), Square::G1);
    /// assert_eq!(Square::D5.flip_horizontal(), Square::E5);
    /// ```
    #[inline]
    #[must_use]
    pub const fn flip_horizontal(self) -> Square {
        Square::from_index_wrapping(self as usize ^ 7)
    }

    /// The 64 squares in index order.
    ///
    /// ```
    /// use bitfill::Square;
    /// assert_eq!(Square::iter().nth(9), Some(Square::B2));
    /// ```
    pub fn iter() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator + Clone {
        Square::ALL.into_iter()
    }

    /// The algebraic name's two characters: `('e', '4')`.
    const fn chars(self) -> [u8; 2] {
        [self.file().char() as u8, self.rank().char() as u8]
    }
}

impl From<Square> for usize {
    fn from(square: Square) -> usize {
        square.index()
    }
}

impl TryFrom<usize> for Square {
    type Error = SquareIndexError;

    fn try_from(index: usize) -> Result<Square, SquareIndexError> {
        Square::from_index(index).ok_or(SquareIndexError(index))
    }
}

/// The error of [`Square::try_from`] an index of 64 or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareIndexError(pub usize);

impl fmt::Display for SquareIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "square index {} is off the board: expected 0 to 63",
            self.0
        )
    }
}

impl core::error::Error for SquareIndexError {}

impl fmt::Display for Square {
    /// The algebraic name, lowercase: `e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.chars();
        // Both bytes are ASCII, so this never fails.
        f.pad(core::str::from_utf8(&name).map_err(|_| fmt::Error)?)
    }
}

/// Why a string is not a square name: what was expected, and what was found instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseSquareError {
    /// The string was empty.
    Empty,
    /// The first character is not a file letter `a` to `h`.
    InvalidFile(char),
    /// The string is a file letter alone, without a rank.
    MissingRank,
    /// The second character is not a rank digit `1` to `8`.
    InvalidRank(char),
    /// More characters follow the file and rank.
    TrailingCharacters,
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSquareError::Empty => f.write_str("empty square name"),
            ParseSquareError::InvalidFile(c) => write!(f, "invalid file {c:?} in square name"),
            ParseSquareError::MissingRank => f.write_str("square name has no rank"),
            ParseSquareError::InvalidRank(c) => write!(f, "invalid rank {c:?} in square name"),
            ParseSquareError::TrailingCharacters => {
                f.write_str("square name has characters after its rank")
            }
        }?;
        f.write_str(": expected a file a-h then a rank 1-8, like \"e4\"")
    }
}

impl core::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses an algebraic name, as printed by `Display`: a lowercase file letter `a`-`h`
    /// then a rank digit `1`-`8`, nothing else.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        let file = chars.next().ok_or(ParseSquareError::Empty)?;
        if !('a'..='h').contains(&file) {
            return Err(ParseSquareError::InvalidFile(file));
        }
        let rank = chars.next().ok_or(ParseSquareError::MissingRank)?;
        if !('1'..='8').contains(&rank) {
            return Err(ParseSquareError::InvalidRank(rank));
        }
        if chars.next().is_some() {
            return Err(ParseSquareError::TrailingCharacters);
        }
        // Both are ASCII and in range, so the subtractions give 0..=7.
        let file = File::from_index_wrapping((file as u8 - b'a') as usize);
        let rank = Rank::from_index_wrapping((rank as u8 - b'1') as usize);
        Ok(Square::new(file, rank))
    }
}

/// The eight files and ranks: the same code for both, each with its letters or digits.
macro_rules! line_type {
    (
        $(#[$doc:meta])*
        $name:ident, $first_char:literal, $what:literal,
        [$($variant:ident = $index:literal),*]
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        #[allow(missing_docs)]
        pub enum $name {
            $($variant = $index),*
        }

        impl $name {
            #[doc = concat!("The eight ", $what, "s in index order.")]
            pub const ALL: [$name; 8] = [$($name::$variant),*];

            #[doc = concat!("The index, `0..=7`: `", stringify!($name), "::ALL[i]` has index `i`.")]
            #[inline]
            #[must_use]
            pub const fn index(self) -> usize {
                self as usize
            }

            #[doc = concat!("The ", $what, " of index `index`, if `index < 8`.")]
            #[inline]
            #[must_use]
            pub const fn from_index(index: usize) -> Option<$name> {
                if index < 8 {
                    Some($name::ALL[index])
                } else {
                    None
                }
            }

            /// The line of index `index % 8`, with no table read (LLVM turns the match
            /// into the identity).
            #[inline]
            pub(crate) const fn from_index_wrapping(index: usize) -> $name {
                match index % 8 {
                    $($index => $name::$variant,)*
                    _ => unreachable!(),
                }
            }

            #[doc = concat!("The ", $what, "'s character in a square's name.")]
            const fn char(self) -> char {
                ($first_char as u32 as u8 + self as u8) as char
            }
        }

        impl fmt::Display for $name {
            #[doc = concat!("The ", $what, "'s character: `", $first_char, "` for the first.")]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let mut bytes = [0; 4];
                f.pad(self.char().encode_utf8(&mut bytes))
            }
        }
    };
}

line_type! {
    /// A file of the board, [`File::A`] (index 0) to [`File::H`] (index 7): the column of
    /// a square, as cozy-chess and shakmaty name it.
    ///
    /// ```
    /// use bitfill::{Bitboard, File, Square};
    /// assert_eq!(Square::C7.file(), File::C);
    /// assert_eq!(File::C.index(), 2);
    /// assert_eq!(File::from_index(8), None);
    /// assert_eq!(File::C.to_string(), "c");
    /// assert_eq!(Bitboard::from(File::A), Bitboard(0x0101_0101_0101_0101));
    /// ```
    File, 'a', "file",
    [A = 0, B = 1, C = 2, D = 3, E = 4, F = 5, G = 6, H = 7]
}

line_type! {
    /// A rank of the board, [`Rank::First`] (index 0, white's back rank) to [`Rank::Eighth`]
    /// (index 7): the row of a square, as cozy-chess and shakmaty name it.
    ///
    /// ```
    /// use bitfill::{Bitboard, Rank, Square};
    /// assert_eq!(Square::C7.rank(), Rank::Seventh);
    /// assert_eq!(Rank::Seventh.index(), 6);
    /// assert_eq!(Rank::from_index(8), None);
    /// assert_eq!(Rank::Seventh.to_string(), "7");
    /// assert_eq!(Bitboard::from(Rank::First), Bitboard(0xff));
    /// ```
    Rank, '1', "rank",
    [First = 0, Second = 1, Third = 2, Fourth = 3, Fifth = 4, Sixth = 5, Seventh = 6, Eighth = 7]
}

impl File {
    /// The file mirrored across the line between the d- and e-files: `A` for `H`.
    ///
    /// ```
    /// use bitfill::File;
    /// assert_eq!(File::B.flip(), File::G);
    /// ```
    #[inline]
    #[must_use]
    pub const fn flip(self) -> File {
        File::from_index_wrapping(7 - self as usize)
    }
}

impl Rank {
    /// The rank mirrored across the line between the fourth and fifth ranks: `First` for
    /// `Eighth`, a rank as the other side sees it.
    ///
    /// ```
    /// use bitfill::Rank;
    /// assert_eq!(Rank::Second.flip(), Rank::Seventh);
    /// ```
    #[inline]
    #[must_use]
    pub const fn flip(self) -> Rank {
        Rank::from_index_wrapping(7 - self as usize)
    }
}
