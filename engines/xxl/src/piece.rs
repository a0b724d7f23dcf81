//! Sides, kinds of pieces and square names.

use core::fmt;

/// A side: the library's (`bitfill::Color`).
pub use bitfill::Color;

/// A kind of piece of XXL chess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Piece {
    /// Steps one rank forward (two from its first rank), captures one diagonally forward,
    /// promotes to a queen on rank 8 (white) or rank 7 (black).
    Pawn = 0,
    /// The (1, 2) leaper.
    Knight = 1,
    /// Slides on diagonals.
    Bishop = 2,
    /// Slides on ranks and files.
    Rook = 3,
    /// Rook + bishop; only by promotion.
    Queen = 4,
    /// Steps to any next square; castles.
    King = 5,
    /// Bishop + knight.
    Archbishop = 6,
    /// Rook + knight.
    Chancellor = 7,
    /// Queen + knight.
    Amazon = 8,
    /// King's steps + knight (it does not castle and may be taken).
    Centaur = 9,
    /// The (1, 3) leaper.
    Camel = 10,
}

impl Piece {
    /// All eleven kinds, in index order.
    pub const ALL: [Piece; 11] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
        Piece::Archbishop,
        Piece::Chancellor,
        Piece::Amazon,
        Piece::Centaur,
        Piece::Camel,
    ];

    /// The lowercase FEN letter, as Fairy-Stockfish-X's `xxl` writes it: `p`, `n`, `b`,
    /// `r`, `q`, `k`, `h`, `e`, `a`, `m`, `c`.
    #[must_use]
    pub const fn letter(self) -> char {
        bitfill_engines_common::fen::piece_letter(self as usize)
    }

    /// The kind a FEN letter (either case) stands for.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<Piece> {
        bitfill_engines_common::fen::piece_index(letter, Piece::ALL.len()).map(|i| Piece::ALL[i])
    }

    /// How many of this kind a side has in the start position (a queen only comes by
    /// promotion).
    #[must_use]
    pub const fn count_at_start(self) -> u32 {
        [14, 2, 2, 2, 0, 1, 1, 1, 1, 2, 2][self as usize]
    }

    /// Moves like a rook (among other things): rook, queen, chancellor, amazon.
    #[must_use]
    pub const fn slides_orthogonally(self) -> bool {
        matches!(
            self,
            Piece::Rook | Piece::Queen | Piece::Chancellor | Piece::Amazon
        )
    }

    /// Moves like a bishop (among other things): bishop, queen, archbishop, amazon.
    #[must_use]
    pub const fn slides_diagonally(self) -> bool {
        matches!(
            self,
            Piece::Bishop | Piece::Queen | Piece::Archbishop | Piece::Amazon
        )
    }

    /// Jumps like a knight (among other things): knight, archbishop, chancellor, amazon,
    /// centaur.
    #[must_use]
    pub const fn jumps_like_knight(self) -> bool {
        matches!(
            self,
            Piece::Knight | Piece::Archbishop | Piece::Chancellor | Piece::Amazon | Piece::Centaur
        )
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Piece::Pawn => "pawn",
            Piece::Knight => "knight",
            Piece::Bishop => "bishop",
            Piece::Rook => "rook",
            Piece::Queen => "queen",
            Piece::King => "king",
            Piece::Archbishop => "archbishop",
            Piece::Chancellor => "chancellor",
            Piece::Amazon => "amazon",
            Piece::Centaur => "centaur",
            Piece::Camel => "camel",
        })
    }
}
