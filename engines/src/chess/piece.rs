//! Sides, kinds of pieces and square names.

use core::fmt;

/// A side: the library's (`bitfill::Color`), so that its pawn getters take it as it is.
pub use bitfill::Color;

/// A kind of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Piece {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Piece {
    /// All six kinds, in index order.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];

    /// The lowercase FEN letter: `p`, `n`, `b`, `r`, `q`, `k`.
    #[must_use]
    pub const fn letter(self) -> char {
        [b'p', b'n', b'b', b'r', b'q', b'k'][self as usize] as char
    }
}

/// Writes a square in algebraic notation: `e4`.
pub(crate) fn write_square(f: &mut fmt::Formatter<'_>, sq: u8) -> fmt::Result {
    let file = char::from(b'a' + sq % 8);
    let rank = char::from(b'1' + sq / 8);
    write!(f, "{file}{rank}")
}
