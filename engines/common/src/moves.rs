//! The move of the chess family (chess, XXL chess): a piece, the square it leaves, the
//! square it lands on and what else the move does, packed in four bytes. Each game names
//! its own pieces and kinds (`bitfill_chess::Move` is `Move<Piece, MoveKind>` of its own
//! `Piece` and `MoveKind`) and says how a kind is written ([`Notation`]); the packing, the
//! accessors and the UCI notation are these.

use crate::movelist::Placeholder;
use std::fmt;

/// What the UCI notation of a move needs from a game's move kinds: the board's width for
/// the square names, and the letter of a promotion.
pub trait Notation: Copy {
    /// The files of the board: 8 in chess, 14 in XXL chess.
    const FILES: usize;

    /// The letter written after the squares for a promotion (`q` in `e7e8q`), `None` for a
    /// move of another kind.
    fn promotion_letter(self) -> Option<char>;
}

/// A square index as a game's generator computes it (`u32` from a `trailing_zeros`, `usize`
/// from a table index), packed into a move's byte.
pub trait SquareIndex: Copy {
    /// The square as a byte; every square of the family's boards fits (XXL's 14x14 has
    /// 196).
    fn byte(self) -> u8;
}

impl SquareIndex for u32 {
    #[inline(always)]
    fn byte(self) -> u8 {
        self as u8
    }
}

impl SquareIndex for usize {
    #[inline(always)]
    fn byte(self) -> u8 {
        self as u8
    }
}

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
    /// The move of `piece` from `from` to `to`, squares as bytes.
    #[inline]
    pub const fn pack(from: u8, to: u8, piece: P, kind: K) -> Move<P, K> {
        Move {
            from,
            to,
            piece,
            kind,
        }
    }

    /// The move of `piece` from `from` to `to`, squares as the game's generator has them.
    #[inline]
    pub fn new<S: SquareIndex>(from: S, to: S, piece: P, kind: K) -> Move<P, K> {
        Move::pack(from.byte(), to.byte(), piece, kind)
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
    fn write_uci(
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

/// UCI notation: the two squares (`e2e4`; castling as the king's move, `e1g1`), then the
/// letter of a promotion (`e7e8q`).
impl<P: Copy, K: Notation> fmt::Display for Move<P, K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_uci(f, K::FILES, self.kind.promotion_letter())
    }
}

/// The move of the placeholder piece from the first square to itself, the placeholder
/// kind: never read back (see [`Placeholder`]).
impl<P: Placeholder, K: Placeholder> Placeholder for Move<P, K> {
    const PLACEHOLDER: Self = Move::pack(0, 0, P::PLACEHOLDER, K::PLACEHOLDER);
}
