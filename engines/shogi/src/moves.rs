//! Squares, pieces, moves in USI notation, and the fixed-capacity move list.

use core::fmt;
use core::str::FromStr;

/// A side. Black (sente) moves first, is written `b` in SFEN and in upper case on the
/// board, and starts on ranks g to i; white (gote) is `w`, lower case, ranks a to c.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    Black = 0,
    White = 1,
}

impl Color {
    /// The other side.
    #[must_use]
    #[inline(always)]
    pub const fn flip(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}

/// A kind of piece. The six that promote come first, in the order of their promoted
/// forms: a piece `k` below 6 promotes to `k + 8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Piece {
    Pawn = 0,
    Lance = 1,
    Knight = 2,
    Silver = 3,
    Bishop = 4,
    Rook = 5,
    Gold = 6,
    King = 7,
    /// Tokin: moves as a gold.
    ProPawn = 8,
    /// Moves as a gold.
    ProLance = 9,
    /// Moves as a gold.
    ProKnight = 10,
    /// Moves as a gold.
    ProSilver = 11,
    /// Promoted bishop: a bishop that also steps one square orthogonally.
    Horse = 12,
    /// Promoted rook: a rook that also steps one square diagonally.
    Dragon = 13,
}

impl Piece {
    /// All fourteen kinds, in index order.
    pub const ALL: [Piece; 14] = [
        Piece::Pawn,
        Piece::Lance,
        Piece::Knight,
        Piece::Silver,
        Piece::Bishop,
        Piece::Rook,
        Piece::Gold,
        Piece::King,
        Piece::ProPawn,
        Piece::ProLance,
        Piece::ProKnight,
        Piece::ProSilver,
        Piece::Horse,
        Piece::Dragon,
    ];

    /// The seven kinds a hand holds, in index order: pawn, lance, knight, silver, bishop,
    /// rook, gold (the order of [`Position::hand`](super::Position::hand)).
    pub const IN_HAND: [Piece; 7] = [
        Piece::Pawn,
        Piece::Lance,
        Piece::Knight,
        Piece::Silver,
        Piece::Bishop,
        Piece::Rook,
        Piece::Gold,
    ];

    /// The kind of index `index` (0 to 13).
    #[must_use]
    #[inline(always)]
    pub(crate) const fn from_index(index: usize) -> Piece {
        Piece::ALL[index]
    }

    /// True for the six kinds that may promote.
    #[must_use]
    #[inline(always)]
    pub const fn can_promote(self) -> bool {
        (self as u8) < 6
    }

    /// The promoted form of a kind that may promote; any other kind unchanged.
    #[must_use]
    #[inline(always)]
    pub const fn promoted(self) -> Piece {
        if self.can_promote() {
            Piece::from_index(self as usize + 8)
        } else {
            self
        }
    }

    /// The kind as it goes to the hand of the side that captures it: promoted pieces
    /// revert.
    #[must_use]
    #[inline(always)]
    pub const fn unpromoted(self) -> Piece {
        if (self as u8) >= 8 {
            Piece::from_index(self as usize - 8)
        } else {
            self
        }
    }

    /// The SFEN letter of black's piece, upper case, without the `+` of a promoted one
    /// (a horse is `B`): `P L N S B R G K`.
    #[must_use]
    pub const fn letter(self) -> char {
        [b'P', b'L', b'N', b'S', b'B', b'R', b'G', b'K'][self.unpromoted() as usize] as char
    }

    /// The kind of an SFEN letter, either case, unpromoted.
    #[must_use]
    pub(crate) fn from_letter(c: char) -> Option<Piece> {
        Piece::ALL[..8]
            .iter()
            .copied()
            .find(|piece| piece.letter() == c.to_ascii_uppercase())
    }
}

/// A square of the 9x9 board. The index is rank x 9 + file, with file 0 the leftmost file
/// seen from black (shogi's file 9) and rank 0 black's back rank (shogi's rank i): `9i` =
/// 0, `1i` = 8, `9a` = 72, `1a` = 80. A value of this type is always on the board.
///
/// `Display` and `FromStr` use USI notation, the file's digit then the rank's letter:
/// `7g`, `5e`.
///
/// ```
/// use bitfill_shogi::Square;
///
/// let sq: Square = "7g".parse().unwrap();
/// assert_eq!(sq.index(), 20);
/// assert_eq!((sq.file(), sq.rank()), (2, 2));
/// assert_eq!(sq.to_string(), "7g");
/// assert!("0a".parse::<Square>().is_err() && "5j".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = shogi's 9 to 8 = shogi's 1) and `rank` (0 = shogi's i to
    /// 8 = shogi's a), if both are on the board.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 9 && rank < 9 {
            Some(Square(rank * 9 + file))
        } else {
            None
        }
    }

    /// The square of index 0 to 80, if on the board.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 81 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// `index` must be below 81 (the engine's own bit scans).
    #[inline(always)]
    pub(crate) const fn from_index_unchecked(index: u32) -> Square {
        debug_assert!(index < 81);
        Square(index as u8)
    }

    /// The index, rank x 9 + file: 0 (`9i`) to 80 (`1a`).
    #[must_use]
    #[inline(always)]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 (shogi's 9) to 8 (shogi's 1).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 9
    }

    /// The rank, 0 (shogi's i) to 8 (shogi's a).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 9
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            9 - self.file(),
            char::from(b'a' + (8 - self.rank()))
        )
    }
}

