//! The eight ray directions of the compass rose, in dir8 order: the numbering 0 to 7,
//! clockwise from north-east, of the Chess Programming Wiki's Kogge-Stone Algorithm page
//! ("Generalized Rays"), which indexes its `shift` and `avoidWrap` tables.

use crate::{Bitboard, tables};
use core::fmt;
use core::str::FromStr;

/// A ray direction, in dir8 order (the Kogge-Stone Algorithm page's numbering, clockwise
/// from north-east): `Dir::NoEa as usize == 0`.
///
/// ```text
///   noWe         nort         noEa
///           +7    +8    +9
///               \  |  /
///   west    -1 <-  0 -> +1    east
///               /  |  \
///           -9    -8    -7
///   soWe         sout         soEa
/// ```
///
/// The numbers are the square-index steps ([`Dir::shift`]) with little-endian rank-file
/// mapping (a1 = 0, h1 = 7, h8 = 63). `Display` and `FromStr` use the Chess Programming Wiki's
/// names (`noEa`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Dir {
    /// North-east, `noEa`: +9.
    NoEa = 0,
    /// East: +1.
    East = 1,
    /// South-east, `soEa`: -7.
    SoEa = 2,
    /// South, `sout`: -8.
    Sout = 3,
    /// South-west, `soWe`: -9.
    SoWe = 4,
    /// West: -1.
    West = 5,
    /// North-west, `noWe`: +7.
    NoWe = 6,
    /// North, `nort`: +8.
    Nort = 7,
}

impl Dir {
    /// All eight directions in dir8 order.
    pub const ALL: [Dir; 8] = [
        Dir::NoEa,
        Dir::East,
        Dir::SoEa,
        Dir::Sout,
        Dir::SoWe,
        Dir::West,
        Dir::NoWe,
        Dir::Nort,
    ];

    /// The four rook directions: nort, east, sout, west.
    pub const ORTHOGONAL: [Dir; 4] = [Dir::Nort, Dir::East, Dir::Sout, Dir::West];

    /// The four bishop directions: noEa, soEa, soWe, noWe.
    pub const DIAGONAL: [Dir; 4] = [Dir::NoEa, Dir::SoEa, Dir::SoWe, Dir::NoWe];

    /// The direction with index `i` in dir8 order, if `i < 8`.
    ///
    /// ```
    /// use bitfill::Dir;
    /// assert_eq!(Dir::from_index(7), Some(Dir::Nort));
    /// assert_eq!(Dir::from_index(8), None);
    /// ```
    #[must_use]
    pub const fn from_index(i: usize) -> Option<Dir> {
        if i < 8 { Some(Dir::ALL[i]) } else { None }
    }

    /// The index in dir8 order.
    ///
    /// ```
    /// use bitfill::Dir;
    /// assert_eq!(Dir::NoEa.index(), 0);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction pointing the other way: in dir8 order it is four places on.
    ///
    /// ```
    /// use bitfill::Dir;
    /// assert_eq!(Dir::NoEa.opposite(), Dir::SoWe);
    /// assert_eq!(Dir::Nort.opposite(), Dir::Sout);
    /// ```
    #[must_use]
    pub const fn opposite(self) -> Dir {
        Dir::ALL[(self as usize + 4) % 8]
    }

    /// Square-index step of one move: positive towards h8, negative towards a1.
    ///
    /// ```
    /// use bitfill::Dir;
    /// assert_eq!((Dir::Nort.shift(), Dir::SoWe.shift()), (8, -9));
    /// ```
    #[must_use]
    pub const fn shift(self) -> i32 {
        tables::SHIFT[self as usize]
    }

    /// The squares a one-step rotate may land on without wrapping around the board.
    ///
    /// ```
    /// use bitfill::{Dir, File};
    /// // Nothing lands on the a-file going east.
    /// assert_eq!(Dir::East.avoid_wrap(), !File::A.bitboard());
    /// ```
    #[must_use]
    pub const fn avoid_wrap(self) -> Bitboard {
        Bitboard(tables::AVOID_WRAP[self as usize])
    }

    /// True for nort, east, sout and west, the rook directions.
    ///
    /// ```
    /// use bitfill::Dir;
    /// assert!(Dir::West.is_orthogonal() && !Dir::NoWe.is_orthogonal());
    /// ```
    #[must_use]
    pub const fn is_orthogonal(self) -> bool {
        matches!(self, Dir::Nort | Dir::East | Dir::Sout | Dir::West)
    }

    /// True for noEa, soEa, soWe and noWe, the bishop directions.
    ///
    /// ```
    /// use bitfill::Dir;
    /// assert!(Dir::SoEa.is_diagonal());
    /// ```
    #[must_use]
    pub const fn is_diagonal(self) -> bool {
        !self.is_orthogonal()
    }

    /// The Chess Programming Wiki's name: `"noEa"`.
    ///
    /// ```
    /// use bitfill::Dir;
    /// assert_eq!(Dir::NoEa.name(), "noEa");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        [
            "noEa", "east", "soEa", "sout", "soWe", "west", "noWe", "nort",
        ][self as usize]
    }

    /// The eight directions in dir8 order.
    ///
    /// ```
    /// use bitfill::Dir;
    /// assert_eq!(Dir::iter().count(), 8);
    /// ```
    pub fn iter() -> impl DoubleEndedIterator<Item = Dir> + ExactSizeIterator + Clone {
        Dir::ALL.into_iter()
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The error of parsing a [`Dir`] from a string that is not a direction name
/// of the Chess Programming Wiki (`noEa`, `east`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseDirError;

impl fmt::Display for ParseDirError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a direction: noEa, east, soEa, sout, soWe, west, noWe or nort")
    }
}

impl core::error::Error for ParseDirError {}

impl FromStr for Dir {
    type Err = ParseDirError;

    /// Parses a Chess Programming Wiki direction name (`"noEa"`), as printed by `Display`.
    fn from_str(s: &str) -> Result<Dir, ParseDirError> {
        Dir::iter().find(|d| d.name() == s).ok_or(ParseDirError)
    }
}
