//! Moves and the fixed-capacity move list.

use super::attacks::FILES;
use super::piece::Piece;
use bitfill_engines_common::movelist::Placeholder;
use bitfill_engines_common::moves::Notation;

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
pub type Move = bitfill_engines_common::moves::Move<Piece, MoveKind>;

impl Notation for MoveKind {
    const FILES: usize = FILES;

    fn promotion_letter(self) -> Option<char> {
        (self == MoveKind::Promotion).then_some('q')
    }
}

// The move list's placeholder move: a pawn's normal move from a1 to a1.
impl Placeholder for Piece {
    const PLACEHOLDER: Piece = Piece::Pawn;
}

impl Placeholder for MoveKind {
    const PLACEHOLDER: MoveKind = MoveKind::Normal;
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
pub type MoveList = bitfill_engines_common::movelist::MoveList<Move, CAPACITY>;
