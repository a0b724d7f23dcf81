//! The side a piece belongs to, for the getters whose answer depends on it (pawns).

use core::fmt;
use core::ops::Not;
use core::str::FromStr;

/// The side of a piece: white pawns move and capture towards rank 8, black pawns towards
/// rank 1.
///
/// `!color` and [`Color::opposite`] give the other side; `Display` writes `white` or
/// `black`, and `FromStr` reads those or the side-to-move field of a FEN (`w`, `b`).
///
/// ```
/// use bitfill::Color;
///
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!("b".parse::<Color>(), Ok(Color::Black));
/// assert_eq!("white".parse::<Color>(), Ok(Color::White));
/// assert_eq!(Color::White.to_string(), "white");
/// assert!("x".parse::<Color>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Moves first; its pawns go towards rank 8.
    White,
    /// Its pawns go towards rank 1.
    Black,
}

impl Color {
    /// Both sides, white first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    ///
    /// ```
    /// use bitfill::Color;
    /// assert_eq!(Color::White.opposite(), Color::Black);
    /// ```
    #[must_use]
    pub const fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for white, 1 for black: an index for tables by side.
    ///
    /// ```
    /// use bitfill::Color;
    /// assert_eq!(Color::Black.index(), 1);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        self.opposite()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// The error of parsing a [`Color`] from anything but `w`, `b`, `white` or `black`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseColorError;

impl fmt::Display for ParseColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a side is `w` or `white`, `b` or `black`")
    }
}

impl core::error::Error for ParseColorError {}

impl FromStr for Color {
    type Err = ParseColorError;

    fn from_str(s: &str) -> Result<Color, ParseColorError> {
        match s {
            "w" | "white" => Ok(Color::White),
            "b" | "black" => Ok(Color::Black),
            _ => Err(ParseColorError),
        }
    }
}
