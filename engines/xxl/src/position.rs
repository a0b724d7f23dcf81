//! The board: one bitboard per color and per piece kind, what a side attacks, copy-make.
//!
//! FEN reading and writing are in [`fen`](super::fen), move generation in
//! [`movegen`](super::movegen); both build on this module, which knows neither.

use super::attacks::{
    Bitboard, FILES, Wide, bishop_attacks, camel_targets, king_targets, knight_targets,
    pawn_attacks, rank, rook_attacks,
};
use super::moves::{Move, MoveKind};
use super::piece::{Color, Piece};

/// An XXL chess position: bitboards by color and by piece kind, castling rights, the
/// en-passant square and the move counters. Copied to make a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) colors: [Bitboard; 2],
    pub(crate) pieces: [Bitboard; 11],
    /// The rooks (by square: a1, n1, a14, n14) that may still castle.
    pub(crate) castling: Bitboard,
    /// The square a pawn has just passed with a two-square move, if any.
    pub(crate) en_passant: Option<u8>,
    pub(crate) side: Color,
    pub(crate) halfmove_clock: u16,
    pub(crate) fullmove_number: u16,
}

/// The back rank of each side: rank 1 for white, rank 14 for black.
pub(crate) const BACK_RANK: [Bitboard; 2] = [rank(0), rank(13)];

/// The king's file, h: where both kings start and castle from.
pub(crate) const KING_FILE: usize = 7;

/// The rank (0 = rank 1) a pawn of the side promotes on: rank 8 for white, rank 7 for
/// black (Fairy-Stockfish-X's `promotionRegionWhite = *8`, `promotionRegionBlack = *7`).
pub(crate) const fn promotion_rank(white: bool) -> usize {
    if white { 7 } else { 6 }
}

/// The rank a pawn of the side starts on and may step two squares from: rank 2 for white,
/// rank 13 for black.
pub(crate) const fn pawn_start_rank(white: bool) -> usize {
    if white { 1 } else { 12 }
}

impl Position {
    /// The initial position,
    /// `rnbhcmakmcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/RNBHCMAKMCEBNR w KQkq - 0 1`.
    #[must_use]
    pub fn startpos() -> Position {
        const BACK: [Piece; 14] = [
            Piece::Rook,
            Piece::Knight,
            Piece::Bishop,
            Piece::Archbishop,
            Piece::Camel,
            Piece::Centaur,
            Piece::Amazon,
            Piece::King,
            Piece::Centaur,
            Piece::Camel,
            Piece::Chancellor,
            Piece::Bishop,
            Piece::Knight,
            Piece::Rook,
        ];
        let mut pos = Position::empty();
        for (file, piece) in BACK.into_iter().enumerate() {
            let both = Wide::square(file) | Wide::square(13 * FILES + file);
            pos.pieces[piece as usize] |= both;
        }
        pos.pieces[Piece::Pawn as usize] = rank(1) | rank(12);
        pos.colors = [rank(0) | rank(1), rank(12) | rank(13)];
        pos.castling = Wide::square(0)
            | Wide::square(FILES - 1)
            | Wide::square(13 * FILES)
            | Wide::square(13 * FILES + FILES - 1);
        pos
    }

