//! PDN FEN reading and writing (the value of PDN's `FEN` tag): the side to move, then each
//! side's pieces as a comma list of PDN square numbers, a `K` before a king's, and ranges:
//! `W:W31-50:B1-20`, `B:W6,9,K31:BK17,K24`. Errors say what was expected and where.

use super::moves::{bit_of_number, number_of_bit};
use super::position::{Color, Position};
use super::rules::Rules;
use core::fmt;
use core::str::FromStr;

/// What is wrong with a PDN FEN, and where; `Display` says what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The string is empty or only spaces.
    Empty,
    /// The side to move is not `W` or `B`.
    SideToMove(String),
    /// A field of pieces does not start with `W` or `B`.
    SideLetter(String),
    /// A side's pieces are given twice.
    SideTwice(Color),
    /// A side's pieces are not given.
    MissingSide(Color),
    /// An empty entry in a comma list (`W31,,32`).
    EmptyEntry(Color),
    /// A `K` with no square after it.
    KingWithoutSquare(Color),
    /// Text that is not a square number.
    NotASquare { color: Color, text: String },
    /// A square number past the board (or 0).
    OutOfRange { square: u64, squares: usize },
    /// A range whose first square is after its last.
    ReversedRange { first: u64, last: u64 },
    /// A square listed twice for the same side.
    SquareTwice { color: Color, square: u8 },
    /// A square listed for both sides.
    BothSides(u8),
    /// A man on the row where it would have been crowned.
    ManOnFarRow { color: Color, square: u8 },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str(
                "the FEN is empty: expected the side to move, then each side's squares, as in \
                 W:W31-50:B1-20",
            ),
            FenError::SideToMove(text) => write!(
                f,
                "the side to move is {text:?}: expected W or B before the first ':'"
            ),
            FenError::SideLetter(text) => write!(
                f,
                "the field {text:?} does not start with W or B: expected a side's letter, then its squares"
            ),
            FenError::SideTwice(color) => write!(f, "{color}'s pieces are given twice"),
            FenError::MissingSide(color) => write!(
                f,
                "{color}'s pieces are not given: expected a field starting with {}",
                color.letter()
            ),
            FenError::EmptyEntry(color) => {
                write!(
                    f,
                    "an empty entry in {color}'s list: expected a square between commas"
                )
            }
            FenError::KingWithoutSquare(color) => {
                write!(f, "a K with no square after it in {color}'s list")
            }
            FenError::NotASquare { color, text } => write!(
                f,
                "{text:?} in {color}'s list is not a square: expected a number, K and a number, or a range like 31-50"
            ),
            FenError::OutOfRange { square, squares } => write!(
                f,
                "square {square} is off the board: the squares are numbered 1 to {squares}"
            ),
            FenError::ReversedRange { first, last } => write!(
                f,
                "the range {first}-{last} runs backwards: expected the lower square first"
            ),
            FenError::SquareTwice { color, square } => {
                write!(f, "square {square} is listed twice for {color}")
            }
            FenError::BothSides(square) => {
                write!(f, "square {square} is listed for both white and black")
            }
            FenError::ManOnFarRow { color, square } => write!(
                f,
                "{color}'s man on {square} stands on the row where it is crowned: expected K{square}"
            ),
        }
    }
}

impl std::error::Error for FenError {}

impl<R: Rules> Position<R> {
    /// The position of a PDN FEN: `W:W31-50:B1-20`. Spaces around the fields are ignored;
    /// a `K` before a square or a range makes kings; a final `.` is allowed.
    ///
    /// ```
    /// use bitfill_draughts::{Position, rules::Russian};
    /// let pos = Position::<Russian>::from_fen("B:WK3,28-30:B1,2").unwrap();
    /// assert_eq!(pos.to_string(), "B:WK3,28-30:B1,2");
    /// assert!(Position::<Russian>::from_fen("W:W33:B1").is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`] naming the field or square at fault.
    pub fn from_fen(fen: &str) -> Result<Position<R>, FenError> {
        let fen = fen.trim();
        let fen = fen.strip_suffix('.').unwrap_or(fen);
        if fen.is_empty() {
            return Err(FenError::Empty);
        }
        let mut fields = fen.split(':');
        let side = match fields.next().map(str::trim) {
            Some("W") => Color::White,
            Some("B") => Color::Black,
            other => return Err(FenError::SideToMove(other.unwrap_or("").to_string())),
        };
        let mut sets: [Option<(u64, u64)>; 2] = [None, None];
        for field in fields {
            let field = field.trim();
            let (color, list) = match field.as_bytes().first() {
                Some(b'W') => (Color::White, &field[1..]),
                Some(b'B') => (Color::Black, &field[1..]),
                _ => return Err(FenError::SideLetter(field.to_string())),
            };
            if sets[color as usize].is_some() {
                return Err(FenError::SideTwice(color));
            }
            sets[color as usize] = Some(parse_list::<R>(color, list)?);
        }
        let [Some((white, white_kings)), Some((black, black_kings))] = sets else {
            let missing = if sets[0].is_none() {
                Color::White
            } else {
                Color::Black
            };
            return Err(FenError::MissingSide(missing));
        };
        if let Some(both) = first_number::<R>(white & black) {
            return Err(FenError::BothSides(both));
        }
        let crown = [
            super::attacks::Board::<R>::WHITE_CROWN,
            super::attacks::Board::<R>::BLACK_CROWN,
        ];
        for (color, men) in [
            (Color::White, white & !white_kings),
            (Color::Black, black & !black_kings),
        ] {
            if let Some(square) = first_number::<R>(men & crown[color as usize]) {
                return Err(FenError::ManOnFarRow { color, square });
            }
        }
        match Position::from_sets(white, black, white_kings | black_kings, side) {
            Some(pos) => Ok(pos),
            None => unreachable!("every set was checked above"),
        }
    }
}

