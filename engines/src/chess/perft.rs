//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard
//! test of a move generator against published counts.
//!
//! [`perft_bulk`] is the chess engine's own recursion ([`movegen`](super::movegen)'s
//! `Plays`): every move is played where it is generated, the last ply counted by
//! popcounts, no move list at any ply; the drivers call it through [`Game::count_bulk`]. Their own
//! recursion ([`crate::perft::bulk_by_lists`]) lists the moves of each ply above the
//! last and plays them from the list: the same counts, as the tests check.

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
    fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        super::movegen::generate(self, moves);
    }

    #[inline]
    fn count_legal_moves(&self) -> u64 {
        Position::count_legal_moves(self)
    }

    #[inline]
    fn play(&self, mv: Move) -> Position {
        Position::play(self, mv)
    }

    /// The engine's own recursion ([`perft_bulk`]), not the drivers' lists.
    fn count_bulk(&self, depth: u32) -> u64 {
        perft_bulk(self, depth)
    }
}

/// The number of move sequences of `depth` plies from `pos`, every leaf move played
/// (no bulk counting): the work a search does at every node.
///
/// ```
/// use bitfill_engines::chess::{Position, perft::perft};
/// assert_eq!(perft(&Position::startpos(), 2), 400);
/// ```
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    driver::perft(pos, depth)
}

/// The same count as [`perft`] with bulk counting: at depth 1 the legal moves are counted
/// by popcounts ([`Position::count_legal_moves`]), not listed and played; above it each
/// move is played as it is generated, without a move list.
///
/// ```
/// use bitfill_engines::chess::{Position, perft::perft_bulk};
/// assert_eq!(perft_bulk(&Position::startpos(), 3), 8902);
/// ```
#[must_use]
pub fn perft_bulk(pos: &Position, depth: u32) -> u64 {
    super::movegen::perft_bulk(pos, depth)
}

/// [`perft_bulk`] split by root move, in generation order (Stockfish's `go perft`): the
/// sum of the counts is `perft_bulk(pos, depth)`. Empty for depth 0.
#[must_use]
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&mv| (mv, perft_bulk(&pos.play(mv), depth - 1)))
        .collect()
}
