//! The board: one `u128` set per colour and per piece kind, copy-make.
//!
//! FEN reading and writing are in [`fen`](super::fen), move generation in
//! [`movegen`](super::movegen); both build on this module, which knows neither.

use super::moves::{Move, Square};
use core::fmt;

/// A side. Red moves first and is written `w` in FEN, black `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    Red = 0,
    Black = 1,
}

impl Color {
    /// The other side.
    #[must_use]
    pub const fn flip(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Red => "red",
            Color::Black => "black",
        })
    }
}

/// A kind of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Piece {
    General = 0,
    Advisor = 1,
    Elephant = 2,
    Horse = 3,
    Chariot = 4,
    Cannon = 5,
    Soldier = 6,
}

impl Piece {
    /// All seven kinds, in index order.
    pub const ALL: [Piece; 7] = [
        Piece::General,
        Piece::Advisor,
        Piece::Elephant,
        Piece::Horse,
        Piece::Chariot,
        Piece::Cannon,
        Piece::Soldier,
    ];

    /// The lowercase FEN letter (Fairy-Stockfish's): `k a b n r c p`.
    #[must_use]
    pub const fn letter(self) -> char {
        [b'k', b'a', b'b', b'n', b'r', b'c', b'p'][self as usize] as char
    }

    /// How many of this kind a side starts with (there are no promotions).
    #[must_use]
    pub const fn count_at_start(self) -> u32 {
        [1, 2, 2, 2, 2, 2, 5][self as usize]
    }

    pub(crate) fn from_letter(c: char) -> Option<(Color, Piece)> {
        let piece = Piece::ALL
            .into_iter()
            .find(|p| p.letter() == c.to_ascii_lowercase())?;
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        Some((color, piece))
    }

    pub(crate) fn name(self) -> &'static str {
        [
            "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
        ][self as usize]
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A xiangqi position: one 90-bit set per colour and per piece kind, the side to move and
/// the move counters. 160 bytes, copied to make a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) colors: [u128; 2],
    pub(crate) pieces: [u128; 7],
    pub(crate) side: Color,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

impl Position {
    /// The initial position.
    pub const START_FEN: &'static str =
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    /// The initial position.
    #[must_use]
    pub fn startpos() -> Position {
        Position::from_fen(Position::START_FEN).expect("the initial position is valid")
    }

    /// The side to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Color {
        self.side
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<(Color, Piece)> {
        let b = sq.bit();
        let color = if self.colors[0] & b != 0 {
            Color::Red
        } else if self.colors[1] & b != 0 {
            Color::Black
        } else {
            return None;
        };
        let piece = Piece::ALL
            .into_iter()
            .find(|&p| self.pieces[p as usize] & b != 0)?;
        Some((color, piece))
    }

    /// The squares of a side's pieces of one kind, as a 90-bit set (a1 = bit 0).
    #[must_use]
    pub const fn pieces(&self, color: Color, piece: Piece) -> u128 {
        self.colors[color as usize] & self.pieces[piece as usize]
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`] (anything
    /// else gives a position that may break the rules, but no panic).
    #[must_use]
    #[inline(always)]
    pub fn play(&self, mv: Move) -> Position {
        let from = mv.from().bit();
        let to = mv.to().bit();
        let us = self.side as usize;
        let capture = self.colors[us ^ 1] & to != 0;
        let mut colors = self.colors;
        colors[us] ^= from | to;
        colors[us ^ 1] &= !to;
        // The move names its piece's kind: one set changes, and on a capture the captured
        // piece's (whichever it is) loses `to` first.
        let mut pieces = self.pieces;
        if capture {
            for set in &mut pieces {
                *set &= !to;
            }
        }
        pieces[mv.kind()] ^= from | to;
        Position {
            colors,
            pieces,
            side: self.side.flip(),
            halfmove_clock: if capture {
                0
            } else {
                self.halfmove_clock.saturating_add(1)
            },
            fullmove_number: self.fullmove_number
                + u32::from(self.side == Color::Black && self.fullmove_number < u32::MAX),
        }
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::startpos()
    }
}