/// The lowest PDN number among `set`, if any.
fn first_number<R: Rules>(set: u64) -> Option<u8> {
    (0..64)
        .filter(|&b| set >> b & 1 != 0)
        .filter_map(|b| number_of_bit(R::FILES, b))
        .min()
}

/// A side's comma list: its pieces and its kings, as sets of bits.
fn parse_list<R: Rules>(color: Color, list: &str) -> Result<(u64, u64), FenError> {
    let squares = R::FILES * R::FILES / 2;
    let (mut pieces, mut kings) = (0u64, 0u64);
    if list.trim().is_empty() {
        return Ok((0, 0));
    }
    for entry in list.split(',') {
        let entry = entry.trim();
        if entry.is_empty() {
            return Err(FenError::EmptyEntry(color));
        }
        let (king, range) = match entry.strip_prefix('K') {
            Some(rest) => (true, rest.trim()),
            None => (false, entry),
        };
        if king && range.is_empty() {
            return Err(FenError::KingWithoutSquare(color));
        }
        let number = |text: &str| -> Result<u64, FenError> {
            let text = text.trim();
            let text = text.strip_prefix('K').filter(|_| king).unwrap_or(text);
            if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(FenError::NotASquare {
                    color,
                    text: entry.to_string(),
                });
            }
            // Saturates: a long run of digits is out of range, not an overflow.
            let value = text.parse().unwrap_or(u64::MAX);
            if value == 0 || value > squares as u64 {
                return Err(FenError::OutOfRange {
                    square: value,
                    squares,
                });
            }
            Ok(value)
        };
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let n = number(range)?;
                (n, n)
            }
        };
        if first > last {
            return Err(FenError::ReversedRange { first, last });
        }
        for n in first..=last {
            let Some(b) = bit_of_number(R::FILES, n as usize) else {
                unreachable!("checked against the number of squares")
            };
            let bit = 1u64 << b;
            if pieces & bit != 0 {
                return Err(FenError::SquareTwice {
                    color,
                    square: n as u8,
                });
            }
            pieces |= bit;
            if king {
                kings |= bit;
            }
        }
    }
    Ok((pieces, kings))
}

impl<R: Rules> FromStr for Position<R> {
    type Err = FenError;

    fn from_str(fen: &str) -> Result<Self, FenError> {
        Position::from_fen(fen)
    }
}

/// Writes the PDN FEN: runs of three men or more as ranges (`31-50`), other men and kings
/// one by one (`32,33`, `K24`).
impl<R: Rules> fmt::Display for Position<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.side_to_move().letter())?;
        let squares = R::FILES * R::FILES / 2;
        for color in [Color::White, Color::Black] {
            write!(f, ":{}", color.letter())?;
            let pieces = self.pieces(color);
            let kind = |n: usize| -> Option<bool> {
                let b = bit_of_number(R::FILES, n)?;
                (pieces >> b & 1 != 0).then_some(self.kings() >> b & 1 != 0)
            };
            let mut first = true;
            let mut n = 1;
            while n <= squares {
                let Some(king) = kind(n) else {
                    n += 1;
                    continue;
                };
                if !first {
                    f.write_str(",")?;
                }
                first = false;
                if king {
                    write!(f, "K{n}")?;
                    n += 1;
                    continue;
                }
                let mut end = n;
                while end < squares && kind(end + 1) == Some(false) {
                    end += 1;
                }
                if end >= n + 2 {
                    write!(f, "{n}-{end}")?;
                    n = end + 1;
                } else {
                    write!(f, "{n}")?;
                    n += 1;
                }
            }
        }
        Ok(())
    }
}
