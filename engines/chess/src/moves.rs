//! Moves and the fixed-capacity move list.

use super::piece::Piece;
use bitfill_engines_common::movelist::Placeholder;
use bitfill_engines_common::moves::Notation;

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
pub type Move = bitfill_engines_common::moves::Move<Piece, MoveKind>;

impl Notation for MoveKind {
    const FILES: usize = 8;

    fn promotion_letter(self) -> Option<char> {
        match self {
            MoveKind::Promotion(piece) => Some(piece.letter()),
            _ => None,
        }
    }
}

// The move list's placeholder move: a pawn's normal move from a1 to a1.
impl Placeholder for Piece {
    const PLACEHOLDER: Piece = Piece::Pawn;
}

impl Placeholder for MoveKind {
    const PLACEHOLDER: MoveKind = MoveKind::Normal;
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
pub type MoveList = bitfill_engines_common::movelist::MoveList<Move, CAPACITY>;
