//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard
//! test of a move generator against published counts.

use super::moves::{Move, MoveList};
use super::position::Position;
use crate::perft::{self as driver, Game};

impl Game for Position {
    type Move = Move;
    type Moves = MoveList;

    #[inline]
    fn legal_moves(&self) -> MoveList {
        Position::legal_moves(self)
    }

    #[inline]
    fn count_legal_moves(&self) -> u64 {
        Position::count_legal_moves(self)
    }

    #[inline]
    fn play(&self, mv: Move) -> Position {
        Position::play(self, mv)
    }
}

/// The number of move sequences of `depth` plies from `pos`, every leaf move played
/// (no bulk counting).
///
/// ```
/// use bitfill_engines::xxl::{Position, perft::perft};
/// assert_eq!(perft(&Position::startpos(), 2), 2_116);
/// ```
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    driver::perft(pos, depth)
}

/// The same count as [`perft`] with bulk counting: at depth 1 the legal moves are counted
/// by popcounts ([`Position::count_legal_moves`]), not listed and played.
///
/// ```
/// use bitfill_engines::xxl::{Position, perft::perft_bulk};
/// assert_eq!(perft_bulk(&Position::startpos(), 3), 111_887);
/// ```
#[must_use]
pub fn perft_bulk(pos: &Position, depth: u32) -> u64 {
    driver::perft_bulk(pos, depth)
}

/// [`perft_bulk`] split by root move, in generation order (Stockfish's `go perft`):
/// the sum of the counts is `perft_bulk(pos, depth)`. Empty for depth 0.
#[must_use]
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    driver::divide(pos, depth)
}
