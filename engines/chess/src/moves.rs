//! Moves and the fixed-capacity move list.

use super::piece::Piece;
use core::fmt;

/// What a move does besides taking its piece from one square to another.
///
/// One byte, without a `repr`: the compiler keeps the kinds without a piece in the values
/// [`Piece`] leaves unused, so that a [`Move`] is four bytes, one store in a move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A quiet move or a capture on the target square.
    Normal,
    /// A pawn's two-square first move: it sets the en-passant square.
    DoublePush,
    /// A pawn capture of the pawn that has just passed the target square.
    EnPassant,
    /// Castling, written as the king's two-square move (`e1g1`); the rook follows.
    Castle,
    /// A pawn reaching the last rank and becoming this piece.
    Promotion(Piece),
}

/// A legal move: the piece, its squares (a1 = 0, h8 = 63) and its kind.
///
/// `Display` writes UCI notation: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
pub type Move = crate::moves::Move<Piece, MoveKind>;

impl Move {
    pub(crate) const NULL: Move = Move::pack(0, 0, Piece::Pawn, MoveKind::Normal);

    #[inline]
    pub(crate) const fn new(from: u32, to: u32, piece: Piece, kind: MoveKind) -> Move {
        Move::pack(from as u8, to as u8, piece, kind)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let promotion = match self.kind() {
            MoveKind::Promotion(piece) => Some(piece.letter()),
            _ => None,
        };
        self.write_uci(f, 8, promotion)
    }
}

/// Room for every legal move of any position [`Position::from_fen`] accepts. Its material
/// is at most what eight promotions give: 9 queens (27 moves at most each), 2 rooks (14),
/// 2 bishops (13), 2 knights (8), the king (8) and 2 castlings make 323; a pawn (12 moves
/// at most, promotions counted) in place of a promoted piece makes fewer. (The most moves
/// in a reachable position are 218.) Rounded up to 512, a power of two, so that the list
/// masks the index of each move it writes rather than checking it: no branch a move.
///
/// [`Position::from_fen`]: super::Position::from_fen
pub(crate) const CAPACITY: usize = 512;

/// The legal moves of a position, on the stack: no allocation in the hot path.
pub type MoveList = crate::movelist::MoveList<Move, CAPACITY>;

impl crate::movelist::Placeholder for Move {
    const PLACEHOLDER: Move = Move::NULL;
}
