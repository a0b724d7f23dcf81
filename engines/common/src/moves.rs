//! The move of the chess family (chess, XXL chess): a piece, the square it leaves, the
//! square it lands on and what else the move does, packed in four bytes. Each game names
//! its own pieces and kinds (`chess::Move` is `Move<chess::Piece, chess::MoveKind>`) and
//! writes its own constructor and notation; the packing and the accessors are these.

use std::fmt;

/// A legal move: the piece `P` that moves, its squares (a1 = 0, then along the ranks:
/// b1 = 1, ...) and its kind `K`.
///
/// `Display` writes UCI notation (`e2e4`, `e7e8q`; castling as the king's move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move<P, K> {
    // A byte a square: the largest board of the family, XXL's 14x14, has 196 squares.
    from: u8,
    to: u8,
    piece: P,
    kind: K,
}

impl<P: Copy, K: Copy> Move<P, K> {
    /// The move of `piece` from `from` to `to`; the games' `new` take their square type.
    #[inline]
    pub(crate) const fn pack(from: u8, to: u8, piece: P, kind: K) -> Move<P, K> {
        Move {
            from,
            to,
            piece,
            kind,
        }
    }

    /// The square the piece leaves (a1 = 0).
    #[must_use]
    pub const fn from(self) -> u8 {
        self.from
    }

    /// The square the piece lands on (for castling: the king's).
    #[must_use]
    pub const fn to(self) -> u8 {
        self.to
    }

    /// The piece that moves (a promoting pawn is a pawn).
    #[must_use]
    pub const fn piece(self) -> P {
        self.piece
    }

    /// What else the move does.
    #[must_use]
    pub const fn kind(self) -> K {
        self.kind
    }

    /// Writes the move in UCI notation on a board `files` wide: the two squares, then the
    /// letter of the `promotion` piece if there is one.
    pub(crate) fn write_uci(
        self,
        f: &mut fmt::Formatter<'_>,
        files: usize,
        promotion: Option<char>,
    ) -> fmt::Result {
        crate::fen::write_square(f, self.from.into(), files)?;
        crate::fen::write_square(f, self.to.into(), files)?;
        match promotion {
            Some(letter) => write!(f, "{letter}"),
            None => Ok(()),
        }
    }
}
