//! Squares, moves and the fixed-capacity move list.

use core::fmt;
use core::str::FromStr;

/// A square of the 9x10 board: file `a` to `i` (0 to 8) from red's left, rank 1 to 10 from
/// red's side. The index is rank x 9 + file: a1 = 0, i1 = 8, a10 = 81, i10 = 89. A value of
/// this type is always on the board.
///
/// `Display` and `FromStr` use Fairy-Stockfish's UCI notation, ranks counted from 1:
/// `a1`, `e10`.
///
/// ```
/// use bitfill_xiangqi::Square;
///
/// let e10: Square = "e10".parse().unwrap();
/// assert_eq!(e10.index(), 85);
/// assert_eq!((e10.file(), e10.rank()), (4, 9));
/// assert!("j1".parse::<Square>().is_err());
/// assert_eq!(Square::new(9, 0), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a to 8 = i) and `rank` (0 = rank 1 to 9 = rank 10), if
    /// both are on the board.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 9 && rank < 10 {
            Some(Square(rank * 9 + file))
        } else {
            None
        }
    }

    /// The square of index 0 to 89 (rank x 9 + file), if on the board.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 90 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// `index` must be below 90 (the engine's own bit scans).
    #[inline(always)]
    pub(crate) const fn from_index_unchecked(index: u32) -> Square {
        debug_assert!(index < 90);
        Square(index as u8)
    }

    /// The index, rank x 9 + file: 0 (a1) to 89 (i10).
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 (a) to 8 (i).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 9
    }

    /// The rank counted from 0 (rank 1, red's back rank) to 9 (rank 10, black's).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 9
    }

    /// The square as a one-bit set.
    #[must_use]
    pub const fn bit(self) -> u128 {
        1 << self.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

/// A string that is no square name (`a1` to `i10`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a square: expected a file a to i and a rank 1 to 10",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_owned());
        let mut chars = s.chars();
        let file = chars.next().ok_or_else(err)?;
        let rank = chars.as_str();
        if !('a'..='i').contains(&file) || rank.starts_with(['0', '+']) {
            return Err(err());
        }
        let rank: u8 = rank.parse().map_err(|_| err())?;
        if !(1..=10).contains(&rank) {
            return Err(err());
        }
        Square::new(file as u8 - b'a', rank - 1).ok_or_else(err)
    }
}

/// A move: the square a piece leaves and the square it lands on (capturing what stands
/// there), and the kind of the piece, so that [`Position::play`] updates only its set.
/// `Display` writes Fairy-Stockfish's UCI notation, ranks counted from 1: the central
/// cannon opening is `h3e3`, a chariot leaving black's corner `a10a9`.
///
/// [`Position::play`]: super::Position::play
///
/// Packed in one `u32`, so that the move list takes each move in one store (three byte
/// fields took three): bits 16 to 23 the square the piece leaves, 8 to 15 the square it
/// lands on, 0 to 7 the moving piece's kind, its index in the position's sets (`Piece as
/// u8`). The order of the fields keeps the order of moves by from, to and kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u32);

impl Move {
    pub(crate) const NULL: Move = Move(0);

    /// A move of the piece of kind `kind` (`Piece as u8`).
    #[inline(always)]
    pub(crate) const fn new(from: Square, to: Square, kind: u8) -> Move {
        Move((from.0 as u32) << 16 | (to.0 as u32) << 8 | kind as u32)
    }

    /// The moving piece's kind, as an index (`Piece as usize`).
    #[inline(always)]
    pub(crate) const fn kind(self) -> usize {
        (self.0 & 0xff) as usize
    }

    /// The square the piece leaves.
    #[must_use]
    #[inline(always)]
    pub const fn from(self) -> Square {
        Square((self.0 >> 16) as u8)
    }

    /// The square the piece lands on.
    #[must_use]
    #[inline(always)]
    pub const fn to(self) -> Square {
        Square((self.0 >> 8) as u8)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Move")
            .field("from", &self.from())
            .field("to", &self.to())
            .field("kind", &self.kind())
            .finish()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())
    }
}

/// Room for every legal move of any position [`Position::from_fen`] accepts: at most
/// 2 chariots and 2 cannons (17 squares each on a 9x10 board), 2 horses (8 each),
/// 2 elephants (4 each), 2 advisors (4 + 1: only the palace centre has four), the general
/// (4) and 5 soldiers (3 each) make 68 + 16 + 8 + 5 + 4 + 15 = 116. Rounded up to 128, a
/// power of two, so that the list masks the index of each move it writes rather than
/// checking it.
///
/// [`Position::from_fen`]: super::Position::from_fen
pub(crate) const CAPACITY: usize = 128;

/// The legal moves of a position, on the stack: no allocation in the hot path.
pub type MoveList = bitfill_engines_common::movelist::MoveList<Move, CAPACITY>;

impl bitfill_engines_common::movelist::Placeholder for Move {
    const PLACEHOLDER: Move = Move::NULL;
}
