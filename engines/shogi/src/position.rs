//! The position: one `u128` set per kind of piece and per side, a square-by-square record
//! of what stands where (to know what a capture takes), both hands; copy-make.
//!
//! SFEN reading and writing are in [`sfen`](super::sfen), move generation in
//! [`movegen`](super::movegen); both build on this module, which knows neither.

use super::board::bit;
use super::moves::{Color, Move, Piece, Square};

/// An empty square in [`Position::board`].
pub(crate) const EMPTY: u8 = u8::MAX;

/// The code of a piece in [`Position::board`]: its kind, and 16 for white.
#[inline(always)]
pub(crate) const fn code(color: Color, piece: Piece) -> u8 {
    piece as u8 | (color as u8) << 4
}

/// A shogi position: the pieces, the hands, the side to move and the move number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The squares of each kind of piece, both sides, indexed by [`Piece`].
    pub(crate) pieces: [u128; 14],
    /// The squares of each side's pieces, indexed by [`Color`].
    pub(crate) colors: [u128; 2],
    /// What stands on each square: [`code`], or [`EMPTY`].
    pub(crate) board: [u8; 81],
    /// Each side's king square.
    pub(crate) kings: [u8; 2],
    /// How many of each kind each side holds, in the order of [`Piece::IN_HAND`] (the
    /// eighth entry is always 0).
    pub(crate) hands: [[u8; 8]; 2],
    pub(crate) side: Color,
    /// The move number SFEN writes (1 for the start position).
    pub(crate) move_number: u32,
}

impl Position {
    /// An empty board, black to move, empty hands: what the SFEN reader fills in.
    pub(crate) const fn empty() -> Position {
        Position {
            pieces: [0; 14],
            colors: [0; 2],
            board: [EMPTY; 81],
            kings: [0; 2],
            hands: [[0; 8]; 2],
            side: Color::Black,
            move_number: 1,
        }
    }

    /// Puts `piece` of `color` on the empty square `sq`.
    pub(crate) fn put(&mut self, color: Color, piece: Piece, sq: u32) {
        let b = bit(sq);
        self.pieces[piece as usize] |= b;
        self.colors[color as usize] |= b;
        self.board[sq as usize] = code(color, piece);
        if piece == Piece::King {
            self.kings[color as usize] = sq as u8;
        }
    }

    /// The start position:
    /// `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`.
    #[must_use]
    pub fn startpos() -> Position {
        let mut pos = Position::empty();
        let back = [
            Piece::Lance,
            Piece::Knight,
            Piece::Silver,
            Piece::Gold,
            Piece::King,
            Piece::Gold,
            Piece::Silver,
            Piece::Knight,
            Piece::Lance,
        ];
        for (file, &piece) in (0..).zip(&back) {
            pos.put(Color::Black, piece, file);
            pos.put(Color::White, piece, 72 + file);
            pos.put(Color::Black, Piece::Pawn, 18 + file);
            pos.put(Color::White, Piece::Pawn, 54 + file);
        }
        // Black's bishop on 8h, rook on 2h; white's mirror them through the centre.
        pos.put(Color::Black, Piece::Bishop, 10);
        pos.put(Color::Black, Piece::Rook, 16);
        pos.put(Color::White, Piece::Bishop, 70);
        pos.put(Color::White, Piece::Rook, 64);
        pos
    }

    /// The side to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Color {
        self.side
    }

    /// The move number as SFEN writes it (the start position's is 1; each move adds 1).
    #[must_use]
    pub const fn move_number(&self) -> u32 {
        self.move_number
    }

    /// What stands on `sq`, if anything.
    #[must_use]
    pub const fn piece_on(&self, sq: Square) -> Option<(Color, Piece)> {
        let code = self.board[sq.index() as usize];
        if code == EMPTY {
            None
        } else {
            let color = if code >> 4 == 0 {
                Color::Black
            } else {
                Color::White
            };
            Some((color, Piece::from_index((code & 15) as usize)))
        }
    }

    /// How many pieces of each kind `color` holds in hand, in the order of
    /// [`Piece::IN_HAND`]: pawn, lance, knight, silver, bishop, rook, gold.
    #[must_use]
    pub fn hand(&self, color: Color) -> [u8; 7] {
        let mut hand = [0; 7];
        hand.copy_from_slice(&self.hands[color as usize][..7]);
        hand
    }

    /// The squares of `color`'s pieces of kind `piece`, as a set (bit = square index).
    #[must_use]
    pub const fn pieces(&self, color: Color, piece: Piece) -> u128 {
        self.pieces[piece as usize] & self.colors[color as usize]
    }

    /// The squares of `color`'s pieces.
    #[must_use]
    pub const fn color(&self, color: Color) -> u128 {
        self.colors[color as usize]
    }

    /// Every occupied square.
    #[must_use]
    pub const fn occupied(&self) -> u128 {
        self.colors[0] | self.colors[1]
    }

    /// The square of `color`'s king.
    #[must_use]
    pub const fn king(&self, color: Color) -> Square {
        Square::from_index_unchecked(self.kings[color as usize] as u32)
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`] (copy-make:
    /// `self` is unchanged). A capture puts the captured piece, unpromoted, in the mover's
    /// hand.
    #[must_use]
    #[inline(always)]
    pub fn play(&self, mv: Move) -> Position {
        let mut next = *self;
        let us = self.side as usize;
        let them = us ^ 1;
        let piece = mv.piece();
        let to = mv.to().index() as u32;
        let to_bit = bit(to);
        match mv.from() {
            None => {
                next.hands[us][piece as usize] -= 1;
                next.pieces[piece as usize] |= to_bit;
                next.colors[us] |= to_bit;
                next.board[to as usize] = code(self.side, piece);
            }
            Some(from) => {
                let from = from.index() as u32;
                let from_bit = bit(from);
                let captured = self.board[to as usize];
                if captured != EMPTY {
                    let kind = (captured & 15) as usize;
                    next.pieces[kind] ^= to_bit;
                    next.colors[them] ^= to_bit;
                    next.hands[us][Piece::from_index(kind).unpromoted() as usize] += 1;
                }
                let arrives = if mv.is_promotion() {
                    piece.promoted()
                } else {
                    piece
                };
                next.pieces[piece as usize] ^= from_bit;
                next.pieces[arrives as usize] |= to_bit;
                next.colors[us] ^= from_bit | to_bit;
                next.board[from as usize] = EMPTY;
                next.board[to as usize] = code(self.side, arrives);
                if piece == Piece::King {
                    next.kings[us] = to as u8;
                }
            }
        }
        next.side = self.side.flip();
        next.move_number += 1;
        next
    }
}
