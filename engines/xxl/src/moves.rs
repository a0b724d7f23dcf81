//! Moves and the fixed-capacity move list.

use super::attacks::FILES;
use super::piece::Piece;
use core::fmt;

/// What a move does besides taking its piece from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum MoveKind {
    /// A quiet move or a capture on the target square.
    Normal,
    /// A pawn's two-square first move: it sets the en-passant square.
    DoublePush,
    /// A pawn capture of the pawn that has just passed the target square.
    EnPassant,
    /// Castling, written as the king's move (`h1m1`, `h1c1`); the rook follows.
    Castle,
    /// A pawn reaching its promotion rank (8 for white, 7 for black) and becoming a queen,
    /// the only promotion piece of XXL chess.
    Promotion,
}

/// A legal move: the piece, its squares (a1 = 0, n14 = 195) and its kind.
///
/// `Display` writes Fairy-Stockfish's UCI notation: `h2h4`, `a13a11`, `b7b8q`, castling as
/// the king's move `h1m1`.
pub type Move = crate::moves::Move<Piece, MoveKind>;

impl Move {
    pub(crate) const NULL: Move = Move::pack(0, 0, Piece::Pawn, MoveKind::Normal);

    #[inline]
    pub(crate) const fn new(from: usize, to: usize, piece: Piece, kind: MoveKind) -> Move {
        Move::pack(from as u8, to as u8, piece, kind)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let promotion = (self.kind() == MoveKind::Promotion).then_some('q');
        self.write_uci(f, FILES, promotion)
    }
}

/// Room for every legal move of any position [`Position::from_fen`] accepts. A side has
/// at most its start material plus what its missing pawns could have become, and no piece
/// has more moves than an amazon (59: 26 on ranks and files, 25 on diagonals, 8 jumps):
/// the start pieces but the pawns make at most 302 moves (rooks 2 x 26, knights 2 x 8,
/// bishops 2 x 25, archbishop 33, chancellor 34, amazon 59, centaurs 2 x 16, camels
/// 2 x 8, king 8 and 2 castlings), and 14 extra pieces 14 x 59 = 826; two en-passant
/// captures make 1,130. Pawns left as pawns have fewer moves (4 at most) than the
/// pieces counted in their stead.
///
/// [`Position::from_fen`]: super::Position::from_fen
const CAPACITY: usize = 1130;

/// The legal moves of a position, on the stack: no allocation in the hot path.
pub type MoveList = crate::movelist::MoveList<Move, CAPACITY>;

impl crate::movelist::Placeholder for Move {
    const PLACEHOLDER: Move = Move::NULL;
}
