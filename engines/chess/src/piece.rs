//! Sides, kinds of pieces and square names.

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
        bitfill_engines_common::fen::piece_letter(self as usize)
    }

    /// The kind a FEN letter (either case) stands for.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<Piece> {
        bitfill_engines_common::fen::piece_index(letter, Piece::ALL.len()).map(|i| Piece::ALL[i])
    }
}