    /// An empty board, white to move, no rights: the start of FEN parsing.
    pub(crate) const fn empty() -> Position {
        Position {
            colors: [Bitboard::EMPTY; 2],
            pieces: [Bitboard::EMPTY; 11],
            castling: Bitboard::EMPTY,
            en_passant: None,
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
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    /// The squares of `color`'s pieces of kind `piece`.
    #[must_use]
    pub fn pieces(&self, color: Color, piece: Piece) -> Bitboard {
        self.colors[color as usize] & self.pieces[piece as usize]
    }

    /// The piece on `sq` (0 = a1 to 195 = n14), if any.
    #[must_use]
    pub fn piece_on(&self, sq: usize) -> Option<(Color, Piece)> {
        let color = if self.colors[0].contains(sq) {
            Color::White
        } else if self.colors[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let piece = Piece::ALL
            .into_iter()
            .find(|&p| self.pieces[p as usize].contains(sq))?;
        Some((color, piece))
    }

    /// The en-passant square, if a pawn has just moved two squares.
    #[must_use]
    pub const fn en_passant(&self) -> Option<u8> {
        self.en_passant
    }

    /// `color`'s pieces that move like a rook (rooks, queens, chancellors, amazons) and
    /// like a bishop (bishops, queens, archbishops, amazons).
    pub(crate) fn sliders(&self, color: Color) -> (Bitboard, Bitboard) {
        let ours = self.colors[color as usize];
        let [
            _,
            _,
            bishops,
            rooks,
            queens,
            _,
            archbishops,
            chancellors,
            amazons,
            ..,
        ] = self.pieces;
        (
            (rooks | queens | chancellors | amazons) & ours,
            (bishops | queens | archbishops | amazons) & ours,
        )
    }

    /// `color`'s pieces that jump like a knight: knights, archbishops, chancellors,
    /// amazons, centaurs.
    pub(crate) fn knight_jumpers(&self, color: Color) -> Bitboard {
        let [
            _,
            knights,
            _,
            _,
            _,
            _,
            archbishops,
            chancellors,
            amazons,
            centaurs,
            _,
        ] = self.pieces;
        (knights | archbishops | chancellors | amazons | centaurs) & self.colors[color as usize]
    }

    /// Every square `color` attacks when the squares of `empty` are empty: set-wise, one
    /// fill for every piece that moves like a rook, one for those that move like a bishop,
    /// one jump each for knights, camels and king steps. Removing the defending king from
    /// the occupancy makes the squares behind it, on the checking ray, count as attacked:
    /// the king cannot step back along a check.
    #[must_use]
    pub fn attacked_by(&self, color: Color, empty: Bitboard) -> Bitboard {
        let ours = self.colors[color as usize];
        let (orthogonal, diagonal) = self.sliders(color);
        let steppers =
            (self.pieces[Piece::King as usize] | self.pieces[Piece::Centaur as usize]) & ours;
        rook_attacks(orthogonal, empty)
            | bishop_attacks(diagonal, empty)
            | knight_targets(self.knight_jumpers(color))
            | camel_targets(self.pieces[Piece::Camel as usize] & ours)
            | king_targets(steppers)
            | pawn_attacks(
                color == Color::White,
                self.pieces[Piece::Pawn as usize] & ours,
            )
    }

    /// True when the side to move is in check.
    #[must_use]
    pub fn in_check(&self) -> bool {
        let king = self.pieces(self.side, Piece::King);
        !(self.attacked_by(self.side.opposite(), !self.occupied()) & king).is_empty()
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`]
    /// (copy-make: `self` is left as it was).
    #[must_use]
    #[inline(always)]
    pub fn play(&self, mv: Move) -> Position {
        let us = self.side as usize;
        let (from_sq, to_sq) = (usize::from(mv.from()), usize::from(mv.to()));
        let to = Wide::square(to_sq);
        let moved = Wide::square(from_sq) | to;
        let piece = mv.piece();

        let captured = to & self.colors[1 - us];
        let mut pieces = self.pieces;
        for board in &mut pieces {
            *board = board.and_not(captured);
        }
        pieces[piece as usize] ^= moved;
        let mut ours = self.colors[us] ^ moved;
        let mut theirs = self.colors[1 - us].and_not(captured);

        // A rook that moves or is taken loses its castling right.
        let mut castling = self.castling.and_not(moved);
        if piece == Piece::King {
            castling = castling.and_not(BACK_RANK[us]);
        }
        let mut en_passant = None;
        match mv.kind() {
            MoveKind::Normal => {}
            MoveKind::DoublePush => en_passant = Some(((from_sq + to_sq) / 2) as u8),
            MoveKind::EnPassant => {
                // The captured pawn stands beside the mover, on the target's file.
                let victim = Wide::square(from_sq - from_sq % FILES + to_sq % FILES);
                pieces[Piece::Pawn as usize] ^= victim;
                theirs ^= victim;
            }
            MoveKind::Castle => {
                // King to m1 with the n1 rook to l1, or to c1 with the a1 rook to d1.
                let (rook_from, rook_to) = if to_sq % FILES == 12 {
                    (to_sq + 1, to_sq - 1)
                } else {
                    (to_sq - 2, to_sq + 1)
                };
                let rook = Wide::square(rook_from) | Wide::square(rook_to);
                pieces[Piece::Rook as usize] ^= rook;
                ours ^= rook;
            }
            MoveKind::Promotion => {
                pieces[Piece::Pawn as usize] ^= to;
                pieces[Piece::Queen as usize] ^= to;
            }
        }

        let colors = if us == 0 {
            [ours, theirs]
        } else {
            [theirs, ours]
        };
        let halfmove_clock = if piece == Piece::Pawn || !captured.is_empty() {
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