/// A string that is not a square in USI notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a square: expected a file 1 to 9 and a rank a to i, such as 7g",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        match text.as_bytes() {
            &[file @ b'1'..=b'9', rank @ b'a'..=b'i'] => {
                Ok(Square((b'i' - rank) * 9 + (b'9' - file)))
            }
            _ => Err(ParseSquareError(text.to_string())),
        }
    }
}

/// The `from` of a drop: no square.
const DROP: u8 = u8::MAX;

/// A legal move: a piece going from one square to another, promoting or not, or a piece
/// from the hand dropped on an empty square.
///
/// Packed in one `u32`, so that the move list takes each move in one store: bits 0 to 7
/// the square the piece leaves (255 for a drop), 8 to 15 the square it lands on, 16
/// to 23 the piece, bit 24 the promotion.
///
/// `Display` writes USI notation: `7g7f`, `8h2b+` (a promotion), `P*5e` (a drop, the
/// piece's letter in upper case for either side).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u32);

impl Move {
    pub(crate) const NULL: Move = Move(0);

    /// The move of `piece` from `from` to `to` (both below 81), promoting or not.
    #[inline(always)]
    pub(crate) const fn new(from: u32, to: u32, piece: Piece, promote: bool) -> Move {
        Move(from | to << 8 | (piece as u32) << 16 | (promote as u32) << 24)
    }

    /// The drop of `piece` on `to` (below 81).
    #[inline(always)]
    pub(crate) const fn drop(piece: Piece, to: u32) -> Move {
        Move(DROP as u32 | to << 8 | (piece as u32) << 16)
    }

    /// The square the piece leaves; `None` for a drop.
    #[must_use]
    #[inline(always)]
    pub const fn from(self) -> Option<Square> {
        if self.is_drop() {
            None
        } else {
            Some(Square(self.0 as u8))
        }
    }

    /// The square the piece lands on.
    #[must_use]
    #[inline(always)]
    pub const fn to(self) -> Square {
        Square((self.0 >> 8) as u8)
    }

    /// The piece that moves, as it stands before the move (a promoting silver is a
    /// silver), or the piece dropped.
    #[must_use]
    #[inline(always)]
    pub const fn piece(self) -> Piece {
        // Written only from a `Piece` by `new` and `drop`: below 14.
        Piece::from_index(((self.0 >> 16) & 0xff) as usize)
    }

    /// True when the piece promotes on arrival.
    #[must_use]
    #[inline(always)]
    pub const fn is_promotion(self) -> bool {
        self.0 >> 24 != 0
    }

    /// True for a drop from the hand.
    #[must_use]
    #[inline(always)]
    pub const fn is_drop(self) -> bool {
        self.0 as u8 == DROP
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Move")
            .field("from", &self.from())
            .field("to", &self.to())
            .field("piece", &self.piece())
            .field("promote", &self.is_promotion())
            .finish()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.from() {
            None => write!(f, "{}*{}", self.piece().letter(), self.to()),
            Some(from) => {
                write!(f, "{from}{}", self.to())?;
                if self.is_promotion() {
                    f.write_str("+")?;
                }
                Ok(())
            }
        }
    }
}

/// Room for every legal move of any position [`Position::from_sfen`] accepts. A side has
/// at most every piece but the other king; on the board, each counts with its most moves
/// in either form, promotions counted: a rook or bishop reaches 16 squares, each with and
/// without promotion (32; a dragon or horse 20), a lance 8 (16), a silver 5 (10), a
/// knight, pawn, gold or any promoted minor piece 6 (as a gold), a king 8; in all
/// 2 x 32 + 2 x 32 + 4 x 16 + 4 x 10 + 4 x 6 + 18 x 6 + 4 x 6 + 8 = 396. Drops: seven
/// kinds on at most 79 empty squares (the kings stand on two), 553. (The most moves known
/// in a legal position are 593.) Rounded up to 1,024, a power of two, so that the list
/// masks the index of each move it writes rather than checking it.
///
/// [`Position::from_sfen`]: super::Position::from_sfen
pub(crate) const CAPACITY: usize = 1024;

/// The legal moves of a position, on the stack: no allocation in the hot path.
pub type MoveList = bitfill_engines_common::movelist::MoveList<Move, CAPACITY>;

impl bitfill_engines_common::movelist::Placeholder for Move {
    const PLACEHOLDER: Move = Move::NULL;
}
