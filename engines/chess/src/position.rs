//! The board: one bitboard per color and per piece kind, what a side attacks, copy-make.
//!
//! FEN reading and writing are in [`fen`](super::fen), move generation in
//! [`movegen`](super::movegen); both build on this module, which knows neither.

use super::attacks;
use super::moves::{Move, MoveKind};
use super::piece::{Color, Piece};
use bitfill::Bitboard;

/// A chess position: bitboards by color and by piece kind, castling rights, the
/// en-passant square and the move counters. 88 bytes, copied to make a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) colors: [u64; 2],
    pub(crate) pieces: [u64; 6],
    /// The rooks (by square: a1, h1, a8, h8) that may still castle.
    pub(crate) castling: u64,
    /// The square a pawn has just passed with a two-square move, or 0 (a1 never is one).
    pub(crate) en_passant: u64,
    pub(crate) side: Color,
    pub(crate) halfmove_clock: u16,
    pub(crate) fullmove_number: u16,
}

/// The back rank of each side.
pub(crate) const BACK_RANK: [u64; 2] = [0xff, 0xff << 56];

impl Position {
    /// The initial position, `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`.
    #[must_use]
    pub const fn startpos() -> Position {
        // Each kind's squares on rank 1, mirrored to rank 8.
        const fn both(rank_1: u64) -> u64 {
            rank_1 | rank_1 << 56
        }
        Position {
            colors: [0xffff, 0xffff << 48],
            pieces: [
                0xff << 8 | 0xff << 48,
                both(0x42),
                both(0x24),
                both(0x81),
                both(0x08),
                both(0x10),
            ],
            castling: both(0x81),
            en_passant: 0,
            side: Color::White,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// An empty board, white to move, no rights: the start of FEN parsing.
    pub(crate) const fn empty() -> Position {
        Position {
            colors: [0; 2],
            pieces: [0; 6],
            castling: 0,
            en_passant: 0,
            side: Color::White,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The side to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Color {
        self.side
    }

    /// Every occupied square.
    #[must_use]
    pub const fn occupied(&self) -> u64 {
        self.colors[0] | self.colors[1]
    }

    /// The squares of `color`'s pieces of kind `piece`.
    #[must_use]
    pub const fn pieces(&self, color: Color, piece: Piece) -> u64 {
        self.colors[color as usize] & self.pieces[piece as usize]
    }

    /// The piece on `sq` (0 = a1 to 63 = h8), if any.
    #[must_use]
    pub fn piece_on(&self, sq: u8) -> Option<(Color, Piece)> {
        let bit = 1u64.checked_shl(u32::from(sq))?;
        let color = if self.colors[0] & bit != 0 {
            Color::White
        } else if self.colors[1] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let piece = Piece::ALL
            .into_iter()
            .find(|&p| self.pieces[p as usize] & bit != 0)?;
        Some((color, piece))
    }

    /// Every square `color` attacks when the squares of `empty` are empty: set-wise, one
    /// fill for all rooks and queens, one for all bishops and queens. Removing the
    /// defending king from the occupancy makes the squares behind it, on the checking ray,
    /// count as attacked: the king cannot step back along a check.
    #[must_use]
    pub fn attacked_by(&self, color: Color, empty: u64) -> u64 {
        let ours = self.colors[color as usize];
        let queens = self.pieces[Piece::Queen as usize];
        let orthogonal = (self.pieces[Piece::Rook as usize] | queens) & ours;
        let diagonal = (self.pieces[Piece::Bishop as usize] | queens) & ours;
        let knights = self.pieces[Piece::Knight as usize] & ours;
        let pawns = self.pieces[Piece::Pawn as usize] & ours;
        let king = self.pieces[Piece::King as usize] & ours;
        let attacked =
            bitfill::slider_attacks(Bitboard(orthogonal), Bitboard(diagonal), Bitboard(!empty))
                | bitfill::knight_attacks(Bitboard(knights))
                | bitfill::pawn_attacks(color, Bitboard(pawns));
        attacked.0 | attacks::king_moves_from(king.trailing_zeros())
    }

    /// True when the side to move is in check.
    #[must_use]
    pub fn in_check(&self) -> bool {
        let king = self.pieces(self.side, Piece::King);
        self.attacked_by(self.side.opposite(), !self.occupied()) & king != 0
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`]
    /// (copy-make: `self` is left as it was).
    ///
    /// Every board is computed in a register with constant indices and written once: a
    /// copy of `self` updated in place through `pieces[piece]` made the compiler store
    /// narrow fields and reload them wide, and the stalled store forwarding cost more than
    /// the rest of the move.
    #[must_use]
    #[inline]
    pub fn play(&self, mv: Move) -> Position {
        self.play_inlined(mv)
    }

    /// [`Position::play`], inlined into every caller: where the generator makes a move
    /// whose piece and kind are constants, only the code for that piece and kind is left.
    #[must_use]
    #[inline(always)]
    pub(crate) fn play_inlined(&self, mv: Move) -> Position {
        let us = self.side as usize;
        let from = 1u64 << mv.from();
        let to = 1u64 << mv.to();
        let moved = from | to;
        let piece = mv.piece();

        let captured = to & self.colors[1 - us];
        let mut pieces = self.pieces;
        for (kind, board) in pieces.iter_mut().enumerate() {
            let is_mover = 0u64.wrapping_sub(u64::from(kind == piece as usize));
            *board = (*board & !captured) ^ (moved & is_mover);
        }
        let mut ours = self.colors[us] ^ moved;
        let mut theirs = self.colors[1 - us] & !captured;

        let mut castling = self.castling & !moved;
        let mut en_passant = 0;
        match mv.kind() {
            MoveKind::Normal => {
                if piece == Piece::King {
                    castling &= !BACK_RANK[us];
                }
            }
            MoveKind::DoublePush => en_passant = 1 << ((mv.from() + mv.to()) / 2),
            MoveKind::EnPassant => {
                // The captured pawn stands beside the mover, on the target's file.
                let victim = 1u64 << (mv.to() & 7 | mv.from() & 56);
                pieces[Piece::Pawn as usize] ^= victim;
                theirs ^= victim;
            }
            MoveKind::Castle => {
                castling &= !BACK_RANK[us];
                let rook = if mv.to() & 7 == 6 {
                    to << 1 | to >> 1
                } else {
                    to >> 2 | to << 1
                };
                pieces[Piece::Rook as usize] ^= rook;
                ours ^= rook;
            }
            MoveKind::Promotion(promoted) => {
                pieces[Piece::Pawn as usize] ^= to;
                match promoted {
                    Piece::Knight => pieces[Piece::Knight as usize] ^= to,
                    Piece::Bishop => pieces[Piece::Bishop as usize] ^= to,
                    Piece::Rook => pieces[Piece::Rook as usize] ^= to,
                    _ => pieces[Piece::Queen as usize] ^= to,
                }
            }
        }

        let colors = if us == 0 {
            [ours, theirs]
        } else {
            [theirs, ours]
        };
        let halfmove_clock = if piece == Piece::Pawn || captured != 0 {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        Position {
            colors,
            pieces,
            castling,
            en_passant,
            side: self.side.opposite(),
            halfmove_clock,
            fullmove_number: self.fullmove_number.saturating_add(us as u16),
        }
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::startpos()
    }
}
